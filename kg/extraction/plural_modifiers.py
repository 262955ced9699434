"""A place or occasion named with a plural noun before its head, which the small model misreads.

    I'm heading to the farmers market later       PLANS "farmers market" (not "farmers")
    We're going to the antiques fair tomorrow     PLANS "antiques fair" (read right already)

Tier 2: before an adverb the small model may make "farmers" the object of "to" and tag "market" a bare verb
hung on the main verb. A bare verb ("VB") cannot follow a plural noun as that noun's verb, with no subject,
auxiliary, "to" or object of its own, so it is the head of the name and goes back into the phrase.

Tier 1: a time adverb the time reader does not take ("later", "soon") ends the object, as "tomorrow" does.
"""

from __future__ import annotations

from spacy.tokens import Token

_CLAUSE_DEPS = frozenset({"advcl", "conj", "xcomp", "ccomp", "dep"})
_OWN_CLAUSE = frozenset({"nsubj", "nsubjpass", "aux", "auxpass", "mark", "dobj", "neg"})
# Adverbs of a time to come that close an object in tier 1's reading: "the farmers market *later*".
TRAILING_TIME_ADVERBS = frozenset({"later", "soon", "afterwards", "afterward"})


def is_head_read_as_verb(word: Token, noun: Token) -> bool:
    """Whether `word`, right after the plural `noun` ("the farmers *market*"), is the head of its name that the
    parse read as a bare verb."""
    if word.i != noun.i + 1 or word.tag_ != "VB" or word.dep_ not in _CLAUSE_DEPS:
        return False
    if noun.tag_ != "NNS" or noun.dep_ != "pobj" or not word.head.is_ancestor(noun):
        return False
    if any(child.dep_ in _OWN_CLAUSE for child in word.children):
        return False
    return any(child.dep_ in {"det", "poss"} and child.i < noun.i for child in noun.children)
