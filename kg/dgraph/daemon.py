"""`kg dgraph up` / `kg dgraph down`: a local Dgraph that outlives the command that started it.

The launcher ties zero and alpha to the thread that started them (they die with it, even on SIGKILL), which
is right for `kg dev` and the tests but means `up` cannot start them and exit. So `up` starts a small
supervisor process in a session of its own; the supervisor runs the launcher and waits for SIGTERM, and `down`
sends it that signal. Should the supervisor be killed outright, Dgraph dies with it, so nothing runs
unaccounted for. The supervisor records its pid and Dgraph's addresses in `supervisor.json` in the data
directory, beside the launcher's `dgraph.pids`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from kg.dgraph.launcher import DgraphLauncher, DgraphStartError, is_dgraph_of

STATE_FILE = "supervisor.json"
_MODULE = "kg.dgraph.daemon"


@dataclass(frozen=True)
class LocalDgraph:
    pid: int  # the supervisor's
    alpha_addr: str
    http_url: str
    data_dir: str


def state_path(data_dir: Path) -> Path:
    return data_dir.resolve() / STATE_FILE


def running(data_dir: Path) -> LocalDgraph | None:
    """The Dgraph `up` started for this data directory, if its supervisor still runs."""
    try:
        state = LocalDgraph(**json.loads(state_path(data_dir).read_text()))
    except (FileNotFoundError, ValueError, TypeError):
        return None
    return state if _is_supervisor_of(state.pid, data_dir.resolve()) else None


def up(
    binary: Path, data_dir: Path, port_offset: int = 0, cache_mb: int = 1024, timeout: float = 120.0
) -> tuple[LocalDgraph, bool]:
    """Start Dgraph in the background (or find the one already started); returns it and whether it is new."""
    data_dir = data_dir.resolve()
    existing = running(data_dir)
    if existing is not None:
        return existing, False
    others = _dgraph_pids(data_dir)
    if others:
        raise DgraphStartError(
            f"a Dgraph not started by `kg dgraph up` (kg dev?) runs in {data_dir} (pids {others}); stop it first"
        )
    state_path(data_dir).unlink(missing_ok=True)
    log_path = data_dir / "logs" / "supervisor.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable,
        "-m",
        _MODULE,
        "--binary",
        str(binary),
        "--data-dir",
        str(data_dir),
        "--port-offset",
        str(port_offset),
        "--cache-mb",
        str(cache_mb),
    ]
    with open(log_path, "ab") as log:
        # A session of its own: the terminal's Ctrl-C and the end of this command do not reach it.
        proc = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = running(data_dir)
        if state is not None and state.pid == proc.pid:
            return state, True
        if proc.poll() is not None:
            raise DgraphStartError(f"Dgraph did not start (see {log_path}):\n{_tail(log_path)}")
        time.sleep(0.2)
    proc.terminate()  # it stops Dgraph on the way out
    proc.wait(timeout=30)
    raise DgraphStartError(f"Dgraph was not ready within {timeout:.0f}s (see {log_path}):\n{_tail(log_path)}")


def down(data_dir: Path, timeout: float = 30.0) -> bool:
    """Stop what `up` started in this data directory (and any Dgraph left there); False if nothing ran."""
    data_dir = data_dir.resolve()
    stopped = False
    state = running(data_dir)
    if state is not None:
        stopped = True
        os.kill(state.pid, signal.SIGTERM)  # the supervisor stops alpha cleanly, then zero
        if not _wait(lambda: not _is_supervisor_of(state.pid, data_dir), timeout):
            # Killed outright, the supervisor still takes Dgraph with it (parent-death signal).
            with contextlib.suppress(ProcessLookupError):
                os.kill(state.pid, signal.SIGKILL)
    for pid in _dgraph_pids(data_dir):  # left by a supervisor that was killed, or by a killed `kg dev`
        stopped = True
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    _wait(lambda: not _dgraph_pids(data_dir), timeout)
    state_path(data_dir).unlink(missing_ok=True)
    return stopped


def _dgraph_pids(data_dir: Path) -> list[int]:
    """Live dgraph processes listed in the launcher's pid file for this data directory."""
    try:
        pids = json.loads((data_dir / "dgraph.pids").read_text()).values()
    except (FileNotFoundError, ValueError, AttributeError):
        return []
    return [pid for pid in pids if is_dgraph_of(pid, data_dir)]


def _is_supervisor_of(pid: int, data_dir: Path) -> bool:
    # pids are reused: check the command line, as the launcher does for dgraph (a zombie's is empty).
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return False
    return _MODULE in args and str(data_dir) in args


def _wait(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def _tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


# --- the supervisor process ---


def supervise(binary: Path, data_dir: Path, port_offset: int, cache_mb: int) -> int:
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda *_: stop.set())
    launcher = DgraphLauncher(binary, data_dir, port_offset, cache_mb)
    try:
        launcher.start()  # from this, the main thread: Dgraph's parent-death signal is tied to it
    except DgraphStartError as exc:
        print(f"kg dgraph up: {exc}", file=sys.stderr, flush=True)
        return 1
    try:
        state = LocalDgraph(os.getpid(), launcher.alpha_addr, launcher.http_url, str(launcher.data_dir))
        tmp = state_path(data_dir).with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(state)))
        os.replace(tmp, state_path(data_dir))  # `up` never reads half a file
        print(f"kg dgraph up: ready; supervisor pid {state.pid}", flush=True)
        while not stop.wait(0.5):  # a timed wait, so the signal handler surely gets to run
            pass
    finally:
        state_path(data_dir).unlink(missing_ok=True)
        launcher.stop()
    print("kg dgraph up: stopped", flush=True)
    return 0


def _main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=f"python -m {_MODULE}", description="supervise a local Dgraph")
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--port-offset", type=int, default=0)
    parser.add_argument("--cache-mb", type=int, default=1024)
    args = parser.parse_args(argv)
    return supervise(args.binary, args.data_dir, args.port_offset, args.cache_mb)


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
