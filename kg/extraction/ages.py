"""Tier 2: how old someone is, told now: HAS_AGE, one at a time (the type is functional).

    I'm 34 / I'm 34 years old / I just turned 30       HAS_AGE "34 years old" / "30 years old"
    My son is ten / Emma just turned five              of "my son", "10 years old" / of Emma, "5 years old"
    My son is 5 / Tom is 40 years old                  of "my son", "5 years old" / of Tom, "40 years old"
    My daughter is 6 months old                        of "my daughter", "6 months old"
    I'm a 34-year-old nurse / I'm a 34 year old nurse  HAS_AGE "34 years old" (and the role, status.py)

The age holds from when it was said (Ingest dates the fact), so a reader can tell it later; the next one told
replaces it. Only a whole number a person could be (1 to 120), said as an age: not "I'm 34 minutes late", "I'm 100%
sure", "I'm almost 40" (no age told), "I was 20 then", "I'm turning 40 in March" (a birthday to come, a plan), a
denial or a question.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING

_CONFIDENCE = 0.75
_UNITS = frozenset({"year", "years", "month", "months", "week", "weeks"})
# Words on "be" that leave the age as told: "I'm 34 *now*", "she's *already* 5".
_PLAIN = frozenset({"now", "already", "just", "today", "finally", "officially"})
_OLDEST = 120
# Ages said in one word: "my son is *ten*", "she just turned *forty*".
_ONES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_TEENS = ("thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_NUMBER_WORDS = {word: number for number, word in enumerate((*_ONES, *_TEENS), start=1)} | {
    word: 10 * tens for tens, word in enumerate(_TENS, start=2)
}


def age_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if verb.tag_ not in {"VBP", "VBZ", "VBD"} or is_question(verb.sent):
            continue
        if any(child.dep_ in {"neg", "aux"} for child in verb.children):
            continue
        lemma = verb.lemma_.lower()
        age = (
            _age_told(verb) if lemma == "be" and verb.tag_ != "VBD" else _age_turned(verb) if lemma == "turn" else None
        )
        if age is not None:
            found.extend(candidates_per_subject(verb, "HAS_AGE", age, THING, Polarity(), _CONFIDENCE, lowercase_text))
    return found


def _age_told(be: Token) -> str | None:
    """ "34", "34 years old", "6 months old" as what the subject is."""
    told: str | None = None
    for child in be.children:
        if child.dep_ in {"nsubj", "punct", "cc", "conj"} or (child.dep_ == "advmod" and child.lower_ in _PLAIN):
            continue  # "My son is ten *and he plays soccer*": a clause of its own after
        if child.dep_ in {"attr", "acomp"} and child.tag_ == "CD" and told is None and not list(child.children):
            told = _years(child)
        elif child.dep_ == "attr" and told is None:  # "I'm a *34-year-old* nurse": the age said of what one is
            old = next((part for part in child.children if part.dep_ == "amod" and part.lower_ == "old"), None)
            told = _counted_old(old) if old is not None else None
        elif child.dep_ == "acomp" and child.lower_ == "old" and told is None:
            told = _counted_old(child)
        else:
            return None  # "I'm 34 minutes late", "I'm 34 in line": something else told of the number
        if told is None:
            return None
    return told


def _age_turned(turn: Token) -> str | None:
    """ "I just turned 30", "she turned 40 last week": the age reached (the turning is the events' to read)."""
    if turn.tag_ != "VBD":
        return None
    reached = next((child for child in turn.children if child.dep_ in {"dobj", "attr", "oprd"}), None)
    return _years(reached) if reached is not None and not list(reached.children) else None


def _years(number: Token) -> str | None:
    count = _count(number) if number.tag_ == "CD" else None
    return f"{count} years old" if count is not None else None


def _count(number: Token) -> int | None:
    """A whole number a person's age could be, in digits or in one word ("five", "forty")."""
    count = int(number.text) if number.text.isdigit() else _NUMBER_WORDS.get(number.lower_)
    return count if count is not None and 1 <= count <= _OLDEST else None


def _counted_old(old: Token) -> str | None:
    """ "34 years old", "6 months old": the count and its unit hung on "old"."""
    unit = next((child for child in old.children if child.dep_ == "npadvmod" and child.lower_ in _UNITS), None)
    if unit is None:
        return None
    number = next((child for child in unit.children if child.dep_ == "nummod"), None)
    count = _count(number) if number is not None else None
    if count is None:
        return None
    plural = unit.lower_ if unit.lower_.endswith("s") or count == 1 else f"{unit.lower_}s"
    return f"{count} {plural} old"
