"""Planning edge writes: functional archiving, SUPERSEDES links and idempotent re-creation.

Pure: given the requested edges and the current edges the store found inside the transaction, decide what
to create and what to archive. The store writes the plan in the same transaction, so under concurrency
the plan is either committed whole or retried against fresh reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from kg.domain.activation import traversal_cost
from kg.model.plan import Archive, EdgePlan, EdgeRef, Ending, Outcome, PlannedEdge, Promotion, Restart, Touch
from kg.model.records import EdgeRecord, NewEdge
from kg.model.types import OCCASION_TYPES, SUPERSEDES, EdgeStatus, EdgeType

SUPERSEDES_TYPE = EdgeType(SUPERSEDES, builtin=True)


def current_key(edge_type: EdgeType, from_uid: str, to_uid: str, occasion: str | None = None) -> str:
    """The key a current edge holds: one per subject for functional types, one per triple otherwise, and one per
    triple and day for an event told with its time (`occasion`, see `occasion_of`).

    Two transactions that would both make an edge current under the same key write the same @upsert
    index entry, so Dgraph aborts one of them.
    """
    if edge_type.functional:
        return f"{from_uid}|{edge_type.name}"
    key = f"{from_uid}|{edge_type.name}|{to_uid}"
    return f"{key}|{occasion}" if occasion else key


def occasion_of(edge_type: EdgeType, properties: Mapping[str, object]) -> str | None:
    """The day an event, a deed or a plan happens, as Ingest resolved it (`when_start`): "I went to the gym
    yesterday" and "I went to the gym today" are two facts, each with its day, where a like told twice is one."""
    start = properties.get("when_start")
    return start if edge_type.name in OCCASION_TYPES and isinstance(start, str) and start else None


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
        occasion = occasion_of(self.edge_type, self.spec.properties)
        return current_key(self.edge_type, self.spec.from_uid, self.spec.to_uid, occasion)


@dataclass(frozen=True)
class Lifecycle:
    """How a write meets what is already there (docs/design.md, "A functional CreateEdge, end to end")."""

    # A conflicting value less confident than the current one is staged (pending) instead of superseding it.
    cautious: bool = False
    # Times a pending fact must be stated (the first time included) before it becomes current.
    promote_after: int = 3


# Writes through the API state facts outright; Ingest is cautious (see kg/domain/memory.py).
EXPLICIT = Lifecycle()
# A pending fact a user confirms, or a scheduled change come due: promoted at once.
CONFIRMED = Lifecycle(promote_after=1)

Triple = tuple[str, str, str]  # (from uid, edge type, to uid)


def plan_edges(
    requests: list[ResolvedEdge],
    current: dict[str, EdgeRecord],
    supersedes_pairs: set[tuple[str, str]],
    now: datetime,
    initial_activation: float,
    default_confidence: float,
    pending: dict[Triple, EdgeRecord] | None = None,
    lifecycle: Lifecycle = EXPLICIT,
) -> EdgePlan:
    """Decide the writes for `requests`, in order, against `current` (key -> current edge).

    - An identical current edge already in place is returned, not duplicated.
    - A functional edge to a new target archives the subject's current edge of that type (valid until the
      new one's valid_from) and links new target -SUPERSEDES-> old target, unless that link exists.
    - Stating a pending fact again counts; once stated `promote_after` times it becomes current.
    - With `lifecycle.cautious`, a value less confident than the current one is staged as pending.
    - A change told for a time ahead (`scheduled_from` later than now) is staged as pending and replaces nothing;
      stated again for later it still waits; stated as so now (or confirmed, or come due) it becomes current.
    - A functional value current already and told again as a change with its start, where it was written with no
      time of its own, is valid from that start (`Restart`; the value it replaced stays valid until then).
    - Later requests in one batch see the earlier ones, so a batch behaves like the same calls in order.
    """
    plan = EdgePlan()
    state: dict[str, EdgeRef] = dict(current)
    links: set[tuple[str, str]] = set(supersedes_pairs)  # (new, old) linked by a current SUPERSEDES
    staged: dict[Triple, EdgeRecord] = dict(pending or {})

    def new_edge(
        blank: str,
        edge_type: EdgeType,
        from_uid: str,
        to_uid: str,
        namespace: str,
        status: EdgeStatus,
        valid_from: datetime,
        confidence: float,
        properties: dict[str, Any],
        derived_from: str = "",
        scheduled_from: datetime | None = None,
        valid_until: datetime | None = None,
    ) -> PlannedEdge:
        current = status == EdgeStatus.CURRENT
        key = current_key(edge_type, from_uid, to_uid, occasion_of(edge_type, properties)) if current else None
        edge = PlannedEdge(
            blank,
            edge_type,
            from_uid,
            to_uid,
            namespace,
            status,
            key,
            now,
            valid_from,
            initial_activation,
            traversal_cost(initial_activation),
            confidence,
            properties,
            derived_from=derived_from,
            scheduled_from=scheduled_from,
        )
        if valid_until is not None:
            edge.end_at(valid_until)
        plan.creates.append(edge)
        if key:
            state[key] = edge
        return edge

    def replace_current(
        outcome: Outcome, existing: EdgeRef, request: ResolvedEdge, valid_from: datetime, confidence: float, index: int
    ) -> None:
        """Archive the functional edge being replaced and link new target -SUPERSEDES-> old target."""
        _archive(plan, existing, now, valid_from)
        outcome.archived.append(existing)
        pair = (request.spec.to_uid, existing.to_uid)
        if pair not in links:
            link = new_edge(
                f"s{index}", SUPERSEDES_TYPE, *pair, request.namespace, EdgeStatus.CURRENT, valid_from, confidence, {}
            )
            links.add(pair)
            outcome.supersedes.append(link)

    for i, request in enumerate(requests):
        spec = request.spec
        valid_from = spec.valid_from or now
        confidence = default_confidence if spec.confidence is None else spec.confidence
        scheduled = scheduled_for(spec, now)
        ahead = scheduled is not None
        key = request.key
        existing = state.get(key) if key else None
        if existing is not None and existing.to_uid == spec.to_uid:
            if spec.valid_until is not None:  # in place, its end now told
                _end_at(plan, existing, spec.valid_until)
            start = _start_told_since(request, existing)
            if start is not None and isinstance(existing, EdgeRecord):
                told = {name: spec.properties[name] for name in _TOLD_TIME if name in spec.properties}
                plan.restarts.append(Restart(existing, start, {**existing.properties, **told}, initial_activation))
            plan.outcomes.append(Outcome(existing, created=False))
            continue
        triple = (spec.from_uid, request.edge_type.name, spec.to_uid)
        restated = staged.get(triple) if key else None
        if restated is not None and key:
            count = restated.access_count + 1
            came = restated.scheduled_from is not None and not ahead  # a change told ahead, now told as so
            if ahead or (count < lifecycle.promote_after and not came):
                plan.touches.append(Touch(restated, count))  # told again for later: it still waits for its day
                staged[triple] = replace(restated, access_count=count)
                plan.outcomes.append(Outcome(restated, created=False))
                continue
            since = valid_from if came else now
            plan.promotions.append(Promotion(restated, key, count, since if came else None, initial_activation))
            del staged[triple]
            if spec.valid_until is not None:
                plan.endings.append(Ending(restated, spec.valid_until))
            state[key] = restated
            outcome = Outcome(restated, created=False)
            if existing is not None:
                replace_current(outcome, existing, request, since, confidence, i)
            plan.outcomes.append(outcome)
            continue
        status = spec.status
        if ahead:
            status = EdgeStatus.PENDING  # the current value stays until then (kg/domain/scheduled.py promotes it)
        if (
            lifecycle.cautious
            and existing is not None
            and not spec.asserted_change
            and confidence < existing.confidence
        ):
            status = EdgeStatus.PENDING  # a weaker claim does not overturn a stronger one; it waits
        outcome = Outcome(
            new_edge(
                f"e{i}",
                request.edge_type,
                spec.from_uid,
                spec.to_uid,
                request.namespace,
                status,
                valid_from,
                confidence,
                dict(spec.properties),
                spec.derived_from,
                scheduled,
                spec.valid_until,
            )
        )
        if request.edge_type.name == SUPERSEDES and status == EdgeStatus.CURRENT:
            links.add((spec.from_uid, spec.to_uid))  # a later archive in the batch must not repeat it
        if existing is not None and status == EdgeStatus.CURRENT:  # functional, and pointing elsewhere
            replace_current(outcome, existing, request, valid_from, confidence, i)
        plan.outcomes.append(outcome)
    return plan


# The properties Ingest gives a fact told with its time (kg/domain/memory.py): "when" as said, its start and end.
_TOLD_TIME = ("when", "when_start", "when_end")


def _start_told_since(request: ResolvedEdge, existing: EdgeRef) -> datetime | None:
    """When a functional value already current is told again as a change with its time, and was written with none
    ("I got a new job at Datadog!", then "I'm starting there in June"): the start so told, which the record takes."""
    spec = request.spec
    if not request.edge_type.functional or not spec.asserted_change or "when_start" not in spec.properties:
        return None
    if not isinstance(existing, EdgeRecord) or "when_start" in existing.properties:
        return None  # made in this batch, or its time told already
    start = spec.valid_from
    return start if start is not None and existing.valid_from is not None and start != existing.valid_from else None


def scheduled_for(spec: NewEdge, now: datetime) -> datetime | None:
    """When `spec` is a change told for a time still to come: that time. Ingest sets `scheduled_from`; a fact
    written pending and valid from a future day (CreateEdge, or `kg import` replaying a waiting change) is one too."""
    when = spec.scheduled_from or (spec.valid_from if spec.status == EdgeStatus.PENDING else None)
    return when if when is not None and when > now else None


def _end_at(plan: EdgePlan, edge: EdgeRef, until: datetime) -> None:
    if isinstance(edge, PlannedEdge):
        edge.end_at(until)  # created earlier in the same batch
    else:
        plan.endings.append(Ending(edge, until))


def _archive(plan: EdgePlan, edge: EdgeRef, now: datetime, valid_until: datetime) -> None:
    if isinstance(edge, PlannedEdge):
        edge.archive(now, valid_until)  # created and replaced in the same batch
    else:
        plan.archives.append(Archive(edge, now, valid_until))
