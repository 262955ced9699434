"""Issue 16, eighty-first round: what an assistant is told about the way to write to the speaker is a standing
preference (kg/extraction/instructions.py: PREFERS "no emojis", "answers in Spanish", "short answers"), and the
speaker's time zone is theirs, one at a time (kg/extraction/time_zones.py: HAS_TIME_ZONE). Advice between people
told the same way, questions and denials give neither."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.model.types import BUILTIN_EDGE_TYPES
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "preferred"),
    [
        ("Please don't use emojis.", "no emojis"),
        ("Never use jargon with me.", "no jargon"),
        ("Avoid jargon.", "no jargon"),  # the small model makes "Avoid" a compound of "jargon"
        ("Please avoid emojis.", "no emojis"),
        ("Stop using bullet points.", "no bullet points"),
        ("Can you stop using emojis?", "no emojis"),
        ("I'd like you to stop using emojis.", "no emojis"),
        ("No emojis, please.", "no emojis"),
        ("Don't use exclamation marks.", "no exclamation marks"),
        ("Always use metric units.", "metric units"),
        ("From now on, use the metric system.", "metric system"),
        ("Please use British spelling.", "British spelling"),
        ("I'd like you to use Celsius.", "Celsius"),
        ("Please answer in Spanish.", "answers in Spanish"),
        ("I want you to always reply in French.", "answers in French"),
        ("Write in plain English.", "answers in plain English"),
        ("Answer in bullet points.", "answers in bullet points"),  # "Answer" taken for a noun
        ("Keep your answers short.", "short answers"),
        ("Keep your replies short and simple.", "short replies"),
        ("Please keep it brief.", "brief answers"),
        ("Be more concise.", "concise answers"),
        ("Just be direct with me.", "direct answers"),
    ],
)
def test_how_to_write_to_the_speaker_is_their_preference(tier2: Extractor, text: str, preferred: str) -> None:
    assert of_type(tier2.extract(text), "PREFERS") == {(USER, preferred, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "Don't use that app.",  # a thing, not a form of writing
        "Use sunscreen!",
        "Use your words.",
        "Don't use my full name.",
        "Use bullet points in your essay.",  # advice for someone else's writing
        "Keep it up!",
        "Don't keep it short.",
        "Be careful.",
        "Be direct with your boss.",
        "Speak to your manager.",
        "Answer the phone.",
        "Avoid the news.",
        "Skip breakfast.",
        "Should I use bullet points?",
        "Can you answer in Spanish?",  # asked once
        "No worries!",
        "No way, that's crazy.",
        "I used emojis in my essay.",  # told, not asked
    ],
)
def test_advice_questions_and_tellings_are_no_preference(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "PREFERS") == set()


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("My timezone is PST.", "PST time zone"),
        ("my timezone is UTC+1", "UTC+1 time zone"),
        ("My time zone is Pacific.", "Pacific time zone"),
        ("My time zone is Pacific Standard Time.", "Pacific time zone"),
        ("I'm in the Pacific time zone.", "Pacific time zone"),
        ("I'm in the Central European time zone.", "Central European time zone"),
        ("I'm on Eastern time.", "Eastern time zone"),
        ("I'm on Mountain time now.", "Mountain time zone"),
        ("I'm in PST.", "PST time zone"),
        ("I'm on CET now.", "CET time zone"),
    ],
)
def test_the_speakers_time_zone_is_theirs(tier2: Extractor, text: str, zone: str) -> None:
    assert of_type(tier2.extract(text), "HAS_TIME_ZONE") == {(USER, zone, False, False)}


def test_a_time_zone_lived_in_is_no_home(tier2: Extractor) -> None:
    extraction = tier2.extract("I live in the GMT+2 time zone.")
    assert of_type(extraction, "HAS_TIME_ZONE") == {(USER, "GMT+2 time zone", False, False)}
    assert of_type(extraction, "LIVES_IN") == set()


@pytest.mark.parametrize(
    "text",
    [
        "I'm on time.",
        "I'm in the zone.",
        "I'm in CBT.",  # a therapy, not a zone
        "I'm in IT.",
        "Are you in PST?",
        "I'm not in PST anymore.",
        "My mom is on Eastern time.",  # hers, and only the speaker's is read
        "My time zone is weird.",
    ],
)
def test_no_time_zone_comes_of_other_clocks_questions_or_denials(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "HAS_TIME_ZONE") == set()


def test_one_time_zone_at_a_time() -> None:
    assert next(t for t in BUILTIN_EDGE_TYPES if t.name == "HAS_TIME_ZONE").functional
