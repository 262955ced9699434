"""Which turns are no longer held for a question (kg/recall/outdated.py): the facts they stated of the kinds the
question asks about, or all of them when it asks about none of their kinds, retired since."""

from __future__ import annotations

from kg.domain.recall_scoring import type_hints
from kg.recall.outdated import outdated

WORK, LIVE, NOTHING = frozenset({"WORKS_AT"}), frozenset({"LIVES_IN"}), frozenset[str]()


def test_a_turn_whose_facts_were_all_archived_or_retracted_is_outdated() -> None:
    told = {"0x1": [("LIKES", "archived")], "0x2": [("LIKES", "archived"), ("OWNS", "retracted")]}
    assert outdated(told, NOTHING) == {"0x1", "0x2"}


def test_a_turn_with_a_fact_still_current_or_pending_is_not() -> None:
    told = {"0x1": [("LIKES", "archived"), ("OWNS", "current")], "0x2": [("PLANS", "pending")]}
    assert outdated(told, NOTHING) == set()


def test_a_turn_that_stated_no_fact_is_not() -> None:
    assert outdated({"0x1": []}, WORK) == set()
    assert outdated({}, WORK) == set()


def test_only_the_facts_of_the_kinds_asked_about_count_when_the_question_asks_about_one() -> None:
    # "I live in Denver and work as a nurse at St. Mary's", after a move and a new job: the role still holds
    told = {"0x1": [("LIVES_IN", "archived"), ("WORKS_AT", "archived"), ("HAS_ROLE", "current")]}
    assert outdated(told, WORK) == {"0x1"}
    assert outdated(told, LIVE) == {"0x1"}
    assert outdated(told, frozenset({"HAS_ROLE"})) == set()
    assert outdated({"0x2": [("WORKS_AT", "current"), ("LIVES_IN", "archived")]}, WORK) == set()


def test_the_kinds_asked_about_are_those_the_questions_words_hint_at() -> None:
    # "What is Lena's job?": the old employer's turn is outdated though the question never says "work"
    told = {"0x1": [("WORKS_AT", "archived"), ("HAS_ROLE", "archived"), ("LIVES_IN", "current")]}
    job = type_hints("What is Lena's job?", ["WORKS_AT", "HAS_ROLE", "LIVES_IN"])
    assert outdated(told, job) == {"0x1"}
    assert outdated(told, type_hints("Where does Lena live?", ["WORKS_AT", "HAS_ROLE", "LIVES_IN"])) == set()
