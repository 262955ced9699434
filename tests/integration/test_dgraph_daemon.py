"""`kg dgraph up` / `kg dgraph down` as a developer runs them: Dgraph outlives `up`, and `down` (or a killed
supervisor) leaves no process and no bound port."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from kg.dgraph.launcher import DgraphPorts, find_free_offset, is_dgraph_of
from tests.support.processes import fresh_run_dir


def _kg(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kg", "dgraph", *args], env=env, capture_output=True, text=True, timeout=180
    )


def _processes_of(data_dir: Path) -> tuple[list[int], list[int]]:
    """(dgraph pids, supervisor pids) working in data_dir."""
    dgraph, supervisors = [], []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        pid = int(entry.name)
        if is_dgraph_of(pid, data_dir):
            dgraph.append(pid)
            continue
        try:
            args = (entry / "cmdline").read_bytes().decode(errors="replace").split("\0")
        except OSError:
            continue
        if "kg.dgraph.daemon" in args and str(data_dir) in args:
            supervisors.append(pid)
    return dgraph, supervisors


def _until(condition: Callable[[], bool], timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.2)
    return condition()


def _setup(dgraph_binary: Path, label: str) -> tuple[dict[str, str], Path, DgraphPorts]:
    data_dir = (fresh_run_dir(label) / "data").resolve()
    offset = find_free_offset(start=5000)
    env = {
        **os.environ,
        "KG_DGRAPH_BIN": str(dgraph_binary),
        "KG_DATA_DIR": str(data_dir),
        "KG_DGRAPH_PORT_OFFSET": str(offset),
        "KG_DGRAPH_CACHE_MB": "256",
    }
    return env, data_dir, DgraphPorts(offset)


def test_up_returns_with_dgraph_running_and_down_leaves_nothing(dgraph_binary: Path) -> None:
    env, data_dir, ports = _setup(dgraph_binary, "dgraph-up")
    up = _kg(env, "up")
    try:
        assert up.returncode == 0, up.stderr
        assert up.stdout.splitlines() == [
            f"KG_DGRAPH_ADDR=127.0.0.1:{ports.alpha_grpc}",
            f"KG_DGRAPH_HTTP=http://127.0.0.1:{ports.alpha_http}",
        ]
        assert "Dgraph is up" in up.stderr
        # `up` has exited; Dgraph serves on, under one supervisor.
        dgraph, supervisors = _processes_of(data_dir)
        assert len(dgraph) == 2 and len(supervisors) == 1
        with urllib.request.urlopen(f"http://127.0.0.1:{ports.alpha_http}/health", timeout=5) as resp:
            assert '"healthy"' in resp.read().decode()
        again = _kg(env, "up")
        assert again.returncode == 0 and "was already up" in again.stderr
        assert _processes_of(data_dir) == (dgraph, supervisors)
    finally:
        down = _kg(env, "down")
    assert down.returncode == 0 and "Dgraph stopped" in down.stderr, down.stderr
    assert _until(lambda: _processes_of(data_dir) == ([], []))
    assert _until(lambda: ports.busy() == [])
    assert not (data_dir / "supervisor.json").exists()
    assert "no local Dgraph was running" in _kg(env, "down").stderr


def test_a_killed_supervisor_takes_dgraph_with_it_and_up_starts_afresh(dgraph_binary: Path) -> None:
    env, data_dir, ports = _setup(dgraph_binary, "dgraph-up-killed")
    try:
        assert _kg(env, "up").returncode == 0
        supervisor = json.loads((data_dir / "supervisor.json").read_text())["pid"]
        os.kill(supervisor, signal.SIGKILL)  # no chance to stop Dgraph itself
        assert _until(lambda: _processes_of(data_dir) == ([], []))
        assert _until(lambda: ports.busy() == [])
        restarted = _kg(env, "up")
        assert restarted.returncode == 0 and "Dgraph is up" in restarted.stderr, restarted.stderr
    finally:
        _kg(env, "down")
    assert _until(lambda: _processes_of(data_dir) == ([], []))
    assert _until(lambda: ports.busy() == [])
