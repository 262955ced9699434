"""Issue 16, seventieth round: what befalls one's health and is told as had is a thing that happened (DID "have
a heart attack"), of the speaker, a relative or a named person (kg/extraction/events.py `_BEFALLEN`, tier 2).
A figure of speech ("a stroke of luck"), a habit or a question is none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "subject", "event"),
    [
        ("My dad had a heart attack last week.", "my dad", "have a heart attack"),
        ("My mom had a knee replacement on Tuesday.", "my mom", "have a knee replacement"),
        ("I had a stroke two years ago.", USER, "have a stroke"),
        ("Tom had a car accident last week.", "Tom", "have a car accident"),
        ("I had a nervous breakdown in college.", USER, "have a nervous breakdown"),
    ],
)
def test_what_befell_ones_health_is_a_thing_that_happened(
    tier2: Extractor, text: str, subject: str, event: str
) -> None:
    assert of_type(tier2.extract(text), "DID") == {(subject, event, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "I had a stroke of luck.",
        "I have a heart attack every time I see the bill.",  # a figure of speech, in the present
        "Do you think I'll have a heart attack?",
        "We had a panic attack drill.",
    ],
)
def test_no_health_event_comes_of_a_figure_of_speech_or_a_question(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "DID") == set()
