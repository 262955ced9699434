"""Tier 2: the speaker told as out of work or working for themself, now.

    I'm unemployed / I'm out of work / I'm between jobs    HAS_STATE "unemployed"; WORKS_AT "job" ended, unnamed
    I'm self-employed / I work for myself / my own boss    HAS_ROLE "self-employed"

Out of work, no employer is current: "job" names none, so the caller ends whichever is (as for "I got laid off",
kg/extraction/jobs_lost.py). Working for oneself says nothing of a job elsewhere (one may do both), so it ends
none. Only the speaker's, in the present, asserted: "I was unemployed for a year", "I'm not unemployed", "Are you
self-employed?", "My brother is unemployed" (his, and no employer of his is known to end) give nothing.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.jobs_lost import JOB
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import ORGANIZATION, THING, USER

_CONFIDENCE = 0.7
_OUT_OF_WORK = frozenset({"unemployed", "jobless"})
UNEMPLOYED = "unemployed"
SELF_EMPLOYED = "self-employed"


def work_status_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        if verb.dep_ != "ROOT" or verb.tag_ not in {"VBP", "VBZ"} or is_question(verb.sent):
            continue
        if not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in verb.children) or _denied(verb):
            continue
        text, start = verb.sent.text, verb.sent.start
        if verb.lemma_ == "be" and _out_of_work(verb):
            ended = Polarity(negated=True, change=True)
            found.append(Candidate("WORKS_AT", USER, JOB, ORGANIZATION, ended, _CONFIDENCE, text, start, unnamed=True))
            found.append(Candidate("HAS_STATE", USER, UNEMPLOYED, THING, Polarity(), _CONFIDENCE, text, start))
        elif _own_employer(verb):
            found.append(Candidate("HAS_ROLE", USER, SELF_EMPLOYED, THING, Polarity(), _CONFIDENCE, text, start))
    return found


def _denied(verb: Token) -> bool:
    return any(child.dep_ == "neg" or child.lower_ in {"never", "no"} for child in verb.children)


def _out_of_work(be: Token) -> bool:
    """ "unemployed", "jobless", "out of work", "between jobs"."""
    for child in be.children:
        if child.dep_ == "acomp" and child.lower_ in _OUT_OF_WORK:
            return True
        if child.dep_ == "prep" and child.lower_ == "between":
            return any(part.dep_ == "pobj" and part.lower_ == "jobs" for part in child.children)
        if child.dep_ == "prep" and child.lower_ == "out":
            return any(
                of.lower_ == "of" and any(part.lower_ in {"work", "a job"} for part in of.children)
                for of in child.children
            )
    return False


def _own_employer(verb: Token) -> bool:
    """ "I'm self-employed", "I work for myself", "I'm my own boss"."""
    lemma = verb.lemma_.lower()
    if lemma == "be":
        for child in verb.children:
            employed = child.dep_ == "acomp" and child.lower_ == "employed"
            if employed and any(part.lower_ == "self" for part in child.children):
                return True
            own_boss = child.dep_ == "attr" and child.lower_ == "boss"
            if own_boss and {part.lower_ for part in child.children} >= {"my", "own"}:
                return True
        return False
    if lemma == "work":
        return any(
            child.dep_ == "prep" and child.lower_ == "for" and any(part.lower_ == "myself" for part in child.children)
            for child in verb.children
        )
    return False
