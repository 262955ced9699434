"""Every kg response carries an x-request-id (the client's when it sent one, else the server's), and the server's
log lines for that call carry the same id: unary and streaming calls, answered and failed."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from typing import Any

import grpc
import pytest

from kg.client import KgClient, KgRpcError
from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc
from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens

MISSING = "0xfffffffffff1"


def _trailing_id(call: grpc.Call | grpc.RpcError) -> str:
    [value] = [v for k, v in call.trailing_metadata() or () if k == "x-request-id"]  # type: ignore[attr-defined]
    return str(value)


def _logged(server: ServerProcess, request_id: str) -> list[dict[str, Any]]:
    """The server's log lines for one call; its `rpc.done` line is written as the call ends, just after the
    client has its answer."""
    for _ in range(50):
        lines = [json.loads(line) for line in server.log_path.read_text().splitlines() if request_id in line]
        if any(line["event"] == "rpc.done" for line in lines):
            return lines
        time.sleep(0.1)
    raise AssertionError(f"no rpc.done line for request id {request_id}")


class Calls:
    """Plain gRPC stubs with the admin token, sending an x-request-id or not."""

    def __init__(self, channel: grpc.Channel, token: str) -> None:
        self.graph = kg_pb2_grpc.GraphServiceStub(channel)
        self.privacy = kg_pb2_grpc.PrivacyServiceStub(channel)
        self.token = token

    def metadata(self, request_id: str | None) -> tuple[tuple[str, str], ...]:
        sent = (("authorization", f"Bearer {self.token}"),)
        return (*sent, ("x-request-id", request_id)) if request_id else sent


@pytest.fixture
def calls(server: ServerProcess, tokens: Tokens) -> Iterator[Calls]:
    with grpc.insecure_channel(server.target) as channel:
        yield Calls(channel, tokens["admin"])


def _client_id() -> str:
    return f"client-{uuid.uuid4().hex}"


@pytest.mark.parametrize("sent", [True, False], ids=["client-id", "server-id"])
def test_a_unary_answer_and_a_unary_error_carry_the_request_id_of_their_log_lines(
    calls: Calls, server: ServerProcess, sent: bool
) -> None:
    request_id = _client_id() if sent else None
    request = pb.CreateNodeRequest(node=pb.NewNode(name=f"Traced {uuid.uuid4()}"))
    _, call = calls.graph.CreateNode.with_call(request, metadata=calls.metadata(request_id), timeout=30)
    answered = _trailing_id(call)
    assert answered == request_id if sent else len(answered) == 16
    assert {(line["event"], line.get("code")) for line in _logged(server, answered)} >= {("rpc.done", "OK")}
    assert all(line["rpc"] == "CreateNode" for line in _logged(server, answered))

    request_id = _client_id() if sent else None
    with pytest.raises(grpc.RpcError) as failed:
        calls.graph.GetNode(pb.GetNodeRequest(uid=MISSING), metadata=calls.metadata(request_id), timeout=30)
    assert failed.value.code() == grpc.StatusCode.NOT_FOUND  # type: ignore[attr-defined]
    failed_id = _trailing_id(failed.value)
    assert failed_id == request_id if sent else (len(failed_id) == 16 and failed_id != answered)
    [done] = [line for line in _logged(server, failed_id) if line["event"] == "rpc.done"]
    assert (done["rpc"], done["code"]) == ("GetNode", "NOT_FOUND")


def test_a_stream_carries_the_request_id_when_it_ends_and_when_it_fails(calls: Calls, server: ServerProcess) -> None:
    request_id = _client_id()
    stream = calls.privacy.Export(pb.ExportRequest(), metadata=calls.metadata(request_id), timeout=60)
    assert len(list(stream)) > 0
    assert _trailing_id(stream) == request_id
    [done] = [line for line in _logged(server, request_id) if line["event"] == "rpc.done"]
    assert (done["rpc"], done["code"]) == ("Export", "OK")

    request_id = _client_id()
    refused = calls.privacy.Export(
        pb.ExportRequest(namespace="someone-else"), metadata=calls.metadata(request_id), timeout=60
    )
    with pytest.raises(grpc.RpcError) as failed:
        list(refused)
    assert failed.value.code() == grpc.StatusCode.PERMISSION_DENIED  # type: ignore[attr-defined]
    assert _trailing_id(failed.value) == request_id
    [done] = [line for line in _logged(server, request_id) if line["event"] == "rpc.done"]
    assert done["code"] == "PERMISSION_DENIED"


def test_an_unauthenticated_call_carries_a_request_id_too(calls: Calls) -> None:
    request_id = _client_id()
    with pytest.raises(grpc.RpcError) as failed:
        calls.graph.GetNode(pb.GetNodeRequest(uid=MISSING), metadata=(("x-request-id", request_id),), timeout=30)
    assert failed.value.code() == grpc.StatusCode.UNAUTHENTICATED  # type: ignore[attr-defined]
    assert _trailing_id(failed.value) == request_id


async def test_the_python_client_reports_the_request_id_of_a_failed_call(server: ServerProcess, tokens: Tokens) -> None:
    async with KgClient(server.target, tokens["admin"]) as kg:
        with pytest.raises(KgRpcError) as failed:
            await kg.get_node(MISSING)
    request_id = failed.value.request_id
    assert len(request_id) == 16
    [done] = [line for line in _logged(server, request_id) if line["event"] == "rpc.done"]
    assert (done["rpc"], done["code"]) == ("GetNode", "NOT_FOUND")
