"""Issue 16, rounds 100-101: the job one moved for is one's new work (kg/extraction/jobs_told.py).

"I moved to Boston for a new job at Mass General" gave only the move, so "Where does Sam work?" found the old
employer's turn first; "My best friend Yusuf moved to Berlin for a job at Zalando" likewise for Yusuf. Not a job
moved for by "we" (whose it is is not said), someone else's job, one only interviewed for, or a move denied.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


def _employers(extractor: Extractor, text: str) -> set[tuple[str, str, bool, bool]]:
    return of_type(extractor.extract(text), "WORKS_AT")


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I moved to Boston for a new job at Mass General.", "Mass General"),
        ("I relocated to Denver for a job at Vail Resorts.", "Vail Resorts"),
    ],
)
def test_the_job_the_speaker_moved_for_is_their_new_work(tier2: Extractor, text: str, employer: str) -> None:
    assert _employers(tier2, text) == {(USER, employer, False, True)}  # a change: the old employer is archived


@pytest.mark.parametrize(
    ("text", "mover", "employer"),
    [
        ("My sister moved to Boston for a new job at Google.", "my sister", "Google"),
        ("My best friend Yusuf just moved to Berlin for a job at Zalando.", "Yusuf", "Zalando"),
    ],
)
def test_the_job_someone_named_moved_for_is_their_new_work(
    tier2: Extractor, text: str, mover: str, employer: str
) -> None:
    assert _employers(tier2, text) == {(mover, employer, False, True)}


@pytest.mark.parametrize(
    "text",
    [
        "We moved to Denver for a job at Intel.",
        "I moved to Boston for my wife's job at Mass General.",
        "I moved to Boston for a job interview at Google.",
        "I didn't move to Boston for a job at Google.",
        "If I moved to Boston for a job at Google, I'd be happier.",
    ],
)
def test_no_job_when_whose_is_unsaid_none_was_taken_or_the_move_is_denied(tier2: Extractor, text: str) -> None:
    assert _employers(tier2, text) == set()
