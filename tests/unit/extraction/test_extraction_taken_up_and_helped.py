"""Ninth round: a pastime taken up, a happening at an occasion, helping with or talking about something, things
found, contacted or saved, and cherishing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I took up pottery two years ago.", {("DID", USER, "take up pottery")}),
        ("Last winter I took up the violin.", {("DID", USER, "take up the violin")}),
        ("Omar took up surfing in Lisbon.", {("DID", "Omar", "take up surfing")}),
    ],
)
def test_a_pastime_taken_up(tier2: Extractor, text: str, expected: set) -> None:
    assert named_facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "That took up the whole afternoon.",  # no person did it
        "I took up too much of your evening.",
        "I took up your offer.",
    ],
)
def test_taking_up_time_or_space_is_no_pastime(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I had a painful fall in the regional race.", ("ATTENDED", USER, "regional race")),
        ("We had a lucky win at the trivia tournament.", ("ATTENDED", USER, "trivia tournament")),
    ],
)
def test_something_had_at_an_occasion_attends_it(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I had a question about the parade.",  # about it, not at it
        "I have a booth at the craft fair.",  # now: a stall, maybe a plan
        "He had a win in the tournament.",  # someone else
    ],
)
def test_something_not_had_at_an_occasion_attends_nothing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "ATTENDED" for fact in facts(tier2.extract(text)))


def test_helping_with_a_thing_is_done(tier2: Extractor) -> None:
    assert facts(tier2.extract("I helped with the beach cleanup.")) == {("DID", USER, "help with the beach cleanup")}
    assert facts(tier2.extract("I helped with it.")) == set()
    assert facts(tier2.extract("Can I help with the dishes?")) == set()
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract("I helped with my nephew.")))


def test_talking_about_a_thing_is_done(tier2: Extractor) -> None:
    said = "I talked about my garden at the club meeting."
    assert ("DID", USER, "talk about my garden") in facts(tier2.extract(said))
    assert facts(tier2.extract("We talked about you!")) == set()
    assert facts(tier2.extract("I always talk about books.")) == set()  # a habit


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I found a quiet café by the river.", {("DID", USER, "find a quiet café")}),
        ("I emailed the school about the trip.", {("DID", USER, "email the school about the trip")}),
        ("We saved a stray cat from the storm.", {("DID", USER, "save a stray cat")}),
    ],
)
def test_a_thing_found_contacted_or_saved(tier2: Extractor, text: str, expected: set) -> None:
    assert facts(tier2.extract(text)) == expected


@pytest.mark.parametrize("text", ["I find it calming.", "I'll find a way.", "I lose my keys all the time."])
def test_finding_or_losing_is_told_only_in_the_past(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_cherishing_is_liking(tier2: Extractor) -> None:
    assert facts(tier2.extract("I cherish our family barbecues.")) == {("LIKES", USER, "family barbecues")}
    assert facts(tier2.extract("I cherish time with my family.")) == set()  # time is no thing liked


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I got promoted yesterday!", {("DID", USER, "get promoted")}),
        ("I was elected team captain.", {("DID", USER, "get elected")}),
        ("Nadia has been nominated for a poetry prize.", {("DID", "Nadia", "get nominated")}),
    ],
)
def test_a_milestone_told_in_the_passive_is_done(tier2: Extractor, text: str, expected: set) -> None:
    assert named_facts(tier2.extract(text)) == expected


@pytest.mark.parametrize("text", ["I hope I get promoted.", "Did you get elected?", "I got hired at a bakery."])
def test_a_passive_milestone_hoped_asked_or_hired_is_not_done(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_playing_with_someone_is_done_but_not_with_an_idea_or_beside_a_game(tier2: Extractor) -> None:
    assert facts(tier2.extract("We played with the puppies all morning.")) == {("DID", USER, "play with the puppies")}
    assert facts(tier2.extract("I'm playing with the idea.")) == set()
    assert ("DID", USER, "play with my niece") not in facts(tier2.extract("I played a game with my niece."))


@pytest.mark.parametrize(
    "text",
    [
        "I wish I had a vacation planned.",  # a wish: no outing had
        "I'll do my best to find a tutor.",  # a hope to find: nothing found yet
        "I treasure every memory.",  # a memory is no thing liked
    ],
)
def test_wishes_hopes_and_memories_give_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()
