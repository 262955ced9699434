"""An edge write plan: what to create and archive in one transaction (decided by kg.domain.edge_plan)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from kg.model.records import EdgeRecord, EdgeWriteResult
from kg.model.types import EdgeStatus, EdgeType


@dataclass
class PlannedEdge:
    """An edge record to create; `blank` names it in the mutation until Dgraph assigns a uid."""

    blank: str
    edge_type: EdgeType
    from_uid: str
    to_uid: str
    namespace: str
    status: EdgeStatus
    key: str | None
    created_at: datetime
    valid_from: datetime
    activation: float
    traversal_cost: float
    confidence: float
    properties: dict[str, Any] = field(default_factory=dict)
    valid_until: datetime | None = None
    archived_at: datetime | None = None
    derived_from: str = ""  # provenance: the Conversation node
    scheduled_from: datetime | None = None  # pending until then (NewEdge.scheduled_from)
    scheduled_until: datetime | None = None  # current until then, its end still ahead (NewEdge.valid_until)

    def archive(self, at: datetime, valid_until: datetime) -> None:
        self.status, self.key, self.archived_at, self.valid_until = EdgeStatus.ARCHIVED, None, at, valid_until
        self.scheduled_until = None

    def end_at(self, until: datetime) -> None:
        """Its end told for a time ahead: current until then."""
        self.valid_until = self.scheduled_until = until

    def record(self, uid: str) -> EdgeRecord:
        return EdgeRecord(
            uid=uid,
            type=self.edge_type.name,
            status=self.status,
            from_uid=self.from_uid,
            to_uid=self.to_uid,
            namespace=self.namespace,
            created_at=self.created_at,
            activation=self.activation,
            traversal_cost=self.traversal_cost,
            confidence=self.confidence,
            properties=self.properties,
            valid_from=self.valid_from,
            valid_until=self.valid_until,
            archived_at=self.archived_at,
            derived_from_uid=self.derived_from,
            scheduled_from=self.scheduled_from,
            scheduled_until=self.scheduled_until,
        )


@dataclass(frozen=True)
class Archive:
    """An existing current edge to archive: status, timestamps, key and plain predicate change together."""

    edge: EdgeRecord
    at: datetime
    valid_until: datetime
    status: EdgeStatus = EdgeStatus.ARCHIVED  # or RETRACTED: the user says it was never so

    def updated(self) -> EdgeRecord:
        return replace(self.edge, status=self.status, archived_at=self.at, valid_until=self.valid_until)


@dataclass(frozen=True)
class Ending:
    """A live edge said to end at a time ahead ("I'm leaving Globex next month"): it stays as it is, valid until
    then, and the decay job archives it when that time comes (kg/domain/scheduled.py)."""

    edge: EdgeRecord
    until: datetime

    def updated(self) -> EdgeRecord:
        return replace(self.edge, valid_until=self.until, scheduled_until=self.until)


@dataclass(frozen=True)
class Promotion:
    """A pending edge that becomes current: it takes the current key and its plain predicate appears."""

    edge: EdgeRecord
    key: str
    access_count: int
    valid_from: datetime | None = None  # a scheduled change that came: when it took effect (else the record's)
    # What its edge_link packs as activation at creation, rewritten with valid_from: the record read has only its
    # decayed activation; the initial activation of now stands for it.
    activation_base: float = 0.0

    def updated(self) -> EdgeRecord:
        return replace(
            self.edge,
            status=EdgeStatus.CURRENT,
            access_count=self.access_count,
            valid_from=self.valid_from or self.edge.valid_from,
            scheduled_from=None,
        )


@dataclass(frozen=True)
class Touch:
    """A pending edge restated, not yet often enough to be promoted."""

    edge: EdgeRecord
    access_count: int

    def updated(self) -> EdgeRecord:
        return replace(self.edge, access_count=self.access_count)


@dataclass(frozen=True)
class Restart:
    """A current edge whose start was told after it was written ("I got a job at Datadog!", then "I'm starting
    there in June"): valid from then, with the told time in its properties; the value it replaced, if any, stays
    valid until then (the store finds it)."""

    edge: EdgeRecord
    valid_from: datetime
    properties: dict[str, Any]
    # What its edge_link packs as activation at creation, rewritten with valid_from (as Promotion's).
    activation_base: float = 0.0

    def updated(self) -> EdgeRecord:
        return replace(self.edge, valid_from=self.valid_from, properties=self.properties)


EdgeRef = PlannedEdge | EdgeRecord


@dataclass
class Outcome:
    edge: EdgeRef
    archived: list[EdgeRef] = field(default_factory=list)
    supersedes: list[EdgeRef] = field(default_factory=list)
    created: bool = True


@dataclass
class EdgePlan:
    creates: list[PlannedEdge] = field(default_factory=list)
    archives: list[Archive] = field(default_factory=list)
    promotions: list[Promotion] = field(default_factory=list)
    touches: list[Touch] = field(default_factory=list)
    endings: list[Ending] = field(default_factory=list)
    restarts: list[Restart] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)

    def results(self, uids: dict[str, str]) -> list[EdgeWriteResult]:
        """What each requested edge did, with Dgraph's uids in place of blank names."""
        changes: list[Promotion | Touch | Restart] = [*self.touches, *self.promotions, *self.restarts]
        view = {change.edge.uid: change.updated() for change in changes}
        for ending in self.endings:  # on top of a promotion in the same plan
            view[ending.edge.uid] = Ending(view.get(ending.edge.uid, ending.edge), ending.until).updated()
        view.update((archive.edge.uid, archive.updated()) for archive in self.archives)  # archive last

        def resolve(ref: EdgeRef) -> EdgeRecord:
            if isinstance(ref, PlannedEdge):
                return ref.record(uids[ref.blank])
            return view.get(ref.uid, ref)

        return [
            EdgeWriteResult(
                resolve(o.edge), tuple(map(resolve, o.archived)), tuple(map(resolve, o.supersedes)), o.created
            )
            for o in self.outcomes
        ]
