"""The types, statuses and objects' names of the facts extracted from episodes, read with the episodes
(EpisodeStore.get_many_with_statuses): what Recall needs to tell a statement no longer held (kg/recall/outdated.py),
against a real Dgraph."""

from __future__ import annotations

import uuid

import pytest

from kg.store.episodes import EpisodeStore
from kg.store.txn import DgraphStore, Txn
from tests.support.episodes import write_episode


async def _fact(db: DgraphStore, namespace: str, episode: str, status: str, thing: str = "tea") -> None:
    """An edge record extracted from `episode`, as Ingest links one (derived_from), to a node named `thing`."""

    async def work(txn: Txn) -> None:
        record = {"dgraph.type": "Edge", "edge_type": "LIKES", "edge_status": status, "tenant": namespace}
        target = {"dgraph.type": "Node", "name": thing, "tenant": namespace}
        await txn.mutate(set_obj={**record, "derived_from": {"uid": episode}, "edge_to": target}, commit=True)

    await db.write(work)


@pytest.mark.dgraph
async def test_each_episode_comes_with_its_facts_statuses_and_one_without_facts_with_none(db: DgraphStore) -> None:
    namespace = f"statuses-{uuid.uuid4().hex[:8]}"
    retired, mixed, silent = [await write_episode(db, namespace, f"turn {i}") for i in range(3)]
    await _fact(db, namespace, retired, "archived")
    await _fact(db, namespace, retired, "retracted")
    await _fact(db, namespace, mixed, "archived", "coffee")
    await _fact(db, namespace, mixed, "current")

    episodes, statuses = await EpisodeStore(db).get_many_with_statuses([retired, mixed, silent], [namespace])

    assert set(episodes) == {retired, mixed, silent}
    assert episodes[retired].text == "turn 0"
    assert {uid: sorted(found) for uid, found in statuses.items()} == {
        retired: [("LIKES", "archived", "tea"), ("LIKES", "retracted", "tea")],
        mixed: [("LIKES", "archived", "coffee"), ("LIKES", "current", "tea")],
    }


@pytest.mark.dgraph
async def test_another_namespace_s_episode_and_its_facts_are_not_read(db: DgraphStore) -> None:
    mine, theirs = f"statuses-{uuid.uuid4().hex[:8]}", f"statuses-{uuid.uuid4().hex[:8]}"
    own = await write_episode(db, mine, "mine")
    other = await write_episode(db, theirs, "theirs")
    await _fact(db, theirs, other, "archived")

    episodes, statuses = await EpisodeStore(db).get_many_with_statuses([own, other], [mine])

    assert set(episodes) == {own}
    assert statuses == {}
