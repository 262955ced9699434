"""Issue 16, round 94: who the speaker says they are (a gender identity, an orientation, a faith) is HAS_STATE, and
the pronouns someone goes by are PREFERS (kg/extraction/identities.py).

"I'm trans", "I'm Catholic" and "My pronouns are they/them" told nothing.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type

HELD, NEW, DENIED, ENDED = (False, False), (False, True), (True, False), (True, True)


def _states(extractor: Extractor, text: str) -> set[tuple[str, str, bool, bool]]:
    return of_type(extractor.extract(text), "HAS_STATE")


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("I'm trans.", ("trans", *HELD)),
        ("I'm a trans woman.", ("trans woman", *HELD)),
        ("As a trans woman, I know how hard that is.", ("trans woman", *HELD)),
        ("I'm bisexual and proud of it.", ("bisexual", *HELD)),
        ("I'm a lesbian.", ("lesbian", *HELD)),
        ("I'm nonbinary.", ("nonbinary", *HELD)),
        ("I came out as gay in college.", ("gay", *NEW)),
        ("I'm Catholic.", ("Catholic", *HELD)),
        ("I'm a practicing Buddhist.", ("Buddhist", *HELD)),
        ("I'm an atheist.", ("atheist", *HELD)),
        ("We're Hindu.", ("Hindu", *HELD)),
        ("As a Christian, I try to be kind.", ("Christian", *HELD)),
        ("I'm not Catholic.", ("Catholic", *DENIED)),
        ("I'm no longer religious.", ("religious", *ENDED)),
        ("I used to be Mormon.", ("Mormon", *ENDED)),
    ],
)
def test_who_the_speaker_says_they_are(tier2: Extractor, text: str, state: tuple[str, bool, bool]) -> None:
    assert _states(tier2, text) == {(USER, *state)}


@pytest.mark.parametrize(
    "text",
    [
        "My brother is gay.",  # said of someone else
        "Sam is a Buddhist.",
        "Are you Jewish?",
        "That's so gay.",
        "I went straight home after work.",
        "I'm straight up exhausted.",
        "I love Christian rock.",
        "I'd be Catholic if my parents were.",
    ],
)
def test_no_identity_said_of_oneself(tier2: Extractor, text: str) -> None:
    assert _states(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "subject", "pronouns"),
    [
        ("My pronouns are they/them.", USER, "they/them pronouns"),
        ("I use she/her pronouns.", USER, "she/her pronouns"),
        ("I go by they/them.", USER, "they/them pronouns"),
        ("my pronouns are She/Her/Hers", USER, "she/her/hers pronouns"),
        ("Alex's pronouns are they/them.", "Alex", "they/them pronouns"),
        ("Jordan uses he/him.", "Jordan", "he/him pronouns"),
        ("I'm not sure I told you, but my pronouns are she/her.", USER, "she/her pronouns"),  # a denial elsewhere
    ],
)
def test_the_pronouns_someone_goes_by(tier2: Extractor, text: str, subject: str, pronouns: str) -> None:
    assert of_type(tier2.extract(text), "PREFERS") == {(subject, pronouns, *HELD)}


@pytest.mark.parametrize(
    "text", ["What are your pronouns?", "I don't use he/him anymore.", "My pronouns aren't she/her.", "Use they/them."]
)
def test_no_pronouns_gone_by(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "PREFERS") == set()
