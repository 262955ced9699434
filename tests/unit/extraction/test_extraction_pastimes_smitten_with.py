"""Issue 16, round 80: pastimes one is taken with. "I'm obsessed with sourdough baking lately" gave LIKES
"sourdough" (the model hangs "baking" on "obsessed" as a clause when a time follows); "I'm hooked on rock climbing
these days", "I'm obsessed with running" gave nothing (the gerund is tagged a verb, which no thing is)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "pastime"),
    [
        ("I'm obsessed with sourdough baking lately.", "sourdough baking"),
        ("I'm hooked on rock climbing these days.", "rock climbing"),
        ("We got hooked on trail running.", "trail running"),
        ("I'm obsessed with running.", "running"),
    ],
)
def test_a_pastime_one_is_taken_with_is_liked_whole(tier2: Extractor, text: str, pastime: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, pastime, False, False)}


@pytest.mark.parametrize("text", ["I'm obsessed with winning.", "I'm not obsessed with running."])
def test_no_liking_of_a_gerund_that_is_no_pastime_or_denied(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "LIKES")
