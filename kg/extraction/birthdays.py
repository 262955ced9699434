"""Tier 2: an age one turns is a birthday, a plan when it is still to come (PLANS "turn 40"), a deed once had.

    I turn 40 in March / my daughter is turning five next week   PLANS "turn 40" / of "my daughter", "turn five"
    I'm turning 40 this year / she's turning six                  PLANS "turn 40" / "turn six" (the progressive)
    I turned 30 last week                                         DID "turn 30", last week
    The weather turned cold / I turned 30 pages                    nothing: no age

The age is kept as said, so that "how old is she turning?" finds it; the time is read after the age (the small
model may make "five next week" one date).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.events import still_to_come
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import EVENT
from kg.extraction.when import time_text_in

_CONFIDENCE = 0.7
_OLDEST = 120
_PAST_WORDS = frozenset({"last", "ago", "yesterday", "earlier"})


def birthday_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for verb in doc:
        age = _age_turned(verb)
        if age is None or is_question(verb.sent) or asserts_nothing(verb):
            continue
        polarity = polarity_of(context_words(verb))
        when = time_text_in(doc[age.i + 1 : verb.sent.end].text)
        past = verb.tag_ == "VBD"
        if polarity.negated or (not past and not _ahead(verb, when)):
            continue  # "I turn 40" with no day: anyone's, whenever; a denial
        found.extend(
            candidates_per_subject(
                verb,
                "DID" if past else "PLANS",
                f"turn {age.text}",
                EVENT,
                polarity,
                _CONFIDENCE,
                lowercase_text,
                time_text=when,
            )
        )
    return found


def _ahead(verb: Token, when: str | None) -> bool:
    """Whether an age told in the present is still to come: with a day to come ("I turn 40 in March"), or in the
    progressive unless told of a past time ("I'm turning 40 this year", "she's turning five": an age one is turning
    lies ahead; a plain "I turn 40" with no day may be anyone's, whenever)."""
    if still_to_come(when):
        return True
    progressive = verb.tag_ == "VBG" and any(child.dep_ == "aux" for child in verb.children)
    return progressive and not set((when or "").lower().split()) & _PAST_WORDS


def _age_turned(verb: Token) -> Token | None:
    """The age of "turn *40*", "turning *five*": a number alone as the verb's object, of a human age."""
    if verb.lemma_.lower() != "turn" or verb.pos_ != "VERB":
        return None
    objects = [child for child in verb.children if child.dep_ in {"dobj", "attr", "oprd"}]
    if len(objects) != 1 or objects[0].pos_ != "NUM" or list(objects[0].children):
        return None  # "turned 30 pages": a count of things
    age = objects[0]
    return age if not age.text.isdigit() or 0 < int(age.text) <= _OLDEST else None
