"""Tier 2: what kind of person someone says they are, a trait that lasts: HAS_STATE, or a liking.

    I'm an introvert / I'm a night owl / a morning person     HAS_STATE "introvert" / "night owl" / "morning person"
    My wife is a total foodie / I'm a Capricorn                of "my wife", "foodie" / "Capricorn"
    I'm a dog person / I'm more of a cat person                LIKES "dogs" / "cats"

Only a trait of the list below, told in the present and asserted: "I used to be a night owl", "I'm not a morning
person", "Are you an introvert?" give nothing; nor a word of the list as something else ("a night owl hooted").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING

_CONFIDENCE = 0.7
_TRAITS = words(
    """introvert extrovert extravert ambivert homebody perfectionist optimist pessimist procrastinator foodie
    bookworm workaholic worrier overthinker aries taurus gemini cancer leo virgo libra scorpio sagittarius
    capricorn aquarius pisces"""
)
# Two words, the first telling which: "night owl", "morning person", "early bird", "people person".
_KINDS_OF_PERSON = {
    "owl": words("night"),
    "bird": words("early"),
    "person": words("morning night people"),
}
_PETS_PERSON = {"dog": "dogs", "cat": "cats"}  # "a dog person" likes dogs


def trait_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for trait in doc:
        if trait.dep_ != "attr" or is_question(trait.sent):
            continue
        be = trait.head
        if be.lemma_ != "be" or be.tag_ not in {"VBP", "VBZ"} or any(c.dep_ in {"neg", "aux"} for c in be.children):
            continue
        told = _trait(_hedged(trait))
        if told is not None:
            edge_type, thing = told
            found.extend(candidates_per_subject(be, edge_type, thing, THING, Polarity(), _CONFIDENCE, lowercase_text))
    return found


def _hedged(attribute: Token) -> Token:
    """ "more of *a cat person*", "a bit of *a perfectionist*": the noun after the hedge; else the attribute."""
    if attribute.lower_ not in {"more", "kind", "sort", "bit"}:
        return attribute
    of = next((child for child in attribute.children if child.dep_ == "prep" and child.lower_ == "of"), None)
    noun = next((child for child in of.children if child.dep_ == "pobj"), None) if of is not None else None
    return noun if noun is not None else attribute


def _trait(noun: Token) -> tuple[str, str] | None:
    """(HAS_STATE, the trait) or (LIKES, the pets), as said."""
    word = noun.lower_
    kinds = [child.lower_ for child in noun.children if child.dep_ in {"compound", "amod"}]
    if word in _TRAITS:
        return "HAS_STATE", noun.text if noun.text[0].isupper() and word not in _LOWERCASE_TRAITS else word
    if word == "person" and any(kind in _PETS_PERSON for kind in kinds):
        return "LIKES", next(_PETS_PERSON[kind] for kind in kinds if kind in _PETS_PERSON)
    which = _KINDS_OF_PERSON.get(word, frozenset())
    kind = next((kind for kind in kinds if kind in which), None)
    return ("HAS_STATE", f"{kind} {word}") if kind is not None else None


_LOWERCASE_TRAITS = _TRAITS - words(
    "aries taurus gemini cancer leo virgo libra scorpio sagittarius capricorn aquarius pisces"
)
