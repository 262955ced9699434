"""A feature of something just shown or watched is not a liking; the pastime or the thing in general is."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    "text",
    [
        "That drawing is gorgeous! I love the soft shadows.",
        "Wow, looks amazing! I love the tall pines.",
        "Your picture is lovely. I like the red barn.",
        "I loved the singing.",  # one performance's
        "Looks amazing! I love the red roof and tall trees.",  # the list's "the" is before its first item
    ],
)
def test_a_feature_of_something_shown_is_no_liking(tier2: Extractor, text: str) -> None:
    """Tier 2 only: tier 1, with no parse, cannot tell what the praise before is about."""
    assert not any(r.edge_type == "LIKES" for r in tier2.extract(text).relations)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I love the mountains.", ("LIKES", USER, "mountains")),
        ("Great photo! I love sailing too.", ("LIKES", USER, "sailing")),
        ("I love singing.", ("LIKES", USER, "singing")),
    ],
)
def test_a_thing_or_pastime_in_general_is_still_liked(extractor: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(extractor.extract(text))
