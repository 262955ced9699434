"""Tier 2: an activity named as the good time it was: "we had a blast camping", "I had a great time skiing".

The small model parses these several ways ("blast" as a compound of "camping", "skiing" as the object of
"had"), so the words are read in order after "have": a determiner and adjectives, a word for a good time, then
the -ing form of a known activity, with its object when one follows ("building sandcastles" -> "build
sandcastles"). A hard time ("I had a hard time finding parking") is none.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.event_words import ACTIVITY_VERBS, INTRANSITIVE_ACTIVITIES, VAGUE_EVENT_OBJECTS
from kg.extraction.gerunds import gerund

# Nouns that are a good time on their own, and those that need a good word before them ("a *great* time").
_GOOD_ON_THEIR_OWN = frozenset({"blast", "ball", "fun"})
_NEEDS_PRAISE = frozenset(
    {"time", "day", "afternoon", "evening", "weekend", "experience", "summer", "week", "night", "morning"}
)
# How far past the good time its company and a comma may run before the activity: "a great summer *with my
# friends,* surfing".
_COMPANY_SPAN = 6
_PRAISE = frozenset(
    {
        "good",
        "great",
        "wonderful",
        "amazing",
        "awesome",
        "fantastic",
        "lovely",
        "nice",
        "fun",
        "best",
        "incredible",
        "terrific",
        "brilliant",
        "fabulous",
        "relaxing",
        "blast",
        "memorable",
        "meaningful",
        "moving",
        "unforgettable",
    }
)
_SHOWN = frozenset({"this", "these", "that", "those"})  # "making *this* cake": still a cake made
_LEAD = frozenset({"a", "an", "the", "so", "much", "such", "lot", "of", "really", "super", "most", "total"})
_LEMMA_OF_GERUND = {gerund(lemma): lemma for lemma in ACTIVITY_VERBS | INTRANSITIVE_ACTIVITIES}


def good_time_activity(have: Token) -> str | None:
    """The activity after "had a blast", or None."""
    doc = have.doc
    index = have.i + 1
    praised = False
    while (
        index < len(doc)
        and (doc[index].lower_ in _LEAD or doc[index].lower_ in _PRAISE)
        and doc[index].lower_ not in _GOOD_ON_THEIR_OWN
    ):
        praised |= doc[index].lower_ in _PRAISE
        index += 1
    if index >= len(doc):
        return None
    noun = doc[index].lower_
    if not (noun in _GOOD_ON_THEIR_OWN or (noun in _NEEDS_PRAISE and praised)):
        return None
    index += 1
    while index < len(doc) and doc[index].ent_type_ in {"DATE", "TIME"}:
        index += 1  # "a great time *last weekend* hiking"
    index = _past_company(doc, index)
    if index >= len(doc):
        return None
    doing = doc[index]
    lemma = _LEMMA_OF_GERUND.get(doing.lower_)
    if lemma is None:
        return None
    following = doc[index + 1] if index + 1 < len(doc) else None
    if (following is not None and following.pos_ == "NOUN" and following.head == doing) or (
        following is not None and following.tag_ in {"NNS", "NN"} and following.dep_ == "dobj"
    ):
        if following.lemma_.lower() in VAGUE_EVENT_OBJECTS:
            return None
        return f"{lemma} {following.text}"  # "building sandcastles" -> "build sandcastles"
    done = next((child for child in doing.children if child.dep_ == "dobj" and child.pos_ in {"NOUN", "PROPN"}), None)
    if done is not None and done.lemma_.lower() not in VAGUE_EVENT_OBJECTS:  # "painting the fence"
        start = done.left_edge.i + (doc[done.left_edge.i].lower_ in _SHOWN and done.left_edge.i < done.i)
        return f"{lemma} {doc[start : done.i + 1].text}"
    return doing.lower_ if lemma in INTRANSITIVE_ACTIVITIES else None


def _past_company(doc: Doc, index: int) -> int:
    """The index after "with my friends," or ",", where the activity may follow ("a great summer with my friends,
    surfing", "a great weekend, hiking"); `index` itself when neither comes first."""
    start = index
    if start < len(doc) and doc[start].lower_ == "with":
        end = min(len(doc), start + _COMPANY_SPAN)
        comma = next((i for i in range(start + 1, end) if doc[i].lower_ == ","), None)
        return comma + 1 if comma is not None else start
    if start < len(doc) and doc[start].lower_ == ",":
        return start + 1
    return start


def is_good_time(noun: Token) -> bool:
    """ "a *blast*", "a great *time*", "a lovely *evening*": not "a hard time"."""
    lemma = noun.lemma_.lower()
    praised = any(child.lower_ in _PRAISE for child in noun.children)
    return lemma in _GOOD_ON_THEIR_OWN or (lemma in _NEEDS_PRAISE and praised)
