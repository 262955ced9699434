"""Rendering the DQL schema from schema/base.dql and the edge type registry (no database)."""

from __future__ import annotations

import re

import pytest

from kg.model.types import BUILTIN_EDGE_TYPES, EDGE_TYPE_ALIASES, EdgeType, NodeType
from kg.store.schema import (
    COMMON_NODE_FIELDS,
    EDGE_FIELDS,
    base_schema_text,
    edge_predicate_line,
    render_schema,
    render_types,
)

SPEC_EDGE_TYPES = {
    "PARTNER_IS",
    "FAMILY_MEMBER",
    "FRIEND_OF",
    "HAS_MANAGER",
    "WORKS_ON",
    "WORKS_AT",
    "COLLEAGUE_OF",
    "HAS_ROLE",
    "MEMBER_OF",
    "LIKES",
    "DISLIKES",
    "IS_ALLERGIC_TO",
    "AVOIDS",
    "PREFERS",
    "HAS_INTEREST",
    "HAS_STATE",
    "LOCATED_IN",
    "OWNS",
    "KNOWS_ABOUT",
    "KNOWS",
    "CAUSED_BY",
    "BLOCKED_BY",
    "RESULTS_IN",
    "CONTRADICTS",
    "DERIVED_FROM",
    "SYNTHESIZED_FROM",
    "SUPERSEDES",
}
PLAIN_PREDICATES = sorted(t.name.lower() for t in BUILTIN_EDGE_TYPES)


def type_blocks(text: str) -> dict[str, list[str]]:
    """type name -> its field lines, parsed from rendered DQL."""
    return {name: body.split() for name, body in re.findall(r"type (\w+) \{\n(.*?)\n\}", text, re.S)}


def predicate_lines(text: str) -> dict[str, str]:
    """predicate -> its definition, for `name: ... .` lines (comments dropped)."""
    found = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if m := re.fullmatch(r"([\w.]+):\s*(.+?)\s*\.", line):
            found[m[1]] = m[2]
    return found


def test_builtin_edge_types_are_the_specs_plus_homes_origins_time_zones_ages_tools_schools_and_events() -> None:
    ours = {
        *("LIVES_IN", "COMES_FROM", "HAS_TIME_ZONE", "HAS_AGE", "USES", "STUDIES_AT"),
        *("DID", "ATTENDED", "PLANS", "WANTS"),
    }
    assert {t.name for t in BUILTIN_EDGE_TYPES} == SPEC_EDGE_TYPES | ours
    assert len(BUILTIN_EDGE_TYPES) == len(SPEC_EDGE_TYPES) + len(ours)
    functional = {t.name for t in BUILTIN_EDGE_TYPES if t.functional}
    assert functional == {"HAS_MANAGER", "PARTNER_IS", "WORKS_AT", "LIVES_IN", "HAS_TIME_ZONE", "HAS_AGE", "STUDIES_AT"}
    assert all(t.builtin for t in BUILTIN_EDGE_TYPES)
    assert EDGE_TYPE_ALIASES == {"COLLEAGUE": "COLLEAGUE_OF", "HAS_ALLERGY": "IS_ALLERGIC_TO"}


def test_edge_predicate_line_is_a_reversed_uid_list() -> None:
    assert edge_predicate_line(EdgeType("HAS_MANAGER", functional=True)) == "has_manager: [uid] @reverse ."


@pytest.mark.parametrize("predicate", PLAIN_PREDICATES)
def test_every_builtin_edge_type_has_a_reversed_uid_predicate(predicate: str) -> None:
    assert predicate_lines(render_schema())[predicate] == "[uid] @reverse"


def test_rendered_schema_starts_with_the_base_schema() -> None:
    rendered = render_schema()
    assert rendered.startswith(base_schema_text())
    assert rendered.endswith("\n")


def test_edge_predicates_do_not_redefine_base_predicates() -> None:
    base = predicate_lines(base_schema_text())
    assert not set(base) & set(PLAIN_PREDICATES)
    rendered = render_schema()
    assert sum(1 for line in rendered.splitlines() if line.startswith("has_manager:")) == 1


def test_base_schema_defines_the_fields_the_types_list() -> None:
    defined = predicate_lines(base_schema_text())
    blocks = type_blocks(render_types(BUILTIN_EDGE_TYPES))
    listed = {f for fields in blocks.values() for f in fields} - set(PLAIN_PREDICATES)
    assert listed <= set(defined)


@pytest.mark.parametrize("node_type", list(NodeType))
def test_every_node_type_lists_common_fields_and_every_plain_predicate(node_type: NodeType) -> None:
    fields = type_blocks(render_schema())[node_type.value]
    assert set(COMMON_NODE_FIELDS) <= set(fields)
    assert set(PLAIN_PREDICATES) <= set(fields)
    assert len(fields) == len(set(fields))


def test_common_fields_cover_the_design_data_model() -> None:
    # docs/design.md, "Data model": name, description, tags, activation, access_count, created_at, last_accessed,
    # confidence, namespace (stored as `tenant`), metadata.
    assert {
        "name",
        "description",
        "tags",
        "activation",
        "access_count",
        "created_at",
        "last_accessed",
        "confidence",
        "tenant",
        "metadata",
    } <= set(COMMON_NODE_FIELDS)


@pytest.mark.parametrize(
    ("node_type", "extra"),
    [
        (NodeType.INSIGHT, {"insight_type", "summary", "action_suggestion", "source_nodes"}),
        (NodeType.PATTERN, {"pattern_type", "trigger_nodes", "frequency", "confidence_score", "predicted_action"}),
        (NodeType.GROUP, {"owner", "members", "shared_conversations"}),
    ],
)
def test_insight_pattern_and_group_list_their_own_fields(node_type: NodeType, extra: set[str]) -> None:
    blocks = type_blocks(render_schema())
    assert extra <= set(blocks[node_type.value])
    assert not extra & set(blocks[NodeType.ENTITY.value])


def test_edge_registry_and_meta_types_are_rendered() -> None:
    blocks = type_blocks(render_schema())
    assert blocks["Edge"] == list(EDGE_FIELDS)
    assert blocks["EdgeType"] == ["edge_type_name", "edge_type_functional", "edge_type_builtin"]
    assert blocks["KgMeta"] == ["kg_meta_key", "schema_version", "lease_holder", "lease_expires"]
    assert "has_manager" not in blocks["Edge"]


def test_a_user_edge_type_adds_its_predicate_and_type_fields() -> None:
    rendered = render_schema([*BUILTIN_EDGE_TYPES, EdgeType("HAS_SISTER")])
    assert predicate_lines(rendered)["has_sister"] == "[uid] @reverse"
    for node_type in NodeType:
        assert "has_sister" in type_blocks(rendered)[node_type.value]
    assert "has_sister" not in render_schema()


def test_a_type_listed_twice_renders_its_predicate_once() -> None:
    rendered = render_schema([*BUILTIN_EDGE_TYPES, EdgeType("LIKES")])
    assert rendered.splitlines().count("likes: [uid] @reverse .") == 1
    assert type_blocks(rendered)["User"].count("likes") == 1


def test_rendering_is_deterministic_whatever_the_registry_order() -> None:
    assert render_schema(list(reversed(BUILTIN_EDGE_TYPES))) == render_schema(BUILTIN_EDGE_TYPES)


def test_request_records_and_merged_nodes_have_their_fields() -> None:
    blocks = type_blocks(render_schema())
    assert blocks["KgRequest"] == ["request_key", "request_digest", "request_result", "tenant", "created_at"]
    assert "merged_into" in blocks[NodeType.ENTITY.value]
    assert predicate_lines(render_schema())["request_key"] == "string @index(exact) @upsert"
