"""A school is no employer, in both tiers: starting school, classes or a course there, or being a student there.

    My son Max just started college at UCLA        DID "start college" only (no WORKS_AT "UCLA")
    I started classes at Stanford last week        DID "start classes" only
    I began my master's program at MIT             nothing
    I'm a student at UCLA                          HAS_ROLE "student" only
    I just started at Globex / a new job at Globex  WORKS_AT, changed, as before
    My son Max just started at Oakwood Primary      STUDIES_AT "Oakwood Primary", changed (a child's school)

"started at X" reads X as a new employer (the lexicon's "start"), and a role noun before "at X" reads X as the
role's employer (`status`); when what was started is a school, a class or a course, or the role is a student's,
X is where one studies, and a WORKS_AT there would archive the real employer. So too a place whose name says it is
a school (SCHOOL_NAME_WORDS) that the speaker's child started at or is at: a WORKS_AT read there is STUDIES_AT
(`with_childrens_schools`); an adult's may be a teacher's job, and stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from kg.extraction.lexicon import SCHOOL_NAME_WORDS
from kg.extraction.relation import Relation, relative_role

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


# The speaker's relatives of an age for school, by role: "my *son* Max", "my *daughter*".
_PUPILS = frozenset(
    {"son", "sons", "daughter", "daughters", "child", "children", "kid", "kids", "grandson", "grandsons"}
    | {"granddaughter", "granddaughters", "niece", "nieces", "nephew", "nephews", "stepson", "stepdaughter"}
)


def with_childrens_schools(relations: Iterable[Relation]) -> list[Relation]:
    """The relations, an employer read for the speaker's child at a place whose name says it is a school ("My son
    Max just started at Oakwood Primary") made where the child studies."""
    relations = list(relations)
    children = {r.object for r in relations if r.edge_type == "FAMILY_MEMBER" and r.qualifier in _PUPILS}
    studied = {(r.subject, r.object) for r in relations if r.edge_type == "STUDIES_AT"}
    kept: list[Relation] = []
    for relation in relations:
        if not _childs_school(relation, children):
            kept.append(relation)
        elif (relation.subject, relation.object) not in studied:  # not read as a school already
            kept.append(replace(relation, edge_type="STUDIES_AT"))
    return kept


def _childs_school(relation: Relation, children: set[str]) -> bool:
    if relation.edge_type != "WORKS_AT":
        return False
    if relation.subject not in children and relative_role(relation.subject) not in _PUPILS:
        return False
    return any(word in SCHOOL_NAME_WORDS for word in relation.object.casefold().split())
