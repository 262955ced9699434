"""Tier 2: an event noun whose "-ing" word the small model took for a verb of its own before "and" and a verb.

    Priya and I went to a wine tasting and ended up at a jazz bar     ATTENDED "wine tasting" (not "wine")
    We went to a wine tasting and had a blast                         ATTENDED "wine tasting"
    I went to the mall and ended up buying a jacket                   "mall" (nothing after it to mend)

Before a second verb joined by "and", the small model may hang "tasting" on "went" as a clause, leaving the phrase
"a wine"; "a wine tasting last weekend" comes out whole. The word is taken back into the noun phrase only when it
cannot be a clause: it has nothing of its own (no object, no adverb), it follows the noun at once, the noun has a
determiner ("a wine", "my book"), and the next words are "and" and a finite verb. A pastime's gerund stays a
clause ("we went to the beach surfing and got sunburnt": surfing was done there).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.gerunds import PASTIME_GERUNDS

_CLAUSE_DEPS = frozenset({"advcl", "conj", "xcomp"})
_FINITE = frozenset({"VBD", "VBZ", "VBP"})


def is_cut_gerund(word: Token, noun: Token) -> bool:
    """Whether `word`, right after `noun`, is the rest of its name that the parse made a clause ("a wine *tasting*
    and ended up ...")."""
    if word.i != noun.i + 1 or word.tag_ != "VBG" or word.dep_ not in _CLAUSE_DEPS or list(word.children):
        return False
    if word.lower_ in PASTIME_GERUNDS or noun.pos_ != "NOUN" or not word.head.is_ancestor(noun):
        return False
    if not any(child.dep_ in {"det", "poss"} and child.i < noun.i for child in noun.children):
        return False
    return _and_a_verb_after(word)


def _and_a_verb_after(word: Token) -> bool:
    """ "tasting *and ended* up", "tasting *and then grabbed*": "and", maybe an adverb, then a finite verb."""
    rest = word.doc[word.i + 1 :]
    if len(rest) < 2 or rest[0].lower_ != "and":
        return False
    verb = next((part for part in rest[1:] if part.pos_ != "ADV"), None)
    return verb is not None and verb.pos_ == "VERB" and verb.tag_ in _FINITE and verb.dep_ == "conj"
