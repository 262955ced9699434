"""Thirty-seventh round: a plural noun before a place noun read as a verb, a direction between "went" and "to",
venues one ended up at, a street after a place, and a volunteer's organisation."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I'm heading to the farmers market later.", "farmers market"),
        ("We're going to the antiques market later.", "antiques market"),
        ("I'm going to the flea market later.", "flea market"),
    ],
)
def test_a_plural_modifier_stays_part_of_the_place_planned(extractor: Extractor, text: str, place: str) -> None:
    assert facts(extractor.extract(text)) == {("PLANS", USER, place)}


def test_a_place_without_a_plural_modifier_is_read_as_before(tier2: Extractor) -> None:
    assert facts(tier2.extract("We're heading to the mall later.")) == {("PLANS", USER, "mall")}


@pytest.mark.parametrize(
    ("text", "edge_type", "place"),
    [
        ("I went back to Paris.", "ATTENDED", "Paris"),
        ("We went back to the cabin last weekend.", "ATTENDED", "cabin"),
        ("I finally went back to the gym.", "ATTENDED", "gym"),
        ("We went down to the beach.", "ATTENDED", "beach"),
        ("I'm going back to Denver next week.", "PLANS", "Denver"),
    ],
)
def test_a_direction_before_to_keeps_the_going(tier2: Extractor, text: str, edge_type: str, place: str) -> None:
    assert facts(tier2.extract(text)) == {(edge_type, USER, place)}


@pytest.mark.parametrize(
    "text",
    [
        "I went back to sleep.",
        "I went back to basics with my training.",
        "I went back to my old habits.",
        "I plan to go back to school.",
        "She went back to Paris.",
    ],
)
def test_a_state_or_stage_gone_back_to_is_no_place(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("We ended up at a diner.", "diner"),
        ("After the movie we ended up at a brewery.", "brewery"),
        ("We ended up in a tiny bistro.", "tiny bistro"),
    ],
)
def test_a_venue_ended_up_at_is_attended(tier2: Extractor, text: str, place: str) -> None:
    assert facts(tier2.extract(text)) == {("ATTENDED", USER, place)}


def test_ending_up_at_a_place_that_is_no_venue_gives_nothing(tier2: Extractor) -> None:
    assert facts(tier2.extract("I ended up at the dentist.")) == set()


def test_a_street_after_a_place_says_where_it_stands(tier2: Extractor) -> None:
    assert facts(tier2.extract("I ended up at a cafe on Elm Street.")) == {("ATTENDED", USER, "cafe")}


def test_a_topic_after_on_stays_part_of_the_event(tier2: Extractor) -> None:
    read = facts(tier2.extract("I went to a talk on climate change."))
    assert read == {("ATTENDED", USER, "talk on climate change")}


@pytest.mark.parametrize("text", ["I was a volunteer for the Red Cross.", "I'm a volunteer at the Red Cross."])
def test_a_volunteers_organisation_is_no_employer(extractor: Extractor, text: str) -> None:
    assert named_facts(extractor.extract(text)) == {("HAS_ROLE", USER, "volunteer")}


def test_a_paid_role_for_an_organisation_still_names_the_employer(extractor: Extractor) -> None:
    read = named_facts(extractor.extract("I'm a nurse for the Red Cross."))
    assert read == {("HAS_ROLE", USER, "nurse"), ("WORKS_AT", USER, "Red Cross")}
