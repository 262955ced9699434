"""Tier 2: any verb with a concrete object is a thing done when a wrapper or a judgement says it was done.

    I had to shut down my old blog / we decided to renovate the attic      DID "shut down my old blog", ...
    Replacing the kitchen sink was a nightmare                             DID "replace the kitchen sink"
    Getting sponsors for the race was hard                                 DID "get sponsors"
    I had to tell my boss / Knowing the answer was the best part           nothing (a person; a state of mind)
    I had to deal with it / Fixing things was hard                         nothing (no object one could name)
    I'm hoping to sell my car / I have to repaint the fence                nothing here (a hope or a must)

The event rules know activities by word lists ("paint", "hike", "volunteer"); a verb off those lists says
nothing on its own ("I shut down my blog" may be a passing remark). Under a wrapper in the simple past ("had to",
"decided to", `kg.extraction.wrappers`) or as a gerund judged in the past (`kg.extraction.experiences`) the
sentence is about that deed, so the deed is worth a fact whatever its verb, provided it acts on a thing one can
name: a noun, not a pronoun, a person, a vague word ("things", "a lot") or something only the chat shows. Verbs
of the mind, of saying and of having, and the light verbs whose meaning lies in their object, never make one.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.event_words import (
    COMPANY_NOUNS,
    NOT_GOTTEN,
    RECIPIENTS,
    VAGUE_EVENT_OBJECTS,
    is_own_way_noun,
    words,
)
from kg.extraction.experiences import told_as_experience
from kg.extraction.lexicon import CONTEXT_WORDS, OTHERS_POSSESSIVES, VAGUE_OBJECTS
from kg.extraction.status import OWNABLES
from kg.extraction.wrappers import is_wrapper, wrapped_mood

# Verbs whose deed is no fact of its own: the mind, the senses, saying, having, and light verbs ("take", "make")
# whose meaning lies in their object and which other rules read. "get" is one only with a thing one obtains
# ("Getting sponsors was hard"), not a feeling, a message or a possession (`NOT_GOTTEN`, `OWNABLES`).
_NOT_DEEDS = words(
    """be have do make take give go come see hear feel know think realize realise say tell ask let want need
    keep use find lose face deal handle accept put leave miss meet love like hate enjoy watch look seem try start
    stop learn understand remember forget believe admit show bring help follow choose pick wait spend pay owe
    mean hope wish expect imagine notice"""
)


def told_as_done(verb: Token) -> bool:
    """Whether a wrapper in the past ("I had to", "we decided to") or a judgement in the past ("... was hard")
    tells that `verb` was done by the speaker."""
    if verb.dep_ == "xcomp" and is_wrapper(verb, verb.head):
        return wrapped_mood(verb, verb.head) == "done"
    return told_as_experience(verb)


def deed_object(verb: Token) -> Token | None:
    """The concrete thing `verb` acted on, when `verb` is a deed by this module's measure, else None."""
    if verb.lemma_.lower() in _NOT_DEEDS or verb.lower_ in _NOT_DEEDS:
        return None
    objects = [child for child in verb.children if child.dep_ in {"dobj", "obj"}]
    if len(objects) != 1 or any(child.dep_ == "dative" for child in verb.children):
        return None
    thing = objects[0]
    if thing.pos_ != "NOUN" or thing.ent_type_ in {"PERSON", "DATE", "TIME"}:
        return None
    lemma = thing.lemma_.lower()
    if verb.lemma_.lower() == "get" and (lemma in NOT_GOTTEN or thing.lower_ in OWNABLES):
        return None
    if lemma in VAGUE_EVENT_OBJECTS or thing.lower_ in VAGUE_OBJECTS or thing.lower_ in COMPANY_NOUNS | RECIPIENTS:
        return None
    if is_own_way_noun(thing):
        return None  # "I had to forge my own path": a figure of speech
    if any(word.lower_ in CONTEXT_WORDS | OTHERS_POSSESSIVES for word in thing.subtree):
        return None  # "fixing that", "cleaning their garage": what or whose only the chat says
    return thing
