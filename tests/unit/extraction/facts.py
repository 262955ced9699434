"""Reading an extraction in tests: its facts as triples, or the one fact of a type."""

from __future__ import annotations

from kg.extraction import Extraction, Relation


def facts(extraction: Extraction) -> set[tuple[str, str, str]]:
    return {(relation.edge_type, relation.subject, relation.object) for relation in extraction.relations}


def only(extraction: Extraction, edge_type: str) -> Relation:
    found = [relation for relation in extraction.relations if relation.edge_type == edge_type]
    assert len(found) == 1, extraction.relations
    return found[0]


def named_facts(extraction: Extraction) -> set[tuple[str, str, str]]:
    """`facts` but for relatives named only by their role ("my mom": FAMILY_MEMBER, unnamed), which tests of
    other patterns, whose sentences mention one in passing, leave to test_extraction_relatives."""
    return {(r.edge_type, r.subject, r.object) for r in extraction.relations if not r.unnamed}


def of_type(extraction: Extraction, edge_type: str) -> set[tuple[str, str, bool, bool]]:
    """The facts of one type as (subject, object, negated, change)."""
    return {(r.subject, r.object, r.negated, r.change) for r in extraction.relations if r.edge_type == edge_type}


def timed_events(extraction: Extraction) -> set[tuple[str, str, str, str | None]]:
    """The events done, attended or planned as (type, subject, object, time as said)."""
    return {
        (r.edge_type, r.subject, r.object, r.time_text)
        for r in extraction.relations
        if r.edge_type in {"DID", "ATTENDED", "PLANS"}
    }
