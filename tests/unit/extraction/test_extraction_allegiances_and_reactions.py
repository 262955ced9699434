"""Issue 16, forty-seventh round (tier 2): allegiances, favourites and reactions. A team one roots or cheers for, calls
one's team or cheers on ("Go Sox!") is LIKES, as "I'm a Lakers fan" is; a name said to be the best, the man, the GOAT,
a legend or one's hero, and what nothing beats, is LIKES; a reaction of the body to an allergen ("Peanuts make my
throat swell") is IS_ALLERGIC_TO; a food that tastes like soap to the speaker is DISLIKES. One game's support, a
result, a question, a one-off reaction, a gladness and a dish pointed at give nothing of these."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import named_facts

_ROUND_TYPES = frozenset({"LIKES", "DISLIKES", "IS_ALLERGIC_TO"})


def _read(tier2: Extractor, text: str) -> set[tuple[str, str, str]]:
    return {fact for fact in named_facts(tier2.extract(text)) if fact[0] in _ROUND_TYPES}


@pytest.mark.parametrize(
    ("text", "subject", "team"),
    [
        ("I root for the Packers.", USER, "Packers"),
        ("I've always cheered for Arsenal.", USER, "Arsenal"),
        ("I've been rooting for the Cubs my whole life.", USER, "Cubs"),
        ("We root for the Red Sox in this house.", USER, "Red Sox"),
        ("The Bulls are my team for sure.", USER, "Bulls"),
        ("Manchester United has always been my team.", USER, "Manchester United"),
        ("Go Sox!", USER, "Sox"),
        ("Let's go Mets!", USER, "Mets"),
        ("Tariq roots for Liverpool.", "Tariq", "Liverpool"),
        ("My dad roots for the Packers.", "my dad", "Packers"),
    ],
)
def test_a_team_rooted_for_or_called_ones_own_is_liked(tier2: Extractor, text: str, subject: str, team: str) -> None:
    assert _read(tier2, text) == {("LIKES", subject, team)}


def test_a_team_once_rooted_for_is_liked_no_longer(tier2: Extractor) -> None:
    liked = [r for r in tier2.extract("I used to root for the Raiders.").relations if r.edge_type == "LIKES"]
    assert [(r.object, r.negated, r.change) for r in liked] == [("Raiders", True, True)]


def test_a_team_not_rooted_for_is_disliked_as_not_a_fan_is(tier2: Extractor) -> None:
    assert _read(tier2, "I don't root for the Yankees.") == {("DISLIKES", USER, "Yankees")}


@pytest.mark.parametrize(
    "text",
    [
        "Are the Bulls your team?",
        "The Bulls won last night.",
        "I'm rooting for you!",
        "We're all rooting for Emma tonight.",
        "I cheered for my sister at her race.",
        "Do you root for the Lakers?",
        "The Bulls are his team.",
        "Go Emma!",
        "I always root for the underdog.",
        "My coworker roots for the Jets.",
        "These guys are my team at work.",
    ],
)
def test_one_games_support_a_result_a_question_or_someone_unnameds_team_likes_nothing(
    tier2: Extractor, text: str
) -> None:
    assert not _read(tier2, text)


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Messi is the man - love his footwork.", "Messi"),
        ("Taylor Swift is the best.", "Taylor Swift"),
        ("Serena Williams is the GOAT.", "Serena Williams"),
        ("Bruce Springsteen is a legend!", "Bruce Springsteen"),
        ("Honestly, Adele is the best.", "Adele"),
        ("The Beatles are the greatest.", "Beatles"),
        ("Michelle Obama is my hero.", "Michelle Obama"),
        ("Nothing beats my grandma's lasagna.", "grandma's lasagna"),
        ("Nothing beats a cold beer after a long shift.", "cold beer"),
        ("Nothing beats sitting on the porch with coffee.", "sitting on the porch"),
    ],
)
def test_a_name_acclaimed_or_a_thing_nothing_beats_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert _read(tier2, text) == {("LIKES", USER, liked)}


@pytest.mark.parametrize(
    "text",
    [
        "Taylor Swift is touring.",
        "Coffee is the best.",
        "My mom is the best.",
        "He's the man!",
        "You're the best!",
        "Is Kobe the best?",
        "Taylor Swift isn't the best.",
        "Taylor Swift was the best opener.",
        "Kate is the queen of procrastination.",
        "Sunday is the best.",
        "Nothing beats your cooking.",
        "Nothing beats it.",
        "Nothing beats the Bulls this year.",
    ],
)
def test_no_acclaim_a_role_a_pronoun_or_anothers_thing_likes_nothing(tier2: Extractor, text: str) -> None:
    assert not _read(tier2, text)


@pytest.mark.parametrize(
    ("text", "subject", "allergens"),
    [
        ("My face gets puffy and itchy around cats.", USER, {"cats"}),
        ("Peanuts make my throat swell.", USER, {"peanuts"}),
        ("Dairy makes me sick.", USER, {"dairy"}),
        ("Cats and dogs make me sneeze.", USER, {"cats", "dogs"}),
        ("Strawberries give me hives.", USER, {"strawberries"}),
        ("I get hives from shellfish.", USER, {"shellfish"}),
        ("My eyes water around dogs.", USER, {"dogs"}),
        ("Gluten makes my stomach hurt.", USER, {"gluten"}),
        ("Eggs make my daughter break out in a rash.", "my daughter", {"eggs"}),
        ("Dairy makes my sister sick.", "my sister", {"dairy"}),
        ("Lena gets a rash from latex.", "Lena", {"latex"}),
    ],
)
def test_a_reaction_to_an_allergen_is_an_allergy(
    tier2: Extractor, text: str, subject: str, allergens: set[str]
) -> None:
    assert _read(tier2, text) == {("IS_ALLERGIC_TO", subject, allergen) for allergen in allergens}


@pytest.mark.parametrize(
    "text",
    [
        "The smoke made me cough.",
        "That shrimp made me sick yesterday.",
        "Flying makes me sick.",
        "This heat makes me sick.",
        "Dust is making me sneeze today.",
        "Cats don't make me sneeze.",
        "Do peanuts make you sick?",
        "The news makes my stomach hurt.",
        "Dogs make me upset.",
    ],
)
def test_a_one_off_a_denial_a_question_or_no_allergen_is_no_allergy(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "IS_ALLERGIC_TO"]


def test_a_gladness_stays_a_liking(tier2: Extractor) -> None:
    assert _read(tier2, "Cats make me happy.") == {("LIKES", USER, "cats")}


@pytest.mark.parametrize(
    ("text", "food"),
    [
        ("Cilantro tastes like soap to me.", "Cilantro"),
        ("Olives taste like feet.", "olives"),
        ("Black coffee tastes gross to me.", "black coffee"),
    ],
)
def test_a_food_that_tastes_bad_to_the_speaker_is_disliked(tier2: Extractor, text: str, food: str) -> None:
    assert _read(tier2, text) == {("DISLIKES", USER, food)}


@pytest.mark.parametrize(
    "text",
    [
        "This soup tastes like soap.",
        "It tastes like soap.",
        "Cilantro tastes like lime and pepper.",
        "Chocolate tastes like heaven to me.",
        "Does cilantro taste like soap to you?",
        "Cilantro tastes like soap to some people.",
        "Cilantro doesn't taste like soap to me.",
    ],
)
def test_a_dish_shown_a_plain_likeness_or_anothers_taste_dislikes_nothing(tier2: Extractor, text: str) -> None:
    assert not _read(tier2, text)
