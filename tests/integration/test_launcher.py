"""The Dgraph launcher: clean stops, and a killed run that leaves nothing behind to break the next one."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from kg.dgraph.launcher import DgraphLauncher, DgraphPorts, find_free_offset, is_dgraph_of
from kg.dgraph.memory import go_memory_limit, memory_available
from tests.support.processes import fresh_run_dir


def _dgraph_pids_for(data_dir: Path) -> list[int]:
    return [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit() and is_dgraph_of(int(p.name), data_dir)]


def _wait_until(condition, timeout: float = 20.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def test_stop_leaves_no_process_and_no_bound_port(dgraph_binary: Path) -> None:
    data_dir = fresh_run_dir("stop")
    launcher = DgraphLauncher(dgraph_binary, data_dir, find_free_offset(start=2000), cache_mb=256)
    with launcher:
        assert launcher.is_healthy()
        assert launcher.ports.busy() == list(launcher.ports.all())
    assert _dgraph_pids_for(launcher.data_dir) == []
    assert launcher.ports.busy() == []


def test_the_alpha_gives_its_whole_cache_to_badger_and_none_to_posting_lists(dgraph_binary: Path) -> None:
    """What the alpha says it configured (its log), not the flag kg passed: a second --cache, or one Dgraph read
    another way, would leave its default 40 % to a posting-list cache that nearly every read misses."""
    data_dir = fresh_run_dir("cache")
    with DgraphLauncher(dgraph_binary, data_dir, find_free_offset(start=2000), cache_mb=256) as launcher:
        log = launcher.log_file("alpha").read_text()
    assert "CachePercentage:0,65,35 CacheMb:256" in log
    assert f"BlockCacheSize:{(65 * (256 << 20)) // 100} " in log
    assert f"IndexCacheSize:{(35 * (256 << 20)) // 100} " in log


def test_the_alpha_runs_with_the_shallower_lsm_and_dgraphs_own_compression(dgraph_binary: Path) -> None:
    """What Badger says it opened the postings with: L0 compacted at 2 tables and a 128 MB base level
    (kg/dgraph/launcher.py, BADGER_LSM), Dgraph's snappy compression kept (a --badger without it keeps it)."""
    data_dir = fresh_run_dir("lsm")
    with DgraphLauncher(dgraph_binary, data_dir, find_free_offset(start=2000), cache_mb=256) as launcher:
        log = launcher.log_file("alpha").read_text()
    opened = next(line for line in log.splitlines() if "Opening postings BadgerDB with options" in line)
    assert "NumLevelZeroTables:2 " in opened
    assert f"BaseLevelSize:{128 << 20} " in opened
    assert "Compression:1 " in opened  # options.Snappy


def test_the_alpha_runs_with_a_go_memory_limit_near_the_memory_it_may_use(
    dgraph_binary: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GOMEMLIMIT", raising=False)
    data_dir = fresh_run_dir("memlimit")
    with DgraphLauncher(dgraph_binary, data_dir, find_free_offset(start=2000), cache_mb=256) as launcher:
        environments = {
            pid: dict(
                entry.split("=", 1) for entry in Path(f"/proc/{pid}/environ").read_text().split("\0") if "=" in entry
            )
            for pid in _dgraph_pids_for(launcher.data_dir)
        }
        alpha = [env for pid, env in environments.items() if "alpha" in Path(f"/proc/{pid}/cmdline").read_text()]
    assert len(environments) == 2 and len(alpha) == 1
    assert alpha[0]["GOMEMLIMIT"] == go_memory_limit(memory_available())  # not twice the cache (512MiB)
    assert sum("GOMEMLIMIT" in env for env in environments.values()) == 1  # zero keeps Go's default


def test_a_killed_parent_takes_dgraph_with_it_and_the_next_run_starts(dgraph_binary: Path) -> None:
    data_dir = fresh_run_dir("killed")
    offset = find_free_offset(start=3000)
    script = textwrap.dedent(f"""
        import time
        from pathlib import Path
        from kg.dgraph.launcher import DgraphLauncher
        launcher = DgraphLauncher(Path({str(dgraph_binary)!r}), Path({str(data_dir)!r}), {offset}, cache_mb=256)
        launcher.start()
        print("ready", flush=True)
        time.sleep(600)
    """)
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    lines = iter(parent.stdout.readline, "")
    assert any(line.strip() == "ready" for line in lines)
    assert len(_dgraph_pids_for(data_dir.resolve())) == 2
    os.kill(parent.pid, signal.SIGKILL)  # no chance to clean up
    parent.wait()

    assert _wait_until(lambda: _dgraph_pids_for(data_dir.resolve()) == [])
    assert _wait_until(lambda: DgraphPorts(offset).busy() == [])
    # The same data directory and ports work again straight away.
    with DgraphLauncher(dgraph_binary, data_dir, offset, cache_mb=256) as again:
        assert again.is_healthy()
