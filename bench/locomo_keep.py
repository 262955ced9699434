"""`python -m bench locomo --keep DIR`: the ingested graph kept between runs, so a change to Recall is measured in
about two minutes instead of about four on LoCoMo dev (2,760 turns, 997 questions asked twice).

The first run with a DIR ingests as usual into DIR/graph, stops Dgraph, and writes DIR/ingested.json: which data
file and samples it holds (the file's SHA-256 and the sample indexes), each episode's turn, and the Ingest figures
as measured then. Every run, the first included, then asks the questions on a copy of DIR/graph, through a server
started for the purpose, so each run starts from the graph just as ingested: the activation Recall's reads add is
left in the copy, not carried into the next run. A DIR holding another file's or other samples' graph is refused;
delete it to start over. The Ingest figures a kept graph reports are those of the run that ingested it, and say so.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

FORMAT = 1  # of ingested.json: a change to what it holds makes older DIRs ingest again


@dataclass(frozen=True)
class KeptIngest:
    """What a kept graph's ingest produced, as `bench.locomo.Ingested` and the rates, with when it ran."""

    dia_of: dict[str, str]
    turns: int
    facts: int
    turns_with_fact: int
    tiers: list[int]
    failures: list[str]
    latencies_ms: list[float]
    rates: dict[str, Any]
    ingested_at: str


@dataclass(frozen=True)
class KeptGraph:
    root: Path
    key: dict[str, Any]  # what the graph holds: the data file's digest and the sample indexes

    @property
    def graph(self) -> Path:
        return self.root / "graph"

    @property
    def record(self) -> Path:
        return self.root / "ingested.json"

    def holds(self) -> bool:
        """Whether DIR holds a complete ingest of this key; SystemExit when it holds another one."""
        if not self.record.is_file():
            return False
        kept = json.loads(self.record.read_text(encoding="utf-8"))
        if kept.get("key") != self.key:
            raise SystemExit(
                f"{self.root} holds the graph of {kept.get('key')}, not of {self.key}: delete it or keep elsewhere"
            )
        return True

    def fresh_graph(self) -> Path:
        """An empty DIR/graph to ingest into (what a run that stopped before its record was written left is
        removed: only a record says an ingest finished)."""
        self.record.unlink(missing_ok=True)
        shutil.rmtree(self.graph, ignore_errors=True)
        self.graph.mkdir(parents=True)
        return self.graph

    def save(self, ingest: KeptIngest) -> None:
        record = {"format": FORMAT, "key": self.key, "ingest": asdict(ingest)}
        self.root.mkdir(parents=True, exist_ok=True)
        scratch = self.record.with_suffix(".tmp")
        scratch.write_text(json.dumps(record) + "\n", encoding="utf-8")
        scratch.replace(self.record)  # complete or absent

    def load(self) -> KeptIngest:
        return KeptIngest(**json.loads(self.record.read_text(encoding="utf-8"))["ingest"])

    @contextmanager
    def copy(self) -> Iterator[Path]:
        """A copy of the kept graph to ask on, removed afterwards."""
        scratch = Path(tempfile.mkdtemp(prefix="kg-bench-locomo-kept-"))
        try:
            copied = scratch / "graph"
            shutil.copytree(self.graph, copied, symlinks=True)
            yield copied
        finally:
            shutil.rmtree(scratch, ignore_errors=True)


def key_of(data: Path, chosen: Sequence[int] | None) -> dict[str, Any]:
    """What a kept graph must match: the data file's content and the samples ingested (questions are not part of
    it: `--questions` changes what is asked, not what is stored)."""
    digest = hashlib.sha256(data.read_bytes()).hexdigest()
    return {"format": FORMAT, "data_sha256": digest, "samples": None if chosen is None else list(chosen)}


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
