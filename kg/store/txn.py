"""Transactions against Dgraph: fresh-transaction retries on conflicts and on an alpha going away, deadlines, and
error translation.

Everything that calls pydgraph goes through `DgraphStore.read`, `write` or `alter`, so every request
carries the caller's remaining deadline and every failure reaches the domain as a `KgError`. Which connection
failures are tried again on another alpha, and why commits are special: kg/store/failover.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import grpc
import orjson
import pydgraph
from pydgraph.proto import api_pb2 as api

from kg.deadline import expired, remaining
from kg.errors import DeadlineExceeded, InvalidArgument, KgError, Unavailable
from kg.logging import get_logger
from kg.store.alphas import AlphaPool
from kg.store.codec import declare
from kg.store.conflicts import CONFLICTS
from kg.store.failover import AlphaUnavailable, as_alpha_unavailable, is_connection_failure
from kg.store.observer import IGNORE, DgraphObserver, observed

log = get_logger(__name__)
T = TypeVar("T")
A = TypeVar("A")
B = TypeVar("B")

DgraphClient = pydgraph.AsyncDgraphClient  # what kg/store/connection.py opens; only DgraphStore sends requests on it


@dataclass(frozen=True)
class ReadPart(Generic[T]):
    """Blocks of a read-only query, their variables and how to take their result from the response. Parts whose
    block and variable names differ go to Dgraph as one query (`joined`), which costs it less than one each."""

    blocks: str
    variables: dict[str, str]
    result: Callable[[dict[str, Any]], T]


NO_PART: ReadPart[None] = ReadPart("", {}, lambda found: None)


def both(first: ReadPart[A], second: ReadPart[B]) -> ReadPart[tuple[A, B]]:
    """One part reading `first` and `second`: its result is theirs, as a pair."""
    variables = joined(first, second)[1]
    blocks = " ".join(part.blocks for part in (first, second) if part.blocks)  # none when both are empty
    return ReadPart(blocks, variables, lambda found: (first.result(found), second.result(found)))


def joined(*parts: ReadPart[Any]) -> tuple[str, dict[str, str]]:
    """One query of `parts` and its variables."""
    bound: dict[str, str] = {}
    for part in parts:
        if any(bound.get(name, value) != value for name, value in part.variables.items()):
            raise ValueError("parts of one query need variables of their own (or the same values)")
        bound.update(part.variables)
    return _query_text(tuple(part.blocks for part in parts), tuple(bound)), bound


@functools.lru_cache(maxsize=256)
def _query_text(blocks: tuple[str, ...], names: tuple[str, ...]) -> str:
    """The text of a joined query: the same few shapes come back on every call (GetNode's is one)."""
    return f"query parts({declare(dict.fromkeys(names, ''))}) {{ {' '.join(blocks)} }}"


class Txn:
    """One Dgraph transaction with deadline-aware, JSON-decoding helpers."""

    def __init__(self, txn: pydgraph.AsyncTxn, default_timeout: float) -> None:
        self._txn = txn
        self._timeout = default_timeout
        self.start_ts = 0  # the read timestamp Dgraph gave, once a request has been answered
        # With ACL, Dgraph signs the timestamp for the caller's namespace: a later read at it must send this back.
        self.start_hash = ""

    async def query(self, dql: str, variables: dict[str, str] | None = None) -> dict[str, Any]:
        resp = await self._txn.query(dql, variables=variables, timeout=remaining(self._timeout))
        if resp.txn.start_ts:
            self.start_ts, self.start_hash = resp.txn.start_ts, resp.txn.hash
        result: dict[str, Any] = orjson.loads(resp.json or b"{}")
        return result

    async def _send(self, request: api.Request) -> api.Response:
        if not request.commit_now:
            return await self._txn.do_request(request, timeout=remaining(self._timeout))
        async with _committing():
            return await self._txn.do_request(request, timeout=remaining(self._timeout))

    async def mutate(
        self,
        set_obj: object | None = None,
        del_obj: object | None = None,
        *,
        query: str | None = None,
        variables: dict[str, str] | None = None,
        cond: str | None = None,
        commit: bool = True,
    ) -> api.Response:
        """One mutation (optionally an upsert block with `query` and `cond`), committed by default."""
        mutation = api.Mutation()
        if set_obj is not None:
            mutation.set_json = orjson.dumps(set_obj)
        if del_obj is not None:
            mutation.delete_json = orjson.dumps(del_obj)
        if cond:
            mutation.cond = cond
        request = api.Request(query=query or "", mutations=[mutation], commit_now=commit)
        for key, value in (variables or {}).items():
            request.vars[key] = value
        return await self._send(request)

    async def upsert(self, query: str, set_nquads: bytes, variables: dict[str, str] | None = None) -> dict[str, Any]:
        """An upsert block whose mutation is N-Quads (for `val(v)` values), committed; returns the query's JSON."""
        return await self.upsert_all(query, [api.Mutation(set_nquads=set_nquads)], variables)

    async def upsert_all(
        self, query: str, mutations: list[api.Mutation], variables: dict[str, str] | None = None
    ) -> dict[str, Any]:
        """An upsert block with several mutations (each may carry an `@if` cond), committed; returns the
        query's JSON."""
        request = api.Request(query=query, mutations=mutations, commit_now=True)
        for key, value in (variables or {}).items():
            request.vars[key] = value
        resp = await self._send(request)
        result: dict[str, Any] = orjson.loads(resp.json or b"{}")
        return result

    async def commit(self) -> None:
        async with _committing():
            await self._txn.commit(timeout=remaining(self._timeout))


@asynccontextmanager
async def _committing() -> AsyncIterator[None]:
    """Around a request that commits: a connection lost on the way makes the outcome unknown, and the error says so
    (only idempotent writes are then repeated; kg/store/failover.py)."""
    try:
        yield
    except Exception as error:
        if is_connection_failure(error):
            raise as_alpha_unavailable(error, committing=True) from error
        raise


class DgraphStore:
    """The connection the store modules share."""

    def __init__(
        self, client: pydgraph.AsyncDgraphClient, default_timeout: float = 10.0, max_attempts: int = 200
    ) -> None:
        self.client = client
        self.default_timeout = default_timeout
        self.max_attempts = max_attempts
        # A call tries each alpha at most about once: with one alpha, a connection failure is the answer.
        self.failover_attempts = client.size if isinstance(client, AlphaPool) else 1
        self.observer: DgraphObserver = IGNORE  # the server sets its metrics here

    async def read(self, dql: str, variables: dict[str, str] | None = None) -> dict[str, Any]:
        """A read-only query at a consistent snapshot: the `snapshot()` this task is in, else a fresh one.
        An alpha that does not answer hands the query to another (reads are always safe to repeat).

        What `observed` and `translate_errors` do, spelled out: every GetNode comes through here, and their two
        context managers cost more than the rest of this method."""
        failures = 0
        while True:
            started = time.perf_counter()
            try:
                shared = _snapshot.get()
                if shared is not None:
                    result = await shared.query(dql, variables)
                else:
                    result = await Txn(self.client.txn(read_only=True), self.default_timeout).query(dql, variables)
            except Exception as exc:
                self.observer.dgraph_call("read", _outcome(exc), time.perf_counter() - started)
                translated = _translated(exc)
                if isinstance(translated, AlphaUnavailable):
                    failures += 1
                    if self._may_fail_over(failures):
                        continue
                if translated is exc:
                    raise
                raise translated from exc
            except BaseException:  # cancelled
                self.observer.dgraph_call("read", "error", time.perf_counter() - started)
                raise
            self.observer.dgraph_call("read", "ok", time.perf_counter() - started)
            return result

    async def read_part(self, part: ReadPart[T]) -> T:
        """`read` of one part, its result taken."""
        return part.result(await self.read(*joined(part)))

    def snapshot(self) -> _SnapshotScope:
        """Every `read` inside (in this task and the tasks it starts) sees the same snapshot of the graph.

        Besides consistency, it is cheaper: a read-only transaction asks Dgraph Zero for a timestamp on its first
        query only (about a millisecond each on a quiet machine). Inside another snapshot, that one serves.
        An async generator that opens one must be closed by the task iterating it (`contextlib.aclosing`):
        asyncio closes an abandoned generator from another context, where the ContextVar cannot be reset."""
        return _SnapshotScope(self.client, self.default_timeout)

    async def write(self, work: Callable[[Txn], Awaitable[T]], *, idempotent: bool = False) -> T:
        """Run `work` in a fresh transaction, again after each conflict, until it commits or time runs out.

        `work` must be safe to repeat: it reads what it needs inside the transaction it is given. When an alpha
        stops answering, `work` starts again from its beginning on another alpha, except when the connection was
        lost during the commit itself: then the write may have been applied, and it is repeated only if it is
        `idempotent` (applying it twice leaves what applying it once does); otherwise the caller gets UNAVAILABLE
        saying the outcome is unknown (kg/store/failover.py).
        """
        attempt = failures = 0
        while True:
            attempt += 1
            txn = self.client.txn()
            try:
                with observed(self.observer, "write"):
                    async with translate_errors():
                        return await work(Txn(txn, self.default_timeout))
            except CONFLICTS:
                if attempt >= self.max_attempts:
                    raise Unavailable(f"gave up after {attempt} conflicting attempts; retry later") from None
                # Jittered backoff that grows with contention, bounded by the caller's deadline.
                pause = random.uniform(0, min(0.2, 0.005 * attempt))
                if remaining(self.default_timeout) <= pause:
                    raise DeadlineExceeded("deadline passed while retrying a conflicting write") from None
                self.observer.dgraph_retry()
                await asyncio.sleep(pause)
            except AlphaUnavailable as error:
                if error.commit_unknown and not idempotent:
                    raise
                failures += 1
                if not self._may_fail_over(failures):
                    raise
            finally:
                await _discard_quietly(txn)

    async def alter(self, schema: str) -> None:
        """Alter the schema, waiting out Dgraph's "Pending transactions found. Please retry" while writes finish,
        and an alpha that does not answer (an alter is idempotent: the next try goes to another alpha,
        kg/store/alphas.py). Each alpha is tried about once: an unreachable Dgraph (down, or a TLS mismatch) is the
        answer, not a wait."""
        deadline = time.monotonic() + remaining(self.default_timeout)
        pause = 0.05
        connection_tries = self.failover_attempts
        while True:
            try:
                async with translate_errors():
                    await self.client.alter(
                        pydgraph.Operation(schema=schema), timeout=max(deadline - time.monotonic(), 1.0)
                    )
                return
            except (*CONFLICTS, AlphaUnavailable) as error:
                connection_tries -= isinstance(error, AlphaUnavailable)
                if connection_tries <= 0 or time.monotonic() + pause > deadline:
                    raise
                await asyncio.sleep(pause)
                pause = min(pause * 2, 1.0)

    def _may_fail_over(self, failures: int) -> bool:
        """Whether a call that met `failures` unreachable alphas tries another one. The failed alpha is cooling
        down by now (kg/store/alphas.py), so the next transaction goes elsewhere."""
        if failures >= self.failover_attempts:
            return False
        remaining(self.default_timeout)  # DeadlineExceeded when the caller's time is up
        self.observer.dgraph_retry()
        return True


class _Snapshot:
    """Reads at one timestamp, concurrent ones included. The first query fixes the timestamp, so reads wait for it
    (two first queries at once would each be given one); every later read is a read-only transaction of its own at
    that timestamp: pydgraph sends one transaction's requests one at a time, and Recall's sources read side by side.

    When an alpha stops answering, the next read goes to another alpha at the same timestamp (any alpha of the
    group serves a given timestamp)."""

    def __init__(self, client: pydgraph.AsyncDgraphClient, timeout: float) -> None:
        self._client = client
        self._timeout = timeout
        self._first = asyncio.Lock()
        self._start_ts = 0
        self._start_hash = ""

    async def query(self, dql: str, variables: dict[str, str] | None) -> dict[str, Any]:
        if not self._start_ts:
            async with self._first:
                if not self._start_ts:
                    txn = Txn(self._client.txn(read_only=True), self._timeout)
                    result = await txn.query(dql, variables)
                    self._start_ts, self._start_hash = txn.start_ts, txn.start_hash
                    return result
        return await self._at_start().query(dql, variables)

    def _at_start(self) -> Txn:
        fresh = self._client.txn(read_only=True)
        fresh.merge_context(api.TxnContext(start_ts=self._start_ts, hash=self._start_hash))
        txn = Txn(fresh, self._timeout)
        txn.start_ts, txn.start_hash = self._start_ts, self._start_hash
        return txn


_snapshot: contextvars.ContextVar[_Snapshot | None] = contextvars.ContextVar("kg_snapshot", default=None)


class _SnapshotScope:
    """`DgraphStore.snapshot()`: a class rather than an @asynccontextmanager, whose generator costs as much again
    as the rest (every GetNode opens one)."""

    __slots__ = ("_client", "_timeout", "_token")

    def __init__(self, client: pydgraph.AsyncDgraphClient, timeout: float) -> None:
        self._client = client
        self._timeout = timeout
        self._token: contextvars.Token[_Snapshot | None] | None = None

    async def __aenter__(self) -> None:
        if _snapshot.get() is None:  # inside another snapshot, that one serves
            self._token = _snapshot.set(_Snapshot(self._client, self._timeout))

    async def __aexit__(self, *exc: object) -> None:
        if self._token is not None:
            _snapshot.reset(self._token)


async def _discard_quietly(txn: pydgraph.AsyncTxn) -> None:
    # A failed discard only leaks a transaction that Dgraph expires by itself.
    with contextlib.suppress(Exception):
        await txn.discard(timeout=2)


@asynccontextmanager
async def translate_errors() -> AsyncIterator[None]:
    """Turn transport and Dgraph failures into KgErrors; conflicts pass through for the retry loop."""
    try:
        yield
    except Exception as exc:
        translated = _translated(exc)
        if translated is exc:
            raise
        raise translated from exc


def _translated(exc: Exception) -> Exception:
    """The KgError (or AlphaUnavailable) a failure becomes; `exc` itself when it passes through as it is: KgErrors,
    conflicts (for the retry loop) and what is not a gRPC error."""
    unchanged = exc  # `exc` is narrowed to grpc's untyped error below
    if isinstance(exc, KgError):
        return exc
    # Before conflicts: an alpha that is not serving yet answers "Please retry", as a conflict does.
    if is_connection_failure(exc):
        return as_alpha_unavailable(exc, committing=False)
    if isinstance(exc, CONFLICTS) or not isinstance(exc, grpc.aio.AioRpcError):
        return exc
    code = exc.code()
    # Whatever Dgraph says once the caller's time is up (DEADLINE_EXCEEDED, CANCELLED, or "context deadline
    # exceeded" as UNKNOWN, depending on where its timer fired), the deadline is the cause.
    if code == grpc.StatusCode.DEADLINE_EXCEEDED or expired():
        return DeadlineExceeded("Dgraph did not answer before the deadline")
    if code == grpc.StatusCode.UNAVAILABLE:
        return Unavailable(f"Dgraph is unavailable: {exc.details()}")
    if code == grpc.StatusCode.CANCELLED:
        # Dgraph gave up on the request on its own (shutting down, its own timer): worth another try.
        return Unavailable(f"Dgraph cancelled the request: {exc.details()}")
    if code in (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INVALID_ARGUMENT):
        # Dgraph reports query errors (parse, type) as UNKNOWN with a readable message.
        return DgraphRejected(exc.details() or str(code))
    return unchanged


def _outcome(exc: BaseException) -> str:
    """How a failed Dgraph call is reported (as `observed` reports it)."""
    return "conflict" if isinstance(exc, CONFLICTS) else "error"


class DgraphRejected(KgError):
    """Dgraph refused a request as malformed; for kg's own queries this is a bug, for raw DQL bad input."""

    def to_invalid_argument(self, field: str) -> InvalidArgument:
        return InvalidArgument.of(field, str(self))
