"""A wish held now is WANTS, apart from PLANS: "I want to adopt a dog", "I'd love to visit Japan"."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("I want to adopt a dog.", "adopt a dog"),
        ("I've always wanted to visit Japan.", "visit Japan"),  # held for long, and still
        ("I would like to run a marathon someday.", "run a marathon"),
        ("I'm thinking about opening a bakery.", "open a bakery"),
        ("We're considering adopting a rescue dog.", "adopt a rescue dog"),
        ("I want to move to Spain.", "move to Spain"),  # a move is kept as a plan or a wish only
        ("It's always been my dream to visit Japan.", "visit Japan"),  # one's aim, with "it" for what follows
        ("It's my goal to run a marathon.", "run a marathon"),
        ("I'd love to learn Italian.", "learn Italian"),  # a language the small model tags as an adjective
        ("I've been meaning to learn Italian.", "learn Italian"),  # round 71: striven for, in the progressive
        ("We're trying to have a baby.", "have a baby"),
        # Round 72: a group one wishes to join, which MEMBER_OF says only once joined or to be.
        ("I'd love to join a choir.", "join a choir"),
        ("I'm thinking of joining a book club.", "join a book club"),
        # Round 84: a pet, car or home one wishes to get, which OWNS says only once got.
        ("I want to get a cat.", "get a cat"),
        ("I'm thinking about getting a puppy.", "get a puppy"),
        ("I'd love to get an electric car.", "get an electric car"),
    ],
)
def test_a_wish_held_now_is_wanted(tier2: Extractor, text: str, wish: str) -> None:
    assert facts(tier2.extract(text)) == {("WANTS", USER, wish)}


@pytest.mark.parametrize(
    "text",
    [
        "I don't want to move to Denver.",  # denied
        "I wanted to adopt a dog.",  # past: done since, or dropped
        "I was thinking about opening a bakery.",
        "Do you want to go hiking?",  # a question
        "I want to tell you something.",  # no activity
        "I'd love to see it.",  # no thing named
        "I want to make a difference.",  # a vague object
        "It was my dream to visit Japan.",  # an aim held then
        "It's his dream to visit Japan.",  # someone else's
        "It's my job to clean the kitchen.",  # a duty, no aim
        "I tried to call you.",  # one attempt, past
        "I was trying to learn Italian.",
        "Are you trying to learn Italian?",
        "I'm not trying to be rude.",
        "I don't want to join a gym.",
        "I'd love to join.",  # round 72: no group named
        "I wanted to get a dog.",  # round 84: past
        "I don't want to get a cat.",
        "She wants to get a cat.",
    ],
)
def test_no_wish_denied_past_asked_or_naming_nothing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "WANTS" for fact in facts(tier2.extract(text)))


def test_a_liking_said_with_to_is_no_wish(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love to hike.")) == {("LIKES", USER, "hiking")}


def test_a_hope_held_now_stays_a_plan(tier2: Extractor) -> None:
    assert facts(tier2.extract("I hope to visit Oslo.")) == {("PLANS", USER, "visit Oslo")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("My dream is to open a bakery.", ("WANTS", USER, "open a bakery")),
        ("My goal is to run a marathon this year.", ("WANTS", USER, "run a marathon")),
        ("My plan is to visit Rome next spring.", ("PLANS", USER, "visit Rome")),
    ],
)
def test_ones_own_aim_told_as_what_it_is(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text", ["His dream is to open a bakery.", "My dream was to open a bakery.", "Is my dream to open a bakery?"]
)
def test_no_aim_of_someone_else_in_the_past_or_asked(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_an_aim_told_as_my_plan_is_a_plan(tier2: Extractor) -> None:
    assert facts(tier2.extract("It's my plan to visit Rome next year.")) == {("PLANS", USER, "visit Rome")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("It has always been my dream to open a bakery.", ("WANTS", USER, "open a bakery")),
        ("It has long been my goal to learn Spanish.", ("WANTS", USER, "learn Spanish")),
        ("It has always been my plan to visit Rome.", ("PLANS", USER, "visit Rome")),
    ],
)
def test_an_aim_told_with_it_has_been_whose_clause_hangs_on_been(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text",
    [
        "It had always been my dream to open a bakery.",  # an aim held then
        "It has always been her dream to open a bakery.",  # someone else's
        "It has been my job to clean the kitchen.",  # a duty, no aim
        "It has been great to see the ocean.",  # no aim at all
    ],
)
def test_no_aim_told_with_it_has_been_when_past_someone_elses_or_a_duty(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] in {"WANTS", "PLANS"} for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I dream of sailing.", ("WANTS", USER, "sailing")),  # "sailing" tagged a noun
        ("I dream about surfing.", ("WANTS", USER, "surfing")),
        ("I've always dreamed of sailing.", ("WANTS", USER, "sailing")),
        ("My son dreams of sailing.", ("WANTS", "my son", "sailing")),
    ],
)
def test_a_pastime_dreamt_of_is_wanted(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert fact in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I dream of Paris.",  # no pastime
        "I dream of nothing.",
        "I dreamed of swimming last night.",  # a dream had in one's sleep
        "I don't dream of sailing.",  # denied
        "Do you dream of sailing?",  # asked
        "I dream of sailing boats.",  # boats, not the pastime
    ],
)
def test_no_pastime_wanted_from_a_dream_had_denied_asked_or_of_no_pastime(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "WANTS" for fact in facts(tier2.extract(text)))


def test_a_skill_learned_keeps_its_how(tier2: Extractor) -> None:
    assert facts(tier2.extract("I really want to learn how to sail.")) == {("WANTS", USER, "learn how to sail")}
    assert facts(tier2.extract("I love how it looks.")) == set()  # "how" alone points back into the chat


@pytest.mark.parametrize(
    "text",
    [
        "I dream of running away.",  # a turn of phrase, not the pastime of running
        "I'm running out of time.",
        "We were running late.",
        "I keep running into old friends.",
    ],
)
def test_a_pastimes_verb_turned_into_an_idiom_is_no_pastime(tier2: Extractor, text: str) -> None:
    assert not any(fact[2] == "running" for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("We saw dolphins while sailing off the coast.", ("DID", USER, "sailing")),  # a way taken, still sailing
        ("I went swimming out to the buoy.", ("DID", USER, "swimming")),
    ],
)
def test_a_pastime_going_somewhere_is_still_the_pastime(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in facts(tier2.extract(text))


def test_a_group_joined_or_to_be_joined_stays_a_membership(tier2: Extractor) -> None:
    """Round 72: only a wish to join is a WANTS; joining is MEMBER_OF, as before."""
    assert {fact[0] for fact in facts(tier2.extract("I joined a choir."))} == {"MEMBER_OF"}
