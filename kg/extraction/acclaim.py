"""Tier 2: a liking told by acclaim (LIKES): a name said to be the best, or a thing nothing beats.

    Taylor Swift is the best / Messi is the man - love his footwork   LIKES "Taylor Swift" / "Messi"
    Serena Williams is the GOAT / Bruce Springsteen is a legend!     LIKES "Serena Williams" / "Bruce Springsteen"
    Michelle Obama is my hero / The Beatles are the greatest         LIKES "Michelle Obama" / "Beatles"
    Nothing beats my grandma's lasagna / a cold beer after a shift   LIKES "grandma's lasagna" / "cold beer"
    Nothing beats sitting on the porch with coffee                   LIKES "sitting on the porch"
    There's nothing like a warm bowl of soup                         LIKES "warm bowl of soup"
    Taylor Swift is touring / Taylor Swift was the best opener       nothing: no acclaim, or one then
    My mom is the best / He's the man! / You're the best!            nothing: no name (a role, a pronoun)
    Kate is the queen of procrastination / Nothing beats your cooking   nothing: a joke's title, another's thing

The name must open the sentence (after an opening word and a comma at most: "Honestly, Adele is the best") and the
acclaim must close its clause, so that a verbless tail says it ("the best.", "the man -", "the GOAT of all time");
"the best opener" or "the queen of procrastination" says more than a liking. Only a name is acclaimed so: "Coffee
is the best" and "My team is the best" stay unread as the set has them. What nothing beats is named as a liked
thing is, with the relative or name whose it is ("my grandma's lasagna": "grandma's lasagna", as the set keeps
"grandmother's recipe book"), not someone else's ("your cooking") or what was shown ("this view").
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import liked_kind, thing_span
from kg.extraction.event_words import words
from kg.extraction.gerunds import activity_text
from kg.extraction.lexicon import ROLE_NOUNS
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.7
# "<name> is the best": the determiner, then the word of acclaim.
_ACCLAIM = {
    "the": words("best greatest man goat king queen"),
    "a": words("legend"),
    "an": words("icon legend"),
    "my": words("hero idol"),
}
# Words that may stand between the determiner and the acclaim: "an *absolute* legend", "the *all-time* best".
_DEGREE = words("absolute total true real living actual undisputed ultimate all-time")
# What may close the acclaim before the clause ends: "the best *ever*", "the GOAT *of all time*".
_CLOSINGS = (("ever",), ("period",), ("hands", "down"), ("of", "all", "time"))
_PRESENT_COPULAS = words("is are 's 're")
_OPENERS = frozenset({"INTJ", "ADV"})
_BEATING = words("beat top")
_NOTHING = "nothing"
_OTHERS = words("your his her their its")
_WHEN = frozenset({"DATE", "TIME"})
_SHOWN = words("this that these those")


def acclaim_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for token in doc:
        if token.lower_ in _PRESENT_COPULAS and token.lemma_ == "be":
            found.extend(_name_acclaimed(token))
            found.extend(_nothing_like(token))
        elif token.lemma_.lower() in _BEATING and token.tag_ == "VBZ":
            found.extend(_unbeaten(token))
    return found


def _name_acclaimed(copula: Token) -> list[Candidate]:
    sentence = copula.sent
    if is_question(sentence) or not _acclaim_closes_clause(copula):
        return []
    name = _name_before(copula)
    if name is None:
        return []
    return [_liked_by_speaker(name.text, liked_kind(name.root), sentence)]


def _acclaim_closes_clause(copula: Token) -> bool:
    """ "is the best.", "is an absolute legend!", "is the man - love his footwork", "is the GOAT of all time"."""
    doc, index = copula.doc, copula.i + 1
    end = copula.sent.end
    if index >= end or doc[index].lower_ not in _ACCLAIM:
        return False
    acclaim = _ACCLAIM[doc[index].lower_]
    index += 1
    while index < end and doc[index].lower_ in _DEGREE:
        index += 1
    if index >= end or doc[index].lower_ not in acclaim:
        return False
    index += 1
    for closing in _CLOSINGS:
        if tuple(token.lower_ for token in doc[index : index + len(closing)]) == closing:
            index += len(closing)
            break
    return index >= end or doc[index].is_punct


def _name_before(copula: Token) -> Span | None:
    """The name right before the copula, opening the sentence: "*Taylor Swift* is", "*The Beatles* are",
    "Honestly, *Adele* is"; not a role ("Mom"), a pronoun or a common noun ("Coffee")."""
    doc, sentence = copula.doc, copula.sent
    start = copula.i
    while start > sentence.start and doc[start - 1].pos_ == "PROPN" and doc[start - 1].text[:1].isupper():
        start -= 1
    name = doc[start : copula.i]
    if not len(name) or any(part.lower_ in ROLE_NOUNS or part.ent_type_ in _WHEN for part in name):
        return None  # "Mom is the best", "Sunday is the best"
    opening = doc[sentence.start : start]
    if len(opening) and opening[-1].text == "The":
        opening = opening[:-1]  # "*The* Beatles are the greatest": the article stays out of the name
    if len(opening) and not (opening[-1].text == "," and all(word.pos_ in _OPENERS for word in opening[:-1])):
        return None
    return name


def _unbeaten(verb: Token) -> list[Candidate]:
    """ "Nothing beats my grandma's lasagna", "Nothing tops a cold beer after a long shift"."""
    said_of_nothing = any(child.dep_ == "nsubj" and child.lower_ == _NOTHING for child in verb.children)
    if not said_of_nothing or is_question(verb.sent) or any(child.dep_ == "neg" for child in verb.children):
        return []
    texts = (_liked_text(thing) for thing in verb.children if thing.dep_ in {"dobj", "xcomp"})
    return [_liked_by_speaker(text, THING, verb.sent) for text in texts if text]


def _nothing_like(copula: Token) -> list[Candidate]:
    """ "There's nothing like a warm bowl of soup", "there's nothing quite like a road trip": as nothing beats it."""
    there = any(child.dep_ == "expl" for child in copula.children)
    nothing = next((child for child in copula.children if child.dep_ == "attr" and child.lower_ == _NOTHING), None)
    if not there or nothing is None or is_question(copula.sent) or any(c.dep_ == "neg" for c in copula.children):
        return []
    like = next((child for child in nothing.children if child.dep_ == "prep" and child.lower_ == "like"), None)
    things = [child for child in like.children if child.dep_ in {"pobj", "pcomp"}] if like is not None else []
    texts = (_liked_text(thing) for thing in things)
    return [_liked_by_speaker(text, THING, copula.sent) for text in texts if text]


def _liked_by_speaker(text: str, kind: str, sentence: Span) -> Candidate:
    return Candidate("LIKES", USER, text, kind, Polarity(), _CONFIDENCE, sentence.text, sentence.start)


def _liked_text(thing: Token) -> str | None:
    """A gerund's activity ("sitting on the porch"), or the thing with whose it is when a relative or a name owns
    it ("grandma's lasagna", "Luigi's pizza"); None for a pronoun, another's thing or one shown."""
    if thing.tag_ == "VBG":
        return activity_text(thing)
    if thing.pos_ not in {"NOUN", "PROPN"} or thing.tag_ == "NNPS":
        return None  # "Nothing beats *it*"; "Nothing beats the *Bulls* this year" is a team's record
    if any(child.lower_ in _SHOWN | _OTHERS for child in thing.children if child.dep_ in {"det", "poss"}):
        return None
    span = thing_span(thing)
    owner = next((child for child in thing.children if child.dep_ == "poss" and child.pos_ in {"NOUN", "PROPN"}), None)
    if owner is None:
        return span.text
    start = owner.i
    while start > owner.left_edge.i and owner.doc[start - 1].dep_ in {"compound", "amod"}:
        start -= 1
    return owner.doc[start : span.end].text
