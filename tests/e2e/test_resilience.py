"""Dgraph's alpha killed (-9) under a stream of writes: kg answers UNAVAILABLE during the outage and its health says
NOT_SERVING, it recovers without a restart of its own (SERVING again), and every write it acknowledged is readable
afterwards. A kg started while its alpha is down waits for it (KG_DGRAPH_START_WAIT_SECONDS) and then serves."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from kg.client import KgClient, KgRpcError
from kg.dgraph import DgraphLauncher
from tests.e2e.helpers import waits_for_its_alpha_then_serves
from tests.support.processes import ServerProcess, kg_server, running_dgraph
from tests.support.tenants import Tokens, write_tokens


async def until_health(target: str, status: int, timeout: float = 30.0) -> None:
    """Wait until kg's health reports `status` (it checks Dgraph every few seconds)."""
    deadline = time.monotonic() + timeout
    async with grpc.aio.insecure_channel(target) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        while (await stub.Check(health_pb2.HealthCheckRequest(), timeout=2)).status != status:
            assert time.monotonic() < deadline, f"health did not turn {status} within {timeout}s"
            await asyncio.sleep(0.2)


@pytest.fixture
def own_dgraph(dgraph_binary: Path) -> Iterator[DgraphLauncher]:
    with running_dgraph(dgraph_binary, "resilience") as launcher:
        yield launcher


async def test_alpha_killed_mid_stream_then_restarted(own_dgraph: DgraphLauncher) -> None:
    tokens: Tokens = write_tokens(own_dgraph.data_dir / "tokens.json")
    server = ServerProcess(
        own_dgraph,
        own_dgraph.data_dir / "logs" / "kg.log",
        KG_TOKENS_FILE=str(tokens.path),
        KG_DGRAPH_TIMEOUT_SECONDS="3",
    ).start()
    acknowledged: list[str] = []
    failures: Counter[grpc.StatusCode] = Counter()
    phase = {"name": "before"}
    successes_after: list[float] = []
    try:
        async with KgClient(server.target, tokens["admin"], timeout=5) as kg:
            stop, warmed, recovered = asyncio.Event(), asyncio.Event(), asyncio.Event()

            async def writer() -> None:
                i = 0
                while not stop.is_set():
                    i += 1
                    try:
                        node = await kg.create_node(f"durable {i}")
                        acknowledged.append(node.uid)
                        if len(acknowledged) >= 20:
                            warmed.set()
                        if phase["name"] == "after":
                            successes_after.append(time.monotonic())
                            if len(successes_after) >= 20:
                                recovered.set()
                    except KgRpcError as exc:
                        failures[exc.code] += 1
                        await asyncio.sleep(0.05)

            task = asyncio.create_task(writer())
            await warmed.wait()
            own_dgraph.kill_alpha()
            phase["name"] = "outage"
            await until_health(server.target, health_pb2.HealthCheckResponse.NOT_SERVING)
            # From this thread: the kernel ties a child's parent-death signal to the thread that started it.
            own_dgraph.restart_alpha()
            phase["name"] = "after"
            await until_health(server.target, health_pb2.HealthCheckResponse.SERVING)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(recovered.wait(), 60)
            stop.set()
            await task

            assert failures[grpc.StatusCode.UNAVAILABLE] > 0, failures
            assert set(failures) <= {grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED}, failures
            assert len(successes_after) >= 20  # recovered, with the same kg process
            assert server.proc is not None and server.proc.poll() is None
            missing = []
            for uid in acknowledged:
                try:
                    await kg.get_node(uid)
                except KgRpcError:
                    missing.append(uid)
            assert missing == [], f"{len(missing)} of {len(acknowledged)} acknowledged writes were lost"
    finally:
        server.stop()


async def test_kg_started_before_its_alpha_waits_for_it_then_serves(own_dgraph: DgraphLauncher) -> None:
    tokens: Tokens = write_tokens(own_dgraph.data_dir / "tokens.json")
    own_dgraph.kill_alpha()
    wait = {"KG_DGRAPH_START_WAIT_SECONDS": "120", "KG_DGRAPH_TIMEOUT_SECONDS": "3"}
    server = kg_server(own_dgraph, tokens, "kg-early", **wait).spawn()
    await waits_for_its_alpha_then_serves(server, own_dgraph, tokens["admin"])
