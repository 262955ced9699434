"""Which roles join an unnamed close one to the person named for them (kg/domain/role_holders.py): roles one holds
one of at a time, by the fact that names the holder, and close relatives one may have several of while one is named
(the graph part is tested end to end in tests/e2e/test_memory.py). Pure."""

from __future__ import annotations

import pytest

from kg.domain.ingest_plan import Mention
from kg.domain.role_holders import (
    HeldRole,
    role_of_named,
    role_of_tie,
    ties_a_role,
    told_by_role_alone,
    unnamed_name,
)
from kg.model.types import NodeType


@pytest.mark.parametrize(
    ("qualifier", "role"),
    [
        ("boss", HeldRole("HAS_MANAGER", None, "boss")),
        ("girlfriend", HeldRole("PARTNER_IS", "girlfriend", "girlfriend")),
        ("husband", HeldRole("PARTNER_IS", "husband", "husband")),
        ("mother", HeldRole("FAMILY_MEMBER", "mother", "mom")),
        ("father", HeldRole("FAMILY_MEMBER", "father", "dad")),
        ("best friend", HeldRole("FRIEND_OF", "best friend", "best friend")),
    ],
)
def test_a_role_held_by_one_is_named_by_its_holders_fact(qualifier: str, role: HeldRole) -> None:
    assert role_of_tie(qualifier) == role
    assert role_of_named(role.edge_type, role.qualifier) == role


@pytest.mark.parametrize("qualifier", ["friend", "roommate", "neighbor", "cousin", "child", None])
def test_a_role_one_commonly_has_many_of_joins_no_one(qualifier: str | None) -> None:
    assert role_of_tie(qualifier) is None


@pytest.mark.parametrize("qualifier", ["sister", "brother", "son", "daughter"])
def test_a_close_relative_one_may_have_several_of_joins_only_while_one_is_named(qualifier: str) -> None:
    role = HeldRole("FAMILY_MEMBER", qualifier, qualifier, several=True)
    assert role_of_tie(qualifier) == role
    assert role_of_named("FAMILY_MEMBER", qualifier) == role
    assert unnamed_name("Sam", role) == f"Sam's {qualifier}"


@pytest.mark.parametrize(
    ("told", "plainly"),
    [("Sam's sister", True), ("sam's SISTER", True), ("Sam's sisters", False), ("Sam's older sister", False)],
)
def test_only_the_plain_word_of_a_role_one_may_have_several_of_is_joined(told: str, plainly: bool) -> None:
    """ "my sister" may be the one sister named; "my sisters" and "my older sister" say there may be another."""
    sister = HeldRole("FAMILY_MEMBER", "sister", "sister", several=True)
    assert told_by_role_alone(Mention(told, NodeType.ENTITY), "Sam", sister) is plainly


def test_a_role_held_by_one_is_joined_by_any_word_for_it() -> None:
    mother = role_of_tie("mother")
    assert mother is not None and told_by_role_alone(Mention("Sam's mum", NodeType.ENTITY), "Sam", mother)


@pytest.mark.parametrize(
    ("edge_type", "qualifier"),
    [
        ("PARTNER_IS", None),  # a partner told without the word: which role the unnamed one had is unsaid
        ("FAMILY_MEMBER", "cousin"),
        ("FAMILY_MEMBER", None),
        ("FRIEND_OF", None),  # a friend: one of several
        ("LIKES", "boss"),
    ],
)
def test_only_the_roles_own_fact_names_its_holder(edge_type: str, qualifier: str | None) -> None:
    assert role_of_named(edge_type, qualifier) is None


def test_a_partner_joins_only_the_one_told_of_by_the_same_word() -> None:
    """ "my wife Carol" joins "<speaker>'s wife", not a girlfriend told of before (perhaps someone else)."""
    wife = role_of_named("PARTNER_IS", "wife")
    assert wife is not None and unnamed_name("Sam", wife) == "Sam's wife"


def test_any_manager_fact_names_the_boss() -> None:
    role = role_of_named("HAS_MANAGER", None)
    assert role is not None and unnamed_name("Sam", role) == "Sam's boss"


@pytest.mark.parametrize(
    ("edge_type", "ties"),
    [("HAS_MANAGER", True), ("PARTNER_IS", True), ("FAMILY_MEMBER", False), ("FRIEND_OF", False), ("KNOWS", False)],
)
def test_only_a_tie_of_one_holder_at_a_time_releases_its_name_when_it_ends(edge_type: str, ties: bool) -> None:
    """A boss or a partner ended or replaced is "my boss" no more; a mother or a best friend has no end that says so."""
    assert ties_a_role(edge_type) is ties
