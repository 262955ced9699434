"""Issue 16, round 72: a place gone to, visited or stayed at, told by its kind and then the name it is given ("a
beach called Shell Cove"), is named by that name at both tiers (kg/extraction/events.py `_noun_phrase`,
kg/extraction/event_rules.py `_by_its_name`); before, tier 2 kept the kind alone ("beach") and tier 1 the whole
phrase. A thing named so stays its kind ("a puppy named Biscuit" is a puppy adopted)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("We went to a beach called Pebble Cove.", ("ATTENDED", USER, "Pebble Cove")),
        ("I visited a town called Hallstatt.", ("DID", USER, "visit Hallstatt")),
        ("We went to a lake named Crater Lake last summer.", ("ATTENDED", USER, "Crater Lake")),
    ],
)
def test_a_place_told_by_its_kind_and_name_is_named_by_its_name(
    extractor: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in facts(extractor.extract(text))


def test_a_stay_at_a_place_named_so_is_named_by_its_name(tier2: Extractor) -> None:
    assert facts(tier2.extract("We stayed at an inn called The Crown.")) == {("DID", USER, "stay at The Crown")}


def test_a_thing_named_so_stays_its_kind(tier2: Extractor) -> None:
    assert ("DID", USER, "adopt a puppy") in facts(tier2.extract("I adopted a puppy called Biscuit."))
