"""`kg serve` waits at start while Dgraph is unavailable (kg/store/connection.py, when_reachable): it tries again
every second up to the configured wait, then gives up with Dgraph's last answer; other failures end it at once."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from kg.errors import FailedPrecondition, Unavailable
from kg.store.connection import when_reachable


class FakeTime:
    """A clock that only the waits move."""

    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def failing(times: int, then: str = "ready") -> tuple[list[int], Callable[[], Awaitable[str]]]:
    calls: list[int] = []

    async def step() -> str:
        calls.append(1)
        if len(calls) <= times:
            raise Unavailable("No connection exists")
        return then

    return calls, step


async def test_it_tries_again_until_dgraph_answers() -> None:
    time = FakeTime()
    calls, step = failing(3)
    assert await when_reachable(step, 30.0, sleep=time.sleep, clock=time.clock) == "ready"
    assert len(calls) == 4 and time.slept == [1.0, 1.0, 1.0]


async def test_past_the_wait_the_last_unavailable_is_raised() -> None:
    time = FakeTime()
    calls, step = failing(100)
    with pytest.raises(Unavailable, match="No connection exists"):
        await when_reachable(step, 2.5, sleep=time.sleep, clock=time.clock)
    assert time.slept == [1.0, 1.0, 0.5] and len(calls) == 4  # the last try at the deadline itself


async def test_a_wait_of_zero_gives_up_at_the_first_failure() -> None:
    time = FakeTime()
    calls, step = failing(1)
    with pytest.raises(Unavailable):
        await when_reachable(step, 0.0, sleep=time.sleep, clock=time.clock)
    assert len(calls) == 1 and time.slept == []


async def test_other_failures_are_not_waited_on() -> None:
    time = FakeTime()

    async def newer_database() -> str:
        raise FailedPrecondition("migrated by a newer kg")

    with pytest.raises(FailedPrecondition):
        await when_reachable(newer_database, 30.0, sleep=time.sleep, clock=time.clock)
    assert time.slept == []
