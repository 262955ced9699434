"""Name vectors for nodes written in bulk, given in the background by the server that wrote them.

kg embeds a node's names and description as it writes it, but not in writes of more than EMBED_INLINE nodes
(CreateNodes batches, `kg import`): embedding would make them many times slower. Such a write hands its nodes
here once it has committed, and one task embeds them a batch at a time (the model in a worker thread, as Ingest
runs it), so a client's bulk load is found by meaning seconds after its reply without anyone running a job.

It embeds through NameEmbedding.fill: fill-only writes (kg/jobs/vector_fill.py), so a node renamed meanwhile keeps
its newer vector, and a node that has a vector by its turn (EmbedNodeNames, `kg embed-names`) is not embedded
again. Nothing here outlives the process: what is still waiting when the server stops, or what a failed batch
held, is logged with the job that gives it its vectors (`kg embed-names`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Sequence
from contextlib import aclosing

from kg.embedding import Embedder
from kg.jobs.embed_names import NameEmbedding
from kg.jobs.vector_fill import BATCH
from kg.logging import get_logger

log = get_logger(__name__)

LATER = "kg embed-names"


class NameBacklog:
    def __init__(self, names: NameEmbedding) -> None:
        if names.embedder is None:
            raise ValueError("the background embedding needs the sentence model")
        self.names = names
        self.embedder: Embedder = names.embedder
        self._batches: deque[tuple[str, list[str]]] = deque()  # (namespace, at most BATCH uids)
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.embedded = 0  # name vectors written so far

    @property
    def pending(self) -> int:
        """Nodes handed in and not yet embedded (the batch being embedded included)."""
        return sum(len(uids) for _, uids in self._batches)

    def add(self, namespace: str, uids: Sequence[str]) -> None:
        """Queue `uids`, nodes of `namespace` just written without name vectors. Never waits."""
        for start in range(0, len(uids), BATCH):
            self._batches.append((namespace, list(uids[start : start + BATCH])))
        if uids:
            self._wake.set()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="kg-name-backlog")

    async def stop(self) -> None:
        """Stop at once: shutdown does not wait for a bulk load's names. What is left is logged with its job."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._batches:
            log.warning("names.background_left", nodes=self.pending, later=LATER)

    async def _run(self) -> None:
        while True:
            if not self._batches:
                self._wake.clear()
                await self._wake.wait()
                continue
            namespace, uids = self._batches[0]  # left in the queue until done, so `stop` counts it
            try:
                await self._embed(namespace, uids)
            except Exception:  # the task must outlive a failed batch (e.g. Dgraph unreachable for a moment)
                log.exception("names.background_failed", namespace=namespace, nodes=len(uids), later=LATER)
            self._batches.popleft()

    async def _embed(self, namespace: str, uids: list[str]) -> None:
        async with aclosing(self.names.fill(self.embedder, uids, namespace)) as filled:
            async for count in filled:
                self.embedded += count
