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
