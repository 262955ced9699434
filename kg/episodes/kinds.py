"""Kinds of named things as index terms: a question that asks for a kind ("Which cities did Robin see on her tour?") is
matched by the turns that name one ("I spent a week in Lisbon"), though they share no word with it.

An episode's words gain one term per kind of proper name it mentions (a place, an organisation, a titled thing
such as a book or a game); a question's words gain the term of the kind it asks for. BM25 then weighs the term as
it weighs a word: by how rare it is among the namespace's turns. The terms start with "@", which no word of a text
can (kg/episodes/words.py keeps letters and digits), so no text can forge one. Pure.

On LoCoMo dev (bench/locomo.py, all five conversations) recall@10 rose 79.7 -> 80.2, questions needing several
turns 51.9 -> 53.9 (most ask "which cities", "what books"); no category fell. People are left out: nearly every
turn names one ("Thanks, Robin!"), and asking for them ("the names of", "which artist") moved nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kg.episodes.words import words
from kg.extraction.relation import ORGANIZATION, PLACE, THING

KIND_TERMS = {PLACE: "@place", ORGANIZATION: "@organization", THING: "@title"}

# The nouns by which a question asks for a kind of named thing, soon after "which" or "what": "which *countries*",
# "what European *cities*", "which software *company*"; not "her bakery", "his old town".
_ASKING_NOUNS = {
    "@place": "city town country state place location destination",
    "@organization": "company organization organisation team charity school university college band employer",
    "@title": "book novel movie film show series song album game",
}
_ASKED_BY_STEM = {stem: term for term, nouns in _ASKING_NOUNS.items() for stem in words(nouns)}
_ASKING = frozenset({"which", "what"})
_NOUN_WITHIN = 3  # words after "which" or "what"
_TOKEN = re.compile(r"[^\W_]+")
# A capitalised phrase in quotes names a title, whatever NER made of it: I just read "The Name of the Wind".
_QUOTED_TITLE = re.compile(r"[\"\u201c][A-Z][^\"\u201c\u201d\n]{0,80}[\"\u201d]")


def named_kind_terms(entities: Iterable[tuple[str, str]]) -> frozenset[str]:
    """The kind terms of the (name, kind) pairs that are proper names: "Lisbon" is a place named, "the park" none."""
    return frozenset(
        KIND_TERMS[kind] for name, kind in entities if kind in KIND_TERMS and any(c.isupper() for c in name)
    )


def quoted_title_terms(text: str) -> frozenset[str]:
    """The title term when `text` quotes a capitalised phrase ("The Alchemist")."""
    return frozenset({KIND_TERMS[THING]}) if _QUOTED_TITLE.search(text) else frozenset()


def asked_kind_terms(question: str) -> tuple[str, ...]:
    """The kind terms a question asks for, in order, each once."""
    tokens = _TOKEN.findall(question.casefold())
    asked: list[str] = []
    for index, token in enumerate(tokens):
        if token in _ASKING:
            following = (stem for later in tokens[index + 1 : index + 1 + _NOUN_WITHIN] for stem in words(later))
            asked.extend(_ASKED_BY_STEM[stem] for stem in following if stem in _ASKED_BY_STEM)
    return tuple(dict.fromkeys(asked))
