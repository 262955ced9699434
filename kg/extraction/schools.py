"""A school is no employer, in both tiers: starting school, classes or a course there, or being a student there.

    My son Max just started college at UCLA        DID "start college" only (no WORKS_AT "UCLA")
    I started classes at Stanford last week        DID "start classes" only
    I began my master's program at MIT             nothing
    I'm a student at UCLA                          HAS_ROLE "student" only
    I just started at Globex / a new job at Globex  WORKS_AT, changed, as before

"started at X" reads X as a new employer (the lexicon's "start"), and a role noun before "at X" reads X as the
role's employer (`status`); when what was started is a school, a class or a course, or the role is a student's,
X is where one studies, and a WORKS_AT there would archive the real employer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kg.extraction.assemble import Candidate

_STARTING = r"(?:start(?:s|ed|ing)?|begin(?:s|ning)?|began|begun|enrol(?:l|ls|led|ling|s|ed|ing)?)"
# What one studies in, with up to three words before it ("my master's program", "a pottery course").
_SCHOOLING = (
    r"(?:school|college|university|uni|kindergarten|preschool|pre-k|daycare|nursery|grade|class|classes|course"
    r"|courses|program|programme|semester|degree|masters|master's|mba|phd|doctorate|studies|lessons"
    r"|(?:freshman|sophomore|junior|senior) year)"
)
# A pupil's role right before the place: "a student at", "a PhD student at", "a freshman at".
_STUDENT_AT = re.compile(
    r"\b(?:student|pupil|undergrad|undergraduate|freshman|sophomore)s?\s+(?:at|in)\s+(?:the\s+)?$", re.IGNORECASE
)
_SCHOOL_STARTED = re.compile(rf"\b{_STARTING}\s+(?:[\w'\u2019-]+\s+){{0,3}}?{_SCHOOLING}\b", re.IGNORECASE)


def without_schools(candidates: Iterable[Candidate]) -> list[Candidate]:
    """The candidates but an employer read from a school, class or course started there, or a student's school."""
    return [candidate for candidate in candidates if not _school(candidate)]


def _school(candidate: Candidate) -> bool:
    if candidate.edge_type != "WORKS_AT":
        return False
    at = candidate.span.find(candidate.object)
    if at <= 0:
        return False
    before = candidate.span[:at]
    return _SCHOOL_STARTED.search(before) is not None or _STUDENT_AT.search(before) is not None
