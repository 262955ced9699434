"""Issue 16, sixth round (tier 2): wrong or ugly facts of round five fixed. A title typed with a colon is one
word; a "with" phrase after a list's last item is that item's; a compound the parser split with an adverb is left
out, not stored as its last word; two gerunds with objects in one list are two likings; "own" is no part of a
thing; the people a meal was cooked for are no part of the meal; a gerund with its object may help one unwind;
"most" and "all kinds of" are no part of the thing; in "my daughter Sara's party" the party is the occasion and
Sara the relative."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.assemble import without_own_or_kinds
from tests.unit.extraction.facts import facts


def test_a_title_typed_with_a_colon_is_one_thing(tier2: Extractor) -> None:
    assert facts(tier2.extract("I play CS:GO most evenings.")) == {("DID", USER, "CS:GO")}


def test_a_with_phrase_after_the_last_item_is_that_items(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm allergic to most cats and dogs with long hair.")) == {
        ("IS_ALLERGIC_TO", USER, "cats"),
        ("IS_ALLERGIC_TO", USER, "dogs with long hair"),
    }


def test_a_compound_split_by_an_adverb_is_left_out(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love painting portraits and still life.")) == {("LIKES", USER, "painting portraits")}
    assert facts(tier2.extract("I like hiking and also swimming.")) == {
        ("LIKES", USER, "hiking"),
        ("LIKES", USER, "swimming"),
    }


def test_two_gerunds_with_objects_are_two_likings(tier2: Extractor) -> None:
    assert facts(tier2.extract("I enjoy playing chess and reading comics.")) == {
        ("LIKES", USER, "playing chess"),
        ("LIKES", USER, "reading comics"),
    }


@pytest.mark.parametrize(
    ("phrase", "plain"),
    [
        ("own bakery", "bakery"),
        ("Own", "Own"),
        ("open my own studio", "open my own studio"),
        ("all kinds of cheese", "cheese"),
        ("many different types of puzzles", "puzzles"),
        ("kind of", "kind of"),
    ],
)
def test_own_and_how_many_kinds_are_no_part_of_a_thing(phrase: str, plain: str) -> None:
    assert without_own_or_kinds(phrase) == plain


def test_own_is_left_out_of_a_liking(tier2: Extractor) -> None:
    assert ("LIKES", USER, "bakery") in facts(tier2.extract("I love my own bakery."))


def test_whom_a_meal_was_cooked_for_is_no_part_of_it(tier2: Extractor) -> None:
    assert facts(tier2.extract("I cooked my family dinner last night.")) == {("DID", USER, "cook dinner")}
    assert facts(tier2.extract("I planned my family reunion.")) != {("PLANS", USER, "reunion")}


def test_a_gerund_with_its_object_helps_one_unwind(tier2: Extractor) -> None:
    assert facts(tier2.extract("Swimming laps helps me unwind after work.")) == {("LIKES", USER, "swimming laps")}
    assert facts(tier2.extract("Running shoes help me relax.")) == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [("I love all kinds of music.", "music"), ("I like most sports.", "sports")],
)
def test_how_many_kinds_is_no_part_of_the_thing(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("We went to my daughter Sara's birthday party.", ("ATTENDED", USER, "Sara's birthday party")),
        ("We went to my niece Ava's dance recital.", ("ATTENDED", USER, "Ava's dance recital")),
    ],
)
def test_a_named_relatives_occasion_is_the_occasion_not_the_relative(
    tier2: Extractor, text: str, event: tuple[str, str, str]
) -> None:
    found = facts(tier2.extract(text))
    assert event in found
    assert ("FAMILY_MEMBER", USER, text.split()[5].removesuffix("'s")) in found


def test_a_quoted_title_before_its_noun_is_part_of_the_thing(tier2: Extractor) -> None:
    text = 'I took your tip and watched "The Godfather" Trilogy last weekend!'
    assert ("DID", USER, "watch The Godfather Trilogy") in facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I love The Witcher.", "The Witcher"),
        ("The Witcher is one of my favorite shows.", "The Witcher"),  # capitalised for the title, not the sentence
        ("My favorite show is The Office.", "The Office"),
        ("I love the Beatles.", "Beatles"),  # a lower-case article stays out, as before
        ("The lemon tart is my top pick here.", "lemon tart"),  # no name after it: the sentence's capital
    ],
)
def test_a_capitalised_the_before_a_name_is_part_of_the_title(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


def test_a_capitalised_the_before_a_name_is_kept_without_a_parse(tier1: Extractor) -> None:
    assert ("LIKES", USER, "The Office") in facts(tier1.extract("My favorite show is The Office."))


def test_a_name_that_opens_a_clause_of_its_own_ends_a_list(tier2: Extractor) -> None:
    # Kofi is the one who took it over, not a second project given up
    relation = tier2.extract("I'm no longer working on Atlas, Kofi took it over.").relations
    assert {(r.edge_type, r.object, r.negated, r.change) for r in relation} == {("WORKS_ON", "Atlas", True, True)}
