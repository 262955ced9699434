"""`python -m bench locomo --data PATH`: kg as a conversational memory, measured on LoCoMo.

LoCoMo (Maharana et al., ACL 2024) holds long conversations between two people, in timed sessions, with questions
that name the turns answering them. Its licence (CC BY-NC 4.0) keeps it out of this repository: pass the file with
`--data` (`make bench-locomo` uses ../shared/locomo/locomo-dev.json).

A private Dgraph and `kg serve` are started, as the other benchmarks do. Each sample (a different pair of people)
gets a namespace of its own, `locomo-<sample_id>`, and one token may write and read them all. Every turn is
ingested in order: its text, its speaker, said at the session's date-time plus a few seconds per turn (sessions
are timed, turns are not), conversation id `<sample_id>/session_<N>`. A turn that shares a photo carries the
photo's description (the dataset's BLIP caption) appended as " [shares a photo: ...]", as a client that
describes images would send it. The first sample goes one call at a time (Ingest turns/s, 1 in flight), the
others together, one task per sample, each in its own order (4 in flight with five samples).

Then every question whose evidence names a turn is asked through Recall, one at a time, in its sample's namespace.
The figures (bench/locomo_metrics.py): evidence recall@5/10/25/50 per category, facts counting through the turn
they came from; Recall latency, at top_k 50 and again at Recall's default top_k 10 (the questions asked a second
time); how many questions got their sample's most common top 10 (a ranking that hardly depends on the question);
Ingest turns/s and facts per turn. Each is printed beside its target in issue 15, and
everything goes to bench/results/latest-locomo.json.

`--keep DIR` keeps the ingested graph in DIR and asks on a copy of it, so later runs skip the ingest: a change to
Recall is measured in about two minutes instead of about four on the dev file (bench/locomo_keep.py).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.graph_data import alpha_pid, cpu_seconds, percentiles
from bench.locomo_keep import KeptGraph, KeptIngest, key_of, now_text
from bench.locomo_metrics import (
    OVERALL,
    Answered,
    category_counts,
    clean_evidence,
    micro_recall,
    parse_session_time,
    recall_table,
    same_top_share,
    shared_top_share,
    turn_time,
    with_photo,
)
from bench.report import write_results
from kg.auth.token_cli import add_token
from kg.auth.tokens import entry_from_json, hash_token, new_token
from kg.client import KgClient, KgRpcError
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.dgraph.launcher import find_free_offset
from kg.logging import configure_logging
from kg.settings import Settings
from kg.v1 import kg_pb2 as pb
from tests.support.processes import ServerProcess

NAME = "locomo"
KS = (5, 10, 25, 50)
WARMUP = "locomo-warmup"  # a namespace of its own, so warming the server up leaves the samples untouched

# Issue 15's targets; DRAGON: the dataset paper's dense retriever, recall@10 per category.
TARGET_AT_5, TARGET_AT_10 = 60.0, 70.0
DRAGON_AT_10 = {"single-hop": 70.5, "multi-hop": 50.9, "temporal": 76.4, "open-domain": 37.6, "adversarial": 45.1}
TARGET_SAME_TOP = 10.0
TARGET_SEQUENTIAL, TARGET_CONCURRENT = 40.0, 100.0
TARGET_RECALL_P95_MS = 50.0
# Recall's own default top_k (what an assistant filling a prompt asks for): the questions are timed again at it,
# since the pass that measures recall@50 reads and returns five times as much per call.
DEFAULT_TOP_K = 10
LONG_AGO = datetime(1971, 1, 1, tzinfo=UTC)  # before any turn: a Recall as of then reads no fact


@dataclass(frozen=True)
class Turn:
    dia_id: str
    speaker: str
    text: str
    said_at: datetime
    conversation_id: str


@dataclass(frozen=True)
class Question:
    text: str
    category: int
    evidence: frozenset[str]


@dataclass
class Sample:
    sample_id: str
    turns: list[Turn]
    questions: list[Question]
    dropped_ids: int = 0  # evidence ids naming no turn
    left_out: int = 0  # questions with no evidence left

    @property
    def namespace(self) -> str:
        return f"locomo-{self.sample_id}"


@dataclass(frozen=True)
class CpuMeter:
    """CPU seconds used by the server and Dgraph's alpha: per call, the steadier figure on a shared machine."""

    pids: dict[str, int]

    def now(self) -> dict[str, float]:
        return {name: cpu_seconds(pid) for name, pid in self.pids.items()}

    def per_call_ms(self, since: dict[str, float], calls: int) -> dict[str, float]:
        now = self.now()
        return {name: round(1000 * (now[name] - since[name]) / max(calls, 1), 1) for name in self.pids}


@dataclass
class Ingested:
    """What ingesting some samples produced: episode uid -> dia_id, and the figures."""

    dia_of: dict[str, str] = field(default_factory=dict)
    turns: int = 0
    facts: int = 0
    turns_with_fact: int = 0
    tiers: set[int] = field(default_factory=set)
    failures: list[str] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)


def session_numbers(conversation: dict[str, Any]) -> list[int]:
    return sorted(
        int(key.split("_")[1])
        for key, value in conversation.items()
        if key.startswith("session_") and key.count("_") == 1 and isinstance(value, list)
    )


def turns_of(sample_id: str, conversation: dict[str, Any]) -> list[Turn]:
    turns = []
    for n in session_numbers(conversation):
        start = parse_session_time(conversation[f"session_{n}_date_time"])
        for index, turn in enumerate(conversation[f"session_{n}"]):
            text = with_photo(turn["text"], turn.get("blip_caption"))
            turns.append(
                Turn(turn["dia_id"], turn["speaker"], text, turn_time(start, index), f"{sample_id}/session_{n}")
            )
    return turns


def sample_of(raw: dict[str, Any], cap: int | None) -> Sample:
    sample = Sample(raw["sample_id"], turns_of(raw["sample_id"], raw["conversation"]), [])
    known = {turn.dia_id for turn in sample.turns}
    for qa in raw["qa"]:
        evidence, dropped = clean_evidence(qa.get("evidence", ()), known)
        sample.dropped_ids += dropped
        if not evidence:
            sample.left_out += 1
        elif cap is None or len(sample.questions) < cap:
            sample.questions.append(Question(qa["question"], int(qa["category"]), evidence))
    return sample


def load(path: Path, chosen: Sequence[int] | None = None, cap: int | None = None) -> list[Sample]:
    raw = json.loads(path.read_text(encoding="utf-8"))
    indexes = list(range(len(raw))) if chosen is None else list(chosen)
    if bad := [i for i in indexes if not 0 <= i < len(raw)]:
        raise SystemExit(f"{path} has {len(raw)} samples; no sample {bad[0]}")
    return [sample_of(raw[i], cap) for i in indexes]


@contextmanager
def serving(dgraph: DgraphLauncher, namespaces: Sequence[str]) -> Iterator[tuple[str, str, int]]:
    """`kg serve` against `dgraph`, with one token that may write and read every namespace given."""
    token = new_token()
    tokens_file = dgraph.data_dir / "locomo-tokens.json"
    add_token(
        tokens_file,
        entry_from_json(
            {
                "principal": "locomo",
                "sha256": hash_token(token),
                "scopes": ["read", "write"],
                "namespaces": dict.fromkeys(namespaces, "write"),
            }
        ),
    )
    # No decay run in the middle of a measurement; logs stay quiet so logging costs little.
    server = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-serve-locomo.log",
        KG_TOKENS_FILE=str(tokens_file),
        KG_DECAY_SCHEDULER="false",
        KG_LOG_LEVEL="warning",
    )
    server.start()
    try:
        assert server.proc is not None
        yield server.target, token, server.proc.pid
    finally:
        server.stop()


async def ingest_sample(client: KgClient, sample: Sample, into: Ingested) -> None:
    for turn in sample.turns:
        began = time.perf_counter()
        try:
            reply = await client.ingest(
                turn.text,
                speaker=turn.speaker,
                said_at=turn.said_at,
                conversation_id=turn.conversation_id,
                namespace=sample.namespace,
            )
        except KgRpcError as error:  # e.g. a deadline on a very busy machine: count it, go on
            into.failures.append(error.code.name)
            continue
        into.latencies_ms.append((time.perf_counter() - began) * 1000)
        into.dia_of[reply.episode.uid] = turn.dia_id
        into.turns += 1
        into.facts += len(reply.written)
        into.turns_with_fact += bool(reply.written)
        into.tiers.add(reply.extraction_tier)
    print(f"  ingested {sample.sample_id}: {len(sample.turns)} turns", file=sys.stderr, flush=True)


async def ingest(client: KgClient, samples: list[Sample], cpu: CpuMeter) -> tuple[Ingested, dict[str, Any]]:
    """The first sample one call at a time, then the others together; returns what was stored, turns/s and CPU
    per turn by process."""
    done = Ingested()
    began, used = time.perf_counter(), cpu.now()
    await ingest_sample(client, samples[0], done)
    rates: dict[str, Any] = {
        "sequential": round(len(samples[0].turns) / (time.perf_counter() - began), 2),
        "concurrent": None,
        "in_flight": len(samples) - 1,
        "sequential_cpu_ms": cpu.per_call_ms(used, len(samples[0].turns)),
    }
    sequential_ms = list(done.latencies_ms)
    if len(samples) > 1:
        began, used = time.perf_counter(), cpu.now()
        await asyncio.gather(*(ingest_sample(client, sample, done) for sample in samples[1:]))
        turns = sum(len(s.turns) for s in samples[1:])
        rates["concurrent"] = round(turns / (time.perf_counter() - began), 2)
        rates["concurrent_cpu_ms"] = cpu.per_call_ms(used, turns)
    rates["sequential_latency"] = percentiles(sequential_ms)
    return done, rates


def ranked(items: Sequence[pb.RecallItem], dia_of: dict[str, str]) -> tuple[tuple[str | None, ...], tuple[str, ...]]:
    """Each item's source turn (through the episode a fact came from) and its identity."""
    sources, keys = [], []
    for item in items:
        is_episode = item.WhichOneof("item") == "episode"
        episode_uid = item.provenance.episode_uid or (item.episode.uid if is_episode else "")
        sources.append(dia_of.get(episode_uid))
        keys.append(f"episode:{item.episode.uid}" if is_episode else f"edge:{item.fact.edge.uid}")
    return tuple(sources), tuple(keys)


async def ask(
    client: KgClient, samples: list[Sample], dia_of: dict[str, str], top_k: int
) -> tuple[list[Answered], list[float], list[str]]:
    answered, latencies_ms, failures = [], [], []
    for sample in samples:
        for question in sample.questions:
            began = time.perf_counter()
            try:
                reply = await client.recall(question.text, top_k=top_k, namespace=sample.namespace)
            except KgRpcError as error:  # counts as nothing found
                failures.append(error.code.name)
                items: Sequence[pb.RecallItem] = ()
            else:
                latencies_ms.append((time.perf_counter() - began) * 1000)
                items = reply.items
            sources, keys = ranked(items, dia_of)
            answered.append(Answered(sample.sample_id, question.category, question.evidence, sources, keys))
        print(f"  asked {sample.sample_id}: {len(sample.questions)} questions", file=sys.stderr, flush=True)
    return answered, latencies_ms, failures


async def warm_up(client: KgClient) -> None:
    """First calls load models and caches in the server: make them before anything is timed."""
    said_at = datetime(2020, 1, 1, tzinfo=UTC)
    for i, text in enumerate(("Hey Sam, I started a new job at a bakery yesterday!", "Nice, Robin! How is it?")):
        await client.ingest(
            text, speaker=("Robin", "Sam")[i], said_at=said_at, conversation_id="warmup", namespace=WARMUP
        )
    await client.recall("Where does Robin work?", top_k=10, namespace=WARMUP)


async def measure(target: str, token: str, samples: list[Sample], top_k: int, cpu: CpuMeter) -> dict[str, Any]:
    async with KgClient(target, token, timeout=60.0) as client:
        await warm_up(client)
        done, rates = await ingested(client, samples, cpu)
        return await asked(client, samples, done, rates, top_k, cpu)


async def ingested(client: KgClient, samples: list[Sample], cpu: CpuMeter) -> tuple[Ingested, dict[str, Any]]:
    print(f"ingesting {sum(len(s.turns) for s in samples)} turns ...", file=sys.stderr, flush=True)
    return await ingest(client, samples, cpu)


async def asked(
    client: KgClient, samples: list[Sample], done: Ingested, rates: dict[str, Any], top_k: int, cpu: CpuMeter
) -> dict[str, Any]:
    """Every question at `top_k`, then again at Recall's default, timed; the figures of both and of the ingest."""
    print(f"asking {sum(len(s.questions) for s in samples)} questions ...", file=sys.stderr, flush=True)
    used = cpu.now()
    answered, latencies_ms, failures = await ask(client, samples, done.dia_of, top_k)
    rates["recall_cpu_ms"] = cpu.per_call_ms(used, len(answered))
    if top_k != DEFAULT_TOP_K:
        print(f"asking them again at top_k {DEFAULT_TOP_K} ...", file=sys.stderr, flush=True)
        used = cpu.now()
        again, again_ms, _ = await ask(client, samples, done.dia_of, DEFAULT_TOP_K)
        rates["default_top_k_cpu_ms"] = cpu.per_call_ms(used, len(again))
        rates["default_top_k_latency"] = percentiles(again_ms)
    return report(samples, done, rates, answered, latencies_ms, failures, top_k)


async def measure_kept(
    target: str, token: str, samples: list[Sample], kept: KeptIngest, top_k: int, cpu: CpuMeter, measured: str
) -> dict[str, Any]:
    """The questions asked of a kept graph (bench/locomo_keep.py), its Ingest figures those measured when kept."""
    done, rates = restored(kept)
    rates["ingested"] = measured
    async with KgClient(target, token, timeout=60.0) as client:
        await warm_up(client)
        await load_namespaces(client, samples)
        return await asked(client, samples, done, rates, top_k, cpu)


async def ingest_to_keep(target: str, token: str, samples: list[Sample], cpu: CpuMeter) -> KeptIngest:
    async with KgClient(target, token, timeout=60.0) as client:
        await warm_up(client)
        return kept_of(*await ingested(client, samples, cpu))


def kept_of(done: Ingested, rates: dict[str, Any]) -> KeptIngest:
    return KeptIngest(
        done.dia_of,
        done.turns,
        done.facts,
        done.turns_with_fact,
        sorted(done.tiers),
        done.failures,
        done.latencies_ms,
        rates,
        now_text(),
    )


def restored(kept: KeptIngest) -> tuple[Ingested, dict[str, Any]]:
    done = Ingested(
        dict(kept.dia_of),
        kept.turns,
        kept.facts,
        kept.turns_with_fact,
        set(kept.tiers),
        list(kept.failures),
        list(kept.latencies_ms),
    )
    return done, dict(kept.rates)


async def load_namespaces(client: KgClient, samples: list[Sample]) -> None:
    """Each sample's namespace loaded into a new server's indexes before anything is timed, as an ingest leaves
    them: by a Recall as of a time before any turn, which reads no fact and so raises no activation."""
    for sample in samples:
        await client.recall("What happened?", top_k=DEFAULT_TOP_K, as_of=LONG_AGO, namespace=sample.namespace)


def _cpu_text(per_call: dict[str, float]) -> str:
    return ", ".join(f"{name} {ms:g}" for name, ms in per_call.items())


def _latency_text(latency: dict[str, float | None]) -> str:
    p95 = latency["p95_ms"]
    return (
        f"{latency['p50_ms']} / {p95} / {latency['max_ms']}   "
        f"target p95 <= {TARGET_RECALL_P95_MS:g} {_mark(p95 is not None and p95 <= TARGET_RECALL_P95_MS)}"
    )


def _mark(met: bool) -> str:
    return "met" if met else "MISSED"


def _row(values: dict[int, float], ks: Sequence[int]) -> str:
    return " / ".join(f"{values[k]:5.1f}" for k in ks)


def recall_figures(answered: list[Answered], top_k: int) -> tuple[dict[str, str], dict[str, Any]]:
    ks = [k for k in KS if k <= top_k]
    table, counts, micro = recall_table(answered, ks), category_counts(answered), micro_recall(answered, ks)
    head = f"recall@{'/'.join(map(str, ks))}"
    figures = {}
    for name, values in table.items():
        label = f"{head} {name} (n={counts[name]})"
        if name == OVERALL and 5 in values and 10 in values:
            note = (
                f"target @5 >= {TARGET_AT_5:g} {_mark(values[5] >= TARGET_AT_5)}, "
                f"@10 >= {TARGET_AT_10:g} {_mark(values[10] >= TARGET_AT_10)}"
            )
        elif name in DRAGON_AT_10 and 10 in values:
            note = f"DRAGON @10 {DRAGON_AT_10[name]:g} {_mark(values[10] > DRAGON_AT_10[name])}"
        else:
            note = ""
        figures[label] = f"{_row(values, ks)}   {note}".rstrip()
        if name == OVERALL:
            figures[f"{head} overall, micro (all evidence turns)"] = _row(micro, ks)
    by_name = {name: {str(k): round(v, 2) for k, v in values.items()} for name, values in table.items()}
    numbers = {
        "recall_at_k": by_name,
        "micro_recall_at_k": {str(k): round(v, 2) for k, v in micro.items()},
        "questions_by_category": counts,
    }
    return figures, numbers


def report(
    samples: list[Sample],
    done: Ingested,
    rates: dict[str, Any],
    answered: list[Answered],
    latencies_ms: list[float],
    failures: list[str],
    top_k: int,
) -> dict[str, Any]:
    figures: dict[str, Any] = {
        "samples": ", ".join(s.sample_id for s in samples),
        "turns ingested": done.turns,
        "questions asked": len(answered),
        "questions left out (no evidence turn)": sum(s.left_out for s in samples),
        "evidence ids dropped (name no turn)": sum(s.dropped_ids for s in samples),
        "top_k": top_k,
    }
    recall, numbers = recall_figures(answered, top_k)
    figures.update(recall)
    same, shared = 100 * same_top_share(answered), 100 * shared_top_share(answered)
    figures["same top 10 as the sample's most common"] = (
        f"{same:.1f} %   target <= {TARGET_SAME_TOP:g} % {_mark(same <= TARGET_SAME_TOP)}"
    )
    figures["top 10 identical to >= 3 other questions'"] = f"{shared:.1f} %"
    latency = percentiles(latencies_ms)
    figures[f"Recall p50 / p95 / max ms, top_k {top_k}"] = _latency_text(latency)
    figures[f"Recall CPU ms per call, top_k {top_k}"] = _cpu_text(rates["recall_cpu_ms"])
    latencies = {str(top_k): latency}
    if "default_top_k_latency" in rates:
        latencies[str(DEFAULT_TOP_K)] = rates["default_top_k_latency"]
        figures[f"Recall p50 / p95 / max ms, top_k {DEFAULT_TOP_K}"] = _latency_text(latencies[str(DEFAULT_TOP_K)])
        figures[f"Recall CPU ms per call, top_k {DEFAULT_TOP_K}"] = _cpu_text(rates["default_top_k_cpu_ms"])
    figures["Recall failures"] = len(failures)
    figures.update(ingest_figures(done, rates))
    numbers.update(
        {
            "same_top_10_pct": round(same, 2),
            "shared_top_10_pct": round(shared, 2),
            "recall_latency": latencies,
            "ingest_turns_per_s": rates,
        }
    )
    return {**figures, "numbers": numbers}


def ingest_figures(done: Ingested, rates: dict[str, Any]) -> dict[str, Any]:
    sequential, concurrent, lanes = rates["sequential"], rates["concurrent"], rates["in_flight"]
    latency = rates["sequential_latency"]
    figures: dict[str, Any] = {
        "Ingest measured": rates.get("ingested", "this run"),
        "Ingest turns/s, 1 in flight": (
            f"{sequential:.1f}   target >= {TARGET_SEQUENTIAL:g} {_mark(sequential >= TARGET_SEQUENTIAL)}"
        ),
        "Ingest p50 / p95 ms, 1 in flight": f"{latency['p50_ms']} / {latency['p95_ms']}",
        "Ingest CPU ms per turn, 1 in flight": _cpu_text(rates["sequential_cpu_ms"]),
        f"Ingest turns/s, {lanes or 'more'} in flight": (
            "not measured (one sample)"
            if concurrent is None
            else f"{concurrent:.1f}   target >= {TARGET_CONCURRENT:g} (at 4) {_mark(concurrent >= TARGET_CONCURRENT)}"
        ),
        **(
            {f"Ingest CPU ms per turn, {lanes} in flight": _cpu_text(rates["concurrent_cpu_ms"])}
            if concurrent is not None
            else {}
        ),
        "Ingest failures": len(done.failures),
        "extraction tier": "/".join(map(str, sorted(done.tiers))),
        "facts written per turn": round(done.facts / done.turns, 3) if done.turns else 0.0,
        "turns with >= 1 fact": f"{100 * done.turns_with_fact / done.turns:.1f} %" if done.turns else "-",
    }
    if done.failures:
        figures["Ingest failure codes"] = ", ".join(sorted(set(done.failures)))
    return figures


def run(
    data: Path, chosen: Sequence[int] | None = None, cap: int | None = None, top_k: int = 50, keep: Path | None = None
) -> dict[str, Any]:
    """Ingest the chosen samples of `data` into a fresh Dgraph (or use the graph kept in `keep`, ingesting it there
    first when it holds none), ask their questions; returns the figures."""
    samples = load(data, chosen, cap)
    if not samples:
        raise SystemExit("no samples chosen")
    if keep is not None:
        return run_kept(KeptGraph(keep, key_of(data, chosen)), samples, top_k)
    data_dir = Path(tempfile.mkdtemp(prefix="kg-bench-locomo-"))
    try:
        with served(data_dir, samples) as (target, token, cpu):
            return asyncio.run(measure(target, token, samples, top_k, cpu))
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


def run_kept(kept: KeptGraph, samples: list[Sample], top_k: int) -> dict[str, Any]:
    """Ask on a copy of the graph kept in `kept.root`, ingested there first when it holds none. Latency and CPU
    figures come from a Dgraph and a server just started, caches colder than after an ingest: compare them with
    other kept runs, not with a full one."""
    measured = "this run, into a kept graph"
    if not kept.holds():
        with served(kept.fresh_graph(), samples) as (target, token, cpu):
            kept.save(asyncio.run(ingest_to_keep(target, token, samples, cpu)))
    else:
        measured = f"when {kept.root} was kept, {kept.load().ingested_at}: not this run"
    with kept.copy() as graph, served(graph, samples) as (target, token, cpu):
        return asyncio.run(measure_kept(target, token, samples, kept.load(), top_k, cpu, measured))


@contextmanager
def served(data_dir: Path, samples: list[Sample]) -> Iterator[tuple[str, str, CpuMeter]]:
    """A Dgraph on `data_dir` and `kg serve` on it, with a token for the samples' namespaces and a CPU meter."""
    settings = Settings.from_env()
    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    with (
        DgraphLauncher(binary, data_dir, find_free_offset(), settings.dgraph_cache_mb) as dgraph,
        serving(dgraph, [WARMUP, *(s.namespace for s in samples)]) as (target, token, server_pid),
    ):
        yield target, token, CpuMeter({"kg": server_pid, "Dgraph": alpha_pid(dgraph)})


def _indexes(text: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected sample indexes like 0,1: {text!r}") from None


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse the options, run, write the JSON; returns the figures to print (the raw numbers are in the JSON)."""
    parser = argparse.ArgumentParser(
        prog="python -m bench locomo", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--data",
        type=Path,
        required=True,
        metavar="PATH",
        help="a LoCoMo JSON file, e.g. ../shared/locomo/locomo-dev.json",
    )
    parser.add_argument(
        "--samples",
        type=_indexes,
        metavar="0,1",
        help="only these samples (0-based indexes in the file); the first goes one call at a time",
    )
    parser.add_argument("--questions", type=int, metavar="N", help="ask at most N questions per sample")
    parser.add_argument("--top-k", type=int, default=max(KS), help=f"items per Recall (default {max(KS)})")
    parser.add_argument(
        "--keep",
        type=Path,
        metavar="DIR",
        help="keep the ingested graph in DIR and ask on a copy of it; later runs skip the ingest (see below)",
    )
    args = parser.parse_args(argv)
    configure_logging("console", "warning")
    if not args.data.is_file():
        parser.error(f"no such file: {args.data}")
    figures = run(args.data, args.samples, args.questions, args.top_k, args.keep)
    write_results({NAME: figures}, "latest-locomo.json")
    return {key: value for key, value in figures.items() if key != "numbers"}
