"""How a flush batch is split into access upserts: by distinct access count, at most MAX_ACCESS_GROUPS each."""

from __future__ import annotations

from kg.store.activation import MAX_ACCESS_GROUPS, access_chunks


def test_a_usual_batch_is_one_upsert() -> None:
    counts = {f"0x{i:x}": 1 + i % 3 for i in range(500)}
    assert access_chunks(counts) == [counts]


def test_many_distinct_counts_are_split_and_every_uid_keeps_its_count() -> None:
    counts = {f"0x{i:x}": i + 1 for i in range(3 * MAX_ACCESS_GROUPS + 1)}
    chunks = access_chunks(counts)
    assert len(chunks) == 4
    assert all(len(set(chunk.values())) <= MAX_ACCESS_GROUPS for chunk in chunks)
    assert {uid: n for chunk in chunks for uid, n in chunk.items()} == counts


def test_nothing_to_apply_is_no_upsert() -> None:
    assert access_chunks({}) == []
