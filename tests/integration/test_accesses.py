"""Accesses applied inside Dgraph (one upsert per batch): the values written, checked in Dgraph itself."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pydgraph
import pytest

from kg.domain.activation import ActivationPolicy
from kg.model.records import NewNode
from kg.model.types import NodeType
from kg.store.activation import MAX_ACCESS_GROUPS
from kg.store.nodes import NodeStore
from kg.store.txn import DgraphStore
from kg.wiring import access_recorder
from tests.support.records import stored

POLICY = ActivationPolicy()  # 0.5 initial, +0.1, max 1.0, floor 0.01, 5 %/day after 1 day, core 0.85
TOL = 1e-6


@pytest.fixture
def namespace() -> str:
    return f"acc-{uuid.uuid4().hex[:10]}"


async def create(db: DgraphStore, namespace: str, count: int = 1) -> list[str]:
    nodes = [
        NewNode(NodeType.ENTITY, f"n{i} {uuid.uuid4().hex[:6]}", namespace, activation=0.5, confidence=1.0)
        for i in range(count)
    ]
    return [n.uid for n in await NodeStore(db).create(nodes, datetime.now(UTC))]


async def values(dg: pydgraph.AsyncDgraphClient, uid: str) -> dict[str, Any]:
    return await stored(dg, uid, "activation activation_base activation_at access_count last_accessed")


async def set_values(dg: pydgraph.AsyncDgraphClient, obj: dict[str, Any]) -> str:
    resp = await dg.txn().mutate(set_obj=obj, commit_now=True)
    return str(obj["uid"]) if not str(obj["uid"]).startswith("_:") else resp.uids[obj["uid"][2:]]


async def test_a_batch_of_many_different_counts_adds_each_exactly(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    uids = await create(db, namespace, MAX_ACCESS_GROUPS + 4)
    counts = {uid: i + 1 for i, uid in enumerate(uids)}  # more distinct counts than one upsert takes
    before = datetime.now(UTC)
    assert await access_recorder(db, POLICY).apply_batch(counts) == len(uids)
    for uid, n in counts.items():
        got = await values(dg, uid)
        assert got["access_count"] == n
        assert got["activation"] == got["activation_base"] == pytest.approx(min(0.5 + 0.1 * n, 1.0), abs=TOL)
        assert got["activation_at"] == got["last_accessed"]
        assert datetime.fromisoformat(got["activation_at"]) >= before - timedelta(seconds=1)


async def test_an_access_boosts_the_decayed_value_and_core_nodes_do_not_decay(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    idle, core = await create(db, namespace, 2)
    at = datetime.now(UTC) - timedelta(days=10)
    for uid, base in ((idle, 0.5), (core, 0.86)):
        await set_values(
            dg,
            {
                "uid": uid,
                "activation_base": base,
                "activation": base,
                "activation_at": at.isoformat(),
                "access_count": 4,
            },
        )
    await access_recorder(db, POLICY).apply_batch({idle: 2, core: 1})
    got = await values(dg, idle)
    assert got["activation"] == pytest.approx(POLICY.current(0.5, at, datetime.now(UTC)) + 0.2, abs=TOL)
    assert got["access_count"] == 6
    assert (await values(dg, core))["activation"] == pytest.approx(0.96, abs=TOL)


async def test_the_immediate_path_returns_the_node_as_written(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    [uid] = await create(db, namespace)
    now = datetime.now(UTC)
    node = (await access_recorder(db, POLICY).apply({uid: 3}, [namespace], now))[uid]
    got = await values(dg, uid)
    assert (node.access_count, node.activation, node.last_accessed) == (3, pytest.approx(0.8), now)
    assert (got["access_count"], got["activation"]) == (3, pytest.approx(0.8))
    assert node.namespace == namespace and node.name.startswith("n0 ")


async def test_deleted_and_foreign_nodes_are_skipped_and_nothing_is_created(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    kept, deleted, foreign = await create(db, namespace, 3)
    await NodeStore(db).delete(deleted, [namespace])
    when = datetime(2001, 2, 3, 4, 5, 6, tzinfo=UTC)  # a stamp nothing else writes
    recorder = access_recorder(db, POLICY)
    assert set(await recorder.apply({deleted: 1, foreign: 2}, [f"{namespace}-other"], when)) == set()
    assert (await values(dg, foreign))["access_count"] == 0
    assert set(await recorder.apply({kept: 1, deleted: 5}, [namespace], when)) == {kept}
    resp = await dg.txn(read_only=True).query(
        '{ q(func: between(activation_at, "2001-02-03T00:00:00Z", "2001-02-03T23:59:59Z")) { uid } }'
    )
    assert [o["uid"] for o in json.loads(resp.json)["q"]] == [kept]


async def test_a_record_from_before_schema_version_2_counts_from_its_activation_and_last_access(
    db: DgraphStore, dg: pydgraph.AsyncDgraphClient, namespace: str
) -> None:
    accessed = datetime.now(UTC) - timedelta(days=6)
    uid = await set_values(
        dg,
        {
            "uid": "_:old",
            "dgraph.type": "Entity",
            "name": f"old {namespace}",
            "tenant": namespace,
            "node_status": "active",
            "activation": 0.7,
            "access_count": 2,
            "last_accessed": accessed.isoformat(),
        },
    )
    node = (await access_recorder(db, POLICY).apply({uid: 1}, [namespace]))[uid]
    got = await values(dg, uid)
    want = POLICY.current(0.7, accessed, datetime.now(UTC)) + 0.1
    assert got["activation"] == got["activation_base"] == pytest.approx(want, abs=TOL)
    assert (got["access_count"], node.access_count) == (3, 3)
