"""The extraction bench names the labelled sentences that a benchmark's turns say word for word (bench/extraction.py):
LoCoMo's text stays out of the project, so each one found is to be reworded."""

from bench.extraction import found_in

TURNS = ["Hey! Yeah, I made it in clay class yesterday. So fun!", "Cheers, that helps a ton."]


def test_a_sentence_a_turn_says_word_for_word_is_found_whatever_its_case() -> None:
    assert found_in(["yeah, I made it in Clay class yesterday.", "I love clay."], TURNS) == [
        "yeah, I made it in Clay class yesterday."
    ]


def test_a_reworded_sentence_is_not_found_and_each_is_named_once() -> None:
    assert found_in(["Yep, I made this in ceramics class on Monday."], TURNS) == []
    assert found_in(["Cheers, that helps a ton.", "Cheers, that helps a ton."], TURNS) == ["Cheers, that helps a ton."]


def test_a_short_common_phrase_is_no_sign_of_a_copy() -> None:
    assert found_in(["Cheers!", "So fun!"], TURNS) == []
