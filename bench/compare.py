"""kg against pydgraph directly, side by side on the same data, in one run with its own Dgraph and kg servers.

What is compared, against one private Dgraph:

- GetNode through kg (a real `kg serve` subprocess, called with kg's Python client) against the query kg's
  store sends for it (the very query text, from kg/store/nodes.py's `get_query`), sent with pydgraph and
  decoded: p50, p95 and calls per second with one client and with 16.
- CreateNodes, batches of 1,000, against one pydgraph mutation per batch of the same JSON (kg/store/nodes.py
  `node_json`, committed at once): nodes per second.
- CreateEdge of a functional type (HAS_MANAGER: the subject's current edge is read, the per-subject upsert
  key held, the old edge archived and superseded) against a plain one (LIKES), on distinct subjects, 8 calls
  in flight: edges per second, for first managers and for replacing them.
- 50 concurrent writers of HAS_MANAGER on one subject: all acknowledged; time until exactly one edge is
  current; the SUPERSEDES chain; kg's conflict retries (from its /metrics).
- GetNode with boost-on-access on (the defaults) against off. kg has no setting that turns it off: the "off"
  server gets a flush interval and batch size so large that its write-behind buffer never writes while it is
  measured (reads still count accesses in memory; they are written when it stops).

How: the two sides take turns, so that neither always goes first or always follows the other's background
work (one client: call by call; 16 clients: rounds of a few seconds, A B B A ...; batches and edges: A B B A
...). Each 16-client round is followed by a pause in which the boost-on server writes what it buffered; the
CPU time of every process involved (this one, which runs the clients, the kg servers, Dgraph's alpha) over a
round and its pause is charged to that round's side. On a shared machine calls per second depend on what else
runs; CPU per call does much less, and when the CPUs are the limit calls per second go as its inverse
("capacity" below).

Writes bench/results/latest.md (the table) and bench/results/latency.png (latency CDFs, when matplotlib is
installed). About two and a half minutes on two cores.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import tempfile
import time
import urllib.request
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pydgraph

from bench.graph_data import FIRST, LAST, NO_BACKGROUND_NAMES, TENANT, alpha_pid, serving, settle
from bench.plot import latency_cdfs
from bench.relay import relaying
from kg.client import KgClient, NodeType, new_node
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.dgraph.launcher import find_free_offset
from kg.model.records import NewNode
from kg.model.types import NodeType as ModelNodeType
from kg.settings import Settings
from kg.store.codec import uid_list
from kg.store.connection import open_dgraph
from kg.store.nodes import get_query, node_json
from kg.v1 import kg_pb2 as pb
from tests.support.processes import free_port

NAME = "compare"
RESULTS = Path(__file__).resolve().parent / "results"

# (figure, comparison, target value); "max": the ratio must not exceed it, "min": it must reach it.
TARGETS: dict[str, tuple[str, float]] = {
    "getnode_c1_p50_ratio": ("max", 1.3),
    "getnode_c16_p50_ratio": ("max", 1.3),
    "getnode_c1_throughput_ratio": ("min", 0.8),
    "getnode_c16_throughput_ratio": ("min", 0.8),
    "create_nodes_ratio": ("min", 0.8),
    "edges_functional_new_ratio": ("min", 0.7),
    "edges_functional_replace_ratio": ("min", 0.7),
    "boost_on_off_ratio": ("min", 0.8),
    # Against the floor (bench/relay.py), issue 20: kg's own CPU, what it asks of Dgraph, its latency.
    "relay_kg_server_cpu_ratio": ("max", 1.15),
    "relay_dgraph_cpu_boost_off_ratio": ("max", 1.1),
    "relay_dgraph_cpu_boost_on_ratio": ("max", 1.25),
    "relay_c1_p50_ratio": ("max", 1.15),
}
_BOOST_OFF = {"KG_ACCESS_FLUSH_SECONDS": "1000000000", "KG_ACCESS_BATCH_SIZE": "1000000000"}
_FLUSH_PAUSE = 1.5  # after each round, so that one side's background work does not fall into the next round
# After a round of the boost-on server: it writes its buffered accesses on a timer (every 5 s by default), so
# waiting that long and a little more charges the write to that round and not to whichever side comes next.
_BOOST_PAUSE = Settings.access_flush_seconds + 1.0
_BOOST_ON_SIDES = ("kg", "on")

Call = Callable[[str], Awaitable[object]]


def run(
    calls: int = 1000,
    warmup: int = 100,
    batches: int = 10,
    batch_size: int = 1000,
    busy_seconds: float = 2.5,
    boost_seconds: float = 3.0,
    edges: int = 300,
    edge_concurrency: int = 8,
    writers: int = 50,
    seed: int = 5,
) -> dict[str, Any]:
    """`calls`: GetNode calls per side with one client; `busy_seconds` / `boost_seconds`: length of each of the
    four rounds per side with 16 clients (kg against direct / boost on against off). Starts a private Dgraph and
    two kg servers (boost on, boost off), measures everything, writes the table and the plot; returns the figures.
    """
    started = time.monotonic()
    settings = Settings.from_env()
    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    data_dir = Path(tempfile.mkdtemp(prefix="kg-bench-compare-"))
    metrics_port, relay_port = free_port(), free_port()
    try:
        with (
            DgraphLauncher(binary, data_dir, find_free_offset(), settings.dgraph_cache_mb) as dgraph,
            serving(dgraph, KG_METRICS_PORT=str(metrics_port), **NO_BACKGROUND_NAMES) as (on_target, on_token),
            serving(dgraph, **_BOOST_OFF, **NO_BACKGROUND_NAMES) as (off_target, off_token),
            relaying(relay_port, dgraph.alpha_addr) as relay_pid,
        ):
            bench = _Bench(
                Settings.from_env(dgraph_addr=dgraph.alpha_addr, dgraph_http=dgraph.http_url),
                KgSide(on_target, on_token),
                KgSide(off_target, off_token),
                KgSide(f"127.0.0.1:{relay_port}", "", relay_pid),
                alpha_pid(dgraph),
                f"http://127.0.0.1:{metrics_port}/metrics",
                random.Random(seed),
            )
            figures = asyncio.run(
                bench.measure(
                    calls, warmup, batches, batch_size, busy_seconds, boost_seconds, edges, edge_concurrency, writers
                )
            )
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    figures.update(_verdicts(figures))
    figures["plot"] = latency_cdfs(bench.panels(), RESULTS / "latency.png")
    figures["total_seconds"] = round(time.monotonic() - started, 1)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "latest.md").write_text(markdown(figures))
    figures["markdown"] = str(RESULTS / "latest.md")
    return figures


class KgSide:
    """A server KgClient calls: `kg serve`, or the relay (bench/relay.py)."""

    def __init__(self, target: str, token: str, pid: int | None = None) -> None:
        self.target = target
        self.token = token
        self.pid = pid or _server_pid(int(target.rsplit(":", 1)[1]))

    def client(self) -> KgClient:
        return KgClient(self.target, self.token)


class _Bench:
    def __init__(
        self,
        settings: Settings,
        on: KgSide,
        off: KgSide,
        relay: KgSide,
        alpha: int,
        metrics_url: str,
        rng: random.Random,
    ) -> None:
        self.settings = settings
        self.on = on
        self.off = off
        self.relay = relay
        self.alpha = alpha
        self.metrics_url = metrics_url
        self.rng = rng
        self.samples: dict[str, list[float]] = {}
        self.used: set[str] = set()  # nodes given edges already
        self.cpu: dict[str, dict[str, float]] = {}  # side -> process -> CPU seconds (see _alternate)
        self.elapsed: dict[str, float] = {}  # side -> seconds its rounds and pauses took (see _alternate)
        self.rounds: dict[str, list[Round]] = {}  # side -> each of its rounds, in order (see _alternate)

    async def measure(
        self,
        calls: int,
        warmup: int,
        batches: int,
        batch_size: int,
        busy_seconds: float,
        boost_seconds: float,
        edges: int,
        edge_concurrency: int,
        writers: int,
    ) -> dict[str, Any]:
        self.dgraph = await open_dgraph(self.settings)
        try:
            figures: dict[str, Any] = {}
            loads = [os.getloadavg()[0]]
            uids = await self.create_nodes(batches, batch_size, figures)
            figures["settled_after_create_seconds"] = round(await settle(self.alpha, limit=30.0), 1)
            loads.append(os.getloadavg()[0])
            await self.get_nodes(uids, calls, busy_seconds, warmup, figures)
            loads.append(os.getloadavg()[0])
            await self.boost(uids, boost_seconds, warmup, figures)
            loads.append(os.getloadavg()[0])
            await self.edges(uids, edges, edge_concurrency, figures)
            loads.append(os.getloadavg()[0])
            await self.writers(uids, writers, figures)
            loads.append(os.getloadavg()[0])
            # Everything here shares the machine's cores (Dgraph, two servers, this process) with whatever else
            # runs: the load average says how contended the run was.
            figures["cpus"] = os.cpu_count()
            figures["load_average_1m_mean"] = round(sum(loads) / len(loads), 1)
            figures["load_average_1m_max"] = round(max(loads), 1)
            return figures
        finally:
            await self.dgraph.close()

    # --- CreateNodes ---

    def _batch(self, start: int, size: int) -> list[NewNode]:
        return [
            NewNode(
                ModelNodeType.ENTITY,
                f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)} {i}",
                namespace=TENANT,
                description=f"benchmark person number {i}",
                tags=("bench", "person"),
                activation=0.5,
                confidence=1.0,
            )
            for i in range(start, start + size)
        ]

    async def create_nodes(self, batches: int, size: int, figures: dict[str, Any]) -> list[str]:
        """One warm-up batch each, then `batches` each, alternating which side goes first."""
        uids: list[str] = []
        seconds = {"kg": 0.0, "direct": 0.0}
        async with self.on.client() as kg:

            async def through_kg(nodes: list[NewNode]) -> list[str]:
                request = [
                    new_node(
                        n.name, NodeType.NODE_TYPE_ENTITY, description=n.description, tags=n.tags, namespace=n.namespace
                    )
                    for n in nodes
                ]
                return [node.uid for node in (await kg.create_nodes(request)).nodes]

            async def direct(nodes: list[NewNode]) -> list[str]:
                now = datetime.now(UTC)
                objs = [node_json(node, f"n{i}", now) for i, node in enumerate(nodes)]
                resp = await self.dgraph.txn().mutate(set_obj=objs, commit_now=True, timeout=60)
                return [resp.uids[f"n{i}"] for i in range(len(nodes))]

            sides: dict[str, Callable[[list[NewNode]], Awaitable[list[str]]]] = {"kg": through_kg, "direct": direct}
            for round_ in range(batches + 1):
                order = ["kg", "direct"] if round_ % 2 == 0 else ["direct", "kg"]
                for side in order:
                    nodes = self._batch(len(uids), size)
                    began = time.perf_counter()
                    made = await sides[side](nodes)
                    if round_ > 0:  # round 0 warms up
                        seconds[side] += time.perf_counter() - began
                    assert len(made) == size
                    uids += made
        timed = batches * size  # the nodes of the timed rounds
        figures.update(
            {
                "create_batch_size": size,
                "create_batches": batches,
                "create_kg_nodes_per_s": round(timed / seconds["kg"]),
                "create_direct_nodes_per_s": round(timed / seconds["direct"]),
                "create_nodes_ratio": round(seconds["direct"] / seconds["kg"], 3),
            }
        )
        return uids

    # --- GetNode ---

    def _direct_get(self, client: pydgraph.AsyncDgraphClient) -> Call:
        """The read kg's NodeStore.get sends (the same query text), sent with pydgraph and decoded."""
        dql, bound = get_query()

        async def call(uid: str) -> object:
            resp = await client.txn(read_only=True).query(dql, variables={**bound, "$ids": uid_list([uid])})
            found = json.loads(resp.json)["q"]
            if not found:
                raise LookupError(uid)
            return found[0]

        return call

    async def _kg_callers(self, side: KgSide, n: int) -> tuple[list[Call], Callable[[], Awaitable[None]]]:
        clients = [side.client() for _ in range(n)]

        async def close() -> None:
            for c in clients:
                await c.close()

        return [c.get_node for c in clients], close

    async def _direct_callers(self, n: int) -> tuple[list[Call], Callable[[], Awaitable[None]]]:
        clients = [await open_dgraph(self.settings) for _ in range(n)]

        async def close() -> None:
            for c in clients:
                await c.close()

        return [self._direct_get(c) for c in clients], close

    async def get_nodes(
        self, uids: list[str], calls: int, seconds: float, warmup: int, figures: dict[str, Any]
    ) -> None:
        """kg, the relay (the floor) and direct pydgraph; with 16 clients also kg with boosts off, so that what
        Dgraph spends through kg with and without access writes is measured beside the relay in one run."""
        for concurrency in (1, 16):
            servers = {"kg": self.on, "relay": self.relay, **({"kg_off": self.off} if concurrency > 1 else {})}
            sides: dict[str, list[Call]] = {}
            closers = []
            try:
                for name, server in servers.items():
                    sides[name], close = await self._kg_callers(server, concurrency)
                    closers.append(close)
                sides["direct"], close = await self._direct_callers(concurrency)
                closers.append(close)
                for callers in sides.values():
                    await _drive(callers, self._pick(uids, warmup))
                idle = await self._idle_rates() if concurrency > 1 else {}
                if concurrency == 1:
                    results = await self._paired({name: callers[0] for name, callers in sides.items()}, uids, calls)
                else:
                    results = await self._alternate(sides, uids, seconds)
                    # Measured again after the rounds, each process's lower rate kept: one window can catch
                    # background work (a rollup, the warm-up's buffered accesses), and subtracting that from every
                    # round made Dgraph's net CPU through kg with boosts on less than a direct read's (0.52 x relay).
                    after = await self._idle_rates()
                    idle = {proc: min(rate, after.get(proc, rate)) for proc, rate in idle.items()}
            finally:
                for close in closers:
                    await close()
            prefix = f"getnode_c{concurrency}"
            for side, (latencies, rate) in results.items():
                self.samples[f"{prefix}_{side}"] = latencies
                figures.update({f"{prefix}_{side}_{k}": v for k, v in _percentiles(latencies).items()})
                figures[f"{prefix}_{side}_calls"] = len(latencies)
                figures[f"{prefix}_{side}_calls_per_s"] = round(rate)
            figures[f"{prefix}_p50_ratio"] = round(
                figures[f"{prefix}_kg_p50_ms"] / figures[f"{prefix}_direct_p50_ms"], 3
            )
            figures[f"{prefix}_throughput_ratio"] = round(results["kg"][1] / results["direct"][1], 3)
            figures[f"relay_c{concurrency}_p50_ratio"] = round(
                figures[f"{prefix}_kg_p50_ms"] / figures[f"{prefix}_relay_p50_ms"], 3
            )
            figures[f"relay_c{concurrency}_throughput_ratio"] = round(results["kg"][1] / results["relay"][1], 3)
            if concurrency > 1:
                calls_made = {side: len(r[0]) for side, r in results.items()}
                net = {
                    side: {
                        proc: 1000 * (value - idle[proc] * self.elapsed[side]) / calls_made[side]
                        for proc, value in used.items()
                    }
                    for side, used in self.cpu.items()
                }
                cpu = {
                    side: {proc: 1000 * value / calls_made[side] for proc, value in used.items()}
                    for side, used in self.cpu.items()
                }
                figures.update(_ratios_by_round(self.rounds, idle))  # before _cpu_figures resets the tallies
                figures["getnode_c16_idle_cpu_ms_per_s"] = ", ".join(
                    f"{proc} {1000 * rate:.1f}" for proc, rate in idle.items()
                )
                figures["getnode_c16_net_cpu_ms_by_process"] = {
                    side: ", ".join(f"{proc} {value:.3f}" for proc, value in by_proc.items() if value >= 0.0005)
                    for side, by_proc in net.items()
                }
                figures.update(self._cpu_figures(prefix, {side: len(r[0]) for side, r in results.items()}))
                # CPU-bound (two cores, all of it busy), calls per second go as 1 / CPU per call.
                figures[f"{prefix}_cpu_capacity_ratio"] = round(
                    figures[f"{prefix}_direct_cpu_ms_per_call"] / figures[f"{prefix}_kg_cpu_ms_per_call"], 3
                )
                # The targets are judged on CPU net of what each process spends when no call is made (Dgraph's
                # housekeeping, the servers' timers), which a side with fewer calls per second would otherwise
                # be charged more of per call; the raw ratios are given beside them.
                figures.update(_floor_ratios(net))
                figures.update({f"{key}_raw": value for key, value in _floor_ratios(cpu).items()})

    async def _paired(
        self, calls_by_side: dict[str, Call], uids: list[str], calls: int
    ) -> dict[str, tuple[list[float], float]]:
        """One client: the sides take turns call by call, each going first in turn, so that all see the same
        moments of a busy machine; calls per second are calls over the time spent in them."""
        order = list(calls_by_side.items())
        latencies: dict[str, list[float]] = {name: [] for name in calls_by_side}
        for i in range(calls):
            shift = i % len(order)
            for name, call in order[shift:] + order[:shift]:
                uid = self.rng.choice(uids)
                began = time.perf_counter()
                await call(uid)
                latencies[name].append((time.perf_counter() - began) * 1000)
        return {name: (taken, 1000 * len(taken) / sum(taken)) for name, taken in latencies.items()}

    def _pick(self, uids: Sequence[str], n: int) -> list[str]:
        return [self.rng.choice(uids) for _ in range(n)]

    async def _alternate(
        self, sides: dict[str, list[Call]], uids: list[str], seconds: float, rounds: int = 2
    ) -> dict[str, tuple[list[float], float]]:
        """2 * `rounds` rounds of `seconds` per side, ordered A B B A ...; returns latencies and calls per second.

        Each round is followed by a pause; after the boost-on server's rounds it is long enough for that server's
        timed flush to write what the round buffered (_BOOST_PAUSE). The pause is not counted in calls per second,
        but the CPU time all processes used in the round and its pause is added to that side's tally (self.cpu)."""
        names = list(sides)
        latencies: dict[str, list[float]] = {n: [] for n in names}
        wall = dict.fromkeys(names, 0.0)
        for round_ in range(2 * rounds):
            for name in names if round_ % 2 == 0 else names[::-1]:
                before, began = self._cpu_now(), time.perf_counter()
                taken, spent = await _drive(sides[name], lambda: self.rng.choice(uids), seconds=seconds)
                await asyncio.sleep(_BOOST_PAUSE if name in _BOOST_ON_SIDES else _FLUSH_PAUSE)
                after = self._cpu_now()
                took = time.perf_counter() - began
                self.elapsed[name] = self.elapsed.get(name, 0.0) + took
                latencies[name] += taken
                wall[name] += spent
                used = self.cpu.setdefault(name, dict.fromkeys(after, 0.0))
                for proc, value in after.items():
                    used[proc] += value - before[proc]
                spent_now = {proc: value - before[proc] for proc, value in after.items()}
                self.rounds.setdefault(name, []).append(Round(len(taken), took, spent_now))
        return {n: (latencies[n], len(latencies[n]) / wall[n]) for n in names}

    def _cpu_now(self) -> dict[str, float]:
        """CPU seconds so far of this process (the clients), each kg server, and Dgraph's alpha."""
        return {
            "client": time.process_time(),
            "kg": _cpu_seconds(self.on.pid),
            "kg_off": _cpu_seconds(self.off.pid),
            "relay": _cpu_seconds(self.relay.pid),
            "dgraph": _cpu_seconds(self.alpha),
        }

    def _cpu_figures(self, prefix: str, calls: dict[str, int]) -> dict[str, Any]:
        """CPU per call of each side (all processes), and where it went; resets the tally."""
        out: dict[str, Any] = {}
        for side, used in self.cpu.items():
            per_call = {proc: 1000 * value / calls[side] for proc, value in used.items()}
            out[f"{prefix}_{side}_cpu_ms_per_call"] = round(sum(per_call.values()), 3)
            out[f"{prefix}_{side}_cpu_ms_by_process"] = ", ".join(
                f"{proc} {value:.3f}" for proc, value in per_call.items() if value >= 0.0005
            )
        self.cpu, self.elapsed, self.rounds = {}, {}, {}
        return out

    async def _idle_rates(self, seconds: float = 4.0) -> dict[str, float]:
        """CPU seconds per second each process spends while no call is made (after a pause for the boost-on
        server's buffer), to take off what the rounds charge."""
        await asyncio.sleep(_BOOST_PAUSE)
        before, began = self._cpu_now(), time.perf_counter()
        await asyncio.sleep(seconds)
        after, took = self._cpu_now(), time.perf_counter() - began
        return {proc: max(0.0, (after[proc] - before[proc]) / took) for proc in after}

    # --- boost on access ---

    async def boost(self, uids: list[str], seconds: float, warmup: int, figures: dict[str, Any]) -> None:
        on_calls, on_close = await self._kg_callers(self.on, 16)
        off_calls, off_close = await self._kg_callers(self.off, 16)
        try:
            sides = {"on": on_calls, "off": off_calls}
            for callers in sides.values():
                await _drive(callers, self._pick(uids, warmup))
            before = await self._written_accesses(uids)
            results = await self._alternate(sides, uids, seconds)
            after = await self._written_accesses(uids)
        finally:
            await on_close()
            await off_close()
        for side, (latencies, rate) in results.items():
            self.samples[f"boost_{side}_c16"] = latencies
            figures[f"boost_{side}_calls"] = len(latencies)
            figures[f"boost_{side}_calls_per_s"] = round(rate)
            figures[f"boost_{side}_p50_ms"] = _percentiles(latencies)["p50_ms"]
        figures["boost_on_off_ratio"] = round(results["on"][1] / results["off"][1], 3)
        figures.update(self._cpu_figures("boost", {side: len(r[0]) for side, r in results.items()}))
        figures["boost_cpu_capacity_ratio"] = round(
            figures["boost_off_cpu_ms_per_call"] / figures["boost_on_cpu_ms_per_call"], 3
        )
        figures["boost_accesses_written_during"] = after - before
        figures["boost_off_how"] = "no switch in kg: off = KG_ACCESS_FLUSH_SECONDS and KG_ACCESS_BATCH_SIZE of 1e9"

    async def _written_accesses(self, uids: list[str]) -> int:
        resp = await self.dgraph.txn(read_only=True).query(
            "query q($ids: string) { q(func: uid($ids)) { s as access_count } t() { total: sum(val(s)) } }",
            variables={"$ids": uid_list(uids)},
            timeout=60,
        )
        totals = json.loads(resp.json).get("t", [{}])
        return int(totals[0].get("total", 0)) if totals else 0

    # --- CreateEdge ---

    async def edges(self, uids: list[str], n: int, concurrency: int, figures: dict[str, Any], chunks: int = 4) -> None:
        """LIKES against HAS_MANAGER to subjects with no manager yet, then LIKES against HAS_MANAGER replacing
        those managers: `n` edges of each in each phase, in alternating chunks (A B B A ...)."""
        chosen = self.rng.sample(uids, 7 * n + 80)
        self.used.update(chosen)
        pool = iter(chosen)

        def pairs(edge_type: str, count: int, subjects: list[str] | None = None) -> list[tuple[str, str, str]]:
            froms = subjects or [next(pool) for _ in range(count)]
            return [(edge_type, s, next(pool)) for s in froms]

        clients = [self.on.client() for _ in range(concurrency)]
        seconds = {"plain_new": 0.0, "functional_new": 0.0, "plain_replace": 0.0, "functional_replace": 0.0}
        archived = 0
        try:
            await _edge_round(clients, pairs("LIKES", 20))
            await _edge_round(clients, pairs("HAS_MANAGER", 20))
            first = pairs("HAS_MANAGER", n)
            phases = [
                ("new", pairs("LIKES", n), first),
                ("replace", pairs("LIKES", n), pairs("HAS_MANAGER", n, subjects=[s for _, s, _ in first])),
            ]
            size = -(-n // chunks)
            for phase, plain, functional in phases:
                for chunk in range(chunks):
                    parts = [("plain", plain), ("functional", functional)]
                    for kind, edges in parts if chunk % 2 == 0 else parts[::-1]:
                        before = self._cpu_now()
                        wall, responses = await _edge_round(clients, edges[chunk * size : (chunk + 1) * size])
                        after = self._cpu_now()
                        seconds[f"{kind}_{phase}"] += wall
                        used = self.cpu.setdefault(f"{kind}_{phase}", dict.fromkeys(after, 0.0))
                        for proc, value in after.items():
                            used[proc] += value - before[proc]
                        if kind == "functional" and phase == "replace":
                            archived += sum(len(r.archived) for r in responses)
        finally:
            for c in clients:
                await c.close()
        rate = {key: n / value for key, value in seconds.items()}
        figures.update(self._cpu_figures("edges", dict.fromkeys(seconds, n)))
        for phase in ("new", "replace"):
            plain_cpu, functional_cpu = (
                figures[f"edges_{kind}_{phase}_cpu_ms_per_call"] for kind in ("plain", "functional")
            )
            figures[f"edges_functional_{phase}_cpu_capacity_ratio"] = round(plain_cpu / functional_cpu, 3)
        figures.update(
            {
                "edges_per_kind_and_phase": n,
                "edges_concurrency": concurrency,
                "edges_plain_new_phase_per_s": round(rate["plain_new"], 1),
                "edges_functional_new_per_s": round(rate["functional_new"], 1),
                "edges_plain_replace_phase_per_s": round(rate["plain_replace"], 1),
                "edges_functional_replace_per_s": round(rate["functional_replace"], 1),
                "edges_functional_new_ratio": round(rate["functional_new"] / rate["plain_new"], 3),
                "edges_functional_replace_ratio": round(rate["functional_replace"] / rate["plain_replace"], 3),
                "edges_replace_archived": archived,
            }
        )

    async def writers(self, uids: list[str], n: int, figures: dict[str, Any]) -> None:
        """`n` concurrent HAS_MANAGER writers on one fresh subject, each naming another manager."""
        subject, *targets = self.rng.sample([u for u in uids if u not in self.used], n + 1)
        retries_before = self._retries()
        clients = [self.on.client() for _ in range(n)]
        try:
            began = time.perf_counter()
            outcomes = await asyncio.gather(
                *(c.create_edge("HAS_MANAGER", subject, t) for c, t in zip(clients, targets, strict=True)),
                return_exceptions=True,
            )
            acked = time.perf_counter() - began
            state = await self._manager_state(subject, targets)
            while not state["settled"] and time.perf_counter() - began < 30:
                await asyncio.sleep(0.05)
                state = await self._manager_state(subject, targets)
            settled = time.perf_counter() - began
        finally:
            for c in clients:
                await c.close()
        errors = [o for o in outcomes if isinstance(o, BaseException)]
        figures.update(
            {
                "writers": n,
                "writers_acknowledged": n - len(errors),
                "writers_errors": sorted({type(e).__name__ + ": " + str(e)[:80] for e in errors}),
                "writers_all_acked_s": round(acked, 3),
                "writers_settled_s": round(settled, 3),
                "writers_current_records": state["current"],
                "writers_plain_predicates": state["plain"],
                "writers_archived_records": state["archived"],
                "writers_supersedes_chain": state["chain"],
                "writers_conflict_retries": self._retries() - retries_before,
                "writers_ok": not errors and state["settled"] and state["chain"] == n,
            }
        )

    async def _manager_state(self, subject: str, targets: list[str]) -> dict[str, Any]:
        dql = """query q($s: string, $t: string) {
          s(func: uid($s)) {
            has_manager { uid }
            cur: count(~edge_from @filter(eq(edge_type, "HAS_MANAGER") AND eq(edge_status, "current")))
            arch: count(~edge_from @filter(eq(edge_type, "HAS_MANAGER") AND eq(edge_status, "archived")))
          }
          t(func: uid($t)) { uid supersedes { uid } }
        }"""
        resp = await self.dgraph.txn(read_only=True).query(dql, variables={"$s": subject, "$t": uid_list(targets)})
        data = json.loads(resp.json)
        node = data["s"][0] if data.get("s") else {}
        plain = [m["uid"] for m in node.get("has_manager", [])]
        older = {t["uid"]: [s["uid"] for s in t.get("supersedes", [])] for t in data.get("t", [])}
        chain, at, seen = 0, (plain[0] if len(plain) == 1 else None), set()
        while at is not None and at not in seen:  # newest manager -SUPERSEDES-> the one before, and so on
            seen.add(at)
            chain += 1
            nxt = older.get(at, [])
            at = nxt[0] if len(nxt) == 1 else None
        current = int(node.get("cur", 0))
        return {
            "current": current,
            "plain": len(plain),
            "archived": int(node.get("arch", 0)),
            "chain": chain,
            "settled": current == 1 and len(plain) == 1,
        }

    def _retries(self) -> int:
        try:
            with urllib.request.urlopen(self.metrics_url, timeout=5) as reply:  # noqa: S310 (loopback, our port)
                text = reply.read().decode()
        except OSError:
            return -1
        return sum(
            int(float(line.split()[-1])) for line in text.splitlines() if line.startswith("kg_dgraph_retries_total")
        )

    def panels(self) -> dict[str, dict[str, list[float]]]:
        s = self.samples
        return {
            "GetNode, 1 client": {
                "kg": s.get("getnode_c1_kg", []),
                "relay": s.get("getnode_c1_relay", []),
                "pydgraph direct": s.get("getnode_c1_direct", []),
            },
            "GetNode, 16 clients": {
                "kg": s.get("getnode_c16_kg", []),
                "relay": s.get("getnode_c16_relay", []),
                "pydgraph direct": s.get("getnode_c16_direct", []),
            },
            "GetNode through kg, 16 clients": {
                "boost on access": s.get("boost_on_c16", []),
                "boost off": s.get("boost_off_c16", []),
            },
        }


def _floor_ratios(cpu: dict[str, dict[str, float]]) -> dict[str, float]:
    """Issue 20's ratios against the relay, from CPU ms per GetNode by side and process (16 clients): the
    server's own CPU (kg with boosts on, as it runs by default; and off), and Dgraph's through kg with boosts
    off and on."""
    relay_server, relay_dgraph = cpu["relay"]["relay"], cpu["relay"]["dgraph"]
    return {
        "relay_kg_server_cpu_ratio": round(cpu["kg"]["kg"] / relay_server, 3),
        "relay_kg_off_server_cpu_ratio": round(cpu["kg_off"]["kg_off"] / relay_server, 3),
        "relay_dgraph_cpu_boost_off_ratio": round(cpu["kg_off"]["dgraph"] / relay_dgraph, 3),
        "relay_dgraph_cpu_boost_on_ratio": round(cpu["kg"]["dgraph"] / relay_dgraph, 3),
        "relay_client_cpu_ratio": round(cpu["kg"]["client"] / cpu["relay"]["client"], 3),
    }


@dataclass(frozen=True)
class Round:
    """One side's round of calls (and the pause after it): how many, how long, and the CPU seconds of each
    process."""

    calls: int
    seconds: float
    cpu: dict[str, float]


def _ratios_by_round(rounds: dict[str, list[Round]], idle: dict[str, float]) -> dict[str, list[float]]:
    """The floor ratios (_floor_ratios, net of idle CPU) of each cycle of rounds on its own, sorted: the sides'
    i-th rounds ran back to back (A B B A ...), so each cycle compares them at one moment of the machine, and the
    spread over the cycles shows how far one run's pooled ratio can be trusted."""
    cycles = min((len(taken) for taken in rounds.values()), default=0)
    by_cycle = [
        _floor_ratios(
            {
                side: {
                    proc: 1000 * (used - idle.get(proc, 0.0) * taken[i].seconds) / max(taken[i].calls, 1)
                    for proc, used in taken[i].cpu.items()
                }
                for side, taken in rounds.items()
            }
        )
        for i in range(cycles)
    ]
    return {f"{key}_by_round": sorted(cycle[key] for cycle in by_cycle) for key in by_cycle[0]} if by_cycle else {}


def _spread(values: Sequence[float]) -> str:
    """ "median (lowest-highest)" of some ratios, or "" for none."""
    if not values:
        return ""
    ordered = sorted(values)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    return f"{median:.3f} ({ordered[0]:.3f}-{ordered[-1]:.3f})"


def _server_pid(port: int) -> int:
    """The `kg serve` child of this process that listens on `port` (found by its environment)."""
    wanted = f"KG_GRPC_PORT={port}".encode()
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            parent = int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1])
            if parent == os.getpid() and wanted in (proc / "environ").read_bytes().split(b"\0"):
                return int(proc.name)
        except (OSError, ValueError, IndexError):
            continue
    raise LookupError(f"no kg serve child listening on port {port}")


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


async def _drive(
    callers: list[Call], uids: list[str] | Callable[[], str], seconds: float = 0.0
) -> tuple[list[float], float]:
    """Each caller makes one call after another: for each uid of a list until none are left, or, given a
    function that picks a uid, for `seconds`. Returns per-call ms and the wall time."""
    latencies: list[float] = []
    work = iter(uids) if isinstance(uids, list) else None
    began = time.perf_counter()
    deadline = began + seconds

    def next_uid() -> str | None:
        if work is not None:
            return next(work, None)
        assert callable(uids)
        return uids() if time.perf_counter() < deadline else None

    async def worker(call: Call) -> None:
        while (uid := next_uid()) is not None:
            started = time.perf_counter()
            await call(uid)
            latencies.append((time.perf_counter() - started) * 1000)

    await asyncio.gather(*(worker(c) for c in callers))
    return latencies, time.perf_counter() - began


async def _edge_round(
    clients: list[KgClient], edges: list[tuple[str, str, str]]
) -> tuple[float, list[pb.CreateEdgeResponse]]:
    """CreateEdge for each (type, from, to), one call in flight per client; returns the wall time and answers."""
    work = iter(edges)
    responses: list[pb.CreateEdgeResponse] = []

    async def worker(client: KgClient) -> None:
        for edge_type, from_uid, to_uid in work:
            responses.append(await client.create_edge(edge_type, from_uid, to_uid))

    began = time.perf_counter()
    await asyncio.gather(*(worker(c) for c in clients))
    return time.perf_counter() - began, responses


def _percentiles(samples_ms: list[float]) -> dict[str, float]:
    ordered = sorted(samples_ms)

    def at(share: float) -> float:
        return round(ordered[min(round(share * (len(ordered) - 1)), len(ordered) - 1)], 3)

    return {"p50_ms": at(0.50), "p95_ms": at(0.95)}


def _verdicts(figures: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    met = 0
    for key, (kind, limit) in TARGETS.items():
        value = figures[key]
        ok = value <= limit if kind == "max" else value >= limit
        met += ok
        out[f"target_{key}"] = f"{'<=' if kind == 'max' else '>='} {limit}: {'met' if ok else 'NOT met'} ({value})"
    out["targets_met"] = f"{met}/{len(TARGETS)}"
    out["meets_targets"] = met == len(TARGETS) and bool(figures.get("writers_ok"))
    return out


def markdown(f: dict[str, Any]) -> str:
    """The short table for bench/results/latest.md."""

    def verdict(key: str) -> str:
        kind, limit = TARGETS[key]
        ok = f[key] <= limit if kind == "max" else f[key] >= limit
        return f"{'≤' if kind == 'max' else '≥'} {limit} | {'met' if ok else '**not met**'}"

    rows = ["| measure | kg | baseline | ratio (kg/baseline) | target | |", "| --- | ---: | ---: | ---: | --- | --- |"]
    for c in (1, 16):
        p = f"getnode_c{c}"
        rows.append(
            f"| GetNode p50, {c} client{'s' * (c > 1)} (ms) | {f[p + '_kg_p50_ms']} | "
            f"{f[p + '_direct_p50_ms']} | {f[p + '_p50_ratio']} | {verdict(p + '_p50_ratio')} |"
        )
        rows.append(
            f"| GetNode p95, {c} client{'s' * (c > 1)} (ms) | {f[p + '_kg_p95_ms']} | "
            f"{f[p + '_direct_p95_ms']} | {round(f[p + '_kg_p95_ms'] / f[p + '_direct_p95_ms'], 3)} | | |"
        )
        rows.append(
            f"| GetNode calls/s, {c} client{'s' * (c > 1)} | {f[p + '_kg_calls_per_s']} | "
            f"{f[p + '_direct_calls_per_s']} | {f[p + '_throughput_ratio']} | "
            f"{verdict(p + '_throughput_ratio')} |"
        )
        if c > 1:
            rows.append(
                f"| GetNode CPU per call, all processes, {c} clients (ms) | {f[p + '_kg_cpu_ms_per_call']} | "
                f"{f[p + '_direct_cpu_ms_per_call']} | capacity {f[p + '_cpu_capacity_ratio']} | (≥ 0.8) | |"
            )
    rows.append(
        f"| CreateNodes, batches of {f['create_batch_size']} (nodes/s) | {f['create_kg_nodes_per_s']} | "
        f"{f['create_direct_nodes_per_s']} | {f['create_nodes_ratio']} | {verdict('create_nodes_ratio')} |"
    )
    for label, key in (("first", "new"), ("replacing", "replace")):
        rows.append(
            f"| CreateEdge HAS_MANAGER ({label}) vs LIKES, {f['edges_concurrency']} in flight (edges/s) | "
            f"{f[f'edges_functional_{key}_per_s']} | {f[f'edges_plain_{key}_phase_per_s']} | "
            f"{f[f'edges_functional_{key}_ratio']} | {verdict(f'edges_functional_{key}_ratio')} |"
        )
        rows.append(
            f"| CreateEdge HAS_MANAGER ({label}) vs LIKES: CPU per call, all processes (ms) | "
            f"{f[f'edges_functional_{key}_cpu_ms_per_call']} | {f[f'edges_plain_{key}_cpu_ms_per_call']} | "
            f"capacity {f[f'edges_functional_{key}_cpu_capacity_ratio']}"
            " | (≥ 0.7) | |"
        )
    rows.append(
        f"| GetNode boost on vs off, 16 clients (calls/s) | {f['boost_on_calls_per_s']} | "
        f"{f['boost_off_calls_per_s']} | {f['boost_on_off_ratio']} | {verdict('boost_on_off_ratio')} |"
    )
    rows.append(
        f"| GetNode boost on vs off, 16 clients: CPU per call, all processes (ms) | "
        f"{f['boost_on_cpu_ms_per_call']} | {f['boost_off_cpu_ms_per_call']} | "
        f"capacity {f['boost_cpu_capacity_ratio']} | (≥ 0.8) | |"
    )
    writers = (
        f"{f['writers']} concurrent HAS_MANAGER writers on one subject: {f['writers_acknowledged']} "
        f"acknowledged in {f['writers_all_acked_s']} s, settled (one current edge) after "
        f"{f['writers_settled_s']} s; {f['writers_current_records']} current record, "
        f"{f['writers_archived_records']} archived, SUPERSEDES chain of {f['writers_supersedes_chain']}, "
        f"{f['writers_conflict_retries']} conflict retries: {'ok' if f['writers_ok'] else '**not ok**'}."
    )
    return "\n".join(
        [
            "# kg against pydgraph directly",
            "",
            f"Targets met: {f['targets_met']}. Baselines: the same query or mutation sent with pydgraph; for edges, "
            "the non-functional type through kg; for boost, kg with the access buffer never flushing. "
            f"Run took {f.get('total_seconds', '?')} s on {f['cpus']} CPUs; 1-minute load average during the run: "
            f"mean {f['load_average_1m_mean']}, max {f['load_average_1m_max']}.",
            "",
            *rows,
            "",
            "CPU per call adds up this process (the clients), the kg servers and Dgraph over each round and the pause "
            "after it (when the boost-on server writes its buffer); capacity = baseline CPU / kg CPU, what calls per "
            "second come to when the CPUs are the limit.",
            "",
            f"CPU by process, ms per call: kg {f['getnode_c16_kg_cpu_ms_by_process']}; direct "
            f"{f['getnode_c16_direct_cpu_ms_by_process']}; boost on {f['boost_on_cpu_ms_by_process']}; boost off "
            f"{f['boost_off_cpu_ms_by_process']}.",
            "",
            writers,
            "",
            *floor_rows(f, verdict),
            "",
            "Latency distributions: latency.png.",
            "",
        ]
    )


def floor_rows(f: dict[str, Any], verdict: Callable[[str], str]) -> list[str]:
    """kg against the relay (bench/relay.py), issue 20's floor: by process and as the targeted ratios."""
    rows = [
        "## kg against the floor: a bare grpc.aio relay of the same read",
        "",
        "| measure | kg (boosts on) | kg (boosts off) | relay | direct |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for c in (1, 16):
        p = f"getnode_c{c}"
        for key, label in (("p50_ms", "p50 (ms)"), ("p95_ms", "p95 (ms)"), ("calls_per_s", "calls/s")):
            off = f.get(f"{p}_kg_off_{key}", "")  # no boost-off side with one client
            rows.append(
                f"| GetNode {label}, {c} client{'s' * (c > 1)} | {f[f'{p}_kg_{key}']} | {off} | "
                f"{f[f'{p}_relay_{key}']} | {f[f'{p}_direct_{key}']} |"
            )
    rows.append(
        f"| CPU ms per GetNode by process, 16 clients | {f['getnode_c16_kg_cpu_ms_by_process']} | "
        f"{f['getnode_c16_kg_off_cpu_ms_by_process']} | {f['getnode_c16_relay_cpu_ms_by_process']} | "
        f"{f['getnode_c16_direct_cpu_ms_by_process']} |"
    )
    net = f["getnode_c16_net_cpu_ms_by_process"]
    rows.append(
        f"| the same, net of idle CPU ({f['getnode_c16_idle_cpu_ms_per_s']} ms/s) | {net['kg']} | "
        f"{net['kg_off']} | {net['relay']} | {net['direct']} |"
    )
    rows += [
        "",
        "| ratio (CPU: net of idle) | value | raw | cycle by cycle: median (range) | target | |",
        "| --- | ---: | ---: | ---: | --- | --- |",
    ]
    for key, label in (
        ("relay_kg_server_cpu_ratio", "kg server CPU / relay's, per GetNode (boosts on)"),
        ("relay_dgraph_cpu_boost_off_ratio", "Dgraph CPU through kg / through relay, boosts off"),
        ("relay_dgraph_cpu_boost_on_ratio", "Dgraph CPU through kg / through relay, boosts on"),
        ("relay_c1_p50_ratio", "GetNode p50 at 1 client, kg / relay"),
    ):
        by_round = _spread(f.get(key + "_by_round", []))
        rows.append(f"| {label} | {f[key]} | {f.get(key + '_raw', '')} | {by_round} | {verdict(key)} |")
    for key, label in (
        ("relay_kg_off_server_cpu_ratio", "kg server CPU / relay's, boosts off"),
        ("relay_client_cpu_ratio", "client CPU through kg / through relay"),
    ):
        rows.append(f"| {label} | {f[key]} | {f[key + '_raw']} | {_spread(f.get(key + '_by_round', []))} | | |")
    rows += [
        "",
        "Cycle by cycle: each side's i-th 16-client round ran back to back with the others' (A B B A ...); the ratio "
        "of each such cycle alone shows how much one run's value can move on this machine.",
    ]
    return rows
