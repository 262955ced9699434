"""Issue 16, eighty-second round: the speaker's time away from work on the days they name is a plan (or, once
past, a deed): "vacation", "time off", "out of office" (kg/extraction/time_off.py); a leave of a kind is a state.
No day named, "until" a day, a denial, a question or someone else's time off gives nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type, timed_events


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm on vacation next week.", ("PLANS", "vacation", "next week")),
        ("We'll be on holiday from June 3 to June 7.", ("PLANS", "holiday", "June 3 to June 7")),
        ("I'm on PTO next week.", ("PLANS", "PTO", "next week")),
        ("I'm taking next Friday off.", ("PLANS", "time off", "next Friday")),
        ("I have Friday off.", ("PLANS", "time off", "Friday")),
        ("I'm off next Monday.", ("PLANS", "time off", "next Monday")),
        ("I'm off work tomorrow.", ("PLANS", "time off", "tomorrow")),
        ("I'm taking the day off tomorrow.", ("PLANS", "time off", "tomorrow")),
        ("I'm taking a few days off next week.", ("PLANS", "time off", "next week")),
        ("I'll be out of the office next week.", ("PLANS", "out of office", "next week")),
        ("I'm OOO on Friday.", ("PLANS", "out of office", "on Friday")),
        ("I was on vacation last week.", ("DID", "vacation", "last week")),
        ("I took Monday off.", ("DID", "time off", "Monday")),
    ],
)
def test_time_off_on_days_named_is_a_plan_or_once_past_a_deed(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    edge_type, kind, when = fact
    assert (edge_type, USER, kind, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "leave"), [("I'm on paternity leave.", "paternity leave"), ("I'm on a sabbatical.", "sabbatical")]
)
def test_a_leave_of_a_kind_told_with_no_day_is_a_state(tier2: Extractor, text: str, leave: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "HAS_STATE") == {(USER, leave, False, False)}
    assert timed_events(extraction) == set()


@pytest.mark.parametrize(
    "text",
    [
        "I'm on vacation right now.",  # no day named
        "I'm off to bed.",
        "I'm on leave until March.",  # from when, the words do not say
        "I'm out of office until Monday.",
        "I'm not taking Friday off.",
        "Are you on vacation next week?",
        "My wife is on vacation next week.",
        "I'm taking it easy off and on.",
    ],
)
def test_no_day_until_a_day_a_denial_a_question_or_someone_elses_is_no_time_off(tier2: Extractor, text: str) -> None:
    extraction = tier2.extract(text)
    kinds = {"vacation", "time off", "out of office", "leave", "holiday"}
    assert not {fact for fact in timed_events(extraction) if fact[2] in kinds}
    assert of_type(extraction, "HAS_STATE") == set()


def test_an_outing_after_im_off_is_no_time_off(tier2: Extractor) -> None:
    events = timed_events(tier2.extract("I'm off to the store tomorrow."))
    assert not any(kind == "time off" for _, _, kind, _ in events)
