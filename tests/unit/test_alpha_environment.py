"""The environment the launcher gives its alpha: a Go memory limit derived from the cache, unless one is set."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.dgraph.launcher import DgraphLauncher


def _launcher(tmp_path: Path, cache_mb: int) -> DgraphLauncher:
    return DgraphLauncher(Path("/nonexistent/dgraph"), tmp_path / "data", cache_mb=cache_mb)


def test_the_alpha_gets_a_go_memory_limit_of_twice_its_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOMEMLIMIT", raising=False)
    monkeypatch.setenv("KG_SOMETHING_ELSE", "kept")
    env = _launcher(tmp_path, 1024).alpha_environment()
    assert env["GOMEMLIMIT"] == "2048MiB"
    assert env["KG_SOMETHING_ELSE"] == "kept"  # the rest of the environment passes through
    assert _launcher(tmp_path, 256).alpha_environment()["GOMEMLIMIT"] == "512MiB"


def test_a_go_memory_limit_already_set_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOMEMLIMIT", "3GiB")
    assert _launcher(tmp_path, 1024).alpha_environment()["GOMEMLIMIT"] == "3GiB"
