"""kg to Dgraph over TLS: an alpha that serves TLS only and requires client certificates (REQUIREANDVERIFY).

kg works through it with the CA and a client certificate, and without them stops at start with a message naming
the settings to check, instead of serving calls that could never reach Dgraph.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from kg.client import KgClient
from kg.dgraph import DgraphLauncher
from kg.dgraph.alpha_tls import AlphaTls
from tests.e2e.helpers import unique
from tests.support.certs import KeyPair, TestCa
from tests.support.processes import ServerProcess, kg_server, running_dgraph
from tests.support.tenants import Tokens


@pytest.fixture(scope="module")
def dgraph_ca(tmp_path_factory: pytest.TempPathFactory) -> TestCa:
    return TestCa.create(tmp_path_factory.mktemp("dgraph-tls"), "dgraph")


@pytest.fixture(scope="module")
def kg_client_pair(dgraph_ca: TestCa) -> KeyPair:
    return dgraph_ca.issue("kg-to-dgraph", "kg.test.internal")


@pytest.fixture(scope="module")
def tls_dgraph(dgraph_binary: Path, dgraph_ca: TestCa, kg_client_pair: KeyPair) -> Iterator[DgraphLauncher]:
    alpha = dgraph_ca.issue("alpha", "127.0.0.1", "localhost")
    tls = AlphaTls(
        dgraph_ca.cert,
        alpha.cert,
        alpha.key,
        client_auth="REQUIREANDVERIFY",
        client_cert=kg_client_pair.cert,
        client_key=kg_client_pair.key,
    )
    with running_dgraph(dgraph_binary, "dgraph-tls", alpha_tls=tls) as launcher:
        yield launcher


def _server(dgraph: DgraphLauncher, tokens: Tokens, name: str, **env: str) -> ServerProcess:
    return kg_server(dgraph, tokens, name, KG_EXTRACTION_MODEL="false", KG_EMBEDDINGS="false", **env)


def test_the_local_alpha_serves_https_only(tls_dgraph: DgraphLauncher) -> None:
    assert tls_dgraph.http_url.startswith("https://")
    assert tls_dgraph.is_healthy()  # with the CA and the client certificate the launcher holds


async def test_kg_works_through_an_alpha_that_requires_tls(
    tls_dgraph: DgraphLauncher, tokens: Tokens, dgraph_ca: TestCa, kg_client_pair: KeyPair
) -> None:
    server = _server(
        tls_dgraph,
        tokens,
        "kg-dgraph-tls",
        KG_DGRAPH_TLS_CA_FILE=str(dgraph_ca.cert),
        KG_DGRAPH_TLS_CERT_FILE=str(kg_client_pair.cert),
        KG_DGRAPH_TLS_KEY_FILE=str(kg_client_pair.key),
    ).start()  # applies the schema through TLS
    try:
        name = unique("Tilda")
        async with KgClient(server.target, tokens["admin"]) as kg:
            created = await kg.create_node(name)
            assert [n.uid for n in await kg.find_node_by_name(name)] == [created.uid]
    finally:
        assert server.stop() == 0


async def _failed_start(server: ServerProcess) -> str:
    # A setting that cannot work fails like an alpha that does not answer: after the start wait, kept short here.
    env = {**server.env, "KG_DGRAPH_START_WAIT_SECONDS": "1"}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "kg", "serve", env=env, stderr=subprocess.PIPE)
    _, stderr = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 2, stderr.decode()[-2000:]
    message = stderr.decode()
    assert f"cannot reach Dgraph at {server.env['KG_DGRAPH_ADDR']}" in message
    assert "Traceback" not in message
    return message


async def test_without_the_ca_kg_stops_at_start_naming_the_setting(tls_dgraph: DgraphLauncher, tokens: Tokens) -> None:
    message = await _failed_start(_server(tls_dgraph, tokens, "kg-dgraph-no-ca", KG_DGRAPH_TLS="true"))
    assert "CERTIFICATE_VERIFY_FAILED" in message and "KG_DGRAPH_TLS_CA_FILE must name the CA" in message


async def test_without_a_client_certificate_kg_stops_at_start(
    tls_dgraph: DgraphLauncher, tokens: Tokens, dgraph_ca: TestCa
) -> None:
    server = _server(tls_dgraph, tokens, "kg-dgraph-no-cert", KG_DGRAPH_TLS_CA_FILE=str(dgraph_ca.cert))
    assert "KG_DGRAPH_TLS_CERT_FILE" in await _failed_start(server)


async def test_in_plain_text_kg_stops_at_start_pointing_at_tls(tls_dgraph: DgraphLauncher, tokens: Tokens) -> None:
    message = await _failed_start(_server(tls_dgraph, tokens, "kg-dgraph-plain"))
    assert "if alpha serves TLS, set KG_DGRAPH_TLS_CA_FILE" in message
