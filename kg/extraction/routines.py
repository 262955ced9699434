"""Tier 2: a routine told with how often it recurs is done, whatever its verb: DID "<verb> <object>".

    I call my mom every day                    DID "call mom", "every day" (a relative's "my" is dropped)
    I take vitamin D every morning             DID "take vitamin D", "every morning"
    I see my therapist every other Tuesday     DID "see my therapist", "every other Tuesday"
    I work out three times a week              DID "work out", "three times a week"
    I take a nap every afternoon               DID "take a nap", "every afternoon" (one of a kind keeps its "a")
    I take a look at my budget every week      DID "take a look at my budget" (a look says nothing without "at")
    Linda walks her dog twice a day            of Linda, DID "walk her dog", "twice a day"

The event readers (kg/extraction/events.py) know pastimes, outings and deeds by their verbs; a routine is told by
its frequency, so any verb in the simple present with a count or an "every" on it says one, where no event reader
read the sentence. Not a state or a feeling ("I feel tired every morning", "I miss her every day"), a thing that
befalls one ("I get a headache every afternoon"), a pronoun one only the chat names ("I call her every day"), a
verb alone with no particle ("I cry every day"), a denial, a question or a past ("Last year I swam every day" is
the events' to read).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span
from kg.extraction.event_words import words
from kg.extraction.habits import told_as_routine
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.when import how_often

_CONFIDENCE = 0.65
_EVENT_TYPES = frozenset({"DID", "ATTENDED", "PLANS", "WANTS"})
# Verbs that tell a state, a feeling or a thought, not a thing done: "I *feel* tired every morning".
_NOT_DONE = words(
    """be have feel seem look sound know think believe realize realise understand remember forget want need wish
    hope expect imagine notice love like hate enjoy miss worry wonder mean owe cost get become happen say tell"""
)
_PRONOUNS = words("it them him her me you us this that these those something anything everything one")
# Nouns of a light verb that say nothing without what they are at: "take a *look* at my budget".
_AIMED_AT = words("look peek glance")


def routine_candidates(doc: Doc, told: Sequence[Candidate]) -> list[Candidate]:
    """DID of each routine told with its frequency in a sentence of `doc` no event candidate of `told` came from."""
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for sentence in doc.sents:
        if is_question(sentence) or any(c.edge_type in _EVENT_TYPES and c.span in sentence.text for c in told):
            continue
        states = {c.object.casefold() for c in told if c.edge_type == "HAS_STATE" and c.span in sentence.text}
        for verb in sentence:
            routine = _routine(verb)
            if routine is None:
                continue
            what, often, thing = routine
            if thing is not None and thing.casefold() in states:
                continue  # "I take iron supplements every morning": a medication one is on (HAS_STATE), read so
            found.extend(
                candidates_per_subject(
                    verb, "DID", what, EVENT, Polarity(), _CONFIDENCE, lowercase_text, time_text=often
                )
            )
    return found


def _routine(verb: Token) -> tuple[str, str, str | None] | None:
    """What `verb` does as a routine, how often, and the thing it is done to (None for "work out"), or None."""
    if verb.pos_ != "VERB" or verb.lemma_.lower() in _NOT_DONE or not told_as_routine(verb):
        return None
    often = how_often(verb, verb.doc[verb.left_edge.i : verb.right_edge.i + 1])
    if often is None:
        return None
    particle = next((child for child in verb.children if child.dep_ == "prt"), None)
    thing = next((child for child in verb.children if child.dep_ in {"dobj", "obj"}), None)
    if thing is None:
        return (f"{verb.lemma_.lower()} {particle.lower_}", often, None) if particle is not None else None
    if thing.lower_ in _PRONOUNS or thing.pos_ not in {"NOUN", "PROPN"} or thing.ent_type_ in {"DATE", "TIME"}:
        return None
    said = thing_span(thing)
    doc = verb.doc
    start = said.start - 1 if said.start and doc[said.start - 1].lower_ in {"a", "an"} else said.start
    end = said.end
    aimed = next((child for child in thing.rights if child.dep_ == "prep" and child.lower_ == "at"), None)
    if thing.lemma_.lower() in _AIMED_AT:
        if aimed is None or aimed.i != end:
            return None
        end = aimed.right_edge.i + 1
    parts = [verb.lemma_.lower(), particle.lower_ if particle is not None else "", doc[start:end].text]
    return " ".join(part for part in parts if part), often, said.text
