"""Issue 16, round 80: "I coach my daughter's soccer team" gave only the daughter: "team" is too vague a thing to
do something with alone ("I'm helping the team"), but a team of some kind is not, as "a hockey game" is not."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I coach my daughter's soccer team.", "coach my daughter's soccer team"),
        ("I coach a soccer team.", "coach a soccer team"),
    ],
)
def test_a_team_of_some_kind_coached_is_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert of_type(tier2.extract(text), "DID") == {(USER, deed, False, False)}


def test_a_team_alone_helped_is_no_deed(tier2: Extractor) -> None:
    assert not of_type(tier2.extract("I'm helping the team."), "DID")
