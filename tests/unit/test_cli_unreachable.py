"""With Dgraph unreachable, the commands that talk to it end with one line saying so and exit 1: no traceback."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest


def closed_port() -> int:
    """A port nothing listens on: bound, then released."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("command", [["schema", "apply"], ["prune", "--list"]])  # decay shares prune's path
def test_an_unreachable_dgraph_is_one_line(command: list[str]) -> None:
    env = {
        **os.environ,
        "KG_DGRAPH_ADDR": f"127.0.0.1:{closed_port()}",
        "KG_LOG_FORMAT": "console",
        "KG_DGRAPH_TIMEOUT_SECONDS": "2",
    }
    done = subprocess.run(
        [sys.executable, "-m", "kg", *command], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    said = [line for line in done.stderr.splitlines() if line.startswith("kg")]  # log lines start with a time
    assert len(said) == 1 and "Dgraph is unavailable" in said[0], done.stderr
