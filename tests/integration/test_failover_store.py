"""The store over two alphas, one of them gone (nothing listens on its port): reads, snapshots and writes that
start on it end on the live alpha, and the dead one cools down."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, MutableSequence
from typing import Any, TypeVar

import pytest

from kg.dgraph import DgraphLauncher
from kg.store.alphas import AlphaHealth, AlphaPool, AlphaStub
from kg.store.txn import DgraphStore, Txn
from tests.support.processes import free_port

T = TypeVar("T")


class FirstReady(random.Random):
    """Always the first alpha of those ready: the dead one, as long as it is not cooling down."""

    def choice(self, seq: MutableSequence[T]) -> T:  # type: ignore[override]
        return seq[0]


@pytest.fixture
async def store(dgraph: DgraphLauncher) -> AsyncIterator[tuple[DgraphStore, AlphaHealth, str]]:
    dead = f"127.0.0.1:{free_port()}"
    health = AlphaHealth([dead, dgraph.alpha_addr], rng=FirstReady())
    pool = AlphaPool([AlphaStub(addr, health) for addr in health.addresses], health)
    yield DgraphStore(pool, default_timeout=10), health, dead
    await pool.close()


async def test_a_read_that_meets_a_dead_alpha_is_answered_by_the_live_one(
    store: tuple[DgraphStore, AlphaHealth, str],
) -> None:
    db, health, dead = store
    assert await db.read("{ q(func: uid(0x1)) { uid } }") == {"q": [{"uid": "0x1"}]}
    assert health.is_cooling(dead)


async def test_a_snapshot_whose_alpha_is_dead_moves_to_the_live_one(
    store: tuple[DgraphStore, AlphaHealth, str],
) -> None:
    db, health, dead = store
    async with db.snapshot():
        assert await db.read("{ q(func: uid(0x1)) { uid } }") == {"q": [{"uid": "0x1"}]}
        assert await db.read("{ q(func: uid(0x2)) { uid } }") == {"q": [{"uid": "0x2"}]}
    assert health.is_cooling(dead)


async def test_a_write_that_meets_a_dead_alpha_starts_again_on_the_live_one(
    store: tuple[DgraphStore, AlphaHealth, str],
) -> None:
    db, health, dead = store
    attempts = 0

    async def work(txn: Txn) -> Any:
        nonlocal attempts
        attempts += 1
        await txn.query("{ q(func: uid(0x1)) { uid } }")
        return (await txn.mutate({"uid": "_:n", "name": "failover write"})).uids["n"]

    uid = await db.write(work)
    assert attempts == 2
    assert health.is_cooling(dead)
    found = await db.read("query q($u: string) { q(func: uid($u)) { name } }", {"$u": uid})
    assert found == {"q": [{"name": "failover write"}]}
