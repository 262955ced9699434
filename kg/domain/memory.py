"""MemoryService: Ingest (text -> facts), Recall (prompt -> ranked facts and context), and the fact lifecycle
(confirm, retract). Extraction runs off the event loop; the graph rules are GraphService's."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from kg.domain.access import Caller
from kg.domain.activation import traversal_cost
from kg.domain.edge_plan import Lifecycle
from kg.domain.graph import GraphService
from kg.domain.ingest_plan import IngestFact, Mention, Operation, plan_ingest
from kg.domain.recall_anchors import NAMED, phrases, search_words, word_strengths
from kg.domain.recall_scoring import (
    RecallWeights,
    ScoredFact,
    frontier,
    kth_score,
    relation_words,
    render_context,
    score_facts,
    seed,
    settled,
    spread_step,
    type_hints,
)
from kg.domain.validation import raise_if, uid_violations, vector_violations
from kg.errors import FailedPrecondition, InvalidArgument, NotFound, PermissionDenied
from kg.extraction import Extractor
from kg.model.plan import Archive, EdgePlan
from kg.model.records import EdgeRecord, EdgeWriteResult, Link, NewEdge, NewNode, NodeRecord
from kg.model.types import EdgeStatus, NodeType
from kg.store.txn import Txn

MAX_TEXT = 10_000
# Ingested facts: a weaker claim waits (pending) rather than overturning a stronger one.
INGESTED = Lifecycle(cautious=True, promote_after=3)
CONFIRMED = Lifecycle(promote_after=1)
MAX_ANCHORS = 20  # nodes the question names
# Only when it names none: nodes sharing a word with it, the most activated first, ranked by name overlap. Such
# anchors are weak and many (a first name is shared by hundreds): the strongest ten start spreading.
WORD_CANDIDATES = 100
WORD_ANCHORS = 10


@dataclass
class IngestResult:
    written: list[EdgeRecord] = field(default_factory=list)
    archived: list[EdgeRecord] = field(default_factory=list)
    retracted: list[EdgeRecord] = field(default_factory=list)
    created: list[NodeRecord] = field(default_factory=list)
    conversation_uid: str = ""
    tier: int = 1


@dataclass(frozen=True)
class RecallResult:
    facts: list[ScoredFact[EdgeRecord]]
    nodes: dict[str, NodeRecord]
    anchors: list[NodeRecord]
    context: str


def _now() -> datetime:
    return datetime.now(UTC)


class MemoryService:
    def __init__(self, graph: GraphService, extractor: Extractor | None = None,
                 weights: RecallWeights | None = None) -> None:
        self.graph = graph
        self.extractor = extractor or Extractor()
        self.weights = weights or RecallWeights()

    # --- Ingest ---

    async def ingest(self, caller: Caller, text: str, speaker: str, said_at: datetime | None,
                     conversation_id: str, namespace: str) -> IngestResult:
        if not text.strip():
            raise InvalidArgument.of("text", "must not be empty")
        if len(text) > MAX_TEXT:
            raise InvalidArgument.of("text", f"is longer than {MAX_TEXT} characters")
        raise_if(self.graph.secrets.violations("text", text))
        namespace = caller.namespace_for_write(namespace)
        extraction = await asyncio.to_thread(self.extractor.extract, text)  # CPU work off the loop
        plan = plan_ingest(extraction, speaker.strip() or "User")
        conversation = Mention(conversation_id.strip() or "default", NodeType.CONVERSATION)
        at = said_at or _now()

        async def work(txn: Txn) -> IngestResult:
            result = IngestResult(tier=extraction.tier)
            nodes = await self._resolve_mentions(txn, [conversation, *plan.mentions], namespace, result)
            result.conversation_uid = nodes[conversation].uid
            asserted = [f for f in plan.facts if f.operation == Operation.ASSERT]
            ended = [f for f in plan.facts if f.operation != Operation.ASSERT]
            specs = [self._spec(f, nodes, at, result.conversation_uid) for f in asserted]
            closing = await self._closing(txn, caller, ended, nodes, at)
            if closing.archives:
                await self.graph.edges.write_plan(txn, closing, commit=not specs)
            for archive in closing.archives:
                (result.retracted if archive.status == EdgeStatus.RETRACTED else result.archived).append(
                    archive.updated())
            if specs:
                prepared = await self.graph.prepare_edges(specs, batch=True)
                for outcome in await self.graph.write_edges_in(txn, caller, prepared, INGESTED):
                    result.written.append(outcome.edge)
                    result.archived.extend(outcome.archived)
            elif not closing.archives:
                await txn.commit()
            return result

        return await self.graph.db.write(work)

    async def _resolve_mentions(self, txn: Txn, mentions: list[Mention], namespace: str, result: IngestResult
                                ) -> dict[Mention, NodeRecord]:
        """Find each mentioned name in the namespace (case-insensitively), creating what is new."""
        found = await self.graph.nodes.find_names_in(txn, [(m.name, m.node_type) for m in mentions], namespace)
        missing = [m for m in mentions if (m.name, m.node_type) not in found]
        if missing:
            new = [NewNode(m.node_type, m.name, namespace, tags=m.tags, activation=self.graph.memory.initial_activation,
                           confidence=self.graph.memory.default_confidence) for m in missing]
            result.created = await self.graph.nodes.create_in(txn, new, _now())
            found.update({(m.name, m.node_type): n for m, n in zip(missing, result.created, strict=True)})
        return {m: found[(m.name, m.node_type)] for m in mentions}

    @staticmethod
    def _spec(fact: IngestFact, nodes: dict[Mention, NodeRecord], at: datetime, conversation: str) -> NewEdge:
        properties = {"source": "ingest", "span": fact.span[:500], **({"qualifier": fact.qualifier}
                                                                      if fact.qualifier else {})}
        return NewEdge(fact.edge_type, nodes[fact.subject].uid, nodes[fact.object].uid,
                       confidence=fact.confidence, properties=properties, valid_from=at, derived_from=conversation,
                       asserted_change=fact.change)

    async def _closing(self, txn: Txn, caller: Caller, facts: list[IngestFact], nodes: dict[Mention, NodeRecord],
                       at: datetime) -> EdgePlan:
        """Archive what the speaker says ended; retract what they deny."""
        plan = EdgePlan()
        for fact in facts:
            subject, target = nodes[fact.subject].uid, nodes[fact.object].uid
            live = await self.graph.edges.list_for_node(subject, caller.write_scope, fact.edge_type, True, False,
                                                        [EdgeStatus.CURRENT, EdgeStatus.PENDING], 100, txn=txn)
            status = EdgeStatus.ARCHIVED if fact.operation == Operation.END else EdgeStatus.RETRACTED
            plan.archives += [Archive(e, at, at, status) for e in live or [] if e.to_uid == target]
        return plan

    # --- lifecycle ---

    async def confirm(self, caller: Caller, uid: str) -> EdgeWriteResult:
        """A pending fact becomes current, replacing a functional value as a new statement would."""
        raise_if(uid_violations("uid", uid))

        async def work(txn: Txn) -> EdgeWriteResult:
            edge = await self._writable_edge(txn, caller, uid)
            if edge.status == EdgeStatus.CURRENT:
                return EdgeWriteResult(edge, created=False)
            if edge.status != EdgeStatus.PENDING:
                raise FailedPrecondition(f"edge {uid} is {edge.status.value}; only a pending fact can be confirmed")
            spec = NewEdge(edge.type, edge.from_uid, edge.to_uid, confidence=edge.confidence)
            prepared = await self.graph.prepare_edges([spec], batch=False)
            [result] = await self.graph.write_edges_in(txn, caller, prepared, CONFIRMED)
            return result

        return await self.graph.db.write(work)

    async def retract(self, caller: Caller, uid: str) -> EdgeRecord:
        raise_if(uid_violations("uid", uid))

        async def work(txn: Txn) -> EdgeRecord:
            edge = await self._writable_edge(txn, caller, uid)
            if edge.status == EdgeStatus.RETRACTED:
                return edge
            now = _now()
            archive = Archive(edge, now, edge.valid_until or now, EdgeStatus.RETRACTED)
            await self.graph.edges.write_plan(txn, EdgePlan(archives=[archive]))
            return archive.updated()

        return await self.graph.db.write(work)

    async def _writable_edge(self, txn: Txn, caller: Caller, uid: str) -> EdgeRecord:
        edge = await self.graph.edges.get(uid, caller.read_scope, txn)
        if edge is None:
            raise NotFound(f"no edge with uid {uid}")
        if edge.namespace not in caller.writable:
            raise PermissionDenied(f"{caller.principal} may read but not change edge {uid}")
        return edge

    # --- Recall ---

    async def recall(self, caller: Caller, query: str, embedding: Sequence[float], speaker: str, hops: int,
                     top_k: int) -> RecallResult:
        """Anchors -> spreading activation over current edges -> the top K facts (kg/domain/recall_scoring.py).

        Spreading reads only the few fields scoring needs (Links); full records are read for what is returned.
        """
        if not query.strip() and not embedding:
            raise InvalidArgument.of("query", "give a query, an embedding, or both")
        if not 0 <= hops <= 4:
            raise InvalidArgument.of("hops", "must be between 1 and 4")
        if not 0 <= top_k <= 100:
            raise InvalidArgument.of("top_k", "must be between 1 and 100")
        raise_if(vector_violations("embedding", list(embedding)))
        scope, top_k, now = caller.read_scope, top_k or 10, _now()
        types = {t.name for t in self.graph.registry.all}
        async with self.graph.db.snapshot():  # every hop sees the same graph
            anchors = await self._anchors(scope, query, embedding, speaker, types)
            scored = await self._spread(scope, query, anchors, hops or 2, top_k, now, types)
            facts, nodes = await self._returned(scored, set(anchors), scope)
        self.graph.record_accessed(nodes[u] for f in facts for u in (f.edge.from_uid, f.edge.to_uid))
        ranked_anchors = sorted((u for u in anchors if u in nodes), key=lambda u: (-anchors[u], u))
        return RecallResult(facts, nodes, [nodes[u] for u in ranked_anchors], render_context(facts, nodes))

    async def _spread(self, scope: list[str], query: str, anchors: dict[str, float], hops: int, top_k: int,
                      now: datetime, types: set[str]) -> list[ScoredFact[Link]]:
        """Spreading activation from the anchors, hop by hop, until `hops` or the top K is settled; each node's
        links are read once, when it is first expanded. The edge types the question names are looked for among
        `types` (those this server knows) and those met on the way."""
        known = set(types)
        policy = self.graph.accesses.policy

        def activation(base: float, created: datetime | None) -> float:
            return policy.current(base, created, now) if created else base

        hinted = type_hints(query, sorted(known))
        state = seed(anchors)
        links: dict[str, Link] = {}
        at_node: dict[str, list[Link]] = {}  # the links of each node expanded so far
        scored: list[ScoredFact[Link]] = []
        expanding = set(anchors)
        for _ in range(hops):
            new = expanding - at_node.keys()
            for uid in new:
                at_node[uid] = []
            read = await self.graph.edges.links(new, scope, self.weights.max_links_per_node, activation) if new else []
            for link in read:
                links[link.uid] = link
                if link.type not in known:
                    known.add(link.type)
                    hinted |= type_hints(query, [link.type])
                for end in (link.from_uid, link.to_uid):
                    if end in new:
                        at_node[end].append(link)
            raised = spread_step(state, (link for uid in expanding for link in at_node[uid]), self.weights)
            scored = score_facts(state, links.values(), now, self.weights, hinted, limit=top_k)
            expanding = frontier(state, raised, self.weights, kth_score(scored, top_k), bool(hinted))
            if not expanding or settled(scored, top_k, state, at_node.keys(), self.weights, bool(hinted)):
                break
        return scored

    async def _returned(self, top: list[ScoredFact[Link]], anchors: set[str], scope: list[str]
                        ) -> tuple[list[ScoredFact[EdgeRecord]], dict[str, NodeRecord]]:
        """The full records of the chosen facts, their ends and the anchors. Read in the snapshot spreading read
        the links in, where they are current and in scope: a link gets only the fields its edge_link leaves out."""
        ends = {u for f in top for u in (f.edge.from_uid, f.edge.to_uid)}
        nodes, details = await self.graph.nodes.get_many_with(
            sorted(ends | anchors), scope, self.graph.edges.link_details_part([f.edge.uid for f in top]))
        facts = [ScoredFact(f.edge.record(details[f.edge.uid], traversal_cost(f.edge.activation)), f.score, f.parts,
                            f.path)
                 for f in top if f.edge.uid in details and f.edge.from_uid in nodes and f.edge.to_uid in nodes]
        return facts, nodes

    async def _anchors(self, scope: list[str], query: str, embedding: Sequence[float], speaker: str,
                       types: set[str]) -> dict[str, float]:
        """uid -> strength: nodes the query names or shares words with (kg/domain/recall_anchors.py; not by the
        words that name one of `types`), vector neighbours by cosine similarity, and the speaker."""
        anchors: dict[str, float] = {}

        def offer(uid: str, strength: float) -> None:
            anchors[uid] = max(strength, anchors.get(uid, 0.0))

        if query.strip():
            named = await self.graph.nodes.named(phrases(query), scope, MAX_ANCHORS)
            for uid in named:
                offer(uid, NAMED)
            if not named:
                asked = search_words(query, relation_words(query, sorted(types)))
                candidates = await self.graph.nodes.word_matches(asked, scope, WORD_CANDIDATES)
                for uid, strength in word_strengths(query, candidates, WORD_ANCHORS).items():
                    offer(uid, strength)
        if embedding:
            for node, similarity in await self.graph.nodes.similar(list(embedding), scope, 10):
                offer(node.uid, similarity)
        if speaker.strip():
            for node in await self.graph.nodes.find_by_name(speaker, scope, [NodeType.USER]):
                offer(node.uid, NAMED)
        return anchors
