"""Tier 2 checks tier 1's guesses against the parse before they fill in what the dependency rules missed.

Tier 1 reads a capitalised word as a name and the words after a predicate as its object; with a tagger at hand
that can be checked: "*Sounds* like a plan" has no person in it, and "I like that *needs* my skills" no thing.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.relation import PROJECT, THING, USER

# The small model tags rare names oddly ("Raj" as an adverb), so only tags a name never gets reject it: a finite
# verb ("Sounds like fun") or a plural ("Moments like that"). An object likewise must not open with a finite verb.
_FINITE_VERB_TAGS = frozenset({"VBD", "VBP", "VBZ", "MD"})
_NOT_NAME_TAGS = _FINITE_VERB_TAGS | {"VB", "VBG", "NNS", "NNPS", "CD"}
_NOT_THING_STARTS = frozenset({"ADV", "ADP", "INTJ", "PART", "PRON"})


def confirmed(candidates: list[Candidate], doc: Doc) -> list[Candidate]:
    return [candidate for candidate in candidates if _subject_ok(candidate, doc) and _object_ok(candidate, doc)]


def _subject_ok(candidate: Candidate, doc: Doc) -> bool:
    if candidate.subject == USER or candidate.position >= len(doc):
        return True
    token = doc[candidate.position]
    return token.tag_ not in _NOT_NAME_TAGS or token.ent_type_ == "PERSON"


def _object_ok(candidate: Candidate, doc: Doc) -> bool:
    if candidate.kind not in {THING, PROJECT}:
        return True
    first = _first_token(candidate, doc)
    if first is None:
        return True
    if candidate.kind == PROJECT:
        return first.tag_ != "VBG"  # "working on *fighting* for ...": an activity, not a project
    if first.tag_ in _FINITE_VERB_TAGS or first.pos_ in _NOT_THING_STARTS:
        return False  # "I love reading, *personally*"
    last = doc[min(first.i + len(candidate.object.split()) - 1, len(doc) - 1)]
    # "I love the thought *Nate*!": a name addressed at the end is no part of the thing.
    return not (last.ent_type_ == "PERSON" and last.i > first.i and doc[last.i - 1].is_lower)


def _first_token(candidate: Candidate, doc: Doc) -> Token | None:
    """The token the object starts at: the first one at or after the span's start whose text opens the object."""
    for token in doc[candidate.position :]:
        if candidate.object.startswith(token.text) and doc.text[token.idx : token.idx + len(candidate.object)] == (
            candidate.object
        ):
            return token
    return None
