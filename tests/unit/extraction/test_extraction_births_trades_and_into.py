"""Issue 16, forty-first round (tier 2): a child born to or adopted by the speaker is their FAMILY_MEMBER, new
("We just had a baby girl named Ivy"), and the birth no thing done; a make or model of one's own sold is OWNS
ended, as "my car" sold is ("I sold my Honda and bought a Tesla"); "into" keeps its interest after an adverb of
degree ("super into pottery") and before a time ("into rock climbing these days")."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, Relation
from tests.unit.extraction.facts import facts, named_facts, only


def _family(relations: tuple[Relation, ...]) -> list[Relation]:
    return [relation for relation in relations if relation.edge_type == "FAMILY_MEMBER"]


@pytest.mark.parametrize(
    ("text", "name", "role"),
    [
        ("We just had a baby girl named Ivy.", "Ivy", "daughter"),
        ("I had a baby boy, Theo, last week.", "Theo", "son"),
        ("My wife gave birth to our son Leo.", "Leo", "son"),
        ("We adopted a little girl named Rosa.", "Rosa", "daughter"),
        ("We welcomed a daughter named Zoe in May.", "Zoe", "daughter"),
        # round 71: the name told after the birth, in the turn
        ("We had a baby girl in June, her name is Ivy.", "Ivy", "daughter"),
        ("We had a baby girl last week. Her name is Ivy.", "Ivy", "daughter"),
        ("We had a baby boy and named him Leo.", "Leo", "son"),
    ],
)
def test_a_child_born_or_adopted_and_named_is_a_new_family_member(
    tier2: Extractor, text: str, name: str, role: str
) -> None:
    child = next(r for r in _family(tier2.extract(text).relations) if r.object == name)
    assert (child.subject, child.qualifier, child.change, child.negated, child.unnamed) == (
        USER,
        role,
        True,
        False,
        False,
    )


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("We just had a baby!", "kid"),
        ("We've just had a baby boy!", "son"),
        ("My husband and I adopted a son.", "son"),
    ],
)
def test_a_child_born_unnamed_is_a_new_family_member_by_role(tier2: Extractor, text: str, role: str) -> None:
    child = next(r for r in _family(tier2.extract(text).relations) if r.object == role)
    assert (child.subject, child.change, child.unnamed) == (USER, True, True)


@pytest.mark.parametrize("text", ["We're having a baby in June.", "We're expecting a baby."])
def test_a_baby_on_the_way_is_the_speakers_child_with_no_change(tier2: Extractor, text: str) -> None:
    child = only(tier2.extract(text), "FAMILY_MEMBER")
    assert (child.object, child.change, child.unnamed) == ("kid", False, True)


def test_a_birth_is_no_thing_done(tier2: Extractor) -> None:
    relations = tier2.extract("We just had a baby!").relations
    assert [r.edge_type for r in relations] == ["FAMILY_MEMBER"]


def test_a_child_named_at_birth_is_not_also_a_child_of_no_name(tier2: Extractor) -> None:
    objects = {r.object for r in _family(tier2.extract("My wife gave birth to our son Leo.").relations)}
    assert objects == {"wife", "Leo"}


@pytest.mark.parametrize(
    "text",
    [
        "My friend had a baby.",
        "My sister gave birth to a boy.",
        "We were expecting a baby.",
        "I had a son.",
        "We can't have a baby.",
        "Did you have a baby?",
        "I almost had a baby in the car.",
    ],
)
def test_no_child_of_the_speakers_is_read_from_someone_elses_birth_or_one_not_told_as_had(
    tier2: Extractor, text: str
) -> None:
    assert named_facts(tier2.extract(text)) == set()
    assert not any(r.object in {"kid", "son", "daughter"} for r in tier2.extract(text).relations)


def test_someone_elses_birth_stays_their_deed(tier2: Extractor) -> None:
    assert ("DID", "my sister", "have a baby") in facts(tier2.extract("My sister had a baby."))


def test_a_baby_shower_is_an_occasion_not_a_child(tier2: Extractor) -> None:
    assert facts(tier2.extract("I had a baby shower.")) == {("DID", USER, "have a baby shower")}


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I sold my Honda and bought a Tesla.", "Honda"),
        ("I sold my old Subaru last year.", "Subaru"),
        ("We sold our Honda Civic.", "Honda Civic"),
    ],
)
def test_a_make_of_ones_own_sold_is_no_longer_owned(tier2: Extractor, text: str, thing: str) -> None:
    owned = only(tier2.extract(text), "OWNS")
    assert (owned.subject, owned.object, owned.negated, owned.change) == (USER, thing, True, True)


def test_selling_one_thing_and_buying_another_keeps_both_deeds(tier2: Extractor) -> None:
    found = facts(tier2.extract("I sold my Honda and bought a Tesla."))
    assert {("DID", USER, "sell my Honda"), ("DID", USER, "buy a Tesla")} <= found


@pytest.mark.parametrize("text", ["I almost sold my Jeep.", "I want to sell my Honda.", "I almost sold my car."])
def test_a_sale_almost_made_or_wanted_leaves_the_thing_owned(tier2: Extractor, text: str) -> None:
    owned = only(tier2.extract(text), "OWNS")
    assert (owned.negated, owned.change) == (False, False)


@pytest.mark.parametrize("text", ["My sister sold her Honda.", "I sold my Pokemon cards.", "I bought a Tesla."])
def test_nothing_owned_is_read_from_someone_elses_sale_a_thing_not_owned_or_a_purchase(
    tier2: Extractor, text: str
) -> None:
    assert not any(r.edge_type == "OWNS" for r in tier2.extract(text).relations)


@pytest.mark.parametrize(
    ("text", "subject", "interest"),
    [
        ("I'm really into rock climbing these days.", USER, "rock climbing"),
        ("I've been super into pottery lately.", USER, "pottery"),
        ("I'm into pottery right now.", USER, "pottery"),
        ("Kai is totally into trail running these days.", "Kai", "trail running"),
        ("I'm so into jazz.", USER, "jazz"),
    ],
)
def test_into_keeps_its_interest_after_a_degree_and_before_a_time(
    tier2: Extractor, text: str, subject: str, interest: str
) -> None:
    assert facts(tier2.extract(text)) == {("HAS_INTEREST", subject, interest)}


def test_into_denied_after_a_degree_is_a_denied_interest(tier2: Extractor) -> None:
    interest = only(tier2.extract("I'm not super into sports."), "HAS_INTEREST")
    assert (interest.object, interest.negated) == ("sports", True)


@pytest.mark.parametrize(
    "text",
    [
        "I'm really into it these days.",
        "I bumped into Sam at the gym lately.",
        "I got into trouble lately.",
        "We moved our mom into assisted living.",  # tier 1's "mom into assisted living", which the parse denies
        "My dad crashed his car into a fence.",
    ],
)
def test_into_with_nothing_named_or_another_verb_is_no_interest(tier2: Extractor, text: str) -> None:
    assert not any(r.edge_type == "HAS_INTEREST" for r in tier2.extract(text).relations)
