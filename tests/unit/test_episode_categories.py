"""Kinds of common things as index terms: what a question asks for ("what sports") meets the turns naming one."""

from datetime import UTC, datetime

import pytest

from kg.episodes.categories import asked_category_terms, named_category_terms
from kg.recall.question import understand


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("I ran my first 10k last weekend!", {"@sport"}),
        ("Been doing a lot of bouldering lately.", {"@sport"}),
        ("I finally bought a secondhand cello.", {"@instrument"}),
        ("Our puppy chewed my favourite shoe.", {"@pet"}),
        ("The kids took the dog to tennis practice.", {"@pet", "@sport"}),
    ],
)
def test_an_episode_gains_a_term_per_kind_of_thing_it_names(text: str, terms: set[str]) -> None:
    assert named_category_terms(text) == terms


@pytest.mark.parametrize("text", ["I need to run a few errands.", "The court date moved.", "Dinner was great."])
def test_words_that_name_other_things_too_give_no_term(text: str) -> None:
    assert named_category_terms(text) == set()


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("What sports do I do?", ("@sport",)),
        ("Which musical instruments can Priya play?", ("@instrument",)),
        ("What kind of pet does Omar have?", ("@pet",)),
        ("What animals live on the farm?", ("@pet",)),
    ],
)
def test_a_question_asking_for_a_kind_asks_for_its_term(question: str, asked: tuple[str, ...]) -> None:
    assert asked_category_terms(question) == asked


@pytest.mark.parametrize("question", ["Where is the sports bar?", "Did Omar's pet get better?", "Who won?"])
def test_a_kind_noun_not_asked_for_asks_for_nothing(question: str) -> None:
    assert asked_category_terms(question) == ()


def test_the_question_is_matched_by_its_words_and_the_term_it_asks_for() -> None:
    question = understand("What sports does Omar play?", datetime(2024, 5, 1, tzinfo=UTC))
    assert "@sport" in question.words
