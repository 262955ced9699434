"""Issue 16, sixth round: a job told as "my job as a X" is HAS_ROLE X (ended when lost or quit, new when got or
landed; not one wished for or someone else's), and the job itself is no thing liked; graduating and retiring are
events told by their verb alone (tier 2)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, only


@pytest.mark.parametrize(
    ("text", "role", "ended", "new"),
    [
        ("I lost my job as a line cook last month.", "line cook", True, False),
        ("Lost my job as a banker yesterday.", "banker", True, False),
        ("I just landed a job as a dental hygienist!", "dental hygienist", False, True),
        ("I love my job as a nurse.", "nurse", False, False),
    ],
)
def test_my_job_as_a_role_is_the_role(extractor: Extractor, text: str, role: str, ended: bool, new: bool) -> None:
    held = only(extractor.extract(text), "HAS_ROLE")
    assert (held.subject, held.object, held.negated and held.change, held.change and not held.negated) == (
        USER,
        role,
        ended,
        new,
    )


@pytest.mark.parametrize(
    "text", ["I'd love a job as a pilot.", "How is your job as a teacher?", "My sister got a job as a paralegal."]
)
def test_a_job_wished_for_or_not_the_speakers_is_no_role(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == (), text


def test_the_job_is_no_thing_liked(extractor: Extractor) -> None:
    assert facts(extractor.extract("I love my job as a nurse.")) == {("HAS_ROLE", USER, "nurse")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I graduated last week!", ("DID", USER, "graduate")),
        ("I finally graduated from nursing school!", ("DID", USER, "graduate from nursing school")),
        ("I'll graduate next spring.", ("PLANS", USER, "graduate")),
        ("I retired last year.", ("DID", USER, "retire")),
    ],
)
def test_graduating_and_retiring_are_events(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize("text", ["My husband retired in March.", "When did you graduate?"])
def test_someone_unnamed_or_a_question_is_no_event(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == (), text
