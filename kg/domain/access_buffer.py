"""Write-behind for accesses: reads record them in memory, a background task writes them in batches.

A read that returns nodes must count as an access, but one write transaction per read would turn every
read into a write and make reads as slow as the slowest write. `record()` only adds to a dict (uid ->
count) and returns; the flusher applies the pending counts as one batch every `interval` seconds, sooner
when `batch_size` distinct uids are waiting. Counts coalesce: 1,000 reads of one node between flushes
become one write of access_count + 1000. `stop()` flushes whatever is left (graceful shutdown).

A failed flush keeps its counts and tries again on the next round, so a short Dgraph outage loses nothing
while the process lives; accesses still pending when the process is killed (SIGKILL) are lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Mapping

from kg.logging import get_logger

log = get_logger(__name__)

ApplyBatch = Callable[[Mapping[str, int]], Awaitable[object]]


class AccessBuffer:
    def __init__(self, apply: ApplyBatch, interval: float = 1.0, batch_size: int = 500) -> None:
        if interval <= 0 or batch_size < 1:
            raise ValueError("interval must be positive and batch_size at least 1")
        self._apply = apply
        self.interval = interval
        self.batch_size = batch_size
        self._pending: Counter[str] = Counter()
        self._wake = asyncio.Event()
        self._flushing = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self.applied = 0  # accesses written so far (for tests and metrics)

    @property
    def pending(self) -> int:
        """Accesses recorded and not yet written."""
        return sum(self._pending.values())

    def record(self, uids: Iterable[str]) -> None:
        """Count one access of each uid. Never waits: safe on the hot path of every read."""
        self._pending.update(uids)
        if len(self._pending) >= self.batch_size:
            self._wake.set()

    def start(self) -> None:
        if self._task is None:
            self._stopping = False
            self._task = asyncio.create_task(self._run(), name="kg-access-buffer")

    async def stop(self) -> None:
        """Let a flush in progress finish, stop the background task, then write everything still pending."""
        if self._task is not None:
            self._stopping = True
            self._wake.set()
            with contextlib.suppress(Exception):
                await self._task  # its errors were logged already
            self._task = None
        await self.flush()

    async def flush(self) -> int:
        """Write the pending accesses now, `batch_size` uids per transaction; returns how many were written."""
        written = 0
        async with self._flushing:
            while self._pending:
                uids = list(itertools.islice(self._pending, self.batch_size))
                batch = {uid: self._pending.pop(uid) for uid in uids}
                try:
                    await self._apply(batch)
                except BaseException:
                    self._pending.update(batch)  # keep them for the next round
                    raise
                written += sum(batch.values())
                self.applied += sum(batch.values())
        return written

    async def _run(self) -> None:
        while not self._stopping:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.interval)
            self._wake.clear()
            if self._stopping:
                return  # stop() flushes
            try:
                await self.flush()
            except Exception as exc:
                log.warning("access_buffer.flush_failed", error=str(exc), pending=self.pending)
                await asyncio.sleep(self.interval)  # back off instead of spinning while Dgraph is down
