"""The words episodes and questions are matched by, and who a turn addresses."""

from __future__ import annotations

import pytest

from kg.episodes.vocatives import addressees
from kg.episodes.words import context_words, words
from kg.store.episodes import parse_terms, terms_value


def test_words_are_stemmed_and_case_folded() -> None:
    assert words("Support GROUPS") == words("support group") == ["support", "group"]


def test_function_words_are_dropped() -> None:
    assert words("What did you do with them?") == []


def test_possessives_keep_the_name() -> None:
    assert words("Robin's idea") == words("Robin idea")


def test_an_episode_s_terms_are_one_value_that_reads_back_with_the_turn_before_s_apart() -> None:
    said, before = frozenset(words("We adopted a kitten from the shelter")), frozenset(words("Any news, Sam?"))
    value = terms_value(said, before | {"kitten"})  # a word both say counts as said
    assert value == "adopt kitten shelter|news sam"
    assert parse_terms(value) == (said, before)
    assert parse_terms(terms_value(frozenset(), frozenset())) == (frozenset(), frozenset())


def test_a_greeting_names_the_addressee() -> None:
    assert addressees("Hey Jon! How was the trip?") == ["Jon"]
    assert addressees("Thanks, Gina. That helps.") == ["Gina"]


def test_a_name_set_off_at_the_end_is_the_addressee() -> None:
    assert addressees("Good to see you, Mel!") == ["Mel"]


def test_a_greeting_mid_text_after_a_sentence_counts() -> None:
    assert addressees("That was fun. Thanks Maria!") == ["Maria"]


def test_a_name_in_the_middle_of_a_sentence_is_not_an_addressee() -> None:
    assert addressees("I went hiking with Jon yesterday.") == []


def test_words_that_are_not_names_are_not_addressees() -> None:
    assert addressees("Wow, that is great") == []
    assert addressees("Thanks, everyone!") == []
    assert addressees("Hey you!") == []


@pytest.mark.parametrize(
    ("text", "same_speaker", "found"),
    [
        ("Wow, that's great!", False, True),  # a reply: about what it answers
        ("Claire got a new job.", False, True),
        ("Claire got a new job.", True, False),  # the same speaker, something new
        ("His name is Max.", True, True),  # ... pointing back
        ("It's been hard.", True, True),
        ("We went there twice.", True, True),
    ],
)
def test_a_turn_is_found_by_the_words_of_the_one_before_when_it_answers_or_points_back(
    text: str, same_speaker: bool, found: bool
) -> None:
    before = "I adopted a greyhound last week."
    assert context_words(text, before, same_speaker) == (words(before) if found else [])
