"""Issue 16, forty-third round (tier 2): a pet of one's own told by its name is OWNS the name, its kind the
qualifier and still owned alongside ("I have a dog named Max": OWNS "Max" (dog) and OWNS "dog"); new when got or
adopted, ended when it died or was parted with; a pet wished for is WANTS its kind. Someone else's pet, one asked
about or to come, and a person named with an animal word give no OWNS."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, Relation
from tests.unit.extraction.facts import named_facts


def _owned(relations: tuple[Relation, ...]) -> dict[str, Relation]:
    return {relation.object: relation for relation in relations if relation.edge_type == "OWNS"}


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("I have a dog named Max.", "Max", "dog"),
        ("We've got a cat called Mittens.", "Mittens", "cat"),
        ("Our cat Luna just turned five.", "Luna", "cat"),
        ("My dog Max loves the beach.", "Max", "dog"),
        ("Max, my golden retriever, is getting old.", "Max", "golden retriever"),
        ("I walked my dog Charlie this morning.", "Charlie", "dog"),
        ("I have a cat. Her name is Olive.", "Olive", "cat"),
        ("My dog's name is Buster.", "Buster", "dog"),
        ("Our kitten is named Sprout.", "Sprout", "kitten"),
        ("We named our puppy Ginger.", "Ginger", "puppy"),
        # the kind tagged an adjective ("spaniel", "terrier"), or hung on the name as one ("puppy")
        ("I live in Harrogate with my wife Margaret and our spaniel Rufus.", "Rufus", "spaniel"),
        ("I went hiking with our terrier Rufus.", "Rufus", "terrier"),
        ("Our puppy Rufus loves the beach.", "Rufus", "puppy"),
        ("Our rabbit Clover loves the garden.", "Clover", "rabbit"),  # the kind the root, the name a clause's subject
        ("Our kitten Rufus loves the beach.", "Rufus", "kitten"),
    ],
)
def test_a_pet_of_ones_own_is_owned_by_name_and_kind(tier2: Extractor, text: str, name: str, kind: str) -> None:
    owned = _owned(tier2.extract(text).relations)
    pet = owned[name]
    assert (pet.subject, pet.qualifier, pet.change, pet.negated) == (USER, kind, False, False)
    assert owned[kind].subject == USER  # the kind stays owned, as "my dog" is


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We got a puppy named Toby last week.", "Toby"),
        ("We got a puppy last week, his name is Toby.", "Toby"),
        ("We got a kitten and named him Milo.", "Milo"),
        ("I adopted a dog called Juniper last year.", "Juniper"),
        # Seventieth round: the name given to a second kind told beside the one had.
        ("We adopted a rescue dog, a beagle called Pepper.", "Pepper"),
    ],
)
def test_a_pet_got_or_adopted_by_name_is_new(tier2: Extractor, text: str, name: str) -> None:
    pet = _owned(tier2.extract(text).relations)[name]
    assert (pet.change, pet.negated) == (True, False)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our cat Luna passed away last year.", "Luna"),
        ("Our old dog Rusty died in the spring.", "Rusty"),
        ("We had to rehome our dog Bruno.", "Bruno"),
        ("I used to have a cat named Felix.", "Felix"),
    ],
)
def test_a_pet_gone_by_name_is_no_longer_owned(tier2: Extractor, text: str, name: str) -> None:
    pet = _owned(tier2.extract(text).relations)[name]
    assert (pet.change, pet.negated) == (True, True)


def test_each_pet_of_a_list_is_owned_by_its_name(tier2: Extractor) -> None:
    owned = _owned(tier2.extract("I have a cat named Luna and a dog named Rex.").relations)
    assert (owned["Luna"].qualifier, owned["Rex"].qualifier) == ("cat", "dog")


def test_a_named_subjects_pet_is_theirs(tier2: Extractor) -> None:
    pet = _owned(tier2.extract("Lucy has a cat named Smudge.").relations)["Smudge"]
    assert (pet.subject, pet.qualifier) == ("Lucy", "cat")


def test_a_name_told_of_a_pet_keeps_its_other_facts(tier2: Extractor) -> None:
    assert ("LIKES", "Max", "beach") in named_facts(tier2.extract("My dog Max loves the beach."))


def test_a_pet_whose_verb_is_read_as_a_noun_is_still_owned(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("My parrot talks all day.")) == {("OWNS", USER, "parrot")}


@pytest.mark.parametrize(
    ("text", "kind"),
    [("I want a dog named Max someday.", "dog"), ("We really want a puppy.", "puppy")],
)
def test_a_pet_wished_for_is_wanted_by_kind_not_owned(tier2: Extractor, text: str, kind: str) -> None:
    assert named_facts(tier2.extract(text)) == {("WANTS", USER, kind)}


@pytest.mark.parametrize(
    "text",
    [
        "My sister's dog Bella is so sweet.",
        "My niece's kitten Poppy is adorable.",
        "My neighbor has a dog named Rex.",
        "My sister got a dog, her name is Bella.",
        "Do you have a dog named Max?",
        "If I get a dog, I'll name him Max.",
        "We didn't get the puppy named Oreo.",
        "I don't want a cat.",
        "My friend Bear is coming over.",
        "I have a friend named Bear.",
        "I met a guy named Toby at the dog park, his name is Toby.",
        "I have a dog and a cat, Rex and Tom.",
    ],
)
def test_no_pet_of_the_speakers_is_owned_by_name(tier2: Extractor, text: str) -> None:
    owned = _owned(tier2.extract(text).relations)
    assert not [pet for pet in owned.values() if pet.subject == USER and pet.qualifier is not None]


@pytest.mark.parametrize(
    ("text", "names", "kind"),
    [
        ("I have two cats, Luna and Milo.", {"Luna", "Milo"}, "cat"),
        ("We have two cats named Salt and Pepper.", {"Salt", "Pepper"}, "cat"),
        ("Our cats, Luna and Milo, are sleeping.", {"Luna", "Milo"}, "cat"),
        ("We got two kittens, Mochi and Tofu, last week.", {"Mochi", "Tofu"}, "kitten"),  # "Mochi": "kittens"' conjunct
        ("My sister has two dogs, Rex and Fido.", {"Rex", "Fido"}, "dog"),
    ],
)
def test_pets_of_one_kind_named_in_a_list_are_each_owned(
    tier2: Extractor, text: str, names: set[str], kind: str
) -> None:
    """Seventy-first round: several names given to pets of one kind say each is one of that kind."""
    named = [r for r in tier2.extract(text).relations if r.edge_type == "OWNS" and r.qualifier is not None]
    assert {r.object for r in named} == names
    assert {r.qualifier for r in named} == {kind}


def test_a_list_of_kinds_is_no_list_of_names(tier2: Extractor) -> None:
    owned = {r.object for r in tier2.extract("I have two cats, a dog and a hamster.").relations}
    assert owned == {"cats", "dog", "hamster"}
