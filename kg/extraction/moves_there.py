"""Tier 2: a move told without its destination, to the place a clause just before found or bought a home in
(LIVES_IN, changed, with the move's own time).

    We found a house in Nottingham, we move on the 1st of June      LIVES_IN "Nottingham", changed, "on the 1st of June"
    We bought a flat in Leeds and we're moving there in June        LIVES_IN "Leeds", changed, "in June"
    My sister rented a place in York. She moves in next week        LIVES_IN "York" of "my sister", changed
    I got a flat in Bristol!  (then, in the speaker's next turn)  We're moving there in May

Only a home found, bought, rented or got in a named place, by the one who moves ("we" is the speaker's, as in any
move), told as done; and a move told as so: not denied ("we won't move there"), wished for ("I'd love to move
there"), asked, or to somewhere said ("we move to Paris in June": that move's own reader).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of
from kg.extraction.event_words import words
from kg.extraction.happenings import asserted_in_own_clause
from kg.extraction.phrases import is_question
from kg.extraction.pointed_back import told_of
from kg.extraction.polarity import Polarity
from kg.extraction.relation import PLACE
from kg.extraction.turn_before import last_said_before

_CONFIDENCE = 0.7
_MOVING = words("move relocate")
_HOMES = words("house home flat apartment place condo cottage bungalow townhouse")
_HOME_GOT = words("find buy rent get purchase")
_DESTINATION_PREPS = frozenset({"to", "into"})
_TIME_LABELS = frozenset({"DATE", "TIME"})
_NOT_PLACES = frozenset({"PERSON", "DATE", "TIME", "NORP"})


def move_there_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        if verb.lemma_.lower() not in _MOVING or verb.pos_ != "VERB" or not _told_without_destination(verb):
            continue
        place = last_said_before(verb, _home_got_in)
        if place is None:
            continue
        moved = Polarity(negated=False, change=True)
        found += told_of("LIVES_IN", _same_ones(verb, _getter(place)), place, PLACE, moved, verb, _CONFIDENCE)
    return found


def _told_without_destination(verb: Token) -> bool:
    """A move told as so, in a clause of its own, whose destination is not said ("there" and a time aside)."""
    if is_question(verb.sent) or not asserted_in_own_clause(verb):
        return False
    for child in verb.children:
        objects = [word for word in child.children if word.dep_ == "pobj"]
        if child.dep_ == "prep" and child.lower_ in _DESTINATION_PREPS and objects:
            return False  # "we move to Paris": somewhere said
        if child.dep_ == "prep" and objects and all(word.ent_type_ not in _TIME_LABELS for word in objects):
            return False  # "we move in with my parents", "we moved from Leeds": another move
        if child.dep_ == "dobj":
            return False  # "we moved the sofa"
    return True


def _home_got_in(token: Token) -> bool:
    """A place's name a home found, bought, rented or got is in: "a house *in Nottingham*", "bought a flat *in
    Leeds*" (where the parse hangs the place on the verb)."""
    if token.dep_ != "pobj" or token.head.lower_ != "in" or not _is_place_name(token):
        return False
    held_by = token.head.head
    if held_by.lower_ in _HOMES and held_by.dep_ == "dobj":
        return held_by.head.lemma_.lower() in _HOME_GOT
    return held_by.lemma_.lower() in _HOME_GOT and any(
        child.dep_ == "dobj" and child.lower_ in _HOMES for child in held_by.children
    )


def _is_place_name(token: Token) -> bool:
    """A name a home is in, whatever else the small model tags it ("a cottage in Whitby": an organisation)."""
    return token.pos_ == "PROPN" and token.ent_type_ not in _NOT_PLACES


def _getter(place: Token) -> Token:
    """The verb that got the home `place` names where: "found", "bought"."""
    held_by = place.head.head
    return held_by.head if held_by.lower_ in _HOMES else held_by


def _same_ones(verb: Token, getter: Token) -> list[str]:
    """Those who move, when they are who got the home: "we" both times (the speaker), "my sister" and then "she"."""
    movers = {value for value, _ in subjects_of(verb, lowercase_text=False, we_is_user=True)[0]}
    getters = {value for value, _ in subjects_of(getter, lowercase_text=False, we_is_user=True)[0]}
    return sorted(movers & getters)
