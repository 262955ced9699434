"""Issue 16, seventieth round: a deed's time is its own clause's before one of a clause under it
(kg/extraction/when.py `time_text_of`). "My cat has been sick all week, I'm taking him to the vet on Friday" is a
plan for Friday; with "all week" as its time it was read as a visit already made."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import only


@pytest.mark.parametrize(
    ("text", "place", "when"),
    [
        ("My cat Biscuit has been sick all week, I'm taking him to the vet on Friday.", "vet", "on Friday"),
        ("My knee has hurt for a month, I'm going to the clinic on Monday.", "clinic", "on Monday"),
    ],
)
def test_a_plan_takes_the_time_of_its_own_clause(tier2: Extractor, text: str, place: str, when: str) -> None:
    extraction = tier2.extract(text)
    plan = only(extraction, "PLANS")
    assert (plan.subject, plan.object, plan.time_text) == (USER, place, when)
    assert not [relation for relation in extraction.relations if relation.edge_type == "ATTENDED"]
