"""Issue 16, seventy-first round: where the speaker has been for years or months is their employer ("I've been
at Shopify for three years": WORKS_AT Shopify); a job told with "a new job as" is a role (kg/extraction/jobs_told.py,
kg/extraction/status.py). Before, both gave nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I've been at Shopify for three years.", "Shopify"),
        ("I've been at Shopify for 3 years now.", "Shopify"),
        ("I have been at Acme Corp since 2015.", "Acme Corp"),
        ("I've been at Google for years.", "Google"),
    ],
)
def test_a_place_one_has_been_at_for_years_is_ones_employer(tier2: Extractor, text: str, employer: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == {(USER, employer, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "I've been at Disneyland for three days.",  # a visit
        "I've been at Stanford University for two years.",  # a school
        "I've been at the hospital all day.",
        "Have you been at Shopify for long?",
        "I was at Google for five years.",  # over: "worked" says so elsewhere, "was at" alone is a visit as often
    ],
)
def test_no_employer_from_a_visit_a_school_or_a_question(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == set()


@pytest.mark.parametrize(
    ("text", "role", "change"),
    [
        ("I got a new job as a nurse.", "nurse", True),
        ("I start my new job as a nurse on Monday.", "nurse", True),
        ("I love my job as a nurse.", "nurse", False),
    ],
)
def test_a_new_job_as_something_is_that_role(tier2: Extractor, text: str, role: str, change: bool) -> None:
    assert of_type(tier2.extract(text), "HAS_ROLE") == {(USER, role, False, change)}


def test_a_new_job_wished_for_is_no_role(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I'd love a new job as a pilot."), "HAS_ROLE") == set()
