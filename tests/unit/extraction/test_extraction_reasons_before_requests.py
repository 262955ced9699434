"""Issue 16, round 100: a statement told before ", so" and a request about suggestions is said plainly.

"I'm allergic to peanuts, so please never suggest Thai satay": the small model makes the allergy the complement of
"suggest", which read as only suggested (kg/extraction/irrealis.py) dropped a fact an assistant most needs. Told
before the "so" that gives the request its reason, it stands on its own; what another suggested still does not.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm allergic to peanuts, so please never suggest Thai satay.", ("IS_ALLERGIC_TO", "peanuts")),
        ("I live in Denver, so please don't recommend beach trips.", ("LIVES_IN", "Denver")),
    ],
)
def test_a_statement_before_so_and_a_request_about_suggestions_is_said_plainly(
    tier2: Extractor, text: str, fact: tuple[str, str]
) -> None:
    edge_type, obj = fact
    assert {o for subject, o, _, _ in of_type(tier2.extract(text), edge_type) if subject == USER} == {obj}


@pytest.mark.parametrize(
    "text", ["My therapist suggested I move to Boston.", "She suggested I move to Boston, so I'm thinking about it."]
)
def test_what_another_suggested_is_still_no_fact(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIVES_IN") == set()
