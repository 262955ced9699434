"""Issue 16, sixth round: a job told as "my job as a X" is HAS_ROLE X (ended when lost or quit, new when got or
landed; not one wished for or someone else's), and the job itself is no thing liked; graduating and retiring are
events told by their verb alone (tier 2); a past event in a named class says the class was attended; what one is
doing told after a comma is done."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts, only


@pytest.mark.parametrize(
    ("text", "role", "ended", "new"),
    [
        ("I lost my job as a line cook last month.", "line cook", True, False),
        ("Lost my job as a cashier last week.", "cashier", True, False),
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
    "text", ["I'd love a job as a pilot.", "How is your job as a teacher?", "Her sister got a job as a paralegal."]
)
def test_a_job_wished_for_or_not_the_speakers_is_no_role(extractor: Extractor, text: str) -> None:
    assert named_facts(extractor.extract(text)) == set(), text


def test_a_relatives_job_is_the_relatives_not_the_speakers(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("My sister got a job as a paralegal.")) == {("HAS_ROLE", "my sister", "paralegal")}


def test_the_job_is_no_thing_liked(extractor: Extractor) -> None:
    assert facts(extractor.extract("I love my job as a nurse.")) == {("HAS_ROLE", USER, "nurse")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I graduated on Friday!", ("DID", USER, "graduate")),
        ("I finally graduated from nursing school!", ("DID", USER, "graduate from nursing school")),
        ("I'll graduate next spring.", ("PLANS", USER, "graduate")),
        ("I retired last year.", ("DID", USER, "retire")),
    ],
)
def test_graduating_and_retiring_are_events(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize("text", ["Her husband retired in March.", "When did you graduate?"])
def test_someone_unnamed_or_a_question_is_no_event(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set(), text


def test_a_relatives_milestone_is_the_relatives(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("My husband retired in March.")) == {("DID", "my husband", "retire")}


@pytest.mark.parametrize(
    ("text", "attended"),
    [
        ("I made this bowl in pottery class yesterday.", "pottery class"),
        ("I met my best friend in a salsa class.", "salsa class"),
    ],
)
def test_a_class_something_happened_in_was_attended(tier2: Extractor, text: str, attended: str) -> None:
    assert ("ATTENDED", USER, attended) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I was bored in class.", "Her son made a card in art class.", "Are you still in that pottery class?"]
)
def test_no_class_attended_when_unnamed_someone_elses_or_asked(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "ATTENDED" for fact in facts(tier2.extract(text))), text


def test_what_one_is_doing_told_after_a_comma_is_done(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm keeping busy too, volunteering at the animal shelter.")) == {
        ("DID", USER, "volunteer at the animal shelter")
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Biscuit has been sick all week, taking him to the vet tomorrow.", ("PLANS", USER, "vet")),
        ("Mia has been sick, taking her to the doctor tomorrow.", ("PLANS", USER, "doctor")),
    ],
)
def test_what_is_done_after_a_comma_to_the_one_told_of_is_the_speakers(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    """Its object a pronoun, not "himself": the speaker's dropped "I'm" ("I'm taking him to the vet tomorrow"), not
    Biscuit taking himself."""
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text",
    [
        "I twisted my ankle, running down the stairs.",
        "Besides cooking, I also enjoy gardening, playing chess, and visiting museums.",
        "She called me, asking for advice.",
    ],
)
def test_no_doing_after_a_comma_from_a_bare_pastime_a_list_liked_or_someone_else(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" and fact[2] != "twist my ankle" for fact in facts(tier2.extract(text))), text
