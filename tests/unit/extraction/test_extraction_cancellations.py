"""Issue 16, eighty-second round: a plan of the speaker's called off is PLANS of the thing cancelled, ended
(kg/extraction/cancellations.py), which Ingest matches to the plan it means. A subscription, a cancelling not
done, and someone else's plan give none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "called_off"),
    [
        ("I cancelled my trip to Paris.", "trip to Paris"),
        ("I'm cancelling my trip to Rome.", "trip to Rome"),
        ("We called off the wedding.", "wedding"),
        ("My dentist appointment got cancelled.", "dentist appointment"),
        ("I canceled our dinner reservation for Friday.", "dinner reservation"),
        ("The concert was cancelled.", "concert"),
        ("They cancelled my flight.", "flight"),
        ("I had to cancel my flight to Boston.", "flight"),
    ],
)
def test_a_plan_called_off_is_ended(tier2: Extractor, text: str, called_off: str) -> None:
    assert of_type(tier2.extract(text), "PLANS") == {(USER, called_off, True, True)}


@pytest.mark.parametrize(
    "text",
    [
        "I canceled my gym membership.",  # no plan
        "I cancelled my Netflix subscription.",
        "I might cancel my trip.",
        "Should I cancel my trip?",
        "I didn't cancel the trip.",
        "I wanted to cancel my trip.",
        "I forgot to cancel my appointment.",
        "My sister cancelled her wedding.",  # hers
        "They cancelled the show.",  # whose plan, nothing says
    ],
)
def test_no_plan_a_cancelling_not_done_or_someone_elses_ends_no_plan(tier2: Extractor, text: str) -> None:
    assert {fact for fact in of_type(tier2.extract(text), "PLANS") if fact[2]} == set()
