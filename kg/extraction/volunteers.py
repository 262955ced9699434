"""An organisation one volunteers for is no employer, in both tiers.

    I was a volunteer for the Red Cross          HAS_ROLE "volunteer" (no WORKS_AT "Red Cross")
    Lena is a volunteer with the Salvation Army  HAS_ROLE "volunteer"
    Lena is a paramedic for the Red Cross        HAS_ROLE "paramedic", WORKS_AT "Red Cross", as before

A role noun followed by "at" or "for" and a name gives the name as the employer; a volunteer is not employed
there, and "I volunteer for the Red Cross" is already only a thing done ("volunteer for the Red Cross"), so the
role's wording says no more than the verb's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kg.extraction.assemble import Candidate

# The words right before the organisation's name: "a volunteer for (the) ...", "volunteers at ...".
_VOLUNTEER_BEFORE = re.compile(r"\bvolunteers?\s+(?:for|at|with)\s+(?:the\s+)?$", re.IGNORECASE)


def without_volunteers_employers(candidates: Iterable[Candidate]) -> list[Candidate]:
    """The candidates but an employer read from a volunteer's role."""
    return [candidate for candidate in candidates if not _volunteered_at(candidate)]


def _volunteered_at(candidate: Candidate) -> bool:
    if candidate.edge_type != "WORKS_AT":
        return False
    at = candidate.span.find(candidate.object)
    return at > 0 and _VOLUNTEER_BEFORE.search(candidate.span[:at]) is not None
