"""The in-process episode vector index: exact nearest per namespace, as_of, refresh from other writers, eviction.
The source here is an in-memory list standing in for what EpisodeStore reads (tests/integration/
test_episode_vectors.py runs the same index over a real Dgraph)."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import math
import random
import threading
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest
from structlog.testing import capture_logs

from kg.deadline import deadline_scope, expired, remaining
from kg.model.episodes import StoredVector, minute_key, minute_keys
from kg.recall import vector_index
from kg.recall.coarse import CoarseRows
from kg.recall.namespace_cache import COMMIT_SLACK_SECONDS
from kg.recall.vector_index import EpisodeVectorIndex, IndexedVectorSink, VectorIndex
from kg.store.vectors import PendingVector
from tests.support.clock import ManualClock

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def unit(*values: float) -> list[float]:
    norm = math.sqrt(sum(v * v for v in values))
    return [v / norm for v in values]


class Written:
    """Episodes as Dgraph would hold them: (namespace, minute key, episode)."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, str, StoredVector]] = []
        self.loads = 0
        self.asked: list[str] = []  # every uid vectors_by_uid was asked for
        self.writes = 0
        self.version: dict[str, int] = {}  # by uid: the count of writes when it was last written

    def put(
        self,
        namespace: str,
        uid: str,
        vector: list[float],
        said_at: datetime = T0,
        created: datetime = T0,
        speaker: str = "",
        more: Sequence[list[float]] = (),
    ) -> StoredVector:
        episode = StoredVector(uid, said_at, vector, speaker, more)
        self.writes += 1
        self.version[uid] = self.writes
        self.rows.append((namespace, minute_key(namespace, created), episode))
        return episode

    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        self.loads += 1
        return [e for ns, _, e in self.rows if ns == namespace]

    async def uids_in_minutes(self, keys: Sequence[str]) -> dict[str, str]:
        """Each with a version that changes with every write of it."""
        return {e.uid: str(self.version.get(e.uid, 0)) for _, key, e in self.rows if key in keys}

    async def vectors_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredVector]:
        self.asked += uids
        return [e for ns, _, e in self.rows if ns == namespace and e.uid in uids]


async def test_nearest_is_exact_most_similar_first_and_stays_in_its_namespaces() -> None:
    written = Written()
    written.put("a", "0x1", unit(1, 0, 0))
    written.put("a", "0x2", unit(1, 1, 0))
    written.put("a", "0x3", unit(0, 0, 1))
    written.put("b", "0x4", unit(1, 0, 0))  # as close as 0x1, another tenant's
    index = EpisodeVectorIndex(written)
    found = await index.nearest(unit(1, 0.1, 0), ["a"], 2, None)
    assert [uid for uid, _ in found] == ["0x1", "0x2"]
    assert found[0][1] > found[1][1] and math.isclose(found[0][1], unit(1, 0.1, 0)[0], rel_tol=1e-5)
    both = await index.nearest(unit(1, 0, 0), ["a", "b"], 2, None)
    assert {uid for uid, _ in both} == {"0x1", "0x4"}


async def test_a_record_of_several_vectors_is_found_once_at_its_best_and_counts_its_rows() -> None:
    written = Written()
    # 0x1's turn vector is far from the question; one of its sentences is the nearest of all.
    written.put("a", "0x1", unit(0, 0, 1), more=[unit(1, 0.05, 0), unit(1, 0.2, 0), unit(0, 1, 0)])
    written.put("a", "0x2", unit(1, 0.1, 0))
    written.put("a", "0x3", unit(1, 0.3, 0), more=[unit(1, 0.4, 0)])
    written.put("a", "0x4", unit(0, 1, 0))
    index = EpisodeVectorIndex(written)
    found = await index.nearest(unit(1, 0, 0), ["a"], 3, None)
    assert [uid for uid, _ in found] == ["0x1", "0x2", "0x3"]  # 0x1 once, though three of its rows beat 0x3's
    assert math.isclose(found[0][1], unit(1, 0.05, 0)[0], rel_tol=1e-5)  # at its best row
    assert index.size == 8  # rows: what the namespace costs
    assert [uid for uid, _ in await index.nearest(unit(0, 1, 0), ["a"], 5, None)][:2] == ["0x1", "0x4"]


async def test_a_record_set_aside_is_found_by_none_of_its_vectors() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    written.put("a", "0x1", unit(0, 0, 1), more=[unit(1, 0, 0), unit(0, 1, 0)])
    written.put("a", "0x2", unit(1, 1, 0))
    index = VectorIndex(written, mutable=True, clock=clock)
    assert [u for u, _ in await index.nearest(unit(1, 0, 0), ["a"], 1, None)] == ["0x1"]
    space = index._spaces["a"]
    space.set_aside(["0x1"])
    assert [u for u, _ in await index.nearest(unit(1, 0, 0), ["a"], 5, None)] == ["0x2"]
    assert [u for u, _ in await index.nearest(unit(0, 1, 0), ["a"], 5, None)] == ["0x2"]


def test_a_record_given_twice_in_one_add_is_held_once_and_set_aside_whole() -> None:
    space = vector_index._Namespace()
    twice = StoredVector("0x1", T0, unit(0, 0, 1), "", [unit(1, 0, 0)])
    space.add([twice, StoredVector("0x2", T0, unit(1, 1, 0)), twice])
    assert space.owners == ["0x1", "0x1", "0x2"] and space.spans == {"0x1": 2}
    question = np.asarray(unit(1, 0, 0), dtype=np.float32)
    assert [u for u, _ in space.searched(question, None, [(5, None)])[0]] == ["0x1", "0x2"]
    space.set_aside(["0x1"])
    assert [u for u, _ in space.searched(question, None, [(5, None)])[0]] == ["0x2"]


async def test_as_of_keeps_what_was_said_by_then() -> None:
    written = Written()
    written.put("a", "0x1", unit(1, 0), said_at=T0)
    written.put("a", "0x2", unit(1, 0.01), said_at=T0 + timedelta(days=30))
    index = EpisodeVectorIndex(written)
    assert [u for u, _ in await index.nearest(unit(1, 0.01), ["a"], 5, T0 + timedelta(days=1))] == ["0x1"]


async def test_nearest_among_some_speakers_searches_only_what_they_said() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    written.put("a", "0x1", unit(1, 0, 0), speaker="0xa")
    written.put("a", "0x2", unit(1, 0.2, 0), speaker="0xb")
    written.put("a", "0x3", unit(0, 1, 0), speaker="0xb")
    written.put("a", "0x4", unit(1, 0.1, 0), speaker="0xc")
    index = EpisodeVectorIndex(written, clock=clock)
    assert [u for u, _ in await index.nearest(unit(1, 0, 0), ["a"], 2, None, {"0xb"})] == ["0x2", "0x3"]
    assert [u for u, _ in await index.nearest(unit(1, 0, 0), ["a"], 5, None, {"0xa", "0xc"})] == ["0x1", "0x4"]
    assert await index.nearest(unit(1, 0, 0), ["a"], 5, None, {"0xnobody"}) == []
    index.add("a", [StoredVector("0x5", T0, unit(1, 0, 0), "0xnew")])  # a speaker first seen as a turn is added
    assert [u for u, _ in await index.nearest(unit(1, 0, 0), ["a"], 5, None, {"0xnew"})] == ["0x5"]


async def test_a_few_turns_of_one_speaker_among_many_are_ranked_by_similarity() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    for i in range(40):  # others said the closest things; 0xa's three turns are scored apart
        written.put("a", f"0x{100 + i:x}", unit(1, 0.001 * i, 0), speaker="0xb")
    written.put("a", "0x1", unit(0, 1, 0), speaker="0xa")
    written.put("a", "0x2", unit(1, 0.5, 0), speaker="0xa")
    written.put("a", "0x3", unit(1, 1, 0), speaker="0xa")
    index = EpisodeVectorIndex(written, clock=clock)
    found = await index.nearest(unit(1, 0, 0), ["a"], 2, None, {"0xa"})
    assert [u for u, _ in found] == ["0x2", "0x3"]
    assert [round(s, 3) for _, s in found] == [round(2 / math.sqrt(5), 3), round(1 / math.sqrt(2), 3)]


@pytest.mark.parametrize("rows", [40, 40_000])  # the second is searched off the event loop
async def test_several_searches_over_one_product_find_what_each_alone_finds(rows: int) -> None:
    written, rng = Written(), random.Random(7)
    for i in range(rows):  # 0xa said a tenth of it (scored alone), 0xb most (scored from the whole product)
        vector = unit(*(rng.gauss(0, 1) for _ in range(8)))
        written.put("a", f"0x{i + 1:x}", vector, said_at=T0 + timedelta(hours=i), speaker="0xa" if i % 10 else "0xb")
    index = EpisodeVectorIndex(written)
    question, as_of = unit(*(rng.gauss(0, 1) for _ in range(8))), T0 + timedelta(hours=rows // 2)
    searches: list[tuple[int, set[str] | None]] = [(5, {"0xb"}), (7, None), (3, {"0xa"}), (4, {"0xnobody"})]
    for when in (None, as_of):
        together = await index.searched(question, ["a"], when, searches)
        alone = [await index.nearest(question, ["a"], k, when, speakers) for k, speakers in searches]
        assert together == alone
        said_by_b = [i for i in range(0, rows, 10) if when is None or i <= rows // 2]
        assert [len(found) for found in together] == [min(5, len(said_by_b)), 7, 3, 0]
        assert all(u in {f"0x{i + 1:x}" for i in range(0, rows, 10)} for u, _ in together[0])  # 0xb's only


class SlowLoad(Written):
    """A namespace whose load waits for `ready`, with a deadline in force (as a client's call would have)."""

    def __init__(self) -> None:
        super().__init__()
        self.ready = asyncio.Event()
        self.deadline_seen: list[bool] = []

    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        self.deadline_seen.append(expired() or remaining(-1.0) != -1.0)
        await self.ready.wait()
        return await super().vectors_of(namespace)


async def test_a_caller_that_gives_up_does_not_cancel_the_namespace_s_load() -> None:
    written = SlowLoad()
    written.put("a", "0x1", unit(1, 0))
    index = EpisodeVectorIndex(written)
    with deadline_scope(0.05):
        first = asyncio.create_task(index.nearest(unit(1, 0), ["a"], 5, None))
        await asyncio.sleep(0.01)
    first.cancel()  # the client gave up while the namespace was loading
    with contextlib.suppress(asyncio.CancelledError):
        await first
    second = asyncio.create_task(index.nearest(unit(1, 0), ["a"], 5, None))
    await asyncio.sleep(0.01)
    written.ready.set()
    assert [u for u, _ in await second] == ["0x1"]
    assert written.loads == 1  # one load, which the second caller waited for
    assert written.deadline_seen == [False]  # the first caller's deadline was not the load's


async def test_a_large_namespace_is_searched_off_the_event_loop_with_the_same_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    written = Written()
    for i in range(30):
        written.put("a", f"0x{i + 1:x}", unit(1, 0.05 * i), speaker="0xa" if i % 3 else "0xb")
    index = EpisodeVectorIndex(written)
    on_loop = (
        await index.nearest(unit(1, 0.3), ["a"], 5, None),
        await index.nearest(unit(1, 0), ["a"], 3, None, {"0xb"}),
    )
    threads: list[str] = []
    searched = vector_index._Namespace.searched

    def spy(self: vector_index._Namespace, *args: Any) -> vector_index.Found:
        threads.append(threading.current_thread().name)
        return searched(self, *args)

    monkeypatch.setattr(vector_index._Namespace, "searched", spy)
    monkeypatch.setattr(vector_index, "OFF_LOOP_ROWS", 10)
    off_loop = (
        await index.nearest(unit(1, 0.3), ["a"], 5, None),
        await index.nearest(unit(1, 0), ["a"], 3, None, {"0xb"}),
    )
    assert off_loop == on_loop
    assert len(threads) == 2 and threading.main_thread().name not in threads


async def test_searches_go_without_a_namespace_whose_load_takes_too_long_and_its_end_is_logged() -> None:
    written = SlowLoad()
    written.put("a", "0x1", unit(1, 0))
    index = EpisodeVectorIndex(written, load_wait=0.05, name="episode vectors")
    with capture_logs() as logged:
        assert await index.nearest(unit(1, 0), ["a"], 5, None) == []  # waited its 0.05 s, then went on
        assert await index.holds_any(["a"]) is False  # the load began longer ago than that: no wait at all
        assert not [e for e in logged if e["event"] == "recall.index_loaded"]
        written.ready.set()
        # The load ends in a worker thread: waited for by its log line, not a fixed sleep (a busy machine took
        # longer than 10 ms, and the search then went on without the namespace, as it should).
        for _ in range(500):
            if any(e["event"] == "recall.index_loaded" for e in logged):
                break
            await asyncio.sleep(0.01)
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 5, None)] == ["0x1"]
    assert written.loads == 1
    [loaded] = [e for e in logged if e["event"] == "recall.index_loaded"]  # an operator sees when it is in
    assert loaded["log_level"] == "info" and loaded["index"] == "episode vectors"
    assert loaded["namespace"] == "a" and loaded["records"] == 1


class FailingLoad(SlowLoad):
    """A load that fails once `ready` is set, the first time only (Dgraph refused the read)."""

    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        await self.ready.wait()
        self.loads += 1
        if self.loads == 1:
            raise RuntimeError("Dgraph refused the read")
        return await Written.vectors_of(self, namespace)


async def test_a_load_that_fails_after_its_caller_went_on_is_logged_and_tried_again() -> None:
    written = FailingLoad()
    written.put("a", "0x1", unit(1, 0))
    index = EpisodeVectorIndex(written, load_wait=0.05, name="episode vectors")
    unretrieved: list[dict[str, Any]] = []
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(lambda _, context: unretrieved.append(context))
    try:
        with capture_logs() as logged:
            assert await index.nearest(unit(1, 0), ["a"], 5, None) == []  # went on without the namespace
            written.ready.set()
            await asyncio.sleep(0.01)  # the load fails with nobody waiting for it
        gc.collect()  # asyncio reports an unretrieved task exception when the task is collected
        await asyncio.sleep(0)
    finally:
        loop.set_exception_handler(None)
    [failed] = [e for e in logged if e["event"] == "recall.index_load_failed"]
    assert failed["namespace"] == "a" and "refused" in failed["error"]
    assert unretrieved == []  # not asyncio's "Task exception was never retrieved"
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 5, None)] == ["0x1"]  # the next search loads it


async def test_what_this_process_commits_is_found_at_once() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    index = EpisodeVectorIndex(written, clock=clock)
    assert await index.nearest(unit(0, 1), ["a"], 5, None) == []
    index.add("a", [written.put("a", "0x9", unit(0, 1))])
    assert [u for u, _ in await index.nearest(unit(0, 1), ["a"], 5, None)] == ["0x9"]  # no refresh was due


async def test_another_writer_s_episode_is_found_after_the_refresh_interval() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    index = EpisodeVectorIndex(written, clock=clock, refresh_seconds=1.0)
    await index.nearest(unit(1, 0), ["a"], 5, None)  # loads "a" (empty)
    created = T0 + timedelta(seconds=30)  # another replica committed this later on
    written.put("a", "0x7", unit(1, 0), created=created)
    assert await index.nearest(unit(1, 0), ["a"], 5, None) == []  # within the interval: not looked for yet
    clock.now = created.timestamp() + 5
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 5, None)] == ["0x7"]
    assert written.loads == 1  # a refresh reads recent minutes, not the namespace again


async def test_a_commit_landing_late_in_an_earlier_minute_is_still_found() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    index = EpisodeVectorIndex(written, clock=clock)
    await index.nearest(unit(1, 0), ["a"], 5, None)
    clock.now += 90  # the next refresh
    await index.nearest(unit(1, 0), ["a"], 5, None)
    # created (minute key) 60 s before that refresh began, committed only after it
    written.put("a", "0x8", unit(1, 0), created=datetime.fromtimestamp(clock.now - 60, UTC))
    clock.now += 2
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 5, None)] == ["0x8"]


def test_minute_keys_cover_every_minute_between() -> None:
    since = T0.timestamp() - COMMIT_SLACK_SECONDS
    keys = minute_keys("a", since, T0.timestamp())
    assert keys[0] == minute_key("a", datetime.fromtimestamp(since, UTC)) and keys[-1] == minute_key("a", T0)
    assert len(keys) == 3 and len(set(keys)) == 3
    assert minute_key("a", T0) == "a|2023-05-08T13:56"


async def test_least_recently_searched_namespaces_are_evicted_past_the_budget() -> None:
    written = Written()
    for ns in "abc":
        for i in range(3):
            written.put(ns, f"{ns}{i}", unit(1, i))
    index = EpisodeVectorIndex(written, max_vectors=6)
    for ns in "abc":
        await index.nearest(unit(1, 0), [ns], 1, None)
    assert index.size == 6 and written.loads == 3
    await index.nearest(unit(1, 0), ["b"], 1, None)  # still held
    assert written.loads == 3
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 1, None)] == ["a0"]  # evicted, loaded again
    assert written.loads == 4


async def test_a_query_of_another_dimension_finds_nothing() -> None:
    written = Written()
    written.put("a", "0x1", unit(1, 0, 0))
    assert await EpisodeVectorIndex(written).nearest(unit(1, 0), ["a"], 5, None) == []


async def test_a_namespace_is_known_empty_only_once_loaded_without_vectors_and_fills_on_refresh() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    written.put("a", "0x1", unit(1, 0, 0))
    index = EpisodeVectorIndex(written, clock=clock)
    assert not index.known_empty(["b"])  # never loaded: unknown, so Recall embeds its question ahead
    assert not await index.holds_any(["b"])
    assert index.known_empty(["b"]) and not index.known_empty(["a", "b"])
    assert await index.holds_any(["b", "a"])
    written.put("b", "0x2", unit(0, 1, 0), created=T0 + timedelta(seconds=30))  # another replica's write
    clock.now += 31
    assert await index.holds_any(["b"]) and not index.known_empty(["b"])


class Names(Written):
    """Nodes' name vectors: a node's row is replaced when it is written again, and gone when it loses its vector."""

    def rewrite(self, namespace: str, uid: str, vector: list[float] | None, at: datetime) -> None:
        self.rows = [row for row in self.rows if row[2].uid != uid]
        if vector is not None:
            self.put(namespace, uid, vector, created=at)
        else:  # the minute key stays, the vector goes
            self.writes += 1
            self.version[uid] = self.writes
            self.rows.append((namespace, minute_key(namespace, at), StoredVector(uid, T0, [])))

    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        return [e for e in await super().vectors_of(namespace) if e.vector]

    async def vectors_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredVector]:
        return [e for e in await super().vectors_by_uid(uids, namespace) if e.vector]


async def test_a_mutable_index_replaces_a_changed_vector_and_sets_aside_a_removed_one_at_refresh() -> None:
    names, clock = Names(), ManualClock(T0.timestamp())
    names.put("a", "0x1", unit(1, 0))
    names.put("a", "0x2", unit(0, 1))
    index = VectorIndex(names, mutable=True, clock=clock)
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 1, None)] == ["0x1"]
    later = T0 + timedelta(seconds=30)
    names.rewrite("a", "0x2", unit(1, 0.05), later)  # another process changed 0x2's description
    names.rewrite("a", "0x1", None, later)  # ... and removed 0x1's vector
    clock.now = later.timestamp()
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 5, None)] == ["0x2"]
    assert names.loads == 1  # refreshed from the recent minutes, not reloaded


async def test_a_mutable_refresh_reads_again_only_the_vectors_written_since_it_read_them() -> None:
    names, clock = Names(), ManualClock(T0.timestamp())
    names.put("a", "0x1", unit(1, 0))
    index = VectorIndex(names, mutable=True, clock=clock)
    await index.nearest(unit(1, 0), ["a"], 1, None)
    for uid, vector in (("0x2", unit(0, 1)), ("0x3", unit(1, 1))):  # other processes' new nodes
        names.rewrite("a", uid, vector, T0 + timedelta(seconds=10))
    clock.now += 11
    await index.nearest(unit(1, 0), ["a"], 1, None)
    assert sorted(names.asked) == ["0x1", "0x2", "0x3"]  # all once (0x1: loaded, not read by a refresh yet)
    names.asked.clear()
    names.rewrite("a", "0x3", unit(0, 1), T0 + timedelta(seconds=20))  # changed again
    for _ in range(3):  # the same minutes stay in the refresh's look-back for a while
        clock.now += 2
        await index.nearest(unit(1, 0), ["a"], 1, None)
    assert names.asked == ["0x3"]  # only the changed one, and once
    assert {u for u, _ in await index.nearest(unit(0, 1), ["a"], 2, None)} == {"0x2", "0x3"}


async def test_an_episode_index_adds_only_what_it_does_not_hold() -> None:
    written, clock = Written(), ManualClock(T0.timestamp())
    written.put("a", "0x1", unit(1, 0))
    index = EpisodeVectorIndex(written, clock=clock)
    await index.nearest(unit(1, 0), ["a"], 1, None)
    index.add("a", [StoredVector("0x1", T0, unit(0, 1))])  # an episode never changes: the first vector stays
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 1, None)] == ["0x1"]


async def test_the_indexing_sink_makes_written_name_vectors_searchable_in_this_process_at_once() -> None:
    class Sink:
        def __init__(self) -> None:
            self.written: list[PendingVector] = []

        async def write(self, vectors: Sequence[PendingVector]) -> None:
            self.written += vectors

    names, clock, sink = Names(), ManualClock(T0.timestamp()), Sink()
    index = VectorIndex(names, mutable=True, clock=clock)
    assert await index.nearest(unit(1, 0), ["a"], 1, None) == []  # loaded, empty
    await IndexedVectorSink(sink, index, clock).write([PendingVector("0x9", "name_vector", tuple(unit(1, 0)), "a")])
    assert [v.uid for v in sink.written] == ["0x9"]
    assert [u for u, _ in await index.nearest(unit(1, 0), ["a"], 1, None)] == ["0x9"]


async def test_writes_added_one_by_one_are_all_found_and_copy_the_namespace_only_when_capacity_doubles() -> None:
    rng = random.Random(7)
    vectors = {n: unit(*(rng.gauss(0, 1) for _ in range(16))) for n in range(1, 130)}
    written = Written()
    written.put("a", "0x1", vectors[1])
    index = EpisodeVectorIndex(written)
    await index.nearest(vectors[1], ["a"], 1, None)  # loads the namespace
    space = index._spaces["a"]
    reallocations, matrix = 0, space.matrix
    for n in range(2, 130):
        index.add("a", [StoredVector(f"0x{n:x}", T0, vectors[n])])
        if space.matrix is not matrix:
            reallocations, matrix = reallocations + 1, space.matrix
    assert reallocations <= 8  # 1 -> 2 -> 4 ... -> 256 rows, not one copy per write
    assert index.size == 129
    for n in (1, 2, 64, 129):
        assert (await index.nearest(vectors[n], ["a"], 1, None))[0][0] == f"0x{n:x}"
    assert len(await index.nearest(vectors[1], ["a"], 500, None)) == 129  # spare rows are never found


async def test_a_namespace_is_built_off_the_event_loop_and_searched_once_built() -> None:
    built_on: list[int] = []

    class Recorded(vector_index._Namespace):
        def add(self, found: Sequence[StoredVector], replace: bool = False) -> None:
            built_on.append(threading.get_ident())
            super().add(found, replace)

    written = Written()
    for i in range(5_000):  # copied into the matrix in parts (COPIED_AT_ONCE)
        written.put("a", f"0x{i + 1:x}", unit(0, 1) if i == 4_321 else unit(1, 0))
    index = EpisodeVectorIndex(written)
    index.new_space = lambda now: Recorded(refreshed=now)
    [(nearest, _)] = await index.nearest(unit(0, 1), ["a"], 1, None)
    assert nearest == f"0x{4_322:x}" and index.size == 5_000  # the row copied in the third part
    assert built_on and threading.get_ident() not in built_on  # 200,000 episodes: seconds the loop would wait


async def test_a_large_namespace_read_through_its_int8_codes_finds_exactly_what_float32_finds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Rows crowded within int8's error of each other (1e-5 apart, the error is ~1e-2), some records of several
    # rows, two speakers, dates: the int8 ranking alone gets the order wrong; the search must not.
    monkeypatch.setattr(vector_index, "COARSE_ROWS", 100)
    monkeypatch.setattr(vector_index, "FIRST_EXACT_ROWS", 1)  # the first exact pass: 2 * k * 3 rows
    rng = np.random.default_rng(11)
    base = rng.standard_normal(16)
    written, records = Written(), {}
    for i in range(600):
        rows = [base + 0.1 * rng.standard_normal(16) for _ in range(1 + (i % 7 == 0) * 2)]
        vectors = [unit(*row) for row in rows]
        uid, speaker, said = f"0x{i + 1:x}", "0xa" if i % 2 else "0xb", T0 + timedelta(hours=i)
        written.put("a", uid, vectors[0], said_at=said, speaker=speaker, more=vectors[1:])
        records[uid] = (np.asarray(vectors, np.float64), speaker, said)
    index = EpisodeVectorIndex(written)
    question = unit(*(base + 0.01 * rng.standard_normal(16)))
    scored: list[int] = []
    coarse_scored = CoarseRows.scored

    def spy(self: CoarseRows, held: int, vector: Any) -> Any:
        scored.append(held)
        return coarse_scored(self, held, vector)

    monkeypatch.setattr(CoarseRows, "scored", spy)

    def expected(k: int, speakers: set[str] | None, as_of: datetime | None) -> list[str]:
        best = {
            uid: float((rows @ np.asarray(question)).max())
            for uid, (rows, speaker, said) in records.items()
            if (speakers is None or speaker in speakers) and (as_of is None or said <= as_of)
        }
        return sorted(best, key=lambda uid: -best[uid])[:k]

    for k, speakers, as_of in [
        (50, None, None),
        (5, None, None),
        (20, {"0xa"}, None),
        (30, None, T0 + timedelta(hours=400)),
    ]:
        found = await index.nearest(question, ["a"], k, as_of, speakers)
        assert [uid for uid, _ in found] == expected(k, speakers, as_of)
        best_rows = {uid: float((records[uid][0] @ np.asarray(question)).max()) for uid, _ in found}
        assert all(math.isclose(s, best_rows[uid], rel_tol=1e-5) for uid, s in found)
    assert await index.nearest(question, ["a"], 0, None) == []
    # Records set aside (one of several rows among them) are masked out of the codes' ranking, never returned.
    gone = [uid for uid in expected(12, None, None) if len(records[uid][0]) > 1][:1] + expected(3, None, None)
    index._spaces["a"].set_aside(gone)
    for uid in gone:
        del records[uid]
    for speakers, as_of in [(None, None), ({"0xb"}, T0 + timedelta(hours=500))]:
        found = await index.nearest(question, ["a"], 25, as_of, speakers)
        assert [uid for uid, _ in found] == expected(25, speakers, as_of)
    assert scored and all(held == index.size for held in scored)  # every search went through the codes
    # ... whose own ranking differs from the exact one here, so the exact pass is what made them agree.
    space = index._spaces["a"]
    rough = coarse_scored(space.coarse, space.size, np.asarray(question, np.float32)).scores
    by_rough = list(dict.fromkeys(space.owners[i] for i in np.argsort(-rough, kind="stable")))[:50]
    assert by_rough != expected(50, None, None)


def test_a_namespace_keeps_int8_codes_only_from_the_size_that_reads_them_and_then_for_every_row(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(vector_index, "COARSE_ROWS", 50)
    monkeypatch.setattr(vector_index, "COPIED_AT_ONCE", 7)  # rows copied and coded in parts
    rng = np.random.default_rng(5)

    def episodes(first: int, n: int) -> list[StoredVector]:
        return [StoredVector(f"0x{first + i:x}", T0, unit(*rng.standard_normal(8))) for i in range(n)]

    space = vector_index._Namespace()
    space.add(episodes(1, 30))
    assert not space.coarse.ready  # 30 rows: searched in float32 alone, no codes kept
    space.add(episodes(31, 40))  # crosses 50 within this add
    assert space.coarse.ready
    space.add(episodes(71, 1))
    space.add(episodes(72, 200))  # grows the matrix, and the codes with it
    held = space.size
    assert held == 271 and len(space.coarse.codes) == len(space.matrix)
    # Every row's codes say its float row, up to half a step per component.
    decoded = space.coarse.codes[:held] * space.coarse.steps[:held, None]
    assert np.all(np.abs(decoded - space.matrix[:held]) <= space.coarse.steps[:held, None] / 2 + 1e-7)
    question = np.asarray(unit(*rng.standard_normal(8)), np.float32)
    exact = space.matrix[:held] @ question
    expected = [space.owners[i] for i in np.argsort(-exact)[:10]]
    assert [u for u, _ in space.searched(question, None, [(10, None)])[0]] == expected


async def test_array_bytes_count_the_rows_every_namespace_holds_with_their_codes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(vector_index, "COARSE_ROWS", 4)
    written = Written()
    for i in range(3):
        written.put("a", f"a{i}", unit(1, i))
    for i in range(5):
        written.put("b", f"b{i}", unit(i, 1))
    index = EpisodeVectorIndex(written)
    assert index.array_bytes == 0  # nothing loaded
    await index.nearest(unit(1, 0), ["a", "b"], 1, None)
    # per row: 2 float32 values, a float64 time, an int32 speaker; "b" (5 rows >= 4) also 2 int8 codes and a step
    assert index.array_bytes == 3 * (2 * 4 + 8 + 4) + 5 * (2 * 4 + 8 + 4 + 2 + 4)
    # a fourth row of "a": counted when it fills a spare row (and "a", now 4 rows, keeps codes too)
    index.add("a", [StoredVector("a3", T0, unit(1, 3))])
    assert index.array_bytes == (4 + 5) * (2 * 4 + 8 + 4 + 2 + 4)
