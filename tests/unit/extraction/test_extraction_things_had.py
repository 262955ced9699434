"""Issue 16, round 100: what a thing had is told by its own words, not by a clause about it.

"We had a volleyball match where we were behind the whole time": the "time" of the clause is no "great time" had
(which would make the match a place one had fun at); the match was had. A sports "meet" is had as a match is.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


def _done(extractor: Extractor, text: str) -> set[str]:
    return {
        obj for subject, obj, negated, _ in of_type(extractor.extract(text), "DID") if subject == USER and not negated
    }


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("We had a volleyball match where we were behind the whole time.", {"have a volleyball match"}),
        ("I had a chess tournament that went on for a long time.", {"have a chess tournament"}),
        ("We had a track meet last Saturday.", {"have a track meet"}),
    ],
)
def test_a_thing_had_is_told_by_its_own_words(tier2: Extractor, text: str, done: set[str]) -> None:
    assert _done(tier2, text) == done


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("We had a wonderful afternoon at the lake.", "lake"),  # a good time had: where, as before
        ("I had a blast at the swim meet.", "swim meet"),
    ],
)
def test_a_good_time_had_still_names_where(tier2: Extractor, text: str, place: str) -> None:
    assert {obj for subject, obj, _, _ in of_type(tier2.extract(text), "ATTENDED") if subject == USER} == {place}
    assert _done(tier2, text) == set()
