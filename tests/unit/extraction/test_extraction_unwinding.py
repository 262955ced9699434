"""Issue 16, fifth round (tier 2): a pastime that helps the speaker unwind, or gives them joy, is one they like;
pastimes named as the speaker's hobbies ("knitting and hiking are my hobbies", "a hobby of mine") are interests;
a pastime with its object may be a favourite ("drawing comics is one of my faves"), a least favourite never is."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Knitting helps me relax.", "knitting"),
        ("Yoga really helps me de-stress.", "yoga"),
        ("Journaling helps me clear my head.", "journaling"),
        ("Playing the guitar helps me calm down.", "playing the guitar"),
        ("Dancing helps me express my feelings.", "dancing"),
        ("Painting helps me escape.", "painting"),  # round 75
        ("Reading a good mystery helps me escape for a while.", "reading a good mystery"),
    ],
)
def test_a_pastime_that_helps_the_speaker_unwind_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


@pytest.mark.parametrize(
    ("text", "liked"),
    [("Music gives me so much joy.", "music"), ("Long walks give me peace.", "long walks")],
)
def test_what_gives_the_speaker_joy_is_liked_as_what_brings_it(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


@pytest.mark.parametrize(
    "text",
    [
        "My therapist helps me relax.",  # a person
        "The medicine helps me sleep.",  # no pastime
        "The medicine helps me escape the pain.",
        "This tea helps me relax.",  # shown, not named
        "Your advice helps me relax.",
        "It helps me relax.",
        "Running helps my sister unwind.",  # someone else
        "Does yoga help you relax?",
        "Meditation doesn't help me calm down.",
        "Yoga helps me with my back pain.",  # help with a trouble, not unwinding
        "Your support gives me so much joy.",
    ],
)
def test_no_liking_without_a_pastime_helping_the_speaker_unwind(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "LIKES" for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    ("text", "interests"),
    [
        ("Knitting and hiking are my hobbies.", {"knitting", "hiking"}),  # "knitting" a clausal subject
        ("Photography is a hobby of mine.", {"photography"}),
        ("Rock climbing is a new hobby of mine.", {"rock climbing"}),
        ("Sudoku and crosswords are hobbies of mine.", {"Sudoku", "crosswords"}),
    ],
)
def test_pastimes_named_as_the_speakers_hobbies_are_interests(tier2: Extractor, text: str, interests: set[str]) -> None:
    assert facts(tier2.extract(text)) == {("HAS_INTEREST", USER, interest) for interest in interests}


@pytest.mark.parametrize(
    "text",
    [
        "Those are my hobbies.",
        "Those two are my favorite hobbies.",  # which two, only the conversation says
        "Fishing and golf are my dad's hobbies.",
        "Gardening is her hobby.",
        "What are your hobbies?",
    ],
)
def test_no_interest_without_a_named_pastime_of_the_speakers(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set(), text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Drawing comics is one of my faves.", ("LIKES", USER, "drawing comics")),
        ("Playing the cello is my favorite thing.", ("LIKES", USER, "playing the cello")),
        ("Collecting stamps is a huge part of my life.", ("HAS_INTEREST", USER, "collecting stamps")),
    ],
)
def test_a_pastime_with_its_object_may_be_a_favourite_or_part_of_ones_life(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert facts(tier2.extract(text)) == {fact}  # the small model makes the gerund a clausal subject


@pytest.mark.parametrize(
    "text",
    [
        "Cleaning the house is not one of my favorites.",
        "Doing taxes is one of my least favorite things.",
        "Hiking is one of my least favorite things.",
        "Watching the news is one of her favorites.",
        "Is hiking one of your favorites?",
        "Seeing my friends cheer for me was my favorite part.",  # a moment of an occasion
        "Watching the fireworks is my favorite part.",
    ],
)
def test_no_liking_of_a_least_favourite_denied_or_someone_elses(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "LIKES" for fact in facts(tier2.extract(text))), text
