"""Tier 2: stepping down or resigning as a role ends it (HAS_ROLE, ended), as losing "my job as a cook" does.

    I'm stepping down as captain / I've stepped down as head coach     HAS_ROLE "captain" / "head coach", ended
    I stepped down as treasurer of the club                            HAS_ROLE "treasurer", ended
    Dan stepped down as manager / I resigned as secretary              HAS_ROLE of Dan "manager" / "secretary", ended
    I'm not stepping down as captain / Should I step down as ...?     nothing
    The CEO stepped down last week / I stepped down from the stage     nothing: no role of anyone named

The role is read as a promotion's is (`promotions.role_after`: the words after "as", ending in an occupation or
an office, so "as the group's voice" names none). Only a leaving told as done or under way, as a leaving's
announcement ("I'm stepping down as captain"): not denied, to come with "will", under a modal, or wrapped in a wish
or a plan ("I want to step down as captain", "I decided to step down": an infinitive is left alone).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.lexicon import Effect
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.promotions import role_after
from kg.extraction.relation import THING

_CONFIDENCE = 0.7
_TOLD = frozenset({"VBD", "VBZ", "VBP", "VBG", "VBN"})  # not "to step down", "I'll step down"
_CONTEXT_DEPS = frozenset({"aux", "neg"})


def step_down_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        after = _role_starts(verb)
        if after is None or verb.tag_ not in _TOLD or is_question(verb.sent):
            continue
        context = [child for child in verb.children if child.dep_ in _CONTEXT_DEPS]
        if any(child.tag_ == "MD" for child in context):
            continue  # "I might step down as captain"
        polarity = polarity_of([child.lower_ for child in context], Effect.ENDED)
        role = role_after(doc, after)
        if role is None or polarity.undone:
            continue
        found.extend(candidates_per_subject(verb, "HAS_ROLE", role, THING, polarity, _CONFIDENCE, lowercase_text))
    return found


def _role_starts(verb: Token) -> int | None:
    """Where the "as" of the role may start: after "stepped *down*", or after "resigned"."""
    lemma = verb.lemma_.lower()
    if lemma == "resign":
        return verb.i + 1
    if lemma != "step":
        return None
    down = next((child for child in verb.children if child.lower_ == "down" and child.i == verb.i + 1), None)
    return down.i + 1 if down is not None else None
