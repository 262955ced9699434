"""The graph source of Recall: anchors (nodes the question names, the speaker, vector neighbours), spreading
activation over current edges from them (kg/domain/recall_scoring.py), and the full records of the facts it
chose. With `as_of`, the facts valid then at the anchors instead (one hop: history is read edge by edge)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

from kg.domain.activation import traversal_cost
from kg.domain.graph import GraphService
from kg.domain.identity import folded
from kg.domain.recall_anchors import NAMED, phrases, search_words, speakers_own, word_strengths
from kg.domain.recall_scoring import (
    RecallWeights,
    ScoredFact,
    frontier,
    kth_score,
    relation_words,
    score_facts,
    seed,
    settled,
    spread_step,
    type_hints,
)
from kg.model.records import EdgeRecord, Link, NodeRecord
from kg.model.types import EdgeStatus, NodeType
from kg.recall.vector_index import VectorIndex
from kg.store.txn import ReadPart, both

MAX_ANCHORS = 20  # nodes the question names
# Only when it names none: nodes sharing a word with it, the most activated first, ranked by name overlap. Such
# anchors are weak and many (a first name is shared by hundreds): the strongest ten start spreading.
WORD_CANDIDATES = 100
WORD_ANCHORS = 10
PERSON_TYPES = (NodeType.USER, NodeType.ENTITY)
# A node whose name means what the question asks ("my job" ~ "Acme Corp: employer") is an anchor from this
# cosine on (all-MiniLM-L6-v2); below it, names that merely share a topic would start spreading.
MIN_NODE_SIMILARITY = 0.55
MEANING_ANCHORS = 10  # nodes anchored by meaning, at most
SPEAKER_ASIDE = 0.5


@dataclass(frozen=True)
class Anchors:
    strength: dict[str, float]  # uid -> how strongly the question points at it
    named: frozenset[str]  # named by the question itself (not word overlap, not vector)
    speaker: frozenset[str]  # the speaker's node(s)
    people: dict[str, NodeRecord]  # the people among both (identity fields only), by uid
    # The links at the nodes named and the speaker's, read with them: spreading's first hop needs no read for those.
    links: dict[str, list[Link]] = field(default_factory=dict)
    # The nodes each of them absorbed (MergeNodes), read with them: what those said is theirs (`speaking_as`).
    absorbed: dict[str, frozenset[str]] = field(default_factory=dict)
    # The speaker's own people the question names by role ("my best friend": "Sam's best friend"): their tie to the
    # speaker is taken as known, so the type its role word hints (FRIEND_OF) is not boosted there.
    by_role: frozenset[str] = frozenset()
    # The words of those roles as asked ("sister" in "my sister"): they say who is asked about, not what.
    role_words: frozenset[str] = frozenset()

    def speaking_as(self, people: frozenset[str]) -> frozenset[str]:
        """`people` and the nodes they absorbed: the speakers and mentions that kg's episode indexes may still
        hold for them (an indexed episode keeps the speaker it was said by; a merge moves it in Dgraph only)."""
        return people.union(*(self.absorbed.get(uid, frozenset()) for uid in people))


def called(node: NodeRecord, names: set[str]) -> bool:
    """Whether `node`'s name or an alias is one of `names` (folded)."""
    return any(folded(n) in names for n in (node.name, *node.aliases))


def is_person(node: NodeRecord) -> bool:
    return node.type == NodeType.USER or (node.type == NodeType.ENTITY and "person" in node.tags)


class GraphSource:
    def __init__(self, graph: GraphService, weights: RecallWeights, names: VectorIndex) -> None:
        self.graph = graph
        self.weights = weights
        self.names = names  # nodes' name vectors

    async def anchors(
        self,
        scope: list[str],
        query: str,
        embedding: Sequence[float],
        speaker: str,
        types: set[str],
        first_person: bool = True,
        spreading_at: datetime | None = None,
    ) -> Anchors:
        """Nodes the query names or shares words with (not by the words that name one of `types`), vector
        neighbours by cosine similarity to the client's `embedding`, and the speaker: as strong as a name when
        the question says "I" or "my", else SPEAKER_ASIDE ("Tell me about Alice" is about Alice). With
        `spreading_at` (the time spreading scores at), the links at the nodes named and the speaker's too."""
        strength: dict[str, float] = {}

        def offer(uid: str, value: float) -> None:
            strength[uid] = max(value, strength.get(uid, 0.0))

        # The nodes the question names and the speaker's, in one read: names are few, so all are read and
        # told apart here (a separate lookup of the speaker cost Dgraph about 4 ms per Recall).
        own = speakers_own(query, speaker) if speaker.strip() else {}
        said = [*phrases(query), *own] if query.strip() else []
        links_at, absorbed_part = self._links_at(scope, spreading_at), self.graph.nodes.absorbed_part
        # Only the nodes kept as anchors are read, with their links and merges: the most activated MAX_ANCHORS of
        # those the question names (a name can be many nodes') and the speaker's.
        found, (links, absorbed) = await self.graph.nodes.named_with(
            [*said, speaker] if speaker.strip() else said,
            scope,
            None,
            lambda var: both(links_at(var), absorbed_part(var)),
            reach=[(said, MAX_ANCHORS), ([speaker], None)],
        )
        said_keys, speaker_key = {folded(p) for p in said}, {folded(speaker)}
        named = [n for n in found if called(n, said_keys)][:MAX_ANCHORS]
        by_role = frozenset(n.uid for n in named if called(n, {folded(name) for name in own}))
        role_words = frozenset(
            word for name, role in own.items() if any(called(n, {folded(name)}) for n in named) for word in role.split()
        )
        speakers = [n for n in found if n.type in PERSON_TYPES and called(n, speaker_key)]
        if query.strip():
            for node in named:
                offer(node.uid, NAMED)
            if not named:
                asked = search_words(query, relation_words(query, sorted(types)))
                candidates = await self.graph.nodes.word_matches(asked, scope, WORD_CANDIDATES)
                for uid, value in word_strengths(query, candidates, WORD_ANCHORS).items():
                    offer(uid, value)
        if embedding:
            for uid, similarity in await self.graph.nodes.similar(list(embedding), scope, 10):
                offer(uid, similarity)
        for node in speakers:
            offer(node.uid, NAMED if first_person else SPEAKER_ASIDE)
        people = {n.uid: n for n in [*named, *speakers] if is_person(n)}
        return Anchors(
            strength,
            frozenset(n.uid for n in named),
            frozenset(n.uid for n in speakers),
            people,
            links,
            absorbed,
            by_role,
            role_words,
        )

    def _links_at(self, scope: list[str], now: datetime | None) -> Callable[[str], ReadPart[dict[str, list[Link]]]]:
        """The read of the links at the nodes of a query variable, as anchors are read (none without `now`)."""
        if now is None:
            return lambda var: ReadPart("", {}, lambda found: {})
        edges, per_node, activation = self.graph.edges, self.weights.max_links_per_node, self._activation(now)
        return lambda var: edges.links_part(var, scope, per_node, activation)

    def _activation(self, now: datetime) -> Callable[[float, datetime | None], float]:
        """An edge's activation at `now` from its value and time of creation (edges are never boosted)."""
        policy = self.graph.accesses.policy

        def activation(base: float, created: datetime | None) -> float:
            return policy.current(base, created, now) if created else base

        return activation

    @staticmethod
    def wants_meaning(anchors: Anchors) -> bool:
        """Whether `with_meaning` would look for nodes by meaning: the question names none and shares no word
        with one."""
        return not anchors.strength.keys() - anchors.speaker

    async def with_meaning(self, anchors: Anchors, scope: list[str], meaning: Sequence[float]) -> Anchors:
        """`anchors` and, when the question neither names a node nor shares a word with one, the nodes whose name
        and description mean what it asks (kg's vector of it against nodes' name_vector; only close ones,
        MIN_NODE_SIMILARITY). A question that names one is about that one: near names (another "Alice ...")
        would only crowd it."""
        if not meaning or not self.wants_meaning(anchors):
            return anchors
        strength = dict(anchors.strength)
        # Searched exactly in this process, in scope by construction (kg/recall/vector_index.py). A node gone
        # since its namespace loaded may still be among them: the reads that follow keep live nodes only.
        near = await self.names.nearest(meaning, scope, MEANING_ANCHORS, None)
        for uid, similarity in [(u, s) for u, s in near if s >= MIN_NODE_SIMILARITY]:
            strength[uid] = max(similarity, strength.get(uid, 0.0))
        return replace(anchors, strength=strength)

    async def spread(
        self,
        scope: list[str],
        query: str,
        anchors: dict[str, float],
        hops: int,
        top_k: int,
        now: datetime,
        types: set[str],
        preread: Mapping[str, list[Link]] | None = None,
        by_role: frozenset[str] = frozenset(),
    ) -> list[ScoredFact[Link]]:
        """Spreading activation from the anchors, hop by hop, until `hops` or the top K is settled; each node's
        links are read once, when it is first expanded (the anchors' links in `preread` are not read again). The edge
        types the question names are looked for among `types` (those this server knows) and those met on the
        way; not on the ties into the nodes of `by_role` (`Anchors.by_role`)."""
        known = set(types)
        activation = self._activation(now)
        hinted = type_hints(query, sorted(known))
        state = seed(anchors)
        links: dict[str, Link] = {}
        at_node: dict[str, list[Link]] = {}  # the links of each node expanded so far
        scored: list[ScoredFact[Link]] = []
        expanding = set(anchors)
        for hop in range(hops):
            new = expanding - at_node.keys()
            for uid in new:
                at_node[uid] = []
            given = {uid: preread[uid] for uid in new if uid in preread} if preread and hop == 0 else {}
            unread = new - given.keys()
            each_way = self.weights.links_each_way(len(new), anchors=hop == 0)
            found = await self.graph.edges.links(unread, scope, each_way, activation) if unread else []
            # One link per edge: an edge between two anchors is in the links of both.
            for link in {link.uid: link for link in [*found, *(k for ks in given.values() for k in ks)]}.values():
                links[link.uid] = link
                if link.type not in known:
                    known.add(link.type)
                    hinted |= type_hints(query, [link.type])
                for end in (link.from_uid, link.to_uid):
                    if end in new:
                        at_node[end].append(link)
            raised = spread_step(state, (link for uid in expanding for link in at_node[uid]), self.weights)
            scored = score_facts(state, links.values(), now, self.weights, hinted, limit=top_k, asked_by_role=by_role)
            expanding = frontier(state, raised, self.weights, kth_score(scored, top_k), bool(hinted))
            if not expanding or settled(scored, top_k, state, at_node.keys(), self.weights, bool(hinted)):
                break
        return scored

    async def returned(
        self, top: list[ScoredFact[Link]], anchors: set[str], scope: list[str]
    ) -> tuple[list[ScoredFact[EdgeRecord]], dict[str, NodeRecord]]:
        """The full records of the chosen facts, their ends and the anchors, in one query. Read in the snapshot
        spreading read the links in, where they are current and in scope: a link gets only the fields its
        edge_link leaves out."""
        ends = {u for f in top for u in (f.edge.from_uid, f.edge.to_uid)}
        nodes, details = await self.graph.nodes.get_many_with(
            sorted(ends | anchors), scope, self.graph.edges.link_details_part([f.edge.uid for f in top])
        )
        facts = [
            ScoredFact(f.edge.record(details[f.edge.uid], traversal_cost(f.edge.activation)), f.score, f.parts, f.path)
            for f in top
            if f.edge.uid in details and f.edge.from_uid in nodes and f.edge.to_uid in nodes
        ]
        return facts, nodes

    async def valid_at(
        self, scope: list[str], anchors: dict[str, float], as_of: datetime, limit: int
    ) -> tuple[list[ScoredFact[EdgeRecord]], dict[str, NodeRecord]]:
        """What was known at `as_of`: the facts at the anchors valid then (current or since archived), the
        strongest anchors first, then the more confident and the newer."""
        found: dict[str, ScoredFact[EdgeRecord]] = {}
        for uid, strength in sorted(anchors.items(), key=lambda a: (-a[1], a[0]))[:MAX_ANCHORS]:
            edges = await self.graph.edges.list_for_node(
                uid, scope, "", True, True, [EdgeStatus.CURRENT, EdgeStatus.ARCHIVED], 100, as_of=as_of
            )
            for edge in edges or []:
                score = strength * edge.confidence
                if edge.uid not in found or found[edge.uid].score < score:
                    found[edge.uid] = ScoredFact(
                        edge, score, {"relevance": strength, "confidence": edge.confidence}, (uid,)
                    )
        ranked = sorted(
            found.values(), key=lambda f: (-f.score, -(f.edge.valid_from or as_of).timestamp(), f.edge.uid)
        )[:limit]
        ends = {u for f in ranked for u in (f.edge.from_uid, f.edge.to_uid)} | set(anchors)
        nodes = await self.graph.nodes.get_many(sorted(ends), scope)
        return [f for f in ranked if f.edge.from_uid in nodes and f.edge.to_uid in nodes], nodes
