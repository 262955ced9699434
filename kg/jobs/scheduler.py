"""The decay job inside `kg serve`: APScheduler 3.x's AsyncIOScheduler on the server's event loop.

coalesce (missed runs collapse into one), max_instances=1 (a slow run is never overlapped by the next)
and a misfire grace of minutes. APScheduler cannot coordinate processes, so replicas are kept apart by the
lease the job takes in Dgraph (kg/jobs/decay.py); the job is idempotent besides.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.triggers.base import BaseTrigger
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger

from kg.logging import get_logger

log = get_logger(__name__)

JOB_ID = "kg-decay"


class ScheduleError(ValueError):
    """KG_DECAY_SCHEDULE is neither a crontab line nor `every <seconds>`."""


def trigger_for(schedule: str) -> BaseTrigger:
    """`every 3600` (seconds) or a five-field crontab line, evaluated in UTC."""
    text = " ".join(schedule.split())
    if text.startswith("every "):
        try:
            seconds = float(text.removeprefix("every "))
        except ValueError:
            raise ScheduleError(f"KG_DECAY_SCHEDULE={schedule!r}: 'every' takes a number of seconds") from None
        if seconds <= 0:
            raise ScheduleError(f"KG_DECAY_SCHEDULE={schedule!r}: the interval must be positive")
        return IntervalTrigger(seconds=seconds, timezone="UTC")
    try:
        return CronTrigger.from_crontab(text, timezone="UTC")
    except ValueError as exc:
        raise ScheduleError(f"KG_DECAY_SCHEDULE={schedule!r} is not a crontab line: {exc}") from None


class DecayScheduler:
    """Runs `job` on `schedule`; `stop()` lets a run in progress finish (bounded) before returning."""

    def __init__(
        self, job: Callable[[], Awaitable[object]], schedule: str, misfire_grace_seconds: float = 600.0
    ) -> None:
        self._job = job
        self._trigger = trigger_for(schedule)
        self._misfire = misfire_grace_seconds
        self._scheduler: AsyncIOScheduler | None = None
        self._running: asyncio.Task[object] | None = None
        self.runs = 0

    def start(self) -> None:
        """Start on the running event loop."""
        self._scheduler = AsyncIOScheduler(event_loop=asyncio.get_running_loop(), timezone="UTC")
        self._scheduler.add_job(
            self._run,
            self._trigger,
            id=JOB_ID,
            coalesce=True,
            max_instances=1,
            misfire_grace_time=int(self._misfire),
            replace_existing=True,
        )
        self._scheduler.start()
        job = self._scheduler.get_job(JOB_ID)
        log.info("decay.scheduled", next_run=job.next_run_time.isoformat() if job and job.next_run_time else None)

    @property
    def next_run(self) -> object:
        job = self._scheduler.get_job(JOB_ID) if self._scheduler else None
        return job.next_run_time if job else None

    async def _run(self) -> None:
        self._running = asyncio.current_task()
        try:
            await self._job()
        except Exception as exc:  # the next run tries again; the lease lapses by itself
            log.error("decay.failed", error=str(exc), exc_info=True)
        finally:
            self.runs += 1
            self._running = None

    async def stop(self, wait_seconds: float = 30.0) -> None:
        """No new runs; a run in progress gets `wait_seconds` to finish, then the scheduler shuts down.

        (Shutting APScheduler's asyncio executor down cancels running jobs, so it waits first.)
        """
        scheduler = self._scheduler
        if scheduler is None or not scheduler.running:
            return
        scheduler.pause()
        running = self._running
        if running is not None and not running.done():
            try:
                await asyncio.wait_for(asyncio.shield(running), wait_seconds)
            except TimeoutError:
                log.warning("decay.cancelled_on_stop", waited_seconds=wait_seconds)
        scheduler.shutdown(wait=False)
        if running is not None and not running.done():
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await running
