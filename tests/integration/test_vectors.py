"""VectorWriter against a real Dgraph: vectors follow their records without conflicting with each other."""

from __future__ import annotations

import asyncio
import time
import uuid

import pytest

from kg.model.episodes import minute_keys
from kg.store import vector_reads
from kg.store.name_vectors import NameVectorSource
from kg.store.txn import DgraphStore, Txn
from kg.store.vector_bytes import unpack
from kg.store.vectors import PendingVector, VectorWriter
from tests.support.observer import CountedCalls

DIMENSION = 384


def unit_vector(index: int) -> tuple[float, ...]:
    return tuple(1.0 if i == index % DIMENSION else 0.0 for i in range(DIMENSION))


async def make_nodes(db: DgraphStore, count: int) -> list[str]:
    async def work(txn: Txn) -> list[str]:
        refs = [
            {"uid": f"_:e{i}", "dgraph.type": "Entity", "tenant": "vectors-test", "name": f"thing {i}"}
            for i in range(count)
        ]
        response = await txn.mutate(set_obj=refs)
        return [response.uids[f"e{i}"] for i in range(count)]

    return await db.write(work)


async def stored_vectors(db: DgraphStore, uids: list[str]) -> dict[str, list[float]]:
    found = await db.read(
        "query q($ids: string) { q(func: uid($ids)) { uid tenant name_vector_bytes } }",
        {"$ids": "[" + ", ".join(uids) + "]"},
    )
    return {row["uid"]: unpack(row["name_vector_bytes"]).tolist() for row in found["q"] if "name_vector_bytes" in row}


@pytest.mark.dgraph
async def test_forty_concurrent_callers_get_their_vectors_without_a_conflict(db: DgraphStore) -> None:
    observer = CountedCalls()
    db.observer = observer
    uids = await make_nodes(db, 40)
    writer = VectorWriter(db, max_batch=16)
    await asyncio.gather(
        *(writer.write([PendingVector(uid, "name_vector", unit_vector(i))]) for i, uid in enumerate(uids))
    )
    stored = await stored_vectors(db, uids)
    assert sorted(stored) == sorted(uids)
    for i, uid in enumerate(uids):
        assert stored[uid].index(max(stored[uid])) == i % DIMENSION
    assert observer.conflicts == 0  # one batch at a time: kg's own vector writes never race


@pytest.mark.dgraph
async def test_a_deleted_record_gets_no_vector_and_is_not_recreated(db: DgraphStore) -> None:
    kept, deleted = await make_nodes(db, 2)
    await db.write(lambda txn: txn.mutate(del_obj=[{"uid": deleted}]))
    await VectorWriter(db).write(
        [PendingVector(kept, "name_vector", unit_vector(1)), PendingVector(deleted, "name_vector", unit_vector(2))]
    )
    assert list(await stored_vectors(db, [kept, deleted])) == [kept]
    found = await db.read("query q($id: string) { q(func: uid($id)) { tenant name_vector_bytes } }", {"$id": deleted})
    assert found["q"] == []


@pytest.mark.dgraph
async def test_a_caller_that_gives_up_does_not_stop_the_write(db: DgraphStore) -> None:
    [uid] = await make_nodes(db, 1)
    writer = VectorWriter(db)
    call = asyncio.ensure_future(writer.write([PendingVector(uid, "name_vector", unit_vector(3))]))
    await asyncio.sleep(0)
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call
    deadline = time.monotonic() + 30  # the write goes on in the background: polled for, on a busy machine too
    while not await stored_vectors(db, [uid]):
        assert time.monotonic() < deadline, "the write the caller gave up on did not land within 30 s"
        await asyncio.sleep(0.05)
    assert uid in await stored_vectors(db, [uid])


def test_only_vector_predicates_are_written() -> None:
    with pytest.raises(ValueError, match="not a vector predicate"):
        asyncio.run(VectorWriter(None).write([PendingVector("0x1", "name", (1.0,))]))  # type: ignore[arg-type]


@pytest.mark.dgraph
async def test_a_namespaces_name_vectors_load_in_pages_live_nodes_only_and_refresh_by_minute(
    db: DgraphStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vector_reads, "PAGE", 2)
    mine, theirs = f"names-{uuid.uuid4().hex[:8]}", f"names-{uuid.uuid4().hex[:8]}"

    async def work(txn: Txn) -> dict[str, str]:
        nodes = [
            {"uid": f"_:{key}", "dgraph.type": "Entity", "tenant": ns, "name": key, "node_status": status}
            for key, ns, status in [
                *((f"n{i}", mine, "active") for i in range(5)),
                ("gone", mine, "retracted"),
                ("other", theirs, "active"),
            ]
        ]
        return dict((await txn.mutate(set_obj=nodes)).uids)

    uids = await db.write(work)
    await VectorWriter(db).write(
        [
            PendingVector(uid, "name_vector", unit_vector(i), mine if key != "other" else theirs)
            for i, (key, uid) in enumerate(sorted(uids.items()))
        ]
    )
    source = NameVectorSource(db)
    loaded = {v.uid for v in await source.vectors_of(mine)}
    assert loaded == {uids[f"n{i}"] for i in range(5)}  # five in three pages; not the retracted, not another's
    recent = await source.uids_in_minutes(minute_keys(mine, time.time() - 120, time.time()))
    assert set(recent) >= loaded | {uids["gone"]}  # written now: a refresh's candidates
    assert all(recent[uid] for uid in loaded)  # each with the time its vector was written: its version
    assert {v.uid for v in await source.vectors_by_uid(list(recent), mine)} == loaded


@pytest.mark.dgraph
async def test_a_value_that_is_not_a_vector_is_left_out_and_the_rest_of_the_namespace_loads(db: DgraphStore) -> None:
    namespace = f"names-{uuid.uuid4().hex[:8]}"

    async def work(txn: Txn) -> dict[str, str]:
        nodes = [
            {"uid": f"_:{key}", "dgraph.type": "Entity", "tenant": namespace, "name": key, "node_status": "active"}
            for key in ("good", "bad")
        ]
        return dict((await txn.mutate(set_obj=nodes)).uids)

    uids = await db.write(work)
    await VectorWriter(db).write([PendingVector(uids["good"], "name_vector", unit_vector(5), namespace)])
    await db.write(lambda txn: txn.mutate(set_obj={"uid": uids["bad"], "name_vector_bytes": "[0.1, 0.2]"}))
    found = await db.read(
        "query q($id: string) { q(func: uid($id)) { name_vector name_vector_bytes } }", {"$id": uids["good"]}
    )
    assert list(found["q"][0]) == ["name_vector_bytes"]  # as bytes (no JSON text): 2,048 characters at 384
    assert len(found["q"][0]["name_vector_bytes"]) == 2048
    [loaded] = await NameVectorSource(db).vectors_of(namespace)
    assert loaded.uid == uids["good"] and list(loaded.vector) == list(unit_vector(5))
    assert [v.uid for v in await NameVectorSource(db).vectors_by_uid(list(uids.values()), namespace)] == [uids["good"]]


@pytest.mark.dgraph
async def test_a_fill_sets_a_vector_only_where_the_record_has_none(db: DgraphStore) -> None:
    """What `kg embed-names` writes: a vector written since the job read the node (a rename) is not overwritten."""
    with_one, without = await make_nodes(db, 2)
    writer = VectorWriter(db)
    await writer.write([PendingVector(with_one, "name_vector", unit_vector(1))])
    await writer.write([PendingVector(uid, "name_vector", unit_vector(2), fill=True) for uid in (with_one, without)])
    stored = await stored_vectors(db, [with_one, without])
    assert stored[with_one].index(1.0) == 1  # kept
    assert stored[without].index(1.0) == 2  # filled


@pytest.mark.dgraph
async def test_the_nodes_missing_a_name_vector_are_listed_by_namespace_for_all_or_among_some_uids(
    db: DgraphStore,
) -> None:
    tag = uuid.uuid4().hex[:8]
    namespaces = [f"missing-{tag}-a", f"missing-{tag}-b"]

    async def work(txn: Txn) -> list[str]:
        rows = [
            {"uid": f"_:n{i}", "dgraph.type": "Entity", "tenant": ns, "node_status": status, "name": f"n{i} {tag}"}
            for i, (ns, status) in enumerate(
                [
                    (namespaces[0], "active"),
                    (namespaces[0], "active"),
                    (namespaces[1], "active"),
                    (namespaces[1], "retracted"),
                ]
            )
        ]
        response = await txn.mutate(set_obj=rows)
        return [response.uids[f"n{i}"] for i in range(len(rows))]

    a1, a2, b1, gone = await db.write(work)
    await VectorWriter(db).write([PendingVector(a2, "name_vector", unit_vector(3))])
    source = NameVectorSource(db)

    async def listed(namespace: str) -> set[tuple[str, str]]:
        return {row async for page in source.missing(namespace) for row in page}

    assert await listed(namespaces[0]) == {(a1, namespaces[0])}  # not a2: it has one
    everywhere = await listed("")
    assert {(a1, namespaces[0]), (b1, namespaces[1])} <= everywhere
    assert not {a2, gone} & {uid for uid, _ in everywhere}  # with a vector; not live
    # Of some uids, those still to embed: live, of the namespace, without a vector (what NameEmbedding.fill and the
    # server's background embedding check before each batch).
    assert await source.lacking([a1, a2, b1, gone], namespaces[0]) == [a1]
    assert await source.lacking([a1, a2, b1, gone], namespaces[1]) == [b1]
    assert await source.lacking([], namespaces[0]) == []
