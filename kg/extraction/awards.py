"""Tier 2: an award the speaker has from a contest tells that they took part in it: ATTENDED the contest.

    Here's my trophy from the regional tournament           ATTENDED "regional tournament"
    one of my medals from a swim meet                       ATTENDED "swim meet"
    I have a medal from the state championship              ATTENDED "state championship"
    This medal is from my first marathon                    ATTENDED "first marathon" (the contest is the speaker's)
    my ribbon from last year's county fair contest          ATTENDED "county fair contest", "last year"

Not someone else's award ("my son's trophy from ...", "her medal"), one from no contest ("a medal from the mayor",
"a trophy from eBay"), a denial or a question. "I won a trophy at the tournament" is the event readers' (a contest
one competed at).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of, thing_span
from kg.extraction.event_words import CONTESTS, words
from kg.extraction.events import unowned
from kg.extraction.lexicon import MY_OUR
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT, USER

_CONFIDENCE = 0.65
_AWARDS = words("trophy trophies medal medals ribbon ribbons plaque plaques")
# Verbs that say the speaker has an award: "I have a medal from", "we won a plaque from".
_HAVING = words("have win earn get receive keep")


def award_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for award in doc:
        if award.lemma_.lower() not in _AWARDS or award.pos_ != "NOUN" or is_question(award.sent):
            continue
        contest = _contest_from(award)
        if contest is None or not (_own(award) or _own(contest)):
            continue
        said = thing_span(contest)
        when = next((e for e in doc.ents if e.label_ == "DATE" and contest.left_edge.i <= e.start < contest.i), None)
        if when is not None and when[-1].tag_ == "POS":
            when = doc[when.start : when.end - 1]  # "last year's": when is "last year"
        found.append(
            Candidate(
                "ATTENDED",
                USER,
                _what_contest(said, when),
                EVENT,
                Polarity(),
                _CONFIDENCE,
                award.sent.text,
                award.sent.start,
                time_text=when.text if when is not None else None,
            )
        )
    return found


def _contest_from(award: Token) -> Token | None:
    """The contest the award is "from": hung on the award, on "one" of "one of my medals", or on "is"."""
    holders = [award]
    if award.dep_ == "pobj" and award.head.lower_ == "of":
        holders.append(award.head.head)  # "one of my medals from ..."
    if award.dep_ in {"nsubj", "attr"} and award.head.lemma_ == "be":
        holders.append(award.head)  # "this medal is from ...", "here's my trophy from ..."
    if award.dep_ == "dobj":
        holders.append(award.head)  # "we keep our plaque from ..." may hang "from" on "keep"
    for holder in holders:
        for prep in holder.children:
            if prep.dep_ == "prep" and prep.lower_ == "from":
                contest = next((child for child in prep.children if child.dep_ == "pobj"), None)
                if contest is not None and contest.lower_ in CONTESTS:
                    return contest
    return None


def _own(thing: Token) -> bool:
    """Whether `thing` is the speaker's: "my trophy", "our tournament", or had by "I" or "we" ("I have a medal")."""
    owner = next((child for child in thing.children if child.dep_ == "poss"), None)
    if owner is not None:
        return owner.lower_ in MY_OUR
    verb = thing.head
    if thing.dep_ != "dobj" or verb.lemma_.lower() not in _HAVING or any(c.dep_ == "neg" for c in verb.children):
        return False
    subjects, _ = subjects_of(verb, is_lowercase_text(thing.doc), we_is_user=True)
    return [value for value, _ in subjects] == [USER]


def _what_contest(said: Span, when: Span | None) -> str:
    """The contest's words without when it was ("last year's county fair contest": a county fair contest), its
    owner or which of one's own it was (`events.unowned`: "my last tournament" is a tournament)."""
    whole = said.doc[min(said.start, said.root.left_edge.i) : said.end]  # with its owner: "*our* last tournament"
    said_when = range(when.start, when.end) if when is not None else range(0)
    kept = [t.text for t in whole if t.dep_ != "det" and t.tag_ != "POS" and t.i not in said_when]
    return unowned(" ".join(kept)) if kept else said.text
