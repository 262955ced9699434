"""find_dgraph's lookup order: KG_DGRAPH_BIN, then PATH, then the build cache (fake executables; nothing runs)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from kg.dgraph.binary import (
    BUILD_CANDIDATES,
    BuildCandidate,
    DgraphNotFoundError,
    cached_binary_path,
    find_dgraph,
    find_or_build_dgraph,
)


def fake_binary(path: Path, executable: bool = True) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\nexit 1\n")
    path.chmod(0o755 if executable else 0o644)
    return path


@pytest.fixture
def path_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty directory that is the whole PATH, so no real dgraph or go is found."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    return bin_dir


@pytest.fixture
def cache_dir(tmp_path: Path) -> Path:
    return tmp_path / "cache"


def test_nothing_found_gives_none(path_dir: Path, cache_dir: Path) -> None:
    assert find_dgraph("", cache_dir) is None


def test_explicit_binary_wins_over_path_and_cache(path_dir: Path, cache_dir: Path, tmp_path: Path) -> None:
    explicit = fake_binary(tmp_path / "mine" / "dgraph-custom")
    fake_binary(path_dir / "dgraph")
    fake_binary(cached_binary_path(cache_dir, BUILD_CANDIDATES[0]))

    assert find_dgraph(str(explicit), cache_dir) == explicit


def test_explicit_binary_expands_home(
    path_dir: Path, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    explicit = fake_binary(tmp_path / "tools" / "dgraph")
    assert find_dgraph("~/tools/dgraph", cache_dir) == explicit


@pytest.mark.parametrize("kind", ["missing", "not executable", "directory"])
def test_explicit_binary_that_is_not_executable_is_an_error(
    kind: str, path_dir: Path, cache_dir: Path, tmp_path: Path
) -> None:
    fake_binary(path_dir / "dgraph")  # a usable fallback must not hide the misconfiguration
    target = tmp_path / "dgraph"
    if kind == "not executable":
        fake_binary(target, executable=False)
    elif kind == "directory":
        target.mkdir()
    with pytest.raises(DgraphNotFoundError, match="KG_DGRAPH_BIN"):
        find_dgraph(str(target), cache_dir)


def test_path_wins_over_cache(path_dir: Path, cache_dir: Path) -> None:
    on_path = fake_binary(path_dir / "dgraph")
    fake_binary(cached_binary_path(cache_dir, BUILD_CANDIDATES[0]))
    assert find_dgraph("", cache_dir) == on_path


def test_non_executable_dgraph_on_path_is_passed_over(path_dir: Path, cache_dir: Path) -> None:
    fake_binary(path_dir / "dgraph", executable=False)
    cached = fake_binary(cached_binary_path(cache_dir, BUILD_CANDIDATES[0]))
    assert find_dgraph("", cache_dir) == cached


def test_cache_prefers_the_newest_candidate(path_dir: Path, cache_dir: Path) -> None:
    for candidate in BUILD_CANDIDATES:
        fake_binary(cached_binary_path(cache_dir, candidate))
    assert find_dgraph("", cache_dir) == cached_binary_path(cache_dir, BUILD_CANDIDATES[0])


def test_cache_falls_back_to_an_older_candidate(path_dir: Path, cache_dir: Path) -> None:
    fake_binary(cached_binary_path(cache_dir, BUILD_CANDIDATES[0]), executable=False)  # e.g. a half-written build
    older = fake_binary(cached_binary_path(cache_dir, BUILD_CANDIDATES[-1]))
    assert find_dgraph("", cache_dir) == older


def test_cached_binary_path_is_per_version(cache_dir: Path) -> None:
    candidate = BuildCandidate("github.com/dgraph-io/dgraph/v25", "v25.4.0")
    assert cached_binary_path(cache_dir, candidate) == cache_dir / "dgraph-v25.4.0" / "dgraph"
    paths = {cached_binary_path(cache_dir, c) for c in BUILD_CANDIDATES}
    assert len(paths) == len(BUILD_CANDIDATES)


def test_build_candidates_start_with_the_v25_4_module_and_set_the_version() -> None:
    first = BUILD_CANDIDATES[0]
    assert (first.module, first.version) == ("github.com/dgraph-io/dgraph/v25", "v25.4.0")
    assert [c.version for c in BUILD_CANDIDATES[:3]] == ["v25.4.0", "v25.3.8", "v25.0.0"]
    assert first.package == "github.com/dgraph-io/dgraph/v25/dgraph"
    assert first.ldflags == "-X github.com/dgraph-io/dgraph/v25/x.dgraphVersion=v25.4.0"


def test_find_or_build_returns_a_found_binary_without_building(path_dir: Path, cache_dir: Path) -> None:
    on_path = fake_binary(path_dir / "dgraph")
    out = io.StringIO()
    assert find_or_build_dgraph("", cache_dir, out) == on_path
    assert out.getvalue() == ""
    assert not cache_dir.exists()


def test_find_or_build_without_go_explains_what_to_do(path_dir: Path, cache_dir: Path) -> None:
    with pytest.raises(DgraphNotFoundError, match="KG_DGRAPH_BIN") as caught:
        find_or_build_dgraph("", cache_dir, io.StringIO())
    assert "Go toolchain" in str(caught.value)


def failing_go(path_dir: Path) -> Path:
    """A `go` that records each call and fails, like a proxy refusing a dependency."""
    calls = path_dir / "go-calls"
    script = path_dir / "go"
    script.write_text(f'#!/bin/sh\necho "$*" >> {calls}\nexit 1\n')
    script.chmod(0o755)
    return calls


def test_an_older_cached_build_is_upgraded_once_then_used(path_dir: Path, cache_dir: Path) -> None:
    older = fake_binary(cached_binary_path(cache_dir, BUILD_CANDIDATES[2]))
    calls = failing_go(path_dir)
    out = io.StringIO()
    assert find_or_build_dgraph("", cache_dir, out) == older
    assert calls.read_text().count("mod init") == 2  # v25.4.0 and v25.3.8 were tried
    assert "building v25.3.8 failed" in out.getvalue()
    calls.unlink()
    assert find_or_build_dgraph("", cache_dir, io.StringIO()) == older
    assert not calls.exists()  # failed versions are not retried on every start


def test_the_newest_cached_build_runs_no_go(path_dir: Path, cache_dir: Path) -> None:
    newest = fake_binary(cached_binary_path(cache_dir, BUILD_CANDIDATES[0]))
    calls = failing_go(path_dir)
    assert find_or_build_dgraph("", cache_dir, io.StringIO()) == newest
    assert not calls.exists()


def test_a_binary_on_path_is_not_upgraded(path_dir: Path, cache_dir: Path) -> None:
    on_path = fake_binary(path_dir / "dgraph")
    calls = failing_go(path_dir)
    assert find_or_build_dgraph("", cache_dir, io.StringIO()) == on_path
    assert not calls.exists()
