"""AsyncBatcher (kg/batching.py): concurrent callers' items run as batches in a worker thread, one batch at a time;
each caller gets its own item's outcome. Batches are held open with threading events, never with sleeps."""

from __future__ import annotations

import asyncio
import threading

import pytest

from kg.batching import AsyncBatcher


class Recorder:
    """A batch function that records its batches, answers `item * 10`, and gives a ValueError for a negative item
    (as its outcome). With `hold`, each batch waits for `release` once it has been seen to start."""

    def __init__(self, hold: bool = False) -> None:
        self.batches: list[list[int]] = []
        self.started = threading.Event()
        self.release = threading.Event()
        if not hold:
            self.release.set()

    def __call__(self, items: list[int]) -> list[int | Exception]:
        self.batches.append(list(items))
        self.started.set()
        self.release.wait()
        return [ValueError(f"negative: {i}") if i < 0 else i * 10 for i in items]


async def held_open(recorder: Recorder, batcher: AsyncBatcher[int, int], first: int) -> asyncio.Task[int]:
    """`first` submitted alone, its batch seen to start and held open until `recorder.release`."""
    task = asyncio.ensure_future(batcher.submit(first))
    await asyncio.to_thread(recorder.started.wait)
    return task


async def queued(batcher: AsyncBatcher[int, int], items: list[int]) -> list[asyncio.Task[int]]:
    """Tasks submitting `items`, each run until it waits for its outcome."""
    tasks = [asyncio.ensure_future(batcher.submit(item)) for item in items]
    await asyncio.sleep(0)  # the tasks, scheduled before this one resumes, each append their item and wait
    assert len(batcher._waiting) == len(items)
    return tasks


async def test_a_lone_call_runs_at_once_in_a_batch_of_its_own() -> None:
    recorder = Recorder()
    batcher: AsyncBatcher[int, int] = AsyncBatcher(recorder)
    assert await batcher.submit(4) == 40
    assert recorder.batches == [[4]]


async def test_callers_who_arrive_while_a_batch_runs_make_up_the_next_in_order() -> None:
    recorder = Recorder(hold=True)
    batcher: AsyncBatcher[int, int] = AsyncBatcher(recorder)
    first = await held_open(recorder, batcher, 1)
    later = await queued(batcher, [2, 3, 4])
    recorder.release.set()
    assert await first == 10
    assert [await task for task in later] == [20, 30, 40]
    assert recorder.batches == [[1], [2, 3, 4]]


async def test_each_caller_gets_its_own_outcome_and_an_error_reaches_only_its_caller() -> None:
    recorder = Recorder(hold=True)
    batcher: AsyncBatcher[int, int] = AsyncBatcher(recorder)
    first = await held_open(recorder, batcher, 7)
    later = await queued(batcher, [5, -6, 8])
    recorder.release.set()
    await first
    outcomes = await asyncio.gather(*later, return_exceptions=True)
    assert outcomes[0] == 50 and outcomes[2] == 80
    assert isinstance(outcomes[1], ValueError) and str(outcomes[1]) == "negative: -6"
    assert recorder.batches[1] == [5, -6, 8]  # one batch: the error did not split it


async def test_a_batch_function_that_raises_runs_each_item_alone_so_only_the_bad_one_fails() -> None:
    seen: list[list[int]] = []

    def strict(items: list[int]) -> list[int | Exception]:
        seen.append(list(items))
        if any(i < 0 for i in items):
            raise ValueError("a negative item")
        return [i + 1 for i in items]

    gate = Recorder(hold=True)  # holds a first batch open so the next three gather
    calls = 0

    def run(items: list[int]) -> list[int | Exception]:
        nonlocal calls
        calls += 1
        return list(gate(items)) if calls == 1 else strict(items)

    batcher: AsyncBatcher[int, int] = AsyncBatcher(run)
    first = await held_open(gate, batcher, 0)
    later = await queued(batcher, [1, -2, 3])
    gate.release.set()
    await first
    outcomes = await asyncio.gather(*later, return_exceptions=True)
    assert outcomes[0] == 2 and outcomes[2] == 4 and isinstance(outcomes[1], ValueError)
    assert seen == [[1, -2, 3], [1], [-2], [3]]


async def test_a_batch_function_that_loses_an_outcome_fails_its_callers_rather_than_mix_them_up() -> None:
    gate = Recorder(hold=True)
    calls = 0

    def short(items: list[int]) -> list[int | Exception]:
        nonlocal calls
        calls += 1
        return list(gate(items)) if calls == 1 else [i for i in items][1:]

    batcher: AsyncBatcher[int, int] = AsyncBatcher(short)
    first = await held_open(gate, batcher, 0)
    later = await queued(batcher, [1, 2])
    gate.release.set()
    await first
    outcomes = await asyncio.gather(*later, return_exceptions=True)
    assert all(isinstance(o, RuntimeError) for o in outcomes)


async def test_a_cancelled_caller_leaves_the_others_their_outcomes() -> None:
    recorder = Recorder(hold=True)
    batcher: AsyncBatcher[int, int] = AsyncBatcher(recorder)
    first = await held_open(recorder, batcher, 1)
    later = await queued(batcher, [2, 3, 4])
    later[1].cancel()
    recorder.release.set()
    assert await first == 10
    assert await later[0] == 20 and await later[2] == 40
    with pytest.raises(asyncio.CancelledError):
        await later[1]
    assert recorder.batches == [[1], [2, 4]]  # what nobody waits for is not run


async def test_batches_are_at_most_max_batch_items() -> None:
    recorder = Recorder(hold=True)
    batcher: AsyncBatcher[int, int] = AsyncBatcher(recorder, max_batch=2)
    first = await held_open(recorder, batcher, 1)
    later = await queued(batcher, [2, 3, 4, 5, 6])
    recorder.release.set()
    await first
    assert [await task for task in later] == [20, 30, 40, 50, 60]
    assert recorder.batches == [[1], [2, 3], [4, 5], [6]]


def test_a_new_event_loop_starts_afresh() -> None:
    """A batcher used on one loop and then another (as tests do) runs on the second."""
    recorder = Recorder()
    batcher: AsyncBatcher[int, int] = AsyncBatcher(recorder)
    assert asyncio.run(batcher.submit(1)) == 10
    assert asyncio.run(batcher.submit(2)) == 20
    assert recorder.batches == [[1], [2]]
