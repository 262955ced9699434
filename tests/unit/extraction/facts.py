"""Reading an extraction in tests: its facts as triples, or the one fact of a type."""

from __future__ import annotations

from kg.extraction import Extraction, Relation


def facts(extraction: Extraction) -> set[tuple[str, str, str]]:
    return {(relation.edge_type, relation.subject, relation.object) for relation in extraction.relations}


def only(extraction: Extraction, edge_type: str) -> Relation:
    found = [relation for relation in extraction.relations if relation.edge_type == edge_type]
    assert len(found) == 1, extraction.relations
    return found[0]
