"""Concurrent callers' items gathered into batches for a blocking function that costs less per item in a batch.

    extractions = AsyncBatcher(extractor.extract_each)      # a list of items -> one outcome per item, in order
    extraction = await extractions.submit(text)              # from any task on the event loop

One batch runs at a time, in a worker thread. A caller who finds none running starts one with its item alone: a
lone call waits for no company. Whoever arrives while a batch runs joins the next, which starts as soon as that
one ends. Each caller gets its own item's outcome: a result, or the exception raised for that item alone.

Why not `asyncio.to_thread` per call with the batching done inside the function (as the Extractor does for
threads): each waiting caller then holds a thread of the loop's default executor (six on two cores), and under
four Ingests in flight the texts still queued behind the embedding runs for a free thread could not join the
batch being formed. Here waiting costs a future on the loop, not a thread.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")

# Runs a batch: one outcome per item, in the items' order; an item's exception is its outcome (not raised), so one
# bad item does not fail its batch-mates. If it raises anyway, each item of that batch is run again alone.
BatchFunction = Callable[[list[T]], Sequence[R | Exception]]


class AsyncBatcher(Generic[T, R]):
    """Batches for `run` (see the module's docstring), at most `max_batch` items each. Used from one event loop
    at a time (a new loop, as in tests, starts afresh)."""

    def __init__(self, run: BatchFunction[T, R], max_batch: int = 64) -> None:
        if max_batch < 1:
            raise ValueError(f"max_batch must be at least 1, not {max_batch}")
        self._run = run
        self._max_batch = max_batch
        self._waiting: list[tuple[T, asyncio.Future[R]]] = []
        self._runner: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    async def submit(self, item: T) -> R:
        """`item`'s outcome: its result, or the exception raised for it."""
        loop = asyncio.get_running_loop()
        if loop is not self._loop:  # what waited on another loop can never be delivered there
            self._loop, self._waiting, self._runner = loop, [], None
        future: asyncio.Future[R] = loop.create_future()
        self._waiting.append((item, future))
        if self._runner is None or self._runner.done():
            # A context of its own: the batch belongs to no one caller (their request ids, their deadlines).
            self._runner = loop.create_task(self._drain(), context=contextvars.Context())
        return await future

    async def _drain(self) -> None:
        """Run what is waiting, a batch at a time, until nothing is."""
        while self._waiting:
            batch = self._waiting[: self._max_batch]
            del self._waiting[: self._max_batch]
            batch = [(item, future) for item, future in batch if not future.done()]  # cancelled callers
            if not batch:
                continue
            try:
                outcomes = await asyncio.to_thread(self._outcomes, [item for item, _ in batch])
            except BaseException:  # the runner was cancelled (the loop is closing): nobody will get an outcome
                for _, future in batch + self._waiting:
                    future.cancel()
                self._waiting.clear()
                raise
            for (_, future), outcome in zip(batch, outcomes, strict=True):
                if future.done():
                    continue
                if isinstance(outcome, Exception):
                    future.set_exception(outcome)
                else:
                    future.set_result(outcome)

    def _outcomes(self, items: list[T]) -> list[R | Exception]:
        try:
            outcomes = list(self._run(items))
        except Exception as error:
            if len(items) == 1:
                return [error]
            return [self._outcomes([item])[0] for item in items]  # whose item it was: each alone
        if len(outcomes) != len(items):  # a broken batch function: no caller may get another's outcome
            broken = RuntimeError(f"a batch of {len(items)} items gave {len(outcomes)} outcomes")
            return [broken] * len(items)
        return outcomes
