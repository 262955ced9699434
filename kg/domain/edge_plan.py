"""Planning edge writes: functional archiving, SUPERSEDES links and idempotent re-creation.

Pure: given the requested edges and the current edges the store found inside the transaction, decide what
to create and what to archive. The store writes the plan in the same transaction, so under concurrency
the plan is either committed whole or retried against fresh reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from kg.domain.activation import traversal_cost
from kg.model.plan import Archive, EdgePlan, EdgeRef, Outcome, PlannedEdge
from kg.model.records import EdgeRecord, NewEdge
from kg.model.types import SUPERSEDES, EdgeStatus, EdgeType

SUPERSEDES_TYPE = EdgeType(SUPERSEDES, builtin=True)


def current_key(edge_type: EdgeType, from_uid: str, to_uid: str) -> str:
    """The key a current edge holds: one per subject for functional types, one per triple otherwise.

    Two transactions that would both make an edge current under the same key write the same @upsert
    index entry, so Dgraph aborts one of them.
    """
    if edge_type.functional:
        return f"{from_uid}|{edge_type.name}"
    return f"{from_uid}|{edge_type.name}|{to_uid}"


@dataclass(frozen=True)
class ResolvedEdge:
    """A requested edge whose type is known and whose namespace is its subject's."""

    spec: NewEdge
    edge_type: EdgeType
    namespace: str

    @property
    def key(self) -> str | None:
        if self.spec.status != EdgeStatus.CURRENT:
            return None  # only current edges compete for a key
        return current_key(self.edge_type, self.spec.from_uid, self.spec.to_uid)


def plan_edges(
    requests: list[ResolvedEdge],
    current: dict[str, EdgeRecord],
    supersedes_pairs: dict[tuple[str, str], EdgeRecord],
    now: datetime,
    initial_activation: float,
    default_confidence: float,
) -> EdgePlan:
    """Decide the writes for `requests`, in order, against `current` (key -> current edge).

    - An identical current edge already in place is returned, not duplicated.
    - A functional edge to a new target archives the subject's current edge of that type (valid until the
      new one's valid_from) and links new target -SUPERSEDES-> old target, unless that link exists.
    - Later requests in one batch see the earlier ones, so a batch behaves like the same calls in order.
    """
    plan = EdgePlan()
    state: dict[str, EdgeRef] = dict(current)
    links: dict[tuple[str, str], EdgeRef] = dict(supersedes_pairs)

    def new_edge(blank: str, edge_type: EdgeType, from_uid: str, to_uid: str, namespace: str,
                 status: EdgeStatus, valid_from: datetime, confidence: float, properties: dict[str, Any]
                 ) -> PlannedEdge:
        key = current_key(edge_type, from_uid, to_uid) if status == EdgeStatus.CURRENT else None
        edge = PlannedEdge(blank, edge_type, from_uid, to_uid, namespace, status, key, now, valid_from,
                           initial_activation, traversal_cost(initial_activation), confidence, properties)
        plan.creates.append(edge)
        if key:
            state[key] = edge
        return edge

    for i, request in enumerate(requests):
        spec = request.spec
        valid_from = spec.valid_from or now
        confidence = default_confidence if spec.confidence is None else spec.confidence
        key = request.key
        existing = state.get(key) if key else None
        if existing is not None and existing.to_uid == spec.to_uid:
            plan.outcomes.append(Outcome(existing, created=False))
            continue
        outcome = Outcome(new_edge(f"e{i}", request.edge_type, spec.from_uid, spec.to_uid, request.namespace,
                                   spec.status, valid_from, confidence, dict(spec.properties)))
        if request.edge_type.name == SUPERSEDES and spec.status == EdgeStatus.CURRENT:
            links[(spec.from_uid, spec.to_uid)] = outcome.edge  # a later archive in the batch must not repeat it
        if existing is not None:  # functional, and pointing elsewhere
            _archive(plan, existing, now, valid_from)
            outcome.archived.append(existing)
            pair = (spec.to_uid, existing.to_uid)
            if pair not in links:
                link = new_edge(f"s{i}", SUPERSEDES_TYPE, spec.to_uid, existing.to_uid, request.namespace,
                                EdgeStatus.CURRENT, valid_from, confidence, {})
                links[pair] = link
                outcome.supersedes.append(link)
        plan.outcomes.append(outcome)
    return plan


def _archive(plan: EdgePlan, edge: EdgeRef, now: datetime, valid_until: datetime) -> None:
    if isinstance(edge, PlannedEdge):
        edge.archive(now, valid_until)  # created and replaced in the same batch
    else:
        plan.archives.append(Archive(edge, now, valid_until))
