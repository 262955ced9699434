"""Issue 16, eighty-first round: plans people tell an assistant that kg lost. A trip home for an occasion or a
stretch ("I'm flying home for Thanksgiving"), someone's visit to the speaker ("My parents are visiting next week"),
what tickets got are for ("I bought tickets to see Coldplay in July": the concert is the plan, not the buying),
studying abroad, and a gym, church or club the speaker names as theirs (MEMBER_OF)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type, timed_events


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I'm flying home for Thanksgiving.", ("PLANS", USER, "fly home", "for Thanksgiving")),  # a day then
        ("I'm going home for Christmas.", ("PLANS", USER, "go home", "for Christmas")),
        ("I'm heading home this weekend.", ("PLANS", USER, "head home", "this weekend")),
        ("I'm going home for the holidays.", ("PLANS", USER, "go home", "the holidays")),
        ("My son comes home from college next week.", ("PLANS", "my son", "come home", "next week")),
        ("I went home for the summer.", ("DID", USER, "go home", "the summer")),
        # someone else's visit to the speaker
        ("My parents are visiting next week.", ("PLANS", "my parents", "visit", "next week")),
        ("My sister is coming to visit next month.", ("PLANS", "my sister", "visit", "next month")),
        ("Tom is visiting us in May.", ("PLANS", "Tom", "visit", "in May")),
        ("My mom visited last weekend.", ("DID", "my mom", "visit", "last weekend")),
        # tickets: what they are for is the plan, with its time
        ("I bought tickets to see Coldplay in July.", ("PLANS", USER, "see Coldplay", "in July")),
        ("I got tickets to the Lakers game on Friday.", ("PLANS", USER, "Lakers game", "on Friday")),
        ("We got tickets for Hamilton next month.", ("PLANS", USER, "see Hamilton", "next month")),
        ("I booked tickets to Hawaii for March.", ("PLANS", USER, "go to Hawaii", "March")),
        ("I just scored tickets to Taylor Swift!", ("PLANS", USER, "see Taylor Swift", None)),
        ("We have tickets to the opera on Saturday.", ("PLANS", USER, "opera", "on Saturday")),
        ("I studied abroad in Madrid.", ("DID", USER, "study abroad", None)),
        ("I'm studying abroad next semester.", ("PLANS", USER, "study abroad", "next semester")),
    ],
)
def test_trips_home_visits_tickets_and_study_abroad(
    tier2: Extractor, text: str, event: tuple[str, str, str, str | None]
) -> None:
    assert event in timed_events(tier2.extract(text))
    assert not any(
        kind == "DID" and what.startswith("buy tickets") for kind, _, what, _ in timed_events(tier2.extract(text))
    )


@pytest.mark.parametrize(
    "text",
    [
        "I drove home last night.",  # a day's end, no trip
        "I went home early.",
        "I'm heading home now.",
        "We're visiting next week.",  # whom, not said
        "My sister is coming to the party.",
        "The plumber is coming on Monday.",
        "Winter is coming.",
        "I didn't get tickets to the concert.",
    ],
)
def test_no_trip_home_visit_or_ticketed_plan_where_none_is_told(tier2: Extractor, text: str) -> None:
    assert {
        e
        for e in timed_events(tier2.extract(text))
        if e[2] in {"go home", "drive home", "head home", "visit"} or e[0] == "PLANS"
    } == set()


def test_a_ticket_for_a_time_gone_is_no_plan(tier2: Extractor) -> None:
    assert {
        e for e in timed_events(tier2.extract("I bought tickets for last night's show.")) if e[0] == "PLANS"
    } == set()


def test_studying_abroad_keeps_where(tier2: Extractor) -> None:
    [studied] = [r for r in tier2.extract("I studied abroad in Madrid.").relations if r.edge_type == "DID"]
    assert studied.where == "in Madrid"


@pytest.mark.parametrize(
    ("text", "group", "kind"),
    [
        ("My gym is Planet Fitness.", "Planet Fitness", "gym"),
        ("Our church is St. Mark's.", "St. Mark's", "church"),
        ("My book club is the Page Turners.", "Page Turners", "book club"),
    ],
)
def test_a_group_the_speaker_names_as_theirs_is_belonged_to(tier2: Extractor, text: str, group: str, kind: str) -> None:
    members = [r for r in tier2.extract(text).relations if r.edge_type == "MEMBER_OF" and r.object == group]
    assert [(r.subject, r.qualifier) for r in members] == [(USER, kind)]


@pytest.mark.parametrize(
    "text", ["My gym was Equinox.", "Is your gym Planet Fitness?", "My gym isn't Planet Fitness.", "My gym is huge."]
)
def test_no_group_belonged_to_when_had_no_longer_asked_denied_or_unnamed(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == set()


@pytest.mark.parametrize(
    ("text", "visit"),
    [
        ("I spent the weekend at my parents' place.", "visit my parents"),
        ("We spent Christmas at my sister's house.", "visit my sister"),
        ("I spent Thanksgiving at Tom's house.", "visit Tom"),
    ],
)
def test_a_stretch_spent_at_someones_home_is_a_visit_to_them(tier2: Extractor, text: str, visit: str) -> None:
    assert {(kind, what) for kind, _, what, _ in timed_events(tier2.extract(text))} == {("DID", visit)}


@pytest.mark.parametrize(
    "text",
    [
        "I spent the weekend at my place.",
        "I spent two years at my aunt's house.",
        "I spent a month at my uncle's place.",
    ],
)
def test_no_visit_at_ones_own_home_or_for_months_or_years(tier2: Extractor, text: str) -> None:
    assert {what for _, _, what, _ in timed_events(tier2.extract(text)) if what.startswith("visit")} == set()


def test_an_hour_and_the_day_after_it_are_one_time(tier2: Extractor) -> None:
    """ "at 6am on Friday": the day is when; the hour alone (all the NER joins) names none."""
    events = timed_events(tier2.extract("My flight to Boston is at 6am on Friday."))
    assert ("PLANS", USER, "flight to Boston", "6am on Friday") in events
