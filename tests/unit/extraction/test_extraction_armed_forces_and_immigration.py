"""Issue 16, round 95: service in the armed forces is WORKS_AT the branch, as "I joined the Army" already was, and a
veteran says so (HAS_STATE "veteran"; kg/extraction/armed_forces.py); where one immigrated from is COMES_FROM
(kg/extraction/origins.py) and a country immigrated to a home moved to (LIVES_IN, a change).

"I'm in the Army", "I'm a Navy veteran" and "I immigrated from Mexico" told nothing.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type

HELD, NEW, ENDED = (False, False), (False, True), (True, True)


@pytest.mark.parametrize(
    ("text", "served"),
    [
        ("I'm in the Army.", (USER, "Army", *HELD)),
        ("My brother is in the Coast Guard.", ("my brother", "Coast Guard", *HELD)),
        ("I'm serving in the Marines.", (USER, "Marines", *HELD)),
        ("I've served in the Navy since 2015.", (USER, "Navy", *HELD)),
        ("I served in the Air Force for eight years.", (USER, "Air Force", *ENDED)),
        ("I was in the Navy.", (USER, "Navy", *ENDED)),
        ("I was in the Army Reserve.", (USER, "Army Reserve", *ENDED)),
        ("I'm not in the Army anymore.", (USER, "Army", *ENDED)),
        ("I'm a Navy veteran.", (USER, "Navy", *ENDED)),
        ("Sam is a veteran of the Marines.", ("Sam", "Marines", *ENDED)),
    ],
)
def test_service_in_a_branch_is_work_for_it(tier2: Extractor, text: str, served: tuple[str, str, bool, bool]) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == {served}


@pytest.mark.parametrize(
    "text",
    [
        "I served in Iraq.",  # a place served in
        "I was in the military for 20 years.",  # no branch named
        "Were you in the Navy?",
        "I'm not in the Army.",
        "I never served in the Army.",
        "I'd like to join the Marines someday.",
    ],
)
def test_no_service_told(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == set()


def test_a_veteran_says_so_and_a_vet_may_be_an_animal_doctor(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I'm a veteran."), "HAS_STATE") == {(USER, "veteran", *HELD)}
    assert of_type(tier2.extract("I'm not a veteran."), "HAS_STATE") == set()
    assert of_type(tier2.extract("I'm a vet."), "HAS_STATE") == set()


@pytest.mark.parametrize(
    ("text", "origin"),
    [
        ("I immigrated from Mexico.", (USER, "Mexico")),
        ("I emigrated from Poland in 1990.", (USER, "Poland")),
        ("My mom immigrated from the Philippines.", ("my mom", "Philippines")),
    ],
)
def test_where_one_immigrated_from_is_where_one_comes_from(
    tier2: Extractor, text: str, origin: tuple[str, str]
) -> None:
    assert of_type(tier2.extract(text), "COMES_FROM") == {(*origin, *HELD)}


def test_a_country_immigrated_to_is_a_home_moved_to(tier2: Extractor) -> None:
    assert of_type(tier2.extract("We immigrated to Canada in 2005."), "LIVES_IN") == {(USER, "Canada", *NEW)}
    assert of_type(tier2.extract("I want to emigrate to New Zealand."), "LIVES_IN") == set()
