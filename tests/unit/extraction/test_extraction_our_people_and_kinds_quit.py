"""Issue 16, round 78: "our" before one relative or one person known by role is the speaker's, in every wording
("Our granddaughter Mia just turned seven", "Our neighbor Raj is nice", "Our boss Karen"), as it already was where
the parse sets the name beside the role; "boss" ends in "s" but is one person. Before a plural it stays as often
everyone's ("our kids are our future"), unless the plural is named ("our daughters Mia and Ava"). And a habit
quit keeps the kind of thing it was ("red meat", "diet soda")."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import named_facts, of_type


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Our granddaughter Mia just turned seven.", ("FAMILY_MEMBER", USER, "Mia")),
        ("Our neighbor Raj is super nice.", ("KNOWS", USER, "Raj")),
        ("Our neighbor Raj helped me fix the fence.", ("KNOWS", USER, "Raj")),
        ("Our boss Karen is great.", ("HAS_MANAGER", USER, "Karen")),
    ],
)
def test_our_one_person_is_the_speakers(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert fact in named_facts(tier2.extract(text))


def test_our_one_person_is_the_speakers_without_the_parse(tier1: Extractor) -> None:
    assert ("HAS_MANAGER", USER, "Karen") in named_facts(tier1.extract("Our boss Karen is great."))


def test_our_many_stay_everyones(tier2: Extractor) -> None:
    assert not of_type(tier2.extract("Our kids are our future."), "FAMILY_MEMBER")


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I don't eat red meat anymore.", "quit eating red meat"),
        ("I stopped eating red meat.", "stop eating red meat"),
        ("I gave up diet soda.", "give up diet soda"),
        ("I don't eat meat anymore.", "quit eating meat"),
    ],
)
def test_a_habit_quit_keeps_its_kind(tier2: Extractor, text: str, deed: str) -> None:
    assert of_type(tier2.extract(text), "DID") == {(USER, deed, False, False)}


def test_a_habit_narrowed_by_more_than_its_kind_is_no_habit_quit(tier2: Extractor) -> None:
    assert not of_type(tier2.extract("I no longer drink the coffee here."), "DID")


@pytest.mark.parametrize(
    ("text", "names"),
    [("Our daughters Mia and Ava are twins.", {"Mia", "Ava"}), ("Our sons, Leo and Sam, play soccer.", {"Leo", "Sam"})],
)
def test_our_many_named_are_the_speakers(tier2: Extractor, text: str, names: set[str]) -> None:
    """Named, "our" children are no longer as often everyone's as the speaker's."""
    found = named_facts(tier2.extract(text))
    assert {("FAMILY_MEMBER", USER, name) for name in names} <= found
