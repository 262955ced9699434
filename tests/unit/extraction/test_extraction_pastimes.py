"""Issue 16, third round (tier 2): pastimes told without an object, time spent with people, good times on an outing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "pastime"),
    [
        ("We paddled and swam at the quarry on Saturday.", "swimming"),
        ("I climbed all afternoon at the gym.", "climbing"),
        ("I blogged about my bike tours last spring.", "blogging"),
        ("My cousin and I bowled last night.", "bowling"),
        ("I'll golf with my father-in-law tomorrow.", "golfing"),
    ],
)
def test_a_pastime_told_without_an_object_is_its_gerund(tier2: Extractor, text: str, pastime: str) -> None:
    assert any(fact[1:] == (USER, pastime) for fact in facts(tier2.extract(text))), text


def test_a_time_after_the_verb_is_no_part_of_the_pastime(tier2: Extractor) -> None:
    assert facts(tier2.extract("I sketched all evening.")) == {("DID", USER, "sketching")}


@pytest.mark.parametrize(
    "text",
    [
        "I ran out of sugar.",
        "I ran to the bakery before it closed.",
        "I wrote back to my landlord.",
        "I read that the museum closed.",
        "I'm drawn to old lighthouses.",
        "I don't ski.",
        "I swim at the community pool.",  # a habit, which other facts say
        "My neighbours skated on the pond.",
    ],
)
def test_turns_of_phrase_habits_and_others_pastimes_are_no_event(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" and fact[1] == USER for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I met up with two friends from my old job.", "meet up with two friends"),
        ("We caught up with Priya at the farmers market.", "catch up with Priya"),
        ("My brother and I hung out at the arcade.", "hang out at the arcade"),
        ("I got together with my running group on Friday.", "get together with my running group"),
    ],
)
def test_time_spent_with_people_is_the_phrasal_verb_with_whom_or_where(tier2: Extractor, text: str, done: str) -> None:
    assert ("DID", USER, done) in facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    "text",
    ["Let's hang out this weekend!", "I hung the painting up.", "We met up with them later.", "Can you catch up?"],
)
def test_getting_together_needs_a_named_companion_or_place(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract(text))), text


def test_a_good_time_on_an_outing_is_the_outing_and_a_hard_one_is_not(tier2: Extractor) -> None:
    assert facts(tier2.extract("We had an amazing time on our road trip.")) == {("DID", USER, "road trip")}
    assert facts(tier2.extract("I had a rough day on the trip.")) == set()
