"""Proto <-> domain conversion for memory: episodes, provenance and Recall's ranked items."""

from __future__ import annotations

from kg.api import convert
from kg.domain.recall_scoring import ScoredFact
from kg.model.episodes import EpisodeRecord
from kg.model.records import EdgeRecord
from kg.recall.pipeline import RecallItem, RecallResult
from kg.v1 import kg_pb2 as pb


def episode_to_pb(episode: EpisodeRecord) -> pb.Episode:
    return _fill_episode(pb.Episode(), episode)


def _fill_episode(msg: pb.Episode, episode: EpisodeRecord) -> pb.Episode:
    msg.uid = episode.uid
    msg.text = episode.text
    msg.speaker = episode.speaker
    msg.speaker_uid = episode.speaker_uid
    msg.conversation_id = episode.conversation_id
    msg.conversation_uid = episode.conversation_uid
    msg.namespace = episode.namespace
    msg.mention_uids.extend(episode.mention_uids)
    msg.status = episode.status
    for d in episode.dates:
        msg.dates.add(text=d.text, start=d.start.isoformat(), end=d.end.isoformat(), label=d.label)
    convert.set_time(msg.said_at, episode.said_at)
    return msg


class _RecallReply:
    """One Recall's reply, written in place: a message built apart and passed in is copied, and a 50-item reply
    copied each fact three times that way (into the fact, the reply's `facts`, an item). A node is the end of many
    facts (the speaker of most) and a fact is in both `facts` and `items`: each is written once, then copied."""

    def __init__(self, result: RecallResult) -> None:
        self.result = result
        self.reply = pb.RecallResponse(context=result.context)
        self._nodes: dict[str, pb.Node] = {}
        self._facts: dict[str, pb.RecalledFact] = {}

    def node(self, target: pb.Node, uid: str) -> None:
        if uid in self._nodes:
            target.CopyFrom(self._nodes[uid])
        else:
            self._nodes[uid] = convert.fill_node(target, self.result.nodes[uid])

    def fact(self, target: pb.RecalledFact, fact: ScoredFact[EdgeRecord]) -> None:
        edge = fact.edge
        if edge.uid in self._facts:
            target.CopyFrom(self._facts[edge.uid])
            return
        convert.fill_edge(target.edge, edge)
        self.node(target.subject, edge.from_uid)
        self.node(target.object, edge.to_uid)
        target.score = fact.score
        target.score_parts.update(fact.parts)
        target.path.extend(fact.path)
        self._facts[edge.uid] = target

    def item(self, item: RecallItem) -> None:
        msg = self.reply.items.add(score=item.score)
        msg.why.update(item.why)
        if item.provenance is not None:
            msg.provenance.episode_uid = item.provenance.uid
            msg.provenance.conversation_id = item.provenance.conversation_id
            convert.set_time(msg.provenance.said_at, item.provenance.said_at)
        if item.fact is not None:
            self.fact(msg.fact, item.fact)
        elif item.episode is not None:
            _fill_episode(msg.episode, item.episode)


def recall_to_pb(result: RecallResult) -> pb.RecallResponse:
    built = _RecallReply(result)
    for fact in result.facts:
        built.fact(built.reply.facts.add(), fact)
    for anchor in result.anchors:
        built.node(built.reply.anchors.add(), anchor.uid)
    for item in result.items:
        built.item(item)
    return built.reply
