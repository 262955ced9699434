"""A partner one is married or engaged to or dating; a home named after whom one lives with; things owned named
one by one."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts, of_type, only


def _partner(extractor: Extractor, text: str) -> set[tuple[str, str, bool, bool]]:
    return of_type(extractor.extract(text), "PARTNER_IS")


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("I'm married to Chris.", (USER, "Chris", False, False)),
        ("I'm engaged to Sam.", (USER, "Sam", False, False)),
        ("Alice is married to Bob.", ("Alice", "Bob", False, False)),
        ("I was married to Dan for a decade.", (USER, "Dan", True, True)),  # held then, not now
    ],
)
def test_a_partner_one_is_married_or_engaged_to(extractor: Extractor, text: str, partner: tuple) -> None:
    assert _partner(extractor, text) == {partner}


@pytest.mark.parametrize(
    ("text", "owner", "partner"),
    [
        ("Tom and his wife Ana just moved to Bristol.", "Tom", "Ana"),
        ("Tom came over with his wife Ana.", "Tom", "Ana"),
        ("Thanks, Dana! Jake and his girlfriend Zoe went hiking.", "Jake", "Zoe"),  # Dana is addressed
        # the parse makes "girlfriend" part of the name and hangs "his" on Zoe; no other fact is told
        ("Hey Mel! Jake and his girlfriend Zoe came by.", "Jake", "Zoe"),
        ("Priya stopped by with her husband Omar.", "Priya", "Omar"),
    ],
)
def test_his_or_her_partner_is_the_partner_of_the_one_person_before(
    tier2: Extractor, text: str, owner: str, partner: str
) -> None:
    assert _partner(tier2, text) == {(owner, partner, False, False)}


@pytest.mark.parametrize("text", ["Tom and Ben came, his wife Ana too.", "I saw her husband Max yesterday."])
def test_no_partner_when_his_or_her_may_be_anyone_or_no_one(tier2: Extractor, text: str) -> None:
    assert _partner(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "partner"),
    [("I'm dating Lee.", "Lee"), ("I'm dating someone named Lee.", "Lee")],
)
def test_a_partner_one_is_dating(tier2: Extractor, text: str, partner: str) -> None:
    assert _partner(tier2, text) == {(USER, partner, False, False)}


@pytest.mark.parametrize("text", ["I'm married to my job.", "I'm engaged to be married.", "Are you married to him?"])
def test_no_partner_without_a_name_or_in_a_question(tier2: Extractor, text: str) -> None:
    assert _partner(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "home"), [("I live with my parents in Queens.", "Queens"), ("I live with roommates in Austin.", "Austin")]
)
def test_the_home_after_whom_one_lives_with(tier2: Extractor, text: str, home: str) -> None:
    assert ("LIVES_IN", USER, home) in named_facts(tier2.extract(text))


def test_things_owned_named_one_by_one_are_each_owned(tier2: Extractor) -> None:
    owned = facts(tier2.extract("I have a cat named Luna and a dog named Rex."))
    assert owned == {("OWNS", USER, "cat"), ("OWNS", USER, "dog"), ("OWNS", USER, "Luna"), ("OWNS", USER, "Rex")}


@pytest.mark.parametrize(
    ("text", "mover", "home"),
    [
        ("I moved back to Chicago.", USER, "Chicago"),
        ("I finally moved out to Phoenix.", USER, "Phoenix"),
        ("Elena moved down to Florida in 2019.", "Elena", "Florida"),
    ],
)
def test_a_move_told_with_a_direction_is_a_new_home(tier2: Extractor, text: str, mover: str, home: str) -> None:
    moved = only(tier2.extract(text), "LIVES_IN")
    assert (moved.subject, moved.object, moved.change) == (mover, home, True)


@pytest.mark.parametrize(
    "text", ["I moved back to the couch.", "I moved over to the marketing team.", "She moved away to college."]
)
def test_a_direction_before_no_place_is_no_home(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "LIVES_IN"]
