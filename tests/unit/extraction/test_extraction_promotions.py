"""A promotion to a role is that role, new (tier 2): not one hoped for, denied or almost had."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _roles(extractor: Extractor, text: str) -> set[tuple[str, str, bool, bool]]:
    relations = extractor.extract(text).relations
    return {(r.subject, r.object, r.negated, r.change) for r in relations if r.edge_type == "HAS_ROLE"}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I got promoted to manager.", (USER, "manager", False, True)),
        ("I've been promoted to senior engineer.", (USER, "senior engineer", False, True)),
        ("Nadia was promoted to charge nurse last spring.", ("Nadia", "charge nurse", False, True)),
        ("I got promoted to partner last year.", (USER, "partner", False, True)),  # a rank, not an occupation
        ("My dad got promoted to captain at the fire station.", ("my dad", "captain", False, True)),
    ],
)
def test_a_promotion_to_a_role_is_that_role_new(tier2: Extractor, text: str, role: tuple[str, str, bool, bool]) -> None:
    assert _roles(tier2, text) == {role}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("Marco got promoted to head chef at Olive Tree.", {("Marco", "Olive Tree", False, True)}),
        ("I got promoted to senior engineer at Google last week.", {(USER, "Google", False, True)}),
        ("I got promoted to manager at work.", set()),  # no workplace named
        ("My dad got promoted to captain at the fire station.", set()),
    ],
)
def test_a_promotion_at_a_named_workplace_is_work_there(
    tier2: Extractor, text: str, employer: set[tuple[str, str, bool, bool]]
) -> None:
    relations = tier2.extract(text).relations
    assert {(r.subject, r.object, r.negated, r.change) for r in relations if r.edge_type == "WORKS_AT"} == employer


@pytest.mark.parametrize(
    "text",
    [
        "I wasn't promoted to manager.",
        "I hope I get promoted to manager.",
        "I'll get promoted to manager soon.",
        "I almost got promoted to manager.",
        "If I get promoted to manager, I'll buy a boat.",
        "Did you get promoted to manager?",
        "I got promoted to the first team.",  # no role named
        "The band promoted their new single on the radio.",  # no one promoted
    ],
)
def test_no_role_from_a_promotion_not_had_or_naming_none(tier2: Extractor, text: str) -> None:
    assert _roles(tier2, text) == set()


def test_the_milestone_is_still_an_event(tier2: Extractor) -> None:
    found = {(r.edge_type, r.object) for r in tier2.extract("I just got promoted to senior engineer!").relations}
    assert found == {("DID", "get promoted"), ("HAS_ROLE", "senior engineer")}
