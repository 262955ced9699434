"""Activation rules that hold for nodes and edges alike: pure math, no database.

Activation is a function of two stored numbers and the clock, not a value that jobs keep multiplying:

    a(t) = max(min(a0, floor), a0 * (1 - rate) ^ max(0, days_since(t0) - grace))

where a0 (`activation_base`) and t0 (`activation_at`) are the value and time of the last access, explicit
set or creation. The spec's hourly job multiplies the stored activation by (1 - rate)^days on every run,
each time with the full idle time, so the decay compounds (24 runs a day, each applying all the days so
far) and the result depends on how often and when the job ran. Here a run only *materialises* a(now) into
`activation` (the indexed value queries sort by): running twice, an hour late or after a crash gives the
same value. `kg/store/activation.py` evaluates the same formula in DQL.

Core identity: a node whose a0 is at or above the core threshold does not decay (a(t) = a0) and is never
a prune candidate; an explicit update below the threshold makes it ordinary again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

MIN_ACTIVATION_FOR_COST = 0.01
SECONDS_PER_DAY = 86400.0


def traversal_cost(activation: float) -> float:
    """The inverse of activation: strongly activated edges are cheap to traverse."""
    return 1.0 / max(activation, MIN_ACTIVATION_FOR_COST)


def boosted(activation: float, boost: float, maximum: float, times: int = 1) -> float:
    """`times` accesses in a row: each adds `boost`, the result never exceeds `maximum`."""
    return min(activation + boost * times, maximum)


def decayed(base: float, days: float, rate: float, grace_days: float, floor: float) -> float:
    """a0 after `days` without access: exponential after the grace period, never below the floor.

    A value already below the floor (set explicitly) stays where it is rather than being raised to it.
    """
    excess = max(0.0, days - grace_days)
    return max(min(base, floor), base * float((1.0 - rate) ** excess))


@dataclass(frozen=True)
class ActivationPolicy:
    """Every activation number, from Settings (KG_INITIAL_ACTIVATION, KG_ACTIVATION_BOOST, ...)."""

    initial: float = 0.5
    boost: float = 0.1
    maximum: float = 1.0
    floor: float = 0.01
    rate_per_day: float = 0.05
    grace_days: float = 1.0
    core_threshold: float = 0.85

    def is_core(self, base: float) -> bool:
        return base >= self.core_threshold

    def current(self, base: float, at: datetime, now: datetime) -> float:
        """a(now) from a0 = `base` set at `at`."""
        if self.is_core(base):
            return base
        days = (now - at).total_seconds() / SECONDS_PER_DAY
        return decayed(base, days, self.rate_per_day, self.grace_days, self.floor)

    def after_accesses(self, base: float, at: datetime, now: datetime, times: int = 1) -> float:
        """The new a0 after `times` accesses at `now`: the decayed value plus the boosts, capped."""
        return boosted(self.current(base, at, now), self.boost, self.maximum, times)
