"""Tier 2: what one is saving up for is wanted.

    I'm saving up for a car / we've been saving for a house   WANTS "car" / "house"
    Kim is saving up for a wedding                            WANTS of Kim
    I was saving for a car / I saved the file for later       nothing: a wish of then, or no saving up

Money put aside for a thing is a wish for it held now, as "I'd love to go to Peru" is (WANTS "Peru"). Only a
saving under way now counts (the present progressive, or "have been saving"); a purpose told with "to" ("saving
up to buy a house") is read by the event rules as a wish (`events._mood`). A time saved for ("for years", "for
later", "for a rainy day") names nothing wanted.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING

_CONFIDENCE = 0.7
_PRESENT_BE = words("am 'm is 's are 're")
_MONEY = words("money cash bit dollar buck penny pound euro paycheck")
_NOT_WANTED = words("day days week weeks month months year years later future while rainy retirement")


def saving_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if not is_saving_now(verb) or is_question(verb.sent):
            continue
        goal = _saved_for(verb)
        if goal is None:
            continue
        found.extend(
            candidates_per_subject(
                verb, "WANTS", _goal_phrase(goal), THING, Polarity(), _CONFIDENCE, lowercase_text, we_is_user=True
            )
        )
    return found


def is_saving_now(verb: Token) -> bool:
    """ "I'm saving (up)", "we've been saving": money put aside now; not "I was saving", "I'm not saving"."""
    if verb.lemma_.lower() != "save" or verb.tag_ != "VBG":
        return False
    auxiliaries = [child for child in verb.children if child.dep_ in {"aux", "neg"}]
    if any(child.dep_ == "neg" for child in auxiliaries):
        return False
    words_before = {child.lower_ for child in auxiliaries}
    return bool(words_before & _PRESENT_BE) or ("been" in words_before and bool(words_before & {"'ve", "have", "has"}))


def _saved_for(verb: Token) -> Token | None:
    """The noun after "for": "saving up *for a car*", "saving money *for a trip*"; not what else is saved ("saving
    my energy for the race")."""
    if any(child.dep_ == "dobj" and child.lemma_.lower() not in _MONEY for child in verb.children):
        return None
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "for":
            continue
        for noun in prep.children:
            if noun.dep_ == "pobj" and noun.pos_ in {"NOUN", "PROPN"} and not _names_a_time(noun):
                return noun
    return None


def _names_a_time(noun: Token) -> bool:
    return noun.lower_ in _NOT_WANTED or any(left.lower_ in _NOT_WANTED for left in noun.lefts)


def _goal_phrase(noun: Token) -> str:
    """The noun with what hangs on it, "a trip *to Japan*", without its article."""
    doc = noun.doc
    start = noun.left_edge.i
    if doc[start].dep_ == "det":
        start += 1
    return doc[start : noun.right_edge.i + 1].text
