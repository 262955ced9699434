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

    def archive(self, at: datetime, valid_until: datetime) -> None:
        self.status, self.key, self.archived_at, self.valid_until = EdgeStatus.ARCHIVED, None, at, valid_until

    def record(self, uid: str) -> EdgeRecord:
        return EdgeRecord(
            uid=uid, type=self.edge_type.name, status=self.status, from_uid=self.from_uid, to_uid=self.to_uid,
            namespace=self.namespace, created_at=self.created_at, activation=self.activation,
            traversal_cost=self.traversal_cost, confidence=self.confidence,
            properties=self.properties, valid_from=self.valid_from, valid_until=self.valid_until,
            archived_at=self.archived_at,
        )


@dataclass(frozen=True)
class Archive:
    """An existing current edge to archive: status, timestamps, key and plain predicate change together."""

    edge: EdgeRecord
    at: datetime
    valid_until: datetime

    def archived_record(self) -> EdgeRecord:
        return replace(self.edge, status=EdgeStatus.ARCHIVED, archived_at=self.at, valid_until=self.valid_until)


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
    outcomes: list[Outcome] = field(default_factory=list)

    def results(self, uids: dict[str, str]) -> list[EdgeWriteResult]:
        """What each requested edge did, with Dgraph's uids in place of blank names."""
        archived_view = {a.edge.uid: a.archived_record() for a in self.archives}

        def resolve(ref: EdgeRef) -> EdgeRecord:
            if isinstance(ref, PlannedEdge):
                return ref.record(uids[ref.blank])
            return archived_view.get(ref.uid, ref)

        return [
            EdgeWriteResult(resolve(o.edge), tuple(map(resolve, o.archived)),
                            tuple(map(resolve, o.supersedes)), o.created)
            for o in self.outcomes
        ]
