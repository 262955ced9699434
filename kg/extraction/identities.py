"""Tier 2: who the speaker says they are (a gender identity, an orientation, a faith: HAS_STATE) and the pronouns
someone goes by (PREFERS).

    I'm trans / I'm a trans woman / As a trans woman, I ...      HAS_STATE "trans" / "trans woman"
    I'm bisexual / I came out as gay in college                  HAS_STATE "bisexual" / "gay" (a change)
    I'm Catholic / I'm an atheist / We're Hindu                  HAS_STATE "Catholic" / "atheist" / "Hindu"
    I'm not Catholic / I'm no longer religious                   denied / ended
    My pronouns are they/them / I use she/her pronouns           PREFERS "they/them pronouns"
    Alex's pronouns are they/them / Jordan uses he/him           of "Alex" / "Jordan"

An identity is kept only as the speaker tells it of themself, in the present, "as a ..." or come out as: said of
someone else ("My brother is gay", "Sam is a Buddhist"), asked, or a word of the list used otherwise ("That's so
gay", "Christian rock", "I went straight home") gives nothing. Pronouns are how one asks to be spoken of, so they are
kept for a named person as for the speaker.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.event_words import words
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import DENIAL, Polarity, polarity_of
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.75
# Gender identities and orientations, and faiths (or none), as one says them of oneself.
_IDENTITIES = words(
    """trans transgender nonbinary non-binary genderqueer genderfluid agender cisgender intersex gay lesbian
    bisexual pansexual asexual queer homosexual heterosexual straight"""
)
_FAITHS = words(
    """catholic christian muslim jewish jew hindu buddhist sikh mormon protestant baptist methodist lutheran
    presbyterian evangelical episcopalian quaker jain pagan wiccan atheist agnostic religious"""
)
# Written as names are: "Catholic", "Muslim" (not "religious", "atheist", "agnostic").
_LOWERCASE_FAITHS = words("religious atheist agnostic pagan")
# A person told by one of them: "a trans *woman*", "a gay *man*".
_PEOPLE = words("woman man person guy girl")
_COMING_OUT = Polarity(negated=False, change=True)
# "they/them", "she/her/hers", "he/they": the pronouns one goes by, as written.
_PRONOUNS = r"(?:she|he|they|xe|ze)/(?:her|him|them|they|she|he|xem|zir|hir)(?:/(?:hers|his|theirs|xyrs|zirs))?"
_MINE = re.compile(rf"\b(?:my\s+pronouns\s+are|i\s+(?:use|go\s+by))\s+({_PRONOUNS})(?![\w/])", re.IGNORECASE)
_A_NAMED_PERSONS = re.compile(
    rf"\b([A-Z][a-z]+)(?:['\u2019]s\s+pronouns\s+are|\s+(?:uses|goes\s+by))\s+({_PRONOUNS})(?![\w/])"
)
_CLAUSE_BREAK = re.compile(r"[,;:\u2013\u2014]|\bbut\b", re.IGNORECASE)


def identity_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        if (token.lower_ in _IDENTITIES or token.lower_ in _FAITHS) and not is_question(token.sent):
            found += _identity(token, lowercase_text)
    if "/" in doc.text:  # pronouns are written "they/them"
        for sentence in doc.sents:
            if not is_question(sentence):
                found += _pronouns(sentence.text, sentence.start)
    return found


def _identity(word: Token, lowercase_text: bool) -> list[Candidate]:
    told, said_as = _told(word)
    head = said_as.head
    verb: Token | None = None
    if said_as.dep_ in {"attr", "acomp"} and head.lemma_.lower() == "be":
        verb, polarity = head, polarity_of(context_words(head))
        if not _present(verb, polarity):
            return []
    elif head.lower_ == "as" and said_as.dep_ in {"pobj", "amod", "acomp"}:  # "came out as *gay*": either
        verb, polarity = _said_as(head)
    if verb is None:
        return []
    candidates = candidates_per_subject(
        verb, "HAS_STATE", told, THING, polarity, _CONFIDENCE, lowercase_text, we_is_user=True
    )
    return [candidate for candidate in candidates if candidate.subject == USER]  # told of oneself only


def _told(word: Token) -> tuple[str, Token]:
    """The identity as said, and the word the sentence says it with: "trans *woman*" for a person told by it."""
    spelled = word.lower_ if word.lower_ in _IDENTITIES or word.lower_ in _LOWERCASE_FAITHS else word.text.title()
    person = word.head
    if word.dep_ in {"amod", "compound"} and person.lower_ in _PEOPLE:
        return f"{spelled} {person.lower_}", person
    return spelled, word


def _present(be: Token, polarity: Polarity) -> bool:
    """Told as holding now (or as ended: "I'm no longer religious", "I used to be Mormon")."""
    if polarity.negated and polarity.change:
        return True
    return be.tag_ in {"VBP", "VBZ"} and not any(child.dep_ == "aux" for child in be.children)


def _said_as(preposition: Token) -> tuple[Token | None, Polarity]:
    """ "I came out as gay" (a change), "As a Christian, I try ...": the verb the identity is said on."""
    verb = preposition.head
    if verb.lemma_.lower() == "come" and any(child.lower_ == "out" for child in verb.children):
        return verb, _COMING_OUT
    if preposition.i == preposition.sent.start and verb.pos_ in {"VERB", "AUX"} and preposition.i < verb.i:
        return verb, Polarity()
    return None, Polarity()


def _pronouns(text: str, position: int) -> list[Candidate]:
    """ "My pronouns are they/them", "I use she/her pronouns", "Alex's pronouns are they/them"."""
    found: list[Candidate] = []
    for match in _MINE.finditer(text):
        if not DENIAL.search(_clause_before(text, match.start(1))):
            found.append(_preference(USER, match.group(1), text, position))
    for match in _A_NAMED_PERSONS.finditer(text):
        if match.group(1).lower() != "my" and not DENIAL.search(_clause_before(text, match.start(2))):
            found.append(_preference(match.group(1), match.group(2), text, position))
    return found


def _clause_before(text: str, index: int) -> str:
    """The words of `index`'s clause before it: a denial in a clause of its own ("I'm not sure I said, but my
    pronouns are she/her") denies nothing here."""
    return _CLAUSE_BREAK.split(text[:index])[-1]


def _preference(subject: str, pronouns: str, text: str, position: int) -> Candidate:
    return Candidate("PREFERS", subject, f"{pronouns.lower()} pronouns", THING, Polarity(), _CONFIDENCE, text, position)
