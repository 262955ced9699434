"""One read of a namespace that serves several consumers, each taking its part once.

The episode word index and the episode vector index (kg/recall/) each load a namespace on its first search, and a
Recall searches both within milliseconds. Read apart, the two loads fetched the episodes' uid, time and speaker
twice, and most of a load's cost is Dgraph looking up each record's values (200,000 episodes: about 60 s of
Dgraph CPU for the two against about 35 s for one read of what both need; kg/store/episodes.py). So the first
consumer starts the read and the others join it.

A consumer that asks again (its index evicted the namespace, or its load failed) starts a new read, and so does
one that comes SHARE_SECONDS or more after the read began: the indexes catch up on what was written meanwhile by
looking back COMMIT_SLACK_SECONDS (kg/recall/namespace_cache.py) from when they asked, so a read much older than
that could miss a record. A read's result is let go when every consumer took it, or SHARE_SECONDS after it began.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

SHARE_SECONDS = 30.0  # well inside the indexes' COMMIT_SLACK_SECONDS (120)

T = TypeVar("T")


@dataclass
class _Read(Generic[T]):
    task: asyncio.Task[T]
    began: float  # monotonic
    taken: set[str] = field(default_factory=set)


class SharedLoad(Generic[T]):
    """`load(namespace)` run once for the consumers named in `parts`."""

    def __init__(
        self,
        load: Callable[[str], Awaitable[T]],
        parts: frozenset[str],
        *,
        share_seconds: float = SHARE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.load = load
        self.parts = parts
        self.share_seconds = share_seconds
        self.clock = clock
        self._reads: dict[str, _Read[T]] = {}

    async def take(self, namespace: str, part: str) -> T:
        """The namespace's records for consumer `part`: from the read under way or just done, else a new one."""
        now = self.clock()
        read = self._reads.get(namespace)
        if read is None or part in read.taken or now - read.began >= self.share_seconds:
            read = self._start(namespace, now)
        read.taken.add(part)
        if read.taken >= self.parts:
            self._let_go(namespace, read)
        # Shielded: a consumer that gives up (its caller's deadline) does not cancel the others' read.
        return await asyncio.shield(read.task)

    def _start(self, namespace: str, now: float) -> _Read[T]:
        read = _Read(asyncio.ensure_future(self.load(namespace)), now)
        self._reads[namespace] = read

        def done(task: asyncio.Task[T]) -> None:
            if task.cancelled() or task.exception() is not None:  # retrieved: the consumers got it
                self._let_go(namespace, read)  # the next consumer tries again
            else:
                left = max(self.share_seconds - (self.clock() - read.began), 0.0)
                asyncio.get_running_loop().call_later(left, self._let_go, namespace, read)

        read.task.add_done_callback(done)
        return read

    def _let_go(self, namespace: str, read: _Read[T]) -> None:
        if self._reads.get(namespace) is read:
            del self._reads[namespace]

    def __len__(self) -> int:
        """Reads held (under way, or done and not yet taken by every consumer)."""
        return len(self._reads)
