"""TLS on kg's gRPC port, against real `kg serve` processes with certificates made at test time.

One server serves TLS, one mutual TLS (client certificates signed by a separate client CA). The bearer token is
required on both. A plain-text health port answers probes that cannot speak TLS.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from kg.client import KgClient, KgRpcError
from kg.dgraph import DgraphLauncher
from kg.tls import ClientTls
from tests.e2e.helpers import unique
from tests.support.certs import KeyPair, TestCa
from tests.support.processes import ServerProcess, free_port
from tests.support.tenants import Tokens

SERVER_NAMES = ("127.0.0.1", "localhost", "kg.test.internal")
# Tests of refusals use a short timeout: a refused handshake is UNAVAILABLE at once, never a wait.
QUICK = 10.0


@pytest.fixture(scope="module")
def certs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("tls")


@pytest.fixture(scope="module")
def server_ca(certs: Path) -> TestCa:
    return TestCa.create(certs, "server")


@pytest.fixture(scope="module")
def client_ca(certs: Path) -> TestCa:
    return TestCa.create(certs, "clients")


@pytest.fixture(scope="module")
def server_pair(server_ca: TestCa) -> KeyPair:
    return server_ca.issue("kg-server", *SERVER_NAMES)


def _start(dgraph: DgraphLauncher, tokens: Tokens, name: str, tls: ClientTls, **env: str) -> ServerProcess:
    # No NLP model or embeddings: these servers only answer node calls, and start faster without them.
    return ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / f"{name}.log",
        tls=tls,
        KG_TOKENS_FILE=str(tokens.path),
        KG_DECAY_SCHEDULER="false",
        KG_EXTRACTION_MODEL="false",
        KG_EMBEDDINGS="false",
        **env,
    ).start()


@pytest.fixture(scope="module")
def health_port() -> int:
    return free_port()


@pytest.fixture(scope="module")
def tls_server(
    dgraph: DgraphLauncher, tokens: Tokens, server_ca: TestCa, server_pair: KeyPair, health_port: int
) -> Iterator[ServerProcess]:
    process = _start(
        dgraph,
        tokens,
        "kg-tls",
        server_ca.client_tls(),
        KG_TLS_CERT_FILE=str(server_pair.cert),
        KG_TLS_KEY_FILE=str(server_pair.key),
        KG_HEALTH_PORT=str(health_port),
    )
    yield process
    process.stop()


@pytest.fixture(scope="module")
def client_pair(client_ca: TestCa) -> KeyPair:
    return client_ca.issue("kg-client", "client.test.internal")


@pytest.fixture(scope="module")
def mtls_server(
    dgraph: DgraphLauncher,
    tokens: Tokens,
    server_ca: TestCa,
    server_pair: KeyPair,
    client_ca: TestCa,
    client_pair: KeyPair,
) -> Iterator[ServerProcess]:
    process = _start(
        dgraph,
        tokens,
        "kg-mtls",
        server_ca.client_tls(client_pair),
        KG_TLS_CERT_FILE=str(server_pair.cert),
        KG_TLS_KEY_FILE=str(server_pair.key),
        KG_TLS_CLIENT_CA_FILE=str(client_ca.cert),
    )
    yield process
    process.stop()


async def _refusal(target: str, token: str | None, tls: ClientTls | bool | None) -> grpc.StatusCode:
    async with KgClient(target, token, timeout=QUICK, tls=tls) as kg:
        with pytest.raises(KgRpcError) as refused:
            await kg.find_node_by_name("anyone")
    return refused.value.code


# --- TLS ---------------------------------------------------------------------------------------------


async def test_a_client_trusting_the_servers_ca_works(
    tls_server: ServerProcess, tokens: Tokens, server_ca: TestCa
) -> None:
    name = unique("Tess")
    async with KgClient(tls_server.target, tokens["admin"], tls=server_ca.client_tls()) as kg:
        created = await kg.create_node(name)
        assert (await kg.get_node(created.uid)).name == name


def test_the_server_logs_how_it_serves(tls_server: ServerProcess, mtls_server: ServerProcess) -> None:
    assert '"tls": "on"' in tls_server.log_path.read_text()
    assert '"tls": "mutual"' in mtls_server.log_path.read_text()


async def test_plain_text_is_refused_on_the_tls_port(tls_server: ServerProcess, tokens: Tokens) -> None:
    assert await _refusal(tls_server.target, tokens["admin"], None) == grpc.StatusCode.UNAVAILABLE


async def test_a_client_trusting_another_ca_fails_unavailable(
    tls_server: ServerProcess, tokens: Tokens, client_ca: TestCa
) -> None:
    assert await _refusal(tls_server.target, tokens["admin"], client_ca.client_tls()) == grpc.StatusCode.UNAVAILABLE
    # The public roots do not know the test CA either.
    assert await _refusal(tls_server.target, tokens["admin"], True) == grpc.StatusCode.UNAVAILABLE


async def test_server_name_override_checks_the_name_in_the_certificate(
    tls_server: ServerProcess, tokens: Tokens, server_ca: TestCa
) -> None:
    named = server_ca.client_tls(server_name="kg.test.internal")
    async with KgClient(tls_server.target, tokens["admin"], tls=named) as kg:
        assert await kg.find_node_by_name(unique("nobody")) == []
    wrong = server_ca.client_tls(server_name="elsewhere.test.internal")
    assert await _refusal(tls_server.target, tokens["admin"], wrong) == grpc.StatusCode.UNAVAILABLE


async def test_the_token_is_still_required_over_tls(tls_server: ServerProcess, server_ca: TestCa) -> None:
    assert await _refusal(tls_server.target, None, server_ca.client_tls()) == grpc.StatusCode.UNAUTHENTICATED


def test_the_blocking_client_speaks_tls(tls_server: ServerProcess, tokens: Tokens, server_ca: TestCa) -> None:
    from kg.client import KgSyncClient

    with KgSyncClient(tls_server.target, tokens["admin"], tls=server_ca.client_tls()) as kg:
        assert kg.find_node_by_name(unique("nobody")) == []


async def test_the_plain_health_port_answers_while_the_api_port_is_tls(
    tls_server: ServerProcess, health_port: int
) -> None:
    async with grpc.aio.insecure_channel(f"127.0.0.1:{health_port}") as channel:
        reply = await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=QUICK)
        assert reply.status == health_pb2.HealthCheckResponse.SERVING
        # It serves health alone: kg's own services are not reachable in plain text through it.
        with pytest.raises(grpc.aio.AioRpcError) as other:
            await channel.unary_unary("/kg.v1.GraphService/ListEdgeTypes")(b"", timeout=QUICK)
        assert other.value.code() == grpc.StatusCode.UNIMPLEMENTED


@pytest.mark.parametrize("compose_file", ["docker-compose.yml", "deploy/docker-compose.cluster.yml"])
def test_the_compose_health_check_passes_against_a_tls_server(
    tls_server: ServerProcess, health_port: int, compose_file: str
) -> None:
    """The compose files' health check command, run as written but aimed at this server's health port."""
    import yaml

    kg = yaml.safe_load((Path(__file__).resolve().parents[2] / compose_file).read_text())["services"]["kg"]
    cmd, python, flag, code = kg["healthcheck"]["test"]
    assert (cmd, python, flag) == ("CMD", "python", "-c")
    aimed = code.replace(f"127.0.0.1:{kg['environment']['KG_HEALTH_PORT']}", f"127.0.0.1:{health_port}")
    assert aimed != code
    assert subprocess.run([sys.executable, "-c", aimed], timeout=30, check=False).returncode == 0


def _kg_export(
    target: str, token: str, out: Path, *tls_args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    command = [
        sys.executable,
        "-m",
        "kg",
        "export",
        "--target",
        target,
        "--token",
        token,
        "--out",
        str(out),
        "--timeout",
        str(QUICK),
        *tls_args,
    ]
    return subprocess.run(
        command, capture_output=True, text=True, timeout=60, check=False, env={**os.environ, **(env or {})}
    )


def test_the_cli_connects_with_tls_options(
    tls_server: ServerProcess, tokens: Tokens, server_ca: TestCa, tmp_path: Path
) -> None:
    out = tmp_path / "export.jsonl"
    done = _kg_export(tls_server.target, tokens["admin"], out, "--tls-ca", str(server_ca.cert))
    assert done.returncode == 0, done.stderr
    assert "records written" in done.stderr and out.exists()
    plain = _kg_export(tls_server.target, tokens["admin"], out)
    assert plain.returncode == 1 and "UNAVAILABLE" in plain.stderr


def test_the_cli_names_an_unusable_ca_file(tls_server: ServerProcess, tokens: Tokens, tmp_path: Path) -> None:
    done = _kg_export(
        tls_server.target, tokens["admin"], tmp_path / "out.jsonl", "--tls-ca", str(tmp_path / "missing.pem")
    )
    assert done.returncode == 2 and "cannot read the CA certificate" in done.stderr
    assert not (tmp_path / "out.jsonl").exists()


# --- mutual TLS --------------------------------------------------------------------------------------


async def test_mutual_tls_refuses_a_client_without_a_certificate(
    mtls_server: ServerProcess, tokens: Tokens, server_ca: TestCa
) -> None:
    assert await _refusal(mtls_server.target, tokens["admin"], server_ca.client_tls()) == grpc.StatusCode.UNAVAILABLE


async def test_mutual_tls_refuses_a_certificate_the_client_ca_did_not_sign(
    mtls_server: ServerProcess, tokens: Tokens, server_ca: TestCa
) -> None:
    stranger = server_ca.issue("stranger", "client.test.internal")  # a valid certificate, from the wrong CA
    refused = await _refusal(mtls_server.target, tokens["admin"], server_ca.client_tls(stranger))
    assert refused == grpc.StatusCode.UNAVAILABLE


async def test_mutual_tls_accepts_a_certificate_of_the_client_ca_with_a_token(
    mtls_server: ServerProcess, tokens: Tokens, server_ca: TestCa, client_pair: KeyPair
) -> None:
    tls = server_ca.client_tls(client_pair)
    async with KgClient(mtls_server.target, tokens["admin"], tls=tls) as kg:
        created = await kg.create_node(unique("Mia"))
        assert (await kg.get_node(created.uid)).uid == created.uid
    assert await _refusal(mtls_server.target, None, tls) == grpc.StatusCode.UNAUTHENTICATED


# --- configuration errors ----------------------------------------------------------------------------


async def test_a_key_that_does_not_match_stops_the_start_with_a_message(
    dgraph: DgraphLauncher, tokens: Tokens, server_ca: TestCa, server_pair: KeyPair
) -> None:
    other = server_ca.issue("other-server", "127.0.0.1")
    process = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-badtls.log",
        KG_TOKENS_FILE=str(tokens.path),
        KG_TLS_CERT_FILE=str(server_pair.cert),
        KG_TLS_KEY_FILE=str(other.key),
    )
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "kg", "serve", env=process.env, stderr=subprocess.PIPE
    )
    _, stderr = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 2
    assert "kg: TLS:" in stderr.decode() and "not a matching" in stderr.decode()


def test_the_cli_takes_mutual_tls_from_the_environment(
    mtls_server: ServerProcess, tokens: Tokens, server_ca: TestCa, client_pair: KeyPair, tmp_path: Path
) -> None:
    out = tmp_path / "export.jsonl"
    env = {
        "KG_CLIENT_TLS_CA_FILE": str(server_ca.cert),
        "KG_CLIENT_TLS_CERT_FILE": str(client_pair.cert),
        "KG_CLIENT_TLS_KEY_FILE": str(client_pair.key),
    }
    done = _kg_export(mtls_server.target, tokens["admin"], out, env=env)
    assert done.returncode == 0, done.stderr
    without_certificate = _kg_export(
        mtls_server.target, tokens["admin"], out, env={"KG_CLIENT_TLS_CA_FILE": str(server_ca.cert)}
    )
    assert without_certificate.returncode == 1 and "UNAVAILABLE" in without_certificate.stderr
