"""A turn that only asks (kg/episodes/asking.py)."""

from __future__ import annotations

import pytest

from kg.episodes.asking import asks_only


@pytest.mark.parametrize(
    "text",
    [
        "What kind of bread do you bake?",
        "Nice! What kind of bread do you bake?",
        "Oh wow, Mel! Did you go? How was it?",
        "  Are you going to invite your friends?  ",
    ],
)
def test_questions_and_a_few_words_around_them_only_ask(text: str) -> None:
    assert asks_only(text)


@pytest.mark.parametrize(
    "text",
    [
        "I play the clarinet.",
        "Yeah, I play clarinet! What do you play?",  # tells something, then asks
        "Wow, that's awesome",
        "",
        "Did you know I started a new job at Globex last week?! It's great.",
    ],
)
def test_a_turn_that_tells_something_does_not_only_ask(text: str) -> None:
    assert not asks_only(text)
