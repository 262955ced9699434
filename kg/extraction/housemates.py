"""Tier 2: the people the speaker lives with, named, are known to them as roommates: KNOWS, qualifier "roommate".

    I share a flat with Marta and Jonas / I live with Leo          KNOWS "Marta", "Jonas" / "Leo" (roommate)
    Priya and I share an apartment near campus                      KNOWS "Priya" (roommate)
    Jonas and Marta are my flatmates                                KNOWS "Jonas", "Marta" (roommate)
    I live with my boyfriend Sam / I live with Marta and her cat    nothing here (a partner's reader) / "Marta" only
    I used to live with Dana / Do you live with Marta? / I lived with Dana   nothing: not now, or asked

Only the speaker's home now, told as so ("I live", "I'm living", "I share"): a past or a wish is no roommate, and
a name is a person's only where one lives with them (the small model tags "Marta" or "Jonas" a place here as often
as a person). A single "X is my roommate" is the role readers' (kg/extraction/kin.py).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import with_conjuncts
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import PERSON, USER

ROOMMATE = "roommate"
_CONFIDENCE = 0.7
_HOMES = frozenset({"flat", "apartment", "house", "place", "room", "dorm", "home", "condo", "studio"})
_HOUSEMATES = frozenset({"roommates", "flatmates", "housemates"})
_NOW = frozenset({"VBP", "VBZ", "VBG"})  # "I live", "she lives", "I'm living"
_NOT_PEOPLE = frozenset({"ORG", "DATE", "TIME", "MONEY", "QUANTITY", "CARDINAL", "ORDINAL", "PERCENT", "EVENT"})


def housemate_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for word in doc:
        if word.pos_ == "VERB" and word.lemma_.lower() in {"live", "share"}:
            names = _lived_with(word)
        elif word.lower_ in _HOUSEMATES and word.dep_ == "attr":
            names = _called_housemates(word)
        else:
            continue
        sentence = word.sent
        found += [
            Candidate("KNOWS", USER, name, PERSON, Polarity(), _CONFIDENCE, sentence.text, sentence.start, ROOMMATE)
            for name in names
        ]
    return found


def _lived_with(verb: Token) -> list[str]:
    """The names the speaker says they live or share a home with now ("I live with *Leo*", "*Priya* and I share
    an apartment")."""
    if verb.tag_ not in _NOW or is_question(verb.sent) or asserts_nothing(verb) or _denied(verb):
        return []
    subjects = [child for child in verb.children if child.dep_ == "nsubj"]
    if [s.lower_ for s in subjects] != ["i"]:
        return []
    together = _named_with_me(verb, subjects[0])
    if verb.lemma_.lower() == "share":
        homes = [c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() in _HOMES]
        if not homes:
            return []
        withs = [c for home in homes for c in (*verb.children, *home.children) if _is_with(c)]
    else:  # "I live with Leo", "I live in Malmö with Leo" (hung on the place)
        places = [o for c in verb.children if c.dep_ == "prep" for o in c.children if o.dep_ == "pobj"]
        withs = [c for c in (*verb.children, *(c for place in places for c in place.children)) if _is_with(c)]
    return together + [name for prep in withs for obj in prep.children if obj.dep_ == "pobj" for name in _names(obj)]


def _named_with_me(verb: Token, me: Token) -> list[str]:
    """ "*Priya* and I share ...": the small model makes the name the head and the verb its conjunct, or "I" a
    conjunct of the name."""
    if verb.dep_ == "conj" and verb.head.pos_ == "PROPN" and verb.head.i < me.i:
        return _names(verb.head)
    # "*Ben* and I share": or the name hung on the verb, "and" between it and "I"
    doc = verb.doc
    hung = [c for c in verb.children if c.dep_ == "npadvmod" and c.i + 2 == me.i and doc[c.i + 1].lower_ == "and"]
    return [name for c in [*hung, *(c for c in me.children if c.dep_ == "conj")] for name in _names(c)]


def _called_housemates(role: Token) -> list[str]:
    """ "*Jonas and Marta* are my flatmates": the subjects of "are", when the role is the speaker's."""
    if [c.lower_ for c in role.children if c.dep_ == "poss"] != ["my"] or is_question(role.sent):
        return []
    verb = role.head
    if verb.lemma_.lower() != "be" or verb.tag_ not in _NOW or _denied(verb) or asserts_nothing(verb):
        return []
    return [name for s in verb.children if s.dep_ == "nsubj" for name in _names(s)]


def _is_with(word: Token) -> bool:
    return word.dep_ == "prep" and word.lower_ == "with"


def _denied(verb: Token) -> bool:
    return any(c.dep_ == "neg" for c in verb.children)


def _names(head: Token) -> list[str]:
    """The proper names `head` and its conjuncts are ("Marta and Jonas"; not "her cat", nor the initials one lives
    with as a condition: "I live with ADHD")."""
    return [_name(word) for word in with_conjuncts([head]) if _is_persons_name(word)]


def _is_persons_name(word: Token) -> bool:
    return word.pos_ == "PROPN" and word.ent_type_ not in _NOT_PEOPLE and word.text[:1].isupper() and not word.is_upper


def _name(word: Token) -> str:
    parts = [c for c in word.lefts if c.dep_ == "compound" and c.pos_ == "PROPN"]
    return " ".join(t.text for t in [*parts, word])
