"""Issue 16, round 80: "I rent an apartment in Brooklyn" gave nothing; a home rented in a place named is a home
lived in. A car rented, or a home rented with no place named, says nowhere one lives."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I rent an apartment in Brooklyn.", {(USER, "Brooklyn", False, False)}),
        ("My sister rents an apartment in Paris.", {("my sister", "Paris", False, False)}),
        ("I don't rent an apartment in Brooklyn.", {(USER, "Brooklyn", True, False)}),
    ],
)
def test_a_home_rented_in_a_place_named_is_where_one_lives(
    tier2: Extractor, text: str, expected: set[tuple[str, str, bool, bool]]
) -> None:
    assert of_type(tier2.extract(text), "LIVES_IN") == expected


@pytest.mark.parametrize("text", ["I rent a car.", "I rent an apartment.", "We moved our office to Austin."])
def test_no_home_where_no_place_is_named_or_something_else_moved(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "LIVES_IN")


def test_tier_one_reads_no_home_rented(tier1: Extractor) -> None:
    assert not of_type(tier1.extract("I rent an apartment in Brooklyn."), "LIVES_IN")
