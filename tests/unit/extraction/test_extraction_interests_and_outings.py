"""Ninth round: a thing interesting to the speaker, an outing had, something done at an occasion, and a photo
taken at a named place."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts, only


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Deep-sea ecology is really interesting to me.", {("HAS_INTEREST", USER, "Deep-sea ecology")}),
        ("Birdwatching fascinates me.", {("HAS_INTEREST", USER, "birdwatching")}),
        ("Old maps interest me a lot.", {("HAS_INTEREST", USER, "Old maps")}),
        (
            "Fixing bikes and repairing radios is so interesting to me.",
            {("HAS_INTEREST", USER, "fixing bikes"), ("HAS_INTEREST", USER, "repairing radios")},
        ),
    ],
)
def test_a_thing_interesting_to_the_speaker_is_an_interest(tier2: Extractor, text: str, expected: set) -> None:
    assert {(kind, who, what.lower()) for kind, who, what in facts(tier2.extract(text))} == {
        (kind, who, what.lower()) for kind, who, what in expected
    }


def test_an_interest_denied_is_negated(tier2: Extractor) -> None:
    interest = only(tier2.extract("Golf doesn't interest me."), "HAS_INTEREST")
    assert (interest.object.lower(), interest.negated) == ("golf", True)


@pytest.mark.parametrize(
    "text",
    [
        "It fascinates me how ants build bridges.",  # a pronoun
        "That is really interesting to me.",
        "Your idea is interesting to me.",  # someone else's
        "This stuff fascinates me.",  # shown
        "Cars fascinate my nephew.",  # someone else is interested
        "Does history interest you?",
    ],
)
def test_no_interest_without_the_speaker_and_a_named_thing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "HAS_INTEREST" for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We had a fantastic weekend getaway in Vermont.", ("DID", USER, "weekend getaway in Vermont")),
        ("I had a quiet walk along the canal yesterday.", ("DID", USER, "quiet walk along the canal")),
        ("I have a trip to Lisbon next week.", ("PLANS", USER, "have a trip to Lisbon")),
    ],
)
def test_an_outing_had_is_done(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


def test_an_outing_asked_about_or_someone_elses_is_not_done(tier2: Extractor) -> None:
    assert facts(tier2.extract("Did you have a good trip?")) == set()
    assert facts(tier2.extract("They had a trip to Oslo.")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I met an old classmate at the science fair.", ("ATTENDED", USER, "science fair")),
        ("We bought two paintings at the charity gala.", ("ATTENDED", USER, "charity gala")),
    ],
)
def test_something_done_at_an_occasion_attends_it(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


def test_something_done_at_an_occasion_as_a_habit_or_denied_attends_nothing(tier2: Extractor) -> None:
    assert not any(fact[0] == "ATTENDED" for fact in facts(tier2.extract("I always buy honey at the street fair.")))
    assert not any(fact[0] == "ATTENDED" for fact in facts(tier2.extract("I didn't buy anything at the auction.")))


def test_a_photo_taken_at_a_named_place_attends_it(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I took this photo at Yellowstone.")) == {("ATTENDED", USER, "Yellowstone")}
    assert facts(tier2.extract("I took this photo at my kitchen table.")) == set()
    assert facts(tier2.extract("He took this photo at Yellowstone.")) == set()


def test_an_outing_had_with_no_kind_or_place_says_nothing(tier2: Extractor) -> None:
    assert facts(tier2.extract("I have had quite an adventure this month!")) == set()
    assert facts(tier2.extract("We had a vacation.")) == set()
