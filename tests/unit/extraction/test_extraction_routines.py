"""Issue 16, eighty-first round: how often a habit recurs is its time ("three times a week", "twice a day",
"every other day", "daily"), kept as said so that Ingest stores it as `how_often`, not a date; and a routine told
with its frequency is done whatever its verb (kg/extraction/routines.py): "I call my mom every day" is DID "call
mom". A state or feeling, a pronoun only the chat names, a denial, a question and a medication read as one's
state give no routine."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type, timed_events


@pytest.mark.parametrize(
    ("text", "event"),
    [
        # a pastime or an outing with how often, which lost its frequency or was no fact before
        ("I run three times a week.", ("DID", USER, "running", "three times a week")),
        ("I go swimming twice a week.", ("DID", USER, "swimming", "twice a week")),
        ("I meditate daily.", ("DID", USER, "meditating", "daily")),
        ("I swim every Sunday.", ("DID", USER, "swimming", "every Sunday")),
        ("I go to the gym four days a week.", ("ATTENDED", USER, "gym", "four days a week")),
        ("I volunteer at the shelter once a month.", ("DID", USER, "volunteer at the shelter", "once a month")),
        ("I walk my dog twice a day.", ("DID", USER, "walk my dog", "twice a day")),
        # a habit's day is no plan for the next one
        ("We have pizza night every Friday.", ("DID", USER, "have pizza night", "every Friday")),
        # any verb, told as a routine by its frequency
        ("I call my mom every day.", ("DID", USER, "call mom", "every day")),
        ("I take vitamin D every morning.", ("DID", USER, "take vitamin D", "every morning")),
        ("I work out every other day.", ("DID", USER, "work out", "every other day")),
        ("I see my therapist every other Tuesday.", ("DID", USER, "see my therapist", "every other Tuesday")),
        ("I check my email every hour.", ("DID", USER, "check email", "every hour")),
        ("I water the plants twice a week.", ("DID", USER, "water plants", "twice a week")),
        ("Linda walks her dog twice a day.", ("DID", "Linda", "walk her dog", "twice a day")),
        ("We visit my grandma every Sunday.", ("DID", USER, "visit my grandma", "every Sunday")),
    ],
)
def test_a_routine_is_done_with_how_often(tier2: Extractor, text: str, event: tuple[str, str, str, str]) -> None:
    assert timed_events(tier2.extract(text)) == {event}


@pytest.mark.parametrize(
    "text",
    [
        "I feel tired every morning.",  # a state
        "I miss her every day.",  # a feeling
        "I call her every day.",  # whom, only the chat says
        "I get a headache every afternoon.",  # what happens to one
        "I don't call my mom every day.",
        "Do you call your mom every day?",
        "I call my mom.",  # no frequency: a routine is told by one
    ],
)
def test_no_routine_comes_of_a_state_a_pronoun_a_denial_or_no_frequency(tier2: Extractor, text: str) -> None:
    assert timed_events(tier2.extract(text)) == set()


def test_a_medication_taken_daily_stays_a_state_and_no_routine(tier2: Extractor) -> None:
    extraction = tier2.extract("I take iron supplements every morning.")
    assert of_type(extraction, "HAS_STATE") == {(USER, "iron supplements", False, False)}
    assert of_type(extraction, "DID") == set()
