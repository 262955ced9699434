"""Issue 16, seventy-first round: a second verb of taste after "but" is its own fact, of the first verb's subject,
with its own polarity ("I like tea but hate coffee": LIKES tea, DISLIKES coffee). The small model hangs "hate" on
"tea" (or on "hiking"), or tags it a bare verb read as an imperative; before, only the first taste was read
(kg/extraction/dependency.py)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I like tea but hate coffee.", {("LIKES", USER, "tea"), ("DISLIKES", USER, "coffee")}),
        ("I enjoy hiking but hate camping.", {("LIKES", USER, "hiking"), ("DISLIKES", USER, "camping")}),
        ("I love my job but hate my commute.", {("DISLIKES", USER, "commute")}),  # "my job": HAS_ROLE's, not liked
        ("Tom likes jazz but hates rap.", {("LIKES", "Tom", "jazz"), ("DISLIKES", "Tom", "rap")}),
    ],
)
def test_a_taste_after_but_is_read_for_the_same_subject(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert facts(tier2.extract(text)) == expected


def test_the_first_verbs_negation_does_not_carry_over(tier2: Extractor) -> None:
    """The second taste keeps its own polarity: "don't" is the first verb's."""
    assert ("DISLIKES", USER, "coffee") not in facts(tier2.extract("I don't like tea but love coffee."))


@pytest.mark.parametrize(
    "text",
    ["Do you like tea but hate coffee?", "I love cooking, so call me when you are hungry."],
)
def test_a_question_or_an_imperative_gives_no_second_taste(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in facts(tier2.extract(text)) if fact[0] == "DISLIKES"}
