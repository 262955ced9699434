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
