"""Issue 16, round 92: a thing said to be "something I enjoy" (kg/extraction/idioms.py, `_something_i_like`):
"Chess is something I've always enjoyed", "Tennis is a sport I love", and denied or hated, disliked."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("Chess is something I've always enjoyed.", {("LIKES", USER, "chess")}),
        ("Cooking is something I really love.", {("LIKES", USER, "cooking")}),
        ("Yoga is an activity I enjoy with friends.", {("LIKES", USER, "yoga")}),
        ("Reading and writing are things I love.", {("LIKES", USER, "reading"), ("LIKES", USER, "writing")}),
        ("Running is something I hate.", {("DISLIKES", USER, "running")}),
        ("Chess is not something I enjoy.", {("DISLIKES", USER, "chess")}),
    ],
)
def test_a_thing_the_speaker_says_they_like_in_a_clause_after_it_is_liked(
    tier2: Extractor, text: str, told: set[tuple[str, str, str]]
) -> None:
    assert told <= facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Is chess something you enjoy?",  # asked, and the listener's
        "It is something I love.",  # a pronoun names nothing
        "Baking is a hobby my mom loves.",  # someone else's liking
    ],
)
def test_a_question_a_pronoun_or_someone_elses_liking_gives_the_speaker_nothing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] in {"LIKES", "DISLIKES"} and fact[1] == USER for fact in facts(tier2.extract(text)))
