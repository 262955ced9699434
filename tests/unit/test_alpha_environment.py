"""The environment the launcher gives its alpha: a Go memory limit near the memory it may use (a safety net, not a
budget below its working set), unless one is set."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.dgraph.launcher import DgraphLauncher
from kg.dgraph.memory import go_memory_limit, memory_available

GIB = 1 << 30


def _launcher(tmp_path: Path) -> DgraphLauncher:
    return DgraphLauncher(Path("/nonexistent/dgraph"), tmp_path / "data", cache_mb=1024)


def _files(tmp_path: Path, total_kb: int, cgroup: str | None) -> tuple[Path, Path]:
    meminfo, limit = tmp_path / "meminfo", tmp_path / "memory.max"
    meminfo.write_text(f"MemTotal:       {total_kb} kB\nMemFree:         1000 kB\n")
    if cgroup is not None:
        limit.write_text(f"{cgroup}\n")
    return meminfo, limit


def test_the_limit_is_three_quarters_of_the_memory_the_alpha_may_use() -> None:
    assert go_memory_limit(24 * GIB) == "18432MiB"
    assert go_memory_limit(8 * GIB) == "6144MiB"
    assert go_memory_limit(None) is None  # unknown: Go's default, no limit


def test_the_memory_available_is_the_cgroup_limit_when_lower_else_the_machine_s(tmp_path: Path) -> None:
    machine = 24 * GIB // 1024
    assert memory_available(*_files(tmp_path, machine, None)) == 24 * GIB  # no cgroup v2 file
    assert memory_available(*_files(tmp_path, machine, "max")) == 24 * GIB  # a cgroup without a limit
    assert memory_available(*_files(tmp_path, machine, str(4 * GIB))) == 4 * GIB  # a container's limit
    assert memory_available(*_files(tmp_path, 2 * GIB // 1024, str(4 * GIB))) == 2 * GIB
    assert memory_available(tmp_path / "none", tmp_path / "nothing") is None


def test_the_alpha_gets_the_limit_and_the_rest_of_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GOMEMLIMIT", raising=False)
    monkeypatch.setenv("KG_SOMETHING_ELSE", "kept")
    monkeypatch.setattr("kg.dgraph.launcher.memory_available", lambda: 16 * GIB)
    env = _launcher(tmp_path).alpha_environment()
    assert env["GOMEMLIMIT"] == "12288MiB"  # never twice the cache (2048MiB), below a large graph's working set
    assert env["KG_SOMETHING_ELSE"] == "kept"


def test_a_go_memory_limit_already_set_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOMEMLIMIT", "3GiB")
    assert _launcher(tmp_path).alpha_environment()["GOMEMLIMIT"] == "3GiB"
    monkeypatch.setenv("GOMEMLIMIT", "off")
    assert _launcher(tmp_path).alpha_environment()["GOMEMLIMIT"] == "off"


def test_no_limit_when_the_memory_is_unknown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOMEMLIMIT", raising=False)
    monkeypatch.setattr("kg.dgraph.launcher.memory_available", lambda: None)
    assert "GOMEMLIMIT" not in _launcher(tmp_path).alpha_environment()
