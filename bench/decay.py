"""Decay over N nodes: kg's paged in-Dgraph upsert against the spec's per-node read-modify-write loop.

Both run on the same data in the same Dgraph in the same run. The baseline (read a node, compute the
spec's formula in Python, write it back: one transaction per node, one node after another) runs on a
sample and is extrapolated linearly to all N nodes; the result says so. Every node is idle beyond the
grace period and above the floor, so kg's run has to rewrite all of them: its worst case.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pydgraph

from bench.graph_data import cpu_seconds, settle
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.dgraph.launcher import find_free_offset
from kg.jobs.entry import decay_job
from kg.settings import Settings
from kg.store.connection import open_dgraph
from kg.store.schema import apply_schema
from kg.store.txn import DgraphStore

NAME = "decay"
TARGET_RATIO = 50.0
TARGET_SECONDS = 5.0
_LOAD_BATCH = 10_000


def run(nodes: int = 100_000, sample: int = 2_000, seed: int = 7) -> dict[str, Any]:
    """Start a private Dgraph, load `nodes` idle nodes, time both decays; returns the figures."""
    settings = Settings.from_env()
    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    data_dir = Path(tempfile.mkdtemp(prefix="kg-bench-decay-"))
    try:
        with DgraphLauncher(binary, data_dir, find_free_offset(), settings.dgraph_cache_mb) as dgraph:
            local = Settings.from_env(
                dgraph_addr=dgraph.alpha_addr, dgraph_http=dgraph.http_url, dgraph_timeout_seconds=120.0
            )
            alpha_pid = int(json.loads(dgraph.pid_file.read_text())["alpha"])
            return asyncio.run(_measure(local, nodes, min(sample, nodes), seed, alpha_pid))
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


async def _measure(settings: Settings, nodes: int, sample: int, seed: int, alpha_pid: int) -> dict[str, Any]:
    client = await open_dgraph(settings)
    try:
        await apply_schema(client)
        load_seconds = await _load(client, nodes, random.Random(seed))
        # Dgraph rolls up and compacts for a while after a bulk load; time nothing until it is idle.
        settled = await settle(alpha_pid, limit=180.0)
        job = decay_job(DgraphStore(client, settings.dgraph_timeout_seconds), settings)
        load_before = os.getloadavg()[0]
        with _Cpu(alpha_pid) as kg_cpu:
            first = await job.run_once()
        repeat = await job.run_once()
        await settle(alpha_pid, limit=180.0)
        with _Cpu(alpha_pid) as spec_cpu:
            baseline_seconds = await _spec_loop(client, sample, settings.decay_rate)
        load_after = os.getloadavg()[0]
    finally:
        await client.close()

    scale = nodes / sample
    extrapolated = baseline_seconds * scale
    spec_cpu_total = spec_cpu.seconds * scale
    return {
        "nodes": nodes,
        "loaded_in_seconds": round(load_seconds, 2),
        "settled_in_seconds": round(settled, 1),
        "kg_decay_seconds": round(first.seconds, 3),
        "kg_decay_cpu_seconds": round(kg_cpu.seconds, 2),
        "kg_decay_nodes_changed": first.nodes,
        "kg_decay_repeat_seconds": round(repeat.seconds, 3),
        "kg_decay_repeat_nodes_changed": repeat.nodes,
        "kg_page_size": settings.decay_page_size,
        "kg_concurrency": settings.decay_concurrency,
        "baseline_sample_nodes": sample,
        "baseline_sample_seconds": round(baseline_seconds, 3),
        "baseline_ms_per_node": round(baseline_seconds / sample * 1000, 3),
        "baseline_extrapolated_seconds": round(extrapolated, 1),
        "baseline_extrapolated_cpu_seconds": round(spec_cpu_total, 1),
        "baseline_note": f"spec loop timed on {sample} nodes, extrapolated linearly to {nodes}",
        "speedup": round(extrapolated / first.seconds, 1),
        "speedup_by_cpu": round(spec_cpu_total / kg_cpu.seconds, 1) if kg_cpu.seconds else None,
        "load_average_1min": f"{load_before:.1f} before kg, {load_after:.1f} after baseline",
        "cpu_note": "CPU seconds of the Dgraph alpha plus this process: the work, whatever else runs",
        "target_speedup": TARGET_RATIO,
        "target_kg_seconds": TARGET_SECONDS,
        "meets_targets": extrapolated / first.seconds >= TARGET_RATIO and first.seconds < TARGET_SECONDS,
    }


class _Cpu:
    """CPU seconds used by the alpha and by this process inside a `with` block."""

    def __init__(self, alpha_pid: int) -> None:
        self.pid = alpha_pid
        self.seconds = 0.0

    def _now(self) -> float:
        return cpu_seconds(self.pid) + time.process_time()

    def __enter__(self) -> _Cpu:
        self._start = self._now()
        return self

    def __exit__(self, *_: object) -> None:
        self.seconds = self._now() - self._start


async def _load(client: pydgraph.AsyncDgraphClient, nodes: int, rng: random.Random) -> float:
    """Nodes last accessed 2-30 days ago at 0.5: past the grace period, above the floor."""
    started = time.monotonic()
    now = datetime.now(UTC)
    for start in range(0, nodes, _LOAD_BATCH):
        objs = []
        for i in range(start, min(start + _LOAD_BATCH, nodes)):
            at = (now - timedelta(days=rng.uniform(2, 30))).isoformat()
            objs.append(
                {
                    "dgraph.type": "Entity",
                    "name": f"bench node {i}",
                    "tenant": "bench",
                    "node_status": "active",
                    "activation": 0.5,
                    "activation_base": 0.5,
                    "activation_at": at,
                    "last_accessed": at,
                    "created_at": at,
                    "access_count": 0,
                }
            )
        txn = client.txn()
        await txn.mutate(set_obj=objs, commit_now=True, timeout=300)
    return time.monotonic() - started


async def _spec_loop(client: pydgraph.AsyncDgraphClient, sample: int, rate: float) -> float:
    """The spec's job: list the nodes, then for each one read it, compute, write it back and commit (the write
    carries the commit: two round trips per node, the least such a loop can do)."""
    started = time.monotonic()
    listed = await client.txn(read_only=True).query(
        "query q($n: int) { q(func: has(activation_at), first: $n) { uid } }", variables={"$n": str(sample)}
    )
    uids = [o["uid"] for o in json.loads(listed.json)["q"]]
    now = datetime.now(UTC)
    for uid in uids:
        txn = client.txn()
        try:
            resp = await txn.query(
                "query q($id: string) { q(func: uid($id)) { activation last_accessed } }", variables={"$id": uid}
            )
            node = json.loads(resp.json)["q"][0]
            days = (now - datetime.fromisoformat(node["last_accessed"])).total_seconds() / 86400
            activation = max(0.01, node["activation"] * (1 - rate) ** days)
            await txn.mutate(set_obj={"uid": uid, "activation": activation}, commit_now=True)
        finally:
            await txn.discard()
    return time.monotonic() - started
