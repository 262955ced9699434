"""Occasions taken part in: a turn on the stage of one attends it, and going to a class told as a gerund subject."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I spoke at a science fair last week.", {("ATTENDED", USER, "science fair")}),
        ("We played at a garden party.", {("ATTENDED", USER, "garden party")}),
        ("I performed at the winter showcase.", {("ATTENDED", USER, "winter showcase")}),
        (
            "I gave a lecture at a library event.",
            {("DID", USER, "give a lecture"), ("ATTENDED", USER, "library event")},
        ),
        ("I sang at the harvest festival.", {("DID", USER, "singing"), ("ATTENDED", USER, "harvest festival")}),
        ("I'm speaking at a design conference next month.", {("PLANS", USER, "design conference")}),
        ("I was at a networking event last night.", {("ATTENDED", USER, "networking event")}),
    ],
)
def test_taking_part_on_an_occasions_stage_attends_it(tier2: Extractor, text: str, expected: set) -> None:
    assert named_facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I sing at weddings.",  # a habit
        "He spoke at the gala.",
        "I talked at length about it.",
        "I'd love to perform at your party.",
        "I was at the event.",  # "event" alone names nothing
        "We held some events.",
        "I gave a gift at the party.",
    ],
)
def test_no_occasion_attended_without_a_turn_taken_at_a_named_one(tier2: Extractor, text: str) -> None:
    assert not any(r.edge_type in {"ATTENDED", "PLANS"} for r in tier2.extract(text).relations)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Going to pottery classes has been so relaxing for me.", ("ATTENDED", USER, "pottery classes")),
        ("Going to spin classes has been great.", ("ATTENDED", USER, "spin classes")),
        ("I started going to spin classes with a friend.", ("ATTENDED", USER, "spin classes")),
    ],
)
def test_going_to_a_class_told_of_the_speaker_is_attending_it(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Going to the gym is good for you.",  # advice
        "Going to bed late has wrecked my sleep.",
        "Going to that show would be fun.",
        "I'm going to take classes.",
    ],
)
def test_going_somewhere_as_advice_a_wish_or_no_destination_is_no_attending(tier2: Extractor, text: str) -> None:
    assert not any(r.edge_type == "ATTENDED" for r in tier2.extract(text).relations)


def test_a_dropped_i_before_went_read_as_a_name_is_the_speaker(tier2: Extractor) -> None:
    assert facts(tier2.extract("Went kayaking with some friends last weekend.")) == {("DID", USER, "kayaking")}
    assert facts(tier2.extract("Went home early.")) == set()


def test_talks_given_count_in_the_plural_too(tier2: Extractor) -> None:
    assert facts(tier2.extract("I gave some talks at a film festival.")) == {
        ("DID", USER, "give some talks"),
        ("ATTENDED", USER, "film festival"),
    }
