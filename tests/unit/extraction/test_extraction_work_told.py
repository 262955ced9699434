"""Issue 16, round 80: what an invented engineer told of work that kg cut or lost.

- "I'm leading the migration to Kubernetes" gave WORKS_ON "migration": a project unnamed is said by what it is of or
  to ("migration to Kubernetes", "redesign of our website"); one named stays its name ("Atlas").
- "I joined Stripe in 2021 as a backend engineer" gave no role: the time between the employer and "as" hid it.
- "I'm applying for a job at Netflix", "I'm interviewing for a job at Stripe tomorrow" gave nothing: "a job" alone is
  vague, but one said with its employer says which.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "project"),
    [
        ("I'm leading the migration to Kubernetes this quarter.", "migration to Kubernetes"),
        ("I'm working on the migration to Kubernetes.", "migration to Kubernetes"),
        ("I'm working on a redesign of our website.", "redesign of our website"),
        ("I'm in charge of the relaunch of the website.", "relaunch of the website"),
        ("I'm leading the Atlas migration project.", "Atlas"),
        ("Priya manages the billing redesign.", "billing redesign"),
    ],
)
def test_a_project_unnamed_is_said_with_what_it_is_of_or_to(tier2: Extractor, text: str, project: str) -> None:
    assert [r.object for r in tier2.extract(text).relations if r.edge_type == "WORKS_ON"] == [project]


@pytest.mark.parametrize(
    ("text", "role", "when"),
    [
        ("I joined Stripe in 2021 as a backend engineer.", "backend engineer", "in 2021"),
        ("I joined Stripe as a backend engineer.", "backend engineer", None),
    ],
)
def test_a_role_joined_with_a_time_between_is_a_new_role(
    tier1: Extractor, tier2: Extractor, text: str, role: str, when: str | None
) -> None:
    for extractor in (tier1, tier2):
        roles = [r for r in extractor.extract(text).relations if r.edge_type == "HAS_ROLE"]
        assert [(r.subject, r.object, r.change) for r in roles] == [(USER, role, True)]
        assert of_type(extractor.extract(text), "WORKS_AT") == {(USER, "Stripe", False, True)}
        if extractor is tier2:
            assert roles[0].time_text == when


@pytest.mark.parametrize(
    ("text", "edge_type", "deed", "when"),
    [
        ("I'm applying for a job at Netflix.", "DID", "apply for a job at Netflix", None),
        ("I applied for a position with Google last week.", "DID", "apply for a position with Google", "last week"),
        ("I'm interviewing for a job at Stripe tomorrow.", "PLANS", "interview for a job at Stripe", "tomorrow"),
        ("I interviewed with Google last week.", "DID", "interview with Google", "last week"),
    ],
)
def test_a_job_applied_or_interviewed_for_is_a_deed_naming_the_employer(
    tier2: Extractor, text: str, edge_type: str, deed: str, when: str | None
) -> None:
    extraction = tier2.extract(text)
    assert [(r.object, r.time_text) for r in extraction.relations if r.edge_type == edge_type] == [(deed, when)]
    assert not of_type(extraction, "WORKS_AT")  # applied for, not had


def test_a_job_applied_for_with_no_employer_says_nothing(tier2: Extractor) -> None:
    assert not tier2.extract("I applied for a job.").relations


def test_a_job_got_at_an_employer_is_the_job_not_a_deed(tier2: Extractor) -> None:
    extraction = tier2.extract("I got a job at Denny's on Friday.")
    assert of_type(extraction, "WORKS_AT") == {(USER, "Denny's", False, True)}
    assert not of_type(extraction, "DID")


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I presented to the board yesterday.", "present to the board"),
        ("We shipped the new checkout flow yesterday.", "ship the new checkout flow"),
    ],
)
def test_work_presented_or_shipped_is_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    done = [r for r in tier2.extract(text).relations if r.edge_type == "DID"]
    assert [(r.subject, r.object, r.time_text) for r in done] == [(USER, deed, "yesterday")]
