"""Issue 16, round 80: "I want to lose weight", "I'm trying to lose weight" gave nothing (the docstring of
kg/extraction/wishes.py promised WANTS): "lose" was read only in the past, so that "I always lose my keys" is no
deed; wished or planned, its mood says what it is."""

from __future__ import annotations

import pytest

from kg.extraction import Extractor


@pytest.mark.parametrize(
    ("text", "edge_type", "aim"),
    [
        ("I want to lose weight.", "WANTS", "lose weight"),
        ("I'm trying to lose weight.", "WANTS", "lose weight"),
        ("I'm going to lose weight this year.", "PLANS", "lose weight"),
    ],
)
def test_a_loss_aimed_at_is_a_wish_or_a_plan(tier2: Extractor, text: str, edge_type: str, aim: str) -> None:
    assert [(r.edge_type, r.object) for r in tier2.extract(text).relations] == [(edge_type, aim)]


@pytest.mark.parametrize("text", ["I always lose my keys.", "I don't want to lose my job.", "I'd hate to lose you."])
def test_a_loss_by_habit_denied_or_feared_is_nothing(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type in {"WANTS", "PLANS", "DID"}]
