"""Issue 16, second round: set phrases of chat (tier 2), visits, contests, a business of one's own, photos, and
the words that must stay out of an object (a time said after it, a listener addressed without a comma)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts, only


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Pickled ginger has always been a favorite of mine.", "Pickled ginger"),
        ("I'm a sucker for old maps of the sea.", "old maps"),
        ("I'm all about ceramics lately.", "ceramics"),
        ("Knitting socks is my thing.", "knitting socks"),
    ],
)
def test_set_phrases_of_liking_name_the_thing_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


def test_a_thing_that_is_not_mine_is_a_dislike_when_denied(tier2: Extractor) -> None:
    assert facts(tier2.extract("Karaoke isn't really my thing.")) == {("DISLIKES", USER, "Karaoke")}


@pytest.mark.parametrize(
    "text",
    [
        "That poem was a favorite of my grandma's.",
        "Cooking is all about patience.",
        "I'm all about it!",
        "Can't wait for spring!",
        "I can't wait for you to hear it.",
        "I've been to hell and back.",
        "I was in a rush all day.",
        "I love the idea Sofia.",
    ],
)
def test_look_alikes_give_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set()


def test_waiting_for_an_occasion_is_a_plan_even_without_i(tier2: Extractor) -> None:
    assert facts(tier2.extract("Can't wait for our fishing trip to the fjords.")) == {
        ("PLANS", USER, "our fishing trip to the fjords")
    }


def test_been_to_a_place_is_attending_it_and_never_denies_it(tier2: Extractor) -> None:
    assert facts(tier2.extract("I've been to Oslo twice.")) == {("ATTENDED", USER, "Oslo")}
    relation = only(tier2.extract("We've never been to Quebec."), "ATTENDED")
    assert (relation.object, relation.negated) == ("Quebec", True)


def test_being_in_a_contest_is_attending_it_without_its_time(tier2: Extractor) -> None:
    relation = only(tier2.extract("I was in the semifinal of a poetry contest last Friday."), "ATTENDED")
    assert (relation.object, relation.time_text) == ("semifinal of a poetry contest", "last Friday")


def test_a_business_of_ones_own_is_owned_but_a_usual_shop_is_not(tier2: Extractor) -> None:
    assert ("OWNS", USER, "startup") in facts(tier2.extract("My startup hired its first engineer."))
    assert ("OWNS", USER, "online shop") in facts(tier2.extract("Orders at my online shop are up."))
    assert not any(fact[0] == "OWNS" for fact in facts(tier2.extract("I buy fruit at my usual shop.")))


def test_a_dropped_i_before_a_later_clause_is_the_speaker(tier2: Extractor) -> None:
    assert ("DID", USER, "trip to the desert") in facts(tier2.extract("Took a trip to the desert - it was amazing."))


def test_a_photo_taken_on_a_trip_tells_of_the_trip(tier2: Extractor) -> None:
    assert ("DID", USER, "trip to Malta") in facts(tier2.extract("I took this picture on my trip to Malta."))


def test_a_game_named_after_its_category_is_the_name(tier2: Extractor) -> None:
    assert ("DID", USER, "Carcassonne") in facts(tier2.extract("We played the board game Carcassonne."))
