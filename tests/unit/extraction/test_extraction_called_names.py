"""A place, employer or project given its name after its kind: "a startup called Brightline" is Brightline."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I work for a startup called Brightline.", ("WORKS_AT", USER, "Brightline")),
        ("I work at a startup called Lumina.", ("WORKS_AT", USER, "Lumina")),
        ("Alice works for an agency named Brightwave.", ("WORKS_AT", "Alice", "Brightwave")),
        ("I live in a small town called Hallstatt.", ("LIVES_IN", USER, "Hallstatt")),
        ("I'm working on a project called Apollo.", ("WORKS_ON", USER, "Apollo")),
    ],
)
def test_the_name_given_after_its_kind_is_the_object(tier2: Extractor, text: str, fact: tuple) -> None:
    assert facts(tier2.extract(text)) == {fact}


def test_a_group_called_by_a_name_is_no_employer(tier2: Extractor) -> None:
    assert ("WORKS_AT", USER, "Page Turners") not in facts(tier2.extract("I joined a book club called Page Turners."))


def test_a_pet_is_owned_as_its_kind_and_by_its_name(tier2: Extractor) -> None:
    # the name with its kind as qualifier: test_extraction_pet_names
    assert facts(tier2.extract("We have a dog named Max.")) == {("OWNS", USER, "dog"), ("OWNS", USER, "Max")}


def test_no_name_is_given_by_a_word(tier2: Extractor) -> None:
    assert facts(tier2.extract("I work at a place called home.")) == set()


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I met a retired pilot named Desmond.", "meet Desmond"),
        ("I talked to a nurse named Lisa.", "talk to Lisa"),
        ("Yesterday I met a firefighter named Carlos.", "meet Carlos"),
    ],
)
def test_a_person_told_by_kind_and_name_is_met_by_name(tier2: Extractor, text: str, done: str) -> None:
    """Round 73: the event is with the person named, who can be asked about, as "a town called Hallstatt" is
    visited by its name; an animal named so stays its kind ("adopt a cat")."""
    assert ("DID", USER, done) in facts(tier2.extract(text))


def test_an_animal_told_by_kind_and_name_stays_its_kind_in_the_event(tier2: Extractor) -> None:
    assert ("DID", USER, "adopt a cat") in facts(tier2.extract("We adopted a cat named Pickle."))


@pytest.mark.parametrize(
    ("text", "done"),
    [("I met a pilot named Desmond.", "meet Desmond"), ("I met a guy named Steve at the gym.", "meet Steve")],
)
def test_tier_one_meets_the_person_by_name_too(tier1: Extractor, text: str, done: str) -> None:
    assert [f for f in facts(tier1.extract(text)) if f[0] == "DID"] == [("DID", USER, done)]
