"""Leases in Dgraph: one holder at a time, even when many try at once; release and expiry hand it on."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

import pytest

from kg.domain.activation import ActivationPolicy
from kg.jobs.decay import LEASE_NAME
from kg.store.lease import LeaseStore
from kg.store.txn import DgraphStore
from kg.wiring import decay_job


def name() -> str:
    return f"test-{uuid.uuid4().hex[:8]}"


async def test_a_held_lease_is_refused_to_others_and_renewable_by_its_holder(db: DgraphStore) -> None:
    leases, lease, now = LeaseStore(db), name(), datetime.now(UTC)
    assert (await leases.acquire(lease, "a", 60, now)).acquired
    refused = await leases.acquire(lease, "b", 60, now)
    assert not refused.acquired
    assert refused.holder == "a"
    assert refused.expires == now + timedelta(seconds=60)
    assert (await leases.acquire(lease, "a", 120, now)).acquired


async def test_release_hands_the_lease_on_and_only_the_holder_can_release(db: DgraphStore) -> None:
    leases, lease, now = LeaseStore(db), name(), datetime.now(UTC)
    await leases.acquire(lease, "a", 60, now)
    assert not await leases.release(lease, "b", now)
    assert not (await leases.acquire(lease, "b", 60, now)).acquired
    assert await leases.release(lease, "a", now)
    assert (await leases.acquire(lease, "b", 60, now)).acquired


async def test_an_expired_lease_can_be_taken(db: DgraphStore) -> None:
    leases, lease, now = LeaseStore(db), name(), datetime.now(UTC)
    await leases.acquire(lease, "crashed", 60, now - timedelta(minutes=5))
    assert (await leases.acquire(lease, "b", 60, now)).acquired


@pytest.mark.parametrize("existing", [False, True], ids=["first-ever", "after-a-release"])
async def test_of_many_concurrent_takers_exactly_one_wins(db: DgraphStore, existing: bool) -> None:
    leases, lease, now = LeaseStore(db), name(), datetime.now(UTC)
    if existing:  # the node exists: the takers conflict on it, not on creating it
        await leases.acquire(lease, "old", 60, now)
        await leases.release(lease, "old", now)
    results = await asyncio.gather(*(leases.acquire(lease, f"t{i}", 60, now) for i in range(12)))
    winners = [r.holder for r in results if r.acquired]
    assert len(winners) == 1
    assert {r.holder for r in results} == set(winners)  # the losers name the winner
    current = await leases.current(lease)
    assert current is not None and current.holder == winners[0]


async def test_a_decay_run_reports_the_holder_instead_of_running(db: DgraphStore) -> None:
    other = LeaseStore(db)
    now = datetime.now(UTC)
    assert (await other.acquire(LEASE_NAME, "replica-2", 60, now)).acquired
    try:
        outcome = await decay_job(db, ActivationPolicy(), holder="replica-1").run_once()
        assert not outcome.ran
        assert outcome.held_by == "replica-2"
    finally:
        await other.release(LEASE_NAME, "replica-2", datetime.now(UTC))
    assert (await decay_job(db, ActivationPolicy(), holder="replica-1").run_once()).ran
    assert (await other.current(LEASE_NAME)).expires <= datetime.now(UTC)  # type: ignore[union-attr]
