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


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I'm doing my master's in economics.", "do my master's in economics"),
        ("I did my master's in computer science at MIT.", "do my master's in computer science"),
        ("I did my bachelor's in Ohio.", "do my bachelor's"),  # a place: where, not what was studied
        ("I did a master's at Oxford.", "do a master's"),
    ],
)
def test_a_degree_named_by_its_possessive_is_the_degree(tier2: Extractor, text: str, deed: str) -> None:
    """Seventy-first round: "my master's" was read as "my master" (the possessive cut, as from a name) and tier 1
    added a second deed, "master"."""
    assert of_type(tier2.extract(text), "DID") == {(USER, deed, False, False)}


def test_a_degree_begun_later_keeps_its_possessive(tier2: Extractor) -> None:
    plans = [(r.object, r.time_text) for r in tier2.extract("I'm starting my master's in September.").relations]
    assert plans == [("start my master's", "in September")]


def test_a_masters_thesis_is_a_thesis(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I'm writing my master's thesis."), "DID") == {
        (USER, "write my master's thesis", False, False)
    }
