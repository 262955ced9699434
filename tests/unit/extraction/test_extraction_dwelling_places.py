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
        # Round 72: after "on" or "into", a kind of home with its place named ("live on a farm in Iowa").
        ("We live on a farm in Iowa.", "LIVES_IN", "Iowa", False),
        ("I grew up on a ranch in Montana.", "LIVES_IN", "Montana", True),
        ("We live in a farmhouse in Vermont.", "LIVES_IN", "Vermont", False),
    ],
)
def test_a_home_told_by_its_kind_is_in_the_place_named_after_it(
    tier2: Extractor, text: str, edge_type: str, place: str, ended: bool
) -> None:
    assert of_type(tier2.extract(text), edge_type) == {(USER, place, ended, ended)}


def test_a_move_into_a_home_in_a_place_is_a_new_home(tier2: Extractor) -> None:
    """Round 72: "into" as "to" is, for a kind of home in a named place."""
    assert of_type(tier2.extract("I moved into a tiny flat in Glasgow."), "LIVES_IN") == {
        (USER, "Glasgow", False, True)
    }


@pytest.mark.parametrize(
    "text",
    [
        "I live in a house with a garden.",
        "I live in a small town.",
        "I live on a budget.",  # round 72: "on" names a home only as a kind of home in a named place
        "I live on a farm.",
        "We spent a week on a farm in Vermont.",  # a stay, no home
        "I moved out into a flat in Leeds.",  # the home left is not named
    ],
)
def test_a_home_with_no_place_named_is_no_place(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIVES_IN") == set()
