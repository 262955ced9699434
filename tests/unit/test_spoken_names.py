"""The names Recall found to be people who speak, remembered per scope so that a later question saying them is
embedded early (kg/recall/spoken_names.py): what a question says is found whole-word, possessives included; other
scopes' names and names only contained in a word are not; the least recently found go first."""

from __future__ import annotations

from kg.recall.question import name_key, name_runs, without_names
from kg.recall.spoken_names import SpokenNames


def test_a_name_found_once_is_guessed_in_a_later_question_of_the_same_scope() -> None:
    spoken = SpokenNames()
    spoken.learn(["ns"], ["Robin Hale"])
    assert spoken.guess(["ns"], "What did Robin Hale\u2019s sister say?") == ["Robin Hale"]
    assert spoken.guess(["other"], "What did Robin Hale say?") == []


def test_the_guess_gives_the_text_the_names_found_would_give() -> None:
    spoken = SpokenNames()
    spoken.learn(["a", "b"], ["Sam"])
    question = "Where has Sam's dog been?"
    assert without_names(question, spoken.guess(["b", "a"], question)) == without_names(question, ["Sam"])


def test_a_name_inside_another_word_or_half_a_name_is_no_guess() -> None:
    spoken = SpokenNames()
    spoken.learn(["ns"], ["Robin Hale"])
    assert spoken.guess(["ns"], "Where did Robinson camp?") == []
    assert spoken.guess(["ns"], "What did Robin say?") == []


def test_the_least_recently_found_names_are_forgotten_first() -> None:
    spoken = SpokenNames(capacity=2)
    spoken.learn(["ns"], ["Ana", "Ben"])
    spoken.learn(["ns"], ["Ana", "Cy"])  # Ana found again: Ben is the oldest
    assert spoken.guess(["ns"], "Did Ana, Ben and Cy meet?") == ["Ana", "Cy"]


def test_name_runs_and_keys_agree_on_case_and_possessives() -> None:
    assert name_key("Robin Hale") in name_runs("Did ROBIN HALE's team win?")
    assert "hale's team" not in name_runs("Did Robin Hale's team win?")
