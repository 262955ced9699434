"""AccessBuffer: reads record accesses in memory; batches are written behind, coalesced per uid."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import pytest

from kg.domain.access_buffer import AccessBuffer


class FakeApply:
    def __init__(self, fail: int = 0) -> None:
        self.batches: list[dict[str, int]] = []
        self.fail = fail

    async def __call__(self, batch: Mapping[str, int]) -> None:
        if self.fail:
            self.fail -= 1
            raise RuntimeError("Dgraph is unavailable")
        self.batches.append(dict(batch))

    def totals(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for batch in self.batches:
            for uid, n in batch.items():
                out[uid] = out.get(uid, 0) + n
        return out


async def test_accesses_of_one_uid_coalesce_into_one_write() -> None:
    apply = FakeApply()
    buffer = AccessBuffer(apply, interval=60, batch_size=500)
    for _ in range(1000):
        buffer.record(["0x1"])
    buffer.record(["0x2", "0x1"])
    assert buffer.pending == 1002
    assert await buffer.flush() == 1002
    assert apply.batches == [{"0x1": 1001, "0x2": 1}]
    assert buffer.pending == 0


async def test_a_flush_writes_at_most_batch_size_uids_per_transaction() -> None:
    apply = FakeApply()
    buffer = AccessBuffer(apply, interval=60, batch_size=3)
    buffer.record(f"0x{i}" for i in range(1, 8))
    await buffer.flush()
    assert [len(b) for b in apply.batches] == [3, 3, 1]
    assert apply.totals() == {f"0x{i}": 1 for i in range(1, 8)}


async def test_the_background_task_flushes_every_interval() -> None:
    apply = FakeApply()
    buffer = AccessBuffer(apply, interval=0.05, batch_size=500)
    buffer.start()
    try:
        buffer.record(["0xa"])
        await _until(lambda: apply.totals() == {"0xa": 1})
    finally:
        await buffer.stop()


async def test_reaching_batch_size_flushes_before_the_interval() -> None:
    apply = FakeApply()
    buffer = AccessBuffer(apply, interval=3600, batch_size=10)
    buffer.start()
    try:
        buffer.record(f"0x{i}" for i in range(1, 11))
        await _until(lambda: len(apply.totals()) == 10)
    finally:
        await buffer.stop()


async def test_recording_never_waits_for_a_write_in_progress() -> None:
    gate = asyncio.Event()  # the write cannot finish until the test opens it
    writing = asyncio.Event()
    batches: list[dict[str, int]] = []

    async def apply(batch: Mapping[str, int]) -> None:
        writing.set()
        await gate.wait()
        batches.append(dict(batch))

    buffer = AccessBuffer(apply, interval=0.01, batch_size=100)
    buffer.start()
    try:
        buffer.record(["0x1"])
        await asyncio.wait_for(writing.wait(), 5)  # the flusher is now inside the write
        for i in range(10_000):
            buffer.record([f"0x{i % 50}"])  # returns although the write in progress cannot end
        assert batches == []  # so recording did not wait for it
        gate.set()
    finally:
        await buffer.stop()
    assert sum(n for batch in batches for n in batch.values()) == 10_001


async def test_stop_writes_everything_still_pending() -> None:
    apply = FakeApply()
    buffer = AccessBuffer(apply, interval=3600, batch_size=500)
    buffer.start()
    buffer.record(["0x1", "0x2", "0x1"])
    await buffer.stop()
    assert apply.totals() == {"0x1": 2, "0x2": 1}


async def test_stop_waits_for_a_flush_in_progress_instead_of_cancelling_it() -> None:
    writing, gate = asyncio.Event(), asyncio.Event()
    batches: list[dict[str, int]] = []

    async def apply(batch: Mapping[str, int]) -> None:
        writing.set()
        await gate.wait()  # the write goes on until the test opens the gate
        batches.append(dict(batch))

    buffer = AccessBuffer(apply, interval=0.01, batch_size=500)
    buffer.start()
    buffer.record(["0x1"])
    # The flusher is inside the write: waited for, not assumed after 50 ms (when it had not begun yet, stop() wrote
    # everything itself and the test passed without a flush in progress).
    await asyncio.wait_for(writing.wait(), 5)
    buffer.record(["0x2"])
    stopping = asyncio.create_task(buffer.stop())
    await asyncio.sleep(0)  # stop() runs up to its wait for the flush
    assert not stopping.done()
    gate.set()
    await stopping  # a cancelled flush would raise CancelledError here
    assert batches == [{"0x1": 1}, {"0x2": 1}]


async def test_a_failed_write_keeps_its_accesses_for_the_next_round() -> None:
    apply = FakeApply(fail=2)
    buffer = AccessBuffer(apply, interval=0.01, batch_size=500)
    buffer.start()
    try:
        buffer.record(["0x1", "0x1"])
        await _until(lambda: apply.totals() == {"0x1": 2}, timeout=5)
    finally:
        await buffer.stop()


def test_nonsense_configuration_is_refused() -> None:
    with pytest.raises(ValueError):
        AccessBuffer(FakeApply(), interval=0, batch_size=1)
    with pytest.raises(ValueError):
        AccessBuffer(FakeApply(), interval=1, batch_size=0)


async def _until(check: object, timeout: float = 10.0) -> None:
    assert callable(check)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        assert loop.time() < deadline, "condition not reached in time"
        await asyncio.sleep(0.01)
