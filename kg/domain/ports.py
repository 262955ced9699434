"""The stores the domain works through, as interfaces: the domain states what it needs, and the composition roots
(kg/wiring.py, used by `kg serve`, the jobs and the CLI) hand it the Dgraph stores of kg/store. Unit tests hand
it the in-memory fakes of tests/support/fakes.py instead, to check the domain's rules without a database.

`Txn` is the store's transaction handle: the domain only passes it on to the stores and commits it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any, Protocol, TypeVar

from kg.auth.caller import Caller
from kg.model.episodes import EpisodeRecord, NewEpisode
from kg.model.plan import EdgePlan
from kg.model.records import EdgeRecord, Link, LinkDetails, NewNode, NodeRecord
from kg.model.types import EdgeStatus, EdgeType, NodeType
from kg.store.activation import (
    AccessOutcome,
    AccessParams,
    AccessState,
    AccessWrite,
    DecayCounts,
    DecayParams,
    PruneCandidate,
)
from kg.store.edges import EdgeContext
from kg.store.lease import Lease
from kg.store.merge import MergePlan
from kg.store.requests import StoredRequest
from kg.store.txn import ReadPart, Txn
from kg.store.vectors import PendingVector

T = TypeVar("T")


class Database(Protocol):
    """Transactions: `write` runs `work` in a read-write transaction, retried on conflict."""

    async def write(self, work: Callable[[Txn], Awaitable[T]], *, idempotent: bool = False) -> T: ...

    async def read(self, dql: str, variables: dict[str, str] | None = None) -> dict[str, Any]: ...

    def snapshot(self) -> AbstractAsyncContextManager[None]: ...


class Nodes(Protocol):
    async def create_in(
        self, txn: Txn, nodes: Sequence[NewNode], now: datetime, commit: bool = False
    ) -> list[NodeRecord]: ...

    async def find_names_in(
        self, txn: Txn, names: Sequence[tuple[str, NodeType]], namespace: str
    ) -> dict[tuple[str, NodeType], NodeRecord]: ...

    async def find_names_with(
        self, txn: Txn, names: Sequence[tuple[str, NodeType]], namespace: str, other: ReadPart[T]
    ) -> tuple[dict[tuple[str, NodeType], NodeRecord], T]: ...

    async def get(self, uid: str, namespaces: Sequence[str]) -> NodeRecord | None: ...

    async def get_many(
        self, uids: Sequence[str], namespaces: Sequence[str], txn: Txn | None = None
    ) -> dict[str, NodeRecord]: ...

    async def get_many_with(
        self, uids: Sequence[str], namespaces: Sequence[str], other: ReadPart[T]
    ) -> tuple[dict[str, NodeRecord], T]: ...

    async def merged_into(self, uid: str, namespaces: Sequence[str]) -> str | None: ...

    async def find_by_name(
        self, name: str, namespaces: Sequence[str], types: Sequence[NodeType]
    ) -> list[NodeRecord]: ...

    async def search(
        self, text: str, namespaces: Sequence[str], types: Sequence[NodeType], limit: int, offset: int
    ) -> list[NodeRecord]: ...

    async def word_matches(
        self, words: Sequence[str], namespaces: Sequence[str], limit: int
    ) -> list[tuple[str, list[str]]]: ...

    async def named(self, names: Sequence[str], namespaces: Sequence[str], limit: int | None) -> list[NodeRecord]: ...

    async def named_with(
        self,
        names: Sequence[str],
        namespaces: Sequence[str],
        limit: int | None,
        other: Callable[[str], ReadPart[T]],
        reach: Sequence[tuple[Sequence[str], int | None]] = (),
    ) -> tuple[list[NodeRecord], T]: ...

    def absorbed_part(self, var: str) -> ReadPart[dict[str, frozenset[str]]]: ...

    async def similar(self, vector: list[float], namespaces: Sequence[str], k: int) -> list[tuple[str, float]]: ...

    async def high_activation(
        self, threshold: float, namespaces: Sequence[str], types: Sequence[NodeType], limit: int
    ) -> list[NodeRecord]: ...

    async def set_activation(
        self, uid: str, namespaces: Sequence[str], activation: float, now: datetime
    ) -> NodeRecord | None: ...

    async def rewrite_in(self, txn: Txn, node: NodeRecord, name_vector: tuple[float, ...] | None) -> None: ...

    async def delete(self, uid: str, namespaces: Sequence[str]) -> int | None: ...

    async def delete_in(self, txn: Txn, uid: str, namespaces: Sequence[str]) -> int | None: ...


class Edges(Protocol):
    async def provenance_namespaces(
        self, txn: Txn, episode_uids: set[str], subject_uids: set[str]
    ) -> tuple[dict[str, str], dict[str, str]]:
        """The namespace of each live episode of `episode_uids`, and of each live node of `subject_uids`."""
        ...

    async def load_context(
        self, txn: Txn, endpoint_uids: set[str], keys: set[str], new_targets: set[str]
    ) -> EdgeContext:
        """What an edge write decides on: live endpoints' namespaces, current edges holding `keys`, current
        SUPERSEDES edges into `new_targets`, pending edges at the endpoints."""
        ...

    async def write_plan(self, txn: Txn, plan: EdgePlan, commit: bool = True) -> dict[str, str]:
        """Write the plan; returns blank name -> uid of the created records."""
        ...

    async def due(self, now: datetime, limit: int) -> list[EdgeRecord]:
        """Pending records whose scheduled time has come (by `now`), in every namespace, at most `limit`."""
        ...

    async def ends_due(self, now: datetime, limit: int) -> list[EdgeRecord]:
        """Records whose scheduled end has come (by `now`), of any status, in every namespace, at most `limit`."""
        ...

    async def unschedule_in(self, txn: Txn, uid: str) -> None:
        """Clears a record's scheduled change and end, and commits."""
        ...

    async def get(self, uid: str, namespaces: Sequence[str], txn: Txn | None = None) -> EdgeRecord | None: ...

    async def get_many(
        self, uids: Sequence[str], namespaces: Sequence[str], txn: Txn | None = None
    ) -> dict[str, EdgeRecord]: ...

    async def archive(self, txn: Txn, edge: EdgeRecord, at: datetime) -> EdgeRecord: ...

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
        txn: Txn | None = None,
        with_schedule: bool = False,
    ) -> list[EdgeRecord] | None: ...

    async def hop(
        self, uids: set[str], namespaces: Sequence[str], as_of: datetime | None = None
    ) -> list[EdgeRecord]: ...

    async def links(
        self,
        uids: set[str],
        namespaces: Sequence[str],
        per_node: int,
        activation: Callable[[float, datetime | None], float],
    ) -> list[Link]: ...

    def links_part(
        self,
        var: str,
        namespaces: Sequence[str],
        per_node: int,
        activation: Callable[[float, datetime | None], float],
    ) -> ReadPart[dict[str, list[Link]]]: ...

    def link_details_part(self, uids: Sequence[str]) -> ReadPart[dict[str, LinkDetails]]: ...

    async def contradictions(
        self, namespaces: Sequence[str], limit: int
    ) -> list[tuple[EdgeRecord, NodeRecord, NodeRecord]]: ...


class Requests(Protocol):
    """Request ids already answered (kg/domain/idempotency.py)."""

    async def find_in(self, txn: Txn, key: str) -> StoredRequest | None: ...

    async def record_in(self, txn: Txn, key: str, digest: str, namespace: str, result: Any, now: datetime) -> None: ...


class VectorSink(Protocol):
    """Vectors of committed records, written apart from them (kg/store/vectors.py says why)."""

    async def write(self, vectors: Sequence[PendingVector]) -> None: ...


class RoleReleases(Protocol):
    """What a boss's or a partner's tie that ends takes from its holder: the role's name, "<speaker>'s boss"
    (kg/domain/role_holders.py), so that a later "my boss" is no longer them."""

    def concerns(self, edge_type: str) -> bool: ...

    async def release_ended_in(
        self, txn: Txn, caller: Caller, ended: Sequence[EdgeRecord], vectors: dict[str, tuple[float, ...]]
    ) -> None: ...


class NameBacklog(Protocol):
    """Nodes written without their name vectors (a write too large to embed as it went), embedded after it."""

    def add(self, namespace: str, uids: Sequence[str]) -> None: ...


class Accesses(Protocol):
    """Activation boosts, computed inside the store (kg/store/activation.py)."""

    async def apply_accesses(
        self,
        txn: Txn,
        counts: Mapping[str, int],
        params: AccessParams,
        now: datetime,
        namespaces: Sequence[str] | None,
        with_nodes: bool,
    ) -> AccessOutcome: ...

    async def access_states(
        self, txn: Txn, uids: Sequence[str], namespaces: Sequence[str] | None
    ) -> dict[str, AccessState]: ...

    async def write_accesses(self, txn: Txn, writes: Sequence[AccessWrite], now: datetime) -> None: ...


class Decay(Protocol):
    async def decay(
        self,
        params: DecayParams,
        now: datetime,
        page_size: int = 50_000,
        concurrency: int = 2,
        page_timeout: float = 300.0,
    ) -> DecayCounts: ...


class PruneCandidates(Protocol):
    async def prune_candidates(self, floor: float, core_threshold: float, limit: int) -> list[PruneCandidate]: ...

    async def still_prune_candidates(self, uids: Sequence[str], floor: float, core_threshold: float) -> set[str]: ...


class Leases(Protocol):
    async def acquire(self, name: str, holder: str, ttl_seconds: float, now: datetime) -> Lease: ...

    async def release(self, name: str, holder: str, now: datetime) -> bool: ...


class EdgeTypes(Protocol):
    async def list(self) -> list[EdgeType]: ...

    async def register(self, edge_type: EdgeType, all_types: Sequence[EdgeType]) -> EdgeType: ...


class Episodes(Protocol):
    """Episodes as Ingest writes them and PrivacyService forgets and exports them."""

    async def create_in(self, txn: Txn, new: NewEpisode, now: datetime, commit: bool = False) -> str: ...

    async def latest_in(self, txn: Txn, conversation_uid: str) -> EpisodeRecord | None: ...

    def latest_part(self, namespace: str, conversation_name: str) -> ReadPart[dict[str, EpisodeRecord | None]]: ...

    async def get_many(self, uids: Sequence[str], namespaces: Sequence[str]) -> dict[str, EpisodeRecord]: ...

    async def of_node(self, txn: Txn, uid: str) -> tuple[list[str], list[str], list[str]]: ...

    async def delete_in(self, txn: Txn, uids: Sequence[str]) -> None: ...

    async def retract_in(self, txn: Txn, uids: Sequence[str]) -> None: ...

    async def unmention_in(self, txn: Txn, episodes: Sequence[str], node_uid: str) -> None: ...

    async def export_page(self, namespace: str, after: str, first: int) -> list[EpisodeRecord]: ...


class History(Protocol):
    """Whole-namespace reads and soft forgetting (PrivacyService)."""

    def export_nodes(self, namespace: str) -> AsyncIterator[NodeRecord]: ...

    def export_edges(self, namespace: str) -> AsyncIterator[EdgeRecord]: ...

    async def retract_node_in(self, txn: Txn, uid: str, namespaces: Sequence[str], now: datetime) -> int | None: ...


class Merges(Protocol):
    async def absorb_in(self, txn: Txn, survivor: str, absorbed: str, now: datetime) -> MergePlan: ...
