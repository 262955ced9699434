"""Keeping kg's gRPC health honest: NOT_SERVING while no Dgraph alpha answers, SERVING again when one does.

A version check per alpha every few seconds is cheap, and it also starts the cool-down of an alpha that went away
while no call was using it (kg/store/alphas.py).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from kg.logging import get_logger
from kg.store.alphas import AlphaPool

log = get_logger(__name__)

CHECK_SECONDS = 5.0


class AlphaWatch:
    def __init__(
        self, pool: AlphaPool, set_serving: Callable[[bool], Awaitable[None]], interval: float = CHECK_SECONDS
    ) -> None:
        self._pool = pool
        self._set_serving = set_serving
        self._interval = interval
        self._serving = True  # the server starts only after Dgraph answered
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self._interval)
            await self.check()

    async def check(self) -> None:
        answering = await self._pool.answering(timeout=min(self._interval, 2.0))
        serving = bool(answering)
        if serving != self._serving:
            self._serving = serving
            if serving:
                log.info("dgraph.answering_again", alphas=answering)
            else:
                log.error("dgraph.no_alpha_answers", alphas=self._pool.health.addresses)
            await self._set_serving(serving)
