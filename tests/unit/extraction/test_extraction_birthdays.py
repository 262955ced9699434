"""Issue 16, seventy-first round: an age one turns is a birthday: a plan while still to come ("I turn 40 in
March": PLANS "turn 40"), a deed once had (kg/extraction/birthdays.py). Before, nothing was read."""

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
        "I'm turning 40.",  # no day said
        "Are you turning 30 this year?",
        "I won't turn 40 until 2030.",
    ],
)
def test_no_birthday_without_an_age_a_day_or_a_statement(tier2: Extractor, text: str) -> None:
    assert _turned(tier2, text) == []
