"""Time expressions in conversational text, resolved against the time the text was said.

"I went hiking last Saturday", said on Monday 8 May 2023, is about 6 May 2023: `resolve_times` finds every
time expression in a sentence and returns the calendar span each covers. It runs on every ingested sentence, so
it is stdlib-only, its rules (rules.py) are regexes compiled once, and a rule's regex runs only when the sentence
holds one of the words it needs. Where matches overlap ("on Saturday, 6 May 2023"), the longest wins.

Choices where English is ambiguous (a sentence alone cannot tell past from future):
- "last X" is the latest X that ended before the said date, "next X" the first X that starts after it, and
  "this X" the X of the said week or year; so for weekdays, months and seasons alike. "last Saturday" said on a
  Saturday is the Saturday a week before.
- A bare weekday, month, season or weekend, and a day and month without a year, are read with the verbs of their
  sentence (kg/temporal/tense.py): told of what lies ahead ("I have a dentist appointment on Thursday", "we're
  expecting a baby in March", "I'll be in Paris on May 7th"), it is the first such day, month or season not yet
  over; told of the past, the last one. With no cue in the sentence, a bare weekday is taken as past, the latest
  such day strictly before the said date: memories are mostly told after the fact. "every Tuesday" is a habit,
  not a date. "this Saturday" is the Saturday of the said Monday-Sunday week.
- A bare month needs a word that makes it a month ("in May", "since May", "mid-May", "last May", "May 2023"),
  so that "I may go" is nothing; with no cue, "in May" is the latest May that started on or before the said date,
  so said in March it is last year's May. "May" and "March" after "this", "last" or "next" are months unless a
  verb follows ("this May we met", not "this may be"); "to march" is the verb. Abbreviations ("Jan") need a day
  or a year.
- A day and month without a year ("May 7th") with no cue take the year that puts them nearest the said date.
- A bare year needs a preposition ("in 2022", "since 2019"): "2000 people" is not a year.
- Weeks run Monday to Sunday. "last week" is the previous calendar week, "the past week" the seven days up to
  and including the said date; "N weeks ago" is the calendar week holding the day N*7 days before. "last weekend"
  is the previous week's Saturday and Sunday; "over the weekend", with no cue, the latest one begun before the
  said date.
- Seasons are northern-hemisphere and meteorological: spring March-May, summer June-August, autumn (fall)
  September-November, winter December-February, with "winter 2022" from December 2022 to February 2023.
- "since X" runs from X's first day to the said date; "before X" from date.min to the day before X; "after X"
  from the day after X to date.max.
- "the other day" is the three days before the said date.
- "between A and B" and "from A to B" are one span from A to B. A month listed after a month with a cue takes
  that cue ("in May and June"). "on the 15th" (a day of a month left unsaid) is the 15th nearest the said date, or
  read with the verbs as a bare weekday is. Occasions ("last Christmas", "over Easter", "for New Year's Eve") are
  their day, a bare one only after a word that makes it a time ("for Christmas", not "the Christmas tree");
  Thanksgiving is the US one.
- "the end of" a week, month or year ("the end of the month", "the end of next year", "the end of May") is its last
  day, "the beginning" or "the start of" it its first, "the middle of" it its middle third: a job left "at the
  end of the month" is held until that day, as one left on a named day.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from kg.temporal.rules import MONTH_NAMES, ONE_DAY, RULES, Build, Range, Rule, month_end, week_of
from kg.temporal.tense import Lean, lean_at

__all__ = ["TimeSpan", "format_day", "resolve_times", "resolve_within", "week_of"]


def _by_needs(rules: list[Rule]) -> dict[tuple[str, ...], list[Rule]]:
    grouped: dict[tuple[str, ...], list[Rule]] = {}
    for rule in rules:
        grouped.setdefault(rule.needs, []).append(rule)
    return grouped


_BY_NEEDS = _by_needs(RULES)  # rules that share needs (the digits) are gated by one test
_DASH = "\u2013"  # en dash, for ranges: "1\u20137 May 2023"


def format_day(d: date) -> str:
    """'7 May 2023': day without a leading zero, month name, year."""
    return f"{d.day} {MONTH_NAMES[d.month - 1]} {d.year}"


@dataclass(frozen=True)
class TimeSpan:
    start: date  # first day covered
    end: date  # last day covered (inclusive)
    text: str  # the expression as written
    granularity: str  # "day" | "week" | "month" | "year"

    def label(self) -> str:
        """The span for people: '7 May 2023', 'the week of 1 May 2023', 'May 2023', '2023', or a day range."""
        start, end = self.start, self.end
        if end == date.max:
            return "any time" if start == date.min else f"from {format_day(start)}"
        if start == date.min:
            return f"until {format_day(end)}"
        whole_months = start.day == 1 and end == month_end(end.year, end.month)
        if self.granularity == "year" and whole_months and (start.month, end.month) == (1, 12):
            return str(start.year) if start.year == end.year else f"{start.year}{_DASH}{end.year}"
        if self.granularity in ("month", "year") and whole_months:
            return _month_range(start, end)
        if self.granularity == "week" and start.weekday() == 0 and end - start == timedelta(days=6):
            return f"the week of {format_day(start)}"
        return _day_range(start, end)


def _month_range(start: date, end: date) -> str:
    """'May 2023', 'June-August 2022', 'December 2022-February 2023' (with en dashes)."""
    last = f"{MONTH_NAMES[end.month - 1]} {end.year}"
    if (start.year, start.month) == (end.year, end.month):
        return last
    first = MONTH_NAMES[start.month - 1] if start.year == end.year else f"{MONTH_NAMES[start.month - 1]} {start.year}"
    return f"{first}{_DASH}{last}"


def _day_range(start: date, end: date) -> str:
    """'7 May 2023', '1-7 May 2023', '28 April-4 May 2023', '28 December 2022-3 January 2023' (en dashes)."""
    if start == end:
        return format_day(start)
    if start.year != end.year:
        first = format_day(start)
    elif start.month != end.month:
        first = f"{start.day} {MONTH_NAMES[start.month - 1]}"
    else:
        first = str(start.day)
    return f"{first}{_DASH}{format_day(end)}"


def resolve_times(text: str, said_at: datetime) -> list[TimeSpan]:
    """Every time expression in `text`, in order of appearance, as the span it covers when said at `said_at`; a
    range ("between March 3 and March 6", "from June 3 to June 7") as one span."""
    return [span for _, _, span in _resolved(text, said_at)]


def resolve_within(text: str, part: str, said_at: datetime) -> list[TimeSpan]:
    """The time expressions of `text` that lie in its first `part` (a phrase cut from it: a fact's "in April"),
    read with the verbs of the whole sentence, which `part` alone lacks ("we're moving in April": next April);
    those of `part` alone when `text` does not hold it."""
    at = _lowercase(text).find(_lowercase(part))
    if at < 0:
        return resolve_times(part, said_at)
    return [span for start, end, span in _resolved(text, said_at) if at <= start and end <= at + len(part)]


def _resolved(text: str, said_at: datetime) -> list[tuple[int, int, TimeSpan]]:
    """`resolve_times`, each span with where it was found."""
    lowered = _lowercase(text)
    found: list[tuple[int, int, TimeSpan]] = []
    for needs, rules in _BY_NEEDS.items():
        if not any(map(lowered.__contains__, needs)):
            continue
        for rule in rules:
            for match in rule.pattern.finditer(lowered):
                span = _span(match, rule.build, said_at, text)
                if span is not None:
                    found.append((match.start(), match.end(), span))
    return _ranges_joined(text, lowered, _longest_first(found))


# "between" (or "from") right before a first time, "and" (or "to") between it and the next.
_BETWEEN = re.compile(r"\b(?:between|from)\s+$")
_AND_BETWEEN = re.compile(r"\s*(?:,\s*)?(?:and|to|until|till|-|\u2013)\s*")
_YEAR = re.compile(r"\b\d{4}\b")
_OPENS_RANGE = re.compile(r"(?:between|from)\s")
_CLOSES_RANGE = re.compile(r"(?:to|until|till)\s+")


def _ranges_joined(text: str, lowered: str, found: list[tuple[int, int, TimeSpan]]) -> list[tuple[int, int, TimeSpan]]:
    """`found` with each "between A and B" (or "from A to B") made one span from A to B: "between March 3 and
    March 6 2024" is those four days, not two. A first end told without a year takes the second's year (or the
    one before, "from December 28 to January 3 2024"), when the second tells one or runs before it; a pair that
    still runs backwards stays two spans."""
    joined: list[tuple[int, int, TimeSpan]] = []
    for start, end, span in found:
        if joined and _joins(lowered, joined[-1][:2], (start, end)):
            first_start, _, first = joined[-1]
            day = first.start
            if not _YEAR.search(first.text) and (day > span.end or _YEAR.search(span.text)):
                day = _in_year(day, span.end.year)
                day = _in_year(day, span.end.year - 1) if day > span.end else day
            if day <= span.end:
                granularity = first.granularity if first.granularity == span.granularity else "day"
                joined[-1] = (first_start, end, TimeSpan(day, span.end, text[first_start:end], granularity))
                continue
        joined.append((start, end, span))
    return joined


def _joins(lowered: str, first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether the text says "between <first> and <second>" (or "from ... to ..."); the rules may have taken the
    "from" and the "to" into the times they matched ("from 2019 to 2021")."""
    opened = _BETWEEN.search(lowered, 0, first[0]) or _OPENS_RANGE.match(lowered, first[0], first[1])
    closing = _CLOSES_RANGE.match(lowered, second[0], second[1])
    gap = lowered[first[1] : second[0]] + (closing.group() if closing else "")
    return bool(opened) and bool(_AND_BETWEEN.fullmatch(gap))


def _in_year(day: date, year: int) -> date:
    return day.replace(year=year, day=min(day.day, 28) if day.month == 2 else day.day)


def _lowercase(text: str) -> str:
    """`text` lowercased, each character where it was (matching lowercase text is twice as fast as IGNORECASE)."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)  # "İ" lowercases to two characters


def _span(match: re.Match[str], build: Build, said_at: datetime, text: str) -> TimeSpan | None:
    try:
        # "since X" looks back whatever the verbs say: X began before the said date
        lean = Lean.BEHIND if match["mod"] == "since" else lean_at(match.string, match.start(), match.end())
        resolved = build(match, said_at, lean)
        if resolved is None:
            return None
        start, end, granularity = _modified(match["mod"], resolved, said_at.date())
    except (ValueError, OverflowError):  # 31 February, or a year past 9999
        return None
    return TimeSpan(start, end, text[match.start() : match.end()], granularity)


def _modified(modifier: str | None, resolved: Range, said: date) -> Range:
    start, end, granularity = resolved
    match modifier:
        case "since" if start <= said:
            return start, said, granularity
        case "before":
            return date.min, start - ONE_DAY, granularity
        case "after":
            return end + ONE_DAY, date.max, granularity
    return resolved


def _longest_first(found: list[tuple[int, int, TimeSpan]]) -> list[tuple[int, int, TimeSpan]]:
    """Keep the longest of overlapping matches (rules are tried independently), then order by position."""
    kept: list[tuple[int, int, TimeSpan]] = []
    for start, end, span in sorted(found, key=lambda f: (f[0] - f[1], f[0])):
        if all(end <= other_start or start >= other_end for other_start, other_end, _ in kept):
            kept.append((start, end, span))
    return sorted(kept, key=lambda k: k[0])
