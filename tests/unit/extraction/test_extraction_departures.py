"""Issue 16, seventy-first round: a journey told by when it leaves or lands is a plan of its traveller
(kg/extraction/departures.py, tier 2). The small model reads "leaves" and "departs" there as plural nouns, so
before this nothing was read; only a day or a time to come makes it a plan."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _plans(extractor: Extractor, text: str) -> list[tuple[str, str, str | None]]:
    return [(r.subject, r.object, r.time_text) for r in extractor.extract(text).relations if r.edge_type == "PLANS"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My flight leaves on Friday.", (USER, "flight", "on Friday")),
        ("Our flight to Rome departs on Monday.", (USER, "flight to Rome", "on Monday")),
        ("My train to Leeds leaves tomorrow at 7.", (USER, "train to Leeds", "tomorrow")),
        ("My flight to New York takes off next Tuesday.", (USER, "flight to New York", "next Tuesday")),
        ("My flight back home lands on Sunday evening.", (USER, "flight back home", "on Sunday evening")),
        ("My mom's train gets in tomorrow.", ("my mom", "train", "tomorrow")),
        ("My sister's flight lands on May 3.", ("my sister", "flight", "on May 3")),
    ],
)
def test_a_journey_leaving_on_a_day_to_come_is_a_plan(
    tier2: Extractor, text: str, expected: tuple[str, str, str | None]
) -> None:
    assert _plans(tier2, text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "My flight leaves at 7.",  # no day: as "my interview is at noon"
        "My flight left on Friday.",  # gone already
        "Does your flight leave on Friday?",
        "The train leaves on Friday.",  # no one's
        "Her flight lands on Monday.",
        "My flight leaves last Friday.",
    ],
)
def test_no_plan_without_a_day_to_come_or_a_traveller_of_ones_own(tier2: Extractor, text: str) -> None:
    assert _plans(tier2, text) == []


def test_a_journey_gone_on_a_day_is_done_not_planned(tier2: Extractor) -> None:
    """The small model tags "left" a participle there; with no auxiliary it is the past, not a day to come."""
    done = [(r.edge_type, r.object, r.time_text) for r in tier2.extract("My flight left on Friday.").relations]
    assert done == [("DID", "flight", "on Friday")]
