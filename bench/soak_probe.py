"""Cost probes: each method of the soak's mix alone, one call at a time, with kg's and the alpha's CPU per call.

Taken on the seeded graph before the soak and on the grown graph after it, they say which operations' cost grows
with accumulated history, where the windows only show the mix's total. Before each method the alpha is let settle
and then finish its LSM compactions (read from its metrics, bench/alpha_metrics.py), so its background work after
the soak's writes is not charged to the calls; a compaction still running as a method's calls end (their own writes
can start one) is recorded with its figures, which the report marks. Badger's reads per call beside the CPU say
whether a method that costs more on the grown graph reads more there or pays more per read.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

from bench.alpha_metrics import read_alpha_metrics, reads_between
from bench.alpha_profile import profiled, record_calls, save_heap
from bench.graph_data import cpu_seconds, settle
from bench.soak_mix import MIX, OPERATIONS, State, timed
from bench.soak_report import OK, Cost
from kg.client import KgClient

CALLS_PER_METHOD = 40
COMPACTION_WAIT_S = 180.0  # a compaction of a grown LSM took 1-3 minutes in the 60-minute soak


async def probe(
    client: KgClient,
    state: State,
    rng: random.Random,
    kg_pid: int,
    alpha: int,
    alpha_http: str,
    calls: int = CALLS_PER_METHOD,
    profiles: Path | None = None,
    label: str = "",
) -> list[Cost]:
    """Each method's CPU per call, in the mix's order. What the probe's calls write is acknowledged in `state` as
    the soak's is (and checked at the end), but the calls themselves are in no window. With `profiles`, the alpha's
    heap profile first and then, after each method's figures, a CPU profile of that method alone go into that
    directory, named `label` and the method (bench/alpha_profile.py)."""
    soaked, costs, profiled_calls = state.calls, [], {}
    try:
        if profiles is not None:
            await save_heap(alpha_http, profiles / f"{label}-heap.pb.gz")
        for method in MIX:
            state.calls = []
            await settle(alpha)
            await compactions_done(alpha_http)
            reads_before = await asyncio.to_thread(read_alpha_metrics, alpha_http)
            kg_before, alpha_before = cpu_seconds(kg_pid), cpu_seconds(alpha)
            for _ in range(calls):
                await timed(method, OPERATIONS[method](client, state, rng), state)
            kg_ms = (cpu_seconds(kg_pid) - kg_before) / calls * 1000
            alpha_ms = (cpu_seconds(alpha) - alpha_before) / calls * 1000
            reads_after = await asyncio.to_thread(read_alpha_metrics, alpha_http)
            errors = sum(call.status != OK for call in state.calls)
            compacting = reads_after is not None and reads_after.compactions > 0
            reads = (
                None if reads_before is None or reads_after is None else reads_between(reads_before, reads_after, calls)
            )
            costs.append(
                Cost(
                    method,
                    calls,
                    errors,
                    round(kg_ms, 2),
                    round(alpha_ms, 2),
                    compacting,
                    reads.per_call if reads else None,
                    reads.tables_per_read if reads else None,
                )
            )
            if profiles is not None:
                out = profiles / f"{label}-{method.replace(' ', '-')}.pb.gz"

                async def one_call(method: str = method) -> None:
                    await timed(method, OPERATIONS[method](client, state, rng), state)

                profiled_calls[method] = await profiled(alpha_http, out, one_call)
    finally:
        state.calls = soaked
        if profiles is not None:
            record_calls(profiles, label, profiled_calls)
    return costs


async def compactions_running(alpha_http: str) -> int:
    """The LSM compactions the alpha runs now; 0 when its metrics do not say."""
    reading = await asyncio.to_thread(read_alpha_metrics, alpha_http)
    return reading.compactions if reading is not None else 0


async def compactions_done(alpha_http: str, limit: float = COMPACTION_WAIT_S) -> float:
    """Wait until the alpha runs no LSM compaction (at most `limit` seconds); the seconds waited."""
    started = time.monotonic()
    while time.monotonic() - started < limit:  # polled: the alpha tells its compactions only when asked
        if not await compactions_running(alpha_http):
            break
        await asyncio.sleep(1.0)
    return time.monotonic() - started
