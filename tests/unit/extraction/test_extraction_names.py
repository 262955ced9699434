"""Display names, identity keys and aliases (no spaCy involved)."""

from __future__ import annotations

import pytest

from kg.extraction import DEFAULT_ALIASES, ORGANIZATION, PERSON, THING, Extractor, name_key, normalise_name


def test_whitespace_is_trimmed_and_collapsed() -> None:
    assert normalise_name("  Alice \n\t Smith  ") == "Alice Smith"


@pytest.mark.parametrize(("raw", "expected"), [("Alice's", "Alice"), ("Alice\u2019s", "Alice"), ("James'", "James")])
def test_possessives_are_stripped(raw: str, expected: str) -> None:
    assert normalise_name(raw) == expected


def test_a_lower_case_leading_article_is_stripped_but_a_capitalised_one_is_kept() -> None:
    assert normalise_name("the Acme Corp") == "Acme Corp"
    assert normalise_name("an Apple") == "Apple"
    assert normalise_name("The Hague") == "The Hague"
    assert normalise_name("the", THING) == "the"  # nothing would be left


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ('"Bob",', "Bob"),
        ("(Acme).", "Acme"),
        ("\u201cZo\u00eb\u201d", "Zo\u00eb"),
        ("'Alice's'", "Alice"),
        (".NET", ".NET"),
    ],
)
def test_wrapping_quotes_brackets_and_trailing_punctuation_are_stripped(raw: str, expected: str) -> None:
    assert normalise_name(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("bob", "Bob"),
        ("ALICE", "Alice"),
        ("mary-jane o'neil", "Mary-Jane O'Neil"),
        ("ludwig van beethoven", "Ludwig van Beethoven"),
    ],
)
def test_person_names_in_one_case_are_title_cased(raw: str, expected: str) -> None:
    assert normalise_name(raw, PERSON) == expected


def test_all_caps_is_kept_for_non_people_as_a_likely_acronym() -> None:
    assert normalise_name("IBM", ORGANIZATION) == "IBM"
    assert normalise_name("IBM") == "IBM"
    assert normalise_name("acme", ORGANIZATION) == "Acme"


def test_mixed_case_caseless_scripts_and_things_keep_their_case() -> None:
    assert normalise_name("McDonald", PERSON) == "McDonald"
    assert normalise_name("iPhone") == "iPhone"
    assert normalise_name("\u674e\u96f7", PERSON) == "\u674e\u96f7"  # 李雷
    assert normalise_name("coffee", THING) == "coffee"


def test_decomposed_accents_are_composed() -> None:
    assert normalise_name("Zoe\u0308") == "Zo\u00eb"


def test_name_key_makes_case_and_possessive_variants_collide() -> None:
    assert name_key("Alice") == name_key("alice") == name_key("ALICE") == name_key("  Alice's ") == "alice"


def test_name_key_keeps_accents_apart_and_ignores_leading_articles() -> None:
    assert name_key("Zo\u00eb") != name_key("Zoe")
    assert name_key("The Hague") == name_key("Hague")


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [
        ("React.js", "React"),
        ("ReactJS", "React"),
        ("react", "React"),
        ("react js", "React"),
        ("JS", "JavaScript"),
        ("NYC", "New York City"),
        ("New York City", "New York City"),
        ("new york city", "New York City"),
        ("k8s", "Kubernetes"),
        ("Postgres", "PostgreSQL"),
    ],
)
def test_well_known_variants_get_one_canonical_name(variant: str, canonical: str) -> None:
    assert normalise_name(variant) == canonical
    assert name_key(variant) == name_key(canonical)


def test_alias_tables_extend_without_changing_the_default() -> None:
    extended = DEFAULT_ALIASES.extended({"Google Kubernetes Engine": ("GKE",)})
    assert normalise_name("gke", aliases=extended) == "Google Kubernetes Engine"
    assert normalise_name("NYC", aliases=extended) == "New York City"
    assert normalise_name("gke") == "Gke"


def test_an_extractor_uses_its_own_alias_table() -> None:
    aliases = DEFAULT_ALIASES.extended({"Initech Corporation": ("Initech",)})
    extraction = Extractor(prefer_model=False, aliases=aliases).extract("I work at Initech")
    assert [relation.object for relation in extraction.relations] == ["Initech Corporation"]
