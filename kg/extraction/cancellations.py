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

from dataclasses import replace

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.happenings import clause_head, told_as_happened
from kg.extraction.lexicon import MY_OUR
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT, USER
from kg.extraction.when import time_text_in, time_text_of
from kg.extraction.wrappers import is_wrapper, wrapped_mood

_CONFIDENCE = 0.7
# What one plans and may call off.
_PLANNED = words(
    """trip trips flight flights vacation holiday appointment appointments meeting meetings party wedding dinner lunch
    brunch reservation reservations booking concert show class session visit interview date surgery event
    celebration getaway cruise tour lesson conference retreat offsite exam game match recital launch"""
)
# Verbs that move a plan to another time ("got moved to Thursday", "postponed until March").
_MOVING = frozenset({"move", "push", "postpone", "reschedule", "bump", "delay", "shift"})
_TO_A_TIME = frozenset({"to", "until", "till", "for"})


def cancellation_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        cancelled, moved = _cancelled(verb), _moved(verb)
        thing = cancelled or (moved[0] if moved else None)
        if thing is None or not _done(verb):
            continue
        sentence = verb.sent
        # Moved: planned for its new time, a change (Ingest ends it at its old time). Called off: ended.
        polarity = Polarity(change=True) if moved is not None else Polarity(negated=True, change=True)
        when: str | None = moved[1] if moved is not None else time_text_of(verb)
        owner = named_owner(thing) or USER  # "we moved *Ivy's* party": Ivy's plan, as it was told
        planned = Candidate("PLANS", owner, _phrase(thing), EVENT, polarity, _CONFIDENCE, sentence.text, sentence.start)
        found.append(replace(planned, time_text=when))
    return found


def _moved(verb: Token) -> tuple[Token, str] | None:
    """The plan `verb` moves and the time it is moved to: "*My meeting* got moved to *Thursday*", "We rescheduled
    *the party* for *next Saturday*", "*The concert* has been postponed until *March*"."""
    if verb.pos_ != "VERB" or verb.lemma_.lower() not in _MOVING:
        return None
    to = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ in _TO_A_TIME), None)
    when = _time_after(to) if to is not None else None
    thing = _planned_object(verb)
    return (thing, when) if thing is not None and when is not None else None


def _time_after(preposition: Token) -> str | None:
    """The time named after "to", "until" or "for", all of it: "next year", "Thursday", "the 14th"."""
    words_after = preposition.doc[preposition.i + 1 : preposition.right_edge.i + 1].text
    found = time_text_in(words_after) or time_text_in(f"{preposition.text} {words_after}")  # "until March"
    first = found.split()[-1] if found else ""
    return found if found is not None and first in words_after else None


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
    # Read by the word: the small model lemmatises "cancelled" as "cancel" or "cancell".
    if verb.pos_ != "VERB" or not (verb.lower_.startswith("cancel") or lemma == "scrap" or calling_off):
        return None
    return _planned_object(verb)


def _planned_object(verb: Token) -> Token | None:
    """What `verb` is done to, when it is a plan of the speaker's: its object ("I cancelled *my trip*"), or its
    subject told in the passive ("*My appointment* got cancelled")."""
    passive = any(c.dep_ == "auxpass" or (c.dep_ == "aux" and c.lemma_ == "get") for c in verb.children)
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
    # "Our team offsite": the small model may hang the "our" on the compound before the noun
    kinds = [thing, *(c for c in thing.children if c.dep_ == "compound")]
    determiners = {c.lower_ for word in kinds for c in word.children if c.dep_ in {"poss", "det"}}
    if by_speaker:
        return bool(determiners & (MY_OUR | {"the", "a", "an"})) or named_owner(thing) is not None
    passive = thing.dep_ == "nsubjpass"
    return bool(determiners & (MY_OUR | ({"the"} if passive else set()))) or (
        passive and named_owner(thing) is not None
    )


def named_owner(thing: Token) -> str | None:
    """The person a plan is named as of ("*Ivy's* party", "*Tom's* wedding"), when a name: whose plan it was told as,
    so a move or a cancelling of it is theirs."""
    owner = next((c for c in thing.children if c.dep_ == "poss" and c.pos_ == "PROPN"), None)
    if owner is None or not any(c.dep_ == "case" for c in owner.children):
        return None
    return thing.doc[owner.left_edge.i : owner.i + 1].text


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
