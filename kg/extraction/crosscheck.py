"""Tier 2 checks tier 1's guesses against the parse before they fill in what the dependency rules missed.

Tier 1 reads a capitalised word as a name and the words after a predicate as its object; with a tagger at hand
that can be checked: "*Sounds* like a plan" has no person in it, and "I like that *needs* my skills" no thing.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import into_said_of
from kg.extraction.lexicon import GERUNDS_OF_THEIR_NOUN
from kg.extraction.relation import EVENT, PERSON, PROJECT, THING, USER, relative_role
from kg.extraction.shown import feature_of_something_shown
from kg.extraction.unnamed_objects import names_nothing

# The small model tags rare names oddly ("Raj" as an adverb), so only tags a name never gets reject it: a finite
# verb ("Sounds like fun") or a plural ("Moments like that"). An object likewise must not open with a finite verb.
_FINITE_VERB_TAGS = frozenset({"VBD", "VBP", "VBZ", "MD"})
_NOT_NAME_TAGS = _FINITE_VERB_TAGS | {"VB", "VBG", "NNS", "NNPS", "CD"}
_NOT_THING_STARTS = frozenset({"ADV", "ADP", "INTJ", "PART", "PRON"})
# A phrase cut short by tier 1 ends on a word no noun phrase ends on: "creating a *safe*", "hearing *what*".
# The small model mistags many nouns as adjectives or adverbs, so those count only when a comma follows.
_NOT_THING_ENDS = frozenset({"DET", "ADP", "CCONJ", "SCONJ", "PRON", "AUX", "PART"})
_BETWEEN_VERB_AND_OBJECT = frozenset({"DET", "ADJ", "ADP", "PART", "NUM", "PRON", "PUNCT", "ADV"})


def confirmed(candidates: list[Candidate], doc: Doc) -> list[Candidate]:
    return [
        candidate
        for candidate in map(partial(_speaker_after_a_place, doc=doc), candidates)
        if _subject_ok(candidate, doc)
        and _object_ok(candidate, doc)
        and _verb_ok(candidate, doc)
        and _into_ok(candidate, doc)
    ]


def _into_ok(candidate: Candidate, doc: Doc) -> bool:
    """Tier 1 reads "X into Y" as an interest; the parse must hang that "into" on the copula ("I'm into jazz",
    "my mom is really into gardening") or on "looking" ("looking into nursing"), not on another verb: "we moved
    our mom into assisted living", "I ran into Sam" say no interest."""
    if candidate.edge_type != "HAS_INTEREST" or candidate.position >= len(doc):
        return True
    read = doc[candidate.position : candidate.position + len(candidate.span.split()) + 1]
    intos = [token for token in read if token.lower_ == "into"]
    return not intos or any(into_said_of(token) or token.head.lemma_.lower() == "look" for token in intos)


def _verb_ok(candidate: Candidate, doc: Doc) -> bool:
    """An event's verb must be a verb in the parse: "a huge *writing* issue", "a *shooting* guard" are nouns.

    Read leftwards from the object over what may stand between a verb and its object ("went *to a* concert").
    """
    if candidate.kind != EVENT:
        return True
    text = candidate.object.split(" ", 1)[-1]
    first = _first_token(candidate, doc, text) or _first_token(candidate, doc, candidate.object)
    if first is None:
        return True
    index = first.i - 1
    while index > candidate.position and doc[index].pos_ in _BETWEEN_VERB_AND_OBJECT:
        index -= 1
    return index < 0 or doc[index].pos_ in {"VERB", "AUX"}


def _subject_ok(candidate: Candidate, doc: Doc) -> bool:
    if candidate.subject == USER or relative_role(candidate.subject) is not None or candidate.position >= len(doc):
        return True
    token = doc[candidate.position]
    if _governed_before(token):
        return False  # an object of a word before it (not "and I" after it: `_speaker_after_a_place`), no subject
    if token.ent_type_ == "PERSON":
        return True
    # "*Skating* is like second nature to me": a capitalised gerund opening a sentence names an activity.
    return token.tag_ not in _NOT_NAME_TAGS and not (token.is_sent_start and token.lower_.endswith("ing"))


def _speaker_after_a_place(candidate: Candidate, doc: Doc) -> Candidate:
    """ "I live in *Denver and I* work at Google": tier 1 reads a name before "and I" as a second subject ("Maya and
    I work at Intel"); one the parse makes an object of a word before it (here "in") is where, and the fact is the
    speaker's alone."""
    if candidate.subject == USER or candidate.position >= len(doc) or not _governed_before(doc[candidate.position]):
        return candidate
    after = doc[candidate.position].head.right_edge.i + 1  # past the phrase the name ends ("in Denver")
    joined = after + 1 < len(doc) and doc[after].lower_ == "and" and doc[after + 1].lower_ == "i"
    return replace(candidate, subject=USER) if joined else candidate


def _governed_before(token: Token) -> bool:
    """Whether the parse makes a name an object of a word before it (a preposition's, a verb's)."""
    return token.dep_ in {"pobj", "dobj"} and token.head.i < token.i


def _object_ok(candidate: Candidate, doc: Doc) -> bool:
    if candidate.kind == PERSON:
        return not (_names_a_kind(candidate, doc) or _role_names_a_kind(candidate, doc))
    if candidate.kind not in {THING, PROJECT, EVENT}:
        return True
    text = candidate.object
    first = _first_token(candidate, doc, text)
    if first is None and candidate.kind == EVENT and " " in text:  # "paint a sunset": check what follows the verb
        text = text.split(" ", 1)[1]
        first = _first_token(candidate, doc, text)
    if first is None:
        return True
    end = first.idx + len(text)
    last = next((token for token in doc[first.i :] if token.idx + len(token.text) >= end), doc[-1])
    if last.pos_ in _NOT_THING_ENDS:
        return False
    if last.pos_ in {"ADJ", "ADV"} and last.i + 1 < len(doc) and doc[last.i + 1].text == ",":
        return False
    if candidate.kind == EVENT and last.pos_ == "ADV" and last.i > first.i:
        return False  # "played some chess *afterward*": an activity ends on its noun, not on an adverb
    if candidate.kind == EVENT and last.dep_ == "npadvmod" and last.head.pos_ in {"VERB", "AUX"}:
        return False  # "hike *all morning*": how long, not what
    if candidate.kind == EVENT and names_nothing(last):
        return False  # "we did *the exercises*", "plan *my next adventure*": as the event rules read it
    if candidate.kind == THING and _clause_cut_short(last):
        return False  # "I like *dogs running* on the beach": a scene cut short, its noun doing something
    if candidate.kind == THING and candidate.edge_type == "LIKES" and feature_of_something_shown(last):
        return False  # "That painting is stunning! I love *the colors*": the painting's, as the parse rules say too
    if candidate.kind == PROJECT:  # "working on *fighting* for ...": an activity, not a project
        if first.tag_ in _FINITE_VERB_TAGS or last.ent_type_ in {"DATE", "TIME"}:
            return False  # "the series I'm working on *needs a title*", "... working on *all month*"
        return not (first.tag_ == "VBG" or (first.i == last.i and first.lower_.endswith("ing")))
    if first.tag_ in _FINITE_VERB_TAGS or first.pos_ in _NOT_THING_STARTS:
        return candidate.kind == EVENT and first.i != last.i and first.pos_ == "ADP"  # "volunteer *at* a shelter"
    # "I love the thought *Nate*!": a name addressed at the end is no part of the thing.
    return not (last.ent_type_ == "PERSON" and last.i > first.i and doc[last.i - 1].is_lower)


def _names_a_kind(candidate: Candidate, doc: Doc) -> bool:
    """ "My dad is a huge *Packers* fan": a name the parse makes part of a common noun after it says what kind that
    noun is (a fan of the Packers), and names no one ("my sister Alice", "my son Jake's party" still do)."""
    first = _first_token(candidate, doc, candidate.object)
    if first is None:
        return False
    last = next(token for token in doc[first.i :] if token.idx + len(token.text) >= first.idx + len(candidate.object))
    return _modifies_a_noun_after(last)


def _role_names_a_kind(candidate: Candidate, doc: Doc) -> bool:
    """ "Korean is my *mother* tongue": the word a span ends on ("Korean is my mother") modifies a noun after it, so
    it names the kind of that noun (a tongue), not the role of the name before it."""
    if candidate.position >= len(doc):
        return False
    start = doc[candidate.position].idx
    if not doc.text.startswith(candidate.span, start):
        return False
    end = start + len(candidate.span)
    last = next((token for token in doc[candidate.position :] if token.idx + len(token.text) >= end), None)
    return last is not None and _modifies_a_noun_after(last)


def _modifies_a_noun_after(token: Token) -> bool:
    """ "a *Packers* fan", "my *mother* tongue": a word the parse makes part of a common noun after it."""
    return token.dep_ == "compound" and token.head.i > token.i and token.head.pos_ == "NOUN"


def _clause_cut_short(last: Token) -> bool:
    """Whether a thing ends on the gerund of a clause about its noun that goes on past it: "dogs *running* on the
    beach", "kids *playing* in the yard" (not "people *watching*", a pastime, nor "kids playing outside", whole)."""
    if last.tag_ != "VBG" or last.dep_ != "acl" or last.head.i != last.i - 1:
        return False
    return last.right_edge.i > last.i and last.lower_ not in GERUNDS_OF_THEIR_NOUN


def _first_token(candidate: Candidate, doc: Doc, text: str) -> Token | None:
    """The token the object starts at: the first one at or after the span's start whose text opens the object."""
    for token in doc[candidate.position :]:
        if text.startswith(token.text) and doc.text[token.idx : token.idx + len(text)] == text:
            return token
    return None
