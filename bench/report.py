"""Where every benchmark's figures go: bench/results/ (not committed), as JSON with the machine they came from."""

from __future__ import annotations

import json
import os
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def write_results(benchmarks: dict[str, Any], file_name: str) -> Path:
    """`benchmarks` (name -> figures) with when, on what Python, machine and cores, to bench/results/<file_name>."""
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / file_name
    report = {
        "generated_at": datetime.now(UTC).isoformat(),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "benchmarks": benchmarks,
    }
    path.write_text(json.dumps(report, indent=2) + "\n")
    print(f"written to {path}", file=sys.stderr)
    return path
