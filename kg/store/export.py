"""Reading a whole namespace in uid-ordered pages, history included (for Export)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from kg.model.records import EdgeRecord, NodeRecord
from kg.store.codec import EDGE_FIELDS, NODE_FIELDS, edge_from_json, node_from_json
from kg.store.txn import DgraphStore

PAGE = 1000


async def _pages(db: DgraphStore, namespace: str, kind_filter: str, fields: str
                 ) -> AsyncIterator[list[dict[str, Any]]]:
    after = "0x0"
    while True:
        bound = {"$ns": namespace, "$after": after, "$first": str(PAGE)}
        dql = (f"query p($ns: string, $after: string, $first: int) {{ q(func: eq(tenant, $ns), first: $first, "
               f"after: $after) @filter({kind_filter}) {{ {fields} }} }}")
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
