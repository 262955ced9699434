"""Episode vectors in Dgraph as the in-process index reads them: stored with the episode, loaded per namespace,
recent writes found by minute key, retracted episodes left out; two indexes stand for two kg replicas."""

from __future__ import annotations

import math
import uuid

import pytest

from kg.recall.vector_index import EpisodeVectorIndex
from kg.store import vector_reads
from kg.store.episodes import EpisodeStore
from kg.store.txn import DgraphStore, Txn
from kg.store.vectors import PendingVector, VectorWriter
from tests.support.episodes import SAID
from tests.support.episodes import write_episode as write_turn

DIMENSION = 384


def unit_vector(index: int) -> tuple[float, ...]:
    return tuple(1.0 if i == index else 0.0 for i in range(DIMENSION))


async def write_episode(db: DgraphStore, namespace: str, index: int, with_vector: bool = True) -> str:
    vector = unit_vector(index) if with_vector else ()
    return await write_turn(db, namespace, f"turn {index}", words=frozenset({"turn"}), vector=vector)


@pytest.mark.dgraph
async def test_a_namespace_loads_in_pages_with_nothing_of_another(
    db: DgraphStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vector_reads, "PAGE", 2)
    mine, theirs = f"vec-{uuid.uuid4().hex[:8]}", f"vec-{uuid.uuid4().hex[:8]}"
    uids = [await write_episode(db, mine, i) for i in range(5)]
    await write_episode(db, mine, 6, with_vector=False)  # said while kg ran without a model: found by words only
    await write_episode(db, theirs, 0)
    loaded = await EpisodeStore(db).vectors_of(mine)
    assert sorted(e.uid for e in loaded) == sorted(uids)
    by_uid = {e.uid: e for e in loaded}
    assert all(math.isclose(by_uid[u].vector[i], 1.0, rel_tol=1e-6) for i, u in enumerate(uids))
    assert by_uid[uids[0]].said_at == SAID


@pytest.mark.dgraph
async def test_a_replica_finds_another_s_new_episode_and_drops_retracted_ones(db: DgraphStore) -> None:
    namespace = f"vec-{uuid.uuid4().hex[:8]}"
    store = EpisodeStore(db)
    first = await write_episode(db, namespace, 1)
    other = EpisodeVectorIndex(store, refresh_seconds=0.0)  # the replica that did not write
    assert [u for u, _ in await other.nearest(unit_vector(1), [namespace], 5, None)] == [first]
    second = await write_episode(db, namespace, 2)  # written by "this" replica, after the other loaded
    found = await other.nearest(unit_vector(2), [namespace], 1, None)
    assert [u for u, _ in found] == [second] and math.isclose(found[0][1], 1.0, rel_tol=1e-5)

    async def retract(txn: Txn) -> None:
        await store.retract_in(txn, [second])
        await txn.commit()

    await db.write(retract)
    assert second not in {e.uid for e in await store.vectors_by_uid([first, second], namespace)}
    assert second not in {u for u, _ in await EpisodeVectorIndex(store).nearest(unit_vector(2), [namespace], 5, None)}


@pytest.mark.dgraph
async def test_the_index_searches_among_one_speaker_s_turns_loaded_or_refreshed(db: DgraphStore) -> None:
    namespace = f"vec-{uuid.uuid4().hex[:8]}"
    store = EpisodeStore(db)
    first, second = await write_episode(db, namespace, 1), await write_episode(db, namespace, 2)
    speaker_of = {e.uid: e.speaker_uid for e in await store.vectors_of(namespace)}
    assert speaker_of[first] and speaker_of[second] and speaker_of[first] != speaker_of[second]  # one each
    index = EpisodeVectorIndex(store, refresh_seconds=0.0)
    near_first = unit_vector(1)
    assert [u for u, _ in await index.nearest(near_first, [namespace], 5, None, {speaker_of[second]})] == [second]
    third = await write_episode(db, namespace, 3)  # found by the refresh, with its speaker
    [refreshed] = await store.vectors_by_uid([third], namespace)
    found = await index.nearest(near_first, [namespace], 5, None, {refreshed.speaker_uid})
    assert [u for u, _ in found] == [third]


@pytest.mark.dgraph
async def test_an_episode_is_found_by_its_sentences_vectors_loaded_or_refreshed(db: DgraphStore) -> None:
    namespace = f"vec-{uuid.uuid4().hex[:8]}"
    store = EpisodeStore(db)
    plain = await write_episode(db, namespace, 1)
    index = EpisodeVectorIndex(store, refresh_seconds=0.0)
    assert [u for u, _ in await index.nearest(unit_vector(1), [namespace], 5, None)] == [plain]  # loaded
    several = await write_turn(  # its turn's vector is far from both questions below; its sentences are not
        db,
        namespace,
        "Sure. I'm heading to judo!",
        vector=unit_vector(5),
        sentence_vectors=[unit_vector(6), unit_vector(7)],
    )
    [read] = await store.vectors_by_uid([several], namespace)
    assert [list(v).index(1.0) for v in (read.vector, *read.more)] == [5, 6, 7]
    found = await index.nearest(unit_vector(7), [namespace], 5, None)  # by the refresh
    assert found[0][0] == several and math.isclose(found[0][1], 1.0, rel_tol=1e-5)
    assert [u for u, _ in found].count(several) == 1
    loaded = EpisodeVectorIndex(store)  # a process that loads the namespace afresh
    assert [u for u, _ in await loaded.nearest(unit_vector(6), [namespace], 1, None)] == [several]


@pytest.mark.dgraph
async def test_an_episode_written_without_a_vector_is_listed_then_filled_and_a_loaded_replica_finds_it(
    db: DgraphStore,
) -> None:
    """What `kg embed-episodes` reads and writes: the live episodes without a vector, by namespace or for all; a
    fill keeps a vector written meanwhile and gives none to a retracted episode; a replica that loaded the
    namespace before finds the filled one through its minute key, by its sentences' rows too."""
    namespace = f"vec-{uuid.uuid4().hex[:8]}"
    store = EpisodeStore(db)
    with_one = await write_episode(db, namespace, 1)
    without = await write_episode(db, namespace, 2, with_vector=False)
    gone = await write_episode(db, namespace, 3, with_vector=False)

    async def retract(txn: Txn) -> None:
        await store.retract_in(txn, [gone])
        await txn.commit()

    await db.write(retract)
    replica = EpisodeVectorIndex(store, refresh_seconds=0.0)
    assert [u for u, _ in await replica.nearest(unit_vector(2), [namespace], 5, None)] == [with_one]  # loaded

    async def listed(scope: str) -> set[tuple[str, str]]:
        return {row async for page in store.missing_vectors(scope) for row in page}

    assert await listed(namespace) == {(without, namespace)}
    everywhere = await listed("")
    assert (without, namespace) in everywhere and not {with_one, gone} & {uid for uid, _ in everywhere}

    fills = [
        PendingVector(uid, "episode_vector", unit_vector(2), namespace, fill=True, more=(unit_vector(4),))
        for uid in (with_one, without, gone)
    ]
    await VectorWriter(db).write(fills)
    stored = {e.uid: e for e in await store.vectors_by_uid([with_one, without, gone], namespace)}
    assert stored.keys() == {with_one, without}  # the retracted one got none
    assert math.isclose(stored[with_one].vector[1], 1.0, rel_tol=1e-6) and len(stored[with_one].more) == 0  # kept
    assert math.isclose(stored[without].vector[2], 1.0, rel_tol=1e-6)
    assert [math.isclose(row[4], 1.0, rel_tol=1e-6) for row in stored[without].more] == [True]
    assert await listed(namespace) == set()
    found = await replica.nearest(unit_vector(4), [namespace], 1, None)  # by its sentence's row
    assert [u for u, _ in found] == [without]
