"""Round 35 (tier 2): a phrasal verb dreamt of, objects that name nothing, an event noun the parse cut before its
"-ing" word, and the speaker's share of a coordinated subject."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("I dream of settling down in Maine.", "settle down in Maine"),  # with where
        ("I've always dreamed of giving up my job to paint.", "give up my job to paint"),  # object and purpose
        ("I've always dreamed of dropping out.", "drop out"),
        ("I'm dreaming of starting over in a new city.", "start over in a new city"),
        ("I dream of moving out to the countryside one day.", "move out to the countryside"),  # no time
        ("I dream of running away.", "run away"),  # the particle the small model makes an adverb
    ],
)
def test_a_phrasal_verb_dreamt_of_is_wanted_with_what_it_takes(tier2: Extractor, text: str, wish: str) -> None:
    assert facts(tier2.extract(text)) == {("WANTS", USER, wish)}


def test_a_phrasal_activity_dreamt_of_is_read_once(tier2: Extractor) -> None:
    assert facts(tier2.extract("I dream of fixing up an old farmhouse.")) == {
        ("WANTS", USER, "fix up an old farmhouse")
    }


@pytest.mark.parametrize(
    "text",
    [
        "I dream of giving it all up.",  # what is given up only the chat says
        "I dreamed of running away last night.",  # a dream in one's sleep
        "I don't dream of settling down.",  # denied
        "Do you dream of settling down?",  # asked
        "She dreams of settling down.",  # someone unnamed
    ],
)
def test_no_phrasal_wish_vague_slept_denied_asked_or_unnamed(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    "text",
    [
        "I'll use this to plan our next adventure.",
        "I'm planning my next big adventure.",  # "big" adds no kind
        "We're planning our next move.",
        "The coach checks that we do the drills properly.",
        "We did the exercises together.",  # tier 1's reading, checked against the parse, too
    ],
)
def test_an_object_naming_nothing_makes_no_event(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm planning my next camping adventure.", ("PLANS", USER, "my next camping adventure")),  # a kind said
        ("We're planning our next trip.", ("PLANS", USER, "our next trip")),  # a trip is travel
        ("I'm using the app to plan a trip to Peru.", ("PLANS", USER, "trip to Peru")),
        ("We did yoga together this morning.", ("DID", USER, "yoga")),
        ("I played the drums.", ("DID", USER, "drums")),  # "play", not "do"
    ],
)
def test_an_object_that_names_something_still_makes_its_event(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert facts(tier2.extract(text)) == {fact}


def test_an_event_noun_cut_before_its_ing_word_and_ended_up_is_whole(tier2: Extractor) -> None:
    assert facts(tier2.extract("Priya and I went to a wine tasting and ended up at a jazz bar.")) == {
        ("ATTENDED", "Priya", "wine tasting"),
        ("ATTENDED", USER, "wine tasting"),
        ("ATTENDED", "Priya", "jazz bar"),
        ("ATTENDED", USER, "jazz bar"),
    }


def test_an_event_noun_cut_before_its_ing_word_and_another_verb_is_whole(tier2: Extractor) -> None:
    assert facts(tier2.extract("We went to a wine tasting and had a blast.")) == {("ATTENDED", USER, "wine tasting")}


def test_a_place_gone_to_before_ended_up_doing_keeps_its_noun(tier2: Extractor) -> None:
    assert ("ATTENDED", USER, "store") in facts(tier2.extract("I went to the store and ended up buying shoes."))


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Anthony and me ended up at a karaoke bar.", "karaoke bar"),
        ("Anthony and me went to a concert.", "concert"),
    ],
)
def test_a_name_and_me_is_the_speaker_and_the_name(tier2: Extractor, text: str, place: str) -> None:
    assert facts(tier2.extract(text)) == {("ATTENDED", "Anthony", place), ("ATTENDED", USER, place)}


def test_a_list_opened_by_me_and_a_comma_is_everyone_in_it(tier2: Extractor) -> None:
    assert facts(tier2.extract("Me, Anthony and Sara ended up at a pub.")) == {
        ("ATTENDED", USER, "pub"),
        ("ATTENDED", "Anthony", "pub"),
        ("ATTENDED", "Sara", "pub"),
    }


def test_a_list_opened_by_a_name_and_a_comma_is_no_address(tier2: Extractor) -> None:
    found = named_facts(tier2.extract("Anthony, Sara and I went to a museum."))
    assert found == {("ATTENDED", who, "museum") for who in ("Anthony", "Sara", USER)}


def test_a_name_before_a_comma_alone_is_still_addressed(tier2: Extractor) -> None:
    assert facts(tier2.extract("Maria, I went to the concert.")) == {("ATTENDED", USER, "concert")}


@pytest.mark.parametrize("text", ["It was hard for Sam and me to dance.", "They invited Sam and me to a party."])
def test_me_after_and_outside_a_subject_is_no_speaker_event(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()
