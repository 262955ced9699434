"""Forty-fourth round (tier 2): a thing wanted now, named by a noun, is WANTS the thing as OWNS would name it ("I
want a new car": "car"), after want, need, would like or love, hoping or wishing for, dreaming of, an eye on, or on
a wish list; a want asked, offered, denied, of then, supposed, of the moment, of a pronoun or of one's own thing
gives nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I want a new car.", "car"),
        ("I'd love a new camera for my birthday.", "camera"),
        ("I would like a bigger apartment.", "bigger apartment"),
        ("I really need a vacation.", "vacation"),
        ("I need a new laptop, mine is so slow.", "laptop"),
        ("I've always wanted a motorcycle.", "motorcycle"),
        ("I'm hoping for a promotion.", "promotion"),
        ("I've been hoping for a raise since spring.", "raise"),
        ("I've been dreaming of a cabin in the woods.", "cabin"),
        ("I dream of a house by the sea.", "house by the sea"),
        ("I have my eye on a new tent for the summer.", "tent"),
        ("I've had my eye on an electric bike for months.", "electric bike"),
        ("A new stand mixer is on my wishlist.", "stand mixer"),
        ("I added a kayak to my wish list.", "kayak"),
        ("I'd really love a puppy.", "puppy"),
        ("We really want a puppy.", "puppy"),
        ("I want a dog named Max someday.", "dog"),
    ],
)
def test_a_thing_wanted_now_is_wanted(tier2: Extractor, text: str, thing: str) -> None:
    assert facts(tier2.extract(text)) == {("WANTS", USER, thing)}


def test_someone_elses_want_stays_theirs(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("Priya wants a sewing machine.")) == {("WANTS", "Priya", "sewing machine")}
    assert ("WANTS", "my son", "bike") in facts(tier2.extract("My son wants a bike for his birthday."))


def test_an_outing_on_a_bucket_list_stays_a_plan(tier2: Extractor) -> None:
    assert facts(tier2.extract("A road trip is on my bucket list.")) == {("PLANS", USER, "road trip")}


@pytest.mark.parametrize(
    "text",
    [
        "Do you want a coffee?",
        "Want a ride to the station?",
        "I don't want a big wedding.",
        "I wanted a dog as a kid.",
        "If I wanted a car, I'd buy one.",
        "I want that.",
        "I want it so bad.",
        "I need a minute.",
        "I need help with my taxes.",
        "I need to go.",
        "I need you to call me back.",
        "I need some sleep.",
        "I want a break.",
        "I want coffee right now.",
        "I need a drink after today.",
        "I want my money back.",
        "I'm hoping for the best.",
        "A new drone was on my wishlist, but I got one.",
        "I'd like a refund, please.",
        "I need a car to get to work.",
        "I need a doctor.",  # a person needed is a service, no thing to have
        "We need a plumber asap.",
        "I really need a therapist.",
        "My manager wants the report by Friday.",  # round 71: a demand with its deadline
        "I need the slides by tomorrow.",
        "I'll call you when I need the car.",  # round 80: a want of whenever it comes
        "Whenever I want a snack, I eat an apple.",
    ],
)
def test_a_want_asked_denied_past_momentary_or_of_a_pronoun_is_none(tier2: Extractor, text: str) -> None:
    assert not [relation for relation in tier2.extract(text).relations if relation.edge_type == "WANTS"]


def test_a_thing_wished_for_by_a_day_is_still_wanted(tier2: Extractor) -> None:
    """Round 71: only one thing both know ("the report") wanted by a deadline is a demand; a kind of thing is a wish."""
    wanted = [(r.subject, r.object) for r in tier2.extract("My sister wants a new phone by Christmas.").relations]
    assert ("my sister", "phone") in wanted
