"""Issue 16, round 96: what chat says in passing about what one likes and has.

A favourite named after a greeting and its name ("Hey Sam, my favorite snack is this lemon bar") or of a hyphenated
kind ("my favorite dairy-free treat"), things had for someone told with a plural possessive ("lots of kids' books"),
a look taken at something liked ("I like to take a look at the stars"), and a hobby whose kind the small model split
("my fantasy reading hobby", "my woodworking hobby"): each gave nothing, or the kind of favourite in place of it.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Hey Sam, my favorite non-dairy treat is this amazing chocolate tart.", "chocolate tart"),
        ("Hey Sam, my favorite gluten-free snack is this lemon bar.", "lemon bar"),
        ("My favorite dairy-free treat is a chocolate tart.", "chocolate tart"),
        ("My favorite sci-fi show is The Expanse.", "The Expanse"),
        ("My favorite book is this old copy of Dune.", "old copy of Dune"),
    ],
)
def test_a_favourite_after_a_greeting_or_of_a_hyphenated_kind_is_the_thing_named(
    tier2: Extractor, text: str, liked: str
) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize(
    "text", ["My favorite snack is this.", "My favorite is this one.", "My favorite snack is this one."]
)
def test_a_favourite_that_only_points_at_what_was_shown_names_nothing(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == set()


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("I've got lots of kids' books.", "kids' books"),
        ("I have lots of children's books.", "children's books"),
        ("I have lots of kids' books- classics, picture books, all of that.", "kids' books"),
    ],
)
def test_things_had_for_someone_keep_whom_they_are_for(tier2: Extractor, text: str, owned: str) -> None:
    assert of_type(tier2.extract(text), "OWNS") == {(USER, owned, False, False)}


def test_what_a_plural_owns_is_not_the_plural_had(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I have a few dogs' beds in the garage."), "OWNS") == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I like to take a look at the stars.", "looking at the stars"),
        ("I like to just take a look at the stars- it reminds me how small we are.", "looking at the stars"),
        ("I enjoy taking a look at old photos.", "looking at old photos"),
        ("I like to have a look at the sunset.", "looking at the sunset"),
    ],
)
def test_a_look_taken_at_something_is_liked_as_looking_at_it(tier2: Extractor, text: str, liked: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize("text", ["I took a look at the report.", "I'm going to take a look at your code."])
def test_a_look_taken_once_is_no_liking(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == set()


@pytest.mark.parametrize(
    ("text", "interest"),
    [
        ("I'm trying to find a way to juggle studying with my fantasy reading hobby.", "fantasy reading"),
        ("My woodworking hobby is going well.", "woodworking"),
        ("My knitting hobby keeps me sane.", "knitting"),
    ],
)
def test_a_hobby_told_with_its_kind_is_an_interest(tier2: Extractor, text: str, interest: str) -> None:
    assert of_type(tier2.extract(text), "HAS_INTEREST") == {(USER, interest, False, False)}


def test_a_hobby_told_only_by_how_it_is_names_no_interest(tier2: Extractor) -> None:
    assert of_type(tier2.extract("My weird hobby is fun."), "HAS_INTEREST") == set()
