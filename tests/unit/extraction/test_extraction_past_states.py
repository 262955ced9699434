"""Pasts that are over, and pasts that are no plan or no liking (round 34): a job told in the past with how long it
lasted or with "used to be" has ended (kg.extraction.bygone_roles); "now" after a present perfect's stretch is no
change (kg.extraction.lasting); a going told in the past progressive is no plan (kg.extraction.past_goings); a
dislike told in the past of an earlier part of life has ended (kg.extraction.earlier_life); praise of a feature of
someone else's thing is no liking (kg.extraction.others_features)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, only


def _flags(extractor: Extractor, text: str, edge_type: str) -> tuple[str, bool, bool]:
    relation = only(extractor.extract(text), edge_type)
    return relation.object, relation.negated, relation.change


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I was a nurse for 5 years.", "nurse"),
        ("I was a teacher for ten years before I retired.", "teacher"),
        ("Maria was a manager at a bank for a decade.", "manager"),
        ("Tomás was a lifeguard for a few summers.", "lifeguard"),
        ("I used to be a nurse.", "nurse"),
    ],
)
def test_a_job_told_in_the_past_with_a_stretch_or_used_to_be_has_ended(
    extractor: Extractor, text: str, role: str
) -> None:
    assert _flags(extractor, text, "HAS_ROLE") == (role, True, True)


@pytest.mark.parametrize("text", ["I was in a choir for years.", "I used to be in a band."])
def test_a_group_told_in_the_past_with_a_stretch_or_used_to_be_has_ended(extractor: Extractor, text: str) -> None:
    relation = only(extractor.extract(text), "MEMBER_OF")
    assert (relation.negated, relation.change) == (True, True)


def test_a_named_employer_beside_a_past_job_with_a_stretch_has_ended_too(extractor: Extractor) -> None:
    assert _flags(extractor, "I was a nurse at Mercy Hospital for twelve years.", "WORKS_AT") == (
        "Mercy Hospital",
        True,
        True,
    )


@pytest.mark.parametrize(
    "text", ["I've been a nurse for 5 years.", "I have been a teacher for a long time.", "I was a nurse."]
)
def test_a_job_in_the_present_perfect_or_the_plain_past_still_holds(extractor: Extractor, text: str) -> None:
    relation = only(extractor.extract(text), "HAS_ROLE")
    assert (relation.negated, relation.change) == (False, False)


@pytest.mark.parametrize("text", ["I want to be a nurse.", "I'd be a terrible teacher."])
def test_a_job_wished_or_guessed_with_be_is_no_job(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == ()


@pytest.mark.parametrize(
    ("text", "edge_type"),
    [
        ("I've worked at Google for a while now.", "WORKS_AT"),
        ("Priya has worked at Intel for ages now.", "WORKS_AT"),
        ("I've lived in Tucson for a decade now.", "LIVES_IN"),
    ],
)
def test_now_after_a_present_perfects_stretch_is_no_change(extractor: Extractor, text: str, edge_type: str) -> None:
    relation = only(extractor.extract(text), edge_type)
    assert (relation.negated, relation.change) == (False, False)


@pytest.mark.parametrize(
    ("text", "edge_type"),
    [
        ("I now work at Google.", "WORKS_AT"),
        ("I work at Google now.", "WORKS_AT"),
        ("I've now moved to Denver.", "LIVES_IN"),
    ],
)
def test_now_without_a_stretch_is_still_a_change(extractor: Extractor, text: str, edge_type: str) -> None:
    relation = only(extractor.extract(text), edge_type)
    assert (relation.negated, relation.change) == (False, True)


@pytest.mark.parametrize(
    "text",
    [
        "I was going to the gym when it started raining.",
        "We were heading to the lake when the storm hit.",
        "I was just going to the store when you called.",
    ],
)
def test_a_going_told_in_the_past_progressive_is_no_plan(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == ()


@pytest.mark.parametrize(
    ("text", "place"),
    [("I'm going to the gym tomorrow.", "gym"), ("We're heading to the lake this weekend.", "lake")],
)
def test_a_going_in_the_present_progressive_is_still_a_plan(extractor: Extractor, text: str, place: str) -> None:
    assert facts(extractor.extract(text)) == {("PLANS", USER, place)}


@pytest.mark.parametrize(
    ("text", "subject", "thing"),
    [
        ("I hated broccoli as a kid.", USER, "broccoli"),
        ("I hated math in school.", USER, "math"),
        ("Growing up, I hated camping.", USER, "camping"),
        ("Maria hated swimming as a child.", "Maria", "swimming"),
        ("I detested homework as a teenager.", USER, "homework"),
    ],
)
def test_a_dislike_told_in_the_past_of_an_earlier_life_has_ended(
    extractor: Extractor, text: str, subject: str, thing: str
) -> None:
    relation = only(extractor.extract(text), "DISLIKES")
    assert (relation.subject, relation.object, relation.negated, relation.change) == (subject, thing, True, True)


def test_a_liking_told_in_the_past_of_school_days_has_ended(extractor: Extractor) -> None:
    assert _flags(extractor, "I loved chemistry in high school.", "LIKES") == ("chemistry", True, True)


def test_a_present_dislike_still_holds(extractor: Extractor) -> None:
    assert _flags(extractor, "I hate olives.", "DISLIKES") == ("olives", False, False)


@pytest.mark.parametrize("text", ["I hated the movie.", "I never hated broccoli as a kid."])
def test_a_past_dislike_of_one_occasion_or_denied_gives_nothing(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == ()


@pytest.mark.parametrize(
    "text",
    [
        "I love the self-acceptance theme in your painting.",
        "I love the colors in your photo.",
        "I really like the vibe of your new place.",
        "I love the colors in Ana's painting.",
        "I love the details on her quilt.",
    ],
)
def test_praise_of_a_feature_of_someone_elses_thing_is_no_liking(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == ()


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I love the colors of autumn.", "colors of autumn"),
        ("I love the beach.", "beach"),
        ("I love the sound of rain.", "sound of rain"),
        ("I adore the beaches of Croatia.", "beaches of Croatia"),
    ],
)
def test_a_feature_of_no_ones_thing_is_still_liked(extractor: Extractor, text: str, thing: str) -> None:
    assert facts(extractor.extract(text)) == {("LIKES", USER, thing)}
