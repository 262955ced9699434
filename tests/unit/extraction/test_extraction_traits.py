"""Issue 16, eighty-first round: what kind of person someone says they are is a lasting state (HAS_STATE
"introvert", "night owl", "Capricorn"), and a dog or cat person likes them (kg/extraction/traits.py). A past, a
denial or a question gives none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "subject", "edge_type", "trait"),
    [
        ("I'm an introvert.", USER, "HAS_STATE", "introvert"),
        ("I'm a morning person.", USER, "HAS_STATE", "morning person"),
        ("I'm a night owl.", USER, "HAS_STATE", "night owl"),
        ("I'm a Capricorn.", USER, "HAS_STATE", "Capricorn"),
        ("I'm a bit of a perfectionist.", USER, "HAS_STATE", "perfectionist"),
        ("My wife is a total foodie.", "my wife", "HAS_STATE", "foodie"),
        ("My sister is a Leo.", "my sister", "HAS_STATE", "Leo"),
        ("I'm a dog person.", USER, "LIKES", "dogs"),
        ("I'm more of a cat person.", USER, "LIKES", "cats"),
    ],
)
def test_a_kind_of_person_one_is_is_a_lasting_state(
    tier2: Extractor, text: str, subject: str, edge_type: str, trait: str
) -> None:
    assert of_type(tier2.extract(text), edge_type) == {(subject, trait, False, False)}


@pytest.mark.parametrize(
    "text",
    ["I used to be a night owl.", "I'm not a morning person.", "Are you an introvert?", "A night owl hooted outside."],
)
def test_no_trait_from_a_past_a_denial_a_question_or_a_bird(tier2: Extractor, text: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "HAS_STATE") == set() and of_type(extraction, "LIKES") == set()
