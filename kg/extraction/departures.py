"""Tier 2: a journey booked, told by when it leaves or lands: a plan (PLANS) of its traveller.

    My flight leaves on Friday                       PLANS "flight", on Friday
    Our flight to Rome departs on Monday             PLANS "flight to Rome", on Monday
    My mom's train gets in tomorrow                  my mom PLANS "train", tomorrow
    My flight leaves at 7 / My flight left on Friday nothing: no day named / gone already
    Does your flight leave on Friday?                nothing: asked, and not the speaker's

The words are read in order, not from the parse: the small model takes "leaves" and "departs" after a noun for
plural nouns ("flight *leaves*"), so no verb is there to hang a subject or a time on. As with "my interview is on
Monday", only a day or a time to come makes it a plan.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.events import still_to_come
from kg.extraction.kin import speakers_close_one
from kg.extraction.lexicon import MY_OUR, POSSESSIVE_MARKERS
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT, USER, speakers_relative_subject
from kg.extraction.when import time_text_in

_CONFIDENCE = 0.7
_JOURNEYS = frozenset({"flight", "train", "bus", "ferry", "plane", "cruise"})
# A journey's leaving or arriving, told in the present: one word, or two ("takes off", "gets in").
_LEAVING = frozenset({"leaves", "departs", "lands", "arrives"})
_LEAVING_PAIRS = frozenset({("takes", "off"), ("gets", "in")})
# Words that may stand between the journey and its leaving: "flight *to Rome*", "train *back home*".
_ROUTE_WORDS = frozenset({"to", "from", "back", "home"})
_MAX_ROUTE = 4


def departure_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for journey in doc:
        if journey.lower_ not in _JOURNEYS or is_question(journey.sent):
            continue
        traveller = _traveller(journey)
        leaving = _leaving_after(journey) if traveller is not None else None
        if traveller is None or leaving is None:
            continue
        when = time_text_in(doc[leaving : journey.sent.end].text)
        if not still_to_come(when):
            continue
        span = doc[journey.i - 1 : leaving]
        found.append(
            Candidate(
                "PLANS",
                traveller,
                doc[journey.i : _route_end(journey)].text,
                EVENT,
                Polarity(),
                _CONFIDENCE,
                span.text,
                span.start,
                time_text=when,
            )
        )
    return found


def _traveller(journey: Token) -> str | None:
    """USER for "my/our flight", the relative for "my mom's flight"; None for anyone else's or no one's."""
    doc = journey.doc
    before = doc[journey.i - 1] if journey.i > 0 else None
    if before is None:
        return None
    if before.lower_ in MY_OUR:
        return USER
    if before.lower_ in POSSESSIVE_MARKERS and before.i > 0:
        role = speakers_close_one(doc[before.i - 1])
        return speakers_relative_subject(role) if role is not None else None
    return None


def _route_end(journey: Token) -> int:
    """Where the journey's name ends: after its route ("flight to Rome"), before the word of its leaving."""
    doc = journey.doc
    end = journey.i + 1
    while end < journey.sent.end and end - journey.i <= _MAX_ROUTE and _on_the_route(doc[end]):
        end += 1
    return end


def _on_the_route(word: Token) -> bool:
    return word.lower_ in _ROUTE_WORDS or (word.is_title and word.lower_ not in _LEAVING)


def _leaving_after(journey: Token) -> int | None:
    """The index of the word after the journey's leaving ("leaves", "takes off"), when it follows its route."""
    doc = journey.doc
    at = _route_end(journey)
    if at < journey.sent.end and doc[at].lower_ in _LEAVING:
        return at + 1
    if at + 1 < journey.sent.end and (doc[at].lower_, doc[at + 1].lower_) in _LEAVING_PAIRS:
        return at + 2
    return None
