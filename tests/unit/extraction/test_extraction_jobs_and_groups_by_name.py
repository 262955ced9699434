"""A job told with how one works, an employer whose name holds a possessive, a group named after its kind."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I work remotely as a software engineer for Shopify.",
            {("HAS_ROLE", USER, "software engineer"), ("WORKS_AT", USER, "Shopify")},
        ),
        (
            "I work part-time as a barista at Starbucks.",
            {("HAS_ROLE", USER, "barista"), ("WORKS_AT", USER, "Starbucks")},
        ),
        ("I currently work as a nurse.", {("HAS_ROLE", USER, "nurse")}),
        (
            "I'm a nurse at St. Mary's Hospital.",
            {("HAS_ROLE", USER, "nurse"), ("WORKS_AT", USER, "St. Mary's Hospital")},
        ),
    ],
)
def test_a_job_and_its_employer(extractor: Extractor, text: str, expected: set) -> None:
    assert facts(extractor.extract(text)) == expected


@pytest.mark.parametrize(
    ("text", "employer"), [("Alice works at McDonald's.", "McDonald's"), ("I work at Macy's!", "Macy's")]
)
def test_a_business_named_with_a_possessive_keeps_it(extractor: Extractor, text: str, employer: str) -> None:
    assert {obj for kind, _, obj in facts(extractor.extract(text)) if kind == "WORKS_AT"} == {employer}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I got a job at Applebee's on Monday.", "Applebee's"),
        ("I got a job at Dillard's yesterday!", "Dillard's"),
        ("I work at McDonald's on weekends.", "McDonald's"),
    ],
)
def test_a_time_after_a_business_named_with_a_possessive_is_no_thing_it_owns(
    extractor: Extractor, text: str, employer: str
) -> None:
    assert {obj for kind, _, obj in facts(extractor.extract(text)) if kind == "WORKS_AT"} == {employer}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I got a job at Lowe's last week.", {("WORKS_AT", USER, "Lowe's", "change")}),  # "last week": the NER's date
        ("I quit my job at Lowe's last week.", {("WORKS_AT", USER, "Lowe's", "ended")}),
        ("My sister got a job at Macy's last spring.", {("WORKS_AT", "my sister", "Macy's", "change")}),
    ],
)
def test_a_job_got_at_a_business_named_with_a_possessive_before_a_date(
    tier2: Extractor, text: str, expected: set
) -> None:
    found = {
        (r.edge_type, r.subject, r.object, "ended" if r.negated else "change" if r.change else "")
        for r in tier2.extract(text).relations
        if r.edge_type == "WORKS_AT"
    }
    assert found == expected


def test_a_name_that_owns_what_follows_is_no_employer(extractor: Extractor) -> None:
    assert not any(fact[0] == "WORKS_AT" for fact in facts(extractor.extract("I work with Bob's brother.")))
    assert not any(fact[0] == "WORKS_AT" for fact in facts(extractor.extract("I got a job at Bob's last shop.")))


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("I'm in a band called The Lizards.", "The Lizards"),
        ("I play guitar in a band called The Lizards.", "The Lizards"),
        ("I sing in a choir called Voices.", "Voices"),
        ("I play bass in a jazz band.", "jazz band"),  # an instrument played there
        ("She plays goalie on a hockey team.", None),  # someone unnamed: nobody's
    ],
)
def test_a_group_is_named_when_its_name_is_told(tier2: Extractor, text: str, group: str | None) -> None:
    groups = {obj for kind, subject, obj in facts(tier2.extract(text)) if kind == "MEMBER_OF" and subject == USER}
    assert groups == ({group} if group else set())


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("I joined a running club called The Early Birds.", "The Early Birds"),
        ("We joined a local choir named Voices of Hope.", "Voices of Hope"),
        ("I joined a volunteer-run hiking group called Peak Baggers.", "Peak Baggers"),
        ("I joined a cycling club.", "cycling club"),  # no name given: the kind is all there is
    ],
)
def test_a_group_joined_is_its_name_alone_when_one_is_given(tier2: Extractor, text: str, group: str) -> None:
    groups = {obj for kind, subject, obj in facts(tier2.extract(text)) if kind == "MEMBER_OF" and subject == USER}
    assert groups == {group}


def test_playing_something_else_somewhere_is_no_membership(extractor: Extractor) -> None:
    assert not any(fact[0] == "MEMBER_OF" for fact in facts(extractor.extract("I play games in the club.")))


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I work at St. Mary's Hospital.", "St. Mary's Hospital"),
        ("I work at Bank of America.", "Bank of America"),
        ("I work at Sam's Bakery.", "Sam's Bakery"),
        ("My wife works at St. Luke's Medical Center.", "St. Luke's Medical Center"),
    ],
)
def test_an_employer_named_with_an_abbreviated_title_or_an_inner_possessive_is_named_whole(
    tier2: Extractor, text: str, employer: str
) -> None:
    """ "St. Mary's Hospital", "Sam's Bakery": one name, whether the small model tags it as one or makes its owner a
    modifier of its own; not "Hospital" or "Bakery" alone."""
    assert {obj for kind, _, obj in facts(tier2.extract(text)) if kind == "WORKS_AT"} == {employer}


def test_a_relatives_business_is_no_name_of_its_own(tier2: Extractor) -> None:
    assert not [r for r in tier2.extract("I work at my mom's bakery.").relations if r.edge_type == "WORKS_AT"]
