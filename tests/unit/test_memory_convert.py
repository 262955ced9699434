"""Recall's reply: each fact in `facts` and in `items` carries its edge and both ends whole, episodes and
provenance keep their fields, and anchors are the nodes given."""

from __future__ import annotations

from datetime import UTC, datetime

from kg.api.memory_convert import recall_to_pb
from kg.domain.recall_scoring import ScoredFact
from kg.model.episodes import EpisodeRecord
from kg.model.records import EdgeRecord, NodeRecord
from kg.model.types import EdgeStatus, NodeType
from kg.recall.pipeline import RecallItem, RecallResult

SAID = datetime(2026, 5, 7, 18, 0, tzinfo=UTC)
ROBIN = NodeRecord("0x1", NodeType.USER, "Robin", "ns", activation=0.8, created_at=SAID)
CELLO = NodeRecord("0x2", NodeType.ENTITY, "cello", "ns", tags=("thing",))
BAKERY = NodeRecord("0x3", NodeType.ENTITY, "Crumb Bakery", "ns")
TURN = EpisodeRecord("0x9", "I took up the cello!", "ns", SAID, "0x1", "Robin", "0x8", "chat-1")


def fact(uid: str, to: NodeRecord, score: float) -> ScoredFact[EdgeRecord]:
    edge = EdgeRecord(uid, "LIKES", EdgeStatus.CURRENT, ROBIN.uid, to.uid, "ns", SAID, derived_from_uid=TURN.uid)
    return ScoredFact(edge, score, {"relevance": score}, (ROBIN.uid,))


def test_facts_items_and_anchors_keep_every_field_each_time_a_node_or_fact_recurs() -> None:
    plays, works = fact("0x5", CELLO, 0.9), fact("0x6", BAKERY, 0.4)
    result = RecallResult(
        items=[
            RecallItem(0.2, {"facts": 0.2}, fact=plays, provenance=TURN),
            RecallItem(0.1, {"words": 0.1}, episode=TURN, provenance=TURN),
            RecallItem(0.05, {"graph": 0.05}, fact=works, provenance=None),
        ],
        facts=[plays, works],
        nodes={n.uid: n for n in (ROBIN, CELLO, BAKERY)},
        anchors=[ROBIN],
        context="- Robin LIKES cello",
    )

    reply = recall_to_pb(result)

    assert [(f.edge.uid, f.subject.name, f.object.name, f.score) for f in reply.facts] == [
        ("0x5", "Robin", "cello", 0.9),
        ("0x6", "Robin", "Crumb Bakery", 0.4),
    ]
    assert reply.facts[0].subject.activation == 0.8 and list(reply.facts[0].object.tags) == ["thing"]
    assert reply.facts[0].path == ["0x1"] and dict(reply.facts[0].score_parts) == {"relevance": 0.9}
    first, said, last = reply.items
    assert first.fact == reply.facts[0] and last.fact == reply.facts[1]
    assert first.provenance.episode_uid == "0x9" and first.provenance.conversation_id == "chat-1"
    assert first.provenance.said_at.ToDatetime(UTC) == SAID
    assert said.episode.text == "I took up the cello!" and said.episode.speaker == "Robin"
    assert dict(said.why) == {"words": 0.1}
    assert not last.HasField("provenance")
    assert [a.name for a in reply.anchors] == ["Robin"] and reply.anchors[0].created_at.ToDatetime(UTC) == SAID
    assert reply.context == "- Robin LIKES cello"
