"""Negation and change: what the words around a relation say about whether it holds now.

Four outcomes, which both tiers compute from the words they saw around a match:

- ended (`negated` and `change`): "no longer", "anymore", "used to", "former", "ex-", past tense
  ("I worked at X"). The relation held and does not now: the caller should archive a matching current edge
  and create nothing. "I no longer work at Initech" -> WORKS_AT(Initech), negated, change.
- denied (`negated` only): "not", "n't", "never". The caller should not create the edge (and may retract it).
- undone (`undone`): a verb whose meaning is the ending ("quit", "left", "fired") denied or still to come: "I didn't
  quit Initech", "I hope I don't get laid off", "I'll quit Initech", "I'm scared I'll get fired". Whether the
  relation holds is not said, or it still holds: the caller creates and ends nothing.
- changed (`change` only): "new", "now", "recently", "joined", "moved to". A new value replacing an old one:
  for functional types the store already supersedes; for others (LOCATED_IN, LIKES) the caller may archive the old.

One deliberate rewrite (`apply_policy`): a plain denial of LIKES becomes DISLIKES, not negated. People say
"I don't like coffee" to state a dislike, and a negated LIKES would leave the caller nothing to store. Only
the plain denial is rewritten: "I no longer like coffee" stays LIKES (ended), and "I don't hate coffee"
stays a denied DISLIKES, because neither says the opposite holds.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from kg.extraction.future_tense import GOING_TO_PAIRS, WILL
from kg.extraction.lexicon import NEGATORS, Effect

_ENDED = frozenset({"anymore", "former", "formerly", "ex", "previous", "late", "stopped"})
_ENDED_PAIRS = frozenset({("no", "longer"), ("any", "more"), ("no", "more"), ("used", "to")})
_CHANGE = frozenset({"new", "now", "recently", "started", "starting", "became", "finally", "nowadays"})
_CHANGE_PAIRS = frozenset({("these", "days")})


# Ties an "old" one of still holds: an old friend is a friend of long standing, and kin stay kin.
_OLD_STAYS = frozenset({"FRIEND_OF", "FAMILY_MEMBER"})


@dataclass(frozen=True)
class Polarity:
    negated: bool = False
    change: bool = False
    undone: bool = False


# A denial in plain text, for readers that match words rather than the parse ("I'm *not* taking time off", "my
# pronouns are*n't* ..."): with the phone's typographic apostrophe too.
DENIAL = re.compile(r"\b(?:not|never|n't|n\u2019t|no\s+longer)\b", re.IGNORECASE)


def polarity_of(words: Sequence[str], effect: Effect = Effect.NONE) -> Polarity:
    """Reads negation and change from the lower-cased words around a match, in text order."""
    lowered = [word.lower() for word in words]
    pairs = set(itertools.pairwise(lowered))
    future = bool(WILL.intersection(lowered)) or bool(GOING_TO_PAIRS & pairs)
    if effect is Effect.ENDED and (NEGATORS.intersection(lowered) or future):
        return Polarity(undone=True)
    ended = effect is Effect.ENDED or bool(_ENDED.intersection(lowered)) or bool(_ENDED_PAIRS & pairs)
    if ended:
        return Polarity(negated=True, change=True)
    negated = bool(NEGATORS.intersection(lowered))
    change = effect is Effect.CHANGE or bool(_CHANGE.intersection(lowered)) or bool(_CHANGE_PAIRS & pairs)
    return Polarity(negated=negated, change=change)


def role_words(edge_type: str, words: Sequence[str]) -> list[str]:
    """The words around a role noun, "old" read as "former" where it says the tie was left: "my old boss Karen",
    "my old roommate", "my old employer" (but "my old friend Dave" is a friend still)."""
    if edge_type in _OLD_STAYS:
        return list(words)
    return ["former" if word == "old" else word for word in words]


def apply_policy(edge_type: str, polarity: Polarity) -> tuple[str, Polarity]:
    """The one rewrite described in the module docstring: a plain "don't like" is a DISLIKES."""
    if edge_type == "LIKES" and polarity.negated and not polarity.change:
        return "DISLIKES", Polarity()
    return edge_type, polarity
