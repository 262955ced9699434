"""A home is a place: "I moved to Westbrook Academy", "we moved to a new office" tell of a workplace or a school
changed, never of where one lives, so a LIVES_IN read from them is dropped (a LIVES_IN there would archive the
real home). Known by the last word of the object.

    I moved to Denver / we're moving to a farm            LIVES_IN, as before
    I moved to Westbrook Academy / to the Boston office   nothing (the office: the word after the object)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from kg.extraction.event_words import WORKPLACES

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from kg.extraction.assemble import Candidate


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
    return last in WORKPLACES or following in WORKPLACES
