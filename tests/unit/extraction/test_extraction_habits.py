"""Issue 16, forty-second round (tier 2): habits, routines and things quit. A habitual progressive of going
somewhere is attended, no plan ("I've been going to the gym three times a week"); a pastime in the simple present
with a word of habit is done ("I usually read before bed": DID "reading"); a habit quit is the quitting, never
the habit ("I quit smoking": DID "quit smoking"); studying for an exam is done; what one saves up for is wanted."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import named_facts


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I've been going to the gym three times a week.", "gym"),
        ("I've been going to yoga classes.", "yoga classes"),
        ("We've been heading to the lake every weekend.", "lake"),
    ],
)
def test_a_habitual_progressive_of_going_is_attended_not_planned(tier2: Extractor, text: str, place: str) -> None:
    assert named_facts(tier2.extract(text)) == {("ATTENDED", USER, place)}


def test_going_somewhere_tomorrow_stays_a_plan(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I'm going to the gym tomorrow.")) == {("PLANS", USER, "gym")}


@pytest.mark.parametrize(
    ("text", "subject", "pastime"),
    [
        ("I usually read before bed.", USER, "reading"),
        ("I swim every day.", USER, "swimming"),
        ("I often cook on weekends.", USER, "cooking"),
        ("I run on Sundays.", USER, "running"),
        ("I always paint in the mornings.", USER, "painting"),
        ("Maya usually reads before bed.", "Maya", "reading"),
    ],
)
def test_a_pastime_told_with_a_word_of_habit_is_done(tier2: Extractor, text: str, subject: str, pastime: str) -> None:
    assert ("DID", subject, pastime) in named_facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I usually don't have time for that.",
        "I don't usually cook.",
        "Do you usually read before bed?",
        "If I had a pool, I would swim every day.",
        "I usually run out of milk by Friday.",
        "I sing in the shower.",
        "I sing at weddings sometimes.",
    ],
)
def test_a_habit_denied_asked_supposed_or_without_a_word_of_habit_gives_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "subject", "quitting"),
    [
        ("I quit smoking last year.", USER, "quit smoking"),
        ("I gave up coffee.", USER, "give up coffee"),
        ("I stopped eating meat.", USER, "stop eating meat"),
        ("I've given up sugar for good.", USER, "give up sugar"),
        ("Dana stopped drinking last year.", "Dana", "stop drinking"),
    ],
)
def test_a_habit_quit_is_the_quitting_done(tier2: Extractor, text: str, subject: str, quitting: str) -> None:
    assert named_facts(tier2.extract(text)) == {("DID", subject, quitting)}


def test_a_quitting_keeps_when_it_was(tier2: Extractor) -> None:
    # "quit" in the past looks like its present: its past time is the quitting's, not dropped as a habit's
    [quit] = tier2.extract("I quit smoking last spring.").relations
    assert (quit.object, quit.time_text) == ("quit smoking", "last spring")
    [gave_up] = tier2.extract("I gave up coffee two weeks ago.").relations
    assert (gave_up.object, gave_up.time_text) == ("give up coffee", "two weeks ago")


def test_each_thing_given_up_is_its_own_quitting(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I gave up caffeine and alcohol in January.")) == {
        ("DID", USER, "give up caffeine"),
        ("DID", USER, "give up alcohol"),
    }


@pytest.mark.parametrize(
    "text",
    [
        "I don't drink coffee at night.",  # "anymore" is a quitting (forty-sixth round); a narrower denial is none
        "I didn't quit smoking.",
        "I'll quit smoking in January.",
        "I'm trying to quit smoking.",
        "Did you quit smoking?",
        "I almost gave up coffee.",
        "I stopped talking to him.",
        "I stopped by the bakery on the way home.",
        "I gave up on dating.",
    ],
)
def test_no_quitting_or_no_habit_gives_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set()


def test_a_job_quit_is_no_habit_quit(tier2: Extractor) -> None:
    extraction = tier2.extract("I quit Massive Dynamic last month.")
    assert [(r.edge_type, r.object) for r in extraction.relations] == [("WORKS_AT", "Massive Dynamic")]


@pytest.mark.parametrize(
    ("text", "exam"),
    [
        ("I'm studying for the bar exam.", "study for the bar exam"),
        ("I'm studying for my finals.", "study for my finals"),
    ],
)
def test_studying_for_an_exam_is_done(tier2: Extractor, text: str, exam: str) -> None:
    assert named_facts(tier2.extract(text)) == {("DID", USER, exam)}


@pytest.mark.parametrize(
    ("text", "subject", "wanted"),
    [
        ("I'm saving up for a car.", USER, "car"),
        ("We've been saving for a new car.", USER, "new car"),
        ("Kim is saving up for a wedding.", "Kim", "wedding"),
    ],
)
def test_what_one_is_saving_up_for_is_wanted(tier2: Extractor, text: str, subject: str, wanted: str) -> None:
    assert named_facts(tier2.extract(text)) == {("WANTS", subject, wanted)}


def test_a_purpose_saved_up_for_is_wanted_not_done(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I'm saving up to buy a house.")) == {("WANTS", USER, "buy a house")}


@pytest.mark.parametrize(
    "text",
    [
        "I'm saving for a rainy day.",
        "I was saving up for a car before I lost my job.",
        "Are you saving up for a car?",
        "I'm not saving for anything.",
    ],
)
def test_a_saving_of_then_asked_denied_or_for_a_time_wants_nothing(tier2: Extractor, text: str) -> None:
    assert not any(edge_type == "WANTS" for edge_type, _, _ in named_facts(tier2.extract(text)))
