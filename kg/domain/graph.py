"""GraphService: the operations of the API, with their rules. The store does the talking to Dgraph."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, TypeVar

from kg.auth.caller import Caller
from kg.clock import utc_now
from kg.domain.access_buffer import AccessBuffer
from kg.domain.access_recorder import AccessRecorder
from kg.domain.activation import ActivationPolicy
from kg.domain.dql_text import has_write_block
from kg.domain.edge_plan import EXPLICIT, Lifecycle, ResolvedEdge, current_key, plan_edges
from kg.domain.edge_types import EdgeTypeRegistry
from kg.domain.idempotency import earlier_result, request_id_violations, request_key
from kg.domain.identity import identity_types
from kg.domain.ports import Accesses, Database, Edges, NameBacklog, Nodes, Requests, RoleReleases, VectorSink
from kg.domain.secret_filter import SecretFilter
from kg.domain.validation import (
    detail_uids,
    name_violations,
    new_edge_violations,
    new_node_violations,
    raise_if,
    uid_violations,
    unit_interval_violations,
)
from kg.embedding import Embedder
from kg.errors import FieldViolation, InvalidArgument, KgError, NotFound, PermissionDenied
from kg.logging import get_logger
from kg.model.plan import Archive, EdgePlan, Ending
from kg.model.records import EdgeRecord, EdgeWriteResult, NewEdge, NewNode, NodeRecord, RequestId
from kg.model.types import EdgeStatus, EdgeType, NodeType
from kg.store.txn import DgraphRejected, ReadPart, Txn
from kg.store.vectors import PendingVector

MAX_BATCH = 5000
EMBED_INLINE = 32  # nodes per write whose names are embedded as they are written
MAX_PAGE = 1000
MAX_DEPTH = 6

T = TypeVar("T")


@dataclass(frozen=True)
class GraphStores:
    """What GraphService works through: Dgraph's stores (kg/wiring.py) or in-memory fakes (tests/support)."""

    db: Database
    nodes: Nodes
    edges: Edges
    requests: Requests
    vectors: VectorSink
    accesses: Accesses


@dataclass(frozen=True)
class MemorySettings:
    initial_activation: float = 0.5
    activation_boost: float = 0.1
    max_activation: float = 1.0
    default_confidence: float = 1.0


@dataclass(frozen=True)
class PreparedEdges:
    specs: list[NewEdge]
    types: list[EdgeType]
    prefixes: list[str]  # how violations name each edge


log = get_logger(__name__)


@dataclass(frozen=True)
class Neighbourhood:
    nodes: list[NodeRecord]
    edges: list[EdgeRecord]


def embedding_text(name: str, aliases: Sequence[str], description: str) -> str:
    """What a node's name_vector embeds: its names and what it is."""
    names = f"{name} ({', '.join(aliases)})" if aliases else name
    return f"{names}: {description}" if description else names


def field_prefixes(field: str, count: int, batch: bool) -> list[str]:
    """How violations name items: `node.name` for a single-item RPC, `nodes[3].name` for a batch."""
    return [f"{field}[{i}]." if batch else f"{field}." for i in range(count)]


def _page(limit: int, default: int, field: str = "limit") -> int:
    if limit < 0:
        raise InvalidArgument.of(field, "must not be negative")
    return min(limit or default, MAX_PAGE)


async def missing_or_denied(nodes: Nodes, caller: Caller, uid: str) -> NotFound | PermissionDenied:
    """Why a write found nothing: the node is readable but not writable, or not there for this caller."""
    if await nodes.get(uid, caller.read_scope) is not None:
        return PermissionDenied(f"{caller.principal} may read but not change {uid}")
    return NotFound(f"no node with uid {uid}")


class GraphService:
    def __init__(
        self,
        stores: GraphStores,
        registry: EdgeTypeRegistry,
        memory: MemorySettings,
        secrets: SecretFilter | None = None,
        *,
        policy: ActivationPolicy | None = None,
        access_buffer: AccessBuffer | None = None,
        embedder: Embedder | None = None,
    ) -> None:
        self.db = stores.db
        self.embedder = embedder
        self.nodes = stores.nodes
        self.edges = stores.edges
        self.requests = stores.requests
        self.vectors = stores.vectors
        self.registry = registry
        self.memory = memory
        self.secrets = secrets or SecretFilter()
        self.accesses = AccessRecorder(
            stores.db,
            stores.accesses,
            policy
            or ActivationPolicy(
                initial=memory.initial_activation, boost=memory.activation_boost, maximum=memory.max_activation
            ),
        )
        # Reads that return nodes count as accesses (docs/activation.md); without a buffer they count nothing.
        self.access_buffer = access_buffer
        # Where the nodes of writes too large to embed as they go are embedded after them; none: they wait for
        # EmbedNodeNames or `kg embed-names`.
        self.name_backlog: NameBacklog | None = None
        # What a boss's or a partner's tie ended here (ArchiveEdge, a functional replacement, Retract, a scheduled
        # end) takes from its holder: "<speaker>'s boss" (kg/wiring.py sets it; none: the name stays with them).
        self.role_releases: RoleReleases | None = None

    def record_accessed(self, nodes: Iterable[NodeRecord]) -> None:
        if self.access_buffer is not None:
            self.access_buffer.record(node.uid for node in nodes)

    # --- building blocks for the other services (MemoryService, NodeEdits): one transaction, several steps ---

    async def transact(self, work: Callable[[Txn], Awaitable[T]]) -> T:
        """Run `work` in a read-write transaction, again from the start after a conflict."""
        return await self.db.write(work)

    def secret_violations(self, field: str, value: object) -> list[FieldViolation]:
        return self.secrets.violations(field, value)

    def with_defaults(self, node: NewNode, namespace: str) -> NewNode:
        """`node` in `namespace`, with the configured activation and confidence where it names none."""
        return replace(
            node,
            namespace=namespace,
            activation=self.memory.initial_activation if node.activation is None else node.activation,
            confidence=self.memory.default_confidence if node.confidence is None else node.confidence,
        )

    async def find_names_in(
        self, txn: Txn, names: Sequence[tuple[str, NodeType]], namespace: str
    ) -> dict[tuple[str, NodeType], NodeRecord]:
        """The live nodes of `namespace` with these (name, type) pairs, matched case-insensitively."""
        return await self.nodes.find_names_in(txn, names, namespace)

    async def find_names_with(
        self, txn: Txn, names: Sequence[tuple[str, NodeType]], namespace: str, other: ReadPart[T]
    ) -> tuple[dict[tuple[str, NodeType], NodeRecord], T]:
        """`find_names_in` by the nodes' cards (no Insight, Pattern or Group details), with `other` read in the
        same query."""
        return await self.nodes.find_names_with(txn, names, namespace, other)

    async def add_nodes_in(self, txn: Txn, nodes: Sequence[NewNode]) -> list[NodeRecord]:
        """Create nodes the caller's request implies (checked by the caller), in `txn`, not committed, with the
        name vectors they carry (`with_name_vectors`; name_vector is unindexed, so writing it here makes no
        transaction conflict)."""
        return await self.nodes.create_in(txn, [self.with_defaults(n, n.namespace) for n in nodes], utc_now())

    async def writable_edge_in(self, txn: Txn, caller: Caller, uid: str) -> EdgeRecord:
        """The edge record `uid` of any status, which the caller may change."""
        edge = await self.edges.get(uid, caller.read_scope, txn)
        if edge is None:
            raise NotFound(f"no edge with uid {uid}")
        if edge.namespace not in caller.writable:
            raise PermissionDenied(f"{caller.principal} may read but not change edge {uid}")
        return edge

    async def live_edges_in(
        self, txn: Txn, caller: Caller, uid: str, edge_type: str, limit: int = 100
    ) -> list[EdgeRecord]:
        """Current and pending `edge_type` edges out of `uid` that the caller may change, with their scheduled
        times (an end or a replacement takes the record out of the due indexes)."""
        live = [EdgeStatus.CURRENT, EdgeStatus.PENDING]
        found = await self.edges.list_for_node(
            uid, caller.write_scope, edge_type, True, False, live, limit, txn=txn, with_schedule=True
        )
        return found or []

    def ends_roles(self, edge_types: Iterable[str]) -> bool:
        """Whether ending edges of these types may take a role's name from someone (see `release_roles_in`)."""
        return self.role_releases is not None and any(map(self.role_releases.concerns, edge_types))

    async def release_roles_in(
        self, txn: Txn, caller: Caller, ended: Sequence[EdgeRecord], vectors: dict[str, tuple[float, ...]]
    ) -> None:
        """The role names the ties `ended` (being archived or retracted) gave their holders, taken from them in
        `txn`, not committed: a later "my boss" is no longer the one whose tie ended."""
        if self.role_releases is not None and ended:
            await self.role_releases.release_ended_in(txn, caller, ended, vectors)

    async def close_edges_in(
        self, txn: Txn, archives: Sequence[Archive], commit: bool = True, endings: Sequence[Ending] = ()
    ) -> None:
        """Archive or retract edges (each Archive says which) in `txn`, and set the ends told for a time ahead."""
        await self.edges.write_plan(txn, EdgePlan(archives=list(archives), endings=list(endings)), commit)

    # --- nodes ---

    async def create_nodes(
        self, caller: Caller, nodes: Sequence[NewNode], batch: bool = True, request: RequestId | None = None
    ) -> list[NodeRecord]:
        return (await self._create(caller, nodes, batch, request, get_or_create=False))[0]

    async def create_node(
        self, caller: Caller, node: NewNode, request: RequestId | None = None, get_or_create: bool = False
    ) -> tuple[NodeRecord, bool]:
        """The node, and whether it was created: with `get_or_create`, the live node of its identity (name and
        type, kg/domain/identity.py) in its namespace when there is one. Racing creators of one name conflict
        on its identity_key (@upsert): the loser's retry finds the winner's node."""
        [found], created = await self._create(caller, [node], False, request, get_or_create)
        return found, created

    async def _create(
        self, caller: Caller, nodes: Sequence[NewNode], batch: bool, request: RequestId | None, get_or_create: bool
    ) -> tuple[list[NodeRecord], bool]:
        if not nodes:
            raise InvalidArgument.of("nodes", "must not be empty")
        if len(nodes) > MAX_BATCH:
            raise InvalidArgument.of("nodes", f"at most {MAX_BATCH} per call")
        problems: list[FieldViolation] = request_id_violations(request)
        seen_keys: set[str] = set()
        for prefix, node in zip(field_prefixes("nodes" if batch else "node", len(nodes), batch), nodes, strict=True):
            problems += new_node_violations(prefix, node)
            problems += self._secret_violations(prefix, node)
            if node.client_key and node.client_key in seen_keys:
                problems.append(FieldViolation(f"{prefix}client_key", "is used twice in this request"))
            seen_keys.add(node.client_key)
        raise_if(problems)
        prepared = [self.with_defaults(node, caller.namespace_for_write(node.namespace)) for node in nodes]
        # Embedded before the transaction (it would hold it open longer); get-or-create embeds only to create.
        embedded = [] if get_or_create else await self.with_name_vectors(prepared)

        fresh: list[PendingVector] = []  # the name vectors of the nodes this call created, for after the commit
        unembedded: list[NodeRecord] = []  # the nodes it created without them

        async def work(txn: Txn) -> tuple[list[NodeRecord], bool]:
            fresh.clear()
            unembedded.clear()
            earlier = await earlier_result(self.requests, txn, caller, request)
            if earlier is not None:
                return await self._replay_nodes(txn, caller, earlier["uids"]), bool(earlier["created"])
            existing = await self._existing(txn, prepared[0]) if get_or_create else None
            if existing is not None:
                result, created = [existing], False
            else:
                await self._check_detail_uids(txn, prepared, batch)
                embedded[:] = embedded or await self.with_name_vectors(prepared)  # once, whatever the retries
                unvectored = [replace(n, name_vector=()) for n in embedded]  # see store_vectors
                result, created = await self.nodes.create_in(txn, unvectored, utc_now(), commit=request is None), True
                fresh.extend(
                    PendingVector(node.uid, "name_vector", new.name_vector, node.namespace)
                    for node, new in zip(result, embedded, strict=True)
                    if new.name_vector
                )
                unembedded.extend(node for node, new in zip(result, embedded, strict=True) if not new.name_vector)
            if request is not None:
                await self.requests.record_in(
                    txn,
                    request_key(caller, request),
                    request.digest,
                    prepared[0].namespace,
                    {"uids": [n.uid for n in result], "created": created},
                    utc_now(),
                )
            return result, created

        written = await self.db.write(work)
        await self.store_vectors(fresh)
        self._embed_later(unembedded)
        return written

    def _embed_later(self, nodes: Sequence[NodeRecord]) -> None:
        """Hand nodes committed without name vectors to the backlog, when this server has a model to embed them."""
        if self.name_backlog is None or self.embedder is None or not nodes:
            return
        by_namespace: dict[str, list[str]] = {}
        for node in nodes:
            by_namespace.setdefault(node.namespace, []).append(node.uid)
        for namespace, uids in by_namespace.items():
            self.name_backlog.add(namespace, uids)

    async def store_vectors(self, pending: Sequence[PendingVector]) -> None:
        """Vectors of records already committed, written apart from them (kg/store/vectors.py: vector index
        inserts make concurrent writers conflict). A failure is logged, not raised: the records are written (a
        client retrying would duplicate them) and still found by names and words."""
        try:
            await self.vectors.write(pending)
        except KgError as error:
            log.warning("vectors.not_written", count=len(pending), error=str(error))

    async def _check_detail_uids(self, txn: Txn, nodes: Sequence[NewNode], batch: bool) -> None:
        """A node may refer only to live nodes of its own namespace: a uid from another tenant would be a
        cross-namespace link that no traversal could follow or forget."""
        prefixes = field_prefixes("nodes" if batch else "node", len(nodes), batch)
        problems = []
        for prefix, node in zip(prefixes, nodes, strict=True):
            fields = detail_uids(prefix, node)
            if not fields:
                continue
            found = await self.nodes.get_many([uid for _, uid in fields], [node.namespace], txn)
            problems += [
                FieldViolation(field, f"no node {uid} in namespace {node.namespace!r}")
                for field, uid in fields
                if uid not in found
            ]
        raise_if(problems)

    async def _existing(self, txn: Txn, node: NewNode) -> NodeRecord | None:
        types = identity_types(node.type)
        found = await self.nodes.find_names_in(txn, [(node.name, t) for t in types], node.namespace)
        return next((found[(node.name, t)] for t in types if (node.name, t) in found), None)

    async def _replay_nodes(self, txn: Txn, caller: Caller, uids: list[str]) -> list[NodeRecord]:
        """The nodes an earlier call with this request id wrote, as they are now."""
        found = await self.nodes.get_many(uids, caller.read_scope, txn)
        missing = [uid for uid in uids if uid not in found]
        if missing:
            raise NotFound(f"this request's nodes were deleted since it was first made: {', '.join(missing)}")
        return [found[uid] for uid in uids]

    async def with_name_vectors(self, nodes: Sequence[NewNode]) -> list[NewNode]:
        """`nodes` with kg's embedding of their name and description, embedded in one batch (none without a
        model): Recall finds nodes by what a question means, not only by the names it spells. Not for bulk
        loads (more than EMBED_INLINE nodes): at 3-6 ms of CPU a name on 2 cores, embedding would make them 15
        times slower (make bench, CreateNodes in batches of 1,000); their nodes go to `name_backlog` after the
        commit."""
        vectors = await self._embed_names(nodes)
        return [replace(n, name_vector=v) for n, v in zip(nodes, vectors, strict=True)] if vectors else list(nodes)

    async def _embed_names(self, nodes: Sequence[NewNode] | Sequence[NodeRecord]) -> list[tuple[float, ...]]:
        """One vector per node of its names and description, in one batch; none without a model or for more
        than EMBED_INLINE nodes."""
        if self.embedder is None or not nodes or len(nodes) > EMBED_INLINE:
            return []
        texts = [embedding_text(n.name, n.aliases, n.description) for n in nodes]
        return [tuple(v) for v in await asyncio.to_thread(self.embedder.embed, texts)]

    def _secret_violations(self, prefix: str, node: NewNode) -> list[FieldViolation]:
        fields = {
            "name": node.name,
            "description": node.description,
            "tags": list(node.tags),
            "aliases": list(node.aliases),
            "metadata": node.metadata,
            **{k: v for k, v in node.details.items() if isinstance(v, str)},
        }
        return [v for name, value in fields.items() for v in self.secrets.violations(f"{prefix}{name}", value)]

    async def get_node(self, caller: Caller, uid: str) -> NodeRecord:
        node = await self._visible_node(caller, uid)
        self.record_accessed([node])
        return node

    async def _visible_node(self, caller: Caller, uid: str) -> NodeRecord:
        raise_if(uid_violations("uid", uid))
        node = await self.nodes.get(uid, caller.read_scope)
        if node is None:
            raise await self.node_not_found(caller, uid)
        return node

    async def node_not_found(self, caller: Caller, uid: str) -> NotFound:
        """No live node `uid` for this caller; one merged into another says which (MergeNodes)."""
        survivor = await self.nodes.merged_into(uid, caller.read_scope)
        if survivor is not None:
            return NotFound(f"node {uid} was merged into {survivor}")
        return NotFound(f"no node with uid {uid}")

    async def find_by_name(self, caller: Caller, name: str, node_type: NodeType | None) -> list[NodeRecord]:
        raise_if(name_violations("name", name))
        found = await self.nodes.find_by_name(name, caller.read_scope, [node_type] if node_type else [])
        self.record_accessed(found)
        return found

    async def update_activation(self, caller: Caller, uid: str, activation: float) -> NodeRecord:
        raise_if(uid_violations("uid", uid) + unit_interval_violations("activation", activation))
        node = (
            await self.nodes.set_activation(uid, caller.write_scope, activation, utc_now()) if caller.writable else None
        )
        if node is None:
            raise await missing_or_denied(self.nodes, caller, uid)
        return node

    async def record_access(self, caller: Caller, uid: str) -> NodeRecord:
        raise_if(uid_violations("uid", uid))
        # Explicit and immediate: the answer shows the access counted (the same path as buffered reads).
        # A write: counting an access changes how every reader's Recall ranks the node.
        node = (await self.accesses.apply({uid: 1}, caller.write_scope)).get(uid) if caller.writable else None
        if node is None:
            raise await missing_or_denied(self.nodes, caller, uid)
        return node

    async def delete_node(self, caller: Caller, uid: str) -> int:
        raise_if(uid_violations("uid", uid))
        deleted = await self.nodes.delete(uid, caller.write_scope) if caller.writable else None
        if deleted is None:
            raise await missing_or_denied(self.nodes, caller, uid)
        return deleted

    async def search(
        self, caller: Caller, text: str, types: Sequence[NodeType], limit: int, offset: int
    ) -> list[NodeRecord]:
        if not text.strip():
            raise InvalidArgument.of("query", "must not be empty")
        if offset < 0:
            raise InvalidArgument.of("offset", "must not be negative")
        found = await self.nodes.search(text, caller.read_scope, types, _page(limit, 20), offset)
        self.record_accessed(found)
        return found

    async def high_activation(
        self, caller: Caller, threshold: float, types: Sequence[NodeType], limit: int
    ) -> list[NodeRecord]:
        raise_if(unit_interval_violations("threshold", threshold))
        return await self.nodes.high_activation(threshold, caller.read_scope, types, _page(limit, 50))

    # --- edges ---

    async def create_edges(
        self, caller: Caller, specs: Sequence[NewEdge], batch: bool = True, request: RequestId | None = None
    ) -> list[EdgeWriteResult]:
        raise_if(request_id_violations(request))
        prepared = await self.prepare_edges(specs, batch)
        releasing = self.ends_roles(t.name for t in prepared.types if t.functional)  # a new boss replaces one
        vectors: dict[str, tuple[float, ...]] = {}  # a retried transaction embeds nothing twice

        async def work(txn: Txn) -> list[EdgeWriteResult]:
            earlier = await earlier_result(self.requests, txn, caller, request)
            if earlier is not None:
                return await self._replay_edges(txn, caller, earlier["edges"])
            await self._check_provenance(txn, caller, prepared)
            results = await self.write_edges_in(txn, caller, prepared, commit=request is None and not releasing)
            if releasing:
                await self.release_roles_in(txn, caller, [e for r in results for e in r.archived], vectors)
                if request is None:
                    await txn.commit()
            if request is not None:
                written = [[r.edge.uid, [e.uid for e in r.archived], [e.uid for e in r.supersedes]] for r in results]
                await self.requests.record_in(
                    txn,
                    request_key(caller, request),
                    request.digest,
                    results[0].edge.namespace,
                    {"edges": written},
                    utc_now(),
                )
            return results

        return await self.db.write(work)

    async def _check_provenance(self, txn: Txn, caller: Caller, prepared: PreparedEdges) -> None:
        """A client's `derived_from` must be a live episode of the edge's own namespace (its subject's): another
        tenant's episode would link across namespaces. Ingest's own are the episodes it writes alongside. A
        subject the caller cannot see is left to the write's own check ("no node")."""
        given = [(p, s) for p, s in zip(prepared.prefixes, prepared.specs, strict=True) if s.derived_from]
        if not given:
            return
        episodes, subjects = await self.edges.provenance_namespaces(
            txn, {s.derived_from for _, s in given}, {s.from_uid for _, s in given}
        )
        raise_if(
            [
                FieldViolation(f"{prefix}derived_from_uid", f"no episode {spec.derived_from} in its namespace")
                for prefix, spec in given
                if subjects.get(spec.from_uid) in caller.read_scope
                and episodes.get(spec.derived_from) != subjects[spec.from_uid]
            ]
        )

    async def _replay_edges(self, txn: Txn, caller: Caller, written: list[list[Any]]) -> list[EdgeWriteResult]:
        """The results of an earlier call with this request id, its edge records as they are now."""
        uids = {uid for edge, archived, links in written for uid in (edge, *archived, *links)}
        found = await self.edges.get_many(sorted(uids), caller.read_scope, txn)
        missing = sorted(uids - found.keys())
        if missing:
            raise NotFound(f"this request's edges were deleted since it was first made: {', '.join(missing)}")
        return [
            EdgeWriteResult(found[edge], tuple(found[u] for u in archived), tuple(found[u] for u in links))
            for edge, archived, links in written
        ]

    async def prepare_edges(self, specs: Sequence[NewEdge], batch: bool) -> PreparedEdges:
        """Check requested edges and resolve their types, before any transaction starts."""
        if not specs:
            raise InvalidArgument.of("edges", "must not be empty")
        if len(specs) > MAX_BATCH:
            raise InvalidArgument.of("edges", f"at most {MAX_BATCH} per call")
        prefixes = field_prefixes("edges" if batch else "edge", len(specs), batch)
        now = utc_now()
        problems = [
            v
            for prefix, spec in zip(prefixes, specs, strict=True)
            for v in [
                *new_edge_violations(prefix, spec, now),
                *self.secrets.violations(f"{prefix}properties", spec.properties),
            ]
        ]
        raise_if(problems)
        types: list[EdgeType] = []
        for prefix, spec in zip(prefixes, specs, strict=True):
            edge_type = await self.registry.resolve(spec.type, f"{prefix}type")
            if edge_type.functional and spec.from_uid == spec.to_uid:
                problems.append(
                    FieldViolation(f"{prefix}to_uid", f"a {edge_type.name} edge cannot point at its subject")
                )
            types.append(edge_type)
        raise_if(problems)
        return PreparedEdges(list(specs), types, prefixes)

    async def write_edges_in(
        self, txn: Txn, caller: Caller, prepared: PreparedEdges, lifecycle: Lifecycle = EXPLICIT, commit: bool = True
    ) -> list[EdgeWriteResult]:
        """Plan and write prepared edges in `txn` against what it reads there; commits the transaction unless
        told otherwise."""
        specs, types = prepared.specs, prepared.types
        endpoints = {uid for spec in specs for uid in (spec.from_uid, spec.to_uid)}
        keys = {
            current_key(t, s.from_uid, s.to_uid)
            for s, t in zip(specs, types, strict=True)
            if s.status == EdgeStatus.CURRENT
        }
        new_targets = {s.to_uid for s, t in zip(specs, types, strict=True) if t.functional}
        context = await self.edges.load_context(txn, endpoints, keys, new_targets)
        resolved = [
            self._resolve_edge(caller, prefix, spec, edge_type, context.endpoints)
            for prefix, spec, edge_type in zip(prepared.prefixes, specs, types, strict=True)
        ]
        plan = plan_edges(
            resolved,
            context.current,
            context.supersedes_pairs,
            utc_now(),
            self.memory.initial_activation,
            self.memory.default_confidence,
            context.pending,
            lifecycle,
        )
        return plan.results(await self.edges.write_plan(txn, plan, commit))

    def _resolve_edge(
        self, caller: Caller, prefix: str, spec: NewEdge, edge_type: EdgeType, endpoints: dict[str, str]
    ) -> ResolvedEdge:
        visible = set(caller.read_scope)
        problems = [
            FieldViolation(f"{prefix}{field}", f"no node with uid {uid}")
            for field, uid in (("from_uid", spec.from_uid), ("to_uid", spec.to_uid))
            if endpoints.get(uid) not in visible  # another tenant's node is as absent as a missing one
        ]
        raise_if(problems)
        namespace = endpoints[spec.from_uid]
        if endpoints[spec.to_uid] != namespace:
            raise InvalidArgument.of(f"{prefix}to_uid", "edges across namespaces are refused")
        caller.namespace_for_write(namespace)
        return ResolvedEdge(spec, edge_type, namespace)

    async def list_edges(
        self,
        caller: Caller,
        uid: str,
        edge_type: str,
        outgoing: bool,
        incoming: bool,
        statuses: Sequence[EdgeStatus],
        limit: int,
        as_of: datetime | None = None,
    ) -> list[EdgeRecord]:
        raise_if(uid_violations("node_uid", uid))
        type_name = (await self.registry.resolve(edge_type, "type")).name if edge_type else ""
        edges = await self.edges.list_for_node(
            uid,
            caller.read_scope,
            type_name,
            outgoing,
            incoming,
            statuses or [EdgeStatus.CURRENT],
            _page(limit, 100),
            as_of,
        )
        if edges is None:
            raise NotFound(f"no node with uid {uid}")
        return edges

    async def archive_edge(self, caller: Caller, uid: str) -> EdgeRecord:
        raise_if(uid_violations("uid", uid))

        vectors: dict[str, tuple[float, ...]] = {}  # a retried transaction embeds nothing twice

        async def work(txn: Txn) -> EdgeRecord:
            edge = await self.writable_edge_in(txn, caller, uid)
            if edge.status in (EdgeStatus.ARCHIVED, EdgeStatus.RETRACTED):
                return edge  # already out of the current graph: archiving again changes nothing
            await self.release_roles_in(txn, caller, [edge], vectors)
            return await self.edges.archive(txn, edge, utc_now())

        return await self.db.write(work)

    async def neighbourhood(
        self, caller: Caller, uid: str, depth: int, limit: int, as_of: datetime | None = None
    ) -> Neighbourhood:
        """Nodes and current edges (or those valid `as_of`) within `depth` hops, never leaving the caller's
        namespaces."""
        if not 0 <= depth <= MAX_DEPTH:
            raise InvalidArgument.of("depth", f"must be between 1 and {MAX_DEPTH}")
        limit = _page(limit, 500)
        scope = caller.read_scope
        nodes = {uid: await self._visible_node(caller, uid)}
        edges: dict[str, EdgeRecord] = {}
        frontier = {uid}
        for _ in range(depth or 3):
            new: set[str] = set()
            for edge in await self.edges.hop(frontier, scope, as_of):
                edges[edge.uid] = edge
                new |= {edge.from_uid, edge.to_uid} - nodes.keys()
            if not new or len(nodes) >= limit:
                break
            found = await self.nodes.get_many(sorted(new)[: limit - len(nodes)], scope)
            nodes.update(found)
            frontier = set(found)
        kept = [e for e in edges.values() if e.from_uid in nodes and e.to_uid in nodes]
        self.record_accessed(nodes.values())
        return Neighbourhood(list(nodes.values()), kept)

    async def contradictions(self, caller: Caller, limit: int) -> list[tuple[EdgeRecord, NodeRecord, NodeRecord]]:
        return await self.edges.contradictions(caller.read_scope, _page(limit, 100))

    # --- edge types ---

    async def register_edge_type(self, caller: Caller, name: str, functional: bool) -> EdgeType:
        caller.require_admin("registering an edge type")
        return await self.registry.register(name, functional)

    async def list_edge_types(self) -> list[EdgeType]:
        await self.registry.load()
        return self.registry.all

    # --- raw DQL ---

    async def query(self, caller: Caller, dql: str, variables: dict[str, str]) -> str:
        caller.require_service_admin("raw DQL")
        if not dql.strip():
            raise InvalidArgument.of("dql", "must not be empty")
        if has_write_block(dql):
            raise InvalidArgument.of("dql", "Query is read-only: mutations and upsert blocks are refused")
        bad = [k for k in variables if not k.startswith("$")]
        if bad:
            raise InvalidArgument.of("variables", f"names start with $: {bad[:5]}")
        try:
            return json.dumps(await self.db.read(dql, dict(variables)))
        except DgraphRejected as exc:
            raise exc.to_invalid_argument("dql") from exc
