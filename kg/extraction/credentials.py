"""Tier 2: a degree, certificate or belt held in a field tells the field is known: KNOWS_ABOUT.

    I have a degree in biology / I have a master's in economics    KNOWS_ABOUT "biology" / "economics"
    My sister has a PhD in chemistry                                of my sister, KNOWS_ABOUT "chemistry"
    I got my degree in nursing in 2010 / I hold a black belt in judo    KNOWS_ABOUT "nursing" / "judo"

What one studies now is STUDIES_AT's and the events' ("I'm getting my degree in nursing": under way, not held);
nothing from a credential denied, asked about or wished for ("I don't have a degree in anything", "I want a
master's in finance"), one with no field ("I have a PhD"), or a year ("a degree in 2010").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span
from kg.extraction.event_words import words
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import PRESENT_PERFECT_AUX
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING

_CONFIDENCE = 0.75
_CREDENTIALS = words(
    """degree degrees bachelor bachelors master masters phd doctorate diploma certificate certification
    belt"""
)
_HOLDING = words("have hold")  # held now: the simple present
_GAINING = words("get earn receive finish complete do")  # gained: in the past or the perfect
_PRESENT = frozenset({"VBP", "VBZ"})
_NOT_FIELDS = frozenset({"DATE", "TIME", "GPE", "LOC", "ORG", "FAC"})  # "a degree in 2010", "a PhD in Boston"


def credential_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for credential in doc:
        if credential.lower_ not in _CREDENTIALS or credential.dep_ != "dobj":
            continue
        if any(child.dep_ == "nummod" for child in credential.children):
            continue  # "90 degrees": a temperature
        verb = credential.head
        if not _held(verb) or is_question(verb.sent) or asserts_nothing(verb):
            continue
        if any(child.dep_ == "neg" for child in verb.children):
            continue
        field = _field(credential)
        if field is not None:
            found.extend(
                candidates_per_subject(
                    verb, "KNOWS_ABOUT", field, THING, Polarity(), _CONFIDENCE, is_lowercase_text(verb.doc)
                )
            )
    return found


def _held(verb: Token) -> bool:
    lemma = verb.lemma_.lower()
    perfect = any(child.dep_ == "aux" and child.lower_ in PRESENT_PERFECT_AUX for child in verb.children)
    if lemma in _HOLDING:
        return verb.tag_ in _PRESENT or perfect
    return lemma in _GAINING and (verb.tag_ == "VBD" or (verb.tag_ == "VBN" and perfect))


def _field(credential: Token) -> str | None:
    """The field after "in", hung on the credential or, right after it, on the verb ("got my degree *in* nursing")."""
    after = credential.i + 1
    while after < len(credential.doc) and credential.doc[after].dep_ == "case":  # "a master*'s* in economics"
        after += 1
    preposition = next(
        (
            child
            for child in (*credential.children, *credential.head.children)
            if child.dep_ == "prep" and child.lower_ == "in" and child.i == after
        ),
        None,
    )
    field = next((child for child in preposition.children if child.dep_ == "pobj"), None) if preposition else None
    if field is None or field.pos_ not in {"NOUN", "PROPN"} or field.ent_type_ in _NOT_FIELDS:
        return None
    if any(child.dep_ in {"det", "poss"} for child in field.children):
        return None  # a field is named bare ("in biology"); "in the freezer", "in my bag" are places
    return thing_span(field).text
