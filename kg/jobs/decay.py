"""The decay job: one run under a lease, shared by the in-process scheduler and `kg decay --once`.

A run materialises a(now) (see kg/domain/activation.py) for every node and edge record inside Dgraph, then makes
current the changes told for a time that has now come, and archives the facts whose told end has come
(kg/domain/scheduled.py). All are idempotent, so the lease is about not wasting work and not racing, never about
correctness.
"""

from __future__ import annotations

import os
import socket
import time
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from kg.clock import utc_now
from kg.domain.activation import MIN_ACTIVATION_FOR_COST, ActivationPolicy
from kg.domain.ports import Decay, Leases
from kg.domain.scheduled import Promoted
from kg.logging import get_logger
from kg.store.activation import DecayParams

log = get_logger(__name__)

LEASE_NAME = "decay"


def default_holder() -> str:
    """Who takes the lease: host, process and a random part (two runs in one process differ too)."""
    return f"{socket.gethostname()}/{os.getpid()}/{uuid.uuid4().hex[:8]}"


@dataclass(frozen=True)
class DecayOutcome:
    ran: bool
    nodes: int = 0  # nodes whose materialised activation changed
    edges: int = 0  # edge records whose activation and traversal_cost changed
    seconds: float = 0.0
    held_by: str = ""  # when not ran: the other holder of the lease
    held_until: datetime | None = None
    promoted: int = 0  # scheduled changes made current
    ended: int = 0  # facts archived at the end told for them


@dataclass(frozen=True)
class DecayOptions:
    lease_seconds: float = 900.0  # a crashed run's lease lapses after this
    page_size: int = 50_000
    concurrency: int = 2


class DueChanges(Protocol):
    async def promote_due(self, now: datetime) -> Promoted: ...

    async def end_due(self, now: datetime) -> int: ...


class DecayJob:
    def __init__(
        self,
        store: Decay,
        leases: Leases,
        policy: ActivationPolicy,
        options: DecayOptions | None = None,
        holder: str | None = None,
        scheduled: DueChanges | None = None,
    ) -> None:
        self.store = store
        self.leases = leases
        self.policy = policy
        self.options = options or DecayOptions()
        self.holder = holder or default_holder()
        self.scheduled = scheduled

    def params(self) -> DecayParams:
        p = self.policy
        return DecayParams(
            rate_per_day=p.rate_per_day,
            grace_days=p.grace_days,
            floor=p.floor,
            core_threshold=p.core_threshold,
            min_activation_for_cost=MIN_ACTIVATION_FOR_COST,
        )

    async def run_once(self) -> DecayOutcome:
        """Take the lease, decay everything, release the lease; or report who holds it."""
        lease = await self.leases.acquire(LEASE_NAME, self.holder, self.options.lease_seconds, utc_now())
        if not lease.acquired:
            log.info(
                "decay.skipped",
                reason="lease held",
                held_by=lease.holder,
                until=lease.expires.isoformat() if lease.expires else None,
            )
            return DecayOutcome(ran=False, held_by=lease.holder, held_until=lease.expires)
        started = time.monotonic()
        try:
            counts = await self.store.decay(self.params(), utc_now(), self.options.page_size, self.options.concurrency)
            promoted = await self.scheduled.promote_due(utc_now()) if self.scheduled else Promoted()
            ended = await self.scheduled.end_due(utc_now()) if self.scheduled else 0
        finally:
            await self.leases.release(LEASE_NAME, self.holder, utc_now())
        seconds = time.monotonic() - started
        log.info(
            "decay.finished",
            nodes=counts.nodes,
            edges=counts.edges,
            promoted=promoted.promoted,
            not_promoted=promoted.skipped,
            ended=ended,
            seconds=round(seconds, 3),
            holder=self.holder,
        )
        return DecayOutcome(
            ran=True,
            nodes=counts.nodes,
            edges=counts.edges,
            seconds=seconds,
            promoted=promoted.promoted,
            ended=ended,
        )
