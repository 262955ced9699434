"""`make run` as a newcomer runs it: it reaches SERVING with Dgraph behind it and prints a development token;
Ctrl-C (SIGINT to the whole process group, as a terminal sends it) leaves no process and no bound port."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import time
from pathlib import Path

import grpc

from kg.client import KgSyncClient
from kg.dgraph.launcher import DgraphPorts, find_free_offset, is_dgraph_of
from tests.support.processes import free_port, fresh_run_dir, wait_serving

REPO = Path(__file__).resolve().parents[2]


def _dgraph_pids(data_dir: Path) -> list[int]:
    return [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit() and is_dgraph_of(int(p.name), data_dir)]


def test_make_run_serves_and_ctrl_c_leaves_nothing_behind() -> None:
    state = fresh_run_dir("make-run")
    data_dir = (state / "data").resolve()
    port, offset = free_port(), find_free_offset(start=4000)
    env = {
        **os.environ,
        "KG_GRPC_PORT": str(port),
        "KG_DGRAPH_PORT_OFFSET": str(offset),
        "KG_DATA_DIR": str(data_dir),
        "KG_DGRAPH_CACHE_MB": "256",
        "KG_METRICS_PORT": str(free_port()),
    }
    log = state / "make-run.log"
    state.mkdir(parents=True, exist_ok=True)
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            ["make", "--no-print-directory", "run"],
            cwd=REPO,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        wait_serving(f"127.0.0.1:{port}", timeout=300, proc=proc)  # the first run may build Dgraph
        assert len(_dgraph_pids(data_dir)) == 2
        token = re.search(r"development token.*\n\s+(kg_\S+)", log.read_text())
        assert token, log.read_text()
        with KgSyncClient(f"127.0.0.1:{port}", token.group(1)) as kg:
            node = kg.create_node("Made by make run")
            assert kg.get_node(node.uid).name == "Made by make run"
    finally:
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C
        code = proc.wait(timeout=60)

    # make ends as an interrupted program does (killed by SIGINT, or 2 for an interrupted recipe).
    assert code in (0, 2, 130, -signal.SIGINT), (code, log.read_text()[-2000:])
    deadline = time.monotonic() + 15
    while (_dgraph_pids(data_dir) or DgraphPorts(offset).busy()) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _dgraph_pids(data_dir) == []
    assert DgraphPorts(offset).busy() == []
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        try:
            grpc.channel_ready_future(channel).result(timeout=1)
            raise AssertionError("the kg port still accepts connections")
        except grpc.FutureTimeoutError:
            pass
