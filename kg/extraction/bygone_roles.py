"""A job or a group told in the past with how long it lasted, or with "used to be", is over, in both tiers.

    I was a nurse for five years / Maria was a manager at a bank for a decade    HAS_ROLE, ended
    I was a nurse at Mercy Hospital for twelve years                             WORKS_AT too, ended (`status`)
    I was in a band for ten years                                                MEMBER_OF, ended
    I used to be a nurse / I used to be in a band                                ended ("used to" says so)
    I've been a nurse for five years / I was a nurse                             as before: holds now

The plain past ("I was a nurse") is left as it was read, current, the labelled set's convention: without a stretch
it may tell only what someone was when something happened. A stretch said in the role's own clause makes it over.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from kg.extraction.lasting import names_a_stretch
from kg.extraction.lexicon import PAST_COPULAS, Effect

# Words that open a clause of its own after the role, whose stretch is not the role's: "... when I lived there
# for years", "... and I loved it for years".
_CLAUSE_OPENERS = frozenset(
    {"and", "but", "or", "so", "when", "while", "because", "who", "that", "which", "where", "i", "we", "you", "he"}
    | {"she", "they", "it"}
)
_CLAUSE_REACH = 8  # words after the role that may say how long it lasted: "at a bank in Ohio for a decade"


def bygone_role_effect(effect: Effect, before: Sequence[str], doc: Doc, end: int) -> Effect:
    """ENDED when `before` (the lower-cased words before the role: the subject's gap and the copula) hold a past
    copula and the role's own clause after `end` says how long it lasted; else `effect`."""
    if effect is not Effect.NONE or not PAST_COPULAS.intersection(before):
        return effect
    return Effect.ENDED if names_a_stretch(_clause_after(doc, end)) else effect


def used_to_be(doc: Doc, index: int) -> bool:
    """Whether `index` is the "be" of "used to be", the one infinitive a role may follow and still be said."""
    return index > 1 and doc[index].lower_ == "be" and [t.lower_ for t in doc[index - 2 : index]] == ["used", "to"]


def _clause_after(doc: Doc, end: int) -> list[str]:
    words: list[str] = []
    for token in doc[end : end + _CLAUSE_REACH]:
        if token.is_punct or token.lower_ in _CLAUSE_OPENERS:
            break
        words.append(token.lower_)
    return words
