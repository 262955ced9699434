"""Schema version 1 -> 2: apply_schema fills activation_base/activation_at for existing nodes and edges."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pydgraph

from kg.store.schema import SCHEMA_VERSION, apply_schema, recorded_version


async def _set_version(dg: pydgraph.AsyncDgraphClient, version: int) -> None:
    resp = await dg.txn(read_only=True).query('{ m(func: eq(kg_meta_key, "schema")) { uid } }')
    [meta] = json.loads(resp.json)["m"]
    await dg.txn().mutate(set_obj={"uid": meta["uid"], "schema_version": version}, commit_now=True)


async def _get(dg: pydgraph.AsyncDgraphClient, uid: str) -> dict[str, Any]:
    resp = await dg.txn(read_only=True).query(
        "query q($id: string) { q(func: uid($id)) { activation activation_base activation_at } }",
        variables={"$id": uid})
    found: dict[str, Any] = json.loads(resp.json)["q"][0]
    return found


async def test_version_1_data_gets_activation_base_and_time(dg: pydgraph.AsyncDgraphClient) -> None:
    accessed = datetime.now(UTC) - timedelta(days=4)
    created = datetime.now(UTC) - timedelta(days=9)
    tag = uuid.uuid4().hex[:8]
    resp = await dg.txn().mutate(set_obj=[
        # a version-1 node: activation, last_accessed and created_at, nothing else
        {"uid": "_:node", "dgraph.type": "Entity", "name": f"old node {tag}", "activation": 0.7,
         "last_accessed": accessed.isoformat(), "created_at": created.isoformat()},
        # a version-1 edge record: no last_accessed, only created_at
        {"uid": "_:edge", "dgraph.type": "Edge", "edge_type": "KNOWS", "activation": 0.4,
         "created_at": created.isoformat()},
        # neither timestamp: decay starts now
        {"uid": "_:bare", "dgraph.type": "Entity", "name": f"bare {tag}", "activation": 0.2},
    ], commit_now=True)
    await _set_version(dg, 1)

    assert await apply_schema(dg) == SCHEMA_VERSION == 2
    assert await recorded_version(dg) == 2
    node, edge, bare = [await _get(dg, resp.uids[k]) for k in ("node", "edge", "bare")]
    assert (node["activation_base"], datetime.fromisoformat(node["activation_at"])) == (0.7, accessed)
    assert (edge["activation_base"], datetime.fromisoformat(edge["activation_at"])) == (0.4, created)
    assert bare["activation_base"] == 0.2
    assert abs(datetime.fromisoformat(bare["activation_at"]) - datetime.now(UTC)) < timedelta(minutes=1)


async def test_the_migration_creates_no_nodes_and_is_idempotent(dg: pydgraph.AsyncDgraphClient) -> None:
    count = "{ q(func: has(activation_at)) { count(uid) } }"
    before = json.loads((await dg.txn(read_only=True).query(count)).json)["q"][0]["count"]
    await _set_version(dg, 1)
    await apply_schema(dg)
    await _set_version(dg, 1)
    await apply_schema(dg)
    after = json.loads((await dg.txn(read_only=True).query(count)).json)["q"][0]["count"]
    assert after == before
