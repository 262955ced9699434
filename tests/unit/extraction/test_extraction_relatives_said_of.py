"""What the speaker's relative named only by role does or is ("My brother works at Intel"): the relative's fact,
with the subject "my brother", beside the speaker's FAMILY_MEMBER; read from the parse only."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, relative_role
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("My brother works at Intel.", ("WORKS_AT", "my brother", "Intel")),
        ("My mom is a nurse.", ("HAS_ROLE", "my mom", "nurse")),
        ("My mother loves gardening.", ("LIKES", "my mom", "gardening")),  # one spelling: the FAMILY_MEMBER's
        ("My older sister just moved to Seattle.", ("LIVES_IN", "my older sister", "Seattle")),
        ("My wife is allergic to shellfish.", ("IS_ALLERGIC_TO", "my wife", "shellfish")),
        ("Our son just learned to ride a bike.", ("DID", "my son", "learn to ride a bike")),
        ("My daughter started kindergarten yesterday.", ("DID", "my daughter", "start kindergarten")),
        # the small model tags "grandkids" here a verb; a role word after "my" is made a noun
        ("My grandkids love the zoo.", ("LIKES", "my grandkids", "zoo")),
    ],
)
def test_a_relatives_fact_is_the_relatives(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    found = named_facts(tier2.extract(text))
    # All the relative's ("Our son just learned to ride a bike" also knows "riding a bike", round 45).
    assert fact in found and {subject for _, subject, _ in found} == {fact[1]}, text
    role = relative_role(fact[1])
    assert role is not None
    family = {(r.object, r.unnamed) for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER"}
    assert family == {(role, True)}  # the same role names both ends: Ingest makes them one node


def test_each_relative_of_a_list_and_the_speaker_beside_them_get_the_fact(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("My mom and dad live in Florida.")) == {
        ("LIVES_IN", "my mom", "Florida"),
        ("LIVES_IN", "my dad", "Florida"),
    }
    assert named_facts(tier2.extract("My sister and I love baking.")) == {
        ("LIKES", USER, "baking"),
        ("LIKES", "my sister", "baking"),
    }


def test_a_relative_went_with_the_speaker_not_with_themself(tier2: Extractor) -> None:
    relations = tier2.extract("My husband and I went to Hawaii.").relations
    went = {r.subject: r.with_whom for r in relations if r.edge_type == "ATTENDED"}
    assert went[USER] == ("My husband",)
    assert went["my husband"] == ()


@pytest.mark.parametrize(
    "text",
    [
        "Her brother works at Intel.",  # whose is not said
        "My mom's best friend works at Google.",  # the friend, not the mom
        "My friend works at Google.",  # no relative
        "My ex-wife lives in Boston.",  # one no longer had
        "I saved money for my son to go to camp.",  # what he is meant to do, not what he did
        "My brother Omar's band played downtown.",  # the band's, with a name beside the role
    ],
)
def test_no_fact_of_a_relative_who_is_not_the_speakers_or_did_not_do_it(tier2: Extractor, text: str) -> None:
    assert not any(relative_role(subject) for _, subject, _ in facts(tier2.extract(text))), text


def test_tier_1_reads_no_relatives_fact(tier1: Extractor) -> None:
    assert not any(relative_role(r.subject) for r in tier1.extract("My brother works at Intel.").relations)


def test_a_relative_is_no_entity_of_its_own(tier2: Extractor) -> None:
    entities = {entity.name.lower() for entity in tier2.extract("My brother works at Intel.").entities}
    assert entities == {"intel"}
