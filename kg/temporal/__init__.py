"""Time expressions in text, resolved to calendar spans against when the text was said or asked."""

from kg.temporal.chat_days import CHAT_DAYS
from kg.temporal.cues import TimeCue, question_time
from kg.temporal.occasions import OCCASION_WORDS
from kg.temporal.resolve import TimeSpan, format_day, resolve_times, resolve_within, week_of
from kg.temporal.rules import FREQUENCY_ADVERBS, MONTH_WORDS, WEEKDAY_WORDS, frequency_in, is_recurring

__all__ = [
    "CHAT_DAYS",
    "FREQUENCY_ADVERBS",
    "MONTH_WORDS",
    "OCCASION_WORDS",
    "WEEKDAY_WORDS",
    "TimeCue",
    "TimeSpan",
    "format_day",
    "frequency_in",
    "is_recurring",
    "question_time",
    "resolve_times",
    "resolve_within",
    "week_of",
]
