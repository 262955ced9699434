"""The future tense as chat tells it: "will", "'ll" and "shall", and "going to" or "gonna" after a present "be"
("I'm going to quit Globex next month", "I'm gonna move to Denver"), or with both left out ("Going to quit Globex
in June!"). A verb told with "going to" shares the subject of its "going", and reads as it would with "will"."""

from __future__ import annotations

from spacy.tokens import Token

WILL = frozenset({"will", "'ll", "\u2019ll", "shall"})
_GOING = frozenset({"going", "gon"})  # the small model splits "gonna" into "gon" and "na"
_TO = frozenset({"to", "na"})
# The present of "be" as a word of its own, straight or curly apostrophe: "I'm", "she's", "we\u2019re".
PRESENT_BE = frozenset({"am", "'m", "\u2019m", "is", "'s", "\u2019s", "are", "'re", "\u2019re"})
# The same, as the lower-cased words around a fact read them (polarity.py): "going to", "gon na".
GOING_TO_PAIRS = frozenset({("going", "to"), ("gon", "na")})


def going_to(verb: Token) -> Token | None:
    """The "going" (or "gon" of "gonna") `verb` is told in the future with: "I'm *going* to quit". Not a plan told
    in the past ("I was going to quit": it asserts nothing, irrealis.py), nor a going somewhere ("going to the
    gym", which has no verb after it)."""
    head = verb.head
    if verb.dep_ != "xcomp" or head == verb or head.lower_ not in _GOING:
        return None
    if not any(child.dep_ == "aux" and child.lower_ in _TO for child in verb.children):
        return None
    auxiliaries = [child.lower_ for child in head.children if child.dep_ == "aux"]
    if auxiliaries:
        return head if all(word in PRESENT_BE for word in auxiliaries) else None
    said_alone = head.dep_ == "ROOT" and not any(child.dep_ in {"nsubj", "nsubjpass"} for child in head.children)
    return head if said_alone else None


def told_in_future(verb: Token) -> bool:
    """Whether `verb` is told in the future tense: with "will" or its like, or with "going to"."""
    return going_to(verb) is not None or any(child.dep_ == "aux" and child.lower_ in WILL for child in verb.children)


def present_progressive(verb: Token) -> bool:
    """ "I'm *living* in Boston", "she's *working* at Initech": with a time to come, a future arranged ("I'm
    living in Boston from January")."""
    return verb.tag_ == "VBG" and any(child.dep_ == "aux" and child.lower_ in PRESENT_BE for child in verb.children)
