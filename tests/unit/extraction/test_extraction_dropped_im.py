"""Chat's dropped "I'm" before a sentence's present participle: "Planning a trip to Japan next month" tells what
the speaker is doing, or will do, as "I'm planning ..." would; set phrases and advice tell nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Planning a trip to Japan next month.", {("PLANS", USER, "trip to Japan")}),
        ("Hiking with friends this weekend.", {("PLANS", USER, "hiking")}),  # a time to come: a plan
        ("Visiting my grandma in Ohio next week.", {("PLANS", USER, "visit my grandma")}),
        ("Training for a half marathon these days.", {("DID", USER, "train for a half marathon")}),
        ("Still working on my novel.", {("WORKS_ON", USER, "novel")}),
        ("Taking a pottery class this month.", {("ATTENDED", USER, "pottery class")}),
    ],
)
def test_a_dropped_im_before_a_present_participle_is_the_speaker(tier2: Extractor, text: str, expected: set) -> None:
    assert named_facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Wishing you luck with the move!",
        "Hoping for the best!",
        "Sending you the recipe now.",
        "Keeping my fingers crossed for you.",
        "Giving a quick speech before a match can really help.",  # advice, its gerund cut off as the root by the parse
        "Training for a marathon with you?",  # asked
    ],
)
def test_set_phrases_advice_and_questions_with_a_dropped_im_tell_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_a_participle_with_a_subject_of_its_own_is_its_subjects(tier2: Extractor) -> None:
    assert facts(tier2.extract("Maria is training for a marathon.")) == {("DID", "Maria", "train for a marathon")}
