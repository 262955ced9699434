"""Issue 16, round 95: a degree, certificate or belt held in a field tells the field is known (KNOWS_ABOUT,
kg/extraction/credentials.py), and a use begun or ended with "started / stopped / quit using" is USES changed or
ended (kg/extraction/gear.py).

"I have a degree in biology" and "I stopped using Spotify" told nothing; "I quit Facebook" still reads as a job
quit, as the lexicon always has.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type

HELD, NEW, ENDED = (False, False), (False, True), (True, True)


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("I have a degree in biology.", (USER, "biology")),
        ("I have a master's in economics.", (USER, "economics")),
        ("I have a black belt in karate.", (USER, "karate")),
        ("I got my degree in nursing in 2010.", (USER, "nursing")),  # "in" hung on the verb
        ("My sister has a PhD in chemistry.", ("my sister", "chemistry")),
        ("I've earned a certificate in project management.", (USER, "project management")),
        ("I have a degree in computer science from MIT.", (USER, "computer science")),
        ("I did my master's in nursing.", (USER, "nursing")),
    ],
)
def test_a_credential_held_in_a_field_tells_it_is_known(tier2: Extractor, text: str, known: tuple[str, str]) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == {(*known, *HELD)}


@pytest.mark.parametrize(
    "text",
    [
        "I'm getting my degree in nursing.",  # under way, not held
        "I want a master's in finance.",
        "I have a PhD.",
        "I got a degree in 2010.",
        "Do you have a degree in law?",
        "I don't have a degree in anything.",
        "It's 90 degrees in Phoenix.",
        "I have three degrees in the freezer.",
    ],
)
def test_no_credential_in_a_field(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == set()


@pytest.mark.parametrize(
    ("text", "use"),
    [
        ("I stopped using Spotify.", (USER, "Spotify", *ENDED)),
        ("I quit using Facebook.", (USER, "Facebook", *ENDED)),
        ("I started using Notion last month.", (USER, "Notion", *NEW)),
        ("My sister stopped using Instagram.", ("my sister", "Instagram", *ENDED)),
        ("I use Spotify.", (USER, "Spotify", *HELD)),
    ],
)
def test_a_use_begun_or_ended(tier2: Extractor, text: str, use: tuple[str, str, bool, bool]) -> None:
    assert of_type(tier2.extract(text), "USES") == {use}


@pytest.mark.parametrize(
    "text",
    ["I'll stop using Chrome.", "Should I start using Notion?", "I stopped using my phone at night."],
)
def test_no_use_begun_or_ended(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "USES") == set()
