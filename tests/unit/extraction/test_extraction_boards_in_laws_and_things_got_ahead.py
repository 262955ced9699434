"""Issue 16, round 94, third part: a seat on a board, council or committee is MEMBER_OF (kg/extraction/status.py,
membership.py); "my in-laws" are family (one word: extractor._in_laws_as_one_word); a thing got under way with a
time ahead is a plan (events.py).

"I'm on the board of the local library", "I serve on the city council", "My in-laws live in Ohio" and "I'm getting
my tonsils out tomorrow" told nothing.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type, timed_events


@pytest.mark.parametrize(
    ("text", "member"),
    [
        ("I'm on the board of the local library.", (USER, "board of the local library", False, False)),
        ("I serve on the city council.", (USER, "city council", False, False)),
        ("I sit on the planning committee.", (USER, "planning committee", False, False)),
        ("I'm on the PTA.", (USER, "PTA", False, False)),
        ("I'm on the board of Habitat for Humanity.", (USER, "board of Habitat for Humanity", False, False)),
        ("My dad sits on the board of a hospital.", ("my dad", "board of a hospital", False, False)),
        ("I joined the board of the food bank last year.", (USER, "board of the food bank", False, True)),
    ],
)
def test_a_seat_on_a_governing_group(tier2: Extractor, text: str, member: tuple[str, str, bool, bool]) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == {member}


@pytest.mark.parametrize(
    "text",
    ["I'm on board with that plan.", "I'm on board.", "Is your dad still on the board?", "I'm sitting on the couch."],
)
def test_no_seat_on_a_board(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == set()


@pytest.mark.parametrize("extractor_tier", [1, 2])
def test_in_laws_are_family(tier1: Extractor, tier2: Extractor, extractor_tier: int) -> None:
    extractor = tier1 if extractor_tier == 1 else tier2
    assert ("FAMILY_MEMBER", USER, "in-laws") in facts(extractor.extract("My in-laws live in Ohio."))


def test_what_in_laws_do_is_theirs(tier2: Extractor) -> None:
    assert ("LIVES_IN", "my in-laws", "Ohio") in facts(tier2.extract("My in-laws live in Ohio."))


def test_an_in_law_by_role_keeps_its_role(tier2: Extractor) -> None:
    assert ("FAMILY_MEMBER", USER, "brothers-in-law") in facts(tier2.extract("My brothers-in-law are great guys."))
    assert ("FAMILY_MEMBER", USER, "mother-in-law") in facts(tier2.extract("My mother-in-law lives with us now."))


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("I'm getting my tonsils out tomorrow.", ("PLANS", USER, "get my tonsils out", "tomorrow")),
        ("I'm getting my wisdom teeth removed on Friday.", ("PLANS", USER, "get my wisdom teeth removed", "on Friday")),
        ("I'm getting braces next month.", ("PLANS", USER, "get braces", "next month")),
        ("I'm getting a new phone next week.", ("PLANS", USER, "get a new phone", "next week")),
    ],
)
def test_a_thing_got_with_a_time_ahead_is_a_plan(
    tier2: Extractor, text: str, plan: tuple[str, str, str, str | None]
) -> None:
    assert timed_events(tier2.extract(text)) == {plan}


@pytest.mark.parametrize(
    "text",
    [
        "I'm getting better every day.",
        "I'm getting tired of this.",
        "I'm getting some groceries.",  # under way now, no time ahead
    ],
)
def test_no_thing_got_ahead(tier2: Extractor, text: str) -> None:
    assert timed_events(tier2.extract(text)) == set()
