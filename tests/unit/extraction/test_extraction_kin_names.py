"""Issue 16, round 83 (tier 2): a relative the speaker has, named around the role ("I have a son, his name is
Kyle", "We have a daughter, Mia"), is FAMILY_MEMBER the name with the role as qualifier; a child told of by age or
rank ("my two-year-old", "our youngest", "our little one") is the speaker's child, by name when one is beside it.
A name the pronoun cannot mean, or that several relatives or a pet could own, and someone else's child, give none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, Relation


def _family(text: str, tier2: Extractor) -> dict[str, Relation]:
    found = tier2.extract(text).relations
    return {relation.object: relation for relation in found if relation.edge_type == "FAMILY_MEMBER"}


@pytest.mark.parametrize(
    ("text", "name", "role"),
    [
        ("I have a son, his name is Kyle.", "Kyle", "son"),
        ("I've got a brother. His name is Tomas and he lives in Lyon.", "Tomas", "brother"),
        ("My sister is visiting next week, her name is Renata.", "Renata", "sister"),
        ("My dad is retired now, his name is Walter.", "Walter", "father"),
        ("We have a daughter, Priya.", "Priya", "daughter"),
        ("I have a son and a daughter, her name is Noor.", "Noor", "daughter"),
        # A child told of by age or rank, named.
        ("Our youngest, Felix, just started preschool.", "Felix", "child"),
        ("I barely slept, our one-year-old was up at five. His name is Mateo.", "Mateo", "child"),
        ("My eldest is off to college, her name is Signe.", "Signe", "child"),
        ("Our newborn, Hazel, is finally sleeping at night.", "Hazel", "child"),
    ],
)
def test_a_relative_named_around_the_role_is_the_named_family_member(
    tier2: Extractor, text: str, name: str, role: str
) -> None:
    family = _family(text, tier2)
    named = family[name]
    assert (named.subject, named.qualifier, named.unnamed, named.negated) == (USER, role, False, False)


def test_two_relatives_named_in_a_list_are_each_the_role(tier2: Extractor) -> None:
    family = _family("I have two sisters, Dalia and Ines.", tier2)
    assert {family[name].qualifier for name in ("Dalia", "Ines")} == {"sister"}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("My two-year-old is obsessed with trains.", "kid"),
        ("Our 6-month-old just got her first tooth.", "kid"),
        ("Our little one is learning to crawl.", "kid"),
        ("Our youngest is starting kindergarten in the fall.", "youngest kid"),
        ("My oldest got his learner's permit today.", "oldest kid"),
    ],
)
def test_a_child_told_of_by_age_or_rank_is_the_speakers_child(tier2: Extractor, text: str, role: str) -> None:
    child = _family(text, tier2)[role]
    assert (child.subject, child.qualifier, child.unnamed) == (USER, "child", True)


@pytest.mark.parametrize(
    "text",
    [
        # The pronoun cannot mean the only relative told, or could mean two, or a pet.
        ("I have a sister, his name is Dev."),
        ("I have a son and a brother, his name is Omar."),
        ("We have a son and a puppy, his name is Biscuit."),
        # Someone else's relative or child, a rank of something else, a question, a denial.
        ("My neighbor has a son, his name is Kofi."),
        ("Her two-year-old is obsessed with trains."),
        ("My oldest friend lives in Leeds."),
        ("Is your youngest in school yet?"),
        ("I don't have a brother, his name would be Sami."),
    ],
)
def test_no_name_or_child_is_read_where_the_turn_does_not_tell_it(tier2: Extractor, text: str) -> None:
    family = _family(text, tier2)
    assert not {name for name in ("Dev", "Omar", "Biscuit", "Kofi", "Sami") if name in family}
    assert not {role for role in ("kid", "oldest kid", "youngest kid") if role in family}


def test_a_relative_had_in_a_clause_joined_by_a_comma_is_had(tier2: Extractor) -> None:
    # "have" hangs on the naming clause after it; "she thinks I have a son" is only someone's belief.
    assert "son" in _family("I have a son, he's in third grade.", tier2)
    assert "son" not in _family("She thinks I have a son.", tier2)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("We have twin girls, Asha and Mira, they just turned seven.", {"Asha": "daughter", "Mira": "daughter"}),
        ("We have two boys, Dev and Kiran.", {"Dev": "son", "Kiran": "son"}),
        ("I have twin daughters, Ada and Ivy.", {"Ada": "daughter", "Ivy": "daughter"}),
    ],
)
def test_children_had_as_boys_girls_or_twins_are_named_by_the_names_beside_them(
    tier2: Extractor, text: str, named: dict[str, str]
) -> None:
    family = _family(text, tier2)
    assert {name: relation.qualifier for name, relation in family.items()} == named
    assert all(relation.subject == USER and not relation.unnamed for relation in family.values())


@pytest.mark.parametrize(
    ("text", "had"),
    [("I have twins.", {"twins": "child"}), ("We have twin boys.", {"boys": "son"}), ("Do you have twins?", {})],
)
def test_twins_had_are_the_speakers_children(tier2: Extractor, text: str, had: dict[str, str]) -> None:
    assert {name: relation.qualifier for name, relation in _family(text, tier2).items()} == had
