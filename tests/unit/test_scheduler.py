"""The decay schedule: KG_DECAY_SCHEDULE parsing, and the APScheduler wiring (no overlap, stop waits)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger

from kg.jobs.scheduler import DecayScheduler, ScheduleError, trigger_for


def test_the_default_schedule_is_hourly_on_the_hour_in_utc() -> None:
    trigger = trigger_for("0 * * * *")
    assert isinstance(trigger, CronTrigger)
    now = datetime(2026, 3, 1, 10, 20, tzinfo=UTC)
    assert trigger.get_next_fire_time(None, now) == datetime(2026, 3, 1, 11, 0, tzinfo=UTC)


def test_every_n_seconds_is_an_interval() -> None:
    trigger = trigger_for("every 90")
    assert isinstance(trigger, IntervalTrigger)
    assert trigger.interval.total_seconds() == 90


@pytest.mark.parametrize("bad", ["", "hourly", "every", "every -5", "every x", "61 * * * *", "* * *"])
def test_a_bad_schedule_is_refused_with_the_variable_named(bad: str) -> None:
    with pytest.raises(ScheduleError, match="KG_DECAY_SCHEDULE"):
        trigger_for(bad)


async def test_the_job_runs_on_schedule_and_never_overlaps_itself(caplog: pytest.LogCaptureFixture) -> None:
    active = 0
    overlap = False
    calls = 0
    started, release = asyncio.Event(), asyncio.Event()

    async def job() -> None:
        nonlocal active, overlap, calls
        calls += 1
        active += 1
        overlap = overlap or active > 1
        started.set()
        await release.wait()  # slower than the interval until released: max_instances=1 must skip, not stack
        active -= 1

    scheduler = DecayScheduler(job, "every 0.1", misfire_grace_seconds=1)
    scheduler.start()
    try:
        await asyncio.wait_for(started.wait(), 10)
        # Waited for by APScheduler's own word that a run fell due while this one went on, not by a duration: on a
        # busy machine a fixed second held fewer runs, and one could end before the next fell due.
        await _until(lambda: any("maximum number of running instances" in r.getMessage() for r in caplog.records))
        assert calls == 1  # the run due meanwhile was skipped, not started beside the first
        release.set()
        await _until(lambda: calls >= 3)  # and the schedule goes on
    finally:
        release.set()
        await scheduler.stop()
    assert not overlap


async def test_stop_lets_a_run_in_progress_finish() -> None:
    started, release, finished = asyncio.Event(), asyncio.Event(), asyncio.Event()

    async def job() -> None:
        started.set()
        await release.wait()
        finished.set()

    scheduler = DecayScheduler(job, "every 0.05")
    scheduler.start()
    await asyncio.wait_for(started.wait(), 10)  # a run is in progress (a fixed 0.15 s could pass before it began)
    stopping = asyncio.create_task(scheduler.stop(wait_seconds=10))
    await asyncio.sleep(0)  # stop() runs up to its wait for the run
    assert not stopping.done()
    release.set()
    await stopping
    assert finished.is_set()


async def test_a_failing_run_is_logged_and_the_schedule_goes_on() -> None:
    calls = 0

    async def job() -> None:
        nonlocal calls
        calls += 1
        raise RuntimeError("Dgraph is down")

    scheduler = DecayScheduler(job, "every 0.05")
    scheduler.start()
    try:
        await _until(lambda: calls >= 2)  # a second run after the failed one, however slowly the loop turns
    finally:
        await scheduler.stop()


async def _until(check: Callable[[], bool], timeout: float = 10.0) -> None:
    """Poll `check` on the event loop until it holds; fail after `timeout` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        assert loop.time() < deadline, "condition not reached in time"
        await asyncio.sleep(0.01)
