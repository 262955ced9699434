"""Tier 2: where a visitor lives, read from the parse: LIVES_IN, the place someone visits from.

    My mum Carol is visiting from Leeds next weekend      LIVES_IN "Leeds" (subject Carol)
    My aunt is visiting from Dublin                        LIVES_IN "Dublin" (subject "my aunt")
    My cousin is flying in from Toronto on Friday          LIVES_IN "Toronto"

One visits from home: a place the NER names ("visiting from abroad", "from work" give nothing), after a visit or a
journey in ("flying in", "coming over", "driving up"), told as now or to come. Not a visit told in the past ("Tom
visited from Boston": where he lived then), nor "coming from" alone, as often the place one set out from that day
("I'm coming from the office", "coming from London, the traffic was bad"), nor a question.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.event_words import words
from kg.extraction.origins import place_of
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import PLACE

_CONFIDENCE = 0.7
_VISITING = words("visit")
# A journey in, from home: "flying *in* from Toronto", "coming *over* from Ireland", "driving *up* from Bristol".
_JOURNEYING = words("fly come drive travel")
_IN_TOWARDS = words("in over down up")
_PAST_AUXILIARIES = words("was were had")


def visit_from_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for verb in doc:
        if verb.pos_ != "VERB" or not _visit_or_journey_in(verb) or not _now_or_ahead(verb):
            continue
        if is_question(verb.sent):
            continue
        source = next((child for child in verb.children if child.dep_ == "prep" and child.lower_ == "from"), None)
        place = place_of(source) if source is not None else None
        if place is None:
            continue
        polarity = polarity_of(context_words(verb))
        lived_in = candidates_per_subject(verb, "LIVES_IN", place.text, PLACE, polarity, _CONFIDENCE, lowercase_text)
        found += [replace(candidate, held_apart_from_time=True) for candidate in lived_in]  # the visit's time
    return found


def _visit_or_journey_in(verb: Token) -> bool:
    lemma = verb.lemma_.lower()
    if lemma in _VISITING:
        return True
    return lemma in _JOURNEYING and any(
        child.dep_ in {"advmod", "prt"} and child.lower_ in _IN_TOWARDS for child in verb.children
    )


def _now_or_ahead(verb: Token) -> bool:
    """In the present ("visits", "is visiting") or the future ("will visit", "is going to visit"); not the past."""
    if verb.tag_ in {"VBD", "VBN"}:
        return False
    return not any(child.dep_ in {"aux", "auxpass"} and child.lower_ in _PAST_AUXILIARIES for child in verb.children)
