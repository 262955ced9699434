"""A home is a place: "I moved to Westbrook Academy", "we moved to a new office" tell of a workplace or a school
changed, never of where one lives, so a LIVES_IN read from them is dropped (a LIVES_IN there would archive the
real home). Known by the last word of the object. And a move arranged is told once: "We're moving to Austin in
March" is the new home from March (LIVES_IN, a change Ingest schedules), not also a plan "move to Austin"; told as
an intention ("I'm going to move to Denver next month", "planning to move"), it is a plan as well.

    I moved to Denver / we're moving to a farm            LIVES_IN, as before
    I moved to Westbrook Academy / to the Boston office   nothing (the office: the word after the object)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from kg.extraction.event_words import words

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from kg.extraction.assemble import Candidate
    from kg.extraction.relation import Relation

_WORKPLACES = words(
    """academy school college university institute hospital clinic office offices headquarters hq company firm
    agency bank lab labs laboratory studio department team inc corp corporation llc ltd restaurant cafe bakery
    factory plant warehouse store shop"""
)

_MOVES = words("move relocate")
_INTENDING = re.compile(r"\b(?:going\s+to|gonna|plan|plans|planning|intend|intends|intending)\b", re.IGNORECASE)


def without_workplaces_as_homes(candidates: Iterable[Candidate], doc: Doc) -> list[Candidate]:
    return [candidate for candidate in candidates if not _workplace_as_home(candidate, doc)]


def _workplace_as_home(candidate: Candidate, doc: Doc) -> bool:
    """Whether a LIVES_IN's object ends in a workplace's noun, or is followed by one ("the *Boston* office")."""
    if candidate.edge_type != "LIVES_IN" or not candidate.object.strip():
        return False
    last = candidate.object.lower().rstrip(".").split()[-1]
    start = doc.text.find(candidate.object, doc[min(candidate.position, len(doc) - 1)].idx)
    after = doc.char_span(start + len(candidate.object), len(doc.text), alignment_mode="expand") if start >= 0 else None
    following = after[0].lower_ if after is not None and len(after) else ""
    return last in _WORKPLACES or following in _WORKPLACES


def without_moves_told_as_homes(relations: list[Relation]) -> list[Relation]:
    """The relations but a plan to move somewhere that a LIVES_IN change of the same subject already tells."""
    homes = {(r.subject, r.object.casefold()) for r in relations if r.edge_type == "LIVES_IN" and r.change}
    return [r for r in relations if not (r.edge_type == "PLANS" and _move_to(r) in homes and not _intended(r))]


def _intended(plan: Relation) -> bool:
    return _INTENDING.search(plan.span) is not None


def _move_to(plan: Relation) -> tuple[str, str] | None:
    verb, _, place = plan.object.partition(" to ")
    return (plan.subject, place.casefold()) if verb in _MOVES else None
