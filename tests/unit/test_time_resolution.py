"""Time expressions resolved against the time they were said (kg/temporal); question time cues."""

from datetime import UTC, date, datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kg.temporal import TimeSpan, format_day, frequency_in, is_recurring, question_time, resolve_times, week_of

SAID = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # a Monday


def only(text: str, said_at: datetime = SAID) -> TimeSpan:
    spans = resolve_times(text, said_at)
    assert len(spans) == 1, spans
    return spans[0]


def days(text: str, said_at: datetime = SAID) -> tuple[date, date]:
    span = only(text, said_at)
    return span.start, span.end


def day(text: str, said_at: datetime = SAID) -> date:
    start, end = days(text, said_at)
    assert start == end
    return start


def at(year: int, month: int, d: int) -> datetime:
    return datetime(year, month, d, 12, 0, tzinfo=UTC)


# Days around the said date


def test_yesterday_is_the_day_before_said_at() -> None:
    span = only("I went to a support group yesterday.")
    assert (span.start, span.end, span.text, span.granularity) == (
        date(2023, 5, 7),
        date(2023, 5, 7),
        "yesterday",
        "day",
    )


@pytest.mark.parametrize("text", ["today", "tonight", "this morning", "this afternoon", "this evening"])
def test_today_and_parts_of_it_are_the_said_day(text: str) -> None:
    assert day(f"I'm baking {text}") == date(2023, 5, 8)


def test_last_night_is_yesterday() -> None:
    assert day("We watched a film last night") == date(2023, 5, 7)


def test_tomorrow_is_the_day_after() -> None:
    assert day("see you tomorrow") == date(2023, 5, 9)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my driving test is tmrw", date(2023, 5, 9)),
        ("see u tmr!", date(2023, 5, 9)),
        ("Tmrw we fly out", date(2023, 5, 9)),
        ("dinner 2moro?", date(2023, 5, 9)),
        ("party at mine 2nite", date(2023, 5, 8)),
        ("movie night tonite", date(2023, 5, 8)),
        ("went to the dentist yday", date(2023, 5, 7)),
    ],
)
def test_chats_spellings_of_the_days_beside_today_are_those_days(text: str, expected: date) -> None:
    assert day(text) == expected


@pytest.mark.parametrize("text", ["the tmrwx files", "atmrw", "2moros"])
def test_a_chat_day_inside_another_word_is_no_day(text: str) -> None:
    assert resolve_times(text, SAID) == []


def test_the_day_before_yesterday_wins_over_yesterday() -> None:
    span = only("It rained the day before yesterday")
    assert (span.start, span.text) == (date(2023, 5, 6), "the day before yesterday")


def test_the_day_after_tomorrow_wins_over_tomorrow() -> None:
    assert day("the day after tomorrow") == date(2023, 5, 10)


def test_the_other_day_is_the_three_days_before() -> None:
    assert days("I saw her the other day") == (date(2023, 5, 5), date(2023, 5, 7))


def test_said_at_is_read_in_its_own_timezone() -> None:
    late_evening_in_california = datetime(2023, 5, 8, 23, 30, tzinfo=timezone(timedelta(hours=-7)))
    assert day("yesterday", late_evening_in_california) == date(2023, 5, 7)


def test_naive_said_at_is_accepted() -> None:
    assert day("yesterday", datetime(2023, 5, 8, 9, 0)) == date(2023, 5, 7)


# N units ago


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'll start at Initech in two weeks", (date(2023, 5, 22), date(2023, 5, 22))),
        ("we're moving in a few days", (date(2023, 5, 11), date(2023, 5, 11))),
        ("I'm starting there in three months", (date(2023, 8, 1), date(2023, 8, 31))),
        ("we will move in a year", (date(2024, 1, 1), date(2024, 12, 31))),
    ],
)
def test_in_n_units_told_of_what_is_to_come_is_that_far_ahead(text: str, expected: tuple[date, date]) -> None:
    assert days(text) == expected


@pytest.mark.parametrize("text", ["I read the whole book in two days", "we finished it in a week"])
def test_in_n_units_told_of_the_past_is_how_long_it_took_and_no_date(text: str) -> None:
    assert resolve_times(text, SAID) == []


def test_two_days_ago_in_words() -> None:
    assert day("two days ago") == date(2023, 5, 6)


def test_days_ago_in_digits() -> None:
    assert day("10 days ago") == date(2023, 4, 28)


@pytest.mark.parametrize(
    ("text", "expected"), [("a couple of days ago", 6), ("a couple days ago", 6), ("a few days ago", 5)]
)
def test_a_couple_is_two_and_a_few_is_three(text: str, expected: int) -> None:
    assert day(text) == date(2023, 5, expected)


def test_a_week_ago_is_the_calendar_week_before() -> None:
    span = only("a week ago")
    assert (span.start, span.end, span.granularity) == (date(2023, 5, 1), date(2023, 5, 7), "week")


def test_two_weeks_ago_is_the_week_holding_the_day_fourteen_days_before() -> None:
    assert days("two weeks ago") == (date(2023, 4, 24), date(2023, 4, 30))


def test_a_month_ago_is_the_previous_calendar_month() -> None:
    span = only("a month ago")
    assert (span.start, span.end, span.granularity) == (date(2023, 4, 1), date(2023, 4, 30), "month")


def test_months_ago_cross_the_new_year() -> None:
    assert days("three months ago", at(2023, 2, 10)) == (date(2022, 11, 1), date(2022, 11, 30))


def test_two_years_ago_is_that_calendar_year() -> None:
    span = only("two years ago")
    assert (span.start, span.end, span.granularity) == (date(2021, 1, 1), date(2021, 12, 31), "year")


def test_hours_ago_can_cross_midnight() -> None:
    assert day("two hours ago", datetime(2023, 5, 8, 0, 30, tzinfo=UTC)) == date(2023, 5, 7)
    assert day("an hour ago") == date(2023, 5, 8)


# Weeks, weekends, months, years


def test_last_week_is_the_previous_monday_to_sunday() -> None:
    span = only("last week")
    assert (span.start, span.end, span.granularity) == (date(2023, 5, 1), date(2023, 5, 7), "week")


def test_this_and_next_week() -> None:
    assert days("this week") == (date(2023, 5, 8), date(2023, 5, 14))
    assert days("next week") == (date(2023, 5, 15), date(2023, 5, 21))


def test_the_week_before_last() -> None:
    assert days("the week before last") == (date(2023, 4, 24), date(2023, 4, 30))


def test_the_past_week_is_the_seven_days_up_to_the_said_date() -> None:
    assert days("It's been hectic the past week") == (date(2023, 5, 2), date(2023, 5, 8))


def test_the_past_two_months_is_a_rolling_range() -> None:
    assert days("in the past two months") == (date(2023, 3, 9), date(2023, 5, 8))


def test_the_last_week_of_a_month_is_that_month_not_a_rolling_week() -> None:
    assert days("the last week of April") == (date(2023, 4, 1), date(2023, 4, 30))


def test_last_weekend_is_the_previous_weeks_saturday_and_sunday() -> None:
    assert days("We went camping last weekend") == (date(2023, 5, 6), date(2023, 5, 7))
    assert days("last weekend", at(2023, 5, 13)) == (date(2023, 5, 6), date(2023, 5, 7))  # said on a Saturday


def test_this_and_next_weekend() -> None:
    assert days("this weekend") == (date(2023, 5, 13), date(2023, 5, 14))
    assert days("next weekend") == (date(2023, 5, 20), date(2023, 5, 21))


def test_over_the_weekend_is_the_latest_one_begun_before() -> None:
    assert days("over the weekend") == (date(2023, 5, 6), date(2023, 5, 7))
    assert days("over the weekend", at(2023, 5, 14)) == (date(2023, 5, 13), date(2023, 5, 14))  # said on Sunday


def test_last_month_said_in_january_is_last_december() -> None:
    assert days("last month", at(2023, 1, 15)) == (date(2022, 12, 1), date(2022, 12, 31))


def test_this_and_next_month() -> None:
    assert days("this month") == (date(2023, 5, 1), date(2023, 5, 31))
    assert days("next month") == (date(2023, 6, 1), date(2023, 6, 30))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm leaving Globex at the end of the month.", date(2023, 5, 31)),
        ("I'm retiring at the end of the year.", date(2023, 12, 31)),
        ("We move at the end of next month.", date(2023, 6, 30)),
        ("We met at the end of last year.", date(2022, 12, 31)),
        ("The deadline is the end of next week.", date(2023, 5, 21)),
        ("I start at the beginning of next month.", date(2023, 6, 1)),
        ("It opens at the start of next year.", date(2024, 1, 1)),
        ("We married at the end of January 2020.", date(2020, 1, 31)),
    ],
)
def test_the_end_or_beginning_of_a_unit_is_its_last_or_first_day(text: str, expected: date) -> None:
    """A job left "at the end of the month" is held until that day, as one left on a named day."""
    assert day(text) == expected


def test_the_middle_of_a_month_is_its_middle_third() -> None:
    assert days("We're moving in the middle of next month.") == (date(2023, 6, 11), date(2023, 6, 20))


def test_the_end_of_the_day_is_no_date() -> None:
    assert resolve_times("At the end of the day, I love my job.", SAID) == []


@pytest.mark.parametrize(("text", "year"), [("last year", 2022), ("this year", 2023), ("next year", 2024)])
def test_last_this_next_year(text: str, year: int) -> None:
    span = only(text)
    assert (span.start, span.end, span.granularity) == (date(year, 1, 1), date(year, 12, 31), "year")


# Weekdays


def test_last_saturday_said_on_monday_is_two_days_before() -> None:
    assert day("I went hiking last Saturday") == date(2023, 5, 6)


def test_last_saturday_said_on_a_saturday_is_a_week_before() -> None:
    assert day("last Saturday", at(2023, 5, 13)) == date(2023, 5, 6)


def test_bare_weekday_is_the_latest_one_strictly_before() -> None:
    assert day("We met on Tuesday") == date(2023, 5, 2)
    assert day("Monday was long") == date(2023, 5, 1)  # said on a Monday: the Monday before


def test_next_friday_is_the_first_one_after() -> None:
    assert day("next Friday") == date(2023, 5, 12)
    assert day("this coming Monday") == date(2023, 5, 15)


def test_this_saturday_is_the_saturday_of_the_said_week() -> None:
    assert day("this Saturday") == date(2023, 5, 13)


def test_plural_weekday_is_a_habit_not_a_date() -> None:
    assert resolve_times("I swim on Saturdays", SAID) == []


# Months


@pytest.mark.parametrize(
    "text", ["I may go", "You may want to rest.", "May I ask?", "This may be true", "Next may be better", "maybe"]
)
def test_may_the_verb_is_not_a_month(text: str) -> None:
    assert resolve_times(text, SAID) == []


def test_to_march_the_verb_is_not_a_month() -> None:
    assert resolve_times("We had to march for hours", SAID) == []


def test_month_words_inside_other_words_are_ignored() -> None:
    assert resolve_times("The mayor met Marchetti, a junior, in a decade-old octagon", SAID) == []


def test_in_may_said_in_may_is_this_years_may() -> None:
    span = only("We moved in May")
    assert (span.start, span.end, span.text, span.granularity) == (
        date(2023, 5, 1),
        date(2023, 5, 31),
        "in May",
        "month",
    )


def test_in_may_said_in_march_is_last_years_may() -> None:
    assert days("in May", at(2023, 3, 20)) == (date(2022, 5, 1), date(2022, 5, 31))


def test_last_may_is_the_latest_may_ended_before_the_said_date() -> None:
    assert days("last May") == (date(2022, 5, 1), date(2022, 5, 31))
    assert days("last May", at(2023, 6, 2)) == (date(2023, 5, 1), date(2023, 5, 31))


def test_next_may_is_the_first_may_after_the_said_month() -> None:
    assert days("next May") == (date(2024, 5, 1), date(2024, 5, 31))
    assert days("next May", at(2023, 3, 1)) == (date(2023, 5, 1), date(2023, 5, 31))


def test_this_may_not_followed_by_a_verb_is_a_month() -> None:
    assert days("It was lovely this May.") == (date(2023, 5, 1), date(2023, 5, 31))
    assert days("This May we married") == (date(2023, 5, 1), date(2023, 5, 31))


@pytest.mark.parametrize("text", ["May 2022", "in May of 2022", "May, 2022", "in may 2022"])
def test_month_with_a_year(text: str) -> None:
    assert days(text) == (date(2022, 5, 1), date(2022, 5, 31))


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [("early May", 1, 10), ("mid-May", 11, 20), ("in late May", 21, 31), ("late May 2023", 21, 31)],
)
def test_early_mid_late_month(text: str, start: int, end: int) -> None:
    assert days(text) == (date(2023, 5, start), date(2023, 5, end))


def test_since_may_runs_to_the_said_date() -> None:
    assert days("I've been running since March") == (date(2023, 3, 1), date(2023, 5, 8))


# Years


def test_in_2022_is_that_year() -> None:
    span = only("in 2022")
    assert (span.start, span.end, span.granularity) == (date(2022, 1, 1), date(2022, 12, 31), "year")


def test_a_bare_number_is_not_a_year() -> None:
    assert resolve_times("2000 people came, in 1999s dollars", SAID) == []


def test_since_2019_runs_from_its_first_day_to_the_said_date() -> None:
    span = only("I've lived here since 2019")
    assert (span.start, span.end, span.text, span.granularity) == (
        date(2019, 1, 1),
        date(2023, 5, 8),
        "since 2019",
        "year",
    )


def test_since_last_year() -> None:
    assert days("since last year") == (date(2022, 1, 1), date(2023, 5, 8))


def test_before_and_after_are_open_ranges() -> None:
    assert days("before 2020") == (date.min, date(2019, 12, 31))
    assert days("after May 2023") == (date(2023, 6, 1), date.max)


# Explicit dates


@pytest.mark.parametrize(
    "text",
    [
        "7 May 2023",
        "May 7, 2023",
        "May 7th",
        "on the 7th of May",
        "2023-05-07",
        "5/7/2023",
        "5/7/23",
        "7th May",
        "Sunday, 7 May 2023",
    ],
)
def test_explicit_dates(text: str) -> None:
    assert day(text) == date(2023, 5, 7)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the seventh of May 2023", date(2023, 5, 7)),
        ("on the seventh of May", date(2023, 5, 7)),
        ("first of May", date(2023, 5, 1)),
        ("May the seventh", date(2023, 5, 7)),
        ("June twenty-second", date(2023, 6, 22)),
        ("the twenty first of April", date(2023, 4, 21)),
        ("the thirty-first of May", date(2023, 5, 31)),
        ("Sunday, the seventh of May 2023", date(2023, 5, 7)),
    ],
)
def test_a_day_in_words_is_that_day(text: str, expected: date) -> None:
    assert day(text) == expected


@pytest.mark.parametrize("text", ["we may first need a plan", "they march first, then eat", "first of all, no"])
def test_may_or_march_the_verb_before_an_ordinal_is_no_date(text: str) -> None:
    assert resolve_times(text, SAID) == []


def test_session_header_date() -> None:
    span = only("1:56 pm on 8 May, 2023")
    assert (span.start, span.text) == (date(2023, 5, 8), "8 May, 2023")


def test_day_and_month_without_year_take_the_nearest_year() -> None:
    assert day("on June 7th") == date(2023, 6, 7)
    assert day("on December 20", at(2023, 1, 5)) == date(2022, 12, 20)


def test_29_february_without_year_skips_common_years() -> None:
    assert day("29 February", at(2024, 3, 10)) == date(2024, 2, 29)


@pytest.mark.parametrize("text", ["2023-13-01", "13/45/2023", "May 45", "on 31 February"])
def test_impossible_dates_are_skipped(text: str) -> None:
    assert resolve_times(text, SAID) == []


def test_an_impossible_day_keeps_its_month_and_year() -> None:
    span = only("31 February 2023")
    assert (span.start, span.end, span.text) == (date(2023, 2, 1), date(2023, 2, 28), "February 2023")


# Seasons


def test_last_summer_said_in_spring_is_the_previous_years_summer() -> None:
    span = only("last summer")
    assert (span.start, span.end, span.granularity) == (date(2022, 6, 1), date(2022, 8, 31), "month")


def test_last_summer_said_in_autumn_is_the_summer_just_gone() -> None:
    assert days("last summer", at(2023, 10, 1)) == (date(2023, 6, 1), date(2023, 8, 31))


def test_winter_spans_the_new_year() -> None:
    assert days("winter 2022") == (date(2022, 12, 1), date(2023, 2, 28))
    assert days("last winter") == (date(2022, 12, 1), date(2023, 2, 28))


def test_in_the_fall_is_the_latest_begun_on_or_before_the_said_date() -> None:
    assert days("in the fall") == (date(2022, 9, 1), date(2022, 11, 30))


def test_summer_of_2022() -> None:
    assert days("the summer of 2022") == (date(2022, 6, 1), date(2022, 8, 31))


def test_season_words_that_are_not_seasons() -> None:
    assert resolve_times("I fall asleep fast; a bottle of spring water; summer is nice", SAID) == []


# Several expressions, text, labels


def test_expressions_come_in_order_of_appearance() -> None:
    spans = resolve_times("Yesterday I called; two weeks ago we met; last May we married.", SAID)
    assert [s.text for s in spans] == ["Yesterday", "two weeks ago", "last May"]


def test_the_longest_of_overlapping_expressions_wins() -> None:
    spans = resolve_times("We met on Saturday, 6 May 2023 at noon", SAID)
    assert [(s.text, s.start) for s in spans] == [("Saturday, 6 May 2023", date(2023, 5, 6))]


def test_text_is_the_expression_as_written() -> None:
    assert only("it was LAST   Saturday!").text == "LAST   Saturday"


def test_a_sentence_without_time_words_has_none() -> None:
    assert resolve_times("Robin said she enjoyed the support group.", SAID) == []


@pytest.mark.parametrize(
    ("start", "end", "granularity", "label"),
    [
        (date(2023, 5, 7), date(2023, 5, 7), "day", "7 May 2023"),
        (date(2023, 5, 1), date(2023, 5, 7), "week", "the week of 1 May 2023"),
        (date(2023, 5, 1), date(2023, 5, 31), "month", "May 2023"),
        (date(2022, 6, 1), date(2022, 8, 31), "month", "June\u2013August 2022"),
        (date(2022, 12, 1), date(2023, 2, 28), "month", "December 2022\u2013February 2023"),
        (date(2023, 1, 1), date(2023, 12, 31), "year", "2023"),
        (date(2019, 1, 1), date(2021, 12, 31), "year", "2019\u20132021"),
        (date(2023, 5, 1), date(2023, 5, 7), "day", "1\u20137 May 2023"),
        (date(2023, 4, 28), date(2023, 5, 4), "day", "28 April\u20134 May 2023"),
        (date(2019, 1, 1), date(2023, 5, 8), "year", "1 January 2019\u20138 May 2023"),
        (date.min, date(2023, 5, 31), "month", "until 31 May 2023"),
        (date(2023, 6, 1), date.max, "month", "from 1 June 2023"),
    ],
)
def test_labels(start: date, end: date, granularity: str, label: str) -> None:
    assert TimeSpan(start, end, "x", granularity).label() == label


def test_format_day_has_no_leading_zero() -> None:
    assert format_day(date(2023, 5, 7)) == "7 May 2023"


def test_week_of_is_monday_to_sunday() -> None:
    assert week_of(date(2023, 5, 10)) == (date(2023, 5, 8), date(2023, 5, 14))
    assert week_of(date(2023, 5, 14)) == (date(2023, 5, 8), date(2023, 5, 14))


# Questions


@pytest.mark.parametrize(
    "question",
    [
        "When did Robin go to the support group?",
        "what date did we meet?",
        "What day was the party?",
        "Which year did she move?",
        "In which month did he start?",
        "How long ago did they marry?",
        "How long has Mel been painting?",
        "Since when has she lived there?",
        "And when was that?",
    ],
)
def test_question_asks_when(question: str) -> None:
    assert question_time(question, SAID).asks_when


@pytest.mark.parametrize("question", ["What did she say when we met?", "Who is Robin?", "What does Mel paint?"])
def test_question_not_asking_for_a_time(question: str) -> None:
    assert not question_time(question, SAID).asks_when


def test_question_in_may_2023_restricts_to_that_month() -> None:
    cue = question_time("What did Robin do in May 2023?", SAID)
    assert [(s.start, s.end) for s in cue.spans] == [(date(2023, 5, 1), date(2023, 5, 31))]
    assert not cue.asks_when


def test_question_relative_times_resolve_against_now() -> None:
    cue = question_time("What did I do last week?", at(2024, 1, 3))
    assert [(s.start, s.end) for s in cue.spans] == [(date(2023, 12, 25), date(2023, 12, 31))]


def test_question_before_june_2023_runs_from_date_min() -> None:
    (span,) = question_time("What did Mel paint before June 2023?", SAID).spans
    assert (span.start, span.end) == (date(1, 1, 1), date(2023, 5, 31))


def test_question_during_the_summer_of_2022() -> None:
    cue = question_time("Where did they travel during the summer of 2022?", SAID)
    assert [(s.start, s.end) for s in cue.spans] == [(date(2022, 6, 1), date(2022, 8, 31))]


def test_question_without_time_has_no_spans() -> None:
    assert question_time("Who is Robin?", SAID).spans == ()


# Properties

PAST = [
    "yesterday", "the day before yesterday", "three days ago", "a couple of weeks ago", "a month ago", "two years ago",
    "last week", "last month", "last year", "last weekend", "the other day", "last Saturday", "on Tuesday", "Sunday",
    "last May", "last March", "last summer", "last winter", "over the weekend", "the week before last",
]  # fmt: skip
ROLLING = ["the past week", "the past two months", "the last few days", "the past year", "since 1985", "since last May"]
FUTURE = [
    "tomorrow", "the day after tomorrow", "next week", "next month", "next year", "next weekend", "next Friday",
    "next May", "next summer", "next winter", "this coming Sunday",
]  # fmt: skip
said_ats = st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2090, 12, 31))


@given(st.sampled_from(PAST), said_ats)
def test_past_expressions_end_by_the_said_date(text: str, said_at: datetime) -> None:
    span = only(f"It happened {text}.", said_at)
    assert span.start <= span.end <= said_at.date()  # "over the weekend" said on a Sunday includes it


@given(st.sampled_from(ROLLING), said_ats)
def test_rolling_ranges_end_on_the_said_date(text: str, said_at: datetime) -> None:
    span = only(f"It happened {text}.", said_at)
    assert span.start < span.end == said_at.date()


@given(st.sampled_from(FUTURE), said_ats)
def test_future_expressions_start_after_the_said_date(text: str, said_at: datetime) -> None:
    span = only(f"It happens {text}.", said_at)
    assert said_at.date() < span.start <= span.end


@given(st.sampled_from(["in May", "in the fall", "in March", "in the winter", "this year"]), said_ats)
def test_in_month_or_season_has_begun_by_the_said_date(text: str, said_at: datetime) -> None:
    span = only(text, said_at)
    assert span.start <= said_at.date()


words = st.sampled_from(
    ["I", "may", "go", "in", "May", "last", "next", "this", "Saturday", "7", "2023", "of", "the", "week", "ago",
     "two", "days", "since", "before", "after", "summer", "fall", "early", "mid-", ",", "th", "5/7/", "-05-", "29"]
)  # fmt: skip


@given(st.lists(words, max_size=12).map(" ".join) | st.text(max_size=60), said_ats)
def test_any_text_resolves_to_well_formed_spans(text: str, said_at: datetime) -> None:
    for span in resolve_times(text, said_at):
        assert span.start <= span.end
        assert span.text in text
        assert span.granularity in ("day", "week", "month", "year")
        assert span.label()


def test_a_question_between_two_days_asks_about_the_days_from_one_to_the_other() -> None:
    [span] = question_time("What did Robin do between March 3 and March 6 2023?", SAID).spans
    assert (span.start, span.end) == (date(2023, 3, 3), date(2023, 3, 6))
    [span] = question_time("What did I do from 3 May 2023 to 9 May 2023?", SAID).spans
    assert (span.start, span.end) == (date(2023, 5, 3), date(2023, 5, 9))


def test_a_first_day_without_its_year_takes_the_second_s() -> None:
    asked_in_2030 = datetime(2030, 1, 1, tzinfo=UTC)
    [span] = question_time("What did Robin do between March 3 and March 6 2023?", asked_in_2030).spans
    assert (span.start, span.end) == (date(2023, 3, 3), date(2023, 3, 6))


def test_two_times_not_told_as_a_range_stay_two() -> None:
    spans = question_time("What did I do in 2019 and in 2021?", SAID).spans
    assert [(s.start.year, s.end.year) for s in spans] == [(2019, 2019), (2021, 2021)]


# Ranges, lists of months, days of an unsaid month, occasions, fortnights, "from now" (said Monday 8 May 2023)


@pytest.mark.parametrize(
    ("text", "first", "last", "label"),
    [
        ("I'll be in Berlin from June 3 to June 7.", date(2023, 6, 3), date(2023, 6, 7), "3\u20137 June 2023"),
        ("We stayed in Rome between April 2 and April 5.", date(2023, 4, 2), date(2023, 4, 5), "2\u20135 April 2023"),
        ("I lived in Leeds from 2015 until 2019.", date(2015, 1, 1), date(2019, 12, 31), "2015\u20132019"),
        ("I worked there from February to April.", date(2023, 2, 1), date(2023, 4, 30), "February\u2013April 2023"),
        ("We were away from the 1st to the 4th.", date(2023, 5, 1), date(2023, 5, 4), "1\u20134 May 2023"),
        ("We were there from Dec 28 to Jan 3 2023.", date(2022, 12, 28), date(2023, 1, 3), None),  # year before
    ],
)
def test_a_range_told_in_a_statement_is_one_span(text: str, first: date, last: date, label: str | None) -> None:
    span = only(text)
    assert (span.start, span.end) == (first, last)
    assert span.text in text and (label is None or span.label() == label)


def test_months_listed_after_a_month_take_its_cue() -> None:
    spans = resolve_times("We were in Spain in March and April.", SAID)
    assert [(s.start, s.end) for s in spans] == [
        (date(2023, 3, 1), date(2023, 3, 31)),
        (date(2023, 4, 1), date(2023, 4, 30)),
    ]
    assert len(resolve_times("I was there in January, February or March.", SAID)) == 3
    assert resolve_times("I may, and June agrees.", SAID) == []  # no month cued before June


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rent is due on the 15th.", date(2023, 5, 15)),  # nearest
        ("Our anniversary was on the 3rd.", date(2023, 5, 3)),
        ("The party is on the 21st, I can't wait!", date(2023, 5, 21)),
        ("I paid it on the 28th.", date(2023, 4, 28)),  # past: the last 28th before the said date
    ],
)
def test_a_day_of_an_unsaid_month(text: str, expected: date) -> None:
    assert day(text) == expected


@pytest.mark.parametrize(
    "text", ["I live on the 3rd floor.", "It was my 5th time there.", "We're in the 21st century."]
)
def test_an_ordinal_that_counts_something_is_no_day(text: str) -> None:
    assert resolve_times(text, SAID) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We went skiing last Christmas.", date(2022, 12, 25)),
        ("I got a bike for Christmas.", date(2022, 12, 25)),
        ("We got engaged on New Year's Eve.", date(2022, 12, 31)),
        ("I'll see her at Thanksgiving.", date(2023, 11, 23)),  # the fourth Thursday of November
        ("We met on Valentine's Day.", date(2023, 2, 14)),
        ("We're hosting a party for Halloween.", date(2023, 10, 31)),  # told of what is ahead
        ("Next Easter we'll be in Lisbon.", date(2024, 3, 31)),
        ("We went to church over Easter.", date(2023, 4, 9)),
    ],
)
def test_an_occasion_is_its_day(text: str, expected: date) -> None:
    assert day(text) == expected


@pytest.mark.parametrize("text", ["We put up the Christmas tree.", "Merry Christmas!", "I love Easter eggs."])
def test_an_occasion_named_as_a_thing_is_no_time(text: str) -> None:
    assert resolve_times(text, SAID) == []


def test_fortnights_weeks_around_and_time_from_now() -> None:
    assert days("I saw him a fortnight ago.") == (date(2023, 4, 24), date(2023, 4, 30))
    assert day("My interview is two weeks from now.") == date(2023, 5, 22)
    assert day("I start in a fortnight.") == date(2023, 5, 22)
    assert days("We went hiking the weekend before last.") == (date(2023, 4, 29), date(2023, 4, 30))
    # "next weekend" said on a Monday is the one of next week (20-21 May), so the one after it is 27-28 May
    assert days("We're going camping the weekend after next.") == (date(2023, 5, 27), date(2023, 5, 28))
    assert days("The week after next I fly out.") == (date(2023, 5, 22), date(2023, 5, 28))


@pytest.mark.parametrize(
    ("said", "recurring"),
    [
        ("every Tuesday", True),
        ("Each Sunday morning", True),
        ("every other week", True),
        ("three times a week", True),  # how often in a count
        ("twice a day", True),
        ("once a month", True),
        ("four days a week", True),
        ("5 times per week", True),
        ("daily", True),
        ("on Sundays", True),  # days that come round, told in the plural
        ("on weekends", True),
        ("at weekends", True),
        ("on Tuesday nights", True),
        ("Friday nights", True),
        ("in the evenings", True),
        ("Sundays", False),  # a subject ("Sundays are for football"), not when
        ("a week", False),
        ("three times", False),
        ("on Tuesday", False),
        ("everyday", False),
        ("", False),
        (None, False),
    ],
)
def test_a_habits_time_is_recurring_and_names_no_day(said: str | None, recurring: bool) -> None:
    assert is_recurring(said) is recurring
    if recurring and said:
        assert resolve_times(said, datetime(2026, 6, 3, tzinfo=UTC)) == []


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("I run three times a week.", "three times a week"),
        ("I water them twice a day.", "twice a day"),
        ("We go once a month.", "once a month"),
        ("I work out every other day.", "every other day"),
        ("Pizza night is each Friday night.", "each Friday night"),
        ("I call my grandma on Sundays.", "on Sundays"),
        ("We play poker on Friday nights.", "on Friday nights"),
        ("I read in the evenings.", "in the evenings"),
        ("Sundays are for football.", None),
        ("I saw her on Sunday.", None),
        ("I'll see you in a week.", None),
        ("I did it three times.", None),
    ],
)
def test_how_often_is_found_as_said(text: str, said: str | None) -> None:
    assert frequency_in(text) == said
