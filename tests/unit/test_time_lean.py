"""A bare weekday, month, season or day told of what lies ahead resolves forward; told of the past, back; a habit
("every Tuesday") is no date (kg/temporal/tense.py, read by kg/temporal/rules.py)."""

from datetime import UTC, date, datetime

import pytest

from kg.temporal import question_time, resolve_times, resolve_within
from kg.temporal.tense import Lean, lean_at

SAID = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # a Monday


def span_of(text: str, said_at: datetime = SAID) -> tuple[date, date]:
    [span] = resolve_times(text, said_at)
    return span.start, span.end


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have a dentist appointment on Thursday.", date(2023, 5, 11)),
        ("On Saturday we're going to the zoo.", date(2023, 5, 13)),
        ("The party is on Saturday.", date(2023, 5, 13)),
        ("My flight leaves on Friday.", date(2023, 5, 12)),
        ("I'll see you on Friday!", date(2023, 5, 12)),
        ("I need to finish the report by Friday.", date(2023, 5, 12)),
        ("Can't wait for Saturday!", date(2023, 5, 13)),
        ("I'm going to Paris on May 7th.", date(2024, 5, 7)),  # said on 8 May: the next one
        ("My flight to Boston is at 6am on Friday.", date(2023, 5, 12)),  # an hour told before the day
        ("The party is at 7pm on Saturday.", date(2023, 5, 13)),
        ("Friday is my last day at Globex.", date(2023, 5, 12)),  # a present copula after the day it opens with
        ("Saturday's the party!", date(2023, 5, 13)),
        ("Emma leaves for Rome on Friday.", date(2023, 5, 12)),  # a name ending in "a" is no article before "leaves"
        ("Lola starts her new job on Friday.", date(2023, 5, 12)),
        ("I'm off to Spain for a week on Friday.", date(2023, 5, 12)),
    ],
)
def test_a_day_told_of_what_lies_ahead_is_the_next_one(text: str, expected: date) -> None:
    assert span_of(text) == (expected, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Taking her to the vet on Thursday.", date(2023, 5, 11)),
        ("Pickle has been limping, taking her to the vet on Thursday.", date(2023, 5, 11)),
        ("Busy week - heading to Leeds on Friday.", date(2023, 5, 12)),
        ("Running on Saturday was fun.", date(2023, 5, 6)),  # a gerund that is a subject, its verb past
        ("We were at the beach, swimming on Saturday.", date(2023, 5, 6)),  # after a past: a past progressive
        ("Amazing concert on Friday!", date(2023, 5, 5)),  # an "-ing" adjective before its noun: a day gone
        ("Relaxing weekend at the lake, back home on Sunday.", date(2023, 5, 7)),
    ],
)
def test_a_progressive_whose_im_chat_dropped_leans_ahead(text: str, expected: date) -> None:
    """ "Taking her to the vet on Thursday" is "I'm taking her ...": ahead, as the present progressive is."""
    assert span_of(text) == (expected, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We booked the flights for June 12.", date(2023, 6, 12)),  # booked in the past, for a day ahead
        ("I reserved a table for Friday.", date(2023, 5, 12)),
        ("Mia got us tickets for the 20th of May!", date(2023, 5, 20)),
        # what is booked lies ahead, whatever the preposition: the booking's past is not the flight's
        ("We booked the Norway trip: flights to Bergen on August 3rd.", date(2023, 8, 3)),
        ("I reserved a table at Nopa on Friday.", date(2023, 5, 12)),
        ("We've booked a cabin in the mountains on the 20th.", date(2023, 5, 20)),
    ],
)
def test_a_day_something_was_set_for_lies_ahead_whatever_the_verb(text: str, expected: date) -> None:
    assert span_of(text) == (expected, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # tickets got are for a time ahead: the buying's past does not make the concert's month the last one
        ("I bought tickets to see Coldplay in July.", (date(2023, 7, 1), date(2023, 7, 31))),
        ("We got tickets to the game on Friday.", (date(2023, 5, 12), date(2023, 5, 12))),
        ("I bought tickets yesterday.", (date(2023, 5, 7), date(2023, 5, 7))),  # a day told as gone stays gone
    ],
)
def test_a_time_tickets_are_for_lies_ahead(text: str, expected: tuple[date, date]) -> None:
    assert span_of(text) == expected


MARCH = datetime(2023, 3, 6, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The deadline moved to the end of May.", (date(2023, 5, 31), date(2023, 5, 31))),
        ("They pushed the launch back to June.", (date(2023, 6, 1), date(2023, 6, 30))),
        ("The wedding was postponed until Friday.", (date(2023, 3, 10), date(2023, 3, 10))),
    ],
)
def test_the_time_something_was_put_off_to_lies_ahead(text: str, expected: tuple[date, date]) -> None:
    assert span_of(text, MARCH) == expected


def test_a_move_to_a_place_in_a_month_is_still_past() -> None:
    assert span_of("We moved to Denver in May.", MARCH) == (date(2022, 5, 1), date(2022, 5, 31))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I was going to the gym on Saturday, but it rained.", date(2023, 5, 6)),  # a past progressive
        ("On Saturday we went to the zoo.", date(2023, 5, 6)),
        ("I visited my grandma on Sunday.", date(2023, 5, 7)),
        ("I'm so glad we went to the beach on Saturday.", date(2023, 5, 6)),  # the nearest verb is past
        ("I went to Paris on June 7th.", date(2022, 6, 7)),  # nearest would be next month's, still ahead
        ("Friday was my last day at Globex.", date(2023, 5, 5)),
    ],
)
def test_a_day_told_of_the_past_is_the_last_one(text: str, expected: date) -> None:
    assert span_of(text) == (expected, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm training for a half marathon in April.", (date(2024, 4, 1), date(2024, 4, 30))),
        ("We're expecting our second child in March.", (date(2024, 3, 1), date(2024, 3, 31))),
        ("My birthday's in June.", (date(2023, 6, 1), date(2023, 6, 30))),
        ("My sister is getting married in May.", (date(2023, 5, 1), date(2023, 5, 31))),  # the month under way
        ("We're going to Spain in the summer.", (date(2023, 6, 1), date(2023, 8, 31))),
        ("We're going camping over the weekend.", (date(2023, 5, 13), date(2023, 5, 14))),
    ],
)
def test_a_month_season_or_weekend_told_of_what_lies_ahead_is_the_first_not_over(
    text: str, expected: tuple[date, date]
) -> None:
    assert span_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We moved in June.", (date(2022, 6, 1), date(2022, 6, 30))),
        ("We moved at the start of June.", (date(2022, 6, 1), date(2022, 6, 1))),  # "start" a noun, no cue: its day
        ("We went to Spain in the summer.", (date(2022, 6, 1), date(2022, 8, 31))),
        ("We went camping over the weekend.", (date(2023, 5, 6), date(2023, 5, 7))),
    ],
)
def test_a_month_season_or_weekend_told_of_the_past_is_the_latest_begun(text: str, expected: tuple[date, date]) -> None:
    assert span_of(text) == expected


@pytest.mark.parametrize(
    "text",
    ["I have a meeting with the design team every Tuesday.", "Every Sunday I call my mom.", "each Friday we swim"],
)
def test_every_weekday_is_a_habit_not_a_date(text: str) -> None:
    assert resolve_times(text, SAID) == []


def test_since_looks_back_whatever_the_verbs_say() -> None:
    assert span_of("I'm living in Ohio since March.") == (date(2023, 3, 1), date(2023, 5, 8))


def test_the_nearest_cue_before_the_expression_decides_then_the_nearest_after() -> None:
    text = "we went there on saturday and we're going again on sunday"
    saturday, sunday = text.index("saturday"), text.index("sunday")
    assert lean_at(text, saturday, saturday + 8) is Lean.BEHIND
    assert lean_at(text, sunday, sunday + 6) is Lean.AHEAD
    assert lean_at("on friday, we'll see", 3, 9) is Lean.AHEAD  # none before: the first after
    assert lean_at("the zoo on friday", 11, 17) is Lean.UNSAID


def test_a_cue_in_another_sentence_does_not_count() -> None:
    assert span_of("We'll be busy. We moved in June.") == (date(2022, 6, 1), date(2022, 6, 30))


def test_a_phrase_cut_from_a_sentence_is_read_with_the_sentence_s_verbs() -> None:
    sentence = "I'm training for a half marathon in April."
    [within] = resolve_within(sentence, "in April", SAID)
    [alone] = resolve_times("in April", SAID)
    assert (within.start, within.text) == (date(2024, 4, 1), "in April")
    assert alone.start == date(2023, 4, 1)  # without its verbs: the past, as before


def test_a_phrase_not_in_the_sentence_is_read_alone() -> None:
    [span] = resolve_within("We met.", "yesterday", SAID)
    assert span.start == date(2023, 5, 7)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What am I doing on Saturday?", date(2023, 5, 13)),  # the auxiliary before its subject
        ("Are we meeting on Friday?", date(2023, 5, 12)),
        ("What do I have on Friday?", date(2023, 5, 12)),
        ("What did I do on Saturday?", date(2023, 5, 6)),
        ("What was I doing on Saturday?", date(2023, 5, 6)),
        ("Where is the party on Saturday?", date(2023, 5, 13)),  # a present copula asks after what is set
        ("When is the dentist on Friday?", date(2023, 5, 12)),
        ("Where was the party on Saturday?", date(2023, 5, 6)),
        ("What is the thing I bought on Saturday?", date(2023, 5, 6)),  # the nearest verb is past
    ],
)
def test_a_question_is_read_with_its_verbs_too(question: str, expected: date) -> None:
    [span] = question_time(question, SAID).spans
    assert (span.start, span.end) == (expected, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The shop is closed until Friday.", date(2023, 5, 12)),
        ("My bike is at the repair shop till Thursday.", date(2023, 5, 11)),
        ("I stay with my aunt until Sunday.", date(2023, 5, 14)),
        # A past in an earlier clause tells of that clause only.
        ("The boiler broke, so we're at my mom's until Saturday.", date(2023, 5, 13)),
    ],
)
def test_a_state_held_now_until_a_day_lasts_until_the_next_one(text: str, expected: date) -> None:
    assert span_of(text) == (expected, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I was at my aunt's until Sunday.", date(2023, 5, 7)),
        ("We waited until Friday to tell them.", date(2023, 5, 5)),
        ("Until Saturday I had no idea.", date(2023, 5, 6)),  # nothing before "until": the past after it tells
    ],
)
def test_until_a_day_told_in_the_past_is_the_last_one(text: str, expected: date) -> None:
    assert span_of(text) == (expected, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I start on the 1st of next month.", date(2023, 6, 1)),
        ("Rent is due on the fifteenth of this month.", date(2023, 5, 15)),
        ("We signed the lease on the 20th of last month.", date(2023, 4, 20)),
    ],
)
def test_a_day_of_a_month_named_by_its_place_is_that_day(text: str, expected: date) -> None:
    assert span_of(text) == (expected, expected)


def test_a_day_past_the_end_of_the_month_named_leaves_the_month() -> None:
    assert span_of("the 31st of next month") == (date(2023, 6, 1), date(2023, 6, 30))  # June has 30 days


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We're driving to the cabin for the long weekend.", (date(2023, 5, 13), date(2023, 5, 14))),
        ("Anything fun for the weekend?", (date(2023, 5, 13), date(2023, 5, 14))),  # "for": mostly said before it
        ("I went home for the weekend.", (date(2023, 5, 6), date(2023, 5, 7))),
        ("We went camping over the long weekend.", (date(2023, 5, 6), date(2023, 5, 7))),
    ],
)
def test_a_weekend_had_for_or_a_long_one_is_a_weekend(text: str, expected: tuple[date, date]) -> None:
    assert span_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My lease ends in June.", (date(2023, 6, 1), date(2023, 6, 30))),
        ("The offer expires on Friday.", (date(2023, 5, 12), date(2023, 5, 12))),
        ("Our rent goes up in September.", (date(2023, 9, 1), date(2023, 9, 30))),
        ("The pool closes on Sunday.", (date(2023, 5, 14), date(2023, 5, 14))),
    ],
)
def test_a_scheduled_end_or_change_in_the_present_lies_ahead(text: str, expected: tuple[date, date]) -> None:
    assert span_of(text) == expected


def test_a_change_told_in_the_past_stays_past() -> None:
    assert span_of("The rent went up in September.") == (date(2022, 9, 1), date(2022, 9, 30))


@pytest.mark.parametrize(
    ("text", "lean"),
    [
        ("pizza saturday, tmrw too", Lean.AHEAD),  # chat's "tmrw" leans ahead, as "tomorrow" does
        ("saturday and yday", Lean.BEHIND),  # "yday" behind, as "yesterday"
        ("saturday and xyz", Lean.UNSAID),  # no cue at all
    ],
)
def test_chats_spellings_of_days_lean_a_bare_weekday_as_their_days_do(text: str, lean: Lean) -> None:
    start = text.index("saturday")
    assert lean_at(text, start, start + len("saturday")) is lean
