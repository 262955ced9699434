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
        "They cancelled Tom's show.",  # called off by others: no plan of Tom's was told
    ],
)
def test_no_plan_a_cancelling_not_done_or_someone_elses_ends_no_plan(tier2: Extractor, text: str) -> None:
    assert {fact for fact in of_type(tier2.extract(text), "PLANS") if fact[2]} == set()


@pytest.mark.parametrize(
    ("text", "moved", "to"),
    [
        ("My meeting with the CEO got moved to Thursday.", "meeting", "Thursday"),
        ("The wedding got postponed to next year.", "wedding", "next year"),
        ("I moved my dentist appointment to Friday.", "dentist appointment", "Friday"),
        ("We rescheduled the party for next Saturday.", "party", "next Saturday"),
        ("The concert has been postponed until March.", "concert", "until March"),
    ],
)
def test_a_plan_moved_to_another_time_is_planned_then_as_a_change(
    tier2: Extractor, text: str, moved: str, to: str
) -> None:
    plans = [r for r in tier2.extract(text).relations if r.edge_type == "PLANS"]
    assert [(r.subject, r.object, r.negated, r.change, r.time_text) for r in plans] == [(USER, moved, False, True, to)]


@pytest.mark.parametrize(
    "text",
    [
        "I moved my couch to the garage.",  # no plan
        "The wedding got postponed.",  # to no time told: nothing to plan anew
        "Should I move my appointment to Friday?",
        "My sister moved her wedding to June.",
    ],
)
def test_no_plan_no_new_time_a_question_or_someone_elses_is_no_plan_moved(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "PLANS" and r.change]


@pytest.mark.parametrize(
    ("text", "owner", "plan", "ended"),
    [
        ("Actually, we moved Ivy's party to Sunday the 15th.", "Ivy", "party", False),
        ("Tom's wedding got postponed until June.", "Tom", "wedding", False),
        ("We cancelled Ivy's party.", "Ivy", "party", True),
        ("Leo's graduation party got cancelled.", "Leo", "graduation party", True),
    ],
)
def test_a_plan_named_as_a_person_s_moved_or_called_off_is_theirs(
    tier2: Extractor, text: str, owner: str, plan: str, ended: bool
) -> None:
    """Round 101: "Ivy's birthday party is on Saturday" is Ivy's plan; moving "Ivy's party" gave nothing."""
    assert of_type(tier2.extract(text), "PLANS") == {(owner, plan, ended, True)}
