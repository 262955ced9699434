"""Tier 2: a person the speaker knows, and one the speaker is friends with, told without "my friend".

    I've known Sam since kindergarten / I know Priya from work           KNOWS "Sam" / "Priya"
    Jess and I have been best friends for years / Tom and I are friends   FRIEND_OF "Jess" / "Tom"

A person by name only: not a language or a people ("I know Spanish": kg/extraction/lexicon.py), nor what one knows
of someone ("I know Sam is busy": a clause), a question or a denial. The small model may take a name for a place
("I've known *Marcus* for years" as a GPE): a place is known only as people are, for a stretch of years, so with
"have known" it is read as the person.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import with_conjuncts
from kg.extraction.irrealis import said_plainly
from kg.extraction.polarity import Polarity
from kg.extraction.relation import PERSON, USER

_CONFIDENCE = 0.7
_NOT_PEOPLE = frozenset({"LANGUAGE", "NORP", "ORG", "DATE", "TIME", "CARDINAL", "WORK_OF_ART", "PRODUCT", "EVENT"})


def acquaintance_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for token in doc:
        if token.lemma_.lower() == "know" and token.pos_ == "VERB" and _said_of_the_speaker(token):
            found.extend(_candidate("KNOWS", name, token) for name in _known(token))
        elif token.lemma_.lower() == "friend" and token.dep_ == "attr" and token.tag_ == "NNS":
            be = token.head
            if be.lemma_ == "be" and said_plainly(be):
                found.extend(_candidate("FRIEND_OF", name, be) for name in _friends_with_the_speaker(be))
    return found


def _said_of_the_speaker(verb: Token) -> bool:
    return said_plainly(verb) and any(child.dep_ == "nsubj" and child.lower_ == "i" for child in verb.children)


def _known(know: Token) -> list[Token]:
    """The people named as what the speaker knows: "I've known *Sam*", "I know *Priya* and *Dev* from work"."""
    perfect = any(child.dep_ == "aux" and child.lemma_ == "have" for child in know.children)
    objects = [child for child in know.children if child.dep_ == "dobj"]
    return [
        name
        for name in with_conjuncts(objects)
        if name.pos_ == "PROPN"
        and name.ent_type_ not in _NOT_PEOPLE
        and (name.ent_type_ not in {"GPE", "LOC", "FAC"} or perfect)
    ]


def _friends_with_the_speaker(be: Token) -> list[Token]:
    """The others named beside "I" as the subject of "are friends": "*Jess* and I", "I and *Tom*"."""
    # "Tom and I are friends": the small model may hang "Tom" on "are" as a noun of time, before it
    heads = [child for child in be.children if child.dep_ == "nsubj" or (child.dep_ == "npadvmod" and child.i < be.i)]
    subjects = with_conjuncts(heads)
    if not any(subject.lower_ == "i" for subject in subjects):
        return []
    return [s for s in subjects if s.pos_ == "PROPN" and s.ent_type_ not in _NOT_PEOPLE]


def _candidate(edge_type: str, name: Token, anchor: Token) -> Candidate:
    sentence = anchor.sent
    return Candidate(edge_type, USER, _full_name(name), PERSON, Polarity(), _CONFIDENCE, sentence.text, sentence.start)


def _full_name(name: Token) -> str:
    """The name with the names before it: "Maria *Lopez*" is "Maria Lopez"."""
    start = name.i
    for left in reversed(list(name.lefts)):
        if left.dep_ != "compound" or left.pos_ != "PROPN" or left.i != start - 1:
            break
        start = left.i
    return name.doc[start : name.i + 1].text
