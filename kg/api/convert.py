"""Protobuf <-> domain records. Conversion only: no rules live here."""

from __future__ import annotations

import copy
import hashlib
from datetime import UTC, datetime
from typing import Any

from google.protobuf import field_mask_pb2, json_format, struct_pb2, timestamp_pb2

from kg.errors import InvalidArgument
from kg.model.records import EdgeRecord, EdgeWriteResult, NewEdge, NewNode, NodeChanges, NodeRecord, RequestId
from kg.model.types import EdgeStatus, EdgeType, NodeType
from kg.v1 import kg_pb2 as pb

_DETAIL_FIELDS = {
    "insight": (
        ("insight_type", "insight_type"),
        ("summary", "summary"),
        ("action_suggestion", "action_suggestion"),
        ("source_uids", "source_nodes"),
    ),
    "pattern": (
        ("pattern_type", "pattern_type"),
        ("trigger_uids", "trigger_nodes"),
        ("frequency", "frequency"),
        ("confidence_score", "confidence_score"),
        ("predicted_action", "predicted_action"),
    ),
    "group": (("owner_uid", "owner"), ("member_uids", "members"), ("shared_conversation_uids", "shared_conversations")),
}


WithRequestId = pb.CreateNodeRequest | pb.CreateNodesRequest | pb.CreateEdgeRequest | pb.CreateEdgesRequest


def request_id_from_pb(request: WithRequestId) -> RequestId | None:
    """The request's idempotency key with a digest of everything else it says (None without one): a retry
    must ask the same (deterministic serialisation orders map entries, so equal messages hash alike)."""
    if not request.request_id:
        return None
    body = copy.deepcopy(request)
    body.request_id = ""
    return RequestId(request.request_id, hashlib.sha256(body.SerializeToString(deterministic=True)).hexdigest())


UPDATABLE = ("description", "aliases", "tags", "metadata")


def node_changes_from_pb(update: pb.NodeUpdate, mask: field_mask_pb2.FieldMask) -> NodeChanges:
    """The fields `mask` names, with their values in `update` (an empty one clears the field)."""
    if not mask.paths:
        raise InvalidArgument.of("update_mask", f"must name at least one of {', '.join(UPDATABLE)}")
    unknown = [path for path in mask.paths if path not in UPDATABLE]
    if unknown:
        raise InvalidArgument.of("update_mask", f"unknown path {unknown[0]!r}; the paths are {', '.join(UPDATABLE)}")
    paths = set(mask.paths)
    return NodeChanges(
        description=update.description if "description" in paths else None,
        aliases=tuple(update.aliases) if "aliases" in paths else None,
        tags=tuple(update.tags) if "tags" in paths else None,
        metadata=struct_to_dict(update.metadata, "node.metadata") if "metadata" in paths else None,
    )


def node_type_from_pb(
    value: pb.NodeType.ValueType, field: str, default: NodeType | None = NodeType.ENTITY
) -> NodeType | None:
    if value == pb.NODE_TYPE_UNSPECIFIED:
        return default
    try:
        return NodeType[pb.NodeType.Name(value).removeprefix("NODE_TYPE_")]
    except (ValueError, KeyError):
        raise InvalidArgument.of(field, f"unknown node type {value}") from None


def node_types_from_pb(values: Any, field: str) -> list[NodeType]:
    return [t for i, v in enumerate(values) if (t := node_type_from_pb(v, f"{field}[{i}]", None)) is not None]


_NODE_TYPES_PB = {t: pb.NodeType.Value(f"NODE_TYPE_{t.name}") for t in NodeType}
_EDGE_STATUSES_PB = {s: pb.EdgeStatus.Value(f"EDGE_STATUS_{s.name}") for s in EdgeStatus}


def node_type_to_pb(value: NodeType) -> pb.NodeType.ValueType:
    return _NODE_TYPES_PB[value]


def edge_status_from_pb(value: pb.EdgeStatus.ValueType, field: str, default: EdgeStatus | None) -> EdgeStatus | None:
    if value == pb.EDGE_STATUS_UNSPECIFIED:
        return default
    try:
        return EdgeStatus[pb.EdgeStatus.Name(value).removeprefix("EDGE_STATUS_")]
    except (ValueError, KeyError):
        raise InvalidArgument.of(field, f"unknown edge status {value}") from None


def edge_status_to_pb(value: EdgeStatus) -> pb.EdgeStatus.ValueType:
    return _EDGE_STATUSES_PB[value]


def struct_to_dict(value: struct_pb2.Struct, field: str) -> dict[str, Any]:
    try:
        return json_format.MessageToDict(value)
    except (ValueError, json_format.Error) as exc:  # e.g. NaN or infinity, which JSON cannot hold
        raise InvalidArgument.of(field, f"must be a JSON object: {exc}") from None


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _pb_time(value: datetime | None) -> timestamp_pb2.Timestamp | None:
    """What `Timestamp.FromDatetime` gives (a naive time counts as UTC), built in one step: it runs for every
    node and edge an answer carries."""
    if value is None:
        return None
    seconds, nanos = _seconds_and_nanos(value)
    return timestamp_pb2.Timestamp(seconds=seconds, nanos=nanos)


def set_time(target: timestamp_pb2.Timestamp, value: datetime) -> None:
    """`_pb_time` written into a message's own Timestamp field, not built apart and copied in."""
    target.seconds, target.nanos = _seconds_and_nanos(value)


def _seconds_and_nanos(value: datetime) -> tuple[int, int]:
    """A time as a Timestamp's two fields (a naive time counts as UTC), without FromDatetime's slower path."""
    since = (value if value.tzinfo is not None else value.replace(tzinfo=UTC)) - _EPOCH
    return since.days * 86400 + since.seconds, since.microseconds * 1000


def time_from_pb(value: timestamp_pb2.Timestamp, field: str) -> datetime | None:
    """None for an unset timestamp; an out-of-range one is the caller's mistake."""
    if not value.seconds and not value.nanos:
        return None
    try:
        return value.ToDatetime(tzinfo=UTC)
    except (ValueError, OverflowError) as exc:
        raise InvalidArgument.of(field, f"is not a valid time: {exc}") from None


def new_node_from_pb(msg: pb.NewNode, field: str) -> NewNode:
    details: dict[str, Any] = {}
    for group, pairs in _DETAIL_FIELDS.items():
        if msg.HasField(group):  # type: ignore[arg-type]
            sub = getattr(msg, group)
            for pb_name, predicate in pairs:
                value = getattr(sub, pb_name)
                if value:
                    details[predicate] = list(value) if not isinstance(value, str | int | float) else value
    node_type = node_type_from_pb(msg.type, f"{field}.type")
    assert node_type is not None
    return NewNode(
        type=node_type,
        name=msg.name,
        namespace=msg.namespace,
        description=msg.description,
        tags=tuple(msg.tags),
        aliases=tuple(msg.aliases),
        activation=msg.activation if msg.HasField("activation") else None,
        confidence=msg.confidence if msg.HasField("confidence") else None,
        metadata=struct_to_dict(msg.metadata, f"{field}.metadata"),
        client_key=msg.client_key,
        details=details,
        embedding=tuple(msg.embedding),
    )


def node_to_pb(node: NodeRecord) -> pb.Node:
    return fill_node(pb.Node(), node)


def fill_node(msg: pb.Node, node: NodeRecord) -> pb.Node:
    """`node` written into `msg` (an empty Node, often a field of the answer): filled in place, the answer does not
    copy a Node built apart (GetNode's answer is little more than this)."""
    msg.uid = node.uid
    msg.type = _NODE_TYPES_PB[node.type]
    msg.name = node.name
    msg.description = node.description
    msg.tags.extend(node.tags)
    msg.aliases.extend(node.aliases)
    msg.activation = node.activation
    msg.access_count = node.access_count
    msg.confidence = node.confidence
    msg.namespace = node.namespace
    if node.created_at is not None:
        set_time(msg.created_at, node.created_at)
    if node.last_accessed is not None:
        set_time(msg.last_accessed, node.last_accessed)
    if node.metadata:
        msg.metadata.update(node.metadata)
    for group, pairs in _DETAIL_FIELDS.items() if node.details else ():
        present = {pb_name: node.details[predicate] for pb_name, predicate in pairs if predicate in node.details}
        if present:
            getattr(msg, group).MergeFrom(getattr(pb, f"{group.capitalize()}Fields")(**present))
    return msg


def new_edge_from_pb(msg: pb.NewEdge, field: str) -> NewEdge:
    status = edge_status_from_pb(msg.status, f"{field}.status", EdgeStatus.CURRENT)
    assert status is not None
    return NewEdge(
        type=msg.type,
        from_uid=msg.from_uid,
        to_uid=msg.to_uid,
        confidence=msg.confidence if msg.HasField("confidence") else None,
        properties=struct_to_dict(msg.properties, f"{field}.properties"),
        valid_from=time_from_pb(msg.valid_from, f"{field}.valid_from"),
        status=status,
        derived_from=msg.derived_from_uid,
        valid_until=time_from_pb(msg.valid_until, f"{field}.valid_until"),
    )


def edge_to_pb(edge: EdgeRecord) -> pb.Edge:
    return fill_edge(pb.Edge(), edge)


def fill_edge(msg: pb.Edge, edge: EdgeRecord) -> pb.Edge:
    """`edge` written into `msg` (an empty Edge, often a field of the answer), in place as `fill_node`."""
    msg.uid = edge.uid
    msg.type = edge.type
    msg.status = edge_status_to_pb(edge.status)
    msg.from_uid = edge.from_uid
    msg.to_uid = edge.to_uid
    msg.activation = edge.activation
    msg.traversal_cost = edge.traversal_cost
    msg.confidence = edge.confidence
    msg.namespace = edge.namespace
    msg.derived_from_uid = edge.derived_from_uid
    msg.access_count = edge.access_count
    for field, value in (
        (msg.created_at, edge.created_at),
        (msg.valid_from, edge.valid_from),
        (msg.valid_until, edge.valid_until),
        (msg.archived_at, edge.archived_at),
    ):
        if value is not None:
            set_time(field, value)
    if edge.properties:
        msg.properties.update(edge.properties)
    return msg


def edge_result_to_pb(result: EdgeWriteResult) -> pb.CreateEdgeResponse:
    return pb.CreateEdgeResponse(
        edge=edge_to_pb(result.edge),
        archived=[edge_to_pb(e) for e in result.archived],
        supersedes=[edge_to_pb(e) for e in result.supersedes],
    )


def edge_type_to_pb(edge_type: EdgeType) -> pb.EdgeTypeInfo:
    return pb.EdgeTypeInfo(
        name=edge_type.name, functional=edge_type.functional, builtin=edge_type.builtin, predicate=edge_type.predicate
    )
