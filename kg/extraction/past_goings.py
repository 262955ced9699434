"""A going told in the past progressive is no plan, in both tiers.

    I was going to the gym when it started raining       nothing, where the event rules read PLANS "gym"
    we were heading to the beach when the car broke down   nothing
    I'm going to the gym tomorrow                          PLANS "gym", as before

The present progressive of going somewhere is a plan; with "was" or "were" it is a trip under way then, often
told only as the scene of what interrupted it, so whether the place was reached is not said. Nothing is kept, as
for the thirty-first round's plan told in the past ("I was going to visit Rome": `irrealis`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from spacy.tokens import Doc

from kg.extraction.lexicon import PAST_COPULAS

if TYPE_CHECKING:
    from kg.extraction.assemble import Candidate

_GOINGS = frozenset({"going", "heading", "driving", "walking", "biking", "flying"})
# Words that may stand between the copula and the going: "we were *just* heading to".
_BETWEEN = frozenset({"just", "already", "all", "still", "finally", "actually", "literally", "n't", "not"})


def without_past_goings(candidates: Iterable[Candidate], doc: Doc) -> list[Candidate]:
    """The candidates but a plan read from a going told in the past progressive."""
    return [candidate for candidate in candidates if not _past_going(candidate, doc)]


def _past_going(candidate: Candidate, doc: Doc) -> bool:
    if candidate.edge_type != "PLANS":
        return False
    end = doc[candidate.position].idx + len(candidate.span)
    for token in doc[candidate.position :]:
        if token.idx >= end:
            return False
        if token.lower_ in _GOINGS:
            before = token.i - 1
            while before > candidate.position and doc[before].lower_ in _BETWEEN:
                before -= 1
            return doc[before].lower_ in PAST_COPULAS
    return False
