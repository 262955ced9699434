"""The time a question is about, and whether it asks for a time.

"What did I do in May 2023?" restricts recall to May 2023; "When did Robin go to the support group?" asks for a
date. Time expressions are those `resolve_times` knows, relative ones resolved against the time of asking
("last week" asked on 8 May 2023 is the week of 1 May); "before June 2023" runs from date.min to 31 May 2023.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

from kg.temporal.resolve import TimeSpan, resolve_times

# "when" opening the question or followed by an auxiliary: "What did she say when we met?" does not ask for a time.
_ASKS_WHEN = re.compile(
    r"^\W*(?:and\s+|so\s+)?when\b"
    r"|\bwhen\s+(?:did|do|does|was|were|is|are|will|would|has|have|had|can|could|should|might)\b"
    r"|\b(?:what|which)\s+(?:date|day|year|month|week|time)\b"
    r"|\bhow\s+long\s+(?:ago|has|have|had|since)\b"
    r"|\bsince\s+when\b",
    re.IGNORECASE,
)


# "between" (or "from") right before a first time, "and" (or "to") between it and the next.
_BETWEEN = re.compile(r"\b(?:between|from)\s+$", re.IGNORECASE)
_YEAR = re.compile(r"\b\d{4}\b")
_AND_BETWEEN = re.compile(r"\s*(?:,\s*)?(?:and|to|until|till|-)\s+", re.IGNORECASE)


@dataclass(frozen=True)
class TimeCue:
    spans: tuple[TimeSpan, ...]  # the times the question restricts to, in order of appearance; may be empty
    asks_when: bool  # it asks for a time: "When did ...", "What year ...", "How long ago ..."


def question_time(question: str, now: datetime) -> TimeCue:
    """The time cues of `question`, asked at `now`."""
    return TimeCue(tuple(_between(question, resolve_times(question, now))), bool(_ASKS_WHEN.search(question)))


def _between(question: str, spans: list[TimeSpan]) -> list[TimeSpan]:
    """`spans` with each "between A and B" (or "from A to B") made one span from A to B: "between March 3 and
    March 6 2024" is those four days, not two. A first end told without a year takes the second's year, when
    the second tells one or runs before it; a pair that still runs backwards stays two spans."""
    joined: list[TimeSpan] = []
    for span in spans:
        first = joined[-1] if joined else None
        if first is not None and _joins(question, first, span):
            start = first.start
            if not _YEAR.search(first.text) and (start > span.end or _YEAR.search(span.text)):
                start = _in_year(start, span.end.year)
            if start <= span.end:
                joined[-1] = TimeSpan(start, span.end, f"{first.text} - {span.text}", "day")
                continue
        joined.append(span)
    return joined


def _joins(question: str, first: TimeSpan, second: TimeSpan) -> bool:
    """Whether the question says "between `first` and `second`" (or "from ... to ...")."""
    at = question.find(first.text)
    after = at + len(first.text)
    return bool(_BETWEEN.search(question[:at])) and bool(
        _AND_BETWEEN.fullmatch(question[after : question.find(second.text, after)])
    )


def _in_year(day: date, year: int) -> date:
    return day.replace(year=year, day=min(day.day, 28) if day.month == 2 else day.day)
