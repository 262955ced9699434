"""One read of a namespace serving both episode indexes' first load (kg/store/shared_load.py): who joins a read,
who starts a new one, and what a failure or a consumer giving up does. The load is an in-memory stand-in; the
integration test in tests/integration/test_episode_words.py counts the reads a real Dgraph answers."""

from __future__ import annotations

import asyncio

import pytest

from kg.store.shared_load import SharedLoad
from tests.support.clock import ManualClock

PARTS = frozenset({"words", "vectors"})


class Reads:
    """A load that counts its calls and finishes when told (or at once)."""

    def __init__(self, held: bool = False) -> None:
        self.calls: list[str] = []
        self.release = asyncio.Event()
        if not held:
            self.release.set()
        self.failing = False

    async def load(self, namespace: str) -> str:
        self.calls.append(namespace)
        await self.release.wait()
        if self.failing:
            raise RuntimeError("Dgraph went away")
        return f"{namespace} read {len(self.calls)}"


async def both_waiting(shared: SharedLoad[str]) -> tuple[asyncio.Task[str], asyncio.Task[str]]:
    """Both indexes asking for namespace "ns", as a Recall's first search makes them, the read still under way."""
    words = asyncio.create_task(shared.take("ns", "words"))
    vectors = asyncio.create_task(shared.take("ns", "vectors"))
    await asyncio.sleep(0)
    return words, vectors


async def test_the_second_consumer_joins_the_read_under_way() -> None:
    reads = Reads(held=True)
    shared = SharedLoad(reads.load, PARTS)
    words, vectors = await both_waiting(shared)
    reads.release.set()
    assert await asyncio.gather(words, vectors) == ["ns read 1", "ns read 1"]
    assert reads.calls == ["ns"]
    assert len(shared) == 0  # every consumer took it: nothing held


async def test_a_consumer_that_comes_after_the_read_ended_takes_it_within_the_share_window() -> None:
    reads, clock = Reads(), ManualClock(100.0)
    shared = SharedLoad(reads.load, PARTS, share_seconds=30.0, clock=clock)
    assert await shared.take("ns", "words") == "ns read 1"
    clock.now += 29.0
    assert await shared.take("ns", "vectors") == "ns read 1"
    assert reads.calls == ["ns"]


async def test_a_consumer_that_comes_past_the_share_window_reads_anew() -> None:
    reads, clock = Reads(), ManualClock(100.0)
    shared = SharedLoad(reads.load, PARTS, share_seconds=30.0, clock=clock)
    await shared.take("ns", "words")
    clock.now += 30.0  # older than that, the reader's catch-up (which looks back from now) could miss a record
    assert await shared.take("ns", "vectors") == "ns read 2"
    assert reads.calls == ["ns", "ns"]


async def test_a_consumer_asking_again_reads_anew_and_other_namespaces_read_apart() -> None:
    reads = Reads()
    shared = SharedLoad(reads.load, PARTS)
    await shared.take("ns", "words")
    assert await shared.take("ns", "words") == "ns read 2"  # its index evicted the namespace: what is current now
    assert await shared.take("other", "words") == "other read 3"
    assert reads.calls == ["ns", "ns", "other"]


async def test_a_failed_read_fails_every_waiting_consumer_and_the_next_one_tries_again() -> None:
    reads = Reads(held=True)
    reads.failing = True
    shared = SharedLoad(reads.load, PARTS)
    words, vectors = await both_waiting(shared)
    reads.release.set()
    for waiting in (words, vectors):
        with pytest.raises(RuntimeError, match="Dgraph went away"):
            await waiting
    assert len(shared) == 0
    reads.failing = False
    assert await shared.take("ns", "words") == "ns read 2"


async def test_a_consumer_that_gives_up_leaves_the_read_to_the_other() -> None:
    reads = Reads(held=True)
    shared = SharedLoad(reads.load, PARTS)
    impatient, patient = await both_waiting(shared)
    impatient.cancel()  # its caller's deadline passed
    await asyncio.sleep(0)
    reads.release.set()
    assert await patient == "ns read 1"
    assert impatient.cancelled() and reads.calls == ["ns"]


async def test_a_read_one_consumer_never_takes_is_let_go_after_the_share_window() -> None:
    reads = Reads()
    shared = SharedLoad(reads.load, PARTS, share_seconds=0.05)
    await shared.take("ns", "words")
    assert len(shared) == 1  # kept for the vectors' load, which a Recall starts a moment later
    await asyncio.sleep(0.2)
    assert len(shared) == 0  # not held for ever: a namespace's records are large
