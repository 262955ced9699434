"""What an episode is embedded as (kg/episodes/texts.py): the turn after the end of the one it answers, and each
sentence of a turn of several."""

from __future__ import annotations

from datetime import UTC, datetime

from kg.episodes.texts import CONTEXT_WORDS, MAX_SENTENCES, embedded_turn, sentence_spans, vector_sentences
from kg.model.episodes import EpisodeRecord


def sentences(text: str) -> list[str]:
    return [text[start:end] for start, end in vector_sentences(text)]


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


def test_sentence_spans_leave_out_the_spaces_around_each_sentence() -> None:
    text = "  Wow!   I'm heading to my judo class.\tSee you "
    found = [text[start:end] for start, end in sentence_spans(text)]
    assert found == ["Wow!", "I'm heading to my judo class.", "See you"]
    assert sentence_spans("   ") == []


def test_a_turn_without_a_turn_before_is_embedded_as_said_with_its_sentences_as_parts() -> None:
    said = "I'm doing kickboxing every week now. It gives me so much energy!"
    text, parts, shared = embedded_turn("John", said, None)
    assert text == "John: I'm doing kickboxing every week now. It gives me so much energy!"
    assert [text[start:end] for start, end in parts] == [
        text,  # the turn itself comes first
        "I'm doing kickboxing every week now.",
        "It gives me so much energy!",
    ]
    assert text[shared[0] : shared[1]] == "John:"  # each sentence's vector also reads who said it
    assert embedded_turn("John", "I'm doing kickboxing every week now.", None)[1] == [(0, 42)]


def test_a_turn_is_embedded_after_the_end_of_the_turn_it_answers() -> None:
    before = EpisodeRecord("0x1", "word " * 50 + "Did you go?", "ns", datetime(2023, 5, 8, tzinfo=UTC), speaker="Mel")
    text, parts, shared = embedded_turn("Jon", "Yes, last week! The judo class was great fun.", before)
    assert text.startswith("Mel: word") and text.count("word") == CONTEXT_WORDS - 3  # the last words before
    assert text.endswith("Did you go?\nJon: Yes, last week! The judo class was great fun.")
    turn, sentence = parts
    assert text[turn[0] : turn[1]] == "Jon: Yes, last week! The judo class was great fun."  # its vector: only these
    assert text[sentence[0] : sentence[1]] == "The judo class was great fun."  # "Yes, last week!" is too short
    assert text[shared[0] : shared[1]] == "Jon:"
