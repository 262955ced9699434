"""Start and stop a local Dgraph (one zero, one alpha) on loopback.

One launcher serves `make run`, the test fixtures and the benchmarks. The processes die with their
parent (Linux PR_SET_PDEATHSIG), a pid file in the data directory lets the next start clear anything a
killed run left behind, and readiness is alpha's /health turning 200 "healthy" (zero's says OK too early).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from kg.dgraph.alpha_tls import AlphaTls
from kg.dgraph.memory import go_memory_limit, memory_available
from kg.logging import get_logger

log = get_logger(__name__)

_PR_SET_PDEATHSIG = 1


class DgraphStartError(RuntimeError):
    """Dgraph did not become healthy; the message carries the last lines of its logs."""


@dataclass(frozen=True)
class DgraphPorts:
    """Dgraph's default ports shifted by `-o offset`, as Dgraph itself does."""

    offset: int = 0

    @property
    def zero_grpc(self) -> int:
        return 5080 + self.offset

    @property
    def zero_http(self) -> int:
        return 6080 + self.offset

    @property
    def alpha_internal(self) -> int:
        return 7080 + self.offset

    @property
    def alpha_http(self) -> int:
        return 8080 + self.offset

    @property
    def alpha_grpc(self) -> int:
        return 9080 + self.offset

    def all(self) -> tuple[int, ...]:
        return (self.zero_grpc, self.zero_http, self.alpha_internal, self.alpha_http, self.alpha_grpc)

    def busy(self) -> list[int]:
        return [port for port in self.all() if not _port_is_free(port)]


def find_free_offset(start: int | None = None, step: int = 7, attempts: int = 200) -> int:
    """A port offset whose five ports are all free (tests and benchmarks run beside `make run`).

    Without `start`, the search begins at a random one of the `attempts` candidates from 100 and wraps around,
    so processes starting at the same moment seldom pick the same offset.
    """
    first = random.randrange(attempts) if start is None else 0
    base = 100 if start is None else start
    for n in range(attempts):
        offset = base + ((first + n) % attempts) * step
        if not DgraphPorts(offset).busy():
            return offset
    raise DgraphStartError("no free port offset for Dgraph found")


def _port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        # As Go servers do: connections lingering in TIME_WAIT do not make a port unusable, a listener does.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


# Sets the parent-death signal, exits if the parent is gone already, else becomes the real program.
_TRAMPOLINE = (
    f"import ctypes, os, sys; ctypes.CDLL(None).prctl({_PR_SET_PDEATHSIG}, int(sys.argv[1])); "
    "os.getppid() == int(sys.argv[2]) or os._exit(1); os.execv(sys.argv[3], sys.argv[3:])"
)


def dying_with_parent(argv: list[str], sig: int = signal.SIGTERM) -> list[str]:
    """`argv` behind a short Python trampoline that asks the kernel to send `sig` to the program when this
    process dies, even by SIGKILL. Not a `preexec_fn`: that forces a fork() whose handlers (gRPC's among them)
    run in the child and can deadlock it while gRPC threads are busy (a test start hung that way); without one
    Python starts the child with vfork and runs no hook at all."""
    program = os.path.abspath(argv[0]) if os.sep in argv[0] else shutil.which(argv[0]) or argv[0]  # cwd may change
    return [sys.executable, "-c", _TRAMPOLINE, str(int(sig)), str(os.getpid()), program, *argv[1:]]


# Alpha shuts down cleanly on SIGTERM. Zero's graceful shutdown can hang (it keeps retrying a raft proposal
# when it was stopped early), and it keeps nothing that a kill loses, so it is killed outright.
_DEATH_SIGNAL = {"alpha": signal.SIGTERM, "zero": signal.SIGKILL}
_STOP_GRACE = {"alpha": 10.0, "zero": 3.0}


# Shares of the alpha's cache: posting lists, Badger's blocks, Badger's indexes. The posting-list cache gets none:
# since Dgraph's fix for stale reads (#9597, in v25.3.8 and v25.4.0) it serves a list only to a read at or before
# the list's last commit, so nearly every read misses it and stores one more copy of what it read. Measured with
# kg's soak mix (10 minutes, 8 clients): with Dgraph's shares the alpha's heap grew from 0.38 to 1.29 GB (RSS 1.8 GB)
# and garbage collection took 17 % of its CPU; with none for posting lists, 0.2 to 0.39 GB (RSS 0.67 GB), reads
# costing the same. Badger's caches keep about the default's 2:1.
CACHE_SHARES = "0,65,35"


# The shape of the alpha's LSM (Badger's options, beside Dgraph's own defaults): L0 compacted at 2 tables instead of 5
# and a 128 MB base level instead of 10 MB. Badger reads a key at every level whose table may hold it (Dgraph keeps
# all versions until a rollup), so a read cost more as the LSM deepened: in a 30-minute soak (`python -m bench
# soak`) the alpha's CPU in Badger's level reads went from 4.0 to 12.2 s a minute; with this shape, the same day,
# 3.6 to 7.7 s, compaction too small to show in its CPU profile (deploy/README.md, "Memory").
BADGER_LSM = "numlevelzerotables=2; baselevelsize=134217728"


def alpha_cache(cache_mb: int) -> str:
    """The alpha's --cache flag: `cache_mb` in all, none of it for posting lists (CACHE_SHARES)."""
    return f"size-mb={cache_mb}; percentage={CACHE_SHARES}"


class DgraphLauncher:
    """`with DgraphLauncher(binary, data_dir, offset) as dgraph:` gives a healthy zero + alpha.

    Start it from a long-lived thread (normally the main thread): the kernel's parent-death signal is tied
    to the thread that started the processes.
    """

    def __init__(
        self,
        binary: Path,
        data_dir: Path,
        port_offset: int = 0,
        cache_mb: int = 1024,
        alpha_tls: AlphaTls | None = None,
        alpha_flags: Sequence[str] = (),
    ) -> None:
        self.binary = binary
        self.data_dir = data_dir.resolve()
        self.ports = DgraphPorts(port_offset)
        self.cache_mb = cache_mb
        self.alpha_tls = alpha_tls
        self.alpha_flags = list(alpha_flags)  # e.g. Dgraph's ACL: ["--acl", "secret-file=...;"]
        self._procs: dict[str, subprocess.Popen[bytes]] = {}
        self._args: dict[str, list[str]] = {}

    @property
    def alpha_addr(self) -> str:
        return f"127.0.0.1:{self.ports.alpha_grpc}"

    @property
    def http_url(self) -> str:
        scheme = "https" if self.alpha_tls else "http"
        return f"{scheme}://127.0.0.1:{self.ports.alpha_http}"

    @property
    def pid_file(self) -> Path:
        return self.data_dir / "dgraph.pids"

    def log_file(self, name: str) -> Path:
        return self.data_dir / "logs" / f"{name}.log"

    def __enter__(self) -> DgraphLauncher:
        self.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    def start(self, timeout: float = 90.0) -> None:
        (self.data_dir / "logs").mkdir(parents=True, exist_ok=True)
        self._clear_leftovers()
        busy = self.ports.busy()
        if busy:
            raise DgraphStartError(
                f"ports {busy} are in use; is another Dgraph running? Choose another KG_DGRAPH_PORT_OFFSET."
            )
        zero_addr = f"localhost:{self.ports.zero_grpc}"
        common = ["--port_offset", str(self.ports.offset), "--bindall=false", "--telemetry", "reports=false;"]
        self._spawn("zero", ["zero", *common, "--wal", str(self.data_dir / "zw")])
        self._spawn(
            "alpha",
            [
                "alpha",
                *common,
                "--zero",
                zero_addr,
                "--postings",
                str(self.data_dir / "p"),
                "--wal",
                str(self.data_dir / "w"),
                "--tmp",
                str(self.data_dir / "t"),
                "--cache",
                alpha_cache(self.cache_mb),
                "--badger",
                BADGER_LSM,
                *(self.alpha_tls.flags() if self.alpha_tls else []),
                *self.alpha_flags,
            ],
        )
        self.pid_file.write_text(json.dumps({name: p.pid for name, p in self._procs.items()}))
        try:
            self._wait_healthy(timeout)
        except BaseException:
            self.stop()
            raise
        log.info("dgraph.ready", alpha=self.alpha_addr, http=self.http_url, data_dir=str(self.data_dir))

    def stop(self) -> None:
        # Alpha first: it flushes its writes and then loses nothing when zero goes.
        for name in ("alpha", "zero"):
            proc = self._procs.pop(name, None)
            if proc is not None:
                terminate(proc, _STOP_GRACE[name])
        with contextlib.suppress(FileNotFoundError):
            self.pid_file.unlink()

    def kill_alpha(self) -> None:
        """SIGKILL the alpha (resilience tests)."""
        proc = self._procs.pop("alpha")
        proc.kill()
        proc.wait()

    def restart_alpha(self, timeout: float = 90.0) -> None:
        self._spawn("alpha", self._args["alpha"])
        self._wait_healthy(timeout)

    def is_healthy(self) -> bool:
        try:
            context = self.alpha_tls.ssl_context() if self.alpha_tls else None
            with urllib.request.urlopen(f"{self.http_url}/health", timeout=2, context=context) as resp:  # noqa: S310
                body = resp.read().decode()
        except (urllib.error.URLError, OSError):
            return False
        return '"healthy"' in body

    def alpha_environment(self) -> dict[str, str]:
        """The alpha's environment: ours, with a Go memory limit (GOMEMLIMIT) near the memory it may use unless one
        is set (kg/dgraph/memory.py)."""
        env = dict(os.environ)
        if "GOMEMLIMIT" not in env and (limit := go_memory_limit(memory_available())):
            env["GOMEMLIMIT"] = limit
        return env

    def _spawn(self, name: str, args: list[str]) -> None:
        self._args[name] = args
        workdir = self.data_dir / name
        workdir.mkdir(exist_ok=True)
        with open(self.log_file(name), "ab") as logf:
            self._procs[name] = subprocess.Popen(
                dying_with_parent([str(self.binary), *args], _DEATH_SIGNAL[name]),
                cwd=workdir,
                stdin=subprocess.DEVNULL,
                stdout=logf,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # Ctrl-C reaches us, and we stop Dgraph in order
                env=self.alpha_environment() if name == "alpha" else None,
            )

    def _wait_healthy(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for name, proc in self._procs.items():
                if proc.poll() is not None:
                    raise DgraphStartError(f"dgraph {name} exited with {proc.returncode}\n{self._log_tails()}")
            if self.is_healthy():
                return
            time.sleep(0.2)
        raise DgraphStartError(f"alpha was not healthy within {timeout:.0f}s\n{self._log_tails()}")

    def _log_tails(self, lines: int = 25) -> str:
        parts = []
        for name in ("zero", "alpha"):
            path = self.log_file(name)
            if path.exists():
                tail = path.read_text(errors="replace").splitlines()[-lines:]
                parts.append(f"--- last lines of {path} ---\n" + "\n".join(tail))
        return "\n".join(parts)

    def _clear_leftovers(self) -> None:
        """Kill the processes a killed earlier run of this data directory left behind."""
        try:
            pids = json.loads(self.pid_file.read_text())
        except (FileNotFoundError, ValueError):
            return
        for pid in pids.values():
            if is_dgraph_of(pid, self.data_dir):
                log.warning("dgraph.leftover_killed", pid=pid)
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        self.pid_file.unlink()


def is_dgraph_of(pid: int, data_dir: Path) -> bool:
    """Whether `pid` is a dgraph process working in `data_dir` (pids are reused, so check before killing)."""
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return False
    return Path(args[0]).name == "dgraph" and any(str(data_dir) in arg for arg in args)


def terminate(proc: subprocess.Popen[bytes], grace: float) -> None:
    """SIGTERM, then SIGKILL after `grace` seconds."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
