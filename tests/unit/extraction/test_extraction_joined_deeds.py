"""Issue 16, round 78 (tier 2): a deed done to things joined by "and" is done to each ("I grow tomatoes and
peppers": grow tomatoes, grow peppers), with the deed's time; before, the things after the first were lost. Not where
the small model hung other deeds on the object: a list with a verb in it, or one with no "and" or "or"."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "deeds"),
    [
        ("I grow tomatoes and peppers.", {"grow tomatoes", "grow peppers"}),
        ("We adopted a puppy and a kitten.", {"adopt a puppy", "adopt a kitten"}),
        ("I've read Dune and Foundation.", {"read Dune", "read Foundation"}),
        ("I play tennis and golf.", {"tennis", "golf"}),
        ("I baked cookies or a pie every weekend.", {"bake cookies", "bake a pie"}),
    ],
)
def test_a_deed_done_to_things_joined_is_done_to_each(tier2: Extractor, text: str, deeds: set[str]) -> None:
    assert {deed for _, deed, _, _ in of_type(tier2.extract(text), "DID")} == deeds


def test_each_deed_keeps_the_time_said(tier2: Extractor) -> None:
    relations = [r for r in tier2.extract("I visited Paris and Rome last summer.").relations if r.edge_type == "DID"]
    assert {(r.subject, r.object, r.time_text) for r in relations} == {
        (USER, "visit Paris", "last summer"),
        (USER, "visit Rome", "last summer"),
    }


@pytest.mark.parametrize(
    ("text", "verb", "deed"),
    [
        ("On Fridays we cook pasta, dance, and play board games.", "cook", "cook pasta"),
        ("We often watch cartoons, swim, and grill burgers in the yard.", "watch", "watch cartoons"),
    ],
)
def test_deeds_listed_beside_the_object_are_not_its_things(tier2: Extractor, text: str, verb: str, deed: str) -> None:
    """ "dance" hung on "pasta", with "play board games" after it: deeds of their own, not "cook dance"."""
    deeds = {done for _, done, _, _ in of_type(tier2.extract(text), "DID")}
    assert deed in deeds
    assert {done for done in deeds if done.startswith(f"{verb} ")} == {deed}


def test_a_list_with_no_and_joins_no_things(tier2: Extractor) -> None:
    """A list with no "and" or "or" may be deeds the small model hung on the object: only the object is read."""
    deeds = {done for _, done, _, _ in of_type(tier2.extract("I bought apples, pears, plums."), "DID")}
    assert deeds == {"buy apples"}
