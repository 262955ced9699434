"""Proto <-> domain conversion for memory: episodes, provenance and Recall's ranked items."""

from __future__ import annotations

from kg.api import convert
from kg.domain.recall_scoring import ScoredFact
from kg.model.episodes import EpisodeRecord
from kg.model.records import EdgeRecord
from kg.recall.pipeline import RecallItem, RecallResult
from kg.v1 import kg_pb2 as pb


def episode_to_pb(episode: EpisodeRecord) -> pb.Episode:
    msg = pb.Episode(
        uid=episode.uid,
        text=episode.text,
        speaker=episode.speaker,
        speaker_uid=episode.speaker_uid,
        conversation_id=episode.conversation_id,
        conversation_uid=episode.conversation_uid,
        namespace=episode.namespace,
        mention_uids=list(episode.mention_uids),
        status=episode.status,
        dates=[
            pb.TimeRange(text=d.text, start=d.start.isoformat(), end=d.end.isoformat(), label=d.label)
            for d in episode.dates
        ],
    )
    msg.said_at.FromDatetime(episode.said_at)
    return msg


def _provenance(episode: EpisodeRecord | None) -> pb.Provenance | None:
    if episode is None:
        return None
    msg = pb.Provenance(episode_uid=episode.uid, conversation_id=episode.conversation_id)
    msg.said_at.FromDatetime(episode.said_at)
    return msg


def _item_to_pb(item: RecallItem, result: RecallResult) -> pb.RecallItem:
    msg = pb.RecallItem(score=item.score, why=item.why, provenance=_provenance(item.provenance))
    if item.fact is not None:
        msg.fact.CopyFrom(fact_to_pb(item.fact, result))
    elif item.episode is not None:
        msg.episode.CopyFrom(episode_to_pb(item.episode))
    return msg


def fact_to_pb(fact: ScoredFact[EdgeRecord], result: RecallResult) -> pb.RecalledFact:
    edge, nodes = fact.edge, result.nodes
    return pb.RecalledFact(
        edge=convert.edge_to_pb(edge),
        subject=convert.node_to_pb(nodes[edge.from_uid]),
        object=convert.node_to_pb(nodes[edge.to_uid]),
        score=fact.score,
        score_parts=fact.parts,
        path=list(fact.path),
    )


def recall_to_pb(result: RecallResult) -> pb.RecallResponse:
    return pb.RecallResponse(
        facts=[fact_to_pb(f, result) for f in result.facts],
        context=result.context,
        anchors=[convert.node_to_pb(n) for n in result.anchors],
        items=[_item_to_pb(item, result) for item in result.items],
    )
