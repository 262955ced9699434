"""Soft forgetting: retract a node and its edges, keep them for history, leave no plain predicate behind."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from kg.model.types import EdgeStatus, predicate_for
from kg.store.codec import declare, to_dgraph_time, without_live_node_keys
from kg.store.edges import not_current, not_ending, not_scheduled
from kg.store.nodes import node_filter
from kg.store.txn import DgraphStore, Txn

_LIVE = f'eq(edge_status, ["{EdgeStatus.CURRENT.value}", "{EdgeStatus.PENDING.value}"])'


async def retract_node(db: DgraphStore, uid: str, namespaces: Sequence[str], now: datetime) -> int | None:
    """Mark the node and its live edges retracted; returns the edges retracted, or None if no such node."""

    async def work(txn: Txn) -> int | None:
        retracted = await retract_node_in(txn, uid, namespaces, now)
        await txn.commit()
        return retracted

    return await db.write(work)


async def retract_node_in(txn: Txn, uid: str, namespaces: Sequence[str], now: datetime) -> int | None:
    """`retract_node` inside `txn`, not committed."""
    clause, bound = node_filter(namespaces)
    bound["$id"] = uid
    edge_fields = "uid edge_type edge_status edge_from { uid } edge_to { uid } scheduled_from scheduled_until"
    dql = f"""query r({declare(bound)}) {{
      q(func: uid($id)) @filter({clause}) {{
        uid
        out: ~edge_from @filter({_LIVE}) {{ {edge_fields} }}
        in: ~edge_to @filter({_LIVE}) {{ {edge_fields} }}
      }}
    }}"""
    found = (await txn.query(dql, bound)).get("q", [])
    if not found:
        return None
    edges = {e["uid"]: e for e in [*found[0].get("out", []), *found[0].get("in", [])]}
    at = to_dgraph_time(now)
    sets: list[dict[str, Any]] = [{"uid": uid, "node_status": "retracted", "last_accessed": at}]
    deletes: list[dict[str, Any]] = [without_live_node_keys(uid)]  # word and search lookups find live nodes only
    for edge in edges.values():
        sets.append(
            {"uid": edge["uid"], "edge_status": EdgeStatus.RETRACTED.value, "archived_at": at, "valid_until": at}
        )
        deletes.append(not_current(edge["uid"], edge["edge_from"]["uid"], edge["edge_to"]["uid"]))
        if "scheduled_from" in edge:
            deletes.append(not_scheduled(edge["uid"]))
        if "scheduled_until" in edge:
            deletes.append(not_ending(edge["uid"]))
        deletes.append(
            {"uid": edge["edge_from"]["uid"], predicate_for(edge["edge_type"]): [{"uid": edge["edge_to"]["uid"]}]}
        )
    await txn.mutate(set_obj=sets, del_obj=deletes, commit=False)
    return len(edges)
