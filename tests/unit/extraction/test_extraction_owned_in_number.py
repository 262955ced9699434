"""Round 73: things had in a number ("lots of vinyl records", "a few cats") are owned, as the thing itself: the
count is no part of it (kg/extraction/status.py, `_QUANTITIES`). Things one has many of (`COLLECTED`: records,
books, plants) are owned only when counted so: "I have a book for you" tells of no possession."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("I have lots of vinyl records.", {"vinyl records"}),
        ("I've got a bunch of old comics.", {"old comics"}),
        ("We've got several bikes.", {"bikes"}),
        ("I own a couple of kayaks.", {"kayaks"}),
        ("I have a few cats.", {"cats"}),  # before: "few cats"
        ("I have lots of plants and a few cats.", {"plants", "cats"}),
    ],
)
@pytest.mark.parametrize("tier", ["tier1", "tier2"])
def test_things_had_in_a_number_are_owned_without_the_count(
    request: pytest.FixtureRequest, tier: str, text: str, owned: set[str]
) -> None:
    extractor: Extractor = request.getfixturevalue(tier)
    assert {f[2] for f in facts(extractor.extract(text)) if f[:2] == ("OWNS", USER)} == owned


@pytest.mark.parametrize(
    "text",
    [
        "I have a lot of questions for you.",
        "I have a couple of ideas.",
        "I have a book for you.",
        "I have lots of friends.",
    ],
)
def test_what_is_had_in_a_number_but_owned_by_no_one_is_no_possession(tier2: Extractor, text: str) -> None:
    assert not [f for f in facts(tier2.extract(text)) if f[0] == "OWNS"]


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I baked lots of cookies.", "bake cookies"),
        ("We planted a bunch of tomatoes.", "plant tomatoes"),
        ("I bought a bunch of books yesterday.", "buy books"),
    ],
)
@pytest.mark.parametrize("tier", ["tier1", "tier2"])
def test_a_thing_done_in_a_number_is_one_event_without_the_count(
    request: pytest.FixtureRequest, tier: str, text: str, done: str
) -> None:
    """Tier 1 kept the count ("bake lots of cookies") where tier 2 dropped it, so tier 2 gave both: one event, twice."""
    extractor: Extractor = request.getfixturevalue(tier)
    assert [f for f in facts(extractor.extract(text)) if f[0] == "DID"] == [("DID", USER, done)]
