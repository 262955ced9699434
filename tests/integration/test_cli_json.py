"""With KG_LOG_FORMAT=json every line `kg schema apply` writes is JSON, its result included (containers' logs)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from kg.dgraph import DgraphLauncher


def _run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kg", *args],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def test_schema_apply_reports_a_json_event(dgraph: DgraphLauncher) -> None:
    done = _run("schema", "apply", KG_DGRAPH_ADDR=dgraph.alpha_addr, KG_LOG_FORMAT="json")
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    events = [json.loads(line) for line in done.stderr.splitlines()]
    [applied] = [e for e in events if e["event"] == "cli.schema_applied"]
    assert applied["level"] == "info" and applied["logger"] == "kg.cli" and isinstance(applied["version"], int)
    assert "timestamp" in applied


def test_schema_apply_reports_plain_text_on_a_console(dgraph: DgraphLauncher) -> None:
    done = _run("schema", "apply", KG_DGRAPH_ADDR=dgraph.alpha_addr, KG_LOG_FORMAT="console")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("schema version ") and done.stdout.rstrip().endswith(" applied")
