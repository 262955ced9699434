"""Issue 16, seventieth round: a degree one does is the deed of doing it, with its field ("I'm doing a PhD in
physics": DID "do a PhD in physics"); before, the light verb "do" left only "PhD" (kg/extraction/events.py)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I'm doing a PhD in physics.", "do a PhD in physics"),
        ("I did an MBA at Wharton.", "do an MBA"),
    ],
)
def test_a_degree_done_is_the_doing_of_it(tier2: Extractor, text: str, deed: str) -> None:
    assert of_type(tier2.extract(text), "DID") == {(USER, deed, False, False)}


def test_other_things_done_keep_their_bare_name(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I did a marathon last year."), "DID") == {(USER, "marathon", False, False)}
