"""Issue 16, seventieth round: what someone keeps away from as a rule, a food or drink above all, is AVOIDS
(kg/extraction/avoidances.py, tier 2): "I don't eat pork", "I can't have dairy", "I avoid sugar". A moment, an
amount, a meal skipped, a habit ended or a question gives none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "subject", "thing"),
    [
        ("I don't eat pork.", USER, "pork"),
        ("I don't eat fish either, by the way.", USER, "fish"),
        ("I can't eat gluten.", USER, "gluten"),  # the small model makes "gluten" a verb
        ("I can't have dairy.", USER, "dairy"),
        ("I never drink alcohol.", USER, "alcohol"),
        ("I don't drink.", USER, "alcohol"),
        ("I avoid sugar.", USER, "sugar"),
        ("I try to avoid caffeine.", USER, "caffeine"),
        ("I stay away from fried food.", USER, "fried food"),
        ("I don't really eat sweets.", USER, "sweets"),
        ("Tom doesn't eat red meat.", "Tom", "red meat"),
        ("Maria tries to avoid gluten.", "Maria", "gluten"),
    ],
)
def test_what_one_keeps_away_from_as_a_rule_is_avoided(tier2: Extractor, text: str, subject: str, thing: str) -> None:
    assert of_type(tier2.extract(text), "AVOIDS") == {(subject, thing, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "I don't drink coffee at night.",  # a moment, not a rule
        "I didn't eat fish yesterday.",
        "I don't eat much.",
        "I don't drink much.",
        "I can't eat another bite.",
        "I don't eat breakfast.",  # a meal skipped
        "I can't have kids.",  # "have" only with a food
        "I avoided the traffic.",
        "I don't avoid sugar.",
        "I don't try to avoid sugar.",
        "Do you eat pork?",
        "If I didn't eat meat, I'd be thinner.",
        "I don't eat the crusts.",  # one thing, not a kind
        "I don't drink coffee anymore.",  # a habit ended: the quitting (habits_quit.py)
    ],
)
def test_no_avoidance_comes_of_a_moment_an_amount_or_a_habit_ended(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "AVOIDS") == set()


@pytest.mark.parametrize(
    ("text", "subject", "feared", "ended"),
    [
        ("I'm afraid of heights.", USER, "heights", False),
        ("My son is scared of the dark.", "my son", "dark", False),
        ("I'm terrified of spiders.", USER, "spiders", False),
        ("I was scared of clowns as a kid.", USER, "clowns", True),  # held then, not now
    ],
)
def test_a_fear_is_kept_away_from_as_a_dislike(
    tier2: Extractor, text: str, subject: str, feared: str, ended: bool
) -> None:
    assert of_type(tier2.extract(text), "DISLIKES") == {(subject, feared, ended, ended)}


@pytest.mark.parametrize("text", ["I'm afraid I can't come.", "Are you scared of snakes?"])
def test_afraid_that_or_asked_is_no_dislike(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "DISLIKES") == set()


@pytest.mark.parametrize("text", ["I love sushi but hate wasabi.", "I like tea but hate coffee."])
def test_what_is_hated_after_but_is_never_liked(tier2: Extractor, text: str) -> None:
    """Seventieth round: the small model may hang "sushi" on "wasabi" and "wasabi" on "love"; it gave LIKES
    "sushi wasabi" before (kg/extraction/dependency.py `_past_a_turn_of_taste`, `kinds_of`)."""
    liked = {thing for _, thing, _, _ in of_type(tier2.extract(text), "LIKES")}
    assert liked == {text.split()[2]}


@pytest.mark.parametrize(
    ("text", "subject", "food"),
    [
        ("I'm gluten-free.", USER, "gluten"),
        ("My daughter is dairy-free.", "my daughter", "dairy"),
        ("I've been sugar-free for a month.", USER, "sugar"),
    ],
)
def test_a_food_one_is_free_of_is_avoided(tier2: Extractor, text: str, subject: str, food: str) -> None:
    assert of_type(tier2.extract(text), "AVOIDS") == {(subject, food, False, False)}


@pytest.mark.parametrize(
    "text", ["I eat gluten-free bread.", "I was sugar-free for a month.", "I'm not gluten-free.", "I'm stress-free."]
)
def test_free_of_no_food_now_is_nothing_avoided(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "AVOIDS") == set()
