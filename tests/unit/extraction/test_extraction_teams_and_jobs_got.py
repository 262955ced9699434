"""Issue 16, round 101: the team one leads or is on at a named organisation says one works there, and so does a job
got that is named by its employer (kg/extraction/jobs_told.py): "I lead the payments team at Monzo" and "I got the
Canva job!" gave nothing, so "Where does Dev work?" had no fact. Not a team one plays on, a job or team denied, asked
about or only wished for, nor one told of with "we"."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I lead the payments team at Monzo.", (USER, "Monzo", False, False)),
        ("I manage the design team at Figma.", (USER, "Figma", False, False)),
        ("I'm on the growth team at Duolingo.", (USER, "Duolingo", False, False)),  # the model takes it for a place
        ("I joined the security team at Cloudflare last month.", (USER, "Cloudflare", False, True)),
        ("I used to lead the data team at Uber.", (USER, "Uber", True, True)),
        ("My sister leads the sales team at Oracle.", ("my sister", "Oracle", False, False)),
    ],
)
def test_the_team_one_leads_or_is_on_at_an_organisation_is_work_there(
    tier2: Extractor, text: str, employer: tuple[str, str, bool, bool]
) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == {employer}


@pytest.mark.parametrize(
    "text",
    [
        "I'm on the swim team at Stanford.",
        "I'm on the debate team at Lincoln High.",
        "I don't manage the sales team at Oracle.",
        "Should I join the data team at Uber?",
        "I'd love to lead the design team at Apple.",
        "I met the sales team at Oracle.",
        "We're on the payments team at Monzo.",
    ],
)
def test_no_work_for_a_team_played_on_denied_asked_wished_met_or_ours(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == set()


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I got the Canva job!", (USER, "Canva", False, True)),
        ("I landed the Google internship.", (USER, "Google", False, True)),
        ("I accepted the Stripe offer.", (USER, "Stripe", False, True)),
        ("My brother got the Amazon job.", ("my brother", "Amazon", False, True)),
    ],
)
def test_a_job_got_named_by_its_employer_is_new_work_there(
    tier2: Extractor, text: str, employer: tuple[str, str, bool, bool]
) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == {employer}


@pytest.mark.parametrize(
    "text",
    [
        "I didn't get the Canva job.",
        "Did you get the Canva job?",
        "I hope I get the Netflix job.",
        "If I get the Netflix job, I'll move.",
    ],
)
def test_no_work_for_a_named_job_denied_asked_or_hoped_for(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == set()
