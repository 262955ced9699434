"""Kinds of named things as index terms: what a question asks for ("which cities") meets the turns that name one."""

from datetime import UTC, datetime

from kg.episodes.kinds import asked_kind_terms, named_kind_terms, quoted_title_terms
from kg.episodes.words import words
from kg.recall.question import understand


def test_an_episode_gains_a_term_per_kind_of_proper_name_it_mentions() -> None:
    mentioned = [("Lisbon", "Place"), ("Porto", "Place"), ("Globex", "Organization"), ("Little Women", "Thing")]
    assert named_kind_terms(mentioned) == {"@place", "@organization", "@title"}


def test_a_common_noun_a_person_or_an_activity_is_no_named_kind() -> None:
    # people are named in nearly every turn ("Thanks, Sam!"): a term for them would tell turns apart by nothing
    assert named_kind_terms([("park", "Place"), ("guitar", "Thing"), ("Sam", "Person"), ("Yoga", "Event")]) == set()


def test_a_question_asking_which_places_asks_for_the_place_term() -> None:
    for question in ("Which cities did Robin tour?", "What Asian countries did she work in?", "What state?"):
        assert asked_kind_terms(question) == ("@place",), question


def test_a_question_asking_which_organisation_asks_for_its_term() -> None:
    assert asked_kind_terms("Which team does Sam coach on Sundays?") == ("@organization",)
    assert asked_kind_terms("What software company hired Sam?") == ("@organization",)


def test_a_question_asking_which_books_or_games_asks_for_titled_things() -> None:
    assert asked_kind_terms("What books did Sam borrow from the library?") == ("@title",)
    assert asked_kind_terms("Which board games does Sam own?") == ("@title",)


def test_a_kind_noun_not_asked_for_asks_for_nothing() -> None:
    assert asked_kind_terms("What did Robin paint for her bakery?") == ()
    assert asked_kind_terms("When did Sam's old town get its new bridge?") == ()  # the town is not what is asked
    assert asked_kind_terms("Would Sam ever teach in another country?") == ()


def test_the_question_understood_carries_the_kind_it_asks_for() -> None:
    asked = understand("Which cities did Robin tour?", datetime(2023, 6, 1, tzinfo=UTC))
    assert "@place" in asked.words
    assert "citi" in asked.words  # its own words stay


def test_no_text_can_spell_a_kind_term() -> None:
    assert not any(stem.startswith("@") for stem in words("I love @place and @person tags"))


def test_a_capitalised_phrase_in_quotes_is_a_title_whatever_ner_made_of_it() -> None:
    assert quoted_title_terms('I finally read "The Name of the Wind" last week') == {"@title"}
    assert quoted_title_terms("\u201cDune\u201d was better than I hoped") == {"@title"}
    assert quoted_title_terms('She just said "no way" and left') == set()  # a quote, no title
