"""Starting real processes for tests: a Dgraph per test session and `kg serve` as a subprocess."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from kg.dgraph.alpha_tls import AlphaTls
from kg.dgraph.launcher import DgraphLauncher, DgraphStartError, dying_with_parent, find_free_offset
from kg.tls import ClientTls
from tests.support.tenants import Tokens

RUNS_ROOT = Path(os.environ.get("KG_TEST_RUNS", "/tmp/kg-test-runs"))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def fresh_run_dir(label: str) -> Path:
    """A data directory for this process; directories of runs whose process is gone are removed first."""
    RUNS_ROOT.mkdir(parents=True, exist_ok=True)
    for old in RUNS_ROOT.iterdir():
        pid = old.name.split("-")[-1]
        if pid.isdigit() and not Path(f"/proc/{pid}").exists():
            shutil.rmtree(old, ignore_errors=True)
    path = RUNS_ROOT / f"{label}-{os.getpid()}"
    shutil.rmtree(path, ignore_errors=True)
    return path


@contextmanager
def running_dgraph(
    binary: Path, label: str = "dgraph", alpha_tls: AlphaTls | None = None, alpha_flags: Sequence[str] = ()
) -> Iterator[DgraphLauncher]:
    launcher = _started(binary, fresh_run_dir(label), alpha_tls, alpha_flags)
    try:
        yield launcher
    finally:
        launcher.stop()
    shutil.rmtree(launcher.data_dir, ignore_errors=True)


def _started(
    binary: Path, data_dir: Path, alpha_tls: AlphaTls | None = None, alpha_flags: Sequence[str] = (), tries: int = 3
) -> DgraphLauncher:
    """A started Dgraph. Another process may take the free ports between the check and the bind: try others."""
    for attempt in range(tries):
        launcher = DgraphLauncher(
            binary, data_dir, find_free_offset(), cache_mb=512, alpha_tls=alpha_tls, alpha_flags=alpha_flags
        )
        try:
            launcher.start()
            return launcher
        except DgraphStartError as error:
            if "in use" not in str(error) or attempt == tries - 1:
                raise
            shutil.rmtree(data_dir, ignore_errors=True)
    raise AssertionError("unreachable")


def wait_serving(
    target: str, timeout: float = 60.0, proc: subprocess.Popen[bytes] | None = None, tls: ClientTls | None = None
) -> None:
    deadline = time.monotonic() + timeout
    channel = (
        grpc.secure_channel(target, tls.credentials(), tls.channel_options()) if tls else grpc.insecure_channel(target)
    )
    with channel:
        stub = health_pb2_grpc.HealthStub(channel)
        while time.monotonic() < deadline:
            if proc is not None and proc.poll() is not None:
                raise RuntimeError(f"server exited with {proc.returncode}")
            try:
                reply = stub.Check(health_pb2.HealthCheckRequest(), timeout=1)
                if reply.status == health_pb2.HealthCheckResponse.SERVING:
                    return
            except grpc.RpcError:
                pass
            time.sleep(0.2)
    raise TimeoutError(f"{target} did not report SERVING within {timeout}s")


def log_says(path: Path, event: str, timeout: float) -> bool:
    """Whether a JSON log (KG_LOG_FORMAT=json) records `event` within `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and f'"event": "{event}"' in path.read_text():
            return True
        time.sleep(0.2)
    return False


class DgraphEndpoints(Protocol):
    """Where a Dgraph answers: a `DgraphLauncher`, or a cluster whose `alpha_addr` lists all its alphas."""

    @property
    def alpha_addr(self) -> str: ...

    @property
    def http_url(self) -> str: ...


class ServerProcess:
    """`kg serve` as a real process against a given Dgraph."""

    def __init__(self, dgraph: DgraphEndpoints, log_path: Path, *, tls: ClientTls | None = None, **env: str) -> None:
        """`tls`: how to reach a server started with KG_TLS_* settings (the readiness check speaks TLS)."""
        self.tls = tls
        self.port = free_port()
        self.target = f"127.0.0.1:{self.port}"
        # Metrics off unless a test asks for a port: several servers run at once, and 9464 may be taken.
        self.env = {
            **os.environ,
            "KG_DGRAPH_ADDR": dgraph.alpha_addr,
            "KG_DGRAPH_HTTP": dgraph.http_url,
            "KG_GRPC_PORT": str(self.port),
            "KG_LOG_FORMAT": "json",
            "KG_METRICS_PORT": "0",
            **env,
        }
        self.log_path = log_path
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> ServerProcess:
        return self.spawn().until_serving()

    def spawn(self) -> ServerProcess:
        """The process started, not yet waited for (from the thread that outlives it: see dying_with_parent)."""
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                dying_with_parent([sys.executable, "-m", "kg", "serve"]),
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        return self

    def until_serving(self) -> ServerProcess:
        try:
            wait_serving(self.target, proc=self.proc, tls=self.tls)
        except Exception:
            self.stop()
            raise RuntimeError(f"kg serve did not start; log:\n{self.log_path.read_text()[-3000:]}") from None
        return self

    def stop(self, timeout: float = 20.0) -> int | None:
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else None
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()


def kg_server(dgraph: DgraphLauncher, tokens: Tokens, name: str, **env: str) -> ServerProcess:
    """`kg serve` against `dgraph` with `tokens`, logging to logs/<name>.log in its data directory; no decay
    scheduler (the tests that need decay run the job themselves)."""
    return ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / f"{name}.log",
        KG_TOKENS_FILE=str(tokens.path),
        KG_DECAY_SCHEDULER="false",
        **env,
    )
