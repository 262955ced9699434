"""Name vectors for the live nodes that have none: `kg embed-names` (a job against Dgraph) and the EmbedNodeNames
RPC (`kg import` calls it) run this.

kg embeds a node's names and description as it writes it (Recall then finds the node by what a question means,
not only by the names it spells), but not in writes of more than EMBED_INLINE nodes (CreateNodes batches, `kg
import`: embedding would make bulk loads many times slower), nor while it runs without its model. This job fills
those in afterwards, a page of nodes at a time, without overwriting a vector written meanwhile (a node renamed
while the job ran keeps the newer one). Running servers pick the vectors up within seconds, through the same
minute keys as their own writes (kg/recall/namespace_cache.py).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator, Callable, Sequence
from contextlib import aclosing
from dataclasses import dataclass
from typing import Protocol

from kg.auth.caller import Caller
from kg.domain.graph import embedding_text
from kg.domain.ports import VectorSink
from kg.embedding import Embedder
from kg.errors import FailedPrecondition
from kg.model.records import NodeRecord
from kg.store.vectors import PendingVector

BATCH = 64  # names per model run and per vector write


class MissingNames(Protocol):
    def missing(self, namespace: str = "") -> AsyncGenerator[list[tuple[str, str]], None]:
        """Pages of (uid, namespace) of live nodes without a name vector."""
        ...


class NodeReads(Protocol):
    async def get_many(self, uids: Sequence[str], namespaces: Sequence[str]) -> dict[str, NodeRecord]: ...


@dataclass(frozen=True)
class EmbedOutcome:
    nodes: int  # vectors written
    seconds: float


class NameEmbedding:
    def __init__(self, missing: MissingNames, nodes: NodeReads, embedder: Embedder | None, sink: VectorSink) -> None:
        self.missing = missing
        self.nodes = nodes
        self.embedder = embedder  # None: a server without its sentence model, which refuses the work
        self.sink = sink

    async def for_caller(self, caller: Caller, namespace: str) -> AsyncGenerator[int, None]:
        """`batches` of a namespace the caller may write (its home when empty), as EmbedNodeNames runs them."""
        namespace = caller.namespace_for_write(namespace)
        async with aclosing(self.batches(namespace)) as batches:
            async for count in batches:
                yield count

    async def run(self, namespace: str = "", done: Callable[[int], None] | None = None) -> EmbedOutcome:
        """Embed every live node of `namespace` (of all, when empty) that has no name vector; `done` is told how
        many each batch wrote."""
        began, written = time.monotonic(), 0
        async with aclosing(self.batches(namespace)) as batches:
            async for count in batches:
                written += count
                if done is not None:
                    done(count)
        return EmbedOutcome(written, time.monotonic() - began)

    async def batches(self, namespace: str = "") -> AsyncGenerator[int, None]:
        """`run`, a batch at a time: how many nodes each batch gave a vector."""
        embedder = self.embedder
        if embedder is None:
            raise FailedPrecondition("this server runs without its sentence model (KG_EMBEDDINGS, or not installed)")
        async with aclosing(self.missing.missing(namespace)) as pages:
            async for page in pages:
                by_namespace: dict[str, list[str]] = {}
                for uid, owner in page:
                    by_namespace.setdefault(owner, []).append(uid)
                for owner, uids in by_namespace.items():
                    # Read again as records: a node gone since the page was read is skipped.
                    nodes = list((await self.nodes.get_many(uids, [owner])).values())
                    for start in range(0, len(nodes), BATCH):
                        yield await self._embed(embedder, nodes[start : start + BATCH], owner)

    async def _embed(self, embedder: Embedder, nodes: list[NodeRecord], namespace: str) -> int:
        texts = [embedding_text(n.name, n.aliases, n.description) for n in nodes]
        vectors = await asyncio.to_thread(embedder.embed, texts)
        await self.sink.write(
            [
                PendingVector(node.uid, "name_vector", tuple(vector), namespace, fill=True)
                for node, vector in zip(nodes, vectors, strict=True)
            ]
        )
        return len(nodes)
