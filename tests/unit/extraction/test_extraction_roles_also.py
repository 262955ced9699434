"""Issue 16, round 101: a role told with "also" is a role ("I'm also a nurse" gave nothing, where "I'm a nurse" and
"I'm now a nurse" gave HAS_ROLE); "also" before a wish or a fan tells none (kg/extraction/status.py)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm also a nurse.", {("HAS_ROLE", USER, "nurse")}),
        ("I am also a part-time tutor.", {("HAS_ROLE", USER, "tutor")}),
        ("Marco is also a chef.", {("HAS_ROLE", "Marco", "chef")}),
    ],
)
def test_a_role_told_with_also_is_a_role(extractor: Extractor, text: str, expected: set) -> None:
    assert facts(extractor.extract(text)) == expected


@pytest.mark.parametrize("text", ["I'd also be a great teacher.", "I'm also a huge fan of your work."])
def test_also_before_a_wish_or_a_fan_tells_no_role(extractor: Extractor, text: str) -> None:
    assert facts(extractor.extract(text)) == set()
