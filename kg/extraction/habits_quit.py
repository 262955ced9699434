"""Tier 2: a habit quit is the quitting, an event that happened, never the habit.

    I quit smoking last year / I've given up sugar    DID "quit smoking" / "give up sugar"
    I stopped eating meat / Dana stopped drinking      DID "stop eating meat" / of Dana "stop drinking"
    I didn't quit smoking / I'm trying to quit         nothing: denied, or not done
    I quit my job / I stopped talking to him           nothing here: a job ended (other readers), no habit

The set keeps no ended DID (a deed is not a state that stops), so the habit is not read as DID ended: the
quitting itself is what was done. "I don't drink coffee anymore" tells no quitting, and gives nothing. Only what
is a habit counts: a gerund of a habit or a pastime ("smoking", "eating meat", "running"), or a thing one takes
("coffee", "sugar", "alcohol").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import verb_lemma, with_conjuncts
from kg.extraction.event_words import INTRANSITIVE_ACTIVITIES, PARSED_PASTIMES, words
from kg.extraction.gerunds import gerund
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.when import time_text_in

_CONFIDENCE = 0.7
_HABIT_GERUNDS = words("smoking vaping drinking gambling snacking eating biting procrastinating") | frozenset(
    gerund(verb) for verb in INTRANSITIVE_ACTIVITIES | PARSED_PASTIMES
)
# Things one takes out of habit: "I gave up *coffee*", "I quit *sugar*".
_HABIT_THINGS = words(
    """coffee caffeine sugar alcohol booze meat dairy gluten soda cigarettes cigarette cigars weed nicotine
    chocolate carbs sweets candy beer wine cheese bread"""
)
# What a gerund keeps with it: "eating *meat*", "eating *out*", "drinking *coffee*".
_GERUND_PARTS = frozenset({"dobj", "prt", "compound"})


def quit_habit_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        quitting = _quitting(verb)
        if quitting is None or not _done(verb) or is_question(verb.sent):
            continue
        habits = _habits_quit(verb)
        if not habits:
            continue
        for habit in habits:
            found.extend(
                candidates_per_subject(
                    verb,
                    "DID",
                    f"{quitting} {habit}",
                    EVENT,
                    Polarity(),
                    _CONFIDENCE,
                    lowercase_text,
                    we_is_user=True,
                    time_text=_when_quit(verb),
                )
            )
    return found


def _quitting(verb: Token) -> str | None:
    """ "quit", "stop" or "give up", as the event's verb is written (its base form)."""
    lemma = verb_lemma(verb)
    if lemma in {"quit", "stop"}:
        return lemma
    if lemma == "give" and any(child.dep_ == "prt" and child.lower_ == "up" for child in verb.children):
        return "give up"
    return None


def _done(verb: Token) -> bool:
    """Past or present perfect, asserted: "I quit", "I've given up"; not "I'll quit", "I didn't stop", "I'm
    quitting". The past of "quit" is written as its present, which the small model often tags VBP."""
    children = list(verb.children)
    if any(child.dep_ == "neg" or child.tag_ == "MD" for child in children):
        return False
    auxiliaries = {child.lemma_.lower() for child in children if child.dep_ == "aux"}
    if verb.tag_ == "VBD" or (verb.tag_ == "VBP" and verb.lower_ == "quit"):
        return not auxiliaries
    return verb.tag_ == "VBN" and auxiliaries == {"have"}


def _habits_quit(verb: Token) -> list[str]:
    """The habits given up: a habit's gerund with its object ("eating meat"), or things one takes ("coffee and
    sugar")."""
    found: list[str] = []
    for child in verb.children:
        if child.dep_ in {"xcomp", "dobj"} and child.lower_ in _HABIT_GERUNDS:
            parts = [child, *(part for part in child.children if part.dep_ in _GERUND_PARTS)]
            found.append(" ".join(part.lower_ for part in sorted(parts, key=lambda token: token.i)))
        elif child.dep_ == "dobj":
            found.extend(
                thing.lower_
                for thing in with_conjuncts([child])
                if thing.lower_ in _HABIT_THINGS and thing.tag_ == "NN"
            )
    return found


def _when_quit(verb: Token) -> str | None:
    """When the habit was quit ("I quit smoking *last spring*"). Read from the clause's words: the past of "quit",
    written as its present and often tagged so, would make `when.time_text_of` drop a past time as a habit's."""
    return time_text_in(verb.doc[verb.left_edge.i : verb.right_edge.i + 1].text)
