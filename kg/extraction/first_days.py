"""Tier 2: a first day, week or shift somewhere is a milestone done, or planned when ahead.

    Yesterday was my first day at the new job          DID "first day at the new job", "Yesterday"
    My first week at the bakery went really well       DID "first week at the bakery"
    Today was our first day of school                  DID "first day of school", "Today"
    Tomorrow is my first shift at the hospital         PLANS "first shift at the hospital", "Tomorrow"
    My daughter's first day of school is next week     of "my daughter", PLANS "first day of school"
    Tom's first day at the office was Monday           of "Tom" (whose it is: events.occasion_owner)

Only the speaker's ("my", "our"), a relative's or a person's named, with where or of what ("my first day" alone
says of nothing), not asked, and not denied ("it wasn't my first day at the gym"). "When did I start the new job?"
asks for it. A place named ("my first day at Stripe") is read as a job started (WORKS_AT, changed) or left unread
(a school), not as this milestone.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.events import occasion_owner, still_to_come
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.when import with_preposition

_CONFIDENCE = 0.65
_STRETCHES = words("day week month shift semester term season")
_WHERE = words("at of in with")


def first_day_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for stretch in doc:
        milestone = _first_stretch(stretch)
        whose = occasion_owner(stretch)
        if milestone is None or whose is None:
            continue
        when = _time_beside(stretch)
        kind = "PLANS" if still_to_come(when) and stretch.head.tag_ != "VBD" else "DID"  # "was Monday": gone
        found.append(
            Candidate(
                kind,
                whose,
                milestone,
                EVENT,
                Polarity(),
                _CONFIDENCE,
                stretch.sent.text,
                stretch.sent.start,
                time_text=when,
            )
        )
    return found


def _first_stretch(stretch: Token) -> str | None:
    """ "first day at the new job" for "my first day at the new job", or None."""
    if stretch.lemma_.lower() not in _STRETCHES or stretch.pos_ != "NOUN" or is_question(stretch.sent):
        return None
    if not any(child.dep_ == "amod" and child.lower_ == "first" for child in stretch.children):
        return None
    if any(child.dep_ == "neg" for child in stretch.head.children):
        return None  # "it wasn't my first day at the gym"
    where = next(
        (
            child
            for child in stretch.rights
            if child.dep_ == "prep" and child.lower_ in _WHERE and child.i == stretch.i + 1
        ),
        None,
    )
    place = next((child for child in where.children if child.dep_ == "pobj"), None) if where is not None else None
    if where is None or place is None or place.pos_ != "NOUN":
        return None  # a named place ("my first day at Stripe") is an employer or a school: WORKS_AT says it
    return f"first {stretch.lower_} {where.lower_} {stretch.doc[place.left_edge.i : place.i + 1].text}"


def _time_beside(stretch: Token) -> str | None:
    """A day or time in the stretch's sentence, not the stretch itself ("*My first week*" is a date to the NER)."""
    sentence = stretch.sent
    own = range(stretch.left_edge.i, stretch.right_edge.i + 1)
    beside = [entity for entity in sentence.ents if entity.label_ in {"DATE", "TIME"} and entity.start not in own]
    return with_preposition(beside[0]) if beside else None
