"""How a question picks Recall's anchors: named phrases first, shared words second."""

from __future__ import annotations

import pytest

from kg.domain.recall_anchors import (
    LEAST_WORD_SHARE,
    WORD_MATCH,
    phrases,
    search_words,
    speakers_own,
    word_strengths,
    words,
)


def test_words_drop_punctuation_possessives_and_case() -> None:
    assert words("What about ALICE's friends, and \u201cBob\u2019s\u201d?") == [
        "what",
        "about",
        "alice",
        "friends",
        "and",
        "bob",
    ]
    assert words("React.js or C++?") == ["react.js", "or", "c++"]


def test_phrases_are_every_run_of_up_to_four_words() -> None:
    found = phrases("Tell me about Alice Moreno's new job at Acme Labs")
    assert "alice moreno" in found and "acme labs" in found and "alice" in found
    assert "moreno new job at" in found  # four words
    assert "alice moreno new job at" not in found  # five are too many for a name
    assert phrases("  ?! ") == []


def test_my_and_a_role_name_the_speakers_own_person_as_ingest_names_them() -> None:
    """ "my best friend" in Sam's question is the node Ingest named "Sam's best friend" (round 71)."""
    own = speakers_own("Where does my best friend's sister live?", "Sam Lee")
    assert own["Sam Lee's best friend"] == "best friend"
    assert own["Sam Lee's best"] == "best" and own["Sam Lee's best friend sister"] == "best friend sister"
    assert "Sam Lee's best friend sister live" not in own  # a name of at most three words after "my"
    assert speakers_own("Where does Tom live?", "Sam") == {}
    # one spelling per role, as Ingest names the node
    assert speakers_own("When did my grandfather pass away?", "Sam")["Sam's grandpa"] == "grandfather"
    assert speakers_own("Where does my manager live?", "Sam")["Sam's boss"] == "manager"


def test_word_matches_are_ranked_by_how_much_of_the_name_the_question_contains() -> None:
    candidates = [
        ("0x1", ["Alice Schmidt"]),
        ("0x2", ["Moreno, Alice"]),
        ("0x3", ["hiking"]),
        ("0x4", ["Acme", "Alice Corp Moreno"]),
    ]
    strengths = word_strengths("What do you know about Alice Moreno?", candidates, limit=10)
    assert strengths["0x2"] == pytest.approx(WORD_MATCH)  # every word of the name is in the question
    assert strengths["0x4"] == pytest.approx(WORD_MATCH * 2 / 3)  # two of its alias's three words
    assert strengths["0x1"] == pytest.approx(WORD_MATCH * LEAST_WORD_SHARE)  # half of the name
    assert strengths["0x3"] == pytest.approx(WORD_MATCH * LEAST_WORD_SHARE)  # matched by description or tags
    assert next(iter(strengths)) == "0x2"


def test_word_matches_keep_the_strongest_and_then_the_order_given() -> None:
    candidates = [("0x1", ["Alice Schmidt"]), ("0x2", ["Bob Alice"]), ("0x3", ["Alice Tanaka"])]
    assert list(word_strengths("Alice Bob", candidates, limit=2)) == ["0x2", "0x1"]


def test_search_words_leave_out_stop_words_and_relation_words() -> None:
    assert search_words("Who does Wendy work with?", {"work"}) == ["wendy"]
    assert search_words("Work, work: Wendy's WORK", {"work"}) == ["wendy"]
    assert search_words("Tell me about José Hale.", set()) == ["hale", "josé"]
    assert search_words("Who are my family members?", {"family", "members"}) == ["family", "members"]  # all left
    assert search_words("Who is it?", set()) == []
