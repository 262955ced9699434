"""From raw matches to relations: one place for naming, filtering, the negation policy and de-duplication.

Both tiers emit `Candidate`s holding the text they matched; only here do names get normalised, so tier 1 and
tier 2 agree on "NYC" -> "New York City" and on what counts as a duplicate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from kg.extraction.lexicon import ROLE_NOUNS, VAGUE_OBJECTS
from kg.extraction.names import AliasTable, name_key, normalise_name
from kg.extraction.phrases import is_noun_phrase
from kg.extraction.polarity import Polarity, apply_policy
from kg.extraction.relation import PERSON, USER, Entity, Relation

# LIKES and DISLIKES of one pair are one question ("how does X feel about Y"), so tiers must not disagree.
_SAME_QUESTION = {"DISLIKES": "LIKES"}


@dataclass(frozen=True)
class Candidate:
    edge_type: str
    subject: str  # USER or the name as written
    object: str  # as written
    kind: str
    polarity: Polarity
    confidence: float
    span: str
    position: int  # index of the first token of the span, to keep results in reading order
    qualifier: str | None = None
    time_text: str | None = None
    with_whom: tuple[str, ...] = ()


def finish(candidates: Iterable[Candidate], aliases: AliasTable) -> list[Relation]:
    """Normalises names, applies the negation policy, drops unusable and repeated relations."""
    best: dict[tuple[str, str, str, bool], tuple[int, Relation]] = {}
    for candidate in candidates:
        relation = _to_relation(candidate, aliases)
        if relation is None:
            continue
        key = (
            relation.edge_type,
            _key(relation.subject, aliases),
            name_key(relation.object, aliases=aliases),
            relation.negated,
        )
        held = best.get(key)
        if held is None or relation.confidence > held[1].confidence:
            best[key] = (candidate.position, relation)
    return [relation for _, relation in sorted(best.values(), key=lambda item: item[0])]


def merge(preferred: list[Relation], fallback: list[Relation], aliases: AliasTable) -> list[Relation]:
    """`preferred` plus each `fallback` relation that answers a question `preferred` does not.

    Two relations answer the same question when they share an edge type (LIKES and DISLIKES counting as one)
    and a subject, and one object contains the other ("Acme" and "Acme Corp"); the preferred one wins.
    """
    merged = list(preferred)
    for candidate in fallback:
        same = [index for index in range(len(preferred)) if _same_question(candidate, merged[index], aliases)]
        if not same:
            merged.append(candidate)
        for index in same:  # keep the preferred answer, but not at the cost of a detail only the fallback saw
            held = merged[index]
            merged[index] = replace(
                held,
                qualifier=held.qualifier or candidate.qualifier,
                time_text=held.time_text or candidate.time_text,
                with_whom=held.with_whom or candidate.with_whom,
            )
    return merged


def entities_of(relations: Iterable[Relation], named: Iterable[Entity], aliases: AliasTable) -> list[Entity]:
    """Relation ends first (their kind comes from the rule that found them), then other named entities."""
    seen: set[str] = set()
    entities: list[Entity] = []
    ends = []
    for relation in relations:
        if relation.subject != USER:
            ends.append(Entity(relation.subject, PERSON))
        ends.append(Entity(relation.object, relation.object_kind))
    normalised = (Entity(normalise_name(entity.name, entity.kind, aliases=aliases), entity.kind) for entity in named)
    for entity in (*ends, *normalised):
        key = name_key(entity.name, aliases=aliases)
        if key and key not in seen:
            seen.add(key)
            entities.append(entity)
    return entities


def _to_relation(candidate: Candidate, aliases: AliasTable) -> Relation | None:
    subject = candidate.subject
    if subject != USER:
        subject = normalise_name(subject, PERSON, aliases=aliases)
    obj = normalise_name(candidate.object, candidate.kind, aliases=aliases)
    object_key = name_key(obj, aliases=aliases)
    # "I love my wife" names no one: the role noun is not a name.
    if not subject or not object_key or object_key in VAGUE_OBJECTS or not is_noun_phrase(obj):
        return None
    if object_key in ROLE_NOUNS and candidate.edge_type != "HAS_ROLE":  # "I'm a manager" is a job, not a person
        return None
    if _vague_then_name(obj):
        return None
    if subject != USER and name_key(subject, aliases=aliases) == object_key:
        return None
    edge_type, polarity = apply_policy(candidate.edge_type, candidate.polarity)
    return Relation(
        edge_type=edge_type,
        subject=subject,
        object=obj,
        object_kind=candidate.kind,
        negated=polarity.negated,
        change=polarity.change,
        confidence=round(candidate.confidence, 2),
        span=candidate.span,
        qualifier=candidate.qualifier,
        time_text=candidate.time_text,
        with_whom=candidate.with_whom,
    )


def _vague_then_name(obj: str) -> bool:
    """ "I love the thought Nate": a vague noun and then one capitalised word is the listener addressed without a
    comma, not a thing called "thought Nate" ("the band Queen" is not vague, so it stays)."""
    words = obj.split()
    return len(words) == 2 and words[0].islower() and words[0] in VAGUE_OBJECTS and words[1][:1].isupper()


def _key(subject: str, aliases: AliasTable) -> str:
    return subject if subject == USER else name_key(subject, aliases=aliases)


def _same_question(a: Relation, b: Relation, aliases: AliasTable) -> bool:
    if _SAME_QUESTION.get(a.edge_type, a.edge_type) != _SAME_QUESTION.get(b.edge_type, b.edge_type):
        return False
    if _key(a.subject, aliases) != _key(b.subject, aliases):
        return False
    a_words = name_key(a.object, aliases=aliases).split()
    b_words = name_key(b.object, aliases=aliases).split()
    shorter, longer = sorted((a_words, b_words), key=len)
    return any(longer[i : i + len(shorter)] == shorter for i in range(len(longer) - len(shorter) + 1))
