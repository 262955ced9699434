"""SIGTERM under load: health turns NOT_SERVING first, calls already in flight finish, nothing is lost."""

from __future__ import annotations

import asyncio
import json
import signal
import time

import grpc
import pydgraph
from grpc_health.v1 import health_pb2, health_pb2_grpc

from kg.client import KgClient, KgRpcError, new_node
from kg.dgraph import DgraphLauncher
from tests.e2e.helpers import unique
from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens


async def _watch_health(target: str, seen: list[tuple[float, int]]) -> None:
    async with grpc.aio.insecure_channel(target) as channel:
        try:
            async for reply in health_pb2_grpc.HealthStub(channel).Watch(health_pb2.HealthCheckRequest()):
                seen.append((time.monotonic(), reply.status))
                if reply.status == health_pb2.HealthCheckResponse.NOT_SERVING:
                    return  # as a load balancer would: stop watching a server that is going away
        except grpc.aio.AioRpcError:
            pass  # the server went away


async def test_sigterm_lets_in_flight_calls_finish_after_health_says_not_serving(
    dgraph: DgraphLauncher, tokens: Tokens
) -> None:
    server = ServerProcess(
        dgraph, dgraph.data_dir / "logs" / "kg-shutdown.log", KG_TOKENS_FILE=str(tokens.path), KG_GRACE_SECONDS="30"
    ).start()
    assert server.proc is not None
    health: list[tuple[float, int]] = []
    watcher = asyncio.create_task(_watch_health(server.target, health))
    tag = unique("shutdown").replace(" ", "-")
    finished: list[tuple[float, list[str]]] = []
    refused: list[grpc.StatusCode] = []
    first_done = asyncio.Event()

    async with KgClient(server.target, tokens["admin"], timeout=60) as kg:

        async def batch(i: int) -> None:
            try:
                created = await kg.create_nodes([new_node(f"{tag} {i}.{j}", tags=[tag]) for j in range(300)])
                finished.append((time.monotonic(), [n.uid for n in created.nodes]))
                first_done.set()
            except KgRpcError as exc:
                refused.append(exc.code)

        calls = [asyncio.create_task(batch(i)) for i in range(10)]
        await first_done.wait()
        term_sent = time.monotonic()
        server.proc.send_signal(signal.SIGTERM)
        await asyncio.gather(*calls)
    exit_code = await asyncio.to_thread(server.proc.wait, 60)
    await watcher

    assert exit_code == 0
    assert set(refused) <= {grpc.StatusCode.UNAVAILABLE}  # only calls that arrived after the server closed
    assert any(at > term_sent for at, _ in finished), "no call was still in flight at SIGTERM"
    not_serving = [at for at, status in health if status == health_pb2.HealthCheckResponse.NOT_SERVING]
    assert not_serving and not_serving[0] < max(at for at, _ in finished)  # health first, then calls drained
    # Every acknowledged node is in Dgraph.
    raw = pydgraph.AsyncDgraphClient(pydgraph.AsyncDgraphClientStub(dgraph.alpha_addr))
    resp = await raw.txn(read_only=True).query(
        "query q($t: string) { n(func: eq(tags, $t)) { count(uid) } }", variables={"$t": tag}
    )
    await raw.close()
    assert json.loads(resp.json)["n"][0]["count"] == sum(len(uids) for _, uids in finished)
