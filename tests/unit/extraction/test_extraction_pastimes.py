"""Issue 16, third round (tier 2): pastimes told without an object, and the turns of phrase that are none."""

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
