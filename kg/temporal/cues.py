"""The time a question is about, and whether it asks for a time.

"What did I do in May 2023?" restricts recall to May 2023; "When did Robin go to the support group?" asks for a
date. Time expressions are those `resolve_times` knows, relative ones resolved against the time of asking
("last week" asked on 8 May 2023 is the week of 1 May); "before June 2023" runs from date.min to 31 May 2023.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

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


@dataclass(frozen=True)
class TimeCue:
    spans: tuple[TimeSpan, ...]  # the times the question restricts to, in order of appearance; may be empty
    asks_when: bool  # it asks for a time: "When did ...", "What year ...", "How long ago ..."


def question_time(question: str, now: datetime) -> TimeCue:
    """The time cues of `question`, asked at `now`."""
    return TimeCue(tuple(resolve_times(question, now)), bool(_ASKS_WHEN.search(question)))
