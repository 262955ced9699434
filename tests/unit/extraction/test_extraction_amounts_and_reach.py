"""Issue 16, round 80: objects behind an amount, things that speak to one, things posted.

- "I like a bit of jazz" gave LIKES "bit of jazz", "I love a lot of indie music" LIKES "lot of indie music" (both
  tiers): the amount is no part of the thing. "I speak a bit of Italian" gave nothing (the object was "bit").
- "Jazz really speaks to me", "folk music resonates with me" gave nothing: what reaches one is liked.
- "I posted my first YouTube video yesterday" gave nothing: posting is a deed.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "edge_type", "thing"),
    [
        ("I like a bit of jazz.", "LIKES", "jazz"),
        ("I love a lot of indie music.", "LIKES", "indie music"),
        ("I own a bunch of vinyl records.", "OWNS", "vinyl records"),
    ],
)
def test_an_amount_of_a_thing_is_the_thing_in_both_tiers(
    tier1: Extractor, tier2: Extractor, text: str, edge_type: str, thing: str
) -> None:
    for extractor in (tier1, tier2):
        assert of_type(extractor.extract(text), edge_type) == {(USER, thing, False, False)}


def test_a_bit_of_a_language_spoken_is_the_language(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I speak a bit of Italian."), "KNOWS_ABOUT") == {(USER, "Italian", False, False)}


@pytest.mark.parametrize("text", ["I love a lot of things.", "I love lots of stuff."])
def test_an_amount_of_something_vague_is_nothing_liked(tier1: Extractor, tier2: Extractor, text: str) -> None:
    for extractor in (tier1, tier2):
        assert not of_type(extractor.extract(text), "LIKES")


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Jazz really speaks to me.", {"jazz"}),
        ("Folk music resonates with me.", {"folk music"}),
        ("The ocean and the mountains really speak to me.", {"ocean", "mountains"}),
    ],
)
def test_what_speaks_to_the_speaker_is_liked(tier2: Extractor, text: str, liked: set[str]) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, thing, False, False) for thing in liked}


@pytest.mark.parametrize(
    "text",
    [
        "Tom speaks to me in French.",
        "It really speaks to me.",
        "Your story spoke to me.",
        "Jazz doesn't speak to me.",
        "Does jazz speak to you?",
    ],
)
def test_no_liking_from_a_person_a_pronoun_a_past_a_denial_or_a_question(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "LIKES")


@pytest.mark.parametrize(
    ("text", "edge_type", "deed", "when"),
    [
        ("I posted my first YouTube video yesterday.", "DID", "post my first YouTube video", "yesterday"),
        ("I'll post the pictures tomorrow.", "PLANS", "post the pictures", "tomorrow"),
    ],
)
def test_something_posted_is_a_deed(tier2: Extractor, text: str, edge_type: str, deed: str, when: str) -> None:
    posted = [r for r in tier2.extract(text).relations if r.edge_type == edge_type]
    assert [(r.object, r.time_text) for r in posted] == [(deed, when)]
