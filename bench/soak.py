"""`python -m bench soak --minutes N`: kg under a steady mixed load for N minutes, window by window (issue 21).

A private Dgraph and a real `kg serve` are started, as the other benchmarks do; one token may write and read the
soak's namespaces. 2,000 nodes are seeded with CreateNodes, each of the 200 functional subjects gets a current
manager and employer (so the first window's functional writes replace a value, as the later ones do), and 600 turns
are seeded with Ingest (so the first window's Recalls read a memory, as the later ones do), the server is warmed up
(models, each namespace's caches), the alpha is let settle (nearly idle for two seconds), and then 8 client tasks
each make one call after another for N minutes, drawn from the mix in bench/soak_mix.py. Every call's method,
latency and outcome is kept.
With `--reads-only`, the clients call only the reading methods (GetNode, Recall, SearchNodes): kg's in-process
indexes then hold nothing new, so its memory must stay flat, and what grows under the full mix is what writing adds.
Extra settings for the server: `--server-env KG_NAME=VALUE` (e.g. KG_EXTRACTION_MODEL=false for tier 1 only); extra
flags for the alpha: `--alpha-flag NAME=VALUE` (e.g. raft="snapshot-after-duration=0" for its --raft).

Per window (`--window-seconds`, default 60): calls/s, p50/p99 per method, errors by status, the RSS of kg's server
and of Dgraph's alpha (VmRSS) at its end, how much of the alpha's is pages of the files it maps (RssFile: Badger's
tables, which the kernel may take back), what the alpha's own metrics say of its memory (Go heap, what is live after
a collection, its allocations outside the heap), its garbage collector's share of its CPU and the compactions
running, Badger's reads per call and the tables each searched (bench/alpha_metrics.py), what the rows of kg's Recall
vector indexes take then (from its metrics), their CPU per call (from /proc/<pid>/stat), the cores the rest of the
machine used (/proc/stat's busy time less kg's, the alpha's and this process's: a neighbour, or Dgraph's Zero), the
machine's speed (the mean CPU time a fixed piece of work took, read every 5 s: a slower CPU raises every process's
cost per call at once), and the graph's size (live nodes and episodes, edge records by status; counted with DQL at
each boundary, which costs the alpha a little).
Before the load and after it, each method alone (bench/soak_probe.py): its kg and alpha CPU and Badger reads per
call on the seeded graph and on the grown one, which names the operations whose cost grows with history; each is
taken once the alpha has settled and finished its compactions, and a figure whose calls ended during one is marked.
At the end, the consistency checks of bench/soak_checks.py. The table shows issue 21's targets beside the figures,
met or MISSED (bench/soak_report.py); everything goes to bench/results/latest-soak.json.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import shutil
import socket
import sys
import tempfile
import time
import urllib.request
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pydgraph
from prometheus_client.parser import text_string_to_metric_families

from bench.alpha_metrics import AlphaReading, read_alpha_metrics
from bench.graph_data import Served, alpha_pid, cpu_seconds, machine_busy_seconds, serve, settle
from bench.report import write_results
from bench.soak_checks import Check, check_functional, check_identity, check_readable, graph_size
from bench.soak_mix import (
    MIX,
    NAMESPACES,
    READ_MIX,
    SEED_NODES,
    SEED_TURNS,
    SUBJECTS,
    State,
    seed,
    seed_functional,
    seed_memory,
    warm_up,
    worker,
)
from bench.soak_probe import CALLS_PER_METHOD, probe
from bench.soak_report import OK, Sample, percentile, render, render_costs, targets, windows
from kg.client import KgClient
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.dgraph.launcher import find_free_offset
from kg.logging import configure_logging
from kg.settings import Settings
from kg.store.connection import open_dgraph

NAME = "soak"


def rss_mb(pid: int, part: str = "VmRSS") -> float:
    """Resident set size of process `pid` (VmRSS), or a part of it (RssFile: pages of files it maps), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{part}:"):
            return int(line.split()[1]) / 1024
    return 0.0


REFERENCE_STEPS = 200_000  # about 15 ms of one core here


def reference_work_ms(repeats: int = 3) -> float:
    """The least CPU time (ms) this thread takes for a fixed piece of pure-Python work: the machine's speed now.
    Shared machines change speed under a run (a lower clock, a busier host); then this takes longer and kg's and the
    alpha's CPU per call rise with it, where a cost that grows with history raises theirs alone."""
    best = math.inf
    for _ in range(repeats):
        began = time.thread_time()
        total = 0
        for step in range(REFERENCE_STEPS):
            total += step * step
        best = min(best, time.thread_time() - began)
    return best * 1000


SPEED_EVERY_S = 5.0


class SpeedGauge:
    """The machine's speed through each window: `reference_work_ms` every SPEED_EVERY_S, averaged per window. A
    virtual machine's cores change speed within seconds (readings at window boundaries were 8 or 14 ms here, either
    way, from one minute to the next), so one reading per window would say little about the window."""

    def __init__(self) -> None:
        self._readings: list[float] = []

    async def run(self, until: float) -> None:
        """Read the speed every SPEED_EVERY_S until the monotonic time `until`."""
        while time.monotonic() < until:
            self._readings.append(reference_work_ms(repeats=1))
            await asyncio.sleep(SPEED_EVERY_S)

    def take(self) -> float:
        """The mean of the readings since the last take (a reading now if there were none), and start over."""
        readings, self._readings = self._readings or [reference_work_ms()], []
        return sum(readings) / len(readings)


def index_mb(metrics_port: int) -> float | None:
    """The rows kg's in-process Recall vector indexes hold (the sum of kg_recall_index_array_bytes), in MB; None when
    kg's metrics do not answer."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{metrics_port}/metrics", timeout=5) as resp:
            text = resp.read().decode()
    except OSError:
        return None
    held = [
        sample.value
        for family in text_string_to_metric_families(text)
        if family.name == "kg_recall_index_array_bytes"
        for sample in family.samples
        if math.isfinite(sample.value)
    ]
    return sum(held) / 2**20


class Meter:
    """Reads kg's and the alpha's RSS and CPU, the rows of kg's Recall indexes and the graph's size, as a Sample."""

    def __init__(
        self,
        kg_pid: int,
        alpha: int,
        db: pydgraph.AsyncDgraphClient,
        began: float,
        metrics_port: int,
        alpha_http: str,
    ) -> None:
        self.kg_pid, self.alpha, self.db, self.began, self.metrics_port = kg_pid, alpha, db, began, metrics_port
        self.alpha_http = alpha_http
        self.speed = SpeedGauge()  # its `run` goes beside the load; each sample takes the window's mean

    async def sample(self) -> Sample:
        at = time.monotonic() - self.began  # the processes first, then the (slower) count of the graph
        kg_cpu, alpha_cpu = cpu_seconds(self.kg_pid), cpu_seconds(self.alpha)
        others = machine_busy_seconds() - kg_cpu - alpha_cpu - time.process_time()  # this process: the clients
        figures = (rss_mb(self.kg_pid), rss_mb(self.alpha), kg_cpu, alpha_cpu)
        mapped = rss_mb(self.alpha, "RssFile")
        reference = self.speed.take()
        indexed = await asyncio.to_thread(index_mb, self.metrics_port)
        own = await asyncio.to_thread(read_alpha_metrics, self.alpha_http)
        graph = await graph_size(self.db)
        return Sample(
            at,
            *figures,
            graph=graph,
            kg_index_mb=indexed,
            others_cpu_s=others,
            alpha=own,
            alpha_file_mb=mapped,
            reference_ms=reference,
        )


async def sample_windows(meter: Meter, state: State, window_s: float, total_s: float, into: list[Sample]) -> None:
    """A sample at each window boundary before the end (the caller takes the last one when the calls are done)."""
    k = 1
    while k * window_s < total_s - 1e-6:
        await asyncio.sleep(max(0.0, meter.began + k * window_s - time.monotonic()))
        into.append(await meter.sample())
        done = len(state.calls)
        errors = sum(c.status != OK for c in state.calls)
        print(
            f"  window {k}: {done} calls so far, {errors} errors, kg RSS {into[-1].kg_rss_mb:.0f} MB "
            f"(index rows {into[-1].kg_index_mb or 0:.0f} MB), "
            f"alpha RSS {into[-1].alpha_rss_mb:.0f} MB{_heap_text(into[-1].alpha)}, graph {into[-1].graph}",
            file=sys.stderr,
            flush=True,
        )
        k += 1


def _heap_text(alpha: AlphaReading | None) -> str:
    return "" if alpha is None else f" (Go heap live {alpha.heap_live_mb:.0f} MB, {alpha.compactions} compacting)"


def totals(state: State) -> dict[str, Any]:
    """The whole run per method: calls, p50/p99 of the answered ones, errors by status."""
    latencies: dict[str, list[float]] = defaultdict(list)
    counts: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    for call in state.calls:
        counts[call.method] += 1
        if call.status == OK:
            latencies[call.method].append(call.latency_ms)
        else:
            errors[f"{call.method} {call.status}"] += 1
    return {
        "calls": len(state.calls),
        "errors": dict(sorted(errors.items())),
        "methods": {
            m: {
                "calls": counts[m],
                "p50_ms": _ms(percentile(latencies[m], 0.5)),
                "p99_ms": _ms(percentile(latencies[m], 0.99)),
            }
            for m in sorted(counts)
        },
    }


def _ms(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


async def soak(
    server: Served,
    local: Settings,
    alpha: int,
    minutes: float,
    window_s: float,
    clients: int,
    rng_seed: int,
    metrics_port: int,
    probe_calls: int = CALLS_PER_METHOD,
    profiles: Path | None = None,
    mix: dict[str, float] = MIX,
) -> dict[str, Any]:
    db = await open_dgraph(local)
    try:
        async with KgClient(server.target, server.token, timeout=60.0) as kg:
            print(f"seeding {SEED_NODES} nodes over {len(NAMESPACES)} namespaces ...", file=sys.stderr, flush=True)
            began = time.monotonic()
            state = await seed(kg, random.Random(rng_seed))
            await seed_functional(kg, state, random.Random(rng_seed + 50))
            print(f"ingesting {SEED_TURNS} turns ...", file=sys.stderr, flush=True)
            await seed_memory(kg, state, random.Random(rng_seed + 100))
            seeded_s = time.monotonic() - began
            await warm_up(kg)
            print("cost of each method alone, on the seeded graph ...", file=sys.stderr, flush=True)
            before = await probe(
                kg,
                state,
                random.Random(rng_seed - 1),
                server.pid,
                alpha,
                local.dgraph_http,
                probe_calls,
                profiles,
                "before",
            )
            settled_s = await settle(alpha)  # the alpha's work after the seeding is not the first window's
            total_s = minutes * 60
            print(f"soaking {minutes:g} min with {clients} clients ...", file=sys.stderr, flush=True)
            state.began = time.monotonic()
            meter = Meter(server.pid, alpha, db, state.began, metrics_port, local.dgraph_http)
            samples = [await meter.sample()]
            sampler = asyncio.create_task(sample_windows(meter, state, window_s, total_s, samples))
            gauge = asyncio.create_task(meter.speed.run(state.began + total_s))
            await asyncio.gather(
                *(
                    worker(kg, state, random.Random(rng_seed + n), state.began + total_s, mix)
                    for n in range(1, clients + 1)
                )
            )
            await sampler
            await gauge
            samples.append(await meter.sample())
            print("cost of each method alone, on the grown graph ...", file=sys.stderr, flush=True)
            after = await probe(
                kg,
                state,
                random.Random(rng_seed - 2),
                server.pid,
                alpha,
                local.dgraph_http,
                probe_calls,
                profiles,
                "after",
            )
            print("checking consistency ...", file=sys.stderr, flush=True)
            checks: list[Check] = [
                await check_functional(db, state.functional),
                await check_readable(kg, state.created),
                await check_identity(db),
            ]
    finally:
        await db.close()
    rows = windows(state.calls, samples, window_s)
    passed = all(c.passed for c in checks)
    made = targets(rows, passed)
    return {
        "config": {
            "minutes": minutes,
            "window_seconds": window_s,
            "clients": clients,
            "seed": rng_seed,
            "mix": mix,
            "namespaces": list(NAMESPACES),
            "seed_nodes": SEED_NODES,
            "seed_turns": SEED_TURNS,
            "functional_subjects": SUBJECTS,
            "seeded_in_seconds": round(seeded_s, 1),
            "settled_in_seconds": round(settled_s, 1),
        },
        "totals": totals(state),
        "windows": [w.to_json() for w in rows],
        "checks": [c.to_json() for c in checks],
        "cost_alone": {"before": [c.to_json() for c in before], "after": [c.to_json() for c in after]},
        "targets": [{"name": t.name, "target": t.target, "figure": t.figure, "met": t.met} for t in made],
        "table": render(rows, made) + "\n\n" + render_costs(before, after),
    }


def run(
    minutes: float,
    window_s: float,
    clients: int = 8,
    rng_seed: int = 21,
    server_env: dict[str, str] | None = None,
    alpha_flags: Sequence[str] = (),
    profiles: Path | None = None,
    mix: dict[str, float] = MIX,
) -> dict[str, Any]:
    settings = Settings.from_env()
    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    data_dir = Path(tempfile.mkdtemp(prefix="kg-bench-soak-"))
    try:
        metrics_port = free_port()
        with (
            DgraphLauncher(
                binary, data_dir, find_free_offset(), settings.dgraph_cache_mb, alpha_flags=alpha_flags
            ) as dgraph,
            serve(dgraph, NAMESPACES, **{"KG_METRICS_PORT": str(metrics_port), **(server_env or {})}) as server,
        ):
            local = Settings.from_env(dgraph_addr=dgraph.alpha_addr, dgraph_http=dgraph.http_url)
            figures = asyncio.run(
                soak(
                    server,
                    local,
                    alpha_pid(dgraph),
                    minutes,
                    window_s,
                    clients,
                    rng_seed,
                    metrics_port,
                    profiles=profiles,
                    mix=mix,
                )
            )
            figures["config"]["server_env"] = dict(server_env or {})
            figures["config"]["alpha_flags"] = list(alpha_flags)
            figures["config"]["alpha_profiles"] = None if profiles is None else str(profiles)
            figures["config"]["alpha_cache_mb"] = settings.dgraph_cache_mb  # KG_DGRAPH_CACHE_MB: what its heap fills
            return figures
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


def free_port() -> int:
    """A port nothing listens on now, for kg's metrics (the default one may be taken on a shared machine)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _positive(text: str) -> float:
    value = float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number: {text!r}")
    return value


def _setting(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name.startswith("KG_"):
        raise argparse.ArgumentTypeError(f"expected KG_NAME=VALUE: {text!r}")
    return name, value


def alpha_flag(text: str) -> tuple[str, str]:
    """ "raft=snapshot-after-duration=0" as the alpha's ("--raft", "snapshot-after-duration=0"): the value whole."""
    name, sep, value = text.partition("=")
    if not sep or not name or name.startswith("-"):
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE (the alpha's --NAME): {text!r}")
    return f"--{name}", value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench soak", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--minutes", type=_positive, default=30.0, help="how long the load runs (default 30)")
    parser.add_argument(
        "--window-seconds", type=_positive, default=60.0, help="the length of a reporting window (default 60)"
    )
    parser.add_argument("--clients", type=int, default=8, help="concurrent client tasks (default 8)")
    parser.add_argument("--seed", type=int, default=21, help="random seed for the seeded graph and the mix")
    parser.add_argument(
        "--server-env",
        type=_setting,
        action="append",
        default=[],
        metavar="KG_NAME=VALUE",
        help="a setting for `kg serve` (repeatable), e.g. KG_EXTRACTION_MODEL=false",
    )
    parser.add_argument(
        "--alpha-flag",
        type=alpha_flag,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help='a flag for the alpha (repeatable), e.g. raft="snapshot-after-duration=0" for --raft',
    )
    parser.add_argument(
        "--alpha-profiles",
        type=Path,
        metavar="DIR",
        help="write the alpha's heap profile and a CPU profile of each method alone, before and after the load, "
        "into DIR (bench/alpha_profile.py); adds about two minutes to each cost probe",
    )
    parser.add_argument(
        "--reads-only",
        action="store_true",
        help="GetNode, Recall and SearchNodes alone, in the mix's proportions: nothing is written, so kg's memory "
        "must stay flat (results in bench/results/latest-soak-reads.json)",
    )
    args = parser.parse_args(argv)
    configure_logging("console", "warning")
    flags = [part for pair in args.alpha_flag for part in pair]
    if args.alpha_profiles is not None:
        args.alpha_profiles.mkdir(parents=True, exist_ok=True)
    mix = READ_MIX if args.reads_only else MIX
    figures = run(
        args.minutes,
        args.window_seconds,
        args.clients,
        args.seed,
        dict(args.server_env),
        flags,
        args.alpha_profiles,
        mix,
    )
    print(figures["table"])
    print("\nconsistency checks")
    for check in figures["checks"]:
        print(
            f"  {'pass' if check['passed'] else 'FAIL'}  {check['name']}: {check['checked']} checked, "
            f"{check['problems']} problems" + "".join(f"\n        {e}" for e in check["examples"])
        )
    write_results({NAME: figures}, "latest-soak-reads.json" if args.reads_only else "latest-soak.json")
    return 0
