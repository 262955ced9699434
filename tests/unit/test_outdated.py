"""Which turns are no longer held for a question (kg/recall/outdated.py): the facts they stated of the kinds the
question asks about or whose objects it names, or all of them when it asks about none of them, retired since."""

from __future__ import annotations

from kg.domain.recall_scoring import type_hints
from kg.model.episodes import ToldFact
from kg.recall.outdated import outdated

WORK, LIVE, NOTHING = frozenset({"WORKS_AT"}), frozenset({"LIVES_IN"}), frozenset[str]()


def test_a_turn_whose_facts_were_all_archived_or_retracted_is_outdated() -> None:
    told = {
        "0x1": [ToldFact("LIKES", "archived")],
        "0x2": [ToldFact("LIKES", "archived"), ToldFact("OWNS", "retracted")],
    }
    assert outdated(told, NOTHING) == {"0x1", "0x2"}


def test_a_turn_with_a_fact_still_current_or_pending_is_not() -> None:
    told = {"0x1": [ToldFact("LIKES", "archived"), ToldFact("OWNS", "current")], "0x2": [ToldFact("PLANS", "pending")]}
    assert outdated(told, NOTHING) == set()


def test_a_turn_that_stated_no_fact_is_not() -> None:
    assert outdated({"0x1": []}, WORK) == set()
    assert outdated({}, WORK) == set()


def test_only_the_facts_of_the_kinds_asked_about_count_when_the_question_asks_about_one() -> None:
    # "I live in Denver and work as a nurse at St. Mary's", after a move and a new job: the role still holds
    told = {
        "0x1": [ToldFact("LIVES_IN", "archived"), ToldFact("WORKS_AT", "archived"), ToldFact("HAS_ROLE", "current")]
    }
    assert outdated(told, WORK) == {"0x1"}
    assert outdated(told, LIVE) == {"0x1"}
    assert outdated(told, frozenset({"HAS_ROLE"})) == set()
    assert outdated({"0x2": [ToldFact("WORKS_AT", "current"), ToldFact("LIVES_IN", "archived")]}, WORK) == set()


def test_the_kinds_asked_about_are_those_the_questions_words_hint_at() -> None:
    # "What is Lena's job?": the old employer's turn is outdated though the question never says "work"
    told = {
        "0x1": [ToldFact("WORKS_AT", "archived"), ToldFact("HAS_ROLE", "archived"), ToldFact("LIVES_IN", "current")]
    }
    job = type_hints("What is Lena's job?", ["WORKS_AT", "HAS_ROLE", "LIVES_IN"])
    assert outdated(told, job) == {"0x1"}
    assert outdated(told, type_hints("Where does Lena live?", ["WORKS_AT", "HAS_ROLE", "LIVES_IN"])) == set()


def test_a_fact_whose_object_the_question_names_is_asked_about() -> None:
    # "Remember that I'm vegan and I can't stand cilantro", then "I'm not vegan anymore": for "Is Nina vegan?"
    told = {"0x1": [ToldFact("HAS_STATE", "archived", "vegan"), ToldFact("DISLIKES", "current", "cilantro")]}
    assert outdated(told, NOTHING, ["vegan"]) == {"0x1"}
    assert outdated(told, NOTHING, ["cilantro"]) == set()  # what it says of cilantro still holds
    assert outdated(told, NOTHING) == set()  # asked about nothing of it: one of its facts holds


def test_a_turn_that_told_nothing_of_the_kinds_asked_about_is_not_outdated_for_it() -> None:
    # "I lead the payments team at Monzo. My manager is Claire.", Claire replaced since: "Where does Dev work?"
    told = {"0x1": [ToldFact("HAS_MANAGER", "archived", "Claire")]}
    assert outdated(told, WORK, ["work"]) == set()
    assert outdated(told, frozenset({"HAS_MANAGER"}), ["manag"]) == {"0x1"}  # "Who is Dev's manager?"
    assert outdated(told, NOTHING, ["team"]) == {"0x1"}  # asked about no kind: all it told is retired
