"""Node name vectors as kg's in-process index reads them (kg/recall/vector_index.py): a namespace's at load,
then those written in recent minutes. `name_vector` is unindexed in Dgraph (schema/base.dql says why)."""

from __future__ import annotations

from collections.abc import Sequence

from kg.model.episodes import StoredVector
from kg.store import vector_reads
from kg.store.codec import declare, uid_list
from kg.store.nodes import ACTIVE, live_nodes
from kg.store.txn import DgraphStore


class NameVectorSource:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        """Every live node of the namespace with a name vector, paged in uid order. Once per namespace and
        process: it walks the namespace's records (the tenant index), not only its nodes."""
        dql = (
            "query v($ns: string, $first: int, $after: string) { q(func: eq(tenant, $ns), first: $first, "
            "after: $after) @filter(has(name_vector)) { uid node_status created_at name_vector } }"
        )
        rows = await vector_reads.read_pages(self.db, dql, {"$ns": namespace})
        live = [obj for obj in rows if obj.get("node_status") == ACTIVE]
        return [vector_reads.stored_vector(obj, "name_vector", "created_at") for obj in live]

    async def uids_in_minutes(self, keys: Sequence[str]) -> dict[str, str]:
        """Nodes whose name vector was written (or removed) in the minutes of `keys` ("namespace|minute"), each
        with when (its version)."""
        return await vector_reads.uids_in_minutes(self.db, "node_minute", keys, "name_vector_at")

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
        found = (await self.db.read(dql, bound)).get("q", [])
        return [vector_reads.stored_vector(obj, "name_vector", "created_at") for obj in found]
