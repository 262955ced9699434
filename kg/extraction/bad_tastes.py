"""Tier 2: a dislike told by what a food tastes or smells like to the speaker (DISLIKES).

    Cilantro tastes like soap to me / Olives taste like feet      DISLIKES "cilantro" / "olives"
    Black coffee tastes gross to me                              DISLIKES "black coffee"
    This soup tastes like soap / It tastes like soap             nothing: one dish, or one the chat showed
    Cilantro tastes like lime and pepper / ... like heaven       nothing: no bad likeness
    Cilantro tastes like soap to some people                     nothing: someone else's taste

The food must be named bare, as a kind ("cilantro", "black coffee"), and the likeness one nobody wants to eat
(`_BAD_LIKENESSES`) or the taste a plainly bad one (`_BAD_TASTES`): "tastes like lime", "tastes bitter" only
describe. Said to the speaker or to no one, in the simple present, not denied or asked.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span, without_sentence_case
from kg.extraction.event_words import words
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.7
_SENSING = words("taste smell")
_BAD_LIKENESSES = words(
    """soap dirt mud garbage trash feet foot socks cardboard medicine chemicals plastic rubber sweat pennies metal
    gasoline bleach vomit puke poison ash ashtray perfume sunscreen"""
)
_BAD_TASTES = words("gross disgusting awful nasty terrible horrible vile revolting foul")
_PRESENT = frozenset({"VBP", "VBZ"})
_SPEAKER = "me"


def bad_taste_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        if verb.lemma_.lower() not in _SENSING or verb.tag_ not in _PRESENT or not _tastes_bad(verb):
            continue
        if is_question(verb.sent) or any(child.dep_ in {"neg", "aux"} for child in verb.children):
            continue
        if not _to_speaker(verb):
            continue
        sentence = verb.sent
        for food in verb.children:
            if food.dep_ == "nsubj" and _bare_kind(food):
                text = without_sentence_case(food, thing_span(food).text)
                found.append(
                    Candidate("DISLIKES", USER, text, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
                )
    return found


def _tastes_bad(verb: Token) -> bool:
    """ "tastes *like soap*", "tastes *gross*"."""
    for child in verb.children:
        if child.dep_ == "acomp" and child.lower_ in _BAD_TASTES:
            return True
        likeness = child.dep_ == "prep" and child.lower_ == "like"
        if likeness and any(obj.dep_ == "pobj" and obj.lower_ in _BAD_LIKENESSES for obj in child.children):
            return True
    return False


def _to_speaker(verb: Token) -> bool:
    """Said to no one or to the speaker ("to me"), on the verb or its complement ("tastes gross *to me*")."""
    heads = [verb, *(child for child in verb.children if child.dep_ == "acomp")]
    told_to = [
        obj
        for head in heads
        for prep in head.children
        if prep.dep_ == "prep" and prep.lower_ == "to"
        for obj in prep.children
        if obj.dep_ == "pobj"
    ]
    return all(obj.lower_ == _SPEAKER for obj in told_to)


def _bare_kind(food: Token) -> bool:
    """A food named as a kind: "cilantro", "olives", "black coffee"; not "this soup", "it", "my cooking"."""
    if food.pos_ not in {"NOUN", "PROPN"} or food.ent_type_ in {"PERSON", "ORG", "GPE"}:
        return False
    return not any(child.dep_ in {"det", "poss"} for child in food.children)
