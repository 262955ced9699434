"""Tier 2: a home left behind, told by the move away from it: LIVES_IN, ended.

    I moved to New York from Chicago last year / we moved here from Denver    LIVES_IN "Chicago" / "Denver", ended
    Priya relocated from Austin to Seattle                                     LIVES_IN Priya "Austin", ended
    I'm moving from Denver next month / did you move from Ohio?               nothing (not left yet; asked)
    I moved from sales to marketing / we moved away from the city              nothing (no named place)

The new home ("to New York") is read as before, by the predicates of moving. Only the move done (a past verb)
tells the old home is left; a named place only, as where someone comes from is read (kg/extraction/origins.py).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.origins import place_of
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.relation import PLACE

_CONFIDENCE = 0.75
_LEFT = Polarity(negated=True, change=True)  # as "I used to live in Chicago"
_MOVING = frozenset({"move", "relocate"})
# A move told as done: "I moved", "we've relocated"; not "I'm moving from Denver" (still there).
_DONE = frozenset({"VBD", "VBN"})
_WHITHER = frozenset({"here", "there", "away", "back", "over"})


def former_home_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for preposition in doc:
        verb = preposition.head
        if verb.dep_ == "advmod" and verb.lower_ in _WHITHER:
            verb = verb.head  # "we moved *here* from Denver", parsed as "here from Denver"
        if preposition.lower_ != "from" or preposition.dep_ != "prep" or not _a_move_done(verb):
            continue
        place = place_of(preposition)
        if place is None:
            continue
        if polarity_of(context_words(verb)).negated:
            continue  # "I never moved from Ohio": still there
        found.extend(
            candidates_per_subject(
                verb, "LIVES_IN", place.text, PLACE, _LEFT, _CONFIDENCE, lowercase_text, we_is_user=True
            )
        )
    return found


def _a_move_done(verb: Token) -> bool:
    return verb.lemma_.lower() in _MOVING and verb.tag_ in _DONE and not is_question(verb.sent)
