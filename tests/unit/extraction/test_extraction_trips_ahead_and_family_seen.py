"""Issue 16, round 93: trips and visits told in ways the event rules missed (kg/extraction/events.py).

A time later today told with the present is ahead ("I have a dentist appointment this afternoon"); a named place left
for is gone to, planned when ahead ("we leave for Hawaii on Friday"); a named place one will be in is planned ("I'll
be in Boston next week"), and a few days in one was a visit where years there were a home; one's own family seen at
a time told is a visit ("I'm seeing my parents this weekend"), as "visiting my grandparents" was.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, timed_events


@pytest.mark.parametrize(
    ("text", "event"),
    [
        (
            "I have a dentist appointment this afternoon.",
            ("PLANS", USER, "have a dentist appointment", "this afternoon"),
        ),
        ("We're seeing a movie this evening.", ("PLANS", USER, "see a movie", "this evening")),
        ("We leave for Hawaii on Friday.", ("PLANS", USER, "Hawaii", "on Friday")),
        ("We're leaving for Hawaii in two weeks.", ("PLANS", USER, "Hawaii", "in two weeks")),
        ("I left for Denver yesterday.", ("ATTENDED", USER, "Denver", "yesterday")),
        ("I'll be in Boston next week.", ("PLANS", USER, "Boston", "next week")),
        ("I'll be in Chicago for a conference next week.", ("PLANS", USER, "Chicago", "next week")),
        ("I'm seeing my parents this weekend.", ("PLANS", USER, "see my parents", "this weekend")),
        ("I'm going to see my parents this weekend.", ("PLANS", USER, "see my parents", "this weekend")),
        ("I saw my grandma last Sunday.", ("DID", USER, "see my grandma", "last Sunday")),
    ],
)
def test_a_trip_or_visit_is_told_with_its_time(tier2: Extractor, text: str, event: tuple[str, str, str, str]) -> None:
    assert event in timed_events(tier2.extract(text))


def test_a_few_days_in_a_place_were_a_visit_and_years_a_home(tier2: Extractor) -> None:
    assert ("ATTENDED", USER, "Boston") in facts(tier2.extract("I was in Boston for a few days last week."))
    assert not any(fact[0] == "ATTENDED" for fact in facts(tier2.extract("I was in Denver for six years.")))


@pytest.mark.parametrize(
    "text",
    [
        "I have a meeting this morning.",  # this morning may be gone already
        "I'm leaving for work now.",  # no named place
        "I saw my dad cry last night.",  # seen doing something, no visit
        "I see my mom's point.",
        "Will you be in Boston next week?",
    ],
)
def test_no_trip_or_visit_where_none_is_told(tier2: Extractor, text: str) -> None:
    told = facts(tier2.extract(text))
    assert not any(fact[0] in {"PLANS", "ATTENDED", "DID"} for fact in told), told
