"""Issue 16, seventy-first round: a home told by its kind and the place it is in ("a small town in Texas") is a
home in that place; before, the kind ("town") was no place name and nothing was read (kg/extraction/dependency.py
`_dwelling_place`)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "edge_type", "place", "ended"),
    [
        ("I live in a small town in Texas.", "LIVES_IN", "Texas", False),
        ("I live in a tiny apartment in Brooklyn.", "LIVES_IN", "Brooklyn", False),
        ("I grew up in a small town in Texas.", "LIVES_IN", "Texas", True),  # as "I grew up in Ohio"
        ("I'm from a small town in Ohio.", "COMES_FROM", "Ohio", False),
    ],
)
def test_a_home_told_by_its_kind_is_in_the_place_named_after_it(
    tier2: Extractor, text: str, edge_type: str, place: str, ended: bool
) -> None:
    assert of_type(tier2.extract(text), edge_type) == {(USER, place, ended, ended)}


@pytest.mark.parametrize("text", ["I live in a house with a garden.", "I live in a small town."])
def test_a_home_with_no_place_named_is_no_place(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIVES_IN") == set()
