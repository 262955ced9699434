"""Running Recall's reads side by side: two at once, and the question's vector computed at most once."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

A = TypeVar("A")
B = TypeVar("B")


class Once:
    """The question's vector: embedded at most once, when first wanted or started ahead."""

    def __init__(self, make: Callable[[], Coroutine[Any, Any, list[float]]]) -> None:
        self._make = make
        self._task: asyncio.Task[list[float]] | None = None

    def start(self) -> asyncio.Task[list[float]]:
        if self._task is None:
            self._task = asyncio.create_task(self._make())
        return self._task

    async def get(self) -> list[float]:
        return await self.start()

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()


async def together(first: Coroutine[Any, Any, A], second: Coroutine[Any, Any, B]) -> tuple[A, B]:
    """Both results; when one fails, the other is cancelled and the failure raised as it is (no group)."""
    tasks = asyncio.create_task(first), asyncio.create_task(second)
    try:
        return await asyncio.gather(tasks[0], tasks[1])
    except BaseException:
        for task in tasks:
            task.cancel()
        raise
