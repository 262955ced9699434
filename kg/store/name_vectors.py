"""Node name vectors as kg's in-process index reads them (kg/recall/vector_index.py): a namespace's at load,
then those written in recent minutes. `name_vector` is unindexed in Dgraph (schema/base.dql says why)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from kg.model.episodes import StoredVector
from kg.store.codec import declare, parse_time, uid_list, variables
from kg.store.nodes import ACTIVE, live_nodes
from kg.store.txn import DgraphStore

PAGE = 5_000  # nodes read per query when a namespace is loaded


class NameVectorSource:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        """Every live node of the namespace with a name vector, paged in uid order. Once per namespace and
        process: it walks the namespace's records (the tenant index), not only its nodes."""
        found: list[StoredVector] = []
        after = ""
        while True:
            bound = {"$ns": namespace, "$first": str(PAGE), "$after": after or "0x0"}
            dql = (
                "query v($ns: string, $first: int, $after: string) { q(func: eq(tenant, $ns), first: $first, "
                "after: $after) @filter(has(name_vector)) { uid node_status created_at name_vector } }"
            )
            page = (await self.db.read(dql, bound)).get("q", [])
            found += [_vector(obj) for obj in page if obj.get("node_status") == ACTIVE]
            if len(page) < PAGE:
                return found
            after = page[-1]["uid"]

    async def uids_in_minutes(self, keys: Sequence[str]) -> list[str]:
        """Nodes whose name vector was written (or removed) in the minutes of `keys` ("namespace|minute")."""
        if not keys:
            return []
        listed, bound = variables("m", list(keys))
        dql = f"query m({declare(bound)}) {{ q(func: eq(node_minute, {listed})) {{ uid }} }}"
        return [obj["uid"] for obj in (await self.db.read(dql, bound)).get("q", [])]

    async def vectors_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredVector]:
        """Those of `uids` that are live nodes of the namespace with a name vector."""
        if not uids:
            return []
        blocks, clause, bound = live_nodes("uid($ids)", [namespace])
        bound["$ids"] = uid_list(list(uids))
        dql = (
            f"query g({declare(bound)}) {{ {blocks} "
            f"q(func: uid(live)) @filter({clause} AND has(name_vector)) {{ uid created_at name_vector }} }}"
        )
        return [_vector(obj) for obj in (await self.db.read(dql, bound)).get("q", [])]


def _vector(obj: dict[str, Any]) -> StoredVector:
    raw = obj["name_vector"]
    created = parse_time(obj.get("created_at"))
    return StoredVector(
        obj["uid"],
        created if created is not None else datetime.min.replace(tzinfo=UTC),
        json.loads(raw) if isinstance(raw, str) else raw,
    )
