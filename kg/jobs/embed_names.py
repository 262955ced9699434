"""Name vectors for the live nodes that have none: `kg embed-names` (a job against Dgraph) and the EmbedNodeNames
RPC (`kg import` calls it) run this.

kg embeds a node's names and description as it writes it (Recall then finds the node by what a question means,
not only by the names it spells); writes of more than EMBED_INLINE nodes (CreateNodes batches, `kg import`:
embedding would make bulk loads many times slower) are embedded after their reply, in the background
(kg/jobs/name_backlog.py, which runs `fill` below). This job fills in what that left (a server stopped before it
was done, or ran with KG_EMBED_NAMES_IN_BACKGROUND=false) and what was written while kg ran without its model,
without overwriting a vector written meanwhile (a node renamed while the job ran keeps the newer one):
kg/jobs/vector_fill.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Awaitable, Callable, Sequence
from contextlib import aclosing
from typing import Protocol

from kg.auth.caller import Caller
from kg.domain.graph import embedding_text
from kg.domain.ports import VectorSink
from kg.embedding import Embedder
from kg.jobs.vector_fill import BATCH, MissingVectors, VectorFill
from kg.model.records import NodeRecord
from kg.store.vectors import PendingVector

# Those of some uids of a namespace that are live nodes still without a name vector.
Lacking = Callable[[Sequence[str], str], Awaitable[list[str]]]


class NodeReads(Protocol):
    async def get_many(self, uids: Sequence[str], namespaces: Sequence[str]) -> dict[str, NodeRecord]: ...


class NameEmbedding(VectorFill):
    def __init__(
        self, missing: MissingVectors, lacking: Lacking, nodes: NodeReads, embedder: Embedder | None, sink: VectorSink
    ) -> None:
        super().__init__(missing, embedder)
        self.lacking = lacking
        self.nodes = nodes
        self.sink = sink

    async def for_caller(self, caller: Caller, namespace: str) -> AsyncGenerator[int, None]:
        """`batches` of a namespace the caller may write (its home when empty), as EmbedNodeNames runs them."""
        namespace = caller.namespace_for_write(namespace)
        async with aclosing(self.batches(namespace)) as batches:
            async for count in batches:
                yield count

    async def fill(self, embedder: Embedder, uids: list[str], namespace: str) -> AsyncGenerator[int, None]:
        for start in range(0, len(uids), BATCH):
            # Read again as records, those still without a vector: a node gone since the page was read, or given
            # its vector meanwhile (the server's background embedding, the RPC, this job elsewhere), is skipped.
            still = await self.lacking(uids[start : start + BATCH], namespace)
            batch = list((await self.nodes.get_many(still, [namespace])).values()) if still else []
            if not batch:
                continue
            texts = [embedding_text(n.name, n.aliases, n.description) for n in batch]
            vectors = await asyncio.to_thread(embedder.embed, texts)
            await self.sink.write(
                [
                    PendingVector(node.uid, "name_vector", tuple(vector), namespace, fill=True)
                    for node, vector in zip(batch, vectors, strict=True)
                ]
            )
            yield len(batch)
