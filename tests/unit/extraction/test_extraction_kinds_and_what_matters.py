"""Issue 16, fifteenth round (tier 2): kinds joined by "and" or "or" before one noun are one thing each. The small
model hangs the second kind on the first ("Thai" on "Italian"), so the noun's phrase alone was "food", and tier 1's
reading of the words filled in "Italian". And "a lot" or "a great deal" said as the verb's object no longer hides
the preposition the small model hangs on it ("I care a lot about X"). And what "means a lot to me", named without an
article, is an interest, as what is "important to me" is."""

from __future__ import annotations

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


def test_each_kind_before_the_noun_is_a_thing_of_its_own(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love Italian and Thai food.")) == {
        ("LIKES", USER, "Italian food"),
        ("LIKES", USER, "Thai food"),
    }
    assert facts(tier2.extract("I like Korean, Thai and Italian food.")) == {
        ("LIKES", USER, "Korean food"),
        ("LIKES", USER, "Thai food"),
        ("LIKES", USER, "Italian food"),
    }


def test_a_hyphenated_kind_keeps_its_words(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love upside-down and side poses.")) == {
        ("LIKES", USER, "upside-down poses"),
        ("LIKES", USER, "side poses"),
    }


def test_an_interest_in_kinds_is_one_per_kind(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm passionate about Italian and French cooking.")) == {
        ("HAS_INTEREST", USER, "Italian cooking"),
        ("HAS_INTEREST", USER, "French cooking"),
    }


def test_a_pair_that_names_one_kind_stays_whole(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love black and white photos.")) == {("LIKES", USER, "black and white photos")}
    assert facts(tier2.extract("I like rock and roll music.")) == {("LIKES", USER, "rock and roll music")}


def test_a_single_kind_is_read_as_before(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love spicy Thai food.")) == {("LIKES", USER, "spicy Thai food")}


def test_how_much_said_as_an_object_does_not_hide_the_preposition(tier2: Extractor) -> None:
    assert facts(tier2.extract("Honestly I care a lot about public transit.")) == {
        ("HAS_INTEREST", USER, "public transit")
    }
    assert facts(tier2.extract("I care a great deal about animal welfare.")) == {
        ("HAS_INTEREST", USER, "animal welfare")
    }
    assert facts(tier2.extract("I know a lot about cars.")) == set()


def test_what_means_a_lot_to_the_speaker_is_an_interest(tier2: Extractor) -> None:
    assert facts(tier2.extract("Game night means a lot to me.")) == {("HAS_INTEREST", USER, "game night")}
    assert facts(tier2.extract("Music means the world to me.")) == {("HAS_INTEREST", USER, "music")}
    for thanks in (
        "His friendship means so much to me.",
        "It means a lot to me that you called.",
        "The necklace means a lot to me.",
    ):
        assert facts(tier2.extract(thanks)) == set(), thanks


def test_someone_elses_list_and_ones_own_things_and_a_thought_are_no_interest(tier2: Extractor) -> None:
    for said in (
        "Your patience and advice mean a lot to me.",
        "My family means the world to me.",
        "Funny what old letters can mean to a person.",
    ):
        assert facts(tier2.extract(said)) == set(), said
