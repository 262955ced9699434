"""The Dgraph codec: lookup keys, bound query variables, and JSON <-> records."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone

import pytest

from kg.model.plan import PlannedEdge
from kg.model.records import NewNode
from kg.model.types import EdgeStatus, EdgeType, NodeType
from kg.store.codec import (
    LinkFacts,
    declare,
    edge_from_json,
    link_facts,
    link_value,
    name_keys,
    node_from_json,
    parse_time,
    search_keys,
    to_dgraph_time,
    uid_list,
    variables,
    word_keys,
)
from kg.store.edges import planned_json
from kg.store.nodes import node_json

WHEN = datetime(2026, 3, 1, 9, 30, 15, 123456, tzinfo=UTC)

# --- name_keys ---


@pytest.mark.parametrize("name", ["Alice", "alice", "ALICE", "  Alice ", "aLiCe"])
def test_name_keys_fold_case_and_trim(name: str) -> None:
    assert name_keys(name, ()) == ["alice"]


def test_name_keys_collapse_inner_whitespace() -> None:
    assert name_keys("Alice \t  Smith\n", ()) == ["alice smith"]


def test_name_keys_casefold_beyond_lowercase() -> None:
    assert name_keys("Straße", ()) == ["strasse"]


def test_name_keys_include_aliases_sorted_without_duplicates_or_blanks() -> None:
    assert name_keys("Robert", ["Bob", "BOB", " ", "", "bobby  b"]) == ["bob", "bobby b", "robert"]


# --- variables / declare / uid_list ---


def test_variables_bind_values_and_keep_them_out_of_the_text() -> None:
    hostile = '"}) { delete { * * * } } #'
    text, bound = variables("ns", ["default", hostile])

    assert text == "[$ns0, $ns1]"
    assert bound == {"$ns0": "default", "$ns1": hostile}
    assert hostile not in text and "delete" not in text and '"' not in text


def test_variables_of_an_empty_list() -> None:
    assert variables("k", []) == ("[]", {})


def test_declare_types_every_bound_variable_as_string() -> None:
    _, bound = variables("k", ["a", "b"])
    bound["$id"] = "0x1"
    assert declare(bound) == "$k0: string, $k1: string, $id: string"


def test_declare_never_contains_the_values() -> None:
    _, bound = variables("k", ['x") { delete'])
    assert "delete" not in declare(bound)


def test_uid_list_is_one_sorted_bracketed_value() -> None:
    assert uid_list({"0x2", "0x1"}) == "[0x1, 0x2]"
    assert uid_list([]) == "[]"


# --- times ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2026-03-01T09:30:15Z", datetime(2026, 3, 1, 9, 30, 15, tzinfo=UTC)),
        ("2026-03-01T09:30:15.123456Z", datetime(2026, 3, 1, 9, 30, 15, 123456, tzinfo=UTC)),
        ("2026-03-01T09:30:15.5Z", datetime(2026, 3, 1, 9, 30, 15, 500000, tzinfo=UTC)),
        ("2026-03-01T09:30:15+00:00", datetime(2026, 3, 1, 9, 30, 15, tzinfo=UTC)),
        ("2026-03-01T11:30:15+02:00", datetime(2026, 3, 1, 9, 30, 15, tzinfo=UTC)),
        ("2026-03-01T09:30:15", datetime(2026, 3, 1, 9, 30, 15, tzinfo=UTC)),  # naive means UTC
    ],
)
def test_parse_time_gives_aware_datetimes(text: str, expected: datetime) -> None:
    parsed = parse_time(text)
    assert parsed == expected
    assert parsed is not None and parsed.tzinfo is not None


@pytest.mark.parametrize("value", [None, ""])
def test_parse_time_of_nothing_is_none(value: str | None) -> None:
    assert parse_time(value) is None


def test_dgraph_time_is_utc_and_round_trips() -> None:
    local = WHEN.astimezone(timezone(timedelta(hours=-5)))
    text = to_dgraph_time(local)
    assert text.endswith("+00:00")
    assert parse_time(text) == WHEN


# --- nodes ---


def test_node_from_json_reads_every_field_and_detail() -> None:
    node = node_from_json(
        {
            "uid": "0x5",
            "dgraph.type": ["Group"],
            "name": "Team",
            "aliases": ["the team", "crew"],
            "description": "a group",
            "tags": ["b", "a"],
            "activation": 0.75,
            "access_count": 4,
            "created_at": "2026-03-01T09:30:15.123456Z",
            "last_accessed": "2026-03-02T00:00:00Z",
            "confidence": 0.9,
            "tenant": "ns1",
            "metadata": '{"k": [1, 2]}',
            "owner": {"uid": "0x1"},
            "members": [{"uid": "0x2"}, {"uid": "0x3"}],
            "shared_conversations": [{"uid": "0x4"}],
        }
    )
    assert (node.uid, node.type, node.name, node.namespace) == ("0x5", NodeType.GROUP, "Team", "ns1")
    assert node.description == "a group"
    assert node.tags == ("a", "b") and node.aliases == ("crew", "the team")
    assert (node.activation, node.access_count, node.confidence) == (0.75, 4, 0.9)
    assert node.created_at == WHEN
    assert node.last_accessed == datetime(2026, 3, 2, tzinfo=UTC)
    assert node.metadata == {"k": [1, 2]}
    assert node.details == {"owner": "0x1", "members": ["0x2", "0x3"], "shared_conversations": ["0x4"]}


def test_node_from_json_reads_insight_and_pattern_details() -> None:
    insight = node_from_json(
        {
            "uid": "0x1",
            "dgraph.type": ["Insight"],
            "insight_type": "habit",
            "summary": "s",
            "action_suggestion": "a",
            "source_nodes": [{"uid": "0x7"}, {"uid": "0x8"}],
        }
    )
    assert insight.details == {
        "insight_type": "habit",
        "summary": "s",
        "action_suggestion": "a",
        "source_nodes": ["0x7", "0x8"],
    }
    pattern = node_from_json(
        {
            "uid": "0x2",
            "dgraph.type": ["Pattern"],
            "pattern_type": "daily",
            "frequency": 3,
            "confidence_score": 0.4,
            "predicted_action": "p",
            "trigger_nodes": [{"uid": "0x9"}],
        }
    )
    assert pattern.details == {
        "pattern_type": "daily",
        "frequency": 3,
        "confidence_score": 0.4,
        "predicted_action": "p",
        "trigger_nodes": ["0x9"],
    }


def test_node_from_json_accepts_owner_as_a_list() -> None:
    assert node_from_json({"uid": "0x1", "dgraph.type": ["Group"], "owner": [{"uid": "0x9"}]}).details == {
        "owner": "0x9"
    }


def test_node_from_json_defaults_for_a_sparse_object() -> None:
    node = node_from_json({"uid": "0x1"})
    assert node.type == NodeType.ENTITY
    assert (node.name, node.namespace, node.description, node.tags, node.aliases) == ("", "", "", (), ())
    assert (node.activation, node.access_count, node.confidence) == (0.0, 0, 0.0)
    assert node.created_at is None and node.last_accessed is None
    assert node.metadata == {} and node.details == {}


def test_node_from_json_takes_the_first_known_node_type() -> None:
    assert node_from_json({"uid": "0x1", "dgraph.type": ["KgMeta", "Fact"]}).type == NodeType.FACT


@pytest.mark.parametrize("metadata", ["[1, 2]", '"text"', "null", ""])
def test_node_metadata_that_is_not_an_object_reads_as_empty(metadata: str) -> None:
    assert node_from_json({"uid": "0x1", "metadata": metadata}).metadata == {}


def test_new_node_round_trips_through_dgraph_json() -> None:
    new = NewNode(
        NodeType.INSIGHT,
        "Morning runs",
        namespace="ns1",
        description="d",
        tags=("health", "habit"),
        aliases=("runs",),
        activation=0.6,
        confidence=0.8,
        metadata={"source": "chat", "n": 2},
        details={"insight_type": "habit", "summary": "s", "source_nodes": ["0x2", "0x3"]},
    )
    obj = node_json(new, "n0", WHEN)
    assert obj["name_key"] == ["morning runs", "runs"]
    # What Dgraph returns: assigned uid, dgraph.type as a list, timestamps in RFC 3339 with Z.
    returned = {
        **json.loads(json.dumps(obj)),
        "uid": "0x10",
        "dgraph.type": [obj["dgraph.type"]],
        "created_at": "2026-03-01T09:30:15.123456Z",
        "last_accessed": "2026-03-01T09:30:15.123456Z",
    }

    node = node_from_json(returned)

    assert (node.uid, node.type, node.name, node.namespace) == ("0x10", NodeType.INSIGHT, "Morning runs", "ns1")
    assert node.tags == ("habit", "health") and node.aliases == ("runs",)
    assert (node.activation, node.confidence, node.access_count) == (0.6, 0.8, 0)
    assert node.created_at == node.last_accessed == WHEN
    assert node.metadata == {"source": "chat", "n": 2}
    assert node.details == new.details


def test_a_node_read_through_its_card_is_the_node_written() -> None:
    new = NewNode(
        NodeType.ENTITY,
        "José Moreno",
        namespace="ns|1",
        description="Runs the Lisbon office",
        tags=("colleague",),
        aliases=("Zé",),
        activation=0.6,
        confidence=0.8,
        metadata={"source": "chat"},
    )
    obj = node_json(new, "n0", WHEN)
    # What a card read returns: the card, the values that change, nothing else.
    changing = {
        "uid": "0x10",
        "node_card": obj["node_card"],
        "node_status": "active",
        "activation": 0.7,
        "access_count": 3,
        "last_accessed": "2026-03-02T00:00:00Z",
    }
    full = {**json.loads(json.dumps(obj)), **changing, "dgraph.type": [obj["dgraph.type"]]}
    assert node_from_json(changing) == node_from_json(full)
    assert node_from_json(changing).name == "José Moreno" and node_from_json(changing).activation == 0.7


def test_word_keys_are_the_words_of_every_text_within_the_namespace() -> None:
    new = NewNode(
        NodeType.ENTITY,
        "José O'Brien",
        namespace="ns1",
        description="Likes React.js",
        tags=("chess",),
        aliases=("Joe",),
    )
    assert node_json(new, "n0", WHEN)["word_key"] == [
        "ns1|brien",
        "ns1|chess",
        "ns1|joe",
        "ns1|josé",
        "ns1|js",
        "ns1|likes",
        "ns1|react",
    ]
    assert word_keys("a|b", ["Hale"]) == ["a|b|hale"]  # keys are only looked up, never split


def test_search_keys_are_the_stems_of_name_description_and_tags_within_the_namespace() -> None:
    new = NewNode(
        NodeType.ENTITY,
        "Running Club",
        namespace="ns1",
        description="The hikers of the valley",
        tags=("Cycling",),
        aliases=("Joggers",),  # not searched
    )
    assert node_json(new, "n0", WHEN)["search_key"] == [
        "ns1|club",
        "ns1|cycl",
        "ns1|hiker",
        "ns1|run",
        "ns1|valley",
    ]
    # A question finds them by the same stems; its function words are no key.
    assert search_keys("ns1", ["the runners' clubs"]) == ["ns1|club", "ns1|runner"]
    assert search_keys("ns1", ["running clubs"]) == ["ns1|club", "ns1|run"]
    assert search_keys("ns2", ["of the"]) == []


def test_group_node_round_trips_owner_and_members() -> None:
    new = NewNode(
        NodeType.GROUP,
        "Team",
        activation=0.5,
        confidence=1.0,
        details={"owner": "0x1", "members": ["0x2"], "shared_conversations": ["0x3"]},
    )
    obj = {**node_json(new, "n0", WHEN), "uid": "0x10", "dgraph.type": ["Group"]}
    assert node_from_json(obj).details == new.details


# --- edges ---


def test_edge_from_json_reads_every_field() -> None:
    edge = edge_from_json(
        {
            "uid": "0x20",
            "edge_type": "HAS_MANAGER",
            "edge_status": "archived",
            "edge_from": {"uid": "0x1"},
            "edge_to": [{"uid": "0x2"}],
            "created_at": "2026-03-01T09:30:15.123456Z",
            "activation": 0.4,
            "traversal_cost": 2.5,
            "confidence": 0.9,
            "properties": '{"since": "2020"}',
            "valid_from": "2026-01-01T00:00:00Z",
            "valid_until": "2026-02-01T00:00:00Z",
            "archived_at": "2026-02-01T00:00:01Z",
            "tenant": "ns1",
        }
    )
    assert (edge.uid, edge.type, edge.status) == ("0x20", "HAS_MANAGER", EdgeStatus.ARCHIVED)
    assert (edge.from_uid, edge.to_uid, edge.namespace) == ("0x1", "0x2", "ns1")
    assert (edge.activation, edge.traversal_cost, edge.confidence) == (0.4, 2.5, 0.9)
    assert edge.properties == {"since": "2020"}
    assert edge.created_at == WHEN
    assert edge.valid_from == datetime(2026, 1, 1, tzinfo=UTC)
    assert edge.valid_until == datetime(2026, 2, 1, tzinfo=UTC)
    assert edge.archived_at == datetime(2026, 2, 1, 0, 0, 1, tzinfo=UTC)


def test_edge_from_json_defaults_for_a_sparse_object() -> None:
    edge = edge_from_json({"uid": "0x20", "edge_from": [], "edge_to": None})
    assert edge.status == EdgeStatus.CURRENT
    assert (edge.type, edge.from_uid, edge.to_uid, edge.namespace) == ("", "", "", "")
    assert edge.properties == {}
    assert edge.created_at is edge.valid_from is edge.valid_until is edge.archived_at is None


def test_planned_edge_round_trips_through_dgraph_json() -> None:
    planned = PlannedEdge(
        "e0",
        EdgeType("HAS_MANAGER", functional=True),
        "0x1",
        "0x2",
        "ns1",
        EdgeStatus.CURRENT,
        "0x1|HAS_MANAGER",
        WHEN,
        datetime(2026, 1, 1, tzinfo=UTC),
        0.5,
        2.0,
        0.9,
        {"since": 2020},
    )
    planned.archive(WHEN, datetime(2026, 2, 1, tzinfo=UTC))
    # What Dgraph returns: the assigned uid, and uid predicates as objects.
    returned = {**json.loads(json.dumps(planned_json(planned))), "uid": "0x20"}

    assert edge_from_json(returned) == planned.record("0x20")


def test_only_a_current_planned_edge_is_reachable_as_current() -> None:
    planned = PlannedEdge(
        "e0",
        EdgeType("LIKES"),
        "0x1",
        "0x2",
        "ns1",
        EdgeStatus.CURRENT,
        None,
        WHEN,
        WHEN,
        0.5,
        2.0,
        0.9,
        derived_from="0x7",
    )
    current = planned_json(planned)
    assert (current["current_from"], current["current_to"]) == ({"uid": "0x1"}, {"uid": "0x2"})
    assert link_facts(current["edge_link"]) == LinkFacts("LIKES", "0x1", "0x2", "ns1", 0.9, WHEN, "0x7", 0.5, WHEN)
    planned.status = EdgeStatus.PENDING
    assert "current_from" not in planned_json(planned) and "current_to" not in planned_json(planned)


def test_an_edge_link_holds_the_fixed_fields_of_an_edge() -> None:
    facts = LinkFacts(
        "HAS_MANAGER",
        "0x1",
        "0x2f",
        "team|a b",
        0.85,
        datetime(2026, 3, 1, 9, 30, 15, 250000, UTC),
        "0x9",
        0.5,
        datetime(2026, 3, 2, tzinfo=UTC),
    )
    value = link_value(facts)
    assert value.startswith("HAS_MANAGER|0x1|0x2f|0.85|")  # readable in Ratel
    assert link_facts(value) == facts  # a namespace may hold the separator: it is the last field
    bare = LinkFacts("LIKES", "0x1", "0x2", "t", 1.0, None, "", 0.0, None)
    assert link_facts(link_value(bare)) == bare
    assert link_facts("") is None and link_facts("LIKES|0x1") is None and link_facts("A|b|c|x|1|d|0.1|2|t") is None
