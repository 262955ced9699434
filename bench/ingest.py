"""Ingest throughput: sentences per second, for extraction alone (both tiers) and end to end through the RPC.

The same ~200 varied utterances (the kinds tests/unit/extraction pins down: managers, employers, allergies,
family, likes and dislikes, moves, projects, several sentences at once, and small talk with no fact) are
extracted in-process by tier 1 (`Extractor(prefer_model=False)`: text rules on spacy.blank) and tier 2
(`Extractor()`: the installed English pipeline, its dependency rules and NER first), and then sent through
`Ingest` to a real `kg serve` on a private Dgraph: one call at a time, then four at a time, once by a server
with KG_EXTRACTION_MODEL=false (tier 1) and once by one with the default (tier 2 when the pipeline is installed).
Each server's speakers are its own, so the second does not meet the first's facts.
"""

from __future__ import annotations

import asyncio
import random
import shutil
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.graph_data import TENANT, alpha_pid, cpu_seconds, percentiles, serve
from kg.client import KgClient, KgRpcError
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.dgraph.launcher import find_free_offset
from kg.extraction import Extractor
from kg.settings import Settings

NAME = "ingest"
_PASSES = 3
_IN_FLIGHT = 4

_TEMPLATES = (
    "My manager is {person}",
    "My new manager is {first}",
    "I work at {org}",
    "I no longer work at {org}",
    "I'm allergic to {food}",
    "I'm allergic to {food} and {food2}",
    "My sister {first} loves {hobby}",
    "I don't like {food}",
    "I live in {city}",
    "I'm working on Project {codename}",
    "I'm interested in {hobby}",
    "I prefer {drink} over {drink2}",
    "{first}'s manager is {first2}",
    "{first} is my coworker",
    "I'm friends with {first}.",
    "My wife is {first}",
    "I report to {person}.",
    "I work with {person}.",
    "My hobbies are {hobby} and {hobby2}",
    "My favourite food is {food}",
    "My mother {first} lives in {city}",
    "I love {hobby} and hate {hobby2}",
    "I left {org} last year.",
    "{first} has been my manager since June",
    "I have a sister named {first}",
    "{first}, my wife, works at {org}",
    "My manager is {first}. I work at {org}. I live in {city}.",
    "I like {drink} and {first} likes {drink2}",
    "The weather in {city} is nice.",
    "Can you remind me to call {first} tomorrow?",
    "What a long day it has been in {city}, honestly.",
)
_FIRST = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Priya", "Tom", "Jane", "Sarah", "Omar")
_LAST = ("Johnson", "Connor", "Moreno", "Tanaka", "Okafor", "Novak", "Schmidt", "Rossi")
_ORGS = ("Acme", "Initech", "Acme Corp", "Bank of America", "Globex", "Hooli", "Johnson & Johnson", "Umbrella")
_CITIES = ("Boston", "NYC", "San Francisco", "Paris", "Berlin", "Tokyo", "Lisbon", "Toronto")
_FOODS = ("peanuts", "shellfish", "coffee", "sushi", "gluten", "strawberries", "mushrooms", "cilantro")
_HOBBIES = ("hiking", "chess", "rock climbing", "running", "painting", "sailing", "yoga", "photography")
_DRINKS = ("tea", "coffee", "matcha", "espresso", "lemonade", "cocoa")
_CODENAMES = ("Apollo", "Gemini", "Orion", "Phoenix", "Atlas", "Kepler")


def sentences(count: int = 200, seed: int = 5) -> list[str]:
    """`count` utterances: every template in turn, filled with names, places and things drawn at random."""
    rng = random.Random(seed)
    made = []
    for i in range(count):
        first, first2 = rng.sample(_FIRST, 2)
        food, food2 = rng.sample(_FOODS, 2)
        hobby, hobby2 = rng.sample(_HOBBIES, 2)
        drink, drink2 = rng.sample(_DRINKS, 2)
        made.append(
            _TEMPLATES[i % len(_TEMPLATES)].format(
                person=f"{first} {rng.choice(_LAST)}",
                first=first,
                first2=first2,
                org=rng.choice(_ORGS),
                food=food,
                food2=food2,
                city=rng.choice(_CITIES),
                codename=rng.choice(_CODENAMES),
                hobby=hobby,
                hobby2=hobby2,
                drink=drink,
                drink2=drink2,
            )
        )
    return made


def run(count: int = 200) -> dict[str, Any]:
    """Time extraction for both tiers, then Ingest end to end; returns the figures."""
    texts = sentences(count)
    figures: dict[str, Any] = {"sentences": len(texts)}
    for tier, prefer_model in ((1, False), (2, True)):
        figures.update(_extraction(texts, tier, prefer_model))
    figures.update(_end_to_end(texts))
    figures["note"] = (
        "tier*_extract_*: in-process, one sentence at a time, median of "
        f"{_PASSES} passes; tier*_e2e_*: Ingest RPC against a fresh Dgraph, timed at the client; "
        "the tier a server used is in tier*_e2e_tier; *_cpu_ms: CPU ms per call of kg serve and of the alpha"
    )
    return figures


def _extraction(texts: list[str], tier: int, prefer_model: bool) -> dict[str, Any]:
    began = time.perf_counter()
    extractor = Extractor(prefer_model=prefer_model)
    loaded = time.perf_counter() - began
    if extractor.tier != tier:
        return {
            f"tier{tier}_note": f"not measured: Extractor(prefer_model={prefer_model}) gave tier "
            f"{extractor.tier} (no English pipeline installed?)"
        }
    for text in texts[:20]:  # warm-up: first calls build lexeme caches
        extractor.extract(text)
    passes, per_call, relations = [], [], 0
    for _ in range(_PASSES):
        began = time.perf_counter()
        for text in texts:
            one = time.perf_counter()
            relations += len(extractor.extract(text).relations)
            per_call.append((time.perf_counter() - one) * 1000)
        passes.append(time.perf_counter() - began)
    latency = percentiles(per_call)
    return {
        f"tier{tier}_pipeline": extractor.pipeline_name,
        f"tier{tier}_load_seconds": round(loaded, 2),
        f"tier{tier}_extract_sentences_per_s": round(len(texts) / statistics.median(passes), 1),
        f"tier{tier}_extract_p50_ms": latency["p50_ms"],
        f"tier{tier}_extract_p95_ms": latency["p95_ms"],
        f"tier{tier}_relations_per_sentence": round(relations / (_PASSES * len(texts)), 2),
    }


def _end_to_end(texts: list[str]) -> dict[str, Any]:
    settings = Settings.from_env()
    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    data_dir = Path(tempfile.mkdtemp(prefix="kg-bench-ingest-"))
    try:
        figures: dict[str, Any] = {}
        with DgraphLauncher(binary, data_dir, find_free_offset(), settings.dgraph_cache_mb) as dgraph:
            for tier, use_model in ((1, "false"), (2, "true")):
                with serve(dgraph, KG_EXTRACTION_MODEL=use_model) as served:
                    pids = {"kg": served.pid, "dgraph": alpha_pid(dgraph)}
                    measured = asyncio.run(_ingest_all(served.target, served.token, texts, f"T{tier}", pids))
                figures.update({f"tier{tier}_{key}": value for key, value in measured.items()})
        return figures
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


def _cpu(pids: dict[str, int]) -> dict[str, float]:
    return {name: cpu_seconds(pid) for name, pid in pids.items()}


def _cpu_per_call(pids: dict[str, int], since: dict[str, float], calls: int, label: str) -> dict[str, float]:
    """CPU ms per call by process (`kg serve`, Dgraph's alpha): steadier than throughput on a shared machine."""
    now = _cpu(pids)
    return {f"e2e_{label}_{name}_cpu_ms": round(1000 * (now[name] - since[name]) / calls, 1) for name in pids}


async def _ingest_all(target: str, token: str, texts: list[str], speakers: str, pids: dict[str, int]) -> dict[str, Any]:
    # Each speaker tells their own story in order; ten speakers, so later sentences meet existing facts.
    said_at = datetime(2026, 1, 1, tzinfo=UTC)
    async with KgClient(target, token, timeout=60.0) as client:
        await client.ingest("I work at Warmup Inc", f"{speakers} Warm Up", said_at, "warmup", TENANT)
        per_call: list[float] = []
        written = 0
        tiers: set[int] = set()
        errors: list[str] = []
        began, used = time.perf_counter(), _cpu(pids)
        for i, text in enumerate(texts):
            one = time.perf_counter()
            try:
                reply = await client.ingest(
                    text,
                    f"{speakers} Speaker {i % 10}",
                    said_at + timedelta(minutes=i),
                    f"{speakers} chat {i % 10}",
                    TENANT,
                )
            except KgRpcError as error:  # e.g. a Dgraph deadline on a very busy machine: count it, go on
                errors.append(error.code.name)
                continue
            per_call.append((time.perf_counter() - one) * 1000)
            written += len(reply.written)
            tiers.add(reply.extraction_tier)
        sequential = time.perf_counter() - began
        cpu = _cpu_per_call(pids, used, len(texts), "sequential")

        lanes: list[list[tuple[int, str]]] = [[] for _ in range(_IN_FLIGHT)]
        for i, text in enumerate(texts):
            lanes[i % _IN_FLIGHT].append((i, text))

        async def lane(n: int, items: list[tuple[int, str]]) -> None:
            for i, text in items:  # a lane owns its speakers, so lanes never write the same subject
                try:
                    await client.ingest(
                        text,
                        f"{speakers} Parallel {n}-{i % 3}",
                        said_at + timedelta(minutes=i),
                        f"{speakers} p {n}",
                        TENANT,
                    )
                except KgRpcError as error:
                    errors.append(error.code.name)

        began, used = time.perf_counter(), _cpu(pids)
        await asyncio.gather(*(lane(n, items) for n, items in enumerate(lanes)))
        concurrent = time.perf_counter() - began
        cpu.update(_cpu_per_call(pids, used, len(texts), f"{_IN_FLIGHT}_in_flight"))
    latency = percentiles(per_call)
    return {
        "e2e_tier": "/".join(str(t) for t in sorted(tiers)),
        "e2e_sequential_sentences_per_s": round(len(texts) / sequential, 1),
        "e2e_p50_ms": latency["p50_ms"],
        "e2e_p95_ms": latency["p95_ms"],
        "e2e_max_ms": latency["max_ms"],
        "e2e_facts_written_per_sentence": round(written / len(texts), 2),
        f"e2e_{_IN_FLIGHT}_in_flight_sentences_per_s": round(len(texts) / concurrent, 1),
        **cpu,
        "e2e_failed_calls": len(errors),
        **({"e2e_failures": ", ".join(sorted(set(errors)))} if errors else {}),
    }
