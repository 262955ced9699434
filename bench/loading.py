"""Bulk loading, issue 20: nodes and edge records per second into a fresh Dgraph, four ways, same records.

- `kg import`: kg/transfer.py's Importer on an Export file, through a `kg serve` (history replayed: kg's
  functional rule archives and links SUPERSEDES, hand archivings are ArchiveEdge calls).
- kg batches: CreateNodes and CreateEdges calls of `batch` records from a plain client, one at a time, edges
  oldest first, hand archivings as ArchiveEdge after the batch that created them.
- direct: pydgraph mutations of `batch` records, each committed, of the JSON kg ends up with for the same
  records (kg's own node_json / planned_json: the derived values, archived records, plain predicates and
  SUPERSEDES links), written with no reads.
- dgraph live: Dgraph's live loader (its default batch and concurrency) on the same JSON as files, nodes then
  edges (blank names kept across the two by its xid map; the current keys name blank nodes, not uids).

Each way gets a Dgraph of its own with kg's schema. Rates are records over wall time on a shared machine, so
the CPU seconds of each process (client = this process or the live loader, kg server, Dgraph alpha) are given
per 1,000 records too: they hold still when the machine is busy. `*_per_s_all_cores` is the rate the CPU per
record allows when every core works for the load alone.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.graph_data import NO_BACKGROUND_NAMES, TENANT, alpha_pid, cpu_seconds, serve
from bench.loading_data import LoadData, edge_objects, make_data, node_objects
from kg.client import KgClient
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.dgraph.launcher import find_free_offset
from kg.model.types import BUILTIN_EDGE_TYPES
from kg.settings import Settings
from kg.store.connection import open_dgraph
from kg.store.schema import apply_schema
from kg.transfer import Importer, new_edge_message, new_node_message, read_export

NAME = "loading"
# A functional edge of the history is archived by its successor's creation; the others by hand (ArchiveEdge).
_FUNCTIONAL = {t.name: t.functional for t in BUILTIN_EDGE_TYPES}
TARGET_EDGES_PER_S = 10_000  # issue 20, for kg import and kg batches


def run(nodes: int = 1_000, edges: int = 5_000, batch: int = 1_000) -> dict[str, Any]:
    started = time.monotonic()
    data = make_data(nodes, edges)
    settings = Settings.from_env()
    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    figures: dict[str, Any] = {"nodes": nodes, "edge_records": edges, "batch": batch, "cpus": os.cpu_count()}
    loads = []
    for way, load in (
        ("kg_import", _kg_import),
        ("kg_batches", _kg_batches),
        ("direct", _direct),
        ("dgraph_live", _live),
    ):
        with _fresh_dgraph(binary) as dgraph:
            loads.append(os.getloadavg()[0])
            figures.update(_rates(way, asyncio.run(load(dgraph, data, batch)), nodes, edges))
    loads.append(os.getloadavg()[0])
    for way in ("kg_import", "kg_batches"):
        rate = figures[f"{way}_edges_per_s"]
        figures[f"target_{way}_edges_per_s"] = (
            f">= {TARGET_EDGES_PER_S}: {'met' if rate >= TARGET_EDGES_PER_S else 'NOT met'} ({rate})"
        )
        figures[f"{way}_vs_direct_edges"] = round(rate / figures["direct_edges_per_s"], 3)
    figures["load_average_1m_mean"] = round(sum(loads) / len(loads), 1)
    figures["load_average_1m_max"] = round(max(loads), 1)
    figures["total_seconds"] = round(time.monotonic() - started, 1)
    return figures


def run_full_size() -> dict[str, Any]:
    return run(nodes=20_000, edges=100_000)


# A phase's figures: wall seconds and CPU seconds by process.
Phase = dict[str, float]


def _rates(way: str, phases: dict[str, Phase], nodes: int, edges: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for phase, count in (("nodes", nodes), ("edges", edges)):
        spent = phases[phase]
        out[f"{way}_{phase}_per_s"] = round(count / spent.pop("wall"))
        # What the rate comes to when every core works for this load alone (a busy machine lowers the rate,
        # hardly the CPU per record).
        out[f"{way}_{phase}_per_s_all_cores"] = round(count * (os.cpu_count() or 1) / sum(spent.values()))
        out[f"{way}_{phase}_cpu_s_per_1000"] = ", ".join(f"{proc} {1000 * s / count:.3f}" for proc, s in spent.items())
    return out


@contextmanager
def _fresh_dgraph(binary: Path) -> Iterator[DgraphLauncher]:
    data_dir = Path(tempfile.mkdtemp(prefix="kg-bench-loading-"))
    try:
        with DgraphLauncher(binary, data_dir, find_free_offset(), Settings.from_env().dgraph_cache_mb) as dgraph:
            yield dgraph
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


class _Meter:
    """Wall and CPU time of the processes involved, over one phase."""

    def __init__(self, pids: dict[str, int], client: Callable[[], float] = time.process_time) -> None:
        self.pids = pids
        self.client = client

    def now(self) -> Phase:
        return {
            "wall": time.perf_counter(),
            "client": self.client(),
            **{name: cpu_seconds(pid) for name, pid in self.pids.items()},
        }

    async def measure(self, work: Awaitable[object]) -> Phase:
        before = self.now()
        await work
        after = self.now()
        return {key: after[key] - before[key] for key in after}


# --- through kg ---


async def _kg_import(dgraph: DgraphLauncher, data: LoadData, batch: int) -> dict[str, Phase]:
    export = read_export(data.lines())
    with serve(dgraph, **NO_BACKGROUND_NAMES) as served:
        meter = _Meter({"kg": served.pid, "dgraph": alpha_pid(dgraph)})
        async with KgClient(served.target, served.token, timeout=600) as client:
            importer = Importer(client, TENANT)
            nodes = await meter.measure(importer.import_nodes(export.nodes))
            edges = await meter.measure(importer.import_edges(export.edges))
            assert importer.report.edges == len(data.edges), importer.report
    return {"nodes": nodes, "edges": edges}


async def _kg_batches(dgraph: DgraphLauncher, data: LoadData, batch: int) -> dict[str, Phase]:
    with serve(dgraph, **NO_BACKGROUND_NAMES) as served:
        meter = _Meter({"kg": served.pid, "dgraph": alpha_pid(dgraph)})
        uid: dict[str, str] = {}
        async with KgClient(served.target, served.token, timeout=600) as client:

            async def nodes() -> None:
                for start in range(0, len(data.nodes), batch):
                    messages = [new_node_message(n, {}, TENANT)[0] for n in data.nodes[start : start + batch]]
                    uid.update((await client.create_nodes(messages)).uids)

            async def edges() -> None:
                for start in range(0, len(data.edges), batch):
                    chunk = data.edges[start : start + batch]
                    results = await client.create_edges([new_edge_message(e, uid) for e in chunk])
                    for edge, result in zip(chunk, results, strict=True):
                        if edge["status"] == "archived" and not _FUNCTIONAL[edge["type"]]:
                            await client.archive_edge(result.edge.uid)

            return {"nodes": await meter.measure(nodes()), "edges": await meter.measure(edges())}


# --- straight into Dgraph ---


async def _direct(dgraph: DgraphLauncher, data: LoadData, batch: int) -> dict[str, Phase]:
    client = await open_dgraph(Settings.from_env(dgraph_addr=dgraph.alpha_addr, dgraph_http=dgraph.http_url))
    try:
        await apply_schema(client)
        meter = _Meter({"dgraph": alpha_pid(dgraph)})
        now = datetime.now(UTC)
        uid: dict[str, str] = {}

        async def nodes() -> None:
            objs = node_objects(data, now)
            for start in range(0, len(objs), batch):
                resp = await client.txn().mutate(set_obj=objs[start : start + batch], commit_now=True, timeout=600)
                uid.update((n["uid"], resp.uids[f"n{n['uid']}"]) for n in data.nodes[start : start + batch])

        async def edges() -> None:
            per_edge = edge_objects(data, uid, now)
            for start in range(0, len(per_edge), batch):
                objs = [obj for objs in per_edge[start : start + batch] for obj in objs]
                await client.txn().mutate(set_obj=objs, commit_now=True, timeout=600)

        return {"nodes": await meter.measure(nodes()), "edges": await meter.measure(edges())}
    finally:
        await client.close()


async def _live(dgraph: DgraphLauncher, data: LoadData, batch: int) -> dict[str, Phase]:
    client = await open_dgraph(Settings.from_env(dgraph_addr=dgraph.alpha_addr, dgraph_http=dgraph.http_url))
    try:
        await apply_schema(client)
    finally:
        await client.close()
    now = datetime.now(UTC)
    files = dgraph.data_dir / "live"
    files.mkdir()
    (files / "nodes.json").write_text(json.dumps(node_objects(data, now)))
    blanks = {n["uid"]: f"_:n{n['uid']}" for n in data.nodes}
    (files / "edges.json").write_text(json.dumps([o for objs in edge_objects(data, blanks, now) for o in objs]))
    used = _ChildCpu()
    meter = _Meter({"dgraph": alpha_pid(dgraph)}, client=used.seconds)
    command = [
        str(dgraph.binary),
        "live",
        "--alpha",
        dgraph.alpha_addr,
        "--zero",
        f"localhost:{dgraph.ports.zero_grpc}",
        "--xidmap",
        str(files / "xid"),
    ]
    phases = {}
    for phase in ("nodes", "edges"):
        phases[phase] = await meter.measure(
            asyncio.to_thread(
                subprocess.run,
                [*command, "--files", str(files / f"{phase}.json")],
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                cwd=files,
            )
        )
    return phases


class _ChildCpu:
    """CPU seconds of this process's finished children (the live loader runs)."""

    def seconds(self) -> float:
        usage = os.times()
        return usage.children_user + usage.children_system
