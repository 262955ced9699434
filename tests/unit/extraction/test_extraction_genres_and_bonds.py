"""Issue 16, sixteenth round (tier 2): a story genre said alone before "and" and a kind of films or books is a kind
of them too (the small model makes the genre the object and the films its conjunct, so "action" alone was liked).
What "matters to me", named without an article or owner, is an interest, as what "means a lot to me" is. And a
connection the speaker feels to a field or a pursuit is an interest in it."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


def test_a_genre_before_a_kind_of_films_is_a_kind_of_films(tier2: Extractor) -> None:
    assert facts(tier2.extract("I really love comedy and sci-fi films.")) == {
        ("LIKES", USER, "comedy films"),
        ("LIKES", USER, "sci-fi films"),
    }
    assert facts(tier2.extract("I enjoy fantasy and historical books.")) == {
        ("LIKES", USER, "fantasy books"),
        ("LIKES", USER, "historical books"),
    }


@pytest.mark.parametrize(
    ("said", "liked"),
    [
        ("I love jazz and classical music.", {"jazz", "classical music"}),  # music genres are liked as such
        ("I like action and adventure.", {"action", "adventure"}),  # no form after them
        ("I like pizza and Italian food.", {"pizza", "Italian food"}),  # not a genre
        ("I love comedies and horror films.", {"comedies", "horror films"}),  # a plural is the things themselves
    ],
)
def test_other_lists_are_read_as_before(tier2: Extractor, said: str, liked: set[str]) -> None:
    assert facts(tier2.extract(said)) == {("LIKES", USER, thing) for thing in liked}


def test_what_matters_to_the_speaker_is_an_interest(tier2: Extractor) -> None:
    assert facts(tier2.extract("Community service matters to me.")) == {("HAS_INTEREST", USER, "community service")}
    assert facts(tier2.extract("Gardening matters a lot to me.")) == {("HAS_INTEREST", USER, "gardening")}


@pytest.mark.parametrize(
    "said",
    ["My family matters to me.", "It matters to me.", "Does cooking matter to you?", "The garden matters to me."],
)
def test_ones_own_people_a_pointed_thing_it_and_a_question_are_no_interest(tier2: Extractor, said: str) -> None:
    assert facts(tier2.extract(said)) == set()


def test_a_connection_felt_to_a_pursuit_is_an_interest(tier2: Extractor) -> None:
    assert facts(tier2.extract("I've always felt a strong connection to pottery.")) == {
        ("HAS_INTEREST", USER, "pottery")
    }
    assert facts(tier2.extract("I feel a deep connection to nature and music.")) == {
        ("HAS_INTEREST", USER, "nature"),
        ("HAS_INTEREST", USER, "music"),
    }
    assert facts(tier2.extract("I have a real connection with painting.")) == {("HAS_INTEREST", USER, "painting")}


@pytest.mark.parametrize(
    "said",
    ["I don't feel a connection to golf.", "I have no connection to golf.", "I feel no real connection to golf."],
)
def test_a_connection_denied_is_an_interest_denied(tier2: Extractor, said: str) -> None:
    (fact,) = tier2.extract(said).relations
    assert (fact.edge_type, fact.object, fact.negated) == ("HAS_INTEREST", "golf", True)


@pytest.mark.parametrize(
    "said",
    [
        "I felt a connection to him right away.",  # a person, and once
        "I feel a connection to Maria.",  # a person
        "Do you feel a connection to art?",  # asked
        "I feel a connection to the place.",  # a place pointed at
    ],
)
def test_a_connection_to_a_person_or_a_place_once_felt_or_asked_is_none(tier2: Extractor, said: str) -> None:
    assert facts(tier2.extract(said)) == set()


def test_without_tags_a_genre_before_a_kind_of_books_is_read_the_same_way(tier1: Extractor) -> None:
    assert facts(tier1.extract("I enjoy fantasy and historical books.")) == {
        ("LIKES", USER, "fantasy books"),
        ("LIKES", USER, "historical books"),
    }
    assert facts(tier1.extract("I like pizza and Italian food.")) == {
        ("LIKES", USER, "pizza"),
        ("LIKES", USER, "Italian food"),
    }
