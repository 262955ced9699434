"""Issue 16, round 78: a job denied "anymore" has ended ("I'm not a developer anymore" gave nothing, so the old
role stayed current beside the new one); a job's "as" after the workplace is still the job ("Priya works at a
hospital as a resident doctor"), in both tiers; and a wedding or engagement told with "getting" keeps its reading
however the small model parses it ("Josh is getting married in Portugal this summer" makes "getting" the verb,
and "My best friend Josh is getting married ..." hangs the subject on "getting")."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "holder", "role"),
    [
        ("Priya works at a hospital as a resident doctor.", "Priya", "resident doctor"),
        ("I work at a bakery as a manager.", USER, "manager"),
        ("I work at Google as an engineer.", USER, "engineer"),
        ("I work for St. Mary's as a nurse.", USER, "nurse"),
    ],
)
def test_a_job_told_after_the_workplace_is_the_role(extractor: Extractor, text: str, holder: str, role: str) -> None:
    assert (holder, role, False, False) in of_type(extractor.extract(text), "HAS_ROLE")


@pytest.mark.parametrize("text", ["I met him at a party as a teenager.", "I worked at a cafe, as a student said."])
def test_as_after_another_place_or_a_comma_is_no_job(extractor: Extractor, text: str) -> None:
    assert not of_type(extractor.extract(text), "HAS_ROLE")


@pytest.mark.parametrize(
    ("text", "who", "deed", "when"),
    [
        ("Josh is getting married in Portugal this summer.", "Josh", "get married", "this summer"),
        ("My best friend Josh is getting married in Portugal this summer.", "Josh", "get married", "this summer"),
        ("I'm getting married in June.", USER, "get married", "in June"),
    ],
)
def test_a_wedding_to_come_is_planned(tier2: Extractor, text: str, who: str, deed: str, when: str) -> None:
    [plan] = [r for r in tier2.extract(text).relations if r.edge_type == "PLANS"]
    assert (plan.subject, plan.object, plan.time_text) == (who, deed, when)


def test_a_wedding_wished_is_no_plan(tier2: Extractor) -> None:
    assert not of_type(tier2.extract("Josh might get married in Portugal."), "PLANS")


def test_a_verb_taken_for_an_auxiliary_lends_no_subject(tier2: Extractor) -> None:
    """ "loves" parsed as the auxiliary of "hiking": Alice likes hiking; no deed is read from it."""
    assert not of_type(tier2.extract("My sister Alice loves hiking"), "DID")


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm not a teacher anymore.", "teacher"),
        ("I'm not a developer anymore, I'm a product manager now.", "developer"),
        ("I'm not a teacher any more.", "teacher"),
        ("I am not a nurse any more, I am a paramedic now.", "nurse"),
    ],
)
def test_a_job_denied_anymore_has_ended(extractor: Extractor, text: str, role: str) -> None:
    """As "I'm no longer a teacher" always did: the old role ends, so a later one is not held beside it."""
    assert (USER, role, True, True) in of_type(extractor.extract(text), "HAS_ROLE")


@pytest.mark.parametrize(
    "text", ["I'm not a teacher.", "I'm not a nurse from Ohio.", "I'm not a teacher but I love kids."]
)
def test_a_job_only_denied_says_nothing(extractor: Extractor, text: str) -> None:
    assert not of_type(extractor.extract(text), "HAS_ROLE")
