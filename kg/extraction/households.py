"""Tier 2: being married, and the family told with it or as a parent "of" so many.

    I'm married / My brother is married             HAS_STATE "married" (of "my brother")
    I'm not married / I was married once             HAS_STATE "married", denied / ended
    I'm married with two kids and a dog              HAS_STATE "married"; FAMILY_MEMBER "kids", OWNS "dog"
    I'm a mom of two / a father of four kids         FAMILY_MEMBER "kids"

Married *to* someone is the lexicon's PARTNER_IS ("I'm married to Chris"; "married to my job" names no one), and a
couple told by both names is couples.py's: the state is read of a subject alone ("Ana and I are married" is the
couple). What one is married "with" counts for the speaker only, and only relatives and pets (a baby "on the way" is
none yet); a parent "of" so many is a parent of their own kids only when it is the speaker ("a mom of two" said of
someone else names no one kg can hold).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.happenings import state_now_or_then
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.kin import is_relative, role_words
from kg.extraction.lexicon import ROLE_NOUNS, Effect
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.possessions import PETS
from kg.extraction.relation import PERSON, THING, USER

_CONFIDENCE = 0.75
_MARRIED = "married"
_PARENTS = frozenset({"mom", "mother", "mum", "dad", "father", "parent"})
_CHILDREN = "kids"


def household_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for token in doc:
        lower = token.lower_
        if lower == _MARRIED:
            found.extend(_married(token))
        elif lower in _PARENTS and token.dep_ == "attr":
            found.extend(_parent_of(token))
    return found


def _married(married: Token) -> list[Candidate]:
    """ "I'm *married*" (the parse's adjective) or "my brother is *married*" (its passive; not "got married", a
    wedding, the events' and couples.py's)."""
    passive = next((child for child in married.children if child.dep_ == "auxpass"), None)
    if married.dep_ == "acomp" and married.head.lemma_ == "be":
        said_of, subject_dep = married.head, "nsubj"
    elif passive is not None and passive.lemma_ == "be":
        said_of, subject_dep = married, "nsubjpass"
    else:
        return []
    if _told_otherwise(said_of) or any(child.dep_ == "prep" and child.lower_ == "to" for child in married.children):
        return []  # "married to Chris": the partner, read by the lexicon
    subjects = [child for child in said_of.children if child.dep_ == subject_dep]
    if len(subjects) != 1 or subjects[0].conjuncts:
        return []  # "Ana and I are married": the couple's
    effect = state_now_or_then(said_of)
    if effect is None:
        return []  # "I'll be married by then"
    polarity = polarity_of(context_words(said_of), effect)
    lowercase_text = is_lowercase_text(married.doc)
    found = candidates_per_subject(said_of, "HAS_STATE", _MARRIED, THING, polarity, _CONFIDENCE, lowercase_text)
    if subjects[0].lower_ == "i" and not polarity.negated and effect is Effect.NONE:
        found.extend(_had_with(married))
    return found


def _had_with(married: Token) -> list[Candidate]:
    """ "married *with two kids and a dog*": the speaker's relatives and pets."""
    found: list[Candidate] = []
    for preposition in married.children:
        if preposition.dep_ != "prep" or preposition.lower_ != "with":
            continue
        first = next((child for child in preposition.children if child.dep_ == "pobj"), None)
        for had in (first, *first.conjuncts) if first is not None else ():
            sentence = had.sent
            if is_relative(had.lower_) and ROLE_NOUNS[had.lower_].edge_type == "FAMILY_MEMBER":
                found.append(_relative(had, role_words(had, [])))
            elif had.lower_ in PETS:
                found.append(
                    Candidate("OWNS", USER, had.lower_, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
                )
    return found


def _parent_of(parent: Token) -> list[Candidate]:
    """ "I'm a mom *of two*", "a father *of four kids*": the speaker's kids."""
    be = parent.head
    if be.lemma_ != "be" or be.tag_ not in {"VBP", "VBZ"} or _told_otherwise(be):
        return []
    if not any(child.dep_ == "nsubj" and child.lower_ == "i" for child in be.children):
        return []
    of = next((child for child in parent.children if child.dep_ == "prep" and child.lower_ == "of"), None)
    counted = next((child for child in of.children if child.dep_ == "pobj"), None) if of is not None else None
    if counted is None:
        return []
    if counted.like_num and counted.pos_ == "NUM":
        return [_relative(parent, _CHILDREN)]  # "a mom of two"
    if is_relative(counted.lower_) and any(child.like_num for child in counted.children):
        return [_relative(counted, role_words(counted, []))]  # "a father of four kids"
    return []


def _told_otherwise(verb: Token) -> bool:
    return is_question(verb.sent) or asserts_nothing(verb)


def _relative(token: Token, role: str) -> Candidate:
    sentence = token.sent
    qualifier = ROLE_NOUNS[role].qualifier if role in ROLE_NOUNS else None
    return Candidate(
        "FAMILY_MEMBER",
        USER,
        role,
        PERSON,
        Polarity(),
        _CONFIDENCE,
        sentence.text,
        sentence.start,
        qualifier,
        unnamed=True,
    )
