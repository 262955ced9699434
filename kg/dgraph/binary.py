"""Find a `dgraph` binary, or build one once with the Go toolchain into a cache outside the repository.

Order: `KG_DGRAPH_BIN` → `dgraph` on PATH → a binary cached by an earlier build → a fresh build.

The build uses a throw-away Go module that requires Dgraph at an exact version and runs `go build`:
`go install pkg@version` also asks the module proxy for the module's version list (to print deprecation
notices), and some proxies refuse that list even where the version itself is served. Candidates are tried
newest first; one whose dependencies the proxy does not serve fails within seconds and the next is tried.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO


class DgraphNotFoundError(RuntimeError):
    """No dgraph binary is available and none could be built."""


@dataclass(frozen=True)
class BuildCandidate:
    module: str  # Go module path, e.g. github.com/dgraph-io/dgraph/v25
    version: str

    @property
    def package(self) -> str:
        return f"{self.module}/dgraph"

    @property
    def ldflags(self) -> str:
        # Without this the binary reports its version as "dev".
        return f"-X {self.module}/x.dgraphVersion={self.version}"


BUILD_CANDIDATES = (
    BuildCandidate("github.com/dgraph-io/dgraph/v25", "v25.4.0"),
    BuildCandidate("github.com/dgraph-io/dgraph/v25", "v25.3.8"),
    BuildCandidate("github.com/hypermodeinc/dgraph/v25", "v25.0.0"),
    BuildCandidate("github.com/hypermodeinc/dgraph/v24", "v24.1.5"),
)


def cached_binary_path(cache_dir: Path, candidate: BuildCandidate) -> Path:
    return cache_dir / f"dgraph-{candidate.version}" / "dgraph"


def find_dgraph(explicit: str, cache_dir: Path) -> Path | None:
    """The binary to use without building anything, or None."""
    if explicit:
        path = Path(explicit).expanduser()
        if not (path.is_file() and os.access(path, os.X_OK)):
            raise DgraphNotFoundError(f"KG_DGRAPH_BIN={explicit} is not an executable file")
        return path
    on_path = shutil.which("dgraph")
    if on_path:
        return Path(on_path)
    for candidate in BUILD_CANDIDATES:
        cached = cached_binary_path(cache_dir, candidate)
        if cached.is_file() and os.access(cached, os.X_OK):
            return cached
    return None


def find_or_build_dgraph(explicit: str, cache_dir: Path, out: TextIO = sys.stderr) -> Path:
    found = find_dgraph(explicit, cache_dir)
    newer = _newer_candidates_to_try(explicit, found, cache_dir)
    if found and not newer:
        return found
    go = shutil.which("go")
    if go is None:
        if found:
            return found
        raise DgraphNotFoundError(
            "No dgraph binary found. Either point KG_DGRAPH_BIN at one (or put `dgraph` on PATH), "
            "or install the Go toolchain (>= 1.24) so kg can build Dgraph once into "
            f"{cache_dir} (see README, 'Getting Dgraph')."
        )
    cache_dir.mkdir(parents=True, exist_ok=True)
    with _build_lock(cache_dir, out):
        # Another process may have built (or failed to build) while we waited.
        found = find_dgraph(explicit, cache_dir)
        failures = []
        for candidate in _newer_candidates_to_try(explicit, found, cache_dir):
            try:
                return _build(go, candidate, cache_dir, out)
            except subprocess.CalledProcessError as exc:
                failures.append(f"{candidate.module}@{candidate.version}: {exc.output or exc}")
                _mark_failed(cache_dir, candidate)
                print(f"kg: building {candidate.version} failed; trying the next version.", file=out)
        if found:
            return found
    detail = "\n".join(f.strip()[-800:] for f in failures)
    raise DgraphNotFoundError(f"Could not build Dgraph with {go}. Set KG_DGRAPH_BIN instead.\n{detail}")


# A version whose build failed (e.g. the module proxy refuses a dependency) is not retried for a week, so a machine
# with an older cached build does not spend minutes on every start; delete the marker to retry sooner.
FAILED_BUILD_RETRY_SECONDS = 7 * 24 * 3600


def _failed_marker(cache_dir: Path, candidate: BuildCandidate) -> Path:
    return cache_dir / f"dgraph-{candidate.version}" / "build-failed"


def _mark_failed(cache_dir: Path, candidate: BuildCandidate) -> None:
    marker = _failed_marker(cache_dir, candidate)
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.write_text(f"{candidate.module}@{candidate.version}\n")


def _failed_recently(cache_dir: Path, candidate: BuildCandidate) -> bool:
    try:
        return time.time() - _failed_marker(cache_dir, candidate).stat().st_mtime < FAILED_BUILD_RETRY_SECONDS
    except FileNotFoundError:
        return False


def _newer_candidates_to_try(explicit: str, found: Path | None, cache_dir: Path) -> list[BuildCandidate]:
    """Candidates newer than the binary found (all of them when none was found) not known to fail to build.

    Only a cached build is upgraded: a binary named by KG_DGRAPH_BIN or on PATH is the operator's choice. Newer
    releases carry security fixes (see README, 'Getting Dgraph'), so a machine that cached an old build tries again.
    """
    cached = [cached_binary_path(cache_dir, candidate) for candidate in BUILD_CANDIDATES]
    if found is not None and found not in cached:
        return []
    newer = BUILD_CANDIDATES[: cached.index(found)] if found is not None else BUILD_CANDIDATES
    return [candidate for candidate in newer if not _failed_recently(cache_dir, candidate)]


@contextmanager
def _build_lock(cache_dir: Path, out: TextIO) -> Iterator[None]:
    with open(cache_dir / ".build.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print("kg: another process is building Dgraph; waiting for it...", file=out, flush=True)
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _build(go: str, candidate: BuildCandidate, cache_dir: Path, out: TextIO) -> Path:
    target = cached_binary_path(cache_dir, candidate)
    print(
        f"kg: building Dgraph {candidate.version} from {candidate.module} with the Go toolchain.\n"
        f"kg: this happens once (several minutes on 2 cores); the binary is cached at {target}.",
        file=out,
        flush=True,
    )
    started = time.monotonic()
    target.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "GOTOOLCHAIN": "local", "GOFLAGS": "-mod=mod -buildvcs=false"}
    with tempfile.TemporaryDirectory(prefix="build-", dir=cache_dir) as workdir:
        steps = [
            ("preparing a build module", [go, "mod", "init", "kg.local/dgraph-build"]),
            ("downloading Dgraph and its dependencies", [go, "get", f"{candidate.package}@{candidate.version}"]),
            (
                "compiling (each line is a package)",
                [
                    go,
                    "build",
                    "-v",
                    "-trimpath",
                    "-ldflags",
                    candidate.ldflags,
                    "-o",
                    str(target) + ".tmp",
                    candidate.package,
                ],
            ),
        ]
        for label, cmd in steps:
            print(f"kg: {label}...", file=out, flush=True)
            _run_streaming(cmd, workdir, env, out)
    os.replace(str(target) + ".tmp", target)
    print(f"kg: built {target} in {time.monotonic() - started:.0f}s.", file=out, flush=True)
    return target


def _run_streaming(cmd: list[str], cwd: str, env: dict[str, str], out: TextIO) -> None:
    """Run a build step, echoing its output as progress and keeping the tail for the error message."""
    tail: list[str] = []
    with subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) as proc:
        assert proc.stdout is not None
        for count, line in enumerate(proc.stdout, start=1):
            tail = [*tail[-20:], line]
            print(f"  [{count}] {line.rstrip()}", file=out, flush=True)
    if proc.returncode != 0:
        raise subprocess.CalledProcessError(proc.returncode, cmd, output="".join(tail))
