"""Issue 16, round 80: times and visits an invented user told that kg misdated or lost.

- The time of a habit keeps its "every": "I volunteer at the library every Tuesday" gave the time "Tuesday" (the
  NER leaves "every" out), which resolves to one day, so the habit was dated as one visit.
- A time the NER splits in two is one: "I went to the beach last Sunday afternoon" gave the time "afternoon",
  which names no day.
- A visit to someone one goes to for a service: "I went to the dentist yesterday" gave nothing ("dentist" was
  taken for a person left unnamed), so "when did I go to the dentist?" had no fact to find.
- "I'm seeing my therapist on Tuesday", "I saw the doctor last week" gave nothing: seeing them is a visit too.
- "I read Dune last week" lost its time: a past time on a verb in the present was taken for another verb's, and
  the small model tags this "read" as the present.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("I volunteer at the library every Tuesday.", "every Tuesday"),
        ("I go running every Sunday morning.", "every Sunday morning"),
        ("I go to church each Sunday.", "each Sunday"),
    ],
)
def test_a_habits_time_keeps_its_every(tier2: Extractor, text: str, when: str) -> None:
    assert [r.time_text for r in tier2.extract(text).relations] == [when]


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("I volunteered at the library on Tuesday.", "on Tuesday"),
        ("We went to the beach last Sunday afternoon.", "last Sunday afternoon"),
        ("I went hiking last Saturday.", "last Saturday"),
    ],
)
def test_one_days_time_is_the_whole_time_said(tier2: Extractor, text: str, when: str) -> None:
    assert [r.time_text for r in tier2.extract(text).relations] == [when]


@pytest.mark.parametrize(
    ("text", "edge_type", "place", "when"),
    [
        ("I went to the dentist yesterday.", "ATTENDED", "dentist", "yesterday"),
        ("I'm going to the doctor tomorrow.", "PLANS", "doctor", "tomorrow"),
    ],
)
def test_a_visit_to_someone_gone_to_for_a_service_is_an_event(
    tier1: Extractor, tier2: Extractor, text: str, edge_type: str, place: str, when: str
) -> None:
    for extractor in (tier1, tier2):
        visits = [r for r in extractor.extract(text).relations if r.edge_type == edge_type]
        assert [(r.subject, r.object, r.object_kind, r.time_text) for r in visits] == [(USER, place, "Event", when)]


@pytest.mark.parametrize(
    ("text", "edge_type", "deed", "when"),
    [
        ("I'm seeing my therapist on Tuesday.", "PLANS", "see my therapist", "on Tuesday"),
        ("I saw the doctor last week.", "DID", "see the doctor", "last week"),
    ],
)
def test_seeing_someone_one_goes_to_for_a_service_is_an_event(
    tier2: Extractor, text: str, edge_type: str, deed: str, when: str
) -> None:
    seen = [r for r in tier2.extract(text).relations if r.edge_type == edge_type]
    assert [(r.subject, r.object, r.time_text) for r in seen] == [(USER, deed, when)]


@pytest.mark.parametrize("text", ["I'm seeing someone.", "I saw my neighbor yesterday.", "I need to see a doctor."])
def test_seeing_someone_else_or_a_need_to_is_no_event(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type in {"DID", "PLANS"}]


@pytest.mark.parametrize("text", ["I love my dentist.", "My doctor says I should rest.", "I miss my neighbor."])
def test_a_person_known_by_service_stays_no_event_and_no_name(tier2: Extractor, text: str) -> None:
    extraction = tier2.extract(text)
    assert not of_type(extraction, "ATTENDED")
    assert all(r.object not in {"dentist", "doctor", "neighbor"} or r.unnamed for r in extraction.relations)


@pytest.mark.parametrize(
    ("text", "deed", "when"),
    [
        ("I read Dune last week.", "read Dune", "last week"),  # "read" tagged as the present: its past is the same
        ("I read every night.", "reading", "every night"),
    ],
)
def test_a_past_time_on_a_verb_whose_past_is_its_base_is_kept(
    tier2: Extractor, text: str, deed: str, when: str
) -> None:
    assert [(r.object, r.time_text) for r in tier2.extract(text).relations if r.edge_type == "DID"] == [(deed, when)]
