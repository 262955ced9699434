"""Issue 16, round 94: the school one studies at is STUDIES_AT, one at a time (kg/extraction/studies.py).

"I'm a junior at UCLA", "My daughter goes to Riverside Elementary" or "I transferred to UC Davis" told nothing (or
an outing to the school), and a student's school was only kept from being read as an employer.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type

HELD, NEW, ENDED = (False, False), (False, True), (True, True)


def _schools(extractor: Extractor, text: str) -> set[tuple[str, str, bool, bool]]:
    return of_type(extractor.extract(text), "STUDIES_AT")


@pytest.mark.parametrize(
    ("text", "subject", "school"),
    [
        ("I'm a junior at UCLA.", USER, "UCLA"),
        ("I'm a sophomore at Ohio State.", USER, "Ohio State"),
        ("My sister is a senior at Lincoln High.", "my sister", "Lincoln High"),
        ("Maya is a grad student at Stanford.", "Maya", "Stanford"),
        ("I'm in my second year at Carver College.", USER, "Carver College"),
        ("I study engineering at Purdue.", USER, "Purdue"),
        ("I'm majoring in history at Tufts.", USER, "Tufts"),
        ("I'm doing my master's at NYU.", USER, "NYU"),
        ("My daughter goes to Riverside Elementary.", "my daughter", "Riverside Elementary"),  # tagged a person
        ("I go to Hillcrest High School.", USER, "Hillcrest High School"),
        ("My kids go to school at Pinewood Academy.", "my kids", "Pinewood Academy"),
        ("Sam attends Northside Academy.", "Sam", "Northside Academy"),
    ],
)
def test_a_school_studied_at_now(tier2: Extractor, text: str, subject: str, school: str) -> None:
    assert _schools(tier2, text) == {(subject, school, *HELD)}


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("I transferred to UC Davis in January.", "UC Davis"),
        ("I enrolled at Austin Community College last fall.", "Austin Community College"),
        ("I just started college at UCLA.", "UCLA"),
        ("I started my MBA at Wharton in September.", "Wharton"),  # tagged a person
        ("I started classes at Stanford last week.", "Stanford"),
    ],
)
def test_a_school_started_or_moved_to_is_a_change(tier2: Extractor, text: str, school: str) -> None:
    assert _schools(tier2, text) == {(USER, school, *NEW)}


@pytest.mark.parametrize(
    ("text", "subject", "school"),
    [
        ("We enrolled our son in Bright Horizons Preschool.", "my son", "Bright Horizons Preschool"),
        ("I enrolled my daughter at Lincoln Elementary last fall.", "my daughter", "Lincoln Elementary"),
    ],
)
def test_a_relative_enrolled_at_a_school_studies_there(tier2: Extractor, text: str, subject: str, school: str) -> None:
    assert _schools(tier2, text) == {(subject, school, *NEW)}


@pytest.mark.parametrize(
    "text",
    [
        "We enrolled our son in a coding camp.",
        "I enrolled the dog in obedience school.",
        "We didn't enroll our son at Lincoln Elementary.",
    ],
)
def test_no_school_for_one_enrolled(tier2: Extractor, text: str) -> None:
    assert _schools(tier2, text) == set()


def test_the_time_of_a_change_is_kept(tier2: Extractor) -> None:
    (relation,) = [r for r in tier2.extract("I transferred to Rutgers last spring.").relations]
    assert (relation.edge_type, relation.object, relation.time_text) == ("STUDIES_AT", "Rutgers", "last spring")


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("I graduated from Georgia Tech last May.", "Georgia Tech"),  # tagged a place
        ("I dropped out of NYU in my second year.", "NYU"),
        ("I'm no longer a student at Temple.", "Temple"),
        ("I was a student at Reed.", "Reed"),
    ],
)
def test_studies_graduated_from_left_or_told_in_the_past_have_ended(tier2: Extractor, text: str, school: str) -> None:
    assert _schools(tier2, text) == {(USER, school, *ENDED)}


def test_a_school_one_goes_to_is_no_outing(tier2: Extractor) -> None:
    extraction = tier2.extract("My daughter goes to Riverside Elementary.")
    assert of_type(extraction, "ATTENDED") == set()
    assert of_type(tier2.extract("My kids go to school at Pinewood Academy."), "ATTENDED") == set()


@pytest.mark.parametrize(
    "text",
    [
        "I teach chemistry at Jefferson High.",  # where one works
        "My mom works at Duke University.",
        "I'm a professor at Rice.",
        "We toured Harvard with our son last weekend.",
        "I'd love to go to Juilliard someday.",
        "Are you still at Columbia?",
        "Did she graduate from Yale?",
        "I'll graduate from UCLA in May.",  # still to come: a plan
        "I didn't graduate from Harvard.",
        "I'm in my third year at Deloitte.",  # a year at a name that says no school
        "I'm studying at Starbucks today.",  # where, not enrolled
        "I started yoga classes at CorePower.",  # a pastime's classes
        "I took a painting class at Clayworks.",
        "I got transferred to Chicago.",  # an employer's doing, and a place
        "I transferred to the Denver office last year.",
        "We're going to Lincoln High tonight for the game.",  # an outing, not a habit
        "My friend goes to Westview High.",  # someone unnamed
        "I went to a conference at Stanford.",
    ],
)
def test_no_school_studied_at(tier2: Extractor, text: str) -> None:
    assert _schools(tier2, text) == set()


def test_tier_one_reads_no_school(tier1: Extractor) -> None:
    assert _schools(tier1, "I'm a junior at UCLA.") == set()
