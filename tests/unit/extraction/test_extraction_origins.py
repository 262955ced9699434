"""Where someone comes from: COMES_FROM a named place, read from the parse only."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts, only


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm from Brazil.", ("COMES_FROM", USER, "Brazil")),
        ("I'm originally from Norway.", ("COMES_FROM", USER, "Norway")),
        ("We're from New Zealand.", ("COMES_FROM", USER, "New Zealand")),
        ("I come from a small town in Ohio.", ("COMES_FROM", USER, "Ohio")),
        ("I was born in Chicago.", ("COMES_FROM", USER, "Chicago")),
        ("I was born and raised in Texas.", ("COMES_FROM", USER, "Texas")),
        ("My hometown is Austin.", ("COMES_FROM", USER, "Austin")),
        ("Chile is my home country.", ("COMES_FROM", USER, "Chile")),
        ("Alice is from Melbourne.", ("COMES_FROM", "Alice", "Melbourne")),
        ("Rosa's hometown is Denver.", ("COMES_FROM", "Rosa", "Denver")),
        ("My dad is from Ireland.", ("COMES_FROM", "my dad", "Ireland")),
    ],
)
def test_a_named_place_one_is_from_or_born_in(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert named_facts(tier2.extract(text)) == {fact}


def test_a_home_country_named_beside_it(tier2: Extractor) -> None:
    text = "My aunt still lives in my home country, Peru."
    assert ("COMES_FROM", USER, "Peru") in facts(tier2.extract(text))


def test_a_denial_is_negated(tier2: Extractor) -> None:
    relation = only(tier2.extract("I'm not from Texas."), "COMES_FROM")
    assert (relation.object, relation.negated, relation.change) == ("Texas", True, False)


@pytest.mark.parametrize(
    "text",
    [
        "I'm back from Rome.",  # a trip
        "I just got back from Paris.",
        "I came from Boston by train.",  # a journey, most likely
        "I got a postcard from Rome.",
        "The package is from Amazon.",  # no one's origin, no place
        "I'm from the marketing team.",
        "I come from a family of teachers.",
        "I was born in 1990.",  # a time, not a place
        "Where are you from?",
        "Is Alice from Melbourne?",
    ],
)
def test_no_origin_without_a_place_one_is_from(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "COMES_FROM" for fact in facts(tier2.extract(text))), text


def test_tier_1_reads_no_origin(tier1: Extractor) -> None:
    assert tier1.extract("I'm from Brazil.").relations == ()
