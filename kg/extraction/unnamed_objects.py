"""Tier 2: objects of an event that name nothing one could find again, so make no fact.

    I'll use this to plan our next adventure / what's the next step      nothing ("next" and a word for any plan)
    the coach checks that we do the drills properly / we did the exercises       nothing (the ones the chat showed)
    we're gonna make that work                                           nothing (a "work" that is no work)
    I'm planning a trip to Peru / we're planning our next trip           PLANS "trip to Peru" / "next trip"
    we did yoga / I did the yoga poses / I played the drums              as before

The event rules already drop a vague head ("a decision", "my best": `event_words.VAGUE_EVENT_OBJECTS`). Two more
wordings name nothing: "next" before a word that stands for whatever comes ("adventure", "step", "chapter"), with
no kind said ("my next big adventure" is as vague; "my next camping adventure" is not), and "do" with "the" and a
bare plural, which points at things the chat has shown ("the drills", "the exercises"); "do the yoga poses" and
"play the drums" (an instrument, "play" not "do") say what.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.event_words import words

# Words for whatever comes next, which only a kind makes a thing: "my next *adventure*", "the next *step*".
_WHATEVER_COMES = words(
    """adventure adventures step steps move moves chapter project projects thing things venture challenge phase
    stage mission one ones stop destination"""
)
_NEXT = frozenset({"next"})
# Modifiers that add no kind: "my next *big* adventure", "our *next* step".
_KINDLESS = frozenset({"det", "poss", "amod", "advmod", "nummod"})


def names_nothing(thing: Token) -> bool:
    """Whether the object `thing` of an event names nothing identifiable (see the module's examples)."""
    return _next_of_whatever(thing) or _the_ones_done(thing) or _made_to_work(thing)


def _next_of_whatever(thing: Token) -> bool:
    """ "my next adventure", "the next big step"; not "my next camping trip", "the next chapter of my book"."""
    lefts = list(thing.lefts)
    if thing.lemma_.lower() not in _WHATEVER_COMES and thing.lower_ not in _WHATEVER_COMES:
        return False
    if not any(left.lower_ in _NEXT for left in lefts):
        return False
    kind_before = any(left.dep_ not in _KINDLESS for left in lefts)
    kind_after = any(child.dep_ == "prep" and child.lower_ in {"of", "to"} for child in thing.rights)
    return not (kind_before or kind_after)


def _the_ones_done(thing: Token) -> bool:
    """ "we do *the drills*", "we did *the exercises*": "do" with "the" and a bare plural, nothing after it."""
    if thing.head.lemma_.lower() != "do" or thing.dep_ not in {"dobj", "obj"} or thing.tag_ != "NNS":
        return False
    lefts = list(thing.lefts)
    said_after = any(child.dep_ in {"prep", "acl", "relcl"} for child in thing.rights)
    return len(lefts) == 1 and lefts[0].lower_ == "the" and not said_after


def _made_to_work(thing: Token) -> bool:
    """ "We're gonna make *that work*": the small model reads "that work" as a noun phrase made, where "work" is
    what the speaker will make "that" do."""
    if thing.lower_ != "work" or thing.head.lemma_.lower() != "make" or thing.dep_ not in {"dobj", "obj"}:
        return False
    return any(child.dep_ == "det" and child.lower_ in {"this", "that"} for child in thing.children)
