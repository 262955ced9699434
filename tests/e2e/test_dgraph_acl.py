"""kg against a Dgraph that runs with ACL (deploy/docker-compose.acl.yml): kg logs in as KG_DGRAPH_USER, keeps
working after its access token expires (pydgraph renews it), reads a snapshot across several queries (Dgraph signs
a read timestamp for the caller's namespace: a later read at it must carry that signature), and at start waits for
an alpha that is not up yet, login included. A refused login stops kg at once, naming the settings to check.

The access tokens here live 3 seconds and the refresh tokens 6, so that their renewal, and a login again once the
refresh token has expired too, happen within a test.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pydgraph
import pytest

from kg.client import KgClient
from kg.dgraph import DgraphLauncher
from kg.store.alphas import RELOGIN_REFUSED_SECONDS
from tests.e2e.helpers import rpc_error, unique, waits_for_its_alpha_then_serves
from tests.support.dgraph_acl import add_guardian, login, set_password
from tests.support.processes import kg_server, log_says, running_dgraph
from tests.support.tenants import Tokens, write_tokens

ACCESS_TTL_SECONDS = 3
REFRESH_TTL_SECONDS = 6
GROOT = {"KG_DGRAPH_USER": "groot", "KG_DGRAPH_PASSWORD": "password"}  # the user a new ACL alpha creates


async def _groot_can_log_in(alpha_addr: str, timeout: float = 60.0) -> None:
    """Wait for groot: a new alpha creates it a few seconds after it first reports healthy."""
    stub = pydgraph.AsyncDgraphClientStub(alpha_addr)
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                await pydgraph.AsyncDgraphClient(stub).login(GROOT["KG_DGRAPH_USER"], GROOT["KG_DGRAPH_PASSWORD"])
                return
            except Exception:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.5)
    finally:
        await stub.close()


@pytest.fixture(scope="module")
def acl_dgraph(dgraph_binary: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DgraphLauncher]:
    secret = tmp_path_factory.mktemp("dgraph-acl") / "hmac-secret"
    secret.write_text("kg-test-acl-secret-of-32-bytes!!")  # Dgraph wants at least 32 bytes
    flags = ["--acl", f"secret-file={secret}; access-ttl={ACCESS_TTL_SECONDS}s; refresh-ttl={REFRESH_TTL_SECONDS}s;"]
    with running_dgraph(dgraph_binary, "dgraph-acl", alpha_flags=flags) as launcher:
        asyncio.run(_groot_can_log_in(launcher.alpha_addr))
        yield launcher


@pytest.fixture(scope="module")
def acl_tokens(acl_dgraph: DgraphLauncher) -> Tokens:
    return write_tokens(acl_dgraph.data_dir / "tokens.json")


def test_the_alpha_refuses_a_client_that_has_not_logged_in(acl_dgraph: DgraphLauncher) -> None:
    async def query() -> None:
        stub = pydgraph.AsyncDgraphClientStub(acl_dgraph.alpha_addr)
        try:
            await pydgraph.AsyncDgraphClient(stub).txn(read_only=True).query("{ q(func: uid(0x1)) { uid } }")
        finally:
            await stub.close()

    with pytest.raises(Exception, match="no accessJwt"):  # so the tests below go through kg's login
        asyncio.run(query())


async def test_kg_logs_in_and_remembers_and_recalls_after_its_token_expires(
    acl_dgraph: DgraphLauncher, acl_tokens: Tokens
) -> None:
    server = kg_server(acl_dgraph, acl_tokens, "kg-acl", **GROOT).start()  # schema applied as groot
    try:
        speaker = unique("Maren")
        async with KgClient(server.target, acl_tokens["admin"]) as kg:
            said = await kg.ingest("I took up the cello last spring.", speaker=speaker)
            await asyncio.sleep(ACCESS_TTL_SECONDS + 1)  # kg's access token has expired by now
            node = await kg.create_node(unique("Oskar"))
            assert (await kg.get_node(node.uid)).name == node.name
            # Recall reads one snapshot in several queries, side by side: each must carry the timestamp's signature.
            recalled = await kg.recall(f"What instrument does {speaker} play?", top_k=5)
            assert said.episode.uid in [i.provenance.episode_uid for i in recalled.items]
    finally:
        assert server.stop() == 0


async def test_kg_left_idle_past_its_refresh_token_logs_in_again_and_serves(
    acl_dgraph: DgraphLauncher, acl_tokens: Tokens
) -> None:
    """pydgraph renews an access token with the refresh token; once that has expired too (Dgraph's refresh-ttl, 30
    days by default, without a call) Dgraph refused every call until kg restarted."""
    server = kg_server(acl_dgraph, acl_tokens, "kg-acl-idle", **GROOT).start()
    try:
        async with KgClient(server.target, acl_tokens["admin"]) as kg:
            node = await kg.create_node(unique("Ilse"))
            await asyncio.sleep(REFRESH_TTL_SECONDS + 2)  # both of kg's tokens have expired by now
            assert (await kg.get_node(node.uid)).name == node.name
            said = await kg.ingest("I started learning the oboe.", speaker=node.name)
            recalled = await kg.recall(f"What is {node.name} learning?", top_k=5)
            assert said.episode.uid in [i.provenance.episode_uid for i in recalled.items]
        assert log_says(server.log_path, "dgraph.logged_in_again", 5), server.log_path.read_text()[-2000:]
    finally:
        assert server.stop() == 0


async def test_a_login_refused_once_the_tokens_expired_is_unavailable_naming_the_settings_until_mended(
    acl_dgraph: DgraphLauncher, acl_tokens: Tokens
) -> None:
    """kg's user had its password changed in Dgraph: once kg's tokens have expired, its login again is refused.
    Calls are UNAVAILABLE naming the settings to check (before: Dgraph's "invalid username or password", INTERNAL),
    the next one within RELOGIN_REFUSED_SECONDS without another login; with the password put back, kg logs in again
    without a restart."""
    alpha, user, password = acl_dgraph.http_url, unique("kg").replace(" ", "-"), "first-password"
    add_guardian(alpha, login(alpha, "groot", "password"), user, password)
    server = kg_server(acl_dgraph, acl_tokens, "kg-acl-changed", KG_DGRAPH_USER=user, KG_DGRAPH_PASSWORD=password)
    server.start()
    try:
        async with KgClient(server.target, acl_tokens["admin"]) as kg:
            node = await kg.create_node(unique("Greta"))
            set_password(alpha, login(alpha, "groot", "password"), user, "second-password")
            await asyncio.sleep(REFRESH_TTL_SECONDS + 2)  # both of kg's tokens have expired by now
            for _ in range(2):
                refused = await rpc_error(kg.get_node(node.uid), grpc.StatusCode.UNAVAILABLE)
                assert f"KG_DGRAPH_USER {user!r}" in refused.message, refused.message
                assert "KG_DGRAPH_PASSWORD" in refused.message and "invalid username or password" in refused.message
            assert server.log_path.read_text().count('"event": "dgraph.login_refused"') == 1  # the second: cool-down
            set_password(alpha, login(alpha, "groot", "password"), user, password)
            await asyncio.sleep(RELOGIN_REFUSED_SECONDS + 1)
            assert (await kg.get_node(node.uid)).name == node.name
        assert log_says(server.log_path, "dgraph.logged_in_again", 5), server.log_path.read_text()[-2000:]
    finally:
        assert server.stop() == 0


async def test_a_refused_login_stops_kg_at_start_naming_the_settings(
    acl_dgraph: DgraphLauncher, acl_tokens: Tokens
) -> None:
    # A start wait far longer than kg's own start (imports, models: seconds, more on a busy machine), so that a
    # retried login cannot pass for a refused one.
    server = kg_server(
        acl_dgraph,
        acl_tokens,
        "kg-acl-refused",
        KG_DGRAPH_USER="groot",
        KG_DGRAPH_PASSWORD="wrong",
        KG_DGRAPH_START_WAIT_SECONDS="300",
    )
    started = time.monotonic()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "kg", "serve", env=server.env, stderr=subprocess.PIPE
    )
    _, stderr = await asyncio.wait_for(proc.communicate(), 200)
    message = stderr.decode()
    assert proc.returncode == 2, message[-2000:]
    assert "Dgraph refused the login of KG_DGRAPH_USER 'groot'" in message
    assert "KG_DGRAPH_PASSWORD" in message and "Traceback" not in message
    # Not retried: a wrong password is not an alpha that is still starting.
    assert time.monotonic() - started < 150


async def test_kg_started_before_its_alpha_waits_then_logs_in(acl_dgraph: DgraphLauncher, acl_tokens: Tokens) -> None:
    acl_dgraph.kill_alpha()
    wait = {"KG_DGRAPH_START_WAIT_SECONDS": "120", "KG_DGRAPH_TIMEOUT_SECONDS": "3"}
    server = kg_server(acl_dgraph, acl_tokens, "kg-acl-early", **wait, **GROOT).spawn()
    await waits_for_its_alpha_then_serves(server, acl_dgraph, acl_tokens["admin"])  # the login included
