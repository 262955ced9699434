"""Tier 2: likings said with a noun rather than a verb (LIKES), and interests taken up (HAS_INTEREST).

    I've always had a love for horses / my love of jazz            LIKES "horses" / "jazz"
    Blue is my favorite / hiking is my favourite thing to do      LIKES "Blue" / "hiking"
    a shelf of my favorite fantasy novels                          LIKES "fantasy novels"
    I've gotten into gardening                                     HAS_INTEREST "gardening", changed

"My favourite food is sushi" is tier 1's (`rules`, with the category as qualifier). The thing liked must be a
noun phrase; "it's my favorite" and "that's my fave" name nothing on their own, nor does a bare category
("my favorite *band*" says which band only in the conversation).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of, thing_span, with_conjuncts
from kg.extraction.event_words import VAGUE_EVENT_OBJECTS
from kg.extraction.lexicon import NEGATORS
from kg.extraction.phrases import is_lowercase_text
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

_FAVOURITES = frozenset({"favorite", "favourite", "fave", "fav"})
# Nouns a favourite may stand on without naming a category: "my favorite *thing*", "my fave *one*".
_PLACEHOLDERS = frozenset({"thing", "things", "one", "activity", "hobby", "pastime"})
_THING_POS = frozenset({"NOUN", "PROPN"})
# What one gets into without taking it up: "got into *trouble*", "got into *college*".
_NOT_INTERESTS = frozenset({"trouble", "debt", "mischief", "college", "school", "university", "character", "shape",
                            "touch", "position", "bed", "town"})
_CONFIDENCE = 0.75


def fondness_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        if token.lemma_.lower() == "love" and token.pos_ == "NOUN":
            found.extend(_love_for(token, lowercase_text))
        elif token.lower_ in _FAVOURITES:
            found.extend(_is_favourite(token) or _favourite_kind(token))
        elif token.lemma_.lower() == "get" and token.pos_ == "VERB":
            found.extend(_got_into(token, lowercase_text))
    return found


def _got_into(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """"I've gotten into gardening": a new interest, named without an article ("got into *an accident*" is none)."""
    topics = [obj for prep in verb.children if prep.dep_ == "prep" and prep.lower_ == "into"
              for obj in prep.children if obj.dep_ == "pobj" and obj.pos_ == "NOUN"]
    topics = [obj for obj in topics if not any(child.dep_ in {"det", "poss"} for child in obj.children)
              and obj.lemma_.lower() not in VAGUE_EVENT_OBJECTS | _NOT_INTERESTS]
    if not topics or any(child.dep_ == "neg" for child in verb.children):
        return []
    values, _ = subjects_of(verb, lowercase_text)
    return [Candidate("HAS_INTEREST", value, thing_span(obj).text, THING, Polarity(change=True), _CONFIDENCE,
                      verb.sent.text, verb.sent.start) for obj in with_conjuncts(topics) for value, _ in values]


def _love_for(love: Token, lowercase_text: bool) -> list[Candidate]:
    """"a love for horses" had by the speaker or a named person, or "my love of jazz"."""
    objects = [obj for prep in love.children if prep.dep_ == "prep" and prep.lower_ in {"for", "of"}
               for obj in prep.children if obj.dep_ == "pobj" and obj.pos_ in _THING_POS]
    if not objects:
        return []
    if any(child.dep_ == "poss" and child.lower_ == "my" for child in love.children):
        subjects = [USER]
    elif love.dep_ == "dobj" and love.head.lemma_.lower() in {"have", "develop", "share"}:
        values, chain = subjects_of(love.head, lowercase_text)
        if any(child.dep_ == "neg" or child.lower_ in NEGATORS for link in chain for child in link.children):
            return []
        subjects = [value for value, _ in values]
    else:
        return []
    return [Candidate("LIKES", subject, thing_span(obj).text, THING, Polarity(), _CONFIDENCE, love.sent.text,
                      love.sent.start) for obj in with_conjuncts(objects) for subject in subjects]


def _is_favourite(word: Token) -> list[Candidate]:
    """"X is my favorite (thing)": the favourite, or the placeholder it stands on, is the attribute of "be"."""
    noun = word.head if word.dep_ == "amod" and word.head.pos_ == "NOUN" else word
    owner = any(child.dep_ == "poss" and child.lower_ == "my" for child in noun.children)
    be = noun.head
    if not owner or noun.dep_ != "attr" or be.lemma_ != "be" or any(child.dep_ == "neg" for child in be.children):
        return []
    subject = next((child for child in be.children if child.dep_ == "nsubj"), None)
    if subject is None or subject.pos_ not in _THING_POS:
        return []
    return [Candidate("LIKES", USER, thing_span(part).text, THING, Polarity(), _CONFIDENCE, be.sent.text,
                      be.sent.start) for part in with_conjuncts([subject])]


def _favourite_kind(word: Token) -> list[Candidate]:
    """"my favorite fantasy novels": a kind of thing liked, named by more than its category noun."""
    noun = word.head
    if word.dep_ != "amod" or noun.pos_ != "NOUN" or noun.lower_ in _PLACEHOLDERS:
        return []
    if not any(child.dep_ == "poss" and child.lower_ == "my" for child in noun.children):
        return []
    if noun.dep_ == "nsubj" and noun.head.lemma_ == "be":
        return []  # "my favorite food is sushi": tier 1 reads the category
    kind = noun.doc[word.i + 1 : noun.i + 1]
    if len(kind) < 2 or any(token.dep_ not in {"compound", "amod"} for token in kind[:-1]):
        return []
    return [Candidate("LIKES", USER, kind.text, THING, Polarity(), _CONFIDENCE, noun.sent.text, noun.sent.start)]
