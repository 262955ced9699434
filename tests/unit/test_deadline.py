"""The caller's deadline carried in a contextvar: scope, remaining time, and DeadlineExceeded once passed."""

from __future__ import annotations

import asyncio
import types

import pytest

from kg import deadline
from kg.deadline import deadline_scope, remaining
from kg.errors import DeadlineExceeded, KgError


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(deadline, "time", types.SimpleNamespace(monotonic=fake.monotonic))
    return fake


def test_without_a_scope_remaining_is_the_default(clock: Clock) -> None:
    assert remaining(7.5) == 7.5


def test_scope_without_a_deadline_gives_the_default(clock: Clock) -> None:
    with deadline_scope(None):
        assert remaining(7.5) == 7.5


def test_remaining_counts_down_within_the_scope(clock: Clock) -> None:
    with deadline_scope(5.0):
        assert remaining(99.0) == 5.0
        clock.now += 2.0
        assert remaining(99.0) == 3.0


@pytest.mark.parametrize(("seconds", "elapsed"), [(5.0, 5.0), (5.0, 6.0), (0.0, 0.0), (-1.0, 0.0)])
def test_passed_deadline_raises_deadline_exceeded(clock: Clock, seconds: float, elapsed: float) -> None:
    with deadline_scope(seconds):
        clock.now += elapsed
        with pytest.raises(DeadlineExceeded, match="deadline has passed") as caught:
            remaining(99.0)
    assert isinstance(caught.value, KgError)


def test_scope_is_restored_on_exit(clock: Clock) -> None:
    with deadline_scope(5.0):
        with deadline_scope(1.0):
            assert remaining(99.0) == 1.0
        assert remaining(99.0) == 5.0
        with deadline_scope(None):
            assert remaining(99.0) == 99.0  # an inner call without a deadline
        assert remaining(99.0) == 5.0
    assert remaining(99.0) == 99.0


def test_scope_is_restored_when_the_body_raises(clock: Clock) -> None:
    with pytest.raises(RuntimeError), deadline_scope(5.0):
        raise RuntimeError("boom")
    assert remaining(99.0) == 99.0


async def test_deadlines_of_concurrent_calls_do_not_mix(clock: Clock) -> None:
    started = asyncio.Event()

    async def call(seconds: float) -> float:
        with deadline_scope(seconds):
            started.set()
            await asyncio.sleep(0)
            return remaining(99.0)

    assert await asyncio.gather(call(1.0), call(2.0), call(3.0)) == [1.0, 2.0, 3.0]
    assert started.is_set()
    assert remaining(99.0) == 99.0
