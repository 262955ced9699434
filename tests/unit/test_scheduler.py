"""The decay schedule: KG_DECAY_SCHEDULE parsing, and the APScheduler wiring (no overlap, stop waits)."""

from __future__ import annotations

import asyncio
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


async def test_the_job_runs_on_schedule_and_never_overlaps_itself() -> None:
    active = 0
    overlap = False
    calls = 0

    async def job() -> None:
        nonlocal active, overlap, calls
        calls += 1
        active += 1
        overlap = overlap or active > 1
        await asyncio.sleep(0.25)  # slower than the interval: max_instances=1 must skip, not stack
        active -= 1

    scheduler = DecayScheduler(job, "every 0.1", misfire_grace_seconds=1)
    scheduler.start()
    await asyncio.sleep(1.0)
    await scheduler.stop()
    assert 2 <= calls <= 5
    assert not overlap


async def test_stop_lets_a_run_in_progress_finish() -> None:
    finished = asyncio.Event()

    async def job() -> None:
        await asyncio.sleep(0.3)
        finished.set()

    scheduler = DecayScheduler(job, "every 0.05")
    scheduler.start()
    await asyncio.sleep(0.15)
    await scheduler.stop(wait_seconds=5)
    assert finished.is_set()


async def test_a_failing_run_is_logged_and_the_schedule_goes_on() -> None:
    calls = 0

    async def job() -> None:
        nonlocal calls
        calls += 1
        raise RuntimeError("Dgraph is down")

    scheduler = DecayScheduler(job, "every 0.05")
    scheduler.start()
    await asyncio.sleep(0.4)
    await scheduler.stop()
    assert calls >= 2
