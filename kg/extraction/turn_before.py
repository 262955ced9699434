"""The turn said just before one in its conversation, which the turn may point back at: "She works at a bakery
now" after "My sister Ana moved to Lisbon" (kg/extraction/pronouns.py reads who "she" is from it when the turn
itself names no one). Whether the same speaker said it matters: "my sister" in another's turn is theirs."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from spacy.tokens import Doc, Token


class TurnBefore(NamedTuple):
    text: str
    same_speaker: bool


class ParsedTurnBefore(NamedTuple):
    doc: Doc
    same_speaker: bool


_EXTENSION = "kg_turn_before"
if not Doc.has_extension(_EXTENSION):
    Doc.set_extension(_EXTENSION, default=None)

# What may stand for someone or somewhere named before, or leave it unsaid (a move told without where to: "We move
# on the 1st of June" after "We found a house in Nottingham"): the turn before is read only for a turn saying one.
_POINTING_BACK = re.compile(
    r"\b(?:he|she|his|her|him|they|there|move|moves|moved|moving|relocate|relocates|relocated|relocating)\b",
    re.IGNORECASE,
)
RECENT_TURNS = 256  # parsed turns the Extractor keeps, so the turn before is rarely parsed twice


def points_back(text: str) -> bool:
    return _POINTING_BACK.search(text) is not None


def turn_before(doc: Doc) -> ParsedTurnBefore | None:
    before: ParsedTurnBefore | None = getattr(doc._, _EXTENSION)
    return before


def set_turn_before(doc: Doc, before: ParsedTurnBefore | None) -> None:
    """Set, or (None) clear: a doc kept after its extraction must not hold the one before it, nor that one its own."""
    setattr(doc._, _EXTENSION, before)


def last_said_before(word: Token, told: Callable[[Token], bool]) -> Token | None:
    """The last token before `word` that is `told`, in its sentence or the one before; else the last of the turn
    before, if the same speaker said it ("I got an offer from Datadog!", then "I'm starting there in June"):
    another speaker's "I" or "we" is someone else."""
    doc = word.doc
    first = doc[word.sent.start - 1].sent.start if word.sent.start else word.sent.start
    found = next((token for token in reversed(doc[first : word.i]) if told(token)), None)
    earlier = turn_before(doc)
    if found is not None or earlier is None or not earlier.same_speaker:
        return found
    return next((token for token in reversed(earlier.doc) if told(token)), None)
