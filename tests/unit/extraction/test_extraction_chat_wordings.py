"""Chat wordings of the thirty-second round: a dropped "I" before "Began", "a dream of mine to", "ended up at" a
venue, and a thing one owns "gotten" or got "new"."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, only


def test_a_dropped_i_before_began_read_as_a_name_is_the_speaker(tier2: Extractor) -> None:
    # The small model tags "Began" a person here; "Began" is no name, so the running is the speaker's.
    assert facts(tier2.extract("Began running again after my injury.")) == {("DID", USER, "running")}
    assert facts(tier2.extract("Began to rain.")) == set()


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("It's been a dream of mine to visit Iceland.", "visit Iceland"),  # a relative clause on "dream"
        ("It's always been a goal of mine to run a marathon.", "run a marathon"),
        ("It has been a dream of mine to write a novel.", "write a novel"),  # hung on "been"
        ("A dream of mine is to learn the violin.", "learn the violin"),
    ],
)
def test_an_aim_of_mine_is_a_wish(tier2: Extractor, text: str, wish: str) -> None:
    assert facts(tier2.extract(text)) == {("WANTS", USER, wish)}


@pytest.mark.parametrize(
    "text",
    [
        "It was a dream of mine to visit Peru.",  # held then
        "It's always been a dream of hers to dance.",  # someone else's
        "It's been a dream to see you again.",  # praise, not an aim
        "It's been a dream of mine that I never told anyone.",  # no infinitive
    ],
)
def test_no_aim_held_then_of_someone_else_or_unowned(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "WANTS" for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("After work we ended up at a karaoke bar.", "karaoke bar"),  # a venue
        ("We ended up at the museum after lunch.", "museum"),
        ("I ended up at a rooftop party on Friday.", "rooftop party"),  # an occasion
    ],
)
def test_ending_up_at_a_venue_or_occasion_is_going_there(tier2: Extractor, text: str, place: str) -> None:
    assert facts(tier2.extract(text)) == {("ATTENDED", USER, place)}


@pytest.mark.parametrize(
    "text",
    [
        "I ended up in trouble with my landlord.",
        "I ended up in the hospital with a broken wrist.",  # no outing
        "I ended up at the wrong address.",
        "I ended up at Google.",  # a named place may be a job or a home
        "The ball ended up in the lake.",  # not the speaker
        "We might end up at the zoo.",  # maybe
    ],
)
def test_ending_up_anywhere_else_is_no_outing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "ATTENDED" for fact in facts(tier2.extract(text)))


def test_a_thing_gotten_is_owned_new(extractor: Extractor) -> None:
    owned = only(extractor.extract("I've gotten a new puppy."), "OWNS")
    assert (owned.object, owned.change) == ("puppy", True)
    assert not any(fact[0] == "OWNS" for fact in facts(extractor.extract("I haven't gotten a dog yet.")))


def test_new_is_no_part_of_a_thing_got(extractor: Extractor) -> None:
    # "I got a new bike" is the bike, as "my new bike" is; the newness is the change.
    owned = only(extractor.extract("I got a new bike last week."), "OWNS")
    assert (owned.object, owned.change) == ("bike", True)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("We ended up going to a concert in the park.", ("ATTENDED", USER, "concert")),
        ("We ended up going kayaking instead.", ("DID", USER, "kayaking")),  # done, no plan as "going kayaking" is
        ("I ended up painting the whole fence.", ("DID", USER, "paint the whole fence")),
    ],
)
def test_what_one_ended_up_doing_was_done(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text",
    [
        "We might end up going camping.",  # maybe
        "I'll probably end up watching a movie.",
        "I never ended up visiting Rome.",  # denied
        "I ended up not going to the party.",
        "It ended up raining all day.",
    ],
)
def test_what_one_may_or_did_not_end_up_doing_is_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()
