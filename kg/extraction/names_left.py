"""Tier 2: a name someone left, when the sentence alone cannot say what it was: ended only if it was held.

    I left Monzo last week / Ben is leaving Duolingo     Left(USER, "Monzo") / Left("Ben", "Duolingo")
    I resigned from Notion / Ben resigned from Canva     Left(USER, "Notion") / Left("Ben", "Canva")
    I left Paris last week / I'm leaving Sarah           Left(USER, "Paris") / Left(USER, "Sarah"): the same
    Did you leave Monzo? / I might leave Monzo           nothing: asked, or not told as done or under way
    I didn't leave Monzo / I left my keys at home        nothing: denied, or no name left
    I'm no longer with Monzo                              Left(USER, "Monzo")

"Left X" ends a job at X, a school or a group, and also tells a trip from a city or a partner gone: the small
model's tag of a name is no help (it tags "Monzo" a person and "Globex" a place), and the lexicon's reading
(kg/extraction/lexicon.py: "left" before an organisation) refuses the names it tags as people or places. Memory
can tell: Ingest ends the subject's job, studies or membership at a node of exactly that name, if one is held
(kg/domain/ingest_plan.py), and writes nothing else. A `Left` is no fact, so the labelled set does not count it.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.breakups import no_longer_with
from kg.extraction.dependency import subjects_of
from kg.extraction.happenings import clause_head, told_as_happened
from kg.extraction.relation import LEFT_KINDS, USER, Left, Relation
from kg.extraction.when import time_text_of

_LEAVING = "leave"
_RESIGNING = frozenset({"resign", "retire"})  # ... "from X"
_NAME_TAGS = frozenset({"NNP", "NNPS"})
_NOT_NAMES = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "ORDINAL", "CARDINAL"})


def names_left(doc: Doc, relations: list[Relation]) -> tuple[Left, ...]:
    """Each name left in `doc` that no relation already ends for the same subject."""
    ended = {(r.subject, r.object.casefold()) for r in relations if r.negated and r.edge_type in LEFT_KINDS}
    found: list[Left] = []
    for verb in doc:
        place = _name_left(verb)
        if place is None or not told_as_happened(verb, clause_head(verb)):
            continue
        name = _name(place)
        for subject in _leavers(verb):
            if (subject, name.casefold()) not in ended:
                found.append(Left(subject, name, time_text_of(verb), verb.sent.text))
    for be, party in no_longer_with(doc):  # "I'm no longer with Monzo", where the model tags Monzo a person
        name = _name(party)
        if party.tag_ in _NAME_TAGS and (USER, name.casefold()) not in ended:
            found.append(Left(USER, name, None, be.sent.text))
    return tuple(found)


def _name_left(verb: Token) -> Token | None:
    """The proper name `verb` leaves: "left *Monzo*", "resigned from *Notion*"; None for anything else."""
    lemma = verb.lemma_.lower()
    if lemma == _LEAVING:
        named = [c for c in verb.children if c.dep_ == "dobj"]
    elif lemma in _RESIGNING:
        named = [g for c in verb.children if c.dep_ == "prep" and c.lower_ == "from" for g in c.children]
        named = [word for word in named if word.dep_ == "pobj"]
    else:
        return None
    return next((word for word in named if word.tag_ in _NAME_TAGS and word.ent_type_ not in _NOT_NAMES), None)


def _name(word: Token) -> str:
    """The whole name: "Monzo", "Hillcrest High", without an article before it ("the Navy": "Navy")."""
    parts = [w for w in word.subtree if w.dep_ == "compound" or w.i == word.i]
    start = min(w.i for w in parts)
    return word.doc[start : word.i + 1].text


def _leavers(verb: Token) -> list[str]:
    """The speaker ("I") or people named ("Ben", "Ana and Tom"); no one else ("we", "he", "my sister")."""
    subjects, _ = subjects_of(verb, lowercase_text=False)
    return [value for value, words in subjects if value == USER or _named_person(words)]


def _named_person(words: Token | Span) -> bool:
    return all(word.tag_ in _NAME_TAGS for word in ([words] if isinstance(words, Token) else words))
