"""Relatives named only by their role ("my mom", "our kids"): FAMILY_MEMBER of the speaker, marked unnamed."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


def _relatives(extractor: Extractor, text: str) -> set[tuple[str, str | None]]:
    return {
        (r.object, r.qualifier)
        for r in extractor.extract(text).relations
        if r.unnamed and r.edge_type == "FAMILY_MEMBER" and r.subject == USER
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My grandpa taught me how to whittle.", {("grandpa", "grandfather")}),
        ("We drove up to see my mother and father.", {("mom", "mother"), ("dad", "father")}),
        ("Our daughter is in high school now.", {("daughter", "daughter")}),
        ("My three children keep me on my toes.", {("kids", "child")}),
        ("My youngest son loves trains.", {("youngest son", "son")}),
        ("My wife and I redid the kitchen.", {("wife", "wife")}),
        ("Honestly my dear old uncle would disagree.", set()),  # "old": maybe one no longer had
        # Seventieth round: a relative by marriage is family, the in-law role kept whole (before: no relative).
        ("My sister-in-law painted the mural.", {("sister-in-law", "sister-in-law")}),
        # Round 72: grandparents and grandchildren are relatives as parents and children are, one spelling each.
        ("My grandparents live in Ohio.", {("grandparents", "grandparent")}),
        ("My grandchildren visited on Sunday.", {("grandkids", "grandchild")}),
        ("My grandkids love the beach.", {("grandkids", "grandchild")}),
        ("My mother-in-law is staying with us until Sunday.", {("mother-in-law", "mother-in-law")}),
    ],
)
def test_a_relative_named_by_role_is_the_speakers_family(extractor: Extractor, text: str, expected: set) -> None:
    assert _relatives(extractor, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Her kids were running around the yard.",
        "Our children deserve clean rivers.",  # "our" before a plural: as often everyone's
        "We owe it to our kids to try.",
        "Is your dad feeling better?",
        "My roommate's mom sent cookies.",
        "My ex-husband took the car.",
        "My late grandmother loved roses.",
        "My work husband brought me coffee.",
        "My stepmom and I went shopping.",
        "My business partner flew to Denver.",
        "My girlfriend bakes on Sundays.",
    ],
)
def test_someone_elses_an_ended_one_or_another_kind_is_no_relative(extractor: Extractor, text: str) -> None:
    assert _relatives(extractor, text) == set()


def test_the_relatives_friend_is_never_the_relative(tier2: Extractor) -> None:
    extraction = tier2.extract("My aunt's neighbor Rosa grows tomatoes.")
    assert _relatives(tier2, "My aunt's neighbor Rosa grows tomatoes.") == {("aunt", "aunt")}
    assert not any(r.edge_type == "FAMILY_MEMBER" and r.object == "Rosa" for r in extraction.relations)


def test_a_relative_also_named_gives_only_the_named_fact(extractor: Extractor) -> None:
    extraction = extractor.extract("My brother Leo came over. My brother is funny.")
    assert ("FAMILY_MEMBER", USER, "Leo") in facts(extraction)
    assert not any(r.unnamed for r in extraction.relations)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Our son Leo has soccer practice every Wednesday.", ("FAMILY_MEMBER", USER, "Leo")),
        ("Our daughter Ines is six.", ("FAMILY_MEMBER", USER, "Ines")),
        ("Our manager Bob is on leave.", ("HAS_MANAGER", USER, "Bob")),
    ],
)
def test_our_relative_named_is_the_speakers_named_one(tier2: Extractor, text: str, fact: tuple) -> None:
    extraction = tier2.extract(text)
    assert fact in facts(extraction) and not any(r.unnamed for r in extraction.relations)


def test_a_named_partner_stays_partner_is_and_an_unnamed_one_is_family(tier2: Extractor) -> None:
    assert facts(tier2.extract("Dana is my wife.")) == {("PARTNER_IS", USER, "Dana")}
    [relation] = [r for r in tier2.extract("My wife loves jazz.").relations if r.subject == USER]
    assert (relation.edge_type, relation.object, relation.unnamed) == ("FAMILY_MEMBER", "wife", True)


def test_an_unnamed_relative_is_no_entity_of_its_own(extractor: Extractor) -> None:
    """Ingest names the node after its owner; an entity "mom" would be one node for everyone's mom."""
    extraction = extractor.extract("My mom is visiting next week.")
    assert any(r.unnamed for r in extraction.relations)
    assert all(entity.name.lower() != "mom" for entity in extraction.entities)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have four kids.", {("kids", "child")}),
        ("We've got a son and a daughter.", {("son", "son"), ("daughter", "daughter")}),
        ("I have an older sister who lives in Lyon.", {("older sister", "sister")}),
    ],
)
def test_relatives_the_speaker_says_they_have_are_family(tier2: Extractor, text: str, expected: set) -> None:
    assert _relatives(tier2, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "He has two brothers.",
        "I don't have any siblings.",
        "I have no kids.",
        "Do you have a sister?",
        "I wish I had a sister.",
        "I'd love to have kids someday.",
        "I had a brother who died young.",  # one lost, maybe
        "I have thirty kids in my class.",  # young people looked after
        "We have kids visiting this weekend.",
    ],
)
def test_relatives_someone_else_has_or_not_had_now_are_not_read(tier2: Extractor, text: str) -> None:
    assert _relatives(tier2, text) == set()


def test_a_named_relatives_past_does_not_end_the_relation(tier2: Extractor) -> None:
    [family] = [r for r in tier2.extract("My uncle Tomas was a baker.").relations if r.edge_type == "FAMILY_MEMBER"]
    assert (family.object, family.negated, family.change) == ("Tomas", False, False)


def test_what_is_told_of_a_relative_by_marriage_is_theirs(tier2: Extractor) -> None:
    """Seventieth round: "my brother-in-law" is the subject of what follows, and a name beside the role is the
    relative, the in-law role its qualifier."""
    worked = tier2.extract("My brother-in-law works at Google.")
    assert ("WORKS_AT", "my brother-in-law", "Google") in facts(worked)
    named = tier2.extract("My sister-in-law Ana lives in Ohio.")
    assert [(r.object, r.qualifier, r.unnamed) for r in named.relations if r.edge_type == "FAMILY_MEMBER"] == [
        ("Ana", "sister-in-law", False)
    ]
