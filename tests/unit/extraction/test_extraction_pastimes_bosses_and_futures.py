"""Issue 16, round 78 (tier 2): a pastime listed beside a kind of thing is a thing of its own ("hiking and street
photography" is not "hiking photography"), and a compound the small model took apart into two conjuncts is one
("painting and *street photography*"). A boss set off by commas before the verb ("Tom, my boss, quit") is the one
who left, however the small model hangs the name. "My manager" beside a name says whose boss he is, not his job's
title. A boss told with "going to be" is told as with "will be"."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type


@pytest.mark.parametrize(
    ("text", "things"),
    [
        ("I love hiking and street photography.", {"hiking", "street photography"}),
        ("I like cooking and board games.", {"cooking", "board games"}),
        ("I love swimming, hiking and rock climbing.", {"swimming", "hiking", "rock climbing"}),
    ],
)
def test_a_pastime_beside_a_kind_of_thing_is_a_thing_of_its_own(tier2: Extractor, text: str, things: set[str]) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, thing) for thing in things}


@pytest.mark.parametrize(
    ("text", "things"),
    [
        ("I love running and cycling shoes.", {"running shoes", "cycling shoes"}),  # pastimes both: kinds of shoes
        ("I love Italian and Thai food.", {"Italian food", "Thai food"}),
    ],
)
def test_kinds_of_one_noun_still_share_it(tier2: Extractor, text: str, things: set[str]) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, thing) for thing in things}


@pytest.mark.parametrize(
    ("text", "things"),
    [
        ("I love painting and street photography.", {"painting", "street photography"}),
        ("I enjoy baking and cake decorating.", {"baking", "cake decorating"}),
        ("I love yoga, pottery and street photography.", {"yoga", "pottery", "street photography"}),
    ],
)
def test_a_compound_parsed_as_two_conjuncts_is_one_thing(tier2: Extractor, text: str, things: set[str]) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, thing) for thing in things}


def test_conjuncts_with_their_commas_stay_apart(tier2: Extractor) -> None:
    assert facts(tier2.extract("I like dogs, cats and horses.")) == {
        ("LIKES", USER, "dogs"),
        ("LIKES", USER, "cats"),
        ("LIKES", USER, "horses"),
    }


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Tom, my boss, quit.", "Tom"),  # the name parsed as addressed, hung on the verb
        ("Tom, my boss, retired last week.", "Tom"),  # the verb parsed as a participle modifying "boss"
        ("Tom Reed, my boss, resigned.", "Tom Reed"),
    ],
)
def test_a_boss_set_off_by_commas_is_the_one_who_left(tier2: Extractor, text: str, name: str) -> None:
    """Only the ended tie: not also a current one from the name beside the role."""
    assert of_type(tier2.extract(text), "HAS_MANAGER") == {(USER, name, True, True)}


def test_a_boss_addressed_is_not_the_one_who_left(tier2: Extractor) -> None:
    """ "Tom, my boss quit": told to Tom, about the boss, whoever it was."""
    [ended] = [r for r in tier2.extract("Tom, my boss quit.").relations if r.edge_type == "HAS_MANAGER"]
    assert (ended.object, ended.negated, ended.unnamed) == ("boss", True, True)


@pytest.mark.parametrize(
    "text", ["Tom, my manager, quit.", "Tom, my manager, is great.", "Tom, my supervisor, called."]
)
def test_my_manager_beside_a_name_is_no_job_title(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "HAS_ROLE")


def test_a_job_beside_a_name_is_still_a_title(tier2: Extractor) -> None:
    assert ("Ana", "doctor", False, False) in of_type(tier2.extract("Ana, my doctor, is great."), "HAS_ROLE")
    assert ("Tom", "manager", False, False) in of_type(tier2.extract("Tom, a manager at Globex, is great."), "HAS_ROLE")


@pytest.mark.parametrize(
    "text", ["Karen is going to be my boss.", "Karen is gonna be my new manager.", "Karen will be my boss."]
)
def test_a_boss_to_be_is_told_as_with_will(tier2: Extractor, text: str) -> None:
    assert {(s, o, n) for s, o, n, _ in of_type(tier2.extract(text), "HAS_MANAGER")} == {(USER, "Karen", False)}


@pytest.mark.parametrize("text", ["Karen was going to be my boss.", "Karen might be going to be my boss."])
def test_a_boss_who_was_to_be_is_none(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "HAS_MANAGER")
