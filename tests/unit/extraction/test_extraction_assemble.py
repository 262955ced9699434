"""Turning candidates into relations: normalisation, filtering, de-duplication and merging the tiers."""

from __future__ import annotations

from dataclasses import replace

from kg.extraction import DEFAULT_ALIASES, ORGANIZATION, PERSON, THING, USER, Relation
from kg.extraction.assemble import Candidate, finish, merge
from kg.extraction.polarity import Polarity


def candidate(
    edge_type: str,
    obj: str,
    *,
    subject: str = USER,
    kind: str = THING,
    confidence: float = 0.8,
    negated: bool = False,
    qualifier: str | None = None,
) -> Candidate:
    return Candidate(edge_type, subject, obj, kind, Polarity(negated=negated), confidence, f"... {obj}", 0, qualifier)


def relation(edge_type: str, obj: str, *, qualifier: str | None = None) -> Relation:
    return Relation(edge_type, USER, obj, THING, False, False, 0.8, obj, qualifier)


def test_finish_normalises_names_and_applies_the_negation_policy() -> None:
    [result] = finish([candidate("LIKES", "the coffee", negated=True)], DEFAULT_ALIASES)
    assert (result.edge_type, result.object, result.negated) == ("DISLIKES", "coffee", False)
    [person] = finish([candidate("HAS_MANAGER", "BOB", kind=PERSON)], DEFAULT_ALIASES)
    assert person.object == "Bob"


def test_finish_drops_vague_objects_role_nouns_and_self_relations() -> None:
    dropped = [
        candidate("LIKES", "it"),
        candidate("LIKES", "you"),
        candidate("LIKES", "wife"),
        candidate("FRIEND_OF", "Alice", subject="alice", kind=PERSON),
        candidate("LIKES", "  "),
    ]
    assert finish(dropped, DEFAULT_ALIASES) == []


def test_finish_keeps_the_most_confident_of_duplicate_relations() -> None:
    results = finish(
        [
            candidate("WORKS_AT", "Acme", kind=ORGANIZATION, confidence=0.6),
            candidate("WORKS_AT", "acme", kind=ORGANIZATION, confidence=0.9),
        ],
        DEFAULT_ALIASES,
    )
    assert [(r.object, r.confidence) for r in results] == [("Acme", 0.9)]


def test_finish_keeps_what_either_reader_of_one_relation_told() -> None:
    """ "Our son was born last week": one reader sees the birth (new, when), another only the son; "we went hiking in
    Colorado" may be read twice, once with the place. The relation kept holds all of it, whichever is kept."""
    plain = candidate("DID", "hiking", kind="Event", confidence=0.9)
    told = replace(candidate("DID", "hiking", kind="Event", confidence=0.6), time_text="last week", where="in Colorado")
    told = replace(told, polarity=Polarity(change=True))
    for order in ([plain, told], [told, plain]):
        [kept] = finish(order, DEFAULT_ALIASES)
        assert (kept.confidence, kept.change, kept.time_text, kept.where) == (0.9, True, "last week", "in Colorado")


def test_merge_prefers_the_first_tier_for_the_same_question() -> None:
    preferred = [relation("WORKS_AT", "Acme Corp")]
    assert merge(preferred, [relation("WORKS_AT", "Acme")], DEFAULT_ALIASES) == preferred


def test_merge_treats_likes_and_dislikes_of_one_thing_as_one_question() -> None:
    preferred = [relation("DISLIKES", "coffee")]
    assert merge(preferred, [relation("LIKES", "coffee")], DEFAULT_ALIASES) == preferred


def test_merge_adds_what_only_the_fallback_found() -> None:
    merged = merge([relation("LIKES", "tea")], [relation("LIKES", "coffee")], DEFAULT_ALIASES)
    assert [r.object for r in merged] == ["tea", "coffee"]


def test_merge_fills_a_missing_qualifier_from_the_fallback() -> None:
    merged = merge([relation("PREFERS", "tea")], [relation("PREFERS", "tea", qualifier="coffee")], DEFAULT_ALIASES)
    assert [(r.object, r.qualifier) for r in merged] == [("tea", "coffee")]
