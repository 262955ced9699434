"""Time words and gerunds: the text helpers events rely on, and which verb a time word belongs to."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from spacy.tokens import Span

from kg.extraction import Extractor
from kg.extraction.gerunds import gerund
from kg.extraction.when import time_text_in, time_text_of
from kg.temporal import resolve_within
from tests.unit.extraction.facts import only


def _times(tier2: Extractor, text: str, edge_type: str) -> dict[str, str | None]:
    return {r.object: r.time_text for r in tier2.extract(text).relations if r.edge_type == edge_type}


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("We bought a flat in Leeds and we're moving there in June.", "buy a flat"),
        ("My sister had an interview at Ocado and she starts there next week.", "have an interview"),
        ("I ran a half marathon, and now I'm training for a full one next spring.", "run a half marathon"),
    ],
)
def test_a_time_of_a_clause_in_another_tense_is_not_the_first_clauses(tier2: Extractor, text: str, event: str) -> None:
    """What the speaker did is not dated by a time that a clause after it, with a subject and tense of its own,
    tells of itself (a plan, a start)."""
    assert _times(tier2, text, "DID").get(event, "missing") is None


@pytest.mark.parametrize(
    ("text", "edge_type", "event", "time"),
    [
        ("I'm going to Japan for two weeks in October.", "PLANS", "Japan", "in October"),
        ("I'm off to Spain for a week on Friday.", "PLANS", "Spain", "on Friday"),
        ("We stayed in Rome for two weeks in May.", "ATTENDED", "Rome", "in May"),
        ("I'm going to Paris for the weekend.", "PLANS", "Paris", "for the weekend"),  # a time, not a length
    ],
)
def test_a_length_after_for_is_not_when(tier2: Extractor, text: str, edge_type: str, event: str, time: str) -> None:
    """ "for two weeks" says how long the trip lasts; the time it happens is told beside it."""
    assert _times(tier2, text, edge_type).get(event) == time


@pytest.mark.parametrize(
    ("text", "event", "time"),
    [
        ("I painted the fence and we had a picnic last Sunday.", "paint the fence", "last Sunday"),
        ("I baked a cake and my kids decorated it yesterday.", "bake a cake", "yesterday"),
        ("I went hiking and camped last weekend.", "hiking", "last weekend"),
    ],
)
def test_a_time_of_a_clause_in_the_same_tense_or_subject_dates_both(
    tier2: Extractor, text: str, event: str, time: str
) -> None:
    assert _times(tier2, text, "DID").get(event) == time


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I went to a concert yesterday", "yesterday"),
        ("we moved last year", "last year"),
        ("I ran a race in April", "in April"),
        ("see you next weekend!", "next weekend"),
        ("I called her two days ago", "two days ago"),
        ("on Saturday morning we hiked", "on Saturday morning"),
        ("I love jazz", None),
        ("I may go", None),
        ("my last day is December 31st", "December 31st"),
        ("the party is on the 4th of July", "on the 4th of July"),
        ("I may 5 times a day", None),  # a verb, not a month
    ],
)
def test_time_text_is_the_first_time_expression_as_written(text: str, expected: str | None) -> None:
    assert time_text_in(text) == expected


@pytest.mark.parametrize(
    ("lemma", "expected"),
    [
        ("paint", "painting"),
        ("bake", "baking"),
        ("run", "running"),
        ("swim", "swimming"),
        ("tie", "tying"),
        ("read", "reading"),
        ("ski", "skiing"),
        ("see", "seeing"),
    ],
)
def test_gerund_forms(lemma: str, expected: str) -> None:
    assert gerund(lemma) == expected


def test_a_past_time_on_a_habit_belongs_to_another_verb(tier2: Extractor) -> None:
    """ "yesterday" is when the car was given, not when the speaker volunteers (a habit)."""
    extraction = tier2.extract("I gave my old car to a shelter I volunteer at yesterday.")
    volunteering = [r for r in extraction.relations if r.object.startswith("volunteer")]
    assert volunteering and all(r.time_text is None for r in volunteering)
    assert only(tier2.extract("I volunteered at the shelter yesterday."), "DID").time_text == "yesterday"


@pytest.mark.parametrize(
    ("text", "edge_type", "expected"),
    [
        ("I'm moving to Denver next month.", "LIVES_IN", "next month"),
        ("I'll start at Initech in two weeks.", "WORKS_AT", "in two weeks"),
        ("I moved to Denver last month.", "LIVES_IN", "last month"),
        ("I live in Boston.", "LIVES_IN", None),  # no change, no time
        ("I'm joining the choir next month.", "MEMBER_OF", "next month"),
        ("I start my new job at Initech on Monday.", "WORKS_AT", "on Monday"),
        ("I will be working at Initech from January.", "WORKS_AT", "from January"),
        ("I just joined a gym and I'm off to Paris next week.", "MEMBER_OF", None),  # another clause's time
        ("I'm going to move to Denver next month.", "LIVES_IN", "next month"),  # "going to", as "I'll move"
        ("I'm gonna start at Initech on Monday.", "WORKS_AT", "on Monday"),
        ("I'm going to join the choir next month.", "MEMBER_OF", "next month"),
        ("Starting next week I'll be working at Initech.", "WORKS_AT", "next week"),  # led in by "starting"
        ("Beginning in March, I'll be living in Boston.", "LIVES_IN", "in March"),
        ("As of Monday I'll be working at Initech.", "WORKS_AT", "Monday"),
        ("I'm working at Initech starting next month.", "WORKS_AT", "next month"),
        ("I'm living in Boston from January.", "LIVES_IN", "from January"),  # a present progressive: arranged
        # a new job's start, told in the sentence after it
        ("I got a new job at Riverside Clinic! I start on the first of April.", "WORKS_AT", "on the first of April"),
        ("I got a new job at Globex. I started last week.", "WORKS_AT", "last week"),
        ("I got a job as a pharmacist. I begin next Monday.", "HAS_ROLE", "next Monday"),
        ("I got a new job at Globex. I start a pottery course on Monday.", "WORKS_AT", None),  # another start
        ("I got a new job at Globex. She starts on Monday.", "WORKS_AT", None),  # someone else's start
        # ... beside it: a clause after a comma or "and", and another's job by "he" or "she"
        ("Ravi got a job at Monzo, he starts there in May.", "WORKS_AT", "in May"),
        ("My brother got a job at Ocado. He starts next week.", "WORKS_AT", "next week"),
        ("I got a job at Ocado and I start in June.", "WORKS_AT", "in June"),
        ("I got a new job at Globex! I start work on Monday.", "WORKS_AT", "on Monday"),
        ("Ravi got a job at Monzo, I start in May.", "WORKS_AT", None),  # the speaker's start, not Ravi's
        ("My brother got a job at Ocado. He starts college next week.", "WORKS_AT", None),  # a start of another thing
        # a time the parse hangs on the employer's name is the verb's: a name has no time of its own
        ("I'm starting at Wayfair in September as a data analyst.", "WORKS_AT", "in September"),
    ],
)
def test_a_change_says_when_it_takes_effect(tier2: Extractor, text: str, edge_type: str, expected: str | None) -> None:
    """The time of a change ("moving ... next month") decides whether it replaces the current value now or waits
    for its day (kg/domain/scheduled.py)."""
    fact = only(tier2.extract(text), edge_type)
    assert fact.time_text == expected
    assert fact.change or expected is None  # a state with a time of its own is a change then


@pytest.mark.parametrize("text", ["I retired from teaching.", "I won't retire from Globex next year."])
def test_retiring_from_no_employer_or_denied_ends_no_job(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "WORKS_AT"]


def test_a_pastime_in_the_present_progressive_at_the_end_of_the_month_is_a_plan(tier2: Extractor) -> None:
    assert only(tier2.extract("I'm painting the kitchen at the end of the month."), "PLANS").object == (
        "paint the kitchen"
    )
    assert only(tier2.extract("We painted the kitchen at the end of last month."), "DID").object == "paint the kitchen"


def test_a_state_told_in_the_future_tense_with_a_time_is_a_change_to_come(tier2: Extractor) -> None:
    living = only(tier2.extract("I'll be living in Paris next year."), "LIVES_IN")
    assert (living.change, living.time_text) == (True, "next year")
    assert "next year" in living.span  # read with its verbs when resolved
    assert not only(tier2.extract("I'll be living in Paris."), "LIVES_IN").change  # no time, no change said
    working = only(tier2.extract("I'm going to be working at Initech next year."), "WORKS_AT")
    assert (working.change, working.time_text) == (True, "next year")


@pytest.mark.parametrize(
    "text",
    [
        "I was going to move to Denver next month.",  # a plan told in the past: given up, or not known
        "I'm not going to move to Denver next month.",
        "I'm going to the gym in Denver next month.",  # a trip, no home
        "She's going to move to Denver next month.",  # nobody named
    ],
)
def test_going_to_without_a_move_of_the_speaker_ahead_moves_nothing(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "LIVES_IN" and not r.negated]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm leaving Globex next month.", "next month"),
        ("I'm quitting my job at Initech in two weeks.", "in two weeks"),
        ("I'm leaving my job at Globex on Friday.", "on Friday"),
        ("I quit Globex last week.", "last week"),
        ("I'll quit Globex in June.", "in June"),  # an ending verb to come, with its time: an end to come
        ("I'll be leaving Globex in March.", "in March"),
        ("I'll leave my job at Initech next week.", "next week"),  # held now, and ends then: never a new job
        ("My last day at Globex is Friday.", "Friday"),  # the time a copula says the last day is
        ("Friday is my last day at Globex.", "Friday"),
        ("My last day at Globex is December 31st.", "December 31st"),
        ("I'm going to quit Globex next month.", "next month"),  # "going to" is the future tense, as "will" is
        ("I'm gonna quit my job at Globex in June.", "in June"),
        ("Going to quit Globex in June!", "in June"),  # chat leaves out "I'm"
        ("I'm leaving Globex at the end of the month.", "the end of the month"),
        ("I'm retiring from Globex at the end of the year.", "the end of the year"),  # retiring ends the job
        ("I retired from Globex last year.", "last year"),
        ("Starting next week I'll quit Globex.", "next week"),  # a time led in by "starting"
    ],
)
def test_an_end_of_a_state_says_when_it_takes_effect(tier2: Extractor, text: str, expected: str) -> None:
    """An end told for a time ahead leaves the job current until then (kg/domain/scheduled.py)."""
    ended = only(tier2.extract(text), "WORKS_AT")
    assert (ended.negated, ended.change, ended.time_text) == (True, True, expected)
    assert expected in ended.span  # read with its verbs when resolved


def test_a_denial_takes_no_time(tier2: Extractor) -> None:
    """ "not" with no change denies: no end, so no time for one."""
    assert not [r for r in tier2.extract("I'm not leaving Globex next month.").relations if r.edge_type == "WORKS_AT"]
    denied = [r for r in tier2.extract("I don't work at Globex next month.").relations if r.edge_type == "WORKS_AT"]
    assert all(r.time_text is None for r in denied)


@pytest.mark.parametrize(
    "text",
    [
        "I'll quit Globex.",  # no time: whether or when it ends is not said
        "I won't quit Globex next month.",
        "I'm scared I'll get fired from Globex next month.",  # under a fear, not told
        "I hope I'll quit Globex next year.",
        "I'm going to quit Globex.",
        "I'm not going to quit Globex next month.",
        "I was going to quit Globex next month.",  # a plan told in the past: given up, or not known
        "I was gonna quit Globex next month.",
        "I'm scared I'm going to get fired from Globex next month.",
    ],
)
def test_an_end_to_come_without_its_own_time_or_not_told_ends_nothing(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "WORKS_AT" and r.negated]


@pytest.mark.parametrize("text", ["My last day at Globex is Friday.", "Friday is my last day at Globex."])
def test_a_last_day_told_by_its_weekday_is_the_coming_one(tier2: Extractor, text: str) -> None:
    """Said on Wednesday 2 December 2026, the job ends on Friday 4 December, not on the Friday before."""
    ended = only(tier2.extract(text), "WORKS_AT")
    [when] = resolve_within(ended.span, ended.time_text or "", datetime(2026, 12, 2, 12, tzinfo=UTC))
    assert when.start == date(2026, 12, 4)


def test_a_last_day_named_as_the_time_is_not_its_own_time(tier2: Extractor) -> None:
    """ "It was my last day": "last day" is no date the copula gives."""
    assert all(r.time_text is None for r in tier2.extract("It was my last day at Globex.").relations)


def test_a_dash_before_a_word_ends_the_time(tier2: Extractor) -> None:
    """Round 72: the small model's NER may run a date on past a dash into an aside ("last week - so" of a turn
    like this one): the time ends at the dash. The entity is set here as the NER once read it."""
    doc = tier2._nlp("I won a pie contest last week - so exciting!")
    last = next(token.i for token in doc if token.lower_ == "last")
    doc.ents = [Span(doc, last, last + 4, label="DATE")]
    assert doc.ents[0].text == "last week - so"
    assert time_text_of(next(token for token in doc if token.lemma_ == "win")) == "last week"


def test_a_dash_before_a_number_may_end_a_range(tier2: Extractor) -> None:
    doc = tier2._nlp("We stayed in Rome from May 3 - 5.")
    may = next(token.i for token in doc if token.text == "May")
    doc.ents = [Span(doc, may, may + 4, label="DATE")]
    assert time_text_of(next(token for token in doc if token.lemma_ == "stay")) == "from May 3 - 5"
