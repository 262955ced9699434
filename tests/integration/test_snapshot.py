"""DgraphStore.snapshot(): reads inside it, in this task and the tasks it starts, see one snapshot.

The reads here are of scalar values. Dgraph v25.0 serves uid lists (reverse edges, index lookups) to a read at
an earlier timestamp as they are now, commits after that timestamp included (dgraph-io/dgraph#9795, fixed
upstream by #9801): a snapshot is exact for values, and current for uid lists.
"""

from __future__ import annotations

import asyncio
import uuid

from kg.store.txn import DgraphStore

_NAME = "query q($id: string) { q(func: uid($id)) { name } }"


async def _create(db: DgraphStore) -> str:
    resp = await db.client.txn().mutate(
        set_obj={"uid": "_:n", "dgraph.type": "Entity", "name": "first"}, commit_now=True
    )
    return str(resp.uids["n"])


async def _rename(db: DgraphStore, uid: str) -> None:
    await db.client.txn().mutate(set_obj={"uid": uid, "name": f"renamed {uuid.uuid4().hex}"}, commit_now=True)


async def _name(db: DgraphStore, uid: str) -> str:
    return str((await db.read(_NAME, {"$id": uid}))["q"][0]["name"])


async def test_reads_in_a_snapshot_do_not_see_later_writes(db: DgraphStore) -> None:
    uid = await _create(db)
    async with db.snapshot():
        assert await _name(db, uid) == "first"
        await _rename(db, uid)
        assert await _name(db, uid) == "first"  # the rename came after the snapshot's timestamp
        assert await asyncio.gather(_name(db, uid), _name(db, uid)) == ["first", "first"]  # so do tasks inside
    assert (await _name(db, uid)).startswith("renamed")


async def test_a_snapshot_can_begin_with_concurrent_reads(db: DgraphStore) -> None:
    uid = await _create(db)
    async with db.snapshot():
        names = await asyncio.gather(*(_name(db, uid) for _ in range(8)))
        await _rename(db, uid)
        assert names == ["first"] * 8 and await _name(db, uid) == "first"


async def test_a_snapshot_inside_a_snapshot_reads_at_the_outer_ones_time(db: DgraphStore) -> None:
    uid = await _create(db)
    async with db.snapshot():
        assert await _name(db, uid) == "first"
        await _rename(db, uid)
        async with db.snapshot():  # as NodeStore.get_many opens one for its own reads
            assert await _name(db, uid) == "first"
        assert await _name(db, uid) == "first"
