"""Cost probes: each method of the soak's mix alone, one call at a time, with kg's and the alpha's CPU per call.

Taken on the seeded graph before the soak and on the grown graph after it, they say which operations' cost grows
with accumulated history, where the windows only show the mix's total. The alpha is let settle before each method,
so its background work (rollups after the soak's writes) is not charged to the calls.
"""

from __future__ import annotations

import random

from bench.graph_data import cpu_seconds, settle
from bench.soak_mix import MIX, OPERATIONS, State, timed
from bench.soak_report import OK, Cost
from kg.client import KgClient

CALLS_PER_METHOD = 40


async def probe(
    client: KgClient, state: State, rng: random.Random, kg_pid: int, alpha: int, calls: int = CALLS_PER_METHOD
) -> list[Cost]:
    """Each method's CPU per call, in the mix's order. What the probe's calls write is acknowledged in `state` as
    the soak's is (and checked at the end), but the calls themselves are in no window."""
    soaked, costs = state.calls, []
    try:
        for method in MIX:
            state.calls = []
            await settle(alpha)
            kg_before, alpha_before = cpu_seconds(kg_pid), cpu_seconds(alpha)
            for _ in range(calls):
                await timed(method, OPERATIONS[method](client, state, rng), state)
            kg_ms = (cpu_seconds(kg_pid) - kg_before) / calls * 1000
            alpha_ms = (cpu_seconds(alpha) - alpha_before) / calls * 1000
            errors = sum(call.status != OK for call in state.calls)
            costs.append(Cost(method, calls, errors, round(kg_ms, 2), round(alpha_ms, 2)))
    finally:
        state.calls = soaked
    return costs
