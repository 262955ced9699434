"""Reads count as accesses, written behind in batches: through the real server, checked in Dgraph itself
(polling Dgraph directly, because a GetNode to look would itself be an access)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pydgraph
import pytest

from kg.client import KgClient
from kg.dgraph import DgraphLauncher
from tests.e2e.helpers import unique
from tests.support.processes import ServerProcess
from tests.support.records import stored
from tests.support.tenants import Tokens


@pytest.fixture
async def dg(dgraph: DgraphLauncher) -> AsyncIterator[pydgraph.AsyncDgraphClient]:
    client = pydgraph.AsyncDgraphClient(pydgraph.AsyncDgraphClientStub(dgraph.alpha_addr))
    yield client
    await client.close()


async def activation_values(dg: pydgraph.AsyncDgraphClient, uid: str) -> dict[str, Any]:
    return await stored(dg, uid, "activation activation_base activation_at access_count")


async def until_count(dg: pydgraph.AsyncDgraphClient, uid: str, count: int, timeout: float = 15.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        values = await activation_values(dg, uid)
        if values.get("access_count", 0) >= count or time.monotonic() > deadline:
            return values
        await asyncio.sleep(0.1)


async def flushes_after(client: KgClient, dg: pydgraph.AsyncDgraphClient, rounds: int) -> None:
    """Wait until the server's access buffer has written `rounds` more batches, each seen by an access of a node of
    its own landing in Dgraph: a buffer writes everything pending in one flush, so whatever was recorded before the
    marker's access is written by then. (A fixed sleep "past a flush" could end before one on a busy machine, and a
    check that nothing more was counted then passed without a flush to count it.)"""
    marker = await client.create_node(unique("Flush marker"))
    for n in range(1, rounds + 1):
        await client.get_node(marker.uid)
        assert (await until_count(dg, marker.uid, n))["access_count"] == n


async def test_a_thousand_concurrent_reads_of_one_node_count_exactly_a_thousand(
    client: KgClient, dg: pydgraph.AsyncDgraphClient
) -> None:
    node = await client.create_node(unique("Hot"))
    read = await asyncio.gather(*(client.get_node(node.uid) for _ in range(1000)))
    assert {n.uid for n in read} == {node.uid}
    assert (await until_count(dg, node.uid, 1000))["access_count"] == 1000
    await flushes_after(client, dg, 2)  # two more flushes: nothing is counted twice
    after = await activation_values(dg, node.uid)
    assert after["access_count"] == 1000
    assert after["activation"] == pytest.approx(1.0)  # 0.5 + 1000 boosts, capped at the maximum


async def test_find_search_and_neighbourhood_count_as_accesses(
    client: KgClient, dg: pydgraph.AsyncDgraphClient
) -> None:
    word = f"zq{unique('').strip()[:8]}"
    a = await client.create_node(f"{word} Ann")
    b = await client.create_node(unique("Ben"), description=f"knows {word}")
    await client.create_edge("KNOWS", a.uid, b.uid)
    await client.find_node_by_name(a.name)  # a: 1
    await client.search_nodes(word)  # a: 2, b: 1
    hood = await client.get_neighbourhood(a.uid, depth=1)  # a: 3, b: 2
    assert {n.uid for n in hood.nodes} == {a.uid, b.uid}
    assert (await until_count(dg, a.uid, 3))["access_count"] == 3
    b_values = await until_count(dg, b.uid, 2)
    assert b_values["access_count"] == 2
    assert b_values["activation"] == pytest.approx(0.7)


async def test_high_activation_listing_is_not_an_access(client: KgClient, dg: pydgraph.AsyncDgraphClient) -> None:
    node = await client.create_node(unique("Ranked"), activation=0.97)
    assert node.uid in [n.uid for n in await client.high_activation_nodes(0.96, limit=1000)]
    await flushes_after(client, dg, 1)  # an access the listing had recorded would be written by now
    assert (await activation_values(dg, node.uid))["access_count"] == 0


async def test_increment_access_count_is_immediate(client: KgClient, dg: pydgraph.AsyncDgraphClient) -> None:
    node = await client.create_node(unique("Explicit"))
    bumped = await client.increment_access_count(node.uid)
    values = await activation_values(dg, node.uid)  # no waiting for a flush
    assert (bumped.access_count, values["access_count"]) == (1, 1)
    assert values["activation"] == values["activation_base"] == pytest.approx(0.6)


async def test_accesses_pending_at_shutdown_are_written(
    dgraph: DgraphLauncher, tokens: Tokens, dg: pydgraph.AsyncDgraphClient
) -> None:
    server = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-access-flush.log",
        KG_TOKENS_FILE=str(tokens.path),
        KG_DECAY_SCHEDULER="false",
        KG_ACCESS_FLUSH_SECONDS="3600",
        KG_ACCESS_BATCH_SIZE="100000",
    ).start()
    try:
        async with KgClient(server.target, tokens["admin"]) as kg:
            node = await kg.create_node(unique("Shutdown"))
            for _ in range(5):
                await kg.get_node(node.uid)
        await asyncio.sleep(0.5)
        assert (await activation_values(dg, node.uid))["access_count"] == 0  # still buffered
    finally:
        assert server.stop() == 0
    assert (await activation_values(dg, node.uid))["access_count"] == 5


async def test_kg_serve_runs_the_decay_on_its_schedule(
    dgraph: DgraphLauncher, tokens: Tokens, dg: pydgraph.AsyncDgraphClient
) -> None:
    server = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-scheduler.log",
        KG_TOKENS_FILE=str(tokens.path),
        KG_DECAY_SCHEDULER="true",
        KG_DECAY_SCHEDULE="every 1",
    ).start()
    try:
        async with KgClient(server.target, tokens["admin"]) as kg:
            node = await kg.create_node(unique("Forgotten"))
        at = datetime.now(UTC) - timedelta(days=3)
        await dg.txn().mutate(
            set_obj={"uid": node.uid, "activation_base": 0.5, "activation_at": at.isoformat()}, commit_now=True
        )
        for _ in range(300):  # the schedule fires every second; a minute at most on a busy machine
            if (await activation_values(dg, node.uid))["activation"] != 0.5:
                break
            await asyncio.sleep(0.2)
        assert (await activation_values(dg, node.uid))["activation"] == pytest.approx(0.5 * 0.95**2, abs=1e-4), (
            server.log_path.read_text()[-3000:]
        )
    finally:
        server.stop()
    assert '"decay.finished"' in server.log_path.read_text()
