"""Vectors written after the records they belong to, in batches, by one writer per process: nodes' names, and
the vectors backfilled for nodes and episodes written without them (kg/jobs/).

Until schema 9, name_vector had an HNSW index, and its inserts made transactions writing vectors conflict with each
other, whatever namespace or node they touched: four Ingests at a time aborted 386 times in 240 turns, each abort
redoing the whole Ingest. So a node commits without its name vector, and the vector follows in a small upsert,
batched with whatever other vectors are waiting. name_vector is now unindexed (kg searches it in its own process,
kg/recall/vector_index.py; stored as bytes since schema 12, kg/store/vector_bytes.py), so it can be written with
its node again: Ingest does (kg/domain/memory.py), which saved Dgraph a transaction for one turn in four;
CreateNode(s) still come through here.
The writer sends one batch at a time, so kg's own vector writes never race each other.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

from pydgraph.proto import api_pb2 as api

from kg.clock import utc_now
from kg.logging import get_logger
from kg.model.episodes import minute_key
from kg.store.codec import declare, to_dgraph_time
from kg.store.txn import DgraphStore, Txn
from kg.store.vector_bytes import pack_rows

log = get_logger(__name__)


@dataclass(frozen=True)
class VectorTarget:
    """Where a kind of record keeps its vector, and how a write tells other kg processes' indexes of it."""

    stored: str  # the predicate holding the vector as bytes (kg/store/vector_bytes.py)
    alive: str  # a predicate only a record that may hold a vector has: none is set on one without it
    minute: str  # the minute key ("namespace|minute") other processes' refreshes read (kg/recall/namespace_cache.py)
    version: str = ""  # mutable records: when the vector was written, which a refresh compares


# What a PendingVector holds -> where it goes. Nodes keep their tenant when forgotten softly; an episode's
# namespace word goes with its words and vector (kg/store/episodes.py, retract_in), so a retracted one gets none.
# A vector goes to a record created since schema 12: no older JSON-text vector to replace there.
VECTOR_TARGETS = {
    "name_vector": VectorTarget("name_vector_bytes", "tenant", "node_minute", "name_vector_at"),
    "episode_vector": VectorTarget("episode_vector_bytes", "episode_word", "episode_minute"),
}
MAX_BATCH = 64  # vectors per upsert: one query block and one conditional mutation each


@dataclass(frozen=True)
class PendingVector:
    uid: str
    predicate: str  # a key of VECTOR_TARGETS
    vector: tuple[float, ...]
    namespace: str = ""  # the record's: its minute key lets other kg processes' vector indexes pick it up
    # Set only on a record that has none (a backfill: a vector written since it read the record is newer).
    fill: bool = False
    more: tuple[tuple[float, ...], ...] = ()  # rows stored after `vector` (an episode's sentences')


class VectorWriter:
    def __init__(self, db: DgraphStore, max_batch: int = MAX_BATCH) -> None:
        self.db = db
        self.max_batch = max_batch
        self._waiting: list[tuple[PendingVector, asyncio.Future[None]]] = []
        self._flushing: asyncio.Task[None] | None = None

    async def write(self, vectors: Sequence[PendingVector]) -> None:
        """Returns once `vectors` are committed; raises what the write raised. A record deleted in between gets
        no vector (it is not recreated). A caller that gives up does not stop the write."""
        if not vectors:
            return
        loop = asyncio.get_running_loop()
        futures = []
        for vector in vectors:
            if vector.predicate not in VECTOR_TARGETS:
                raise ValueError(f"not a vector predicate: {vector.predicate}")
            future: asyncio.Future[None] = loop.create_future()
            future.add_done_callback(_retrieve)  # a caller that gave up never reads the outcome
            self._waiting.append((vector, future))
            futures.append(future)
        if self._flushing is None or self._flushing.done():
            # A context of its own: the first caller's deadline must not bound the writes of the others.
            self._flushing = asyncio.create_task(self._flush(), context=contextvars.Context())
        await asyncio.shield(asyncio.gather(*futures))

    async def _flush(self) -> None:
        while self._waiting:
            batch, self._waiting = self._waiting[: self.max_batch], self._waiting[self.max_batch :]
            vectors = [vector for vector, _ in batch]
            try:
                await self.db.write(partial(_write_in, vectors=vectors), idempotent=True)
            except Exception as error:  # handed to every waiting caller
                for _, future in batch:
                    if not future.done():
                        future.set_exception(error)
            else:
                for _, future in batch:
                    if not future.done():
                        future.set_result(None)


async def _write_in(txn: Txn, *, vectors: Sequence[PendingVector]) -> None:
    """One upsert: each vector is set only on a record that may hold one (VectorTarget.alive), and a `fill` only
    on one without a vector."""
    bound = {f"$u{i}": vector.uid for i, vector in enumerate(vectors)}
    blocks = " ".join(f"u{i} as var(func: uid($u{i})) @filter({_kept(vector)})" for i, vector in enumerate(vectors))
    now = utc_now()
    mutations = [
        api.Mutation(
            set_json=json.dumps(_vector_set(f"uid(u{i})", vector, now)).encode(), cond=f"@if(eq(len(u{i}), 1))"
        )
        for i, vector in enumerate(vectors)
    ]
    await txn.upsert_all(f"query vectors({declare(bound)}) {{ {blocks} }}", mutations, bound)


def _kept(vector: PendingVector) -> str:
    target = VECTOR_TARGETS[vector.predicate]
    return f"has({target.alive})" + (f" AND NOT has({target.stored})" if vector.fill else "")


def _vector_set(ref: str, vector: PendingVector, now: datetime) -> dict[str, Any]:
    target = VECTOR_TARGETS[vector.predicate]
    values: dict[str, Any] = {"uid": ref, target.stored: pack_rows([vector.vector, *vector.more])}
    if vector.namespace:
        values[target.minute] = minute_key(vector.namespace, now)
        if target.version:
            values[target.version] = to_dgraph_time(now)
    return values


def _retrieve(future: asyncio.Future[None]) -> None:
    if not future.cancelled():
        future.exception()
