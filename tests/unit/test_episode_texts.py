"""What an episode is embedded as (kg/episodes/texts.py): the turn after the one it answers, and each sentence of a
turn of several."""

from __future__ import annotations

from datetime import UTC, datetime

from kg.episodes.texts import MAX_SENTENCES, context_text, sentence_texts, sentences
from kg.model.episodes import EpisodeRecord


def test_a_turn_of_one_sentence_has_no_sentences_of_its_own() -> None:
    assert sentences("I went to a support group yesterday.") == []
    assert sentences("  Wow, 3.5 miles already  ") == []  # a full stop inside a number ends nothing


def test_a_turn_of_several_sentences_is_split_after_each_end_mark() -> None:
    text = "What a week it has been! I'm heading to my judo class. Do you want to come?  See you next week then"
    assert sentences(text) == [
        "What a week it has been!",
        "I'm heading to my judo class.",
        "Do you want to come?",
        "See you next week then",
    ]


def test_short_sentences_get_no_vector_of_their_own() -> None:
    assert sentences("Wow, Sam! Thanks so much! I'm heading to my judo class.") == ["I'm heading to my judo class."]
    assert sentences("Wow, Mel! Thanks so much!") == []


def test_a_long_turn_is_embedded_in_its_first_sentences_only() -> None:
    text = " ".join(f"This is sentence number {n}." for n in range(MAX_SENTENCES + 3))
    assert sentences(text) == [f"This is sentence number {n}." for n in range(MAX_SENTENCES)]


def test_each_sentence_is_embedded_as_said_by_its_speaker() -> None:
    assert sentence_texts("John", "I'm doing kickboxing every week now. It gives me so much energy!") == [
        "John: I'm doing kickboxing every week now.",
        "John: It gives me so much energy!",
    ]
    assert sentence_texts("John", "I'm doing kickboxing every week now.") == []


def test_a_turn_is_embedded_after_the_end_of_the_turn_it_answers() -> None:
    before = EpisodeRecord("0x1", "word " * 50 + "Did you go?", "ns", datetime(2023, 5, 8, tzinfo=UTC), speaker="Mel")
    said = context_text("Jon", "Yes, last week!", before)
    assert said.endswith("Did you go?\nJon: Yes, last week!") and said.startswith("Mel: word")
    assert said.count("word") == 37  # the last 40 words of the turn before
    assert context_text("Jon", "Hi", None) == "Jon: Hi"
