"""Issue 16, seventieth round: what one switched to is what one prefers now, over what one switched from
(kg/extraction/switches.py, tier 2). One thing of a kind, a change to come, a denial or a question gives none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _preferred(extractor: Extractor, text: str) -> list[tuple[str, str, str | None]]:
    return [(r.subject, r.object, r.qualifier) for r in extractor.extract(text).relations if r.edge_type == "PREFERS"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I switched to oat milk because dairy upsets my stomach.", (USER, "oat milk", None)),  # "to oat": a verb
        ("I've switched to decaf.", (USER, "decaf", None)),
        ("I switched from coffee to green tea.", (USER, "green tea", "coffee")),
        ("Tom switched to Android.", ("Tom", "Android", None)),
    ],
)
def test_what_one_switched_to_is_preferred(tier2: Extractor, text: str, expected: tuple[str, str, str | None]) -> None:
    assert _preferred(tier2, text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "I switched to a new doctor.",  # one of a kind
        "I changed to the night shift.",
        "I'm switching to night shifts next month.",  # still to come
        "I didn't switch to decaf.",
        "Should I switch to decaf?",
        "The light changed to green.",
        "I switched to working from home.",
    ],
)
def test_no_preference_comes_of_one_thing_a_change_to_come_or_a_denial(tier2: Extractor, text: str) -> None:
    assert _preferred(tier2, text) == []
