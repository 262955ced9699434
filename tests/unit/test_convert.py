"""Protobuf <-> records: every field survives the trip, and unknown enum values are INVALID_ARGUMENT."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from google.protobuf import json_format, struct_pb2, timestamp_pb2

from kg.api.convert import (
    edge_result_to_pb,
    edge_status_from_pb,
    edge_status_to_pb,
    edge_to_pb,
    edge_type_to_pb,
    fill_node,
    new_edge_from_pb,
    new_node_from_pb,
    node_to_pb,
    node_type_from_pb,
    node_type_to_pb,
    node_types_from_pb,
)
from kg.errors import FieldViolation, InvalidArgument
from kg.model.records import EdgeRecord, EdgeWriteResult, NodeRecord
from kg.model.types import EdgeStatus, EdgeType, NodeType
from kg.v1 import kg_pb2 as pb

CREATED = datetime(2026, 3, 1, 9, 30, 15, 123456, tzinfo=UTC)
ACCESSED = datetime(2026, 3, 2, tzinfo=UTC)
METADATA = {"source": "chat", "score": 2.5, "nested": {"ok": True, "items": ["a", "b"]}, "none": None}


def struct(values: dict[str, object]) -> struct_pb2.Struct:
    s = struct_pb2.Struct()
    s.update(values)
    return s


def timestamp(value: datetime) -> timestamp_pb2.Timestamp:
    t = timestamp_pb2.Timestamp()
    t.FromDatetime(value)
    return t


def node_record(node_type: NodeType = NodeType.ENTITY, **details: object) -> NodeRecord:
    return NodeRecord(
        uid="0x5",
        type=node_type,
        name="Alice",
        namespace="ns1",
        description="a person",
        tags=("friend", "work"),
        aliases=("Al",),
        activation=0.75,
        access_count=3,
        created_at=CREATED,
        last_accessed=ACCESSED,
        confidence=0.9,
        metadata=METADATA,
        details=dict(details),
    )


# --- enums ---


@pytest.mark.parametrize("node_type", list(NodeType))
def test_node_type_round_trips(node_type: NodeType) -> None:
    assert node_type_from_pb(node_type_to_pb(node_type), "type") == node_type


@pytest.mark.parametrize("status", list(EdgeStatus))
def test_edge_status_round_trips(status: EdgeStatus) -> None:
    assert edge_status_from_pb(edge_status_to_pb(status), "status", None) == status


def test_unspecified_enums_give_the_default() -> None:
    assert node_type_from_pb(pb.NODE_TYPE_UNSPECIFIED, "type") == NodeType.ENTITY
    assert node_type_from_pb(pb.NODE_TYPE_UNSPECIFIED, "type", None) is None
    assert edge_status_from_pb(pb.EDGE_STATUS_UNSPECIFIED, "status", EdgeStatus.CURRENT) == EdgeStatus.CURRENT


def test_unknown_node_type_is_invalid_argument_naming_the_field() -> None:
    with pytest.raises(InvalidArgument) as caught:
        node_type_from_pb(99, "node.type")  # type: ignore[arg-type]
    assert caught.value.violations == [FieldViolation("node.type", "unknown node type 99")]


def test_unknown_edge_status_is_invalid_argument_naming_the_field() -> None:
    with pytest.raises(InvalidArgument) as caught:
        edge_status_from_pb(42, "edge.status", EdgeStatus.CURRENT)  # type: ignore[arg-type]
    assert caught.value.violations == [FieldViolation("edge.status", "unknown edge status 42")]


def test_node_types_filter_skips_unspecified_and_names_the_bad_index() -> None:
    assert node_types_from_pb([pb.NODE_TYPE_USER, pb.NODE_TYPE_UNSPECIFIED, pb.NODE_TYPE_FACT], "types") == [
        NodeType.USER,
        NodeType.FACT,
    ]
    with pytest.raises(InvalidArgument) as caught:
        node_types_from_pb([pb.NODE_TYPE_USER, 77], "types")
    assert [v.field for v in caught.value.violations] == ["types[1]"]


def test_unknown_enum_inside_a_message_is_invalid_argument() -> None:
    node = pb.NewNode(name="x")
    node.type = 99  # type: ignore[assignment]  # proto3 enums are open: unknown values arrive as ints
    with pytest.raises(InvalidArgument, match=r"nodes\[2\]\.type"):
        new_node_from_pb(node, "nodes[2]")
    edge = pb.NewEdge(type="LIKES", from_uid="0x1", to_uid="0x2")
    edge.status = 99  # type: ignore[assignment]
    with pytest.raises(InvalidArgument, match=r"edge\.status"):
        new_edge_from_pb(edge, "edge")


# --- nodes ---


def test_node_to_pb_carries_every_field() -> None:
    msg = node_to_pb(node_record())

    assert (msg.uid, msg.type, msg.name, msg.namespace) == ("0x5", pb.NODE_TYPE_ENTITY, "Alice", "ns1")
    assert msg.description == "a person"
    assert list(msg.tags) == ["friend", "work"] and list(msg.aliases) == ["Al"]
    assert (msg.activation, msg.access_count, msg.confidence) == (0.75, 3, 0.9)
    assert msg.created_at.ToDatetime(tzinfo=UTC) == CREATED
    assert msg.last_accessed.ToDatetime(tzinfo=UTC) == ACCESSED
    assert json_format.MessageToDict(msg.metadata) == METADATA
    assert not msg.HasField("insight") and not msg.HasField("pattern") and not msg.HasField("group")


def test_a_node_filled_into_an_answer_is_the_node_built_apart() -> None:
    for node in (node_record(), node_record(NodeType.GROUP, owner="0x1", members=["0x2"])):
        answer = pb.GetNodeResponse()
        fill_node(answer.node, node)
        assert answer.HasField("node")
        assert answer == pb.GetNodeResponse(node=node_to_pb(node))


def test_node_without_timestamps_or_metadata_leaves_them_unset() -> None:
    msg = node_to_pb(NodeRecord(uid="0x1", type=NodeType.FACT, name="f", namespace="ns1"))
    assert not msg.HasField("created_at") and not msg.HasField("last_accessed")
    assert not msg.HasField("metadata")


def test_aware_non_utc_timestamps_keep_their_instant() -> None:
    local = CREATED.astimezone(timezone(timedelta(hours=9)))
    msg = node_to_pb(NodeRecord(uid="0x1", type=NodeType.FACT, name="f", namespace="n", created_at=local))
    assert msg.created_at.ToDatetime(tzinfo=UTC) == CREATED


@pytest.mark.parametrize(
    "when",
    [
        CREATED,
        datetime(1969, 7, 20, 20, 17, 40, 500000, tzinfo=UTC),
        datetime(1970, 1, 1, tzinfo=UTC),
        datetime(2026, 3, 1, 9, 30, 15, 123456),  # naive: UTC, as Timestamp.FromDatetime takes it
    ],
)
def test_timestamps_are_what_from_datetime_gives(when: datetime) -> None:
    expected = timestamp_pb2.Timestamp()
    expected.FromDatetime(when)
    assert (
        node_to_pb(
            NodeRecord(uid="0x1", type=NodeType.FACT, name="f", namespace="n", created_at=when, last_accessed=when)
        ).created_at
        == expected
    )
    assert (
        edge_to_pb(
            EdgeRecord(
                uid="0x2",
                type="KNOWS",
                status=EdgeStatus.CURRENT,
                from_uid="0x1",
                to_uid="0x3",
                namespace="n",
                archived_at=when,
            )
        ).archived_at
        == expected
    )


@pytest.mark.parametrize(
    ("node_type", "details", "group", "expected"),
    [
        (
            NodeType.INSIGHT,
            {"insight_type": "habit", "summary": "s", "action_suggestion": "a", "source_nodes": ["0x1", "0x2"]},
            "insight",
            {"insight_type": "habit", "summary": "s", "action_suggestion": "a", "source_uids": ["0x1", "0x2"]},
        ),
        (
            NodeType.PATTERN,
            {
                "pattern_type": "daily",
                "trigger_nodes": ["0x3"],
                "frequency": 4,
                "confidence_score": 0.5,
                "predicted_action": "p",
            },
            "pattern",
            {
                "pattern_type": "daily",
                "trigger_uids": ["0x3"],
                "frequency": 4,
                "confidence_score": 0.5,
                "predicted_action": "p",
            },
        ),
        (
            NodeType.GROUP,
            {"owner": "0x1", "members": ["0x2", "0x3"], "shared_conversations": ["0x4"]},
            "group",
            {"owner_uid": "0x1", "member_uids": ["0x2", "0x3"], "shared_conversation_uids": ["0x4"]},
        ),
    ],
)
def test_type_specific_fields_round_trip(
    node_type: NodeType, details: dict[str, object], group: str, expected: dict[str, object]
) -> None:
    msg = node_to_pb(node_record(node_type, **details))
    sub = getattr(msg, group)
    assert {
        name: (list(v) if not isinstance(v, str | int | float) else v)
        for name, v in ((name, getattr(sub, name)) for name in expected)
    } == expected

    # Back in through NewNode (what a client sends), the details come out as they went in.
    new = new_node_from_pb(pb.NewNode(type=msg.type, name=msg.name, **{group: sub}), "node")
    assert new.type == node_type
    assert new.details == details


def test_new_node_from_pb_reads_every_field() -> None:
    msg = pb.NewNode(
        type=pb.NODE_TYPE_PREFERENCE,
        name="Tea",
        description="d",
        tags=["drink"],
        aliases=["chai"],
        activation=0.0,
        confidence=0.4,
        metadata=struct(METADATA),
        namespace="ns1",
        client_key="k1",
    )
    node = new_node_from_pb(msg, "node")
    assert (node.type, node.name, node.description, node.namespace) == (NodeType.PREFERENCE, "Tea", "d", "ns1")
    assert node.tags == ("drink",) and node.aliases == ("chai",)
    assert node.activation == 0.0  # explicitly set to zero, not "unset"
    assert node.confidence == 0.4
    assert node.metadata == METADATA
    assert node.client_key == "k1"
    assert node.details == {}


@pytest.mark.parametrize("bad", [float("nan"), float("inf")])
def test_metadata_json_cannot_hold_is_invalid_argument_naming_the_field(bad: float) -> None:
    with pytest.raises(InvalidArgument) as caught:
        new_node_from_pb(pb.NewNode(name="x", metadata=struct({"score": bad})), "nodes[1]")
    assert [v.field for v in caught.value.violations] == ["nodes[1].metadata"]
    with pytest.raises(InvalidArgument) as caught:
        new_edge_from_pb(pb.NewEdge(type="LIKES", from_uid="0x1", to_uid="0x2", properties=struct({"w": bad})), "edge")
    assert [v.field for v in caught.value.violations] == ["edge.properties"]


def test_new_node_from_pb_leaves_unset_optionals_none() -> None:
    node = new_node_from_pb(pb.NewNode(name="x"), "node")
    assert node.type == NodeType.ENTITY
    assert node.activation is None and node.confidence is None
    assert node.metadata == {} and node.details == {}


# --- edges ---


def edge_record(status: EdgeStatus = EdgeStatus.ARCHIVED) -> EdgeRecord:
    return EdgeRecord(
        uid="0x20",
        type="HAS_MANAGER",
        status=status,
        from_uid="0x1",
        to_uid="0x2",
        namespace="ns1",
        created_at=CREATED,
        activation=0.4,
        traversal_cost=2.5,
        confidence=0.9,
        properties={"since": "2020", "weight": 1.5},
        valid_from=datetime(2026, 1, 1, tzinfo=UTC),
        valid_until=datetime(2026, 2, 1, tzinfo=UTC),
        archived_at=ACCESSED,
    )


def test_edge_to_pb_carries_every_field() -> None:
    edge = edge_record()
    msg = edge_to_pb(edge)
    assert (msg.uid, msg.type, msg.status) == ("0x20", "HAS_MANAGER", pb.EDGE_STATUS_ARCHIVED)
    assert (msg.from_uid, msg.to_uid, msg.namespace) == ("0x1", "0x2", "ns1")
    assert (msg.activation, msg.traversal_cost, msg.confidence) == (0.4, 2.5, 0.9)
    for name in ("created_at", "valid_from", "valid_until", "archived_at"):
        assert getattr(msg, name).ToDatetime(tzinfo=UTC) == getattr(edge, name), name
    assert json_format.MessageToDict(msg.properties) == edge.properties


def test_current_edge_leaves_valid_until_and_archived_at_unset() -> None:
    msg = edge_to_pb(
        EdgeRecord(
            uid="0x20",
            type="LIKES",
            status=EdgeStatus.CURRENT,
            from_uid="0x1",
            to_uid="0x2",
            namespace="ns1",
            created_at=CREATED,
            valid_from=CREATED,
        )
    )
    assert msg.HasField("valid_from")
    assert not msg.HasField("valid_until") and not msg.HasField("archived_at")
    assert not msg.HasField("properties")


def test_new_edge_from_pb_reads_every_field() -> None:
    msg = pb.NewEdge(
        type="LIKES",
        from_uid="0x1",
        to_uid="0x2",
        confidence=0.0,
        properties=struct({"k": [1, "a"]}),
        valid_from=timestamp(CREATED),
        status=pb.EDGE_STATUS_PENDING,
    )
    edge = new_edge_from_pb(msg, "edge")
    assert (edge.type, edge.from_uid, edge.to_uid) == ("LIKES", "0x1", "0x2")
    assert edge.confidence == 0.0
    assert edge.properties == {"k": [1, "a"]}
    assert edge.valid_from == CREATED and edge.valid_from.tzinfo is not None
    assert edge.status == EdgeStatus.PENDING


def test_new_edge_from_pb_defaults() -> None:
    edge = new_edge_from_pb(pb.NewEdge(type="LIKES", from_uid="0x1", to_uid="0x2"), "edge")
    assert edge.status == EdgeStatus.CURRENT
    assert edge.confidence is None and edge.valid_from is None and edge.properties == {}


def test_edge_result_carries_archived_and_supersedes() -> None:
    new = edge_record(EdgeStatus.CURRENT)
    old = edge_record(EdgeStatus.ARCHIVED)
    link = EdgeRecord(
        uid="0x21", type="SUPERSEDES", status=EdgeStatus.CURRENT, from_uid="0x2", to_uid="0x3", namespace="ns1"
    )
    msg = edge_result_to_pb(EdgeWriteResult(new, (old,), (link,)))
    assert msg.edge.status == pb.EDGE_STATUS_CURRENT
    assert [e.status for e in msg.archived] == [pb.EDGE_STATUS_ARCHIVED]
    assert [(e.uid, e.type) for e in msg.supersedes] == [("0x21", "SUPERSEDES")]


def test_edge_type_info() -> None:
    msg = edge_type_to_pb(EdgeType("HAS_SISTER", functional=True))
    assert (msg.name, msg.functional, msg.builtin, msg.predicate) == ("HAS_SISTER", True, False, "has_sister")
