"""Issue 16, seventy-first round: a death told of someone the speaker knows is their event, DID "pass away", with
its time (kg/extraction/deaths.py); before, "My grandfather passed away last month" gave the relative only."""

from __future__ import annotations

import pytest

from kg.extraction import Extractor


def _deaths(extractor: Extractor, text: str) -> list[tuple[str, str | None]]:
    return [
        (r.subject, r.time_text)
        for r in extractor.extract(text).relations
        if r.edge_type == "DID" and r.object == "pass away"
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My grandfather passed away last month.", ("my grandpa", "last month")),
        ("My uncle Joe died in 2019.", ("Joe", "in 2019")),
        ("My grandpa died of cancer two years ago.", ("my grandpa", "two years ago")),
        ("My aunt has passed away.", ("my aunt", None)),
    ],
)
def test_a_death_of_someone_known_is_their_event(tier2: Extractor, text: str, expected: tuple[str, str | None]) -> None:
    assert _deaths(tier2, text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "I almost died laughing.",  # the speaker
        "I nearly died of embarrassment.",
        "My phone died.",  # no one
        "My laptop died last night.",
        "Our old cat Whiskers died last spring.",  # a pet: its OWNS ends instead
        "My grandma would die if she saw this.",  # a condition
        "My mom didn't die.",
        "Did your dad pass away?",
        "My dad is dying.",  # not yet
    ],
)
def test_no_death_of_the_speaker_a_thing_a_condition_or_to_come(tier2: Extractor, text: str) -> None:
    assert _deaths(tier2, text) == []


def test_a_relative_who_died_stays_a_relative(tier2: Extractor) -> None:
    kin = [
        r for r in tier2.extract("My grandfather passed away last month.").relations if r.edge_type == "FAMILY_MEMBER"
    ]
    assert [(r.object, r.negated) for r in kin] == [("grandpa", False)]
