"""The soak's draw of calls (bench/soak_mix.py): `--reads-only` calls nothing that writes."""

from __future__ import annotations

import contextlib
import random
import time
from typing import Any, cast

from bench.soak_mix import MIX, READ_MIX, Space, State, worker
from kg.client import KgClient


class _Enough(Exception):
    """Ends a worker's loop."""


class _Calls:
    """Stands in for the client: records which of its methods the worker called, answers nothing."""

    def __init__(self) -> None:
        self.called: list[str] = []

    def __getattr__(self, method: str) -> Any:
        async def call(*args: Any, **kwargs: Any) -> Any:
            self.called.append(method)
            return type("Answer", (), {"uid": "0x1"})()

        return call


async def _drawn(mix: dict[str, float]) -> tuple[set[str], set[str]]:
    """The client methods a worker called in 200 draws from `mix`, and the methods its calls were recorded as."""
    space = Space("ns", people=["0x1", "0x2"], orgs=["0x3", "0x4"], topics=["0x5"])
    state = State([space], [(space, "0x1")], created=["0x1"], texts=["I love jazz"])
    calls = _Calls()

    class _Draws(random.Random):
        """Ends the worker after 200 draws rather than at a time: the test does not depend on the machine's speed."""

        drawn = 0

        def choices(self, *args: Any, **kwargs: Any) -> Any:
            self.drawn += 1
            if self.drawn > 200:
                raise _Enough
            return super().choices(*args, **kwargs)

    with contextlib.suppress(_Enough):
        await worker(cast(KgClient, calls), state, _Draws(3), time.monotonic() + 3600, mix)
    return set(calls.called), {call.method for call in state.calls}


async def test_the_reads_only_mix_calls_only_the_reading_methods() -> None:
    called, recorded = await _drawn(READ_MIX)
    assert called == {"get_node", "recall", "search_nodes"}
    assert recorded == {"GetNode", "Recall", "SearchNodes"}
    assert {method: MIX[method] for method in ("GetNode", "Recall", "SearchNodes")} == READ_MIX  # same proportions


async def test_the_full_mix_writes_too() -> None:
    called, recorded = await _drawn(MIX)
    assert {"create_node", "create_edge", "ingest"} <= called
    assert recorded == set(MIX)
