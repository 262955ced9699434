"""Recall's pure rules: spreading activation from anchors, a score per fact, and the markdown context.

Energy starts at each anchor (its match strength) and spreads along current edges: crossing an edge
multiplies it by the edge's activation and by `hop_decay`, and a node keeps the best energy that reaches it.
A fact (an edge) is worth

    score = relevance * (w_confidence*confidence + w_source*source + w_recency*recency + w_usage*usage)

where relevance is the larger energy of its two ends (doubled, `hint_boost`, for a type the question names),
confidence is the edge's, source is 1 for facts written through the API and `ingested_source` for facts
extracted from text (those derive from a Conversation), recency is exp(-age/recency_days) from valid_from, and
usage is the edge's activation (boosted by use, decayed by time).

Spreading stops early when nothing further can enter the top K: a fact not read yet touches only nodes not
expanded yet, so its relevance is at most the highest energy among them (times the hint boost) and its quality
at most the sum of the weights (every part is at most 1). By the same bound, a node through which nothing
could enter the top K is not expanded at all. Each hop expands at most `max_frontier` nodes, those
with the most energy, and reads at most `max_links_per_node` edges each way at each, the newest: a hub's
thousand facts cost a thousand reads and, spread from one node, rarely win. Beyond the anchors, the nodes a hop
expands share `links_per_hop` edges (`links_each_way`): as a memory fills, every node spreading reaches gains
edges, and at 100 each way the second hop read up to 4,000 of them, whose facts score at most half of the first
hop's. The anchors, which the question points at, are read in full (up to the cap).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from datetime import date, datetime
from functools import lru_cache
from typing import Generic, Protocol, TypeVar

from kg.domain.plans_done import PLAN, day_told
from kg.domain.relation_vocabulary import asked_by
from kg.model.records import EdgeRecord, NodeRecord
from kg.model.words import text_words


class Fact(Protocol):
    """What spreading and scoring read of an edge: a Link while spreading, an EdgeRecord when returned."""

    @property
    def uid(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def from_uid(self) -> str: ...
    @property
    def to_uid(self) -> str: ...
    @property
    def activation(self) -> float: ...
    @property
    def confidence(self) -> float: ...
    @property
    def valid_from(self) -> datetime | None: ...
    @property
    def created_at(self) -> datetime | None: ...
    @property
    def derived_from_uid(self) -> str: ...


F = TypeVar("F", bound=Fact)


@dataclass(frozen=True)
class RecallWeights:
    hop_decay: float = 0.5
    w_confidence: float = 0.4
    w_source: float = 0.2
    w_recency: float = 0.2
    w_usage: float = 0.2
    recency_days: float = 90.0
    ingested_source: float = 0.8
    hint_boost: float = 2.0  # relevance multiplier for facts of a type the question names
    max_frontier: int = 20  # nodes expanded per hop, the most energetic first
    max_links_per_node: int = 100  # edges read at an expanded node, each way: the newest
    links_per_hop: int = 400  # edges read per hop beyond the anchors, shared by the nodes it expands
    min_links_per_node: int = 10  # each node's share of links_per_hop, at least (each way)

    def links_each_way(self, nodes: int, anchors: bool) -> int:
        """How many edges to read each way (the newest) at each of `nodes` nodes expanded together: up to
        `max_links_per_node` at the anchors, which the question points at; beyond them the hop's
        `links_per_hop`, shared equally, at least `min_links_per_node` each."""
        if anchors:
            return self.max_links_per_node
        share = self.links_per_hop // (2 * max(nodes, 1))
        return max(self.min_links_per_node, min(self.max_links_per_node, share))

    @property
    def best_quality(self) -> float:
        """The highest quality any fact can have: every part at its maximum, 1."""
        return self.w_confidence + self.w_source + self.w_recency + self.w_usage


@dataclass(frozen=True)
class ScoredFact(Generic[F]):
    edge: F
    score: float
    parts: dict[str, float]  # relevance, confidence, source, recency, usage
    path: tuple[str, ...]  # node uids from an anchor to the nearer end of the fact


@dataclass
class Spread:
    energy: dict[str, float] = field(default_factory=dict)
    came_from: dict[str, str | None] = field(default_factory=dict)

    def path_to(self, uid: str) -> tuple[str, ...]:
        path = [uid]
        while (previous := self.came_from.get(path[-1])) is not None:
            path.append(previous)
        return tuple(reversed(path))


def seed(anchors: dict[str, float]) -> Spread:
    return Spread(dict(anchors), dict.fromkeys(anchors))


def spread_step(state: Spread, edges: Iterable[Fact], weights: RecallWeights) -> set[str]:
    """Push energy across `edges` (both directions); returns the nodes whose energy rose."""
    raised: set[str] = set()
    for edge in edges:
        for here, there in ((edge.from_uid, edge.to_uid), (edge.to_uid, edge.from_uid)):
            if here not in state.energy:
                continue
            reached = state.energy[here] * max(edge.activation, 0.0) * weights.hop_decay
            if reached > state.energy.get(there, 0.0):
                state.energy[there] = reached
                state.came_from[there] = here
                raised.add(there)
    return raised


def _stem(word: str) -> str:
    return word.rstrip("s") if len(word) > 3 else ""


@lru_cache(maxsize=1024)
def _type_stems(edge_type: str) -> frozenset[str]:
    return frozenset({stem for part in edge_type.lower().split("_") if (stem := _stem(part))})


@lru_cache(maxsize=16_384)  # every Recall asks it of each word of its question and each type, two or three times
def _names_type(word: str, edge_type: str) -> bool:
    """Whether a question's (case-folded) word asks about `edge_type`: a word of its name, or one of the everyday
    words for it (kg/domain/relation_vocabulary.py: "hobbies" for LIKES)."""
    return _stem(word) in _type_stems(edge_type) or word in asked_by(edge_type)


def type_hints(query: str, edge_types: list[str]) -> set[str]:
    """Edge types the question names: "Who are my family members?" names FAMILY_MEMBER, "manager" HAS_MANAGER,
    "What are her hobbies?" LIKES, HAS_INTEREST and DID."""
    asked = set(text_words(query))
    return {t for t in edge_types if any(_names_type(w, t) for w in asked)}


def relation_words(query: str, edge_types: list[str]) -> set[str]:
    """The words of the question that name an edge type ("work" in "Who does Wendy work with?", for WORKS_AT):
    they say which relation is asked about, not which entity."""
    return {w for w in text_words(query) if any(_names_type(w, t) for t in edge_types)}


def score_facts(
    state: Spread,
    edges: Iterable[F],
    now: datetime,
    weights: RecallWeights,
    hinted: AbstractSet[str] = frozenset(),
    limit: int | None = None,
    asked_by_role: AbstractSet[str] = frozenset(),
) -> list[ScoredFact[F]]:
    """The facts reached, best first (ties by uid); parts and paths are built for the first `limit` only. An edge
    into a node of `asked_by_role` (one the question names by role: "my best friend") is its tie to its owner, which
    the question takes as known: the type its role word hints (FRIEND_OF) is not boosted there, only for what is
    asked of that person ("Where does my best friend live?": LIVES_IN)."""
    energy = state.energy
    ranked = []
    for edge in edges:
        at_from, at_to = energy.get(edge.from_uid), energy.get(edge.to_uid)
        if at_from is None and at_to is None:
            continue
        nearer = edge.from_uid if at_to is None or (at_from is not None and at_from >= at_to) else edge.to_uid
        boosted = edge.type in hinted and edge.to_uid not in asked_by_role
        relevance = energy[nearer] * (weights.hint_boost if boosted else 1.0)
        source = weights.ingested_source if edge.derived_from_uid else 1.0
        since = edge.valid_from or edge.created_at or now
        recency = math.exp(-max((now - since).total_seconds(), 0.0) / 86400 / weights.recency_days)
        quality = (
            weights.w_confidence * edge.confidence
            + weights.w_source * source
            + weights.w_recency * recency
            + weights.w_usage * edge.activation
        )
        ranked.append((-relevance * quality, edge.uid, edge, nearer, relevance, source, recency))
    ranked.sort(key=lambda r: (r[0], r[1]))
    return [
        ScoredFact(
            edge,
            -negative,
            {
                "relevance": relevance,
                "confidence": edge.confidence,
                "source": source,
                "recency": recency,
                "usage": edge.activation,
            },
            state.path_to(nearer),
        )
        for negative, _, edge, nearer, relevance, source, recency in ranked[:limit]
    ]


def _best_through(energy: float, weights: RecallWeights, any_hint: bool) -> float:
    """The highest score a fact not read yet can have at a node with `energy`, or beyond it (energy only falls
    along a path): relevance at most the energy times the hint boost, quality at most `best_quality`."""
    return energy * (weights.hint_boost if any_hint else 1.0) * weights.best_quality


def kth_score(facts: Sequence[ScoredFact[F]], top_k: int) -> float | None:
    """The score an unread fact must beat to enter the top K; None while fewer than K facts are known."""
    return facts[top_k - 1].score if len(facts) >= top_k else None


def frontier(
    state: Spread, raised: AbstractSet[str], weights: RecallWeights, floor: float | None = None, any_hint: bool = False
) -> set[str]:
    """The nodes to expand next: of those whose energy rose, the `max_frontier` most energetic through which a
    fact could still score above `floor` (see `kth_score`). Skipping the others loses nothing."""
    hopeful = [u for u in raised if floor is None or _best_through(state.energy[u], weights, any_hint) > floor]
    return set(sorted(hopeful, key=lambda u: (-state.energy[u], u))[: weights.max_frontier])


def settled(
    facts: Sequence[ScoredFact[F]],
    top_k: int,
    state: Spread,
    expanded: AbstractSet[str],
    weights: RecallWeights,
    any_hint: bool,
) -> bool:
    """True when no fact not read yet could score above the `top_k`-th fact read so far."""
    floor = kth_score(facts, top_k)
    if floor is None:
        return False
    waiting = [energy for uid, energy in state.energy.items() if uid not in expanded]
    return floor >= _best_through(max(waiting, default=0.0), weights, any_hint)


def _label(edge_type: str) -> str:
    return edge_type.lower().replace("_", " ")


def _heading(node: NodeRecord) -> str:
    """A subject's name, with the other names it goes by ("User (also: Sam)": the name a speaker gave themself)."""
    return f"{node.name} (also: {', '.join(node.aliases)})" if node.aliases else node.name


def render_context(
    facts: Sequence[ScoredFact[EdgeRecord]],
    nodes: dict[str, NodeRecord],
    title: str = "USER CONTEXT",
    today: date | None = None,
) -> str:
    """Markdown grouped by the entity each fact is about (its subject). A plan whose time ended before `today` (the
    day the memory is read as of) is told as planned: "I'm flying home for Thanksgiving", read in December."""
    by_subject: dict[str, list[ScoredFact[EdgeRecord]]] = defaultdict(list)
    for fact in facts:
        by_subject[fact.edge.from_uid].append(fact)
    lines = [f"## {title}"]
    for subject, group in by_subject.items():
        lines.append(f"### {_heading(nodes[subject]) if subject in nodes else subject}")
        for fact in group:
            target = nodes.get(fact.edge.to_uid)
            name = target.name if target else fact.edge.to_uid
            label = _PAST_PLAN if _plan_gone_by(fact.edge, today) else _label(fact.edge.type)
            lines.append(f"- {label}: {name}{_qualified(fact.edge, name)}{_circumstances(fact.edge)}")
    return "\n".join(lines) + "\n"


_PAST_PLAN = "planned"


def _plan_gone_by(edge: EdgeRecord, today: date | None) -> bool:
    """Whether `edge` is a plan whose time (its `when_end`, as Ingest resolved it) ended before `today`."""
    end = day_told(edge, "when_end") if edge.type == PLAN else None
    return today is not None and end is not None and end < today


def _qualified(edge: EdgeRecord, name: str) -> str:
    """What the statement said the object is, where its name does not ("I have a dog named Biscuit": "Biscuit,
    dog"; "our daughter Ivy": "Ivy, daughter"); nothing when the name says it already: "Sam's sister", and
    "Sam's grandma", a relative named by the role as said, whose qualifier is the role's usual word, "grandmother"."""
    qualifier = edge.properties.get("qualifier")
    if not isinstance(qualifier, str) or not qualifier or qualifier.casefold() in name.casefold() or "'s " in name:
        return ""
    return f", {qualifier}"


def _circumstances(edge: EdgeRecord) -> str:
    """Where and with whom, as its statement said ("we went hiking in Colorado": in Colorado; "I had lunch with my
    sister": with Dana's sister), and when the fact happened or happens ("I'm going to a concert on Saturday": when
    13 May 2023, ahead of when it was told), else how often ("every Sunday") and since when it holds, and until
    when where that is known (an end told for a day ahead, "I'm leaving Globex next month"; an as-of read's fact
    since ended)."""
    company = _said(edge, "with")
    when = _said(edge, "when")
    if when:
        times = [f"when: {when}"]
    else:
        since = f"since {edge.valid_from.date().isoformat()}" if edge.valid_from else ""
        until = f"until {edge.valid_until.date().isoformat()}" if edge.valid_until else ""
        times = [", ".join(part for part in (_said(edge, "how_often"), since, until) if part)]
    told = "; ".join(part for part in (_said(edge, "where"), f"with {company}" if company else "", *times) if part)
    return f" ({told})" if told else ""


def _said(edge: EdgeRecord, key: str) -> str:
    value = edge.properties.get(key)
    return value if isinstance(value, str) else ""
