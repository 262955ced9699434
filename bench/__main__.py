"""`python -m bench [NAME ...]`: run the benchmarks, print a table each, write bench/results/latest.json.

A benchmark is a module with `NAME` and `run() -> dict`; add it to BENCHMARKS to include it. One whose default
size is scaled down for time also offers its target size in FULL_SIZE (`--full-size`, `make bench-full`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from bench import compare, decay, ingest, loading, recall
from bench.report import write_results
from kg.logging import configure_logging

BENCHMARKS: dict[str, Callable[[], dict[str, Any]]] = {
    compare.NAME: compare.run,
    decay.NAME: decay.run,
    recall.NAME: recall.run,
    ingest.NAME: ingest.run,
    loading.NAME: loading.run,
}
FULL_SIZE: dict[str, Callable[[], dict[str, Any]]] = {
    recall.NAME: recall.run_full_size,
    loading.NAME: loading.run_full_size,
}


def table(name: str, figures: dict[str, Any]) -> str:
    width = max(len(k) for k in figures)
    lines = [name, "-" * (width + 24)]
    lines += [f"{key.ljust(width)}  {value}" for key, value in figures.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["extraction"]:  # its own options (--locomo PATH); needs no Dgraph, so not in the default run
        from bench import extraction

        return extraction.main(argv[1:])
    if argv[:1] == ["soak"]:  # its own options (--minutes N) and a long run, so not by default
        from bench import soak

        return soak.main(argv[1:])
    if argv[:1] == ["locomo"]:  # its own options (--data PATH: LoCoMo is not in the repository), so not by default
        from bench import locomo

        print(table(locomo.NAME, locomo.main(argv[1:])), flush=True)
        return 0
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument(
        "names", nargs="*", metavar="NAME", help=f"benchmarks to run: {', '.join(BENCHMARKS)} (default: all)"
    )
    parser.add_argument(
        "--full-size",
        action="store_true",
        help=f"run {', '.join(FULL_SIZE)} at the target size instead of scaled down (recall: "
        "100,000 nodes, 500,000 edge records and 200,000 episodes; Recall alone takes about 20 minutes on 2 cores); "
        "writes bench/results/latest-full-size.json",
    )
    args = parser.parse_args(argv)
    known = FULL_SIZE if args.full_size else BENCHMARKS
    unknown = [n for n in args.names if n not in known]
    if unknown:
        parser.error(
            f"unknown benchmark {unknown[0]!r}{' at full size' if args.full_size else ''}; known: {', '.join(known)}"
        )
    configure_logging("console", "warning")
    results: dict[str, Any] = {}
    for name in args.names or list(known):
        print(f"running {name} ...", file=sys.stderr, flush=True)
        results[name] = known[name]()
        print(table(name, results[name]), flush=True)
    write_results(results, "latest-full-size.json" if args.full_size else "latest.json")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
