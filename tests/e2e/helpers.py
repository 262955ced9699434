"""Small helpers for end-to-end tests."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import urllib.request
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import grpc
import pytest

from kg.client import KgClient, KgRpcError
from kg.dgraph import DgraphLauncher
from tests.support.processes import ServerProcess, log_says


def unique(label: str) -> str:
    """A name no other test uses, so tests sharing one Dgraph never see each other's data."""
    return f"{label} {uuid.uuid4().hex[:10]}"


async def eventually(check: Callable[[], Awaitable[bool]], seconds: float = 30.0) -> bool:
    """Whether `check` holds within `seconds`, asked every 0.1 s."""
    for _ in range(max(int(seconds * 10), 1)):
        if await check():
            return True
        await asyncio.sleep(0.1)
    return False


async def anchored(client: KgClient, question: str, uid: str) -> bool:
    """Whether Recall anchors `question` on node `uid`."""
    return uid in [a.uid for a in (await client.recall(question)).anchors]


async def rpc_error(call: Awaitable[Any], code: grpc.StatusCode) -> KgRpcError:
    with pytest.raises(KgRpcError) as caught:
        await call
    assert caught.value.code == code, caught.value
    return caught.value


def ratel_query(dgraph: DgraphLauncher, dql: str) -> dict[str, Any]:
    """A DQL query sent to alpha's HTTP /query, as Ratel sends it."""
    request = urllib.request.Request(  # noqa: S310 - loopback
        f"{dgraph.http_url}/query",
        data=dql.encode(),
        headers={"Content-Type": "application/dql"},
    )
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310
        data: dict[str, Any] = json.loads(resp.read())["data"]
        return data


async def waits_for_its_alpha_then_serves(server: ServerProcess, dgraph: DgraphLauncher, token: str) -> None:
    """`server`, spawned while `dgraph`'s alpha is down: it logs that it waits and stays up; once the alpha is
    restarted it serves, and writes."""
    try:
        assert log_says(server.log_path, "dgraph.waiting", 60), server.log_path.read_text()[-2000:]
        assert server.proc is not None and server.proc.poll() is None  # waiting, not gone
        # From this thread: the kernel ties a child's parent-death signal to the thread that started it.
        dgraph.restart_alpha()
        server.until_serving()
        async with KgClient(server.target, token) as kg:
            node = await kg.create_node(unique("Early"))
            assert (await kg.get_node(node.uid)).name == node.name
    finally:
        assert server.stop() == 0


async def kg_command(dgraph: DgraphLauncher, *args: str) -> tuple[int, str]:
    """`kg ARGS` run as a process against `dgraph` (a job): its exit code and what it printed."""
    env = {**os.environ, "KG_DGRAPH_ADDR": dgraph.alpha_addr, "KG_LOG_FORMAT": "console"}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "kg", *args, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await asyncio.wait_for(process.communicate(), 300)
    assert process.returncode is not None
    return process.returncode, out.decode()
