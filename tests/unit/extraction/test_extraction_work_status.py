"""Issue 16, eighty-first round: the speaker told as out of work ends whichever employer is current and is in that
state (kg/extraction/work_status.py); working for oneself is a role and ends no job. Only the speaker's, now."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    "text",
    ["I'm unemployed.", "I'm out of work right now.", "I'm between jobs.", "I'm currently jobless."],
)
def test_out_of_work_ends_the_current_employer_and_is_a_state(tier2: Extractor, text: str) -> None:
    extraction = tier2.extract(text)
    [job] = [r for r in extraction.relations if r.edge_type == "WORKS_AT"]
    assert (job.subject, job.object, job.negated, job.change, job.unnamed) == (USER, "job", True, True, True)
    assert of_type(extraction, "HAS_STATE") == {(USER, "unemployed", False, False)}


@pytest.mark.parametrize("text", ["I'm self-employed.", "I work for myself.", "I'm my own boss."])
def test_working_for_oneself_is_a_role_and_ends_no_job(tier2: Extractor, text: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "HAS_ROLE") == {(USER, "self-employed", False, False)}
    assert of_type(extraction, "WORKS_AT") == set()
    assert of_type(extraction, "KNOWS") == set()  # "my own boss" is no boss known


@pytest.mark.parametrize(
    "text",
    [
        "I was unemployed for a year.",
        "I'm not unemployed.",
        "Are you self-employed?",
        "My brother is unemployed.",
        "I'm out of milk.",
    ],
)
def test_no_work_status_of_a_past_a_denial_a_question_or_someone_else(tier2: Extractor, text: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "WORKS_AT") == set()
    assert {r.object for r in extraction.relations} & {"unemployed", "self-employed"} == set()
