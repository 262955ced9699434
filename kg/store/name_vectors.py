"""Node name vectors as kg's in-process index reads them (kg/recall/vector_index.py): a namespace's at load,
then those written in recent minutes. `name_vector_bytes` is a string (kg/store/vector_bytes.py), searched in kg's
process only (schema/base.dql says why)."""

from __future__ import annotations

from collections.abc import AsyncGenerator, Sequence
from contextlib import aclosing
from typing import Any

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
        process: it walks the namespace's records (the tenant index) and keeps its live nodes by the status index;
        those without a vector are left out here, not by a has() filter, which Dgraph answers by scanning every
        value of the predicate, in every namespace, for each page (kg/store/episodes.py, vectors_of)."""
        dql = (
            "query v($ns: string, $first: int, $after: string, $live: string) { q(func: eq(tenant, $ns), "
            "first: $first, after: $after) @filter(eq(node_status, $live)) { uid created_at name_vector_bytes } }"
        )
        rows = await vector_reads.read_pages(self.db, dql, {"$ns": namespace, "$live": ACTIVE})
        return vector_reads.stored_vectors(rows, "name_vector_bytes", "created_at")

    async def missing(self, namespace: str = "") -> AsyncGenerator[list[tuple[str, str]], None]:
        """Live nodes without a name vector, of `namespace` or of every one, a page at a time in uid order, each as
        (uid, namespace): those written in batches larger than kg embeds as it writes (CreateNodes, kg import),
        or while it ran without its model."""
        # Every namespace's: the live nodes' status index; one's: its tenant index, the live among them.
        root, live = ("eq(tenant, $ns)", "eq(node_status, $live) AND ") if namespace else ("eq(node_status, $live)", "")
        dql = (
            f"query m({'$ns: string, ' if namespace else ''}$first: int, $after: string, $live: string) "
            f"{{ q(func: {root}, first: $first, after: $after) "
            f"@filter({live}NOT has(name_vector_bytes)) {{ uid tenant }} }}"
        )
        bound = {"$live": ACTIVE, **({"$ns": namespace} if namespace else {})}
        async with aclosing(vector_reads.pages(self.db, dql, bound)) as paged:
            async for page in paged:
                yield [(row["uid"], row["tenant"]) for row in page if row.get("tenant")]

    async def lacking(self, uids: Sequence[str], namespace: str) -> list[str]:
        """Those of `uids` that are live nodes of the namespace without a name vector."""
        return [row["uid"] for row in await self._live_among(uids, namespace, "NOT has(name_vector_bytes)", "uid")]

    async def uids_in_minutes(self, keys: Sequence[str]) -> dict[str, str]:
        """Nodes whose name vector was written (or removed) in the minutes of `keys` ("namespace|minute"), each
        with when (its version)."""
        return await vector_reads.uids_in_minutes(self.db, "node_minute", keys, "name_vector_at")

    async def vectors_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredVector]:
        """Those of `uids` that are live nodes of the namespace with a name vector."""
        found = await self._live_among(uids, namespace, "has(name_vector_bytes)", "uid created_at name_vector_bytes")
        return vector_reads.stored_vectors(found, "name_vector_bytes", "created_at")

    async def _live_among(self, uids: Sequence[str], namespace: str, vector: str, fields: str) -> list[dict[str, Any]]:
        """`fields` of those of `uids` that are live nodes of the namespace and pass `vector` (a fixed filter on
        name_vector_bytes, never a client's text)."""
        if not uids:
            return []
        blocks, clause, bound = live_nodes("uid($ids)", [namespace])
        bound["$ids"] = uid_list(list(uids))
        dql = (
            f"query g({declare(bound)}) {{ {blocks} q(func: uid(live)) @filter({clause} AND {vector}) {{ {fields} }} }}"
        )
        found: list[dict[str, Any]] = (await self.db.read(dql, bound)).get("q", [])
        return found
