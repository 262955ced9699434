"""A public body named after its place is the employer, not the place (kg/extraction/phrases.py,
with_public_body): "the Glasgow city council" is WORKS_AT "Glasgow city council"; a company's office or store
stays the company."""

from __future__ import annotations

import pytest
import spacy

from kg.extraction import USER, Extractor
from kg.extraction.phrases import Phrase, with_public_body


def _employers(extractor: Extractor, text: str) -> set[tuple[str, str]]:
    return {(r.subject, r.object) for r in extractor.extract(text).relations if r.edge_type == "WORKS_AT"}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I work at the Glasgow city council.", (USER, "Glasgow city council")),
        ("Dev got a job at the Nottingham ambulance service.", ("Dev", "Nottingham ambulance service")),
        ("I just got a job with the Bristol ambulance service.", (USER, "Bristol ambulance service")),
        ("My brother works for the Manchester fire service.", ("my brother", "Manchester fire service")),
        ("I work at the Google office in London.", (USER, "Google")),
        ("I work at the Apple store in Leeds.", (USER, "Apple")),
    ],
)
def test_a_public_body_named_after_its_place_is_the_employer(
    tier2: Extractor, text: str, employer: tuple[str, str]
) -> None:
    assert _employers(tier2, text) == {employer}


def test_tier_one_reads_the_public_body_too(tier1: Extractor) -> None:
    assert _employers(tier1, "I work at the Glasgow city council.") == {(USER, "Glasgow city council")}


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("I met Anna at the city council", "Anna"),  # "at" is between: no name of one body
        ("the Glasgow city council", "Glasgow city council"),
        ("the Glasgow city and county council", "Glasgow"),  # more than two words between
        ("the Glasgow City Council", "Glasgow"),  # capitalised: the name readers read it whole already
    ],
)
def test_a_name_takes_a_public_body_s_words_only_right_after_it(text: str, read: str) -> None:
    doc = spacy.blank("en")(text)
    start = next(token.i for token in doc if token.i > 0 and token.text[:1].isupper())  # the name
    assert with_public_body(doc, Phrase(start, start + 1, doc[start].text)).text == read
