"""Reading a whole namespace in uid-ordered pages, history included (for Export)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from datetime import datetime
from typing import Any

from kg.model.records import EdgeRecord, NodeRecord
from kg.store.codec import EDGE_FIELDS, NODE_FIELDS, edge_from_json, node_from_json
from kg.store.forget import retract_node_in
from kg.store.txn import DgraphStore, Txn

PAGE = 1000


async def _pages(db: DgraphStore, namespace: str, kind_filter: str, fields: str) -> AsyncIterator[list[dict[str, Any]]]:
    after = "0x0"
    while True:
        bound = {"$ns": namespace, "$after": after, "$first": str(PAGE)}
        dql = (
            f"query p($ns: string, $after: string, $first: int) {{ q(func: eq(tenant, $ns), first: $first, "
            f"after: $after) @filter({kind_filter}) {{ {fields} }} }}"
        )
        page = (await db.read(dql, bound)).get("q", [])
        if not page:
            return
        yield page
        after = page[-1]["uid"]


async def export_nodes(db: DgraphStore, namespace: str) -> AsyncIterator[NodeRecord]:
    async for page in _pages(db, namespace, "has(name)", NODE_FIELDS):
        for obj in page:
            yield node_from_json(obj)


async def export_edges(db: DgraphStore, namespace: str) -> AsyncIterator[EdgeRecord]:
    async for page in _pages(db, namespace, "has(edge_type)", EDGE_FIELDS):
        for obj in page:
            yield edge_from_json(obj)


class HistoryStore:
    """A namespace's whole history (export) and soft forgetting, as PrivacyService uses them."""

    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    def export_nodes(self, namespace: str) -> AsyncIterator[NodeRecord]:
        return export_nodes(self.db, namespace)

    def export_edges(self, namespace: str) -> AsyncIterator[EdgeRecord]:
        return export_edges(self.db, namespace)

    async def retract_node_in(self, txn: Txn, uid: str, namespaces: Sequence[str], now: datetime) -> int | None:
        return await retract_node_in(txn, uid, namespaces, now)
