"""Tier 2: a plan of the speaker's called off: PLANS of the thing cancelled, ended, so Ingest archives the plan it
means (kg/domain/plans_done.py, plans_meant: "trip to Paris" ends the plan "fly to Paris").

    I cancelled my trip to Paris / I had to cancel my flight to Boston   PLANS "trip to Paris" / "flight to Boston"
    We called off the wedding / I canceled our dinner reservation       PLANS "wedding" / "dinner reservation"
    My dentist appointment got cancelled / They cancelled our flight    PLANS "dentist appointment" / "flight"

each ended.
Only things one plans (`_PLANNED`): "I cancelled my Netflix subscription" or "my gym membership" end no plan. Only
a cancelling told as done or under way (not "I might cancel my trip", "Should I cancel?", "I didn't cancel"), of
the speaker's own ("my", "our": whoever cancelled it), or by the speaker, or of an event named with "the" that was
called off ("The concert was cancelled": the speaker's plan of it, if they had one); not someone else's ("My
sister cancelled her wedding").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.happenings import clause_head, told_as_happened
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT, USER
from kg.extraction.when import time_text_of
from kg.extraction.wrappers import is_wrapper, wrapped_mood

_CONFIDENCE = 0.7
_CANCELLING = frozenset({"cancel", "cancell", "scrap"})  # "cancelled" lemmatised either way by the small model
# What one plans and may call off.
_PLANNED = words(
    """trip trips flight flights vacation holiday appointment appointments meeting meetings party wedding dinner lunch
    brunch reservation reservations booking concert show class session visit interview date surgery event
    celebration getaway cruise tour lesson"""
)
_OWNERS = frozenset({"my", "our"})


def cancellation_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        thing = _cancelled(verb)
        if thing is None or not _done(verb):
            continue
        sentence = verb.sent
        ended = Polarity(negated=True, change=True)
        found.append(
            Candidate(
                "PLANS",
                USER,
                _phrase(thing),
                EVENT,
                ended,
                _CONFIDENCE,
                sentence.text,
                sentence.start,
                time_text=time_text_of(verb),
            )
        )
    return found


def _done(verb: Token) -> bool:
    """Told as done or under way: "I cancelled", "I'm cancelling", "I had to cancel" (a wrapper that says it was)."""
    if verb.dep_ == "xcomp" and is_wrapper(verb, verb.head):
        return wrapped_mood(verb, verb.head) == "done" and told_as_happened(verb.head, clause_head(verb.head))
    return told_as_happened(verb, clause_head(verb))


def _cancelled(verb: Token) -> Token | None:
    """The thing `verb` cancels, when it is a plan of the speaker's: "I cancelled *my trip*", "We called off *the
    wedding*", "*My appointment* got cancelled"."""
    lemma = verb.lemma_.lower()
    calling_off = lemma == "call" and any(c.dep_ == "prt" and c.lower_ == "off" for c in verb.children)
    if verb.pos_ != "VERB" or not (lemma in _CANCELLING or verb.lower_.startswith("cancel") or calling_off):
        return None
    passive = any(c.dep_ == "auxpass" for c in verb.children) or any(
        c.dep_ == "auxpass" or (c.dep_ == "aux" and c.lemma_ == "get") for c in verb.children
    )
    if passive:
        thing = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
        return thing if thing is not None and _planned(thing, by_speaker=False) else None
    speaker = any(c.dep_ == "nsubj" and c.lower_ in {"i", "we"} for c in _subject_holders(verb))
    thing = next((c for c in verb.children if c.dep_ == "dobj"), None)
    return thing if thing is not None and _planned(thing, by_speaker=speaker) else None


def _subject_holders(verb: Token) -> list[Token]:
    """The children of `verb` and, for "I had to cancel", of the verb it completes."""
    holders = list(verb.children)
    if verb.dep_ == "xcomp":
        holders += list(verb.head.children)
    return holders


def _planned(thing: Token, by_speaker: bool) -> bool:
    if thing.lower_ not in _PLANNED:
        return False
    """A thing one plans, the speaker's: theirs ("my trip"), cancelled by them ("I cancelled the trip"), or called
    off with "the" ("the concert was cancelled"), not by someone else ("they cancelled the show")."""
    determiners = {c.lower_ for c in thing.children if c.dep_ in {"poss", "det"}}
    if by_speaker:
        return bool(determiners & (_OWNERS | {"the", "a", "an"}))
    passive = thing.dep_ == "nsubjpass"
    return bool(determiners & (_OWNERS | ({"the"} if passive else set())))


def _phrase(thing: Token) -> str:
    """The thing with the words that say which: "dentist appointment", "trip to Paris", "flight to Boston"."""
    start = thing.i
    for left in reversed(list(thing.lefts)):
        if left.i == start - 1 and left.dep_ in {"compound", "amod", "nmod"}:
            start = left.i
        else:
            break
    end = thing.i + 1
    to = next((c for c in thing.rights if c.dep_ == "prep" and c.lower_ == "to"), None)
    if to is not None and to.i == end:
        place = next((c for c in to.children if c.dep_ == "pobj"), None)
        if place is not None:
            end = place.right_edge.i + 1
    return thing.doc[start:end].text
