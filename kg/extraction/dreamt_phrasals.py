"""Tier 2: a phrasal verb dreamt of, with what it takes: WANTS, a wish held now.

    I dream of settling down in Maine                     WANTS "settle down in Maine"
    I've always dreamed of giving up my job to paint      WANTS "give up my job to paint"
    I've always dreamed of dropping out / starting over   WANTS "drop out" / "start over"
    I dream of giving it all up / of running into you     nothing (what is given up only the chat says)
    I dreamt of moving out last night / I don't dream of  nothing (a dream in one's sleep; a denial)

The event rules read a wish from "dream of" + a verb of doing on their allow-list ("I dream of opening a
bakery": WANTS "open a bakery"), and a pastime's bare gerund is read by kg/extraction/dreams.py. A phrasal verb
off that list ("settle down", "give up", "drop out") names a change of life one wants as surely, its particle
saying so; the phrase is the verb's lemma, its particle, its object with what hangs on it, a place it goes to or
is in, and a purpose ("to paint"), without the time ("someday"). Verbs the event rules read with an object are
left to them, so that one wish is not read twice.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dreams import dream_verbs
from kg.extraction.event_words import (
    ACTIVITY_VERBS,
    LIGHT_VERBS,
    PARSED_ACTIVITY_VERBS,
    PARSED_PASTIMES,
    PARTICLES,
    PHRASAL_ACTIVITIES,
)
from kg.extraction.lexicon import CONTEXT_WORDS, OTHERS_POSSESSIVES
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.wishes import is_wish_held

_CONFIDENCE = 0.7
# Verbs the event rules read with their object ("fix up an old farmhouse"): theirs, so one wish is read once.
_EVENT_RULE_VERBS = (
    ACTIVITY_VERBS | PARSED_ACTIVITY_VERBS | PARSED_PASTIMES | LIGHT_VERBS | frozenset(PHRASAL_ACTIVITIES)
)
# Where the change takes one: "settle down *in* Maine", "move out *to* the coast", "settle down *near* the ocean".
_PLACE_PREPS = frozenset({"in", "at", "to", "near", "by", "on", "around", "across", "into", "abroad"})
# Heads that say nothing of what is given up or packed up: "giving up *stuff*" ("my job" says which: one's own).
_UNNAMED = frozenset({"stuff", "thing", "things", "lot"})


def dreamt_phrasal_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for dream in dream_verbs(doc):
        for verb in _phrasal_verbs_dreamt_of(dream):
            phrase = _wished_phrase(verb)
            if phrase is None or not is_wish_held(verb, dream):
                continue
            found.extend(candidates_per_subject(dream, "WANTS", phrase, EVENT, Polarity(), _CONFIDENCE, lowercase_text))
    return found


def _phrasal_verbs_dreamt_of(dream: Token) -> list[Token]:
    """ "dream *of settling* down", "dream *about giving* up ...": a gerund with a particle right after it."""
    return [
        verb
        for prep in dream.children
        if prep.dep_ == "prep" and prep.lower_ in {"of", "about"}
        for verb in prep.children
        if verb.dep_ == "pcomp" and verb.tag_ == "VBG" and _particle(verb) is not None
    ]


def _particle(verb: Token) -> Token | None:
    """ "settling *down*", "starting *over*", "running *away*" (which the small model may make an adverb)."""
    after = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if after is None or after.head != verb or after.lower_ not in PARTICLES:
        return None
    return after if after.dep_ in {"prt", "advmod"} else None


def _wished_phrase(verb: Token) -> str | None:
    """ "settle down in Maine", "give up my job to paint"; None for a vague object or one the event rules read."""
    particle = _particle(verb)
    assert particle is not None
    objects = [child for child in verb.children if child.dep_ in {"dobj", "obj"}]
    places = [child for child in verb.children if child.dep_ == "prep" and child.lower_ in _PLACE_PREPS]
    if verb.lemma_.lower() in _EVENT_RULE_VERBS and objects:
        return None  # "fixing up an old farmhouse": the event rules' own
    if len(objects) > 1 or any(not _names_something(obj) for obj in objects):
        return None
    purposes = [child for child in verb.children if child.dep_ in {"advcl", "xcomp"} and _is_infinitive(child)]
    parts = sorted([*objects, *places, *purposes], key=lambda part: part.i)
    words = [verb.lemma_.lower(), particle.lower_, *(_text_without_time(part) for part in parts)]
    return " ".join(word for word in words if word)


def _names_something(obj: Token) -> bool:
    """ "my job", "my own studio"; not "it", "everything", "your plans", "that"."""
    if obj.pos_ == "PRON" or obj.lower_ in _UNNAMED:
        return False
    return not any(word.lower_ in CONTEXT_WORDS | OTHERS_POSSESSIVES for word in obj.subtree)


def _is_infinitive(verb: Token) -> bool:
    return verb.tag_ == "VB" and any(child.dep_ == "aux" and child.tag_ == "TO" for child in verb.children)


def _text_without_time(part: Token) -> str:
    """The words of `part` up to a time said in them ("in Maine *one day*")."""
    words = list(part.subtree)
    end = next((index for index, word in enumerate(words) if word.ent_type_ in {"DATE", "TIME"}), len(words))
    return " ".join(word.text for word in words[:end] if not word.is_punct)
