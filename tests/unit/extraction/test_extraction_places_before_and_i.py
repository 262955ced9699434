"""Issue 16, round 100: a name a preposition governs is no subject joined to "I" (kg/extraction/crosscheck.py).

Tier 1 reads "Maya and I work at Intel" as two who work there, rightly, and read "I live in Denver and I work at
Google" the same way: `WORKS_AT` "Denver" -> Google, and with "work as a nurse at St. Mary's" only Denver's job.
The parse makes "Denver" the object of "in": the fact is the speaker's alone.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


def _workers(extractor: Extractor, text: str) -> set[str]:
    return {subject for subject, _, _, _ in of_type(extractor.extract(text), "WORKS_AT")}


@pytest.mark.parametrize(
    "text",
    [
        "I live in Denver and I work at Google.",
        "I live in Denver and I work as a nurse at St. Mary's.",
        "My parents live in Lyon and I work at Airbus.",
    ],
)
def test_a_place_before_and_i_is_no_second_worker(tier2: Extractor, text: str) -> None:
    assert _workers(tier2, text) == {USER}


def test_two_named_before_the_verb_still_both_work_there(tier2: Extractor) -> None:
    assert _workers(tier2, "Maya and I work at Intel.") == {USER, "Maya"}
