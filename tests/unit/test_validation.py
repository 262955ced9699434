"""Input validation: each violation names its field path, and a request reports all its problems at once."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from kg.domain.validation import (
    MAX_JSON,
    MAX_NAME,
    MAX_TAGS,
    MAX_TEXT,
    json_violations,
    name_violations,
    new_edge_violations,
    new_node_violations,
    raise_if,
    uid_violations,
    unit_interval_violations,
)
from kg.errors import FieldViolation, InvalidArgument
from kg.model.records import NewEdge, NewNode
from kg.model.types import EdgeStatus, NodeType

NOW = datetime(2026, 6, 10, 12, tzinfo=UTC)
DAY = timedelta(days=1)


def fields(problems: list[FieldViolation]) -> list[str]:
    return [p.field for p in problems]


@pytest.mark.parametrize("uid", ["0x1", "0xabc", "0x" + "f" * 16])
def test_uid_accepts_hex_uids(uid: str) -> None:
    assert uid_violations("f", uid) == []


def test_missing_uid_is_required() -> None:
    assert uid_violations("edge.from_uid", "") == [FieldViolation("edge.from_uid", "is required")]


@pytest.mark.parametrize(
    "uid", ["1", "abc", "0x", "0x0", "0x000", "0xg1", "0x" + "f" * 17, " 0x1", "0x1 ", "0x1\n", "0x1) { delete"]
)
def test_uid_that_is_not_0x_hex_is_rejected(uid: str) -> None:
    problems = uid_violations("node_uid", uid)
    assert len(problems) == 1, f"{uid!r} was accepted as a uid"
    assert problems[0].field == "node_uid"
    assert "is not a uid" in problems[0].description


def test_uid_violation_quotes_at_most_40_characters_of_the_input() -> None:
    [problem] = uid_violations("f", "x" * 500)
    assert "x" * 40 in problem.description and "x" * 41 not in problem.description


@pytest.mark.parametrize("value", [None, 0.0, 0.5, 1.0])
def test_unit_interval_accepts_none_and_0_to_1(value: float | None) -> None:
    assert unit_interval_violations("f", value) == []


@pytest.mark.parametrize("value", [-0.01, 1.01, float("nan"), float("inf"), float("-inf")])
def test_unit_interval_rejects_values_outside_0_to_1(value: float) -> None:
    [problem] = unit_interval_violations("node.activation", value)
    assert problem.field == "node.activation" and "between 0 and 1" in problem.description


@pytest.mark.parametrize("value", [{"a": object()}, {"a": {1, 2}}, {"a": float("nan")}])
def test_json_rejects_values_json_cannot_hold(value: dict[str, object]) -> None:
    [problem] = json_violations("node.metadata", value)
    assert problem.field == "node.metadata" and "must be a JSON object" in problem.description


def test_json_rejects_objects_larger_than_the_limit() -> None:
    assert json_violations("m", {"k": "x" * (MAX_JSON - 20)}) == []
    [problem] = json_violations("m", {"k": "x" * MAX_JSON})
    assert problem.field == "m" and "larger than" in problem.description


@pytest.mark.parametrize("name", ["", " ", "\t\n"])
def test_blank_name_is_rejected(name: str) -> None:
    assert name_violations("node.name", name) == [FieldViolation("node.name", "must not be empty")]


def test_name_longer_than_the_limit_is_rejected() -> None:
    assert name_violations("n", "a" * MAX_NAME) == []
    [problem] = name_violations("n", "a" * (MAX_NAME + 1))
    assert "longer than" in problem.description


def test_valid_new_node_has_no_violations() -> None:
    node = NewNode(
        NodeType.GROUP,
        "Team",
        tags=("work",),
        aliases=("The team",),
        activation=0.5,
        confidence=1.0,
        metadata={"a": [1, 2]},
        details={"owner": "0x1", "members": ["0x2", "0x3"]},
    )
    assert new_node_violations("node.", node) == []


@pytest.mark.parametrize(
    ("node", "field", "text"),
    [
        (NewNode(NodeType.ENTITY, ""), "nodes[3].name", "must not be empty"),
        (NewNode(NodeType.ENTITY, "a", activation=2.0), "nodes[3].activation", "between 0 and 1"),
        (NewNode(NodeType.ENTITY, "a", confidence=-1.0), "nodes[3].confidence", "between 0 and 1"),
        (NewNode(NodeType.ENTITY, "a", metadata={"x": object()}), "nodes[3].metadata", "JSON object"),
        (NewNode(NodeType.ENTITY, "a", description="d" * (MAX_TEXT + 1)), "nodes[3].description", "longer than"),
        (NewNode(NodeType.ENTITY, "a", tags=("t",) * (MAX_TAGS + 1)), "nodes[3].tags", "more than"),
        (NewNode(NodeType.ENTITY, "a", tags=("ok", " ")), "nodes[3].tags", "empty tags"),
        (NewNode(NodeType.ENTITY, "a", aliases=("ok", "")), "nodes[3].aliases[1]", "must not be empty"),
        (
            NewNode(NodeType.INSIGHT, "a", details={"source_nodes": ["0x1", "bad"]}),
            "nodes[3].source_nodes[1]",
            "is not a uid",
        ),
        (NewNode(NodeType.GROUP, "a", details={"owner": "bad"}), "nodes[3].owner[0]", "is not a uid"),
        (NewNode(NodeType.GROUP, "a", details={"members": [""]}), "nodes[3].members[0]", "is required"),
    ],
)
def test_each_node_violation_names_its_field(node: NewNode, field: str, text: str) -> None:
    [problem] = new_node_violations("nodes[3].", node)
    assert problem.field == field
    assert text in problem.description


def test_scalar_details_are_not_checked_as_uids() -> None:
    node = NewNode(NodeType.PATTERN, "p", details={"pattern_type": "daily", "frequency": 3, "predicted_action": "x"})
    assert new_node_violations("", node) == []


def test_all_node_problems_are_reported_together() -> None:
    node = NewNode(NodeType.ENTITY, " ", activation=1.5, confidence=float("nan"), tags=("",), aliases=("",))
    assert fields(new_node_violations("node.", node)) == [
        "node.name",
        "node.activation",
        "node.confidence",
        "node.tags",
        "node.aliases[0]",
    ]


def test_valid_new_edge_has_no_violations() -> None:
    edge = NewEdge("LIKES", "0x1", "0x2", confidence=0.5, properties={"k": "v"}, status=EdgeStatus.PENDING)
    assert new_edge_violations("edge.", edge, NOW) == []
    ending = NewEdge("WORKS_AT", "0x1", "0x2", valid_from=NOW - DAY, valid_until=NOW + DAY)
    assert new_edge_violations("edge.", ending, NOW) == []


@pytest.mark.parametrize(
    ("edge", "field", "text"),
    [
        (NewEdge("LIKES", "", "0x2"), "edges[1].from_uid", "is required"),
        (NewEdge("LIKES", "0x1", "nope"), "edges[1].to_uid", "is not a uid"),
        (NewEdge("LIKES", "0x1", "0x2", confidence=3.0), "edges[1].confidence", "between 0 and 1"),
        (NewEdge("LIKES", "0x1", "0x2", properties={"x": {1}}), "edges[1].properties", "JSON object"),
        (NewEdge("", "0x1", "0x2"), "edges[1].type", "is required"),
        (NewEdge("LIKES", "0x1", "0x2", status=EdgeStatus.ARCHIVED), "edges[1].status", "current or pending"),
        (NewEdge("LIKES", "0x1", "0x2", status=EdgeStatus.RETRACTED), "edges[1].status", "current or pending"),
        (NewEdge("LIKES", "0x1", "0x2", valid_until=NOW), "edges[1].valid_until", "later than now"),
        (
            NewEdge("LIKES", "0x1", "0x2", valid_from=NOW + DAY * 3, valid_until=NOW + DAY),
            "edges[1].valid_until",
            "later than valid_from",
        ),
        (
            NewEdge("LIKES", "0x1", "0x2", status=EdgeStatus.PENDING, valid_until=NOW + DAY),
            "edges[1].valid_until",
            "only a current edge",
        ),
    ],
)
def test_each_edge_violation_names_its_field(edge: NewEdge, field: str, text: str) -> None:
    [problem] = new_edge_violations("edges[1].", edge, NOW)
    assert problem.field == field
    assert text in problem.description


def test_all_edge_problems_are_reported_together() -> None:
    edge = NewEdge("", "x", "", confidence=-1.0, status=EdgeStatus.ARCHIVED)
    assert fields(new_edge_violations("edge.", edge, NOW)) == [
        "edge.from_uid",
        "edge.to_uid",
        "edge.confidence",
        "edge.type",
        "edge.status",
    ]


def test_raise_if_is_silent_without_problems() -> None:
    raise_if([])


def test_raise_if_raises_invalid_argument_carrying_every_violation() -> None:
    problems = [FieldViolation("a", "is required"), FieldViolation("b.c", "must be between 0 and 1, got 2")]
    with pytest.raises(InvalidArgument) as caught:
        raise_if(problems)
    assert caught.value.violations == problems
    assert str(caught.value) == "a: is required; b.c: must be between 0 and 1, got 2"
