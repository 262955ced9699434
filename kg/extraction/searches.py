"""Tier 2: a search under way for a job, a home or someone to share it: something the speaker is busy with, which an
assistant is asked about ("Is Jake still job hunting?").

    I'm looking for a new job / I've been searching for a flat       DID "look for a new job" / "search for a flat"
    Jake is hunting for a place to live near campus                  DID of Jake "hunt for a place to live near campus"
    We're house hunting / I've been job hunting all month            DID "house hunting" / "job hunting"
    I'm applying for jobs / she applied for internships              DID "apply for jobs" / "apply for internships"
    I'm going to look for a new job next year                        PLANS "look for a new job", "next year"

What is sought is of a kind one searches for over weeks (a job, a home, a roommate, a school), not one's own thing
mislaid ("looking for my phone"), one pointed at ("that job"), nor "a job" applied for alone (one application says
nothing until its employer is named, which kg/extraction/events.py reads). Not denied, asked, or supposed.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.events import still_to_come
from kg.extraction.future_tense import present_progressive, told_in_future
from kg.extraction.irrealis import said_plainly
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.when import time_text_of

_CONFIDENCE = 0.65
_SEARCHING = words("look search hunt")
# Searched for over weeks: work, a home, someone to share it or to look after the children, a school.
_SOUGHT = words(
    """job jobs work position internship internships apartment apartments flat house houses condo
    roommate roommates flatmate housemate tenant nanny babysitter daycare school preschool"""
)
# A home only when told as one: "a new place", "a room to rent", "a home of our own" (not "a place to park").
_ROOMS = words("place room home")
_LIVING = words("live rent stay")
_NEW = words("new bigger smaller cheaper own")
# Applied for in the plural: a search of many applications ("I'm applying for jobs").
_APPLIED_FOR = words("jobs internships positions apartments scholarships grants")
# "job hunting", "house hunting", "apartment searching".
_HUNTS = words("hunting searching")
_HUNTED = words("job house apartment flat home")
_POINTING = words("this that these those the")
_TIMES = frozenset({"DATE", "TIME"})


def search_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        for verb, what in _searched_for(token) or _hunt(token):
            found.extend(_told(verb, what, lowercase_text))
    return found


def _told(verb: Token, what: str, lowercase_text: bool) -> list[Candidate]:
    """A search told with `verb`: DID, or PLANS when told ahead; none when denied, asked or supposed."""
    if not said_plainly(verb):
        return []
    when = time_text_of(verb)
    told = verb.head if verb.dep_ == "xcomp" else verb  # "I'll start looking for"
    ahead = told_in_future(told) or (present_progressive(told) and still_to_come(when))
    return candidates_per_subject(
        verb,
        "PLANS" if ahead else "DID",
        what,
        EVENT,
        Polarity(),
        _CONFIDENCE,
        lowercase_text,
        we_is_user=True,
        time_text=when,
    )


def _searched_for(verb: Token) -> list[tuple[Token, str]]:
    """ "looking *for a new job*", "applying *for jobs*": the verb and each thing sought as told ("look for a new
    job"; two for "a job and a flat")."""
    lemma = verb.lemma_.lower()
    if verb.pos_ != "VERB" or (lemma not in _SEARCHING and lemma != "apply"):
        return []
    return [
        (verb, f"{lemma} for {_phrase(noun)}")
        for prep in verb.children
        if prep.dep_ == "prep" and prep.lower_ == "for"
        for sought in prep.children
        if sought.dep_ == "pobj"
        for noun in (sought, *sought.conjuncts)
        if _sought(noun, lemma)
    ]


def _sought(noun: Token, lemma: str) -> bool:
    if noun.pos_ != "NOUN":
        return False
    if lemma == "apply":
        if noun.lower_ not in _APPLIED_FOR:
            return False
    elif noun.lower_ not in _SOUGHT and not (noun.lower_ in _ROOMS and _a_home(noun)):
        return False
    if any(child.dep_ == "poss" for child in noun.children):
        return False  # "looking for my phone", "her keys": one's own, mislaid
    return not any(child.dep_ == "det" and child.lower_ in _POINTING for child in noun.children)


def _a_home(noun: Token) -> bool:
    """ "a *new* place", "a place *to live*", "a room *to rent*", "a home *of our own*"."""
    return any(
        (child.dep_ == "amod" and child.lower_ in _NEW)
        or (child.dep_ == "relcl" and child.lemma_.lower() in _LIVING)
        or (child.dep_ == "prep" and any(grand.lower_ == "own" for grand in child.subtree))
        for child in noun.children
    )


def _phrase(noun: Token) -> str:
    """The noun with what it says of itself ("a place to live near campus"), up to a coordinated one or a time."""
    end = noun.i
    for token in noun.doc[noun.i + 1 : noun.right_edge.i + 1]:
        if token.dep_ in {"cc", "punct"} or _says_when(token):
            break
        end = token.i
    return noun.doc[noun.left_edge.i : end + 1].text


def _says_when(token: Token) -> bool:
    """A time, or the preposition it hangs on ("*since* March")."""
    return token.ent_type_ in _TIMES or (
        token.dep_ == "prep" and any(child.ent_type_ in _TIMES for child in token.children)
    )


def _hunt(token: Token) -> list[tuple[Token, str]]:
    """ "I'm *job hunting*", "we've been house hunting": the clause's verb and the hunt; the small model reads
    "hunting" as a noun with its kind before it, or "job" as the noun a "searching" hangs on."""
    if token.lower_ in _HUNTS:
        kind = next((c for c in token.children if c.dep_ == "compound" and c.lower_ in _HUNTED), None)
        if kind is not None and kind.i == token.i - 1 and token.head.pos_ in {"AUX", "VERB"}:
            return [(token.head, f"{kind.lower_} {token.lower_}")]
    if token.lower_ in _HUNTED and token.dep_ in {"attr", "dobj"} and token.i + 1 < len(token.doc):
        after = token.doc[token.i + 1]
        if after.lower_ in _HUNTS and after.head == token:
            return [(token.head, f"{token.lower_} {after.lower_}")]
    return []
