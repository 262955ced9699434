"""The pure rules of request ids, UpdateNode masks and MergeNodes."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from google.protobuf import field_mask_pb2

from kg.api.convert import node_changes_from_pb, request_id_from_pb
from kg.domain.identity import compatible, identity_types
from kg.domain.node_edits import absorbed_fields
from kg.errors import InvalidArgument
from kg.model.records import NodeChanges, NodeRecord
from kg.model.types import NodeType
from kg.store.merge import move_plan
from kg.v1 import kg_pb2 as pb

NOW = datetime(2026, 6, 1, tzinfo=UTC)


# --- request ids ---


def _request(name: str, request_id: str, metadata: dict[str, object]) -> pb.CreateNodeRequest:
    request = pb.CreateNodeRequest(node=pb.NewNode(name=name), request_id=request_id)
    request.node.metadata.update(metadata)
    return request


def test_a_request_id_carries_a_digest_of_the_rest_of_the_request() -> None:
    first = request_id_from_pb(_request("Ada", "r1", {"a": 1, "b": 2}))
    same = request_id_from_pb(_request("Ada", "r1", {"b": 2, "a": 1}))  # map order does not matter
    other = request_id_from_pb(_request("Ada", "r1", {"a": 1}))
    assert first is not None and same is not None and other is not None
    assert first.id == "r1" and first.digest == same.digest != other.digest
    assert request_id_from_pb(_request("Ada", "", {})) is None


def test_the_id_itself_is_not_part_of_the_digest() -> None:
    one, two = request_id_from_pb(_request("Ada", "r1", {})), request_id_from_pb(_request("Ada", "r2", {}))
    assert one is not None and two is not None and one.digest == two.digest


# --- update masks ---


def test_only_masked_fields_become_changes() -> None:
    update = pb.NodeUpdate(description="new", aliases=["A"], tags=["t"])
    changes = node_changes_from_pb(update, field_mask_pb2.FieldMask(paths=["description", "metadata"]))
    assert changes == NodeChanges(description="new", metadata={})


@pytest.mark.parametrize("paths", [[], ["name"], ["tags", "node_card"]])
def test_an_empty_mask_or_an_unknown_path_is_invalid(paths: list[str]) -> None:
    with pytest.raises(InvalidArgument) as caught:
        node_changes_from_pb(pb.NodeUpdate(), field_mask_pb2.FieldMask(paths=paths))
    assert [v.field for v in caught.value.violations] == ["update_mask"]


# --- identities ---


def test_people_are_one_identity_and_other_types_their_own() -> None:
    assert identity_types(NodeType.ENTITY) == (NodeType.ENTITY, NodeType.USER)
    assert identity_types(NodeType.USER) == (NodeType.USER, NodeType.ENTITY)
    assert identity_types(NodeType.EVENT) == (NodeType.EVENT,)
    assert compatible(NodeType.USER, NodeType.ENTITY) and not compatible(NodeType.ENTITY, NodeType.EVENT)


def test_the_survivor_takes_names_tags_and_what_it_lacks() -> None:
    survivor = NodeRecord(
        "0x1", NodeType.USER, "Robert", "t", aliases=("Bob",), tags=("work",), metadata={"k": "mine", "a": 1}
    )
    absorbed = NodeRecord(
        "0x2",
        NodeType.ENTITY,
        "Bobby",
        "t",
        description="a friend",
        aliases=("BOB", "robert"),
        tags=("friend", "work"),
        metadata={"k": "theirs", "b": 2},
    )
    merged = absorbed_fields(survivor, absorbed)
    assert merged.aliases == ("Bob", "Bobby")  # "BOB" is Bob, "robert" the survivor's own name
    assert merged.tags == ("friend", "work")
    assert merged.description == "a friend"
    assert merged.metadata == {"k": "mine", "a": 1, "b": 2}
    assert (merged.uid, merged.name, merged.type) == ("0x1", "Robert", NodeType.USER)


# --- moving edges ---


def _edge(uid: str, edge_type: str, src: str, dst: str, key: str = "", status: str = "current") -> dict[str, object]:
    edge: dict[str, object] = {
        "uid": uid,
        "edge_type": edge_type,
        "edge_status": status,
        "edge_from": {"uid": src},
        "edge_to": {"uid": dst},
    }
    if key:
        edge["edge_current_key"] = key
    return edge


def test_a_second_functional_value_is_archived_and_superseded_by_the_survivors() -> None:
    found = {
        "d": [{"out": [_edge("0xe1", "HAS_MANAGER", "0xa", "0xm2", "0xa|HAS_MANAGER")]}],
        "s": [{"out": [{"edge_current_key": "0xs|HAS_MANAGER", "edge_to": {"uid": "0xm1"}}]}],
    }
    plan = move_plan("0xs", "0xa", found, NOW)
    assert plan.archived == ["0xe1"] and plan.superseded == [("0xm1", "0xm2")]
    record = next(s for s in plan.sets if s["uid"] == "0xe1")
    assert record["edge_status"] == "archived" and record["edge_from"] == {"uid": "0xs"}
    assert {"uid": "0xs", "has_manager": [{"uid": "0xm2"}]} not in plan.sets


def test_the_same_fact_twice_is_archived_without_a_link() -> None:
    key = "0xs|WORKS_ON|0xp"
    found = {
        "d": [{"out": [_edge("0xe1", "WORKS_ON", "0xa", "0xp", "0xa|WORKS_ON|0xp")]}],
        "s": [{"out": [{"edge_current_key": key, "edge_to": {"uid": "0xp"}}]}],
    }
    plan = move_plan("0xs", "0xa", found, NOW)
    assert plan.archived == ["0xe1"] and plan.superseded == []


def test_an_edge_between_the_two_would_be_a_loop_and_is_archived() -> None:
    found = {"d": [{"in": [_edge("0xe1", "KNOWS", "0xs", "0xa", "0xs|KNOWS|0xa")]}], "s": []}
    plan = move_plan("0xs", "0xa", found, NOW)
    assert plan.archived == ["0xe1"] and plan.moved == 1


def test_history_and_new_values_move_with_their_plain_predicates() -> None:
    found = {
        "d": [
            {
                "out": [
                    _edge("0xe1", "WORKS_AT", "0xa", "0xc", "0xa|WORKS_AT"),
                    _edge("0xe2", "WORKS_AT", "0xa", "0xold", status="archived"),
                ],
                "members": [{"uid": "0xg"}],
                "owner": [{"uid": "0xg"}],
                "heard": [{"uid": "0xep"}],
            }
        ]
    }
    plan = move_plan("0xs", "0xa", found, NOW)
    assert plan.archived == [] and plan.moved == 2
    assert {"uid": "0xs", "works_at": [{"uid": "0xc"}]} in plan.sets
    assert {"uid": "0xa", "works_at": [{"uid": "0xc"}]} in plan.deletes
    current = next(s for s in plan.sets if s["uid"] == "0xe1")
    assert current["edge_current_key"] == "0xs|WORKS_AT" and current["current_from"] == {"uid": "0xs"}
    assert next(s for s in plan.sets if s["uid"] == "0xe2")["edge_from"] == {"uid": "0xs"}
    assert {"uid": "0xg", "members": [{"uid": "0xs"}]} in plan.sets
    assert {"uid": "0xg", "members": [{"uid": "0xa"}]} in plan.deletes
    assert {"uid": "0xg", "owner": {"uid": "0xs"}} in plan.sets
    assert {"uid": "0xep", "mentions": [{"uid": "0xs"}]} in plan.sets


def test_nodes_merged_into_the_duplicate_before_now_name_the_survivor() -> None:
    plan = move_plan("0xs", "0xa", {"d": [{"absorbed": [{"uid": "0xolder"}]}]}, NOW)
    assert {"uid": "0xolder", "merged_into": {"uid": "0xs"}} in plan.sets
