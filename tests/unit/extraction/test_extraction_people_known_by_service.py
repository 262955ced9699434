"""Issue 16, seventieth round: a person named as one's dentist, doctor, neighbour, landlord or the like is KNOWS
that person, the role the qualifier (kg/extraction/lexicon.py ROLE_NOUNS). Only a name counts: "my therapist
helps me relax" names nobody."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


@pytest.mark.parametrize(
    ("text", "name", "role"),
    [
        ("My dentist is Dr. Patel.", "Patel", "dentist"),
        ("My neighbor is Tom.", "Tom", "neighbor"),
        ("My therapist Linda is great.", "Linda", "therapist"),
        ("Tom is my dentist.", "Tom", "dentist"),
        ("My landlord is Mr. Burns.", "Burns", "landlord"),
        ("Our contractor is a guy named Steve.", "Steve", "contractor"),  # "a guy named X" is X
        ("My trainer is a woman named Lucia.", "Lucia", "trainer"),
    ],
)
def test_a_person_named_by_what_they_do_for_one_is_known(tier2: Extractor, text: str, name: str, role: str) -> None:
    known = [r for r in tier2.extract(text).relations if r.edge_type == "KNOWS"]
    assert [(r.subject, r.object, r.qualifier, r.negated) for r in known] == [(USER, name, role, False)]


@pytest.mark.parametrize(
    "text",
    ["My therapist helps me relax.", "I saw my doctor yesterday.", "I'm a doctor.", "I want to be a dentist."],
)
def test_a_role_with_no_name_is_nobody_known(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "KNOWS"]


def test_a_manager_told_as_a_guy_named_so_is_that_person(tier2: Extractor) -> None:
    managers = [r.object for r in tier2.extract("My manager is a guy called Bob Smith.").relations]
    assert managers == ["Bob Smith"]
    # No one named: only the tie to the speaker's boss told by role (test_extraction_close_ones)
    told = [(r.edge_type, r.object, r.unnamed) for r in tier2.extract("My manager is a nice guy.").relations]
    assert told == [("KNOWS", "boss", True)]
