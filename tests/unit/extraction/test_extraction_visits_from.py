"""Where a visitor lives: the place they visit from (kg/extraction/visits_from.py), a home held, never a move the
visit's time would schedule."""

from __future__ import annotations

import pytest

from kg.extraction import Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("My mum Carol is visiting from Leeds next weekend.", ("Carol", "Leeds")),
        ("My aunt is visiting from Dublin.", ("my aunt", "Dublin")),
        ("My cousin is flying in from Toronto on Friday.", ("my cousin", "Toronto")),
        ("My brother is coming over from Ireland next week.", ("my brother", "Ireland")),
    ],
)
def test_one_visits_from_home(tier2: Extractor, text: str, home: tuple[str, str]) -> None:
    """Held now, whatever the visit's time: not a move to come ("next weekend" is the visit's)."""
    extraction = tier2.extract(text)
    assert of_type(extraction, "LIVES_IN") == {(*home, False, False)}
    assert [r.time_text for r in extraction.relations if r.edge_type == "LIVES_IN"] == [None]


@pytest.mark.parametrize(
    "text",
    [
        "Tom visited from Boston last month.",  # where he lived then
        "I'm coming from the office.",  # no place named
        "Coming from London, the traffic was bad.",  # a journey's start that day
        "My sister Ana is visiting from abroad.",
        "Is your mum visiting from Leeds?",
    ],
)
def test_no_home_from_a_past_visit_a_journey_or_no_place(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIVES_IN") == set()
