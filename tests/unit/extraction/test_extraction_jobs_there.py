"""A job begun or held "there", at the employer a clause just before named by an offer, an interview or an
application (kg/extraction/jobs_there.py): WORKS_AT, a change when begun, with the start's own time; not after a
place visited, denied, hoped for, asked, past, nor another's start after the speaker's interview."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _jobs(tier2: Extractor, text: str) -> set[tuple[str, str, bool, str | None]]:
    return {
        (r.subject, r.object, r.change, r.time_text)
        for r in tier2.extract(text).relations
        if r.edge_type == "WORKS_AT" and not r.negated
    }


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I got an offer from Wayfair, I'm starting there in June.", (USER, "Wayfair", True, "in June")),
        ("I interviewed at Stripe last month. I start there on Monday.", (USER, "Stripe", True, "on Monday")),
        ("I applied to Ocado in March and I've been working there since May.", (USER, "Ocado", False, "since May")),
        (
            "My sister had an interview at Ocado and she starts there next week.",
            ("my sister", "Ocado", True, "next week"),
        ),
        ("Tom applied for a job at Monzo. He got a job there!", ("Tom", "Monzo", True, None)),
        ("Priya applied for a job at Monzo. She got a job there!", ("Priya", "Monzo", True, None)),
    ],
)
def test_a_job_begun_or_held_there_is_at_the_employer_sought(
    tier2: Extractor, text: str, job: tuple[str, str, bool, str | None]
) -> None:
    """The time is the start's own ("last month" is the interview's), the employer the one sought just before."""
    assert _jobs(tier2, text) == {job}


@pytest.mark.parametrize(
    "text",
    [
        "We visited Leeds, I'd love to work there.",  # a place visited: no employer sought
        "I got an offer from Datadog, but I won't start there.",  # denied
        "I got an offer from Datadog. Do I start there in June?",  # asked
        "I hope I start there soon.",  # no employer named
        "I applied to Ocado. I worked there for years.",  # a past job, its end unknown
        "I interviewed at Stripe, she starts there Monday.",  # another's start after the speaker's interview
        "I had an interview with Sarah, I start there Monday.",  # an interview with a person, who is no employer
        "I got an offer from Datadog. I start school there in June.",  # a start of another thing
    ],
)
def test_no_job_there_without_an_employer_sought_and_a_start_told(tier2: Extractor, text: str) -> None:
    assert _jobs(tier2, text) == set()
