"""Issue 16, round 92: a stretch spent doing something to a thing ("I spent the weekend cleaning the garage"), a
purpose ahead when the trip it is for is ahead ("This weekend we're driving to the mountains to go skiing"), a
thing gone out for that the small model reads as a doer ("we went out for sushi to celebrate"), and a talk or a
presentation had or on the calendar.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import timed_events


def _events(extractor: Extractor, text: str) -> set[tuple[str, str, str]]:
    return {event[:3] for event in timed_events(extractor.extract(text))}


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I spent the weekend cleaning the garage.", ("DID", USER, "clean the garage")),
        ("I spent hours fixing my bike.", ("DID", USER, "fix my bike")),
        ("I spent all day writing my thesis.", ("DID", USER, "write my thesis")),
        ("We'll spend Sunday painting the deck.", ("PLANS", USER, "paint the deck")),
    ],
)
def test_a_stretch_spent_doing_something_to_a_thing_is_a_deed(
    tier2: Extractor, text: str, event: tuple[str, str, str]
) -> None:
    assert event in _events(tier2, text)


@pytest.mark.parametrize(
    "text", ["I spent hours thinking about it.", "I spent the day missing you.", "I spent the whole day doing things."]
)
def test_a_stretch_spent_on_no_thing_named_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("This weekend we're driving up to the mountains to go skiing.", ("PLANS", USER, "skiing")),
        ("Next week I'm flying to Denver to go skiing.", ("PLANS", USER, "skiing")),
        ("I'm going to the lake tomorrow to go fishing.", ("PLANS", USER, "fishing")),
    ],
)
def test_a_purpose_of_a_trip_ahead_is_ahead_too(tier2: Extractor, text: str, event: tuple[str, str, str]) -> None:
    events = _events(tier2, text)
    assert event in events
    assert ("DID", *event[1:]) not in events


def test_a_thing_gone_out_for_does_nothing_the_goer_does(tier2: Extractor) -> None:
    events = _events(tier2, "We went out for sushi to celebrate my promotion.")
    assert ("DID", USER, "celebrate my promotion") in events
    assert not any(event[1].casefold() == "sushi" for event in events)


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I organised a fundraiser for the shelter to buy blankets.", ("DID", USER, "buy blankets")),
        ("I set up an online shop for shoppers to place orders.", ("DID", USER, "place orders")),
    ],
)
def test_a_purpose_someone_else_is_given_to_do_is_not_the_speakers(
    tier2: Extractor, text: str, event: tuple[str, str, str]
) -> None:
    assert event not in _events(tier2, text)


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I have a big presentation at work on Thursday.", ("PLANS", USER, "have a big presentation")),
        ("I have a lecture at 9 tomorrow.", ("PLANS", USER, "have a lecture")),
        ("I had a presentation at work yesterday.", ("DID", USER, "have a presentation")),
    ],
)
def test_a_talk_had_or_on_the_calendar_is_an_event(tier2: Extractor, text: str, event: tuple[str, str, str]) -> None:
    assert event in _events(tier2, text)


def test_a_talk_with_no_time_to_come_is_no_plan(tier2: Extractor) -> None:
    assert not _events(tier2, "I have a presentation.")
