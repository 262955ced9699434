"""Plain records that the layers pass between them: what a node or an edge is, and what to create."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple

from kg.model.types import EdgeStatus, NodeType


@dataclass(frozen=True)
class NodeRecord:
    uid: str
    type: NodeType
    name: str
    namespace: str
    description: str = ""
    tags: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    activation: float = 0.0
    access_count: int = 0
    created_at: datetime | None = None
    last_accessed: datetime | None = None
    confidence: float = 0.0
    metadata: dict[str, Any] = field(default_factory=dict)
    # Insight / Pattern / Group fields, keyed by predicate; uid lists as lists of uid strings.
    details: dict[str, Any] = field(default_factory=dict)
    status: str = "active"  # or "retracted" (forgotten softly) or "merged" (MergeNodes); only exports show them


@dataclass(frozen=True)
class NewNode:
    type: NodeType
    name: str
    namespace: str = ""  # empty: the caller's namespace
    description: str = ""
    tags: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    activation: float | None = None
    confidence: float | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    client_key: str = ""
    details: dict[str, Any] = field(default_factory=dict)
    embedding: tuple[float, ...] = ()  # the client's vector, for vector anchors in Recall
    name_vector: tuple[float, ...] = ()  # kg's own embedding of name and description (kg/embedding)


@dataclass(frozen=True)
class RequestId:
    """A client's idempotency key for a write (kg/domain/idempotency.py) and a digest of what it asked."""

    id: str
    digest: str


@dataclass(frozen=True)
class NodeChanges:
    """UpdateNode: new values for the fields named; None leaves a field as it is."""

    description: str | None = None
    aliases: tuple[str, ...] | None = None
    tags: tuple[str, ...] | None = None
    metadata: dict[str, Any] | None = None


@dataclass(frozen=True)
class EdgeRecord:
    uid: str
    type: str
    status: EdgeStatus
    from_uid: str
    to_uid: str
    namespace: str
    created_at: datetime | None = None
    activation: float = 0.0
    traversal_cost: float = 0.0
    confidence: float = 0.0
    properties: dict[str, Any] = field(default_factory=dict)
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    archived_at: datetime | None = None
    derived_from_uid: str = ""  # the episode it was stated in
    access_count: int = 0
    # A change told for a time ahead ("I'm moving to Denver next month"): the pending record becomes current then
    # (kg/domain/scheduled.py). Set only while it waits.
    scheduled_from: datetime | None = None
    # An end told for a time ahead ("I'm leaving Globex next month"): the live record is archived then, valid until
    # then (kg/domain/scheduled.py). Set only while the end is to come.
    scheduled_until: datetime | None = None


class Link(NamedTuple):
    """The few fields of a current edge that Recall spreads along and scores with (the full record is read only
    for the facts it returns). A named tuple: spreading makes hundreds per hop, and it is built faster than a
    frozen dataclass."""

    uid: str
    type: str
    from_uid: str
    to_uid: str
    activation: float = 0.0
    confidence: float = 0.0
    valid_from: datetime | None = None
    created_at: datetime | None = None
    derived_from_uid: str = ""
    namespace: str = ""

    def record(self, details: LinkDetails, traversal_cost: float) -> EdgeRecord:
        """The full record of this current edge, given the fields a link leaves out."""
        return EdgeRecord(
            self.uid,
            self.type,
            EdgeStatus.CURRENT,
            self.from_uid,
            self.to_uid,
            self.namespace,
            self.created_at,
            self.activation,
            traversal_cost,
            self.confidence,
            details.properties,
            self.valid_from,
            details.valid_until,
            None,
            self.derived_from_uid,
            details.access_count,
        )


@dataclass(frozen=True)
class LinkDetails:
    """What a current edge's full record holds beyond its Link (its edge_link leaves these out)."""

    properties: dict[str, Any] = field(default_factory=dict)
    valid_until: datetime | None = None
    access_count: int = 0


@dataclass(frozen=True)
class NewEdge:
    type: str
    from_uid: str
    to_uid: str
    confidence: float | None = None
    properties: dict[str, Any] = field(default_factory=dict)
    valid_from: datetime | None = None
    status: EdgeStatus = EdgeStatus.CURRENT
    derived_from: str = ""  # provenance: the uid of the episode it was stated in
    # The speaker said the value changed ("my *new* manager"): it replaces the current one even when that
    # one was stated with more confidence.
    asserted_change: bool = False
    # Told for a time ahead: while that time is to come the edge waits as pending, and the current value stays.
    scheduled_from: datetime | None = None
    # An end still ahead ("I'm leaving Globex next month"; CreateEdge's valid_until): current until then.
    valid_until: datetime | None = None


@dataclass(frozen=True)
class EdgeWriteResult:
    """What one requested edge did: the edge now in place, and what it replaced."""

    edge: EdgeRecord
    archived: tuple[EdgeRecord, ...] = ()
    supersedes: tuple[EdgeRecord, ...] = ()
    created: bool = True  # False when an identical current edge already existed
