"""What kg keeps of a namespace's records in its own process, loaded on first use and kept current cheaply: the
machinery the vector indexes (kg/recall/vector_index.py) and the episode word index (kg/recall/word_index.py)
share.

Dgraph stays the record. A namespace is loaded on its first search. This process adds what it writes as it commits
it; what other kg processes write is picked up by a refresh at most every REFRESH_SECONDS, through each record's
minute key ("namespace|minute of creation"), so a refresh's cost follows the namespace's recent writes, not its
history. A record forgotten after its namespace was loaded stays until the namespace is evicted: Recall reads its
candidates in scope afterwards, so it is never returned, it only takes a candidate's place. (Dropping what a
Recall's read missed would be wrong: a Recall whose snapshot began before a record's commit misses a record this
process has already added.) Namespaces not searched for longest are evicted past `max_records`.

`mutable` records (nodes' name vectors) change or go, not only arrive: a refresh re-reads every record written in
the recent minutes whose version changed, replacing what is held, and sets aside those no longer there.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from kg.deadline import deadline_scope
from kg.logging import get_logger
from kg.model.episodes import minute_keys

log = get_logger(__name__)

REFRESH_SECONDS = 1.0
# A record's minute key is its created_at, taken inside the transaction that commits it: a commit lands at most
# this long after (the write's deadline and retries), so a refresh looks back this far past its last one.
COMMIT_SLACK_SECONDS = 120.0
# How long searches wait for a namespace's first load, by default (KG_VECTOR_LOAD_WAIT_SECONDS): LoCoMo's ~600
# turns load well under a second, 200,000 episodes in about 35 s (both indexes, one read: kg/store/shared_load.py),
# while Recall goes on without them.
LOAD_WAIT_SECONDS = 5.0


class Keyed(Protocol):
    @property
    def uid(self) -> str: ...


R = TypeVar("R", bound=Keyed)
R_in = TypeVar("R_in", bound=Keyed, contravariant=True)


class Space(Protocol[R_in]):
    """A namespace's records as an index holds them."""

    refreshed: float  # wall-clock time the last load or refresh began
    versions: dict[str, str]  # mutable records: the version of each record a refresh read

    @property
    def size(self) -> int: ...

    def holds(self, uid: str) -> bool: ...

    def add(self, found: Sequence[R_in], replace: bool = False) -> None:
        """The records not held yet; with `replace`, the new values of those held too."""
        ...

    def set_aside(self, uids: Iterable[str]) -> None:
        """Records that are gone: never found again."""
        ...


S = TypeVar("S", bound=Space[Any])


@dataclass(frozen=True)
class Reads(Generic[R]):
    """Where a cache reads its records."""

    load: Callable[[str], Awaitable[Sequence[R]]]  # every live record of a namespace
    # the records whose minute key is one of these, each with its version (mutable records: a value that changes
    # whenever the record does)
    uids_in_minutes: Callable[[Sequence[str]], Awaitable[dict[str, str]]]
    by_uid: Callable[[Sequence[str], str], Awaitable[Sequence[R]]]  # those of these uids live in the namespace


class NamespaceCache(Generic[R, S]):
    """One per process and kind of record."""

    def __init__(
        self,
        source: Reads[R],
        new_space: Callable[[float], S],
        *,
        mutable: bool = False,
        max_records: int,
        refresh_seconds: float = REFRESH_SECONDS,
        clock: Callable[[], float] = time.time,
        load_wait: float = LOAD_WAIT_SECONDS,
        name: str = "",
    ) -> None:
        self.name = name  # what the index holds, for its log lines
        self.source = source
        self.new_space = new_space  # an empty space, refreshed at the given time
        self.load_wait = load_wait
        self.mutable = mutable
        self.max_records = max_records
        self.refresh_seconds = refresh_seconds
        self.clock = clock
        self._spaces: OrderedDict[str, S] = OrderedDict()  # least recently searched first
        self._locks: dict[str, asyncio.Lock] = {}
        self._loads: dict[str, tuple[asyncio.Task[S], float]] = {}  # loading: the load, when it began

    @property
    def size(self) -> int:
        """Records held, over every namespace loaded (at most `max_records` after an eviction)."""
        return sum(space.size for space in list(self._spaces.values()))

    def add(self, namespace: str, records: Sequence[R]) -> None:
        """What this process committed: searchable at once (a namespace not loaded yet loads it with the rest)."""
        space = self._spaces.get(namespace)
        if space is not None:
            space.add(records, replace=self.mutable)

    async def current(self, namespace: str) -> S | None:
        """The namespace's records, loaded or refreshed; None while a load that began `load_wait` seconds ago (by
        the monotonic clock) goes on: the search goes without them rather than keep its caller waiting."""
        lock = self._locks.setdefault(namespace, asyncio.Lock())
        async with lock:  # one load or refresh per namespace at a time; the others wait for it
            space = self._spaces.get(namespace)
            now = self.clock()
            if space is None:
                # A load outlives a caller that gives up (a client's deadline): a namespace of 200,000 episodes
                # takes tens of seconds to load, and one that started over with every call would never be searched.
                if namespace not in self._loads:
                    task = asyncio.create_task(self._load(namespace, now))
                    task.add_done_callback(_seen)  # a failure is logged by `_load`, whether or not anyone waits
                    self._loads[namespace] = (task, time.monotonic())
                load, began = self._loads[namespace]
                try:
                    wait = max(self.load_wait - (time.monotonic() - began), 0.0)
                    space = await asyncio.wait_for(asyncio.shield(load), wait)
                except TimeoutError:
                    return None
            elif now - space.refreshed >= self.refresh_seconds:
                await self._refresh(namespace, space, now)
            self._spaces.move_to_end(namespace)
            return space

    async def _refresh(self, namespace: str, space: S, now: float) -> None:
        since, space.refreshed = space.refreshed - COMMIT_SLACK_SECONDS, now
        keyed = await self.source.uids_in_minutes(minute_keys(namespace, since, now))
        if self.mutable:  # a record whose version this process read is not read again until it changes
            wanted = [u for u, version in keyed.items() if space.versions.get(u) != version]
        else:
            wanted = [u for u in keyed if not space.holds(u)]
        if wanted:
            found = await self.source.by_uid(wanted, namespace)
            space.add(found, replace=self.mutable)
            if self.mutable:
                space.set_aside(set(wanted) - {record.uid for record in found})
                space.versions.update((u, keyed[u]) for u in wanted)

    async def _load(self, namespace: str, now: float) -> S:
        try:
            began = time.monotonic()
            space = self.new_space(now)
            with deadline_scope(None):  # the first caller's deadline is not the load's
                records = await self.source.load(namespace)
            # Built in a worker thread (no search sees it before it is done): 200,000 episodes take each index
            # about 2 s, which on the event loop held up every other call of this process.
            await asyncio.to_thread(space.add, records)
            self._spaces[namespace] = space
            self._evict(keep=namespace)
            seconds = time.monotonic() - began
            # Until now, Recall on this namespace went without this index past `load_wait`: say when it is in.
            log.log(
                logging.INFO if seconds >= self.load_wait else logging.DEBUG,
                "recall.index_loaded",
                index=self.name,
                namespace=namespace,
                records=space.size,
                seconds=round(seconds, 2),
            )
            return space
        except Exception as error:
            log.warning("recall.index_load_failed", index=self.name, namespace=namespace, error=str(error))
            raise
        finally:
            del self._loads[namespace]  # loaded, or failed: the next search tries again

    def _evict(self, keep: str) -> None:
        while self.size > self.max_records and len(self._spaces) > 1:
            oldest = next(iter(self._spaces))
            if oldest == keep:
                self._spaces.move_to_end(keep)
                continue
            del self._spaces[oldest]


def _seen(load: asyncio.Task[Any]) -> None:
    """Marks a finished load's failure as seen: its callers may all have stopped waiting (asyncio would otherwise
    report "Task exception was never retrieved")."""
    if not load.cancelled():
        load.exception()
