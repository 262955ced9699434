"""In-memory stand-ins for the store interfaces of kg/domain/ports.py, for unit tests of the domain's rules
(tenancy, functional archiving, the fact lifecycle) without Dgraph.

They keep records in dicts and do only what those rules need: no DQL, no indexes, no conflicts, no retries.
What Dgraph itself does (queries, upserts, conflict aborts, snapshots) is tested against a real Dgraph in
tests/integration and tests/e2e; these fakes never stand in for those tests.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import datetime
from typing import Any, TypeVar

from kg.domain.edge_types import EdgeTypeRegistry
from kg.domain.graph import GraphService, GraphStores, MemorySettings
from kg.model.plan import EdgePlan
from kg.model.records import EdgeRecord, NewNode, NodeRecord
from kg.model.types import EdgeStatus, EdgeType, NodeType
from kg.store.activation import AccessOutcome, AccessParams
from kg.store.edges import EdgeContext
from kg.store.requests import StoredRequest
from kg.store.vectors import PendingVector

T = TypeVar("T")
_uids = itertools.count(0x100)


def new_uid() -> str:
    return hex(next(_uids))


class FakeTxn:
    def __init__(self) -> None:
        self.committed = False

    async def commit(self) -> None:
        self.committed = True


class FakeDb:
    """Runs each transaction once; changes are applied as the stores are called (there is no rollback)."""

    def __init__(self) -> None:
        self.transactions: list[FakeTxn] = []

    async def write(self, work: Callable[[Any], Awaitable[T]], *, idempotent: bool = False) -> T:
        txn = FakeTxn()
        self.transactions.append(txn)
        return await work(txn)

    async def read(self, dql: str, variables: dict[str, str] | None = None) -> dict[str, Any]:
        raise NotImplementedError("raw DQL needs a real Dgraph")

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[None]:
        yield


class FakeNodes:
    def __init__(self) -> None:
        self.records: dict[str, NodeRecord] = {}

    def _visible(self, uid: str, namespaces: Sequence[str]) -> NodeRecord | None:
        node = self.records.get(uid)
        return node if node is not None and node.status == "active" and node.namespace in namespaces else None

    async def create_in(
        self, txn: Any, nodes: Sequence[NewNode], now: datetime, commit: bool = False
    ) -> list[NodeRecord]:
        created = []
        for new in nodes:
            node = NodeRecord(
                new_uid(),
                new.type,
                new.name,
                new.namespace,
                new.description,
                new.tags,
                new.aliases,
                new.activation or 0.0,
                0,
                now,
                None,
                new.confidence or 0.0,
                dict(new.metadata),
                dict(new.details),
            )
            self.records[node.uid] = node
            created.append(node)
        if commit:
            await txn.commit()
        return created

    async def find_names_in(
        self, txn: Any, names: Sequence[tuple[str, NodeType]], namespace: str
    ) -> dict[tuple[str, NodeType], NodeRecord]:
        wanted = {(name.casefold(), node_type): (name, node_type) for name, node_type in names}
        return {
            wanted[(n.name.casefold(), n.type)]: n
            for n in self.records.values()
            if n.namespace == namespace and n.status == "active" and (n.name.casefold(), n.type) in wanted
        }

    async def get(self, uid: str, namespaces: Sequence[str]) -> NodeRecord | None:
        return self._visible(uid, namespaces)

    async def get_many(self, uids: Sequence[str], namespaces: Sequence[str], txn: Any = None) -> dict[str, NodeRecord]:
        return {uid: node for uid in uids if (node := self._visible(uid, namespaces)) is not None}

    async def merged_into(self, uid: str, namespaces: Sequence[str]) -> str | None:
        return None

    async def find_by_name(self, name: str, namespaces: Sequence[str], types: Sequence[NodeType]) -> list[NodeRecord]:
        return [
            n
            for n in self.records.values()
            if self._visible(n.uid, namespaces)
            and n.name.casefold() == name.casefold()
            and (not types or n.type in types)
        ]

    async def delete(self, uid: str, namespaces: Sequence[str]) -> int | None:
        return await self.delete_in(FakeTxn(), uid, namespaces)

    async def delete_in(self, txn: Any, uid: str, namespaces: Sequence[str]) -> int | None:
        if self._visible(uid, namespaces) is None:
            return None
        del self.records[uid]
        return 0

    async def set_activation(
        self, uid: str, namespaces: Sequence[str], activation: float, now: datetime
    ) -> NodeRecord | None:
        node = self._visible(uid, namespaces)
        if node is None:
            return None
        self.records[uid] = replace(node, activation=activation)
        return self.records[uid]


class FakeEdges:
    """Edge records with the one fact Dgraph keeps beside them that the planner reads: each current edge's key."""

    def __init__(self, nodes: FakeNodes) -> None:
        self.nodes = nodes
        self.records: dict[str, EdgeRecord] = {}
        self.keys: dict[str, str] = {}  # uid of a current edge -> its current key

    def of_type(self, edge_type: str) -> list[EdgeRecord]:
        return [e for e in self.records.values() if e.type == edge_type]

    async def load_context(
        self, txn: Any, endpoint_uids: set[str], keys: set[str], new_targets: set[str]
    ) -> EdgeContext:
        live = {
            uid: self.nodes.records[uid]
            for uid in endpoint_uids
            if uid in self.nodes.records and self.nodes.records[uid].status == "active"
        }
        current = {key: self.records[uid] for uid, key in self.keys.items() if key in keys}
        pairs = {
            (e.from_uid, e.to_uid): e
            for e in self.of_type("SUPERSEDES")
            if e.status == EdgeStatus.CURRENT and e.from_uid in new_targets
        }
        pending = {
            (e.from_uid, e.type, e.to_uid): e
            for e in self.records.values()
            if e.status == EdgeStatus.PENDING and e.from_uid in live
        }
        return EdgeContext({uid: n.namespace for uid, n in live.items()}, current, pairs, pending)

    async def write_plan(self, txn: Any, plan: EdgePlan, commit: bool = True) -> dict[str, str]:
        uids: dict[str, str] = {}
        for planned in plan.creates:
            uid = uids[planned.blank] = new_uid()
            self.records[uid] = planned.record(uid)
            if planned.key:
                self.keys[uid] = planned.key
        for touch in plan.touches:
            self.records[touch.edge.uid] = touch.updated()
        for promotion in plan.promotions:
            self.records[promotion.edge.uid] = promotion.updated()
            self.keys[promotion.edge.uid] = promotion.key
        for archive in plan.archives:
            self.records[archive.edge.uid] = archive.updated()
            self.keys.pop(archive.edge.uid, None)
        for restart in plan.restarts:  # as kg/store/edges.py writes it: the value it replaced valid until then
            edge = restart.edge
            for uid, record in list(self.records.items()):
                replaced = (record.from_uid, record.type, record.status) == (
                    edge.from_uid,
                    edge.type,
                    EdgeStatus.ARCHIVED,
                )
                began = record.valid_from
                if replaced and record.valid_until == edge.valid_from and began and began < restart.valid_from:
                    self.records[uid] = replace(record, valid_until=restart.valid_from)
            self.records[edge.uid] = restart.updated()
        if commit:
            await txn.commit()
        return uids

    async def get(self, uid: str, namespaces: Sequence[str], txn: Any = None) -> EdgeRecord | None:
        edge = self.records.get(uid)
        return edge if edge is not None and edge.namespace in namespaces else None

    async def get_many(self, uids: Sequence[str], namespaces: Sequence[str], txn: Any = None) -> dict[str, EdgeRecord]:
        return {uid: edge for uid in uids if (edge := await self.get(uid, namespaces)) is not None}

    async def list_for_node(
        self,
        uid: str,
        namespaces: Sequence[str],
        edge_type: str,
        outgoing: bool,
        incoming: bool,
        statuses: Sequence[EdgeStatus],
        limit: int,
        as_of: datetime | None = None,
        txn: Any = None,
    ) -> list[EdgeRecord] | None:
        if self.nodes._visible(uid, namespaces) is None:
            return None
        return [
            e
            for e in self.records.values()
            if e.namespace in namespaces
            and e.status in statuses
            and (not edge_type or e.type == edge_type)
            and ((outgoing and e.from_uid == uid) or (incoming and e.to_uid == uid))
        ][:limit]


class FakeRequests:
    def __init__(self) -> None:
        self.records: dict[str, StoredRequest] = {}

    async def find_in(self, txn: Any, key: str) -> StoredRequest | None:
        return self.records.get(key)

    async def record_in(self, txn: Any, key: str, digest: str, namespace: str, result: Any, now: datetime) -> None:
        self.records[key] = StoredRequest(digest, result)
        await txn.commit()


class FakeVectors:
    def __init__(self) -> None:
        self.written: list[PendingVector] = []

    async def write(self, vectors: Sequence[PendingVector]) -> None:
        self.written += vectors


class FakeAccesses:
    """Counts accesses; the activation arithmetic is kg/domain/activation.py's, tested on its own."""

    def __init__(self, nodes: FakeNodes) -> None:
        self.nodes = nodes

    async def apply_accesses(
        self,
        txn: Any,
        counts: Mapping[str, int],
        params: AccessParams,
        now: datetime,
        namespaces: Sequence[str] | None,
        with_nodes: bool,
    ) -> AccessOutcome:
        updated = {}
        for uid, times in counts.items():
            node = self.nodes.records.get(uid)
            if node is not None and (namespaces is None or node.namespace in namespaces):
                updated[uid] = self.nodes.records[uid] = replace(
                    node, access_count=node.access_count + times, last_accessed=now
                )
        return AccessOutcome(len(updated), updated if with_nodes else {}, [])


class FakeEdgeTypes:
    def __init__(self) -> None:
        self.registered: list[EdgeType] = []

    async def list(self) -> list[EdgeType]:
        return list(self.registered)

    async def register(self, edge_type: EdgeType, all_types: Sequence[EdgeType]) -> EdgeType:
        self.registered.append(edge_type)
        return edge_type


class FakeGraph:
    """A GraphService over fakes, with the fakes at hand for a test's assertions."""

    def __init__(self, memory: MemorySettings | None = None) -> None:
        self.db = FakeDb()
        self.nodes = FakeNodes()
        self.edges = FakeEdges(self.nodes)
        self.requests = FakeRequests()
        self.vectors = FakeVectors()
        stores = GraphStores(self.db, self.nodes, self.edges, self.requests, self.vectors, FakeAccesses(self.nodes))
        self.service = GraphService(stores, EdgeTypeRegistry(FakeEdgeTypes()), memory or MemorySettings())
