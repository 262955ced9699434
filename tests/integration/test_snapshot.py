"""DgraphStore.snapshot(): reads inside it, in this task and the tasks it starts, see one snapshot."""

from __future__ import annotations

import asyncio
import uuid

from kg.store.txn import DgraphStore

_NAMES = "query q($n: string) { q(func: eq(name_key, $n)) { uid } }"


async def _create(db: DgraphStore, key: str) -> None:
    await db.client.txn().mutate(set_obj={"dgraph.type": "Entity", "name": key, "name_key": [key]}, commit_now=True)


async def _count(db: DgraphStore, key: str) -> int:
    return len((await db.read(_NAMES, {"$n": key})).get("q", []))


async def test_reads_in_a_snapshot_do_not_see_later_writes(db: DgraphStore) -> None:
    key = f"snap {uuid.uuid4().hex}"
    await _create(db, key)
    async with db.snapshot():
        assert await _count(db, key) == 1
        await _create(db, key)
        assert await _count(db, key) == 1  # the second node came after the snapshot's timestamp
        assert await asyncio.gather(_count(db, key), _count(db, key)) == [1, 1]  # so do tasks started inside
    assert await _count(db, key) == 2


async def test_a_snapshot_can_begin_with_concurrent_reads(db: DgraphStore) -> None:
    key = f"snap {uuid.uuid4().hex}"
    await _create(db, key)
    async with db.snapshot():
        counts = await asyncio.gather(*(_count(db, key) for _ in range(8)))
        await _create(db, key)
        assert counts == [1] * 8 and await _count(db, key) == 1


async def test_a_snapshot_inside_a_snapshot_reads_at_the_outer_ones_time(db: DgraphStore) -> None:
    key = f"snap {uuid.uuid4().hex}"
    await _create(db, key)
    async with db.snapshot():
        assert await _count(db, key) == 1
        await _create(db, key)
        async with db.snapshot():  # as NodeStore.get_many opens one for its own reads
            assert await _count(db, key) == 1
        assert await _count(db, key) == 1
