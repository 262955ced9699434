"""The utterances the service must understand, each checked on both tiers."""

from __future__ import annotations

import pytest

from kg.extraction import ORGANIZATION, PERSON, PLACE, PROJECT, THING, USER, Extractor
from tests.unit.extraction.facts import facts, only


def test_my_manager_is_bob_gives_the_user_a_manager(extractor: Extractor) -> None:
    extraction = extractor.extract("My manager is Bob")
    assert facts(extraction) == {("HAS_MANAGER", USER, "Bob")}
    relation = only(extraction, "HAS_MANAGER")
    assert (relation.object_kind, relation.negated, relation.change) == (PERSON, False, False)
    assert relation.span == "My manager is Bob"
    assert extraction.tier == extractor.tier


def test_my_new_manager_is_alice_marks_a_change_of_manager(extractor: Extractor) -> None:
    relation = only(extractor.extract("My new manager is Alice"), "HAS_MANAGER")
    assert (relation.subject, relation.object, relation.negated, relation.change) == (USER, "Alice", False, True)


def test_i_work_at_acme_gives_an_employer(extractor: Extractor) -> None:
    extraction = extractor.extract("I work at Acme")
    assert facts(extraction) == {("WORKS_AT", USER, "Acme")}
    assert only(extraction, "WORKS_AT").object_kind == ORGANIZATION


def test_im_allergic_to_peanuts_gives_an_allergy(extractor: Extractor) -> None:
    extraction = extractor.extract("I'm allergic to peanuts")
    assert facts(extraction) == {("IS_ALLERGIC_TO", USER, "peanuts")}
    assert only(extraction, "IS_ALLERGIC_TO").object_kind == THING


def test_my_sister_alice_loves_hiking_relates_alice_to_user_and_hiking_to_alice(extractor: Extractor) -> None:
    extraction = extractor.extract("My sister Alice loves hiking")
    assert facts(extraction) == {("FAMILY_MEMBER", USER, "Alice"), ("LIKES", "Alice", "hiking")}
    assert only(extraction, "FAMILY_MEMBER").qualifier == "sister"


def test_i_dont_like_coffee_is_stored_as_a_dislike(extractor: Extractor) -> None:
    relation = only(extractor.extract("I don't like coffee"), "DISLIKES")
    assert (relation.subject, relation.object, relation.negated, relation.change) == (USER, "coffee", False, False)


def test_i_no_longer_work_at_initech_retracts_the_employer(extractor: Extractor) -> None:
    relation = only(extractor.extract("I no longer work at Initech"), "WORKS_AT")
    assert (relation.subject, relation.object, relation.negated, relation.change) == (USER, "Initech", True, True)


def test_i_live_in_nyc_gives_a_canonical_place(extractor: Extractor) -> None:
    extraction = extractor.extract("I live in NYC")
    assert facts(extraction) == {("LIVES_IN", USER, "New York City")}
    relation = only(extraction, "LIVES_IN")
    assert relation.object_kind == PLACE
    assert relation.span == "I live in NYC"  # the span stays literal


def test_im_working_on_project_apollo_gives_a_project(extractor: Extractor) -> None:
    extraction = extractor.extract("I'm working on Project Apollo")
    assert facts(extraction) == {("WORKS_ON", USER, "Project Apollo")}
    assert only(extraction, "WORKS_ON").object_kind == PROJECT


def test_im_interested_in_rock_climbing_gives_a_multiword_interest(extractor: Extractor) -> None:
    assert facts(extractor.extract("I'm interested in rock climbing")) == {("HAS_INTEREST", USER, "rock climbing")}


def test_i_prefer_tea_over_coffee_keeps_the_alternative_as_qualifier(extractor: Extractor) -> None:
    extraction = extractor.extract("I prefer tea over coffee")
    assert facts(extraction) == {("PREFERS", USER, "tea")}
    assert only(extraction, "PREFERS").qualifier == "coffee"


def test_my_wife_is_carol_gives_a_partner(extractor: Extractor) -> None:
    extraction = extractor.extract("My wife is Carol")
    assert facts(extraction) == {("PARTNER_IS", USER, "Carol")}
    relation = only(extraction, "PARTNER_IS")
    assert (relation.object_kind, relation.qualifier) == (PERSON, "wife")


def test_my_mother_jane_lives_in_boston_places_jane_not_the_user(extractor: Extractor) -> None:
    extraction = extractor.extract("My mother Jane lives in Boston")
    assert facts(extraction) == {("FAMILY_MEMBER", USER, "Jane"), ("LIVES_IN", "Jane", "Boston")}
    assert only(extraction, "FAMILY_MEMBER").qualifier == "mother"


def test_entities_list_each_named_end_once_with_its_kind(extractor: Extractor) -> None:
    entities = {(entity.name, entity.kind) for entity in extractor.extract("My mother Jane lives in Boston").entities}
    assert {("Jane", PERSON), ("Boston", PLACE)} <= entities
    assert len([entity for entity in entities if entity[0] == "Jane"]) == 1


def test_name_first_copula_gives_the_same_relation(extractor: Extractor) -> None:
    assert facts(extractor.extract("Alice has been my manager since June")) == {("HAS_MANAGER", USER, "Alice")}
    assert facts(extractor.extract("Bob is my coworker")) == {("COLLEAGUE_OF", USER, "Bob")}


def test_apposition_after_a_name_gives_the_relation(extractor: Extractor) -> None:
    assert ("PARTNER_IS", USER, "Carol") in facts(extractor.extract("Carol, my wife, works at Initech"))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I went climbing with my brother Tom yesterday, my arms are sore.", ("FAMILY_MEMBER", USER, "Tom")),
        ("I went hiking with my friend Maya Lopez yesterday, my legs hurt.", ("FRIEND_OF", USER, "Maya Lopez")),
    ],
)
def test_a_name_right_after_the_role_names_the_person_where_the_parse_hangs_it_elsewhere(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    extraction = tier2.extract(text)
    assert fact in facts(extraction)
    assert not [relation for relation in extraction.relations if relation.unnamed]  # no nameless "brother" beside


def test_a_possessive_owner_is_the_subject(extractor: Extractor) -> None:
    assert facts(extractor.extract("Alice's manager is Bob")) == {("HAS_MANAGER", "Alice", "Bob")}


def test_lists_give_one_relation_per_item(extractor: Extractor) -> None:
    assert facts(extractor.extract("I'm allergic to peanuts and shellfish")) == {
        ("IS_ALLERGIC_TO", USER, "peanuts"),
        ("IS_ALLERGIC_TO", USER, "shellfish"),
    }
    assert facts(extractor.extract("My kids are Tom and Jerry")) == {
        ("FAMILY_MEMBER", USER, "Tom"),
        ("FAMILY_MEMBER", USER, "Jerry"),
    }


def test_a_second_clause_is_not_read_as_another_list_item(extractor: Extractor) -> None:
    assert facts(extractor.extract("I like tea and Bob likes coffee")) == {
        ("LIKES", USER, "tea"),
        ("LIKES", "Bob", "coffee"),
    }


def test_more_phrasings_of_the_same_relations(extractor: Extractor) -> None:
    assert facts(extractor.extract("I have a sister named Alice")) == {("FAMILY_MEMBER", USER, "Alice")}
    assert facts(extractor.extract("My dad's name is Tom")) == {("FAMILY_MEMBER", USER, "Tom")}
    assert facts(extractor.extract("I report to Sarah Connor.")) == {("HAS_MANAGER", USER, "Sarah Connor")}
    assert facts(extractor.extract("I'm friends with Dave.")) == {("FRIEND_OF", USER, "Dave")}
    assert facts(extractor.extract("My favourite food is sushi")) == {("LIKES", USER, "sushi")}
    assert facts(extractor.extract("I have a peanut allergy")) == {("IS_ALLERGIC_TO", USER, "peanut")}
    assert facts(extractor.extract("My hobbies are chess and hiking")) == {
        ("HAS_INTEREST", USER, "chess"),
        ("HAS_INTEREST", USER, "hiking"),
    }


def test_typographic_apostrophes_read_like_plain_ones(extractor: Extractor) -> None:
    assert facts(extractor.extract("I\u2019m allergic to shellfish and I don\u2019t like coffee.")) == {
        ("IS_ALLERGIC_TO", USER, "shellfish"),
        ("DISLIKES", USER, "coffee"),
    }


def test_relations_come_in_reading_order(extractor: Extractor) -> None:
    extraction = extractor.extract("My manager is Bob. I work at Acme. I live in Boston.")
    assert [relation.edge_type for relation in extraction.relations] == ["HAS_MANAGER", "WORKS_AT", "LIVES_IN"]


def test_multiword_names_keep_their_joining_words(extractor: Extractor) -> None:
    assert facts(extractor.extract("I work at Bank of America")) == {("WORKS_AT", USER, "Bank of America")}
    assert facts(extractor.extract("I work at Johnson & Johnson")) == {("WORKS_AT", USER, "Johnson & Johnson")}


def test_a_city_with_its_region_is_one_place(extractor: Extractor) -> None:
    assert facts(extractor.extract("I live in San Francisco, California")) == {("LIVES_IN", USER, "San Francisco")}


def test_extracted_names_use_canonical_aliases(extractor: Extractor) -> None:
    assert facts(extractor.extract("I love React.js and TypeScript")) == {
        ("LIKES", USER, "React"),
        ("LIKES", USER, "TypeScript"),
    }


def test_an_allergy_named_before_the_word_allergy_drops_its_severity(extractor: Extractor) -> None:
    assert facts(extractor.extract("I've got a severe peanut allergy")) == {("IS_ALLERGIC_TO", USER, "peanut")}
