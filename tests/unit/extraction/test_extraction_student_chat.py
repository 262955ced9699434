"""Issue 16, round 80: what an invented student told that kg lost.

- "I have a part-time job at Target" gave nothing (the hyphen stopped the walk back from "job" to its verb);
  "I have a job at Target" gave WORKS_AT.
- "I got into UCLA!", "I got into a nursing program" gave nothing: getting into a school or a program is a deed
  (an admission), not an interest, as "I got into knitting" is.
- "im vegan now" gave nothing where "I'm vegan now" gave HAS_STATE: the model leaves chat's "m" its own lemma.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have a part-time job at Target.", (USER, "Target", False, False)),
        ("I got a full-time job at Target.", (USER, "Target", False, True)),
        ("I lost my part-time job at Target.", (USER, "Target", True, True)),
    ],
)
def test_a_job_with_a_hyphened_kind_is_a_job(
    tier1: Extractor, tier2: Extractor, text: str, expected: tuple[str, str, bool, bool]
) -> None:
    for extractor in (tier1, tier2):
        assert of_type(extractor.extract(text), "WORKS_AT") == {expected}


@pytest.mark.parametrize(
    ("text", "subject", "deed"),
    [
        ("I got into UCLA!", USER, "get into UCLA"),
        ("I got into grad school.", USER, "get into grad school"),
        ("My son got into MIT.", "my son", "get into MIT"),
        ("I got into a nursing program.", USER, "get into a nursing program"),
    ],
)
def test_getting_into_a_school_is_an_admission(tier2: Extractor, text: str, subject: str, deed: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "DID") == {(subject, deed, False, False)}
    assert not of_type(extraction, "HAS_INTEREST")


@pytest.mark.parametrize("text", ["I got into trouble.", "I got into the car.", "I hope I get into UCLA."])
def test_no_admission_into_trouble_a_car_or_a_hope(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "DID")


def test_getting_into_a_pastime_stays_an_interest(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I got into knitting last year."), "HAS_INTEREST") == {(USER, "knitting", False, True)}


@pytest.mark.parametrize(("text", "state"), [("im vegan now", "vegan"), ("im vegetarian", "vegetarian")])
def test_chats_im_is_i_am(tier2: Extractor, text: str, state: str) -> None:
    assert {(r.subject, r.object) for r in tier2.extract(text).relations if r.edge_type == "HAS_STATE"} == {
        (USER, state)
    }
