"""Tier 2: a liking whose object is said in the clause before it, as the thing praised there.

    Jazz is so relaxing - I'm a big fan of it                 LIKES "jazz"
    Those Marvel movies are awesome! I'm totally hooked       LIKES "Marvel movies"
    Podcasts are great, I'm obsessed with them                LIKES "podcasts"
    Sushi is the best. I love it                              LIKES "sushi"

The liking names nothing ("I'm a huge fan", "I'm hooked") or only "it" / "them"; its thing is the subject of the
nearest "X is <praise>" before it, in its own sentence or the one before. Nothing when that subject is a pronoun
("That's amazing - I'm a fan"), someone else's ("Your garden looks amazing, I'm a big fan of it"), or vague, when
the liking is denied, or when it is a question.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of, thing_span, with_conjuncts, without_sentence_case
from kg.extraction.idioms import PRAISE, is_thing
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.65
_STAND_INS = frozenset({"it", "them"})
# Praise beyond idioms' words for titles: what a pastime or a food is called when it is liked.
_PRAISED = PRAISE | frozenset({"relaxing", "addictive", "cool", "delicious", "best", "lovely", "calming", "awesome"})
_SMITTEN = {"hooked": "on", "obsessed": "with", "addicted": "to"}
_LOVING = frozenset({"love", "adore"})


def praised_then_liked_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for sentence in doc.sents:
        if is_question(sentence):
            continue
        for token in sentence:
            liking = _liking(token)
            if liking is None or any(child.dep_ == "neg" for child in liking.children):
                continue
            subjects, _ = subjects_of(liking, lowercase_text, we_is_user=True)
            if [value for value, _ in subjects] != [USER]:
                continue
            for thing in _praised_before(token):
                found.append(
                    Candidate(
                        "LIKES",
                        USER,
                        without_sentence_case(thing, thing_span(thing).text),
                        THING,
                        Polarity(),
                        _CONFIDENCE,
                        sentence.text,
                        sentence.start,
                    )
                )
    return found


def _liking(token: Token) -> Token | None:
    """The word a liking hangs on when it names nothing but "it" or "them": "a fan (of it)", "hooked (on it)",
    "love it"; None for any other word."""
    if token.lower_ in {"fan", "fans"} and token.dep_ == "attr" and token.head.lemma_ == "be":
        kinds = [child for child in token.children if child.dep_ == "compound"]
        return token.head if not kinds and _names_nothing(token, "of") else None
    if token.lower_ in _SMITTEN and token.dep_ in {"acomp", "ROOT"}:
        head = token.head if token.dep_ == "acomp" else token
        return head if _names_nothing(token, _SMITTEN[token.lower_]) else None
    if token.lemma_.lower() in _LOVING and token.pos_ == "VERB":
        objects = [child for child in token.children if child.dep_ == "dobj"]
        return token if len(objects) == 1 and objects[0].lower_ in _STAND_INS else None
    return None


def _names_nothing(word: Token, preposition: str) -> bool:
    """No object after `preposition`, or only "it" / "them"."""
    objects = [
        obj for prep in word.children if prep.dep_ == "prep" for obj in prep.children if obj.dep_ in {"pobj", "pcomp"}
    ]
    if any(prep.dep_ == "prep" and prep.lower_ != preposition for prep in word.children):
        return False
    return all(obj.lower_ in _STAND_INS for obj in objects)


def _praised_before(liking: Token) -> list[Token]:
    """The subjects of the nearest "X is <praise>" before `liking`, in its sentence or the one before."""
    doc, sentence = liking.doc, liking.sent
    start = doc[sentence.start - 1].sent.start if sentence.start > 0 else sentence.start
    for be in reversed([t for t in doc[start : liking.i] if t.lemma_ == "be" and _praising(t)]):
        subjects = [child for child in be.children if child.dep_ == "nsubj"]
        if not subjects:
            return []
        return [thing for thing in with_conjuncts(subjects) if is_thing(thing)]
    return []


def _praising(be: Token) -> bool:
    """ "is *awesome*", "are *so much fun*", "is *the best*": praise as what "be" says, not denied."""
    if any(child.dep_ == "neg" for child in be.children):
        return False
    return any(
        word.lower_ in _PRAISED for child in be.children if child.dep_ in {"acomp", "attr"} for word in child.subtree
    )
