"""`python -m bench [NAME ...]`: run the benchmarks, print a table each, write bench/results/latest.json.

A benchmark is a module with `NAME` and `run() -> dict`; add it to BENCHMARKS to include it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench import compare, decay, ingest, recall
from kg.logging import configure_logging

BENCHMARKS: dict[str, Callable[[], dict[str, Any]]] = {
    compare.NAME: compare.run,
    decay.NAME: decay.run,
    recall.NAME: recall.run,
    ingest.NAME: ingest.run,
}
RESULTS = Path(__file__).resolve().parent / "results"


def table(name: str, figures: dict[str, Any]) -> str:
    width = max(len(k) for k in figures)
    lines = [name, "-" * (width + 24)]
    lines += [f"{key.ljust(width)}  {value}" for key, value in figures.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"benchmarks to run: {', '.join(BENCHMARKS)} "
                        "(default: all)")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmark {unknown[0]!r}; known: {', '.join(BENCHMARKS)}")
    configure_logging("console", "warning")
    results: dict[str, Any] = {}
    for name in args.names or list(BENCHMARKS):
        print(f"running {name} ...", file=sys.stderr, flush=True)
        results[name] = BENCHMARKS[name]()
        print(table(name, results[name]), flush=True)
    RESULTS.mkdir(exist_ok=True)
    report = {"generated_at": datetime.now(UTC).isoformat(), "python": platform.python_version(),
              "machine": platform.machine(), "cpus": os.cpu_count(), "benchmarks": results}
    (RESULTS / "latest.json").write_text(json.dumps(report, indent=2) + "\n")
    print(f"written to {RESULTS / 'latest.json'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
