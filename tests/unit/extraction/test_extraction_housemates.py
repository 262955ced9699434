"""The people the speaker lives or shares a home with now, named, are known to them as roommates
(kg/extraction/housemates.py): KNOWS with the qualifier "roommate"; not one lived with before, wished for, asked
about or denied, nor a condition one lives with."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.housemates import ROOMMATE


def _roommates(tier2: Extractor, text: str) -> set[tuple[str, str, str | None]]:
    return {
        (r.subject, r.object, r.qualifier)
        for r in tier2.extract(text).relations
        if r.edge_type == "KNOWS" and not r.negated
    }


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("I share a flat with Marta and Jonas.", {"Marta", "Jonas"}),
        ("I live with Leo in a tiny studio.", {"Leo"}),
        ("I live in Malmö with Oskar.", {"Oskar"}),
        ("I'm living with Ana until my lease starts.", {"Ana"}),
        ("Ben and I share a house in Leeds.", {"Ben"}),
        ("Priya and I share an apartment near campus.", {"Priya"}),
        ("Carla and Dev are my housemates.", {"Carla", "Dev"}),
        ("I live with Marta and her cat.", {"Marta"}),
    ],
)
def test_the_people_one_lives_with_are_roommates(tier2: Extractor, text: str, names: set[str]) -> None:
    assert _roommates(tier2, text) == {(USER, name, ROOMMATE) for name in names}


@pytest.mark.parametrize(
    "text",
    [
        "I used to live with Dana.",
        "I shared a flat with Nico in college.",
        "Do you live with Marta?",
        "I'd love to live with Marta one day.",
        "I don't live with Jonas.",
        "I live with ADHD.",
        "We shared a pizza with Marta.",
        "I'm sharing a house with three friends from work.",
    ],
)
def test_no_roommate_from_a_home_not_shared_now_or_no_one_named(tier2: Extractor, text: str) -> None:
    assert _roommates(tier2, text) == set()


@pytest.mark.parametrize("text", ["My flatmate Jonas moved out.", "My housemate Jonas loves jazz."])
def test_a_roommate_named_by_another_word_for_one_is_one_person(tier2: Extractor, text: str) -> None:
    """ "my flatmate Jonas" is Jonas, not Jonas and a roommate of no name (one spelling, "roommate", for both)."""
    assert {name for _, name, _ in _roommates(tier2, text)} == {"Jonas"}
