"""Recall reads its graph and episode sources side by side: a failure in one comes out as it is (so the API maps
it to its status) and stops the other."""

from __future__ import annotations

import asyncio

import pytest

from kg.errors import DeadlineExceeded
from kg.recall.together import Once, together


async def test_both_results_come_back_in_order() -> None:
    async def slow() -> str:
        await asyncio.sleep(0.01)
        return "graph"

    async def fast() -> int:
        return 7

    assert tuple(await together(slow(), fast())) == ("graph", 7)


async def test_a_failure_is_raised_as_it_is_and_cancels_the_other() -> None:
    cancelled = asyncio.Event()

    async def forever() -> None:
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    async def fails() -> None:
        raise DeadlineExceeded("Dgraph did not answer in time")

    with pytest.raises(DeadlineExceeded):
        await together(forever(), fails())
    await asyncio.wait_for(cancelled.wait(), 5)


async def test_the_question_is_embedded_once_however_many_ask() -> None:
    calls = 0

    async def embed() -> list[float]:
        nonlocal calls
        calls += 1
        await asyncio.sleep(0)
        return [1.0, 0.0]

    once = Once(embed)
    once.start()
    assert await asyncio.gather(once.get(), once.get()) == [[1.0, 0.0], [1.0, 0.0]]
    assert calls == 1
