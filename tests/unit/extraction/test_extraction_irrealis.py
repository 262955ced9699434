"""A clause that asserts nothing gives no fact (kg.extraction.irrealis): a condition and its consequence, a belief
denied or doubted, what almost happened, a plan told in the past. Real pasts, wishes and hedges keep theirs."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, only


@pytest.mark.parametrize(
    "text",
    [
        "If I lived in Paris, I would eat croissants every day.",
        "If I ever move to Berlin, I'll learn German.",
        "Even if I worked at Globex, I wouldn't be happy.",
        "Unless I move to Denver, I will keep renting.",
        "If I liked opera, I would go more often.",
        "If I had a dog, I would walk it every day.",
        "If I got a job at Initech, I'd move to Dallas.",
    ],
)
def test_a_condition_and_its_consequence_assert_nothing(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == (), text


def test_a_consequence_told_before_its_condition_asserts_nothing(tier2: Extractor) -> None:
    assert tier2.extract("I'll learn Spanish if I move to Madrid.").relations == ()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I live in Paris.", ("LIVES_IN", USER, "Paris")),
        ("I live in Quebec City, if you're wondering.", ("LIVES_IN", USER, "Quebec City")),
        ("I love hiking if the weather is nice.", ("LIKES", USER, "hiking")),
    ],
)
def test_a_clause_beside_an_if_that_only_says_when_or_why_keeps_its_fact(
    extractor: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert facts(extractor.extract(text)) == {fact}


def test_a_past_told_with_when_is_real(tier2: Extractor) -> None:
    lived = only(tier2.extract("When I lived in Paris, I ate croissants."), "LIVES_IN")
    assert (lived.object, lived.negated, lived.change) == ("Paris", True, True)  # ended, not supposed


def test_a_wish_with_a_condition_is_still_held(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'd love to visit Rome if I get the chance.")) == {("WANTS", USER, "visit Rome")}


def test_a_relative_named_in_a_condition_is_still_ones_relative(tier2: Extractor) -> None:
    assert facts(tier2.extract("If my sister visits, we will go hiking.")) == {("FAMILY_MEMBER", USER, "sister")}


@pytest.mark.parametrize(
    "text",
    [
        "I don't think I want to go to Spain.",
        "I'm not sure if I like opera.",
        "I'm not sure whether I want to visit Oslo.",
        "I don't know if I like jazz.",
        "I thought I liked sushi, but I don't.",
        "I doubt I'll move to Berlin.",
        "I don't believe I'm allergic to cats.",
        "I don't think I'll go hiking this weekend.",
    ],
)
def test_a_clause_under_a_denied_or_doubted_belief_asserts_nothing(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == (), text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I think I like jazz.", ("LIKES", USER, "jazz")),
        ("I think I'm allergic to cats.", ("IS_ALLERGIC_TO", USER, "cats")),
        ("I think I want to visit Kyoto.", ("WANTS", USER, "visit Kyoto")),
    ],
)
def test_a_hedge_with_think_alone_keeps_the_fact(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text",
    [
        "I almost bought a Tesla.",
        "I nearly moved to Austin.",
        "We almost adopted a puppy.",
        "I almost got promoted to manager.",  # a past passive
        "I almost got fired from Initech.",  # was WORKS_AT ended: the job would have been archived
        "I was going to visit Rome, but I cancelled.",
        "We were going to go camping, but it rained.",
    ],
)
def test_what_almost_happened_or_was_only_planned_asserts_nothing(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == (), text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm going to visit Rome next month.", ("PLANS", USER, "visit Rome")),
        ("The board game prototype I'm working on is almost done.", ("WORKS_ON", USER, "board game prototype")),
        ("I bought a Tesla.", ("DID", USER, "buy a Tesla")),
    ],
)
def test_a_plan_held_now_or_a_state_almost_reached_keeps_its_fact(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert facts(tier2.extract(text)) == {fact}
