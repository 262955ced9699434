"""A thing named before a relative clause that leaves its preposition at the end, an outing of one's own
remembered, and "me and my X" as a subject."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The comic anthology I'm working on is nearly done.", {("WORKS_ON", USER, "comic anthology")}),
        ("Here's the wooden canoe I've been working on all summer.", {("WORKS_ON", USER, "wooden canoe")}),
        ("That's the thing I'm working on.", set()),  # names nothing
        ("The novel she is working on sounds great.", set()),
    ],
)
def test_a_thing_before_a_clause_with_a_stranded_on_is_worked_on(tier2: Extractor, text: str, expected: set) -> None:
    assert {fact for fact in facts(tier2.extract(text)) if fact[0] == "WORKS_ON"} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'll always remember our ski trip.", {("DID", USER, "ski trip")}),
        ("I'll never forget our first concert.", {("ATTENDED", USER, "first concert")}),
        ("I still remember my first road trip.", {("DID", USER, "first road trip")}),
    ],
)
def test_an_outing_of_ones_own_remembered_was_had(tier2: Extractor, text: str, expected: set) -> None:
    extraction = tier2.extract(text)
    assert facts(extraction) == expected
    assert not any(r.negated for r in extraction.relations)


@pytest.mark.parametrize(
    "text",
    [
        "I'll never forget that vacation.",  # only pointed at
        "I remember your trip to Spain.",
        "I don't remember our trip.",
        "I forgot our anniversary dinner.",
        "Do you remember our hiking trip?",
    ],
)
def test_an_outing_not_ones_own_or_forgotten_is_not_had(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_me_and_someone_as_a_subject_is_the_speaker(tier2: Extractor) -> None:
    # the roommate too, told by role (a close one since round 71)
    built = named_facts(tier2.extract("Me and my roommate built a bookshelf."))
    assert built == {("DID", USER, "build a bookshelf"), ("DID", "my roommate", "build a bookshelf")}
    assert ("DID", USER, "skating") in facts(tier2.extract("Me and my friends went skating yesterday."))
    assert facts(tier2.extract("We need a floor for me and my students to dance on.")) == set()
