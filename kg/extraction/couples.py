"""Tier 2: a couple told by its two names, the speaker one of them or not: PARTNER_IS.

    Mia and I are dating / Ana and I have been dating since June   PARTNER_IS "Mia" / "Ana"
    Ana and I are married / Ana and I have been together for years  PARTNER_IS "Ana"
    Leo and I started dating / Priya and I got engaged / married    PARTNER_IS "Leo" / "Priya", a change
    Sam and I dated in college / Jo and I were married for years    PARTNER_IS "Sam" / "Jo", ended
    Ana and I aren't dating anymore                                 PARTNER_IS "Ana", ended
    Tom and Lisa are dating                                         PARTNER_IS Tom -> "Lisa"

"I'm dating Leo" and "I'm married to Chris" are the lexicon's (a partner after the verb); here the partner stands
beside the speaker before it. Not a couple asked about ("Are you and Ana dating?"), supposed, planned or to come
("Ana and I might get married", "are getting married in June": a plan, the events' to read), denied without an
ending ("Ana and I aren't dating"), doing something together ("Ana and I went hiking together", "work together",
"are together on this"), dating someone else ("My sister and I are dating twins"), or "we" with no name.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.breakups import clause_subjects, is_person, person_name
from kg.extraction.dependency import context_words
from kg.extraction.happenings import TOLD_CLAUSES, names_a_time, state_now_or_then
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import Effect
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.questions import is_question
from kg.extraction.relation import PERSON, USER

_CONFIDENCE = 0.75
_WEDDED = frozenset({"married", "engaged"})
_COUPLE_WORDS = _WEDDED | {"dating", "dated", "together"}
_STARTING = frozenset({"start", "begin"})
# What may stand on "be" beside "together" for a couple's being together: not "together *on this*".
_TOGETHER_PARTS = frozenset({"nsubj", "aux", "neg", "punct", "cc", "conj", "npadvmod"})


def couple_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for word in doc:
        if word.lower_ not in _COUPLE_WORDS:
            continue
        coupled = _coupled(word)
        if coupled is None:
            continue
        clause, effect = coupled
        if clause.dep_ not in TOLD_CLAUSES or is_question(clause.sent) or asserts_nothing(clause):
            continue
        polarity = polarity_of(context_words(clause), effect)
        if polarity.negated and not polarity.change:
            continue  # "Ana and I aren't dating": denied, no ending told
        found.extend(_couple(clause, polarity))
    return found


def _coupled(word: Token) -> tuple[Token, Effect] | None:
    """(the clause whose subjects are the couple, how its tense bears on the couple now) where `word` says two
    people are a couple: "dating", "dated", "married", "engaged", "together"."""
    lower = word.lower_
    if lower in {"dating", "dated"} and word.pos_ == "VERB":
        if any(child.dep_ in {"dobj", "dative"} for child in word.children):
            return None  # "dating twins": someone else dated
        if word.tag_ == "VBD":
            return word, Effect.ENDED  # "Sam and I dated in college"
        if word.tag_ != "VBG":
            return None
        if word.dep_ == "xcomp" and word.head.lemma_.lower() in _STARTING:
            return word.head, Effect.CHANGE  # "Leo and I started dating"
        return _being(word)
    if lower in _WEDDED and word.tag_ == "VBN":
        passive = next((child for child in word.children if child.dep_ == "auxpass"), None)
        if passive is not None and passive.lemma_ == "get":
            return (word, Effect.CHANGE) if passive.tag_ == "VBD" else None  # "got engaged"; not "are getting married"
        if passive is not None:
            return _being(word)  # "Tom and I are engaged", "have been married for years"
        if word.dep_ == "acomp" and word.head.lemma_ == "be":
            return _being(word.head)  # "Ana and I are married"
        return None
    if lower == "together" and word.dep_ == "advmod" and word.head.lemma_ == "be":
        be = word.head
        plain = all(
            child.dep_ in _TOGETHER_PARTS or child == word or (child.dep_ == "prep" and names_a_time(child))
            for child in be.children
        )
        return _being(be) if plain else None
    return None


def _being(verb: Token) -> tuple[Token, Effect] | None:
    """How a couple's being so is told: now ("are dating", "have been together"), or in the past ("were married")."""
    effect = state_now_or_then(verb)
    return (verb, effect) if effect is not None else None


def _couple(clause: Token, polarity: Polarity) -> list[Candidate]:
    """The couple the clause's two subjects make: the speaker's partner, or two others named."""
    parties = list(clause_subjects(clause))
    if len(parties) != 2 or not all(party.lower_ == "i" or is_person(party) for party in parties):
        return []
    names = [person_name(party) for party in parties if party.lower_ != "i"]
    if len(names) == 1:
        subject, partner = USER, names[0]
    elif len(names) == 2:
        subject, partner = names
    else:
        return []
    sentence = clause.sent
    return [Candidate("PARTNER_IS", subject, partner, PERSON, polarity, _CONFIDENCE, sentence.text, sentence.start)]
