"""Tier 2: a name someone left, when the sentence alone cannot say what it was: ended only if it was held.

    I left Monzo last week / Ben is leaving Duolingo     Left(USER, "Monzo") / Left("Ben", "Duolingo")
    I resigned from Notion / Ben resigned from Canva     Left(USER, "Notion") / Left("Ben", "Canva")
    I left Paris last week / I'm leaving Sarah           Left(USER, "Paris") / Left(USER, "Sarah"): the same
    Did you leave Monzo? / I might leave Monzo           nothing: asked, or not told as done or under way
    I didn't leave Monzo / I left my keys at home        nothing: denied, or no name left
    I'm no longer with Monzo                              Left(USER, "Monzo")
    Sad news, Miso died on Sunday                         Left(USER, "Miso", kinds=GONE_KINDS): a pet, if one
    We sold the bakery to a young couple                  Left(USER, "bakery", kinds=GONE_KINDS): if one owned

"Left X" ends a job at X, a school or a group, and also tells a trip from a city or a partner gone: the small
model's tag of a name is no help (it tags "Monzo" a person and "Globex" a place), and the lexicon's reading
(kg/extraction/lexicon.py: "left" before an organisation) refuses the names it tags as people or places. Memory
can tell: Ingest ends the subject's job, studies or membership (a pet gone: its owning) at a node of exactly that
name, if one is held (kg/domain/ingest_plan.py), and writes nothing else. A `Left` is no fact, so the labelled
set does not count it.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.breakups import no_longer_with
from kg.extraction.deaths import tells_a_death
from kg.extraction.dependency import subjects_of
from kg.extraction.happenings import clause_head, told_as_happened
from kg.extraction.possessions import sold_the
from kg.extraction.relation import GONE_KINDS, USER, Left, Relation
from kg.extraction.when import time_text_of

_LEAVING = "leave"
_RESIGNING = frozenset({"resign", "retire"})  # ... "from X"
_NAME_TAGS = frozenset({"NNP", "NNPS"})
_NOT_NAMES = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "ORDINAL", "CARDINAL"})


def names_left(doc: Doc, relations: list[Relation]) -> tuple[Left, ...]:
    """Each name left or gone in `doc` whose ends no relation already tells for the same subject."""
    ended = {(r.subject, r.object.casefold(), r.edge_type) for r in relations if r.negated}

    def not_ended_yet(left: Left) -> bool:
        return all((left.subject, left.name.casefold(), kind) not in ended for kind in left.kinds)

    found: list[Left] = []
    for verb in doc:
        place = _name_left(verb)
        if place is None or not told_as_happened(verb, clause_head(verb)):
            continue
        name = _name(place)
        found += [Left(subject, name, time_text_of(verb), verb.sent.text) for subject in _leavers(verb)]
    for verb in doc:  # "Sad news, Miso died on Sunday": the speaker's pet, if Miso is one they have
        gone = next((c for c in verb.children if c.dep_ == "nsubj" and c.tag_ in _NAME_TAGS), None)
        if gone is not None and tells_a_death(verb) and told_as_happened(verb, verb):
            found.append(Left(USER, _name(gone), time_text_of(verb), verb.sent.text, GONE_KINDS))
    for thing in doc:  # "We sold the bakery": the speaker's, if they own a bakery
        if sold_the(thing) and told_as_happened(thing.head, clause_head(thing.head)) and _sold_by_speaker(thing):
            found.append(Left(USER, thing.lower_, time_text_of(thing.head), thing.sent.text, GONE_KINDS))
    for be, party in no_longer_with(doc):  # "I'm no longer with Monzo", where the model tags Monzo a person
        if party.tag_ in _NAME_TAGS:
            found.append(Left(USER, _name(party), None, be.sent.text))
    return tuple(left for left in found if not_ended_yet(left))


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


def _sold_by_speaker(thing: Token) -> bool:
    """ "I" or "we" sold it (a home or a business is often a couple's)."""
    subjects, _ = subjects_of(thing.head, lowercase_text=False, we_is_user=True)
    return any(value == USER for value, _ in subjects)


def _named_person(words: Token | Span) -> bool:
    return all(word.tag_ in _NAME_TAGS for word in ([words] if isinstance(words, Token) else words))
