"""Recall latency through the real gRPC service on a large synthetic memory.

The target is 100,000 nodes and 500,000 edge records. Loading that through mutations takes five minutes or more
on a 2-core machine, so by default the graph is scaled down to 20,000 nodes and 100,000 edge records: the same
mean degree (10) and the same heavy tail, so each recall touches a neighbourhood of similar shape, only with
smaller hubs. The result says so (`scale_note`); `make bench-full` (`run_full_size()`) measures the full size,
with 200,000 episodes added (bench/episode_data.py: about 7 minutes more to load; the target is then p95 <= 60 ms).
With episodes, one question in two asks what one of their speakers said ("When did Bob Novak go to Paris?"), and
the first Recall, which loads the namespace's episode vectors into the server, is timed on its own.

A private Dgraph gets the graph of bench/graph_data.py in one namespace; `kg serve` runs as a subprocess against
it; one client asks questions naming people in the graph ("What do you know about Alice Moreno?"), one call at
a time, timed at the client. After a warm-up, every question is asked with 1 hop and with 2 hops (the default),
in random order, so both see the same caches. The headline p50/p95/max are for 2 hops. Questions stop at
`queries` or when `budget_seconds` have been spent, whichever comes first (`queries_measured` says which).
The CPU time Dgraph and the server spend per call is reported too: on a shared machine it is the steadier
figure, and it says where the time goes.
"""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.episode_data import Episodes, load_episodes
from bench.graph_data import (
    PLACES,
    TOPICS,
    Graph,
    Served,
    alpha_pid,
    cpu_seconds,
    load_graph,
    percentiles,
    serve,
    settle,
)
from kg.client import KgClient, KgRpcError
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.dgraph.launcher import find_free_offset
from kg.settings import Settings
from kg.store.connection import open_dgraph

NAME = "recall"
TARGET_P95_MS = 50.0
TARGET_NODES, TARGET_EDGES = 100_000, 500_000
# With episodes (issue 15's target for bench-full: 100k nodes, 500k edges, 200k episodes), p95 <= 60 ms.
TARGET_EPISODES, TARGET_P95_WITH_EPISODES_MS = 200_000, 60.0
FIRST_CALL_TIMEOUT = 900.0
_TEMPLATES = (
    "What do you know about {name}?",
    "Who is {name}?",
    "What does {name} like?",
    "Who does {first} work with?",
    "Tell me about {last}.",
    "{name}'s friends and projects",
)
# Questions about what a speaker said (asked when episodes are loaded, one in two).
_SAID_TEMPLATES = (
    "What did {name} say about {topic}?",
    "When did {first} go to {place}?",
    "Has {first} tried {topic}?",
    "What does {name} do in {place}?",
)


def run(
    nodes: int = 20_000,
    edges: int = 100_000,
    queries: int = 200,
    warmup: int = 10,
    budget_seconds: float = 100.0,
    seed: int = 11,
    episodes: int = 0,
    second_pass: bool = False,
) -> dict[str, Any]:
    """Start a private Dgraph, load the graph (and `episodes` turns of conversation among its people), serve it,
    time Recall; returns the figures. With `second_pass`, other questions are timed after the first ones too."""
    started = time.monotonic()
    settings = Settings.from_env()
    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    data_dir = Path(tempfile.mkdtemp(prefix="kg-bench-recall-"))
    try:
        with DgraphLauncher(binary, data_dir, find_free_offset(), settings.dgraph_cache_mb) as dgraph:
            local = Settings.from_env(dgraph_addr=dgraph.alpha_addr, dgraph_http=dgraph.http_url)
            graph, said, settled = asyncio.run(_load(local, nodes, edges, episodes, seed, alpha_pid(dgraph)))
            # The first Recall waits for the namespace's vectors (the default wait is 5 s, then Recall goes on
            # without them): every timed Recall searches them.
            with serve(dgraph, KG_VECTOR_LOAD_WAIT_SECONDS=str(FIRST_CALL_TIMEOUT)) as server:
                questions = Questions(graph.people, said.speakers)
                timings = asyncio.run(
                    measure(server, alpha_pid(dgraph), questions, queries, warmup, budget_seconds, random.Random(seed))
                )
                again = (
                    asyncio.run(
                        measure(server, alpha_pid(dgraph), questions, queries, 0, budget_seconds, random.Random(~seed))
                    )
                    if second_pass
                    else None
                )
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)

    scaled = (nodes, edges) != (TARGET_NODES, TARGET_EDGES)
    target = TARGET_P95_WITH_EPISODES_MS if episodes else TARGET_P95_MS
    return {
        "nodes": graph.nodes,
        "edges": graph.edges,
        "current_edges": graph.current_edges,
        **graph.degree_figures(),
        "loaded_in_seconds": round(graph.load_seconds, 1),
        **(
            {
                "episodes": said.episodes,
                "conversations": said.conversations,
                "speakers": len(said.speakers),
                "episode_sentences_embedded": f"{said.pool} in {said.embed_seconds:.1f} s",
                "episodes_loaded_in_seconds": round(said.load_seconds, 1),
            }
            if episodes
            else {}
        ),
        "settled_in_seconds": round(settled, 1),
        **timings,
        "target_p95_ms": target,
        "met": timings["p95_ms"] is not None and timings["p95_ms"] <= target,
        **(_second_pass(again) if again is not None else {}),
        **(
            {
                "scale_note": f"NOT the target size ({TARGET_NODES:,} nodes, {TARGET_EDGES:,} edges): scaled down "
                "at the same mean degree, because loading 500,000 edge records through mutations "
                "takes 5+ minutes on a 2-core machine; `make bench-full` measures the full size"
            }
            if scaled
            else {}
        ),
        "total_seconds": round(time.monotonic() - started, 1),
    }


def run_full_size() -> dict[str, Any]:
    """`run` at the target size, episodes included, with a second pass."""
    return run(nodes=TARGET_NODES, edges=TARGET_EDGES, episodes=TARGET_EPISODES, second_pass=True)


def _second_pass(timings: dict[str, Any]) -> dict[str, Any]:
    """The figures of a second pass of other questions. Dgraph costs more in the first pass after a bulk load, with
    the alpha idle before it: at full size, 46 ms of CPU per Recall in the first pass, 40 in a second of other
    questions, 31 when the first questions came again (not yet told apart: Badger's block cache and the OS's page
    cache, cold for most of the graph after the load, and keys still holding the load's deltas, which a read from
    disk queues for a rollup). The target is judged on the first pass; this one says what a graph already read
    from costs."""
    keys = ("queries_measured", "p50_ms", "p95_ms", "max_ms", "dgraph_cpu_ms_per_call", "server_cpu_ms_per_call")
    return {f"second_pass_{key}": timings[key] for key in keys} | {
        "second_pass_note": "other questions, asked after the first pass; the target is judged on the first"
    }


async def _load(
    settings: Settings, nodes: int, edges: int, episodes: int, seed: int, pid: int
) -> tuple[Graph, Episodes, float]:
    client = await open_dgraph(settings)
    try:
        graph = await load_graph(client, nodes, edges, seed)
        people = list(zip(graph.person_uids, graph.people, strict=True))
        said = await load_episodes(client, people, episodes, seed=seed) if episodes else Episodes()
    finally:
        await client.close()
    # Dgraph rolls up and compacts for a while after a bulk load; time nothing until it is idle.
    return graph, said, await settle(pid)


@dataclass(frozen=True)
class Questions:
    """Who the questions name: the graph's people, and those who spoke in the episodes (if any were loaded)."""

    people: list[str]
    speakers: list[str]

    def ask(self, rng: random.Random) -> str:
        said = bool(self.speakers) and rng.random() < 0.5
        name = rng.choice(self.speakers if said else self.people)
        first, last = name.split(" ", 1)
        template = rng.choice(_SAID_TEMPLATES if said else _TEMPLATES)
        return template.format(name=name, first=first, last=last, topic=rng.choice(TOPICS), place=rng.choice(PLACES))


async def measure(
    server: Served,
    alpha: int,
    questions: Questions,
    queries: int,
    warmup: int,
    budget_seconds: float,
    rng: random.Random,
) -> dict[str, Any]:
    """Recall timings against a running server, asking `questions`.

    Besides wall time, the CPU time Dgraph's alpha and `kg serve` spend per call is taken (from /proc, around
    each call): unlike latency, it hardly depends on what else the machine is doing, and it shows where the work is.
    """
    samples: dict[int, list[float]] = {1: [], 2: []}
    cpu: dict[int, list[float]] = {1: [0.0, 0.0], 2: [0.0, 0.0]}  # hops -> [alpha, server] CPU seconds
    facts: list[int] = []
    anchors: list[int] = []
    errors: list[str] = []
    # The first Recall loads the namespace's episode vectors into the server (minutes at 200,000 episodes): it is
    # timed on its own and may take longer than a client's usual deadline.
    async with KgClient(server.target, server.token, timeout=FIRST_CALL_TIMEOUT) as client:
        began = time.perf_counter()
        await client.recall(questions.ask(rng), hops=2)
        first_ms = (time.perf_counter() - began) * 1000
        for _ in range(warmup):
            await client.recall(questions.ask(rng), hops=2)
        load_before = os.getloadavg()[0]
        deadline = time.monotonic() + budget_seconds
        while len(facts) < queries and time.monotonic() < deadline:
            question = questions.ask(rng)
            for hops in rng.sample([1, 2], 2):
                before = (cpu_seconds(alpha), cpu_seconds(server.pid))
                began = time.perf_counter()
                try:
                    reply = await client.recall(question, hops=hops)
                except KgRpcError as error:  # e.g. a Dgraph deadline on a very busy machine: count it, go on
                    errors.append(f"hops={hops}: {error.code.name}")
                    continue
                samples[hops].append((time.perf_counter() - began) * 1000)
                cpu[hops][0] += cpu_seconds(alpha) - before[0]
                cpu[hops][1] += cpu_seconds(server.pid) - before[1]
                if hops == 2:
                    facts.append(len(reply.facts))
                    anchors.append(len(reply.anchors))
    two, one = percentiles(samples[2]), percentiles(samples[1])

    def per_call(hops: int, process: int) -> float | None:
        return round(cpu[hops][process] * 1000 / len(samples[hops]), 1) if samples[hops] else None

    return {
        "queries_measured": f"{len(facts)} of {queries}" + (" (time budget reached)" if len(facts) < queries else ""),
        "first_recall_ms": round(first_ms, 1),
        "warmup_queries": warmup,
        **two,
        "dgraph_cpu_ms_per_call": per_call(2, 0),
        "server_cpu_ms_per_call": per_call(2, 1),
        "hops1_p50_ms": one["p50_ms"],
        "hops1_p95_ms": one["p95_ms"],
        "hops1_max_ms": one["max_ms"],
        "hops1_dgraph_cpu_ms_per_call": per_call(1, 0),
        "hops1_server_cpu_ms_per_call": per_call(1, 1),
        "failed_calls": len(errors),
        **({"failures": ", ".join(sorted(set(errors)))} if errors else {}),
        "mean_facts_returned": round(statistics.fmean(facts or [0]), 1),
        "mean_anchors": round(statistics.fmean(anchors or [0]), 1),
        # Other work on the machine slows Dgraph and the server down: say how busy it was.
        "machine_load_1min": f"{load_before:.1f} before, {os.getloadavg()[0]:.1f} after the queries",
        "note": "p50/p95/max_ms and *_cpu_ms_per_call: hops=2 (the default); hops1_*: the same questions with "
        "1 hop; one call at a time, timed at the client",
    }
