"""Which node survives when schema version 5 merges same-name people (kg/store/merge_people.py)."""

from __future__ import annotations

from kg.store.merge_people import survivors


def person(uid: str, name: str, tenant: str = "t", kind: str = "Entity") -> dict[str, object]:
    return {"uid": uid, "name": name, "tenant": tenant, "dgraph.type": [kind]}


def test_the_speaker_survives_and_takes_the_mentions() -> None:
    assert survivors([person("0x1", "jon"), person("0x2", "Jon", kind="User")]) == {"0x2": ["0x1"]}


def test_without_a_speaker_the_oldest_survives() -> None:
    assert survivors([person("0xa", "Gina"), person("0x9", "GINA"), person("0x10", "gina")]) == {"0x9": ["0xa", "0x10"]}


def test_names_in_other_namespaces_are_other_people() -> None:
    assert survivors([person("0x1", "Jon", "a"), person("0x2", "Jon", "b")]) == {}


def test_different_names_are_left_alone() -> None:
    assert survivors([person("0x1", "Jon"), person("0x2", "Jonas")]) == {}
