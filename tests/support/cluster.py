"""A Dgraph cluster as local processes for failover tests: one zero and three alphas in one group (`--replicas 3`),
each alpha with its own directories and port offset."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kg.dgraph.launcher import (
    BADGER_LSM,
    DgraphPorts,
    DgraphStartError,
    alpha_cache,
    dying_with_parent,
    find_free_offset,
    terminate,
)
from tests.support.processes import fresh_run_dir

# Dgraph's gRPC asks DNS for TXT records our sandbox never answers (5 s, twice); a restarted alpha then cannot rejoin
# within Dgraph's 10 s reconnect deadline. Measured: with this off it caught up in about 10 s.
_ENV = {**os.environ, "GRPC_ENABLE_TXT_SERVICE_CONFIG": "false"}
_COMMON = ["--bindall=false", "--telemetry", "reports=false;"]


def cluster_offsets(count: int, step: int = 7) -> list[int]:
    """`count` consecutive port offsets whose ports are all free (offsets `step` apart never share a port)."""
    for _ in range(50):
        first = find_free_offset()
        offsets = [first + n * step for n in range(count)]
        if not any(DgraphPorts(offset).busy() for offset in offsets):
            return offsets
    raise DgraphStartError("no free port offsets for a Dgraph cluster")


class DgraphCluster:
    """`alphas` alphas (all replicas of group 1) and one zero. Start and kill from one long-lived thread: the
    processes' parent-death signal is tied to the thread that started them."""

    def __init__(self, binary: Path, data_dir: Path, alphas: int = 3, cache_mb: int = 128) -> None:
        self.binary = binary
        self.data_dir = data_dir.resolve()
        zero_offset, *alpha_offsets = cluster_offsets(alphas + 1)
        self.zero_ports = DgraphPorts(zero_offset)
        self.alpha_ports = [DgraphPorts(offset) for offset in alpha_offsets]
        self.cache_mb = cache_mb
        self._procs: dict[str, subprocess.Popen[bytes]] = {}

    @property
    def alpha_addrs(self) -> list[str]:
        return [f"127.0.0.1:{ports.alpha_grpc}" for ports in self.alpha_ports]

    @property
    def alpha_addr(self) -> str:
        """All alphas, as KG_DGRAPH_ADDR takes them."""
        return ",".join(self.alpha_addrs)

    @property
    def http_url(self) -> str:
        return self.alpha_http(0)

    def alpha_http(self, index: int) -> str:
        return f"http://127.0.0.1:{self.alpha_ports[index].alpha_http}"

    def log_file(self, name: str) -> Path:
        return self.data_dir / "logs" / f"{name}.log"

    def start(self, timeout: float = 90.0) -> None:
        (self.data_dir / "logs").mkdir(parents=True, exist_ok=True)
        self._spawn(
            "zero",
            [
                "zero",
                *_COMMON,
                "--port_offset",
                str(self.zero_ports.offset),
                "--replicas",
                str(len(self.alpha_ports)),
                "--wal",
                str(self.data_dir / "zero" / "zw"),
            ],
        )
        for index in range(len(self.alpha_ports)):
            self.start_alpha(index)
        deadline = time.monotonic() + timeout
        for index in range(len(self.alpha_ports)):
            self.wait_alpha_healthy(index, deadline - time.monotonic())
        while self.leader() is None:
            if time.monotonic() > deadline:
                raise DgraphStartError(f"group 1 has no leader\n{self.log_tails()}")
            time.sleep(0.2)

    def start_alpha(self, index: int) -> None:
        """Start (or restart, on the same directories and ports) alpha `index`."""
        own = self.data_dir / f"alpha{index}"
        self._spawn(
            f"alpha{index}",
            [
                "alpha",
                *_COMMON,
                "--port_offset",
                str(self.alpha_ports[index].offset),
                "--zero",
                f"localhost:{self.zero_ports.zero_grpc}",
                "--postings",
                str(own / "p"),
                "--wal",
                str(own / "w"),
                "--tmp",
                str(own / "t"),
                "--cache",
                alpha_cache(self.cache_mb),
                "--badger",
                BADGER_LSM,
            ],
        )

    def kill_alpha(self, index: int) -> None:
        """SIGKILL alpha `index` (no chance to flush or to hand over leadership)."""
        proc = self._procs.pop(f"alpha{index}")
        proc.kill()
        proc.wait()

    def stop(self) -> None:
        for name in [name for name in self._procs if name != "zero"] + ["zero"]:
            proc = self._procs.pop(name, None)
            if proc is not None:
                terminate(proc, 10.0 if name != "zero" else 3.0)

    def is_alpha_healthy(self, index: int) -> bool:
        try:
            with urllib.request.urlopen(f"{self.alpha_http(index)}/health", timeout=2) as resp:  # noqa: S310
                return '"healthy"' in resp.read().decode()
        except (urllib.error.URLError, OSError):
            return False

    def wait_alpha_healthy(self, index: int, timeout: float = 90.0) -> None:
        deadline = time.monotonic() + timeout
        while not self.is_alpha_healthy(index):
            proc = self._procs.get(f"alpha{index}")
            if proc is not None and proc.poll() is not None:
                raise DgraphStartError(f"alpha{index} exited with {proc.returncode}\n{self.log_tails()}")
            if time.monotonic() > deadline:
                raise DgraphStartError(f"alpha{index} was not healthy within {timeout:.0f}s\n{self.log_tails()}")
            time.sleep(0.2)

    def state(self) -> dict[str, Any]:
        """Zero's view of the cluster (its /state)."""
        url = f"http://127.0.0.1:{self.zero_ports.zero_http}/state"
        with urllib.request.urlopen(url, timeout=2) as resp:
            state: dict[str, Any] = json.loads(resp.read())
            return state

    def leader(self) -> int | None:
        """The index of group 1's raft leader, per zero."""
        try:
            members = self.state().get("groups", {}).get("1", {}).get("members", {})
        except (urllib.error.URLError, OSError, ValueError):
            return None
        for member in members.values():
            if member.get("leader"):
                port = int(member["addr"].rsplit(":", 1)[1])
                return next(i for i, ports in enumerate(self.alpha_ports) if ports.alpha_internal == port)
        return None

    def log_tails(self, lines: int = 20) -> str:
        parts = []
        for path in sorted((self.data_dir / "logs").glob("*.log")):
            tail = path.read_text(errors="replace").splitlines()[-lines:]
            parts.append(f"--- last lines of {path} ---\n" + "\n".join(tail))
        return "\n".join(parts)

    def _spawn(self, name: str, args: list[str]) -> None:
        workdir = self.data_dir / name
        workdir.mkdir(parents=True, exist_ok=True)
        with open(self.log_file(name), "ab") as logf:
            # Zero is killed outright with its parent: its graceful shutdown can hang (kg/dgraph/launcher.py).
            death = signal.SIGKILL if name == "zero" else signal.SIGTERM
            self._procs[name] = subprocess.Popen(
                dying_with_parent([str(self.binary), *args], death),
                cwd=workdir,
                env=_ENV,
                stdin=subprocess.DEVNULL,
                stdout=logf,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )


@contextmanager
def running_cluster(binary: Path, label: str = "cluster") -> Iterator[DgraphCluster]:
    cluster = DgraphCluster(binary, fresh_run_dir(label))
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()
    shutil.rmtree(cluster.data_dir, ignore_errors=True)
