"""Issue 16, seventy-first round: a pet, vehicle or home bought is owned from then on ("I just bought a new car":
OWNS car, a change), beside the deed of buying it (kg/extraction/status.py); one bought for someone else is a
gift, and one wished for or denied is not owned."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I just bought a new car.", "car"),
        ("I bought a house last year.", "house"),
        ("We bought a boat.", "boat"),
        ("I've bought a new bike.", "bike"),
        ("I bought a house for 300k.", "house"),  # a price, not someone
        ("I bought a used car last weekend.", "car"),  # round 72: how it was got, as "new" is, no kind
        ("I bought a secondhand piano.", "piano"),
    ],
)
def test_a_thing_bought_is_owned_from_then_on(tier2: Extractor, text: str, thing: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "OWNS") == {(USER, thing, False, True)}
    assert len(of_type(extraction, "DID")) == 1  # the buying, told as well


@pytest.mark.parametrize(
    "text",
    [
        "I bought a car for my son.",  # a gift
        "I bought a bike for Anna.",
        "I almost bought a car.",
        "I haven't bought a car yet.",
        "Did you buy a car?",
        "I want to buy a house.",
        "I bought a coffee.",  # nothing one owns for long
    ],
)
def test_nothing_owned_from_a_gift_a_wish_a_denial_or_a_coffee(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "OWNS") == set()
