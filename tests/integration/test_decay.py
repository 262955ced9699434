"""Decay against the real Dgraph, with controlled timestamps: activation_base/activation_at are written
directly ("last accessed 10 days ago"), then the job runs inside Dgraph and the values are read back."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pydgraph
import pytest

from kg.auth.caller import local_caller
from kg.domain.activation import ActivationPolicy, traversal_cost
from kg.jobs.decay import DecayJob, DecayOptions
from kg.model.records import NewEdge, NewNode
from kg.model.types import NodeType
from kg.store.activation import DECAY_EPSILON, ActivationStore
from kg.store.nodes import NodeStore
from kg.store.txn import DgraphStore
from kg.wiring import access_recorder, decay_job, edge_type_registry, graph_service, pruner
from tests.support.records import stored

POLICY = ActivationPolicy()  # 0.5 initial, +0.1, max 1.0, floor 0.01, 5 %/day after 1 day, core 0.85
TOL = 1e-6  # a few seconds between writing the timestamps and the run move a value by ~1e-7


@pytest.fixture
def namespace() -> str:
    return f"decay-{uuid.uuid4().hex[:10]}"


def job(db: DgraphStore, **options: Any) -> DecayJob:
    return decay_job(db, POLICY, DecayOptions(**options))


async def create(db: DgraphStore, namespace: str, count: int = 1, activation: float = 0.5) -> list[str]:
    nodes = [
        NewNode(NodeType.ENTITY, f"n{i} {uuid.uuid4().hex[:6]}", namespace, activation=activation, confidence=1.0)
        for i in range(count)
    ]
    return [n.uid for n in await NodeStore(db).create(nodes, datetime.now(UTC))]


async def age(
    dg: pydgraph.AsyncDgraphClient, uid: str, base: float, idle: timedelta, activation: float | None = None
) -> datetime:
    """Pretend the node was last accessed `idle` ago at value `base` (materialised as `activation`)."""
    at = datetime.now(UTC) - idle
    txn = dg.txn()
    await txn.mutate(
        set_obj={
            "uid": uid,
            "activation_base": base,
            "activation_at": at.isoformat(),
            "activation": base if activation is None else activation,
        },
        commit_now=True,
    )
    return at


async def values(dg: pydgraph.AsyncDgraphClient, uid: str) -> dict[str, Any]:
    return await stored(dg, uid, "activation activation_base activation_at access_count traversal_cost last_accessed")


def expected(base: float, at: datetime) -> float:
    return POLICY.current(base, at, datetime.now(UTC))


async def test_ten_days_idle_gives_exactly_nine_days_of_decay(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    [uid] = await create(db, namespace)
    at = await age(dg, uid, 0.5, timedelta(days=10))
    outcome = await job(db).run_once()
    assert outcome.ran and outcome.nodes >= 1
    got = (await values(dg, uid))["activation"]
    assert got == pytest.approx(0.5 * 0.95**9, abs=TOL)
    assert got == pytest.approx(expected(0.5, at), abs=TOL)


async def test_decay_never_goes_below_the_floor(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    [uid] = await create(db, namespace)
    await age(dg, uid, 0.5, timedelta(days=400))
    await job(db).run_once()
    assert (await values(dg, uid))["activation"] == pytest.approx(POLICY.floor, abs=1e-12)


async def test_a_second_run_right_after_changes_nothing(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    uids = await create(db, namespace, 3)
    for i, uid in enumerate(uids):
        await age(dg, uid, 0.5, timedelta(days=5 + 10 * i))
    await job(db).run_once()
    first = [(await values(dg, u))["activation"] for u in uids]
    again = await job(db).run_once()
    assert (again.nodes, again.edges) == (0, 0)  # nothing moved by more than the write threshold
    assert [(await values(dg, u))["activation"] for u in uids] == pytest.approx(first, abs=DECAY_EPSILON)


async def test_a_run_an_hour_late_equals_the_direct_formula(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    on_time, late, missed = await create(db, namespace, 3)
    at_on_time = await age(dg, on_time, 0.5, timedelta(days=10))
    # `late`: idle one hour longer, and an on-time run already materialised its value an hour ago.
    at_late = await age(dg, late, 0.5, timedelta(days=10, hours=1), activation=0.5 * 0.95**9)
    # `missed`: idle as long, but no run ever happened (activation still the stale 0.5).
    at_missed = await age(dg, missed, 0.5, timedelta(days=10, hours=1))
    await job(db).run_once()
    late_value = (await values(dg, late))["activation"]
    assert late_value == pytest.approx(expected(0.5, at_late), abs=TOL)
    assert late_value == pytest.approx((await values(dg, missed))["activation"], abs=TOL)
    assert late_value == pytest.approx(expected(0.5, at_missed), abs=TOL)
    # One hour is 1/24 of a day of decay on top of the on-time value, not another (1-r)^days factor.
    on_time_value = (await values(dg, on_time))["activation"]
    assert on_time_value == pytest.approx(expected(0.5, at_on_time), abs=TOL)
    assert late_value == pytest.approx(on_time_value * 0.95 ** (1 / 24), abs=TOL)


async def test_an_access_after_decay_boosts_the_decayed_value(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    [uid] = await create(db, namespace)
    await age(dg, uid, 0.5, timedelta(days=10))
    await job(db).run_once()
    decayed = (await values(dg, uid))["activation"]
    updated = await access_recorder(db, POLICY).apply({uid: 1})
    after = await values(dg, uid)
    assert after["activation"] == pytest.approx(decayed + 0.1, abs=TOL)
    assert updated[uid].activation == pytest.approx(after["activation"])
    assert after["activation_base"] == after["activation"]  # decay starts again from here, now
    assert after["access_count"] == 1
    assert datetime.fromisoformat(after["activation_at"]) > datetime.now(UTC) - timedelta(minutes=1)
    await job(db).run_once()  # within the grace period again: untouched
    assert (await values(dg, uid))["activation"] == after["activation"]


async def test_core_identity_never_decays_and_is_never_a_prune_candidate(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    core, ordinary = await create(db, namespace, 2)
    await age(dg, core, 0.9, timedelta(days=500))
    await age(dg, ordinary, 0.5, timedelta(days=500))
    await job(db).run_once()
    assert (await values(dg, core))["activation"] == 0.9
    candidates = {c.uid for c in await pruner(db, POLICY).candidates(limit=1000)}
    assert ordinary in candidates
    assert core not in candidates
    # An explicit value below the threshold makes it ordinary: it decays like any other node from then on.
    await NodeStore(db).set_activation(core, [namespace], 0.6, datetime.now(UTC))
    at = await age(dg, core, 0.6, timedelta(days=30))
    await job(db).run_once()
    assert (await values(dg, core))["activation"] == pytest.approx(expected(0.6, at), abs=TOL)


async def test_prune_apply_removes_floor_nodes_through_the_delete_path(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    gone, kept, boosted = await create(db, namespace, 3)
    for uid in (gone, kept, boosted):
        await age(dg, uid, 0.3 if uid != kept else 0.9, timedelta(days=300))
    await job(db).run_once()
    await access_recorder(db, POLICY).apply({boosted: 1})  # read since it decayed: no longer a candidate
    outcome = await pruner(db, POLICY).apply(limit=1000)
    assert outcome.nodes >= 1
    assert await values(dg, gone) == {}
    assert (await values(dg, kept))["activation"] == 0.9
    assert (await values(dg, boosted))["activation"] == pytest.approx(0.01 + 0.1)


async def test_edges_decay_alike_and_traversal_cost_follows(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    registry = edge_type_registry(db)
    await registry.load()
    graph = graph_service(db, registry)
    caller = local_caller(namespace)
    a, b = await create(db, namespace, 2)
    [result] = await graph.create_edges(caller, [NewEdge("KNOWS", a, b)])
    edge = result.edge.uid
    created = await values(dg, edge)
    assert created["activation_base"] == created["activation"] == 0.5  # set on creation
    at = await age(dg, edge, 0.5, timedelta(days=20))
    outcome = await job(db).run_once()
    assert outcome.edges >= 1
    got = await values(dg, edge)
    assert got["activation"] == pytest.approx(expected(0.5, at), abs=TOL)
    assert got["traversal_cost"] == pytest.approx(traversal_cost(got["activation"]), rel=1e-9)


async def test_many_pages_in_parallel_cover_every_record(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    uids = await create(db, namespace, 25)
    stamps = {uid: await age(dg, uid, 0.5, timedelta(days=3 + i)) for i, uid in enumerate(uids)}
    await job(db, page_size=4, concurrency=3).run_once()
    for uid, at in stamps.items():
        assert (await values(dg, uid))["activation"] == pytest.approx(expected(0.5, at), abs=TOL)


async def test_a_record_without_activation_base_is_left_alone(db: DgraphStore, dg: pydgraph.AsyncDgraphClient) -> None:
    # math() counts a missing operand as 0; the page filters on has(activation_base) so it writes no 0.
    txn = dg.txn()
    resp = await txn.mutate(
        set_obj={"uid": "_:x", "activation": 0.7, "activation_at": (datetime.now(UTC) - timedelta(days=9)).isoformat()},
        commit_now=True,
    )
    uid = resp.uids["x"]
    await job(db).run_once()
    assert (await values(dg, uid))["activation"] == 0.7


async def test_decay_and_accesses_at_the_same_time_lose_nothing(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    uids = await create(db, namespace, 40)
    for uid in uids:
        await age(dg, uid, 0.5, timedelta(days=10))
    recorder = access_recorder(db, POLICY)
    await asyncio.gather(
        job(db, page_size=10, concurrency=2).run_once(), *(recorder.apply({uid: 1}) for uid in uids[::2])
    )
    for i, uid in enumerate(uids):
        got = await values(dg, uid)
        if i % 2 == 0:  # accessed: decayed value + boost, whichever transaction committed first
            assert got["access_count"] == 1
            assert got["activation"] == pytest.approx(0.5 * 0.95**9 + 0.1, abs=1e-5)
        else:
            assert got["activation"] == pytest.approx(0.5 * 0.95**9, abs=1e-5)


async def test_prune_candidates_are_ordered_and_limited(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    uids = await create(db, namespace, 3)
    for uid in uids:
        await age(dg, uid, 0.5, timedelta(days=1000))
    await job(db).run_once()
    found = await ActivationStore(db).prune_candidates(POLICY.floor, POLICY.core_threshold, limit=2)
    assert len(found) == 2
    assert all(c.activation <= POLICY.floor for c in found)


async def test_a_page_without_any_activation_base_is_not_an_error(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient
) -> None:
    # The newest uid, alone in the last one-record page: nothing in that page can be computed.
    resp = await dg.txn().mutate(
        set_obj={"uid": "_:x", "activation": 0.3, "activation_at": (datetime.now(UTC) - timedelta(days=5)).isoformat()},
        commit_now=True,
    )
    assert (await job(db, page_size=1, concurrency=4).run_once()).ran
    assert (await values(dg, resp.uids["x"]))["activation"] == 0.3
