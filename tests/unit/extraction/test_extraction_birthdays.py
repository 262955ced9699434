"""Issue 16, seventy-first round: an age one turns is a birthday: a plan while still to come ("I turn 40 in
March": PLANS "turn 40", and in the progressive whenever: "I'm turning 40 this year", round 72), a deed once had
(kg/extraction/birthdays.py). Before, nothing was read."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _turned(extractor: Extractor, text: str) -> list[tuple[str, str, str, str | None]]:
    return [
        (r.edge_type, r.subject, r.object, r.time_text)
        for r in extractor.extract(text).relations
        if r.object.startswith("turn ")
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I turn 40 in March.", ("PLANS", USER, "turn 40", "in March")),
        ("My daughter is turning five next week.", ("PLANS", "my daughter", "turn five", "next week")),
        ("Tom turns 50 on Friday.", ("PLANS", "Tom", "turn 50", "on Friday")),
        ("I turned 30 last week.", ("DID", USER, "turn 30", "last week")),
        # Round 72: an age one is turning lies ahead, whenever it is said to come.
        ("I'm turning 40 this year.", ("PLANS", USER, "turn 40", "this year")),
        ("I'm turning 40.", ("PLANS", USER, "turn 40", None)),
        ("My son is turning 8.", ("PLANS", "my son", "turn 8", None)),
    ],
)
def test_an_age_turned_is_a_birthday_planned_or_had(
    tier2: Extractor, text: str, expected: tuple[str, str, str, str | None]
) -> None:
    assert _turned(tier2, text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "The weather turned cold.",
        "I turned 30 pages.",  # a count of things
        "I turn 40.",  # no day said: anyone's, whenever
        "I was turning 30 last year when we met.",  # told of the past, not had
        "Are you turning 30 this year?",
        "I won't turn 40 until 2030.",
    ],
)
def test_no_birthday_without_an_age_a_day_or_a_statement(tier2: Extractor, text: str) -> None:
    assert _turned(tier2, text) == []
