"""Issue 16, round 93: what is the speaker's own way to unwind ("my way to relax", "how I unwind") or their new
obsession is liked (kg/extraction/delights.py), and so is what someone lives for (kg/extraction/idioms.py).

"Baking has always been my way to relax" and "I live for summer road trips" told nothing, where "baking helps me
relax" and "I can't get enough of road trips" were likings.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "subject", "liked"),
    [
        ("Baking has always been my way to relax.", USER, "baking"),
        ("Painting is how I unwind after work.", USER, "painting"),
        ("Long walks are how I unwind after a busy day.", USER, "long walks"),
        ("Yoga is how I stay sane.", USER, "yoga"),
        ("Pottery has become my new obsession.", USER, "pottery"),
        ("I live for summer road trips.", USER, "summer road trips"),
        ("I live for my morning coffee.", USER, "morning coffee"),
        ("My dad lives for football season.", "my dad", "football season"),
    ],
)
def test_a_way_to_unwind_an_obsession_or_a_thing_lived_for_is_liked(
    tier2: Extractor, text: str, subject: str, liked: str
) -> None:
    told = {(kind, who, what.casefold()) for kind, who, what in facts(tier2.extract(text))}
    assert ("LIKES", subject, liked) in told


@pytest.mark.parametrize(
    "text",
    [
        "Is gardening how you unwind?",
        "Your cooking is how I unwind.",  # someone else's
        "My friends are how I cope.",  # people, not a pastime
        "Cooking is how I pay the bills.",  # no unwinding
        "Drinking is not my way to relax.",
        "His new obsession is golf.",
        "I live for my family.",
        "We live for our grandkids.",
        "I don't live for work.",
        "I live for you.",
    ],
)
def test_no_liking_where_the_way_or_the_life_is_someone_elses_or_denied(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "LIKES" for fact in facts(tier2.extract(text)))
