"""Issue 16, round 78 (tier 2): the simple present with a time to come tells what is scheduled ("My son starts
kindergarten in September", "we fly to Rome on Monday": PLANS, where they were DID); a habit told so stays a
deed or a visit ("I go there every Tuesday", "we usually visit my grandparents on Sunday"), and a past told in
the base form is no plan ("I quit on Monday"). And "It's my birthday tomorrow" dates the occasion as "My birthday
is tomorrow" does."""

from __future__ import annotations

import pytest

from kg.extraction import Extractor
from tests.unit.extraction.facts import facts


def _relations(extractor: Extractor, text: str) -> set[tuple[str, str, str | None]]:
    return {(r.edge_type, r.object, r.time_text) for r in extractor.extract(text).relations if r.object_kind == "Event"}


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("My son starts kindergarten in September.", ("PLANS", "start kindergarten", "in September")),
        ("We fly to Rome on Monday.", ("PLANS", "fly to Rome", "on Monday")),
        ("It's my birthday tomorrow.", ("PLANS", "birthday", "tomorrow")),
        ("It's my anniversary next week.", ("PLANS", "anniversary", "next week")),
    ],
)
def test_a_present_with_a_time_to_come_is_a_plan(tier2: Extractor, text: str, plan: tuple[str, str, str]) -> None:
    assert plan in _relations(tier2, text)


def test_an_occasion_told_with_it_in_the_past_was_had(tier2: Extractor) -> None:
    assert ("DID", "birthday", "yesterday") in _relations(tier2, "It was my birthday yesterday.")


@pytest.mark.parametrize(
    "text",
    ["It's a dance studio I go to every Tuesday.", "We usually visit my grandparents on Sunday."],
)
def test_a_habit_in_the_present_is_no_plan(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in facts(tier2.extract(text)) if fact[0] == "PLANS"}


def test_a_past_in_the_base_form_is_no_plan(tier2: Extractor) -> None:
    assert not {fact for fact in facts(tier2.extract("I quit smoking on Monday.")) if fact[0] == "PLANS"}
