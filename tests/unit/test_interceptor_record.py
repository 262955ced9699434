"""KgInterceptor tells its recorder how every kg call ended (OK, the status kg's error maps to, or cancelled), and
returns the call's request id in its trailing metadata."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextvars import ContextVar
from typing import Any

import grpc
import pytest

from kg.api.interceptors import KgInterceptor
from kg.auth.caller import local_caller
from kg.errors import NotFound


class FakeContext:
    def __init__(self, metadata: tuple[tuple[str, str], ...] = ()) -> None:
        self._code: grpc.StatusCode | None = None
        self.written: list[Any] = []
        self.metadata = metadata
        self.trailing: tuple[tuple[str, str | bytes], ...] = ()

    def invocation_metadata(self) -> tuple[tuple[str, str], ...]:
        return self.metadata

    def set_trailing_metadata(self, metadata: tuple[tuple[str, str | bytes], ...]) -> None:
        self.trailing = metadata

    async def write(self, item: Any) -> None:
        self.written.append(item)
        await asyncio.sleep(0)

    def time_remaining(self) -> float | None:
        return None

    def code(self) -> grpc.StatusCode | None:
        return self._code

    async def abort_with_status(self, status: grpc.Status) -> None:
        self._code = status.code
        self.trailing = status.trailing_metadata
        raise grpc.aio.AbortError()


Recorded = list[tuple[str, str]]


def interceptor(recorded: Recorded) -> KgInterceptor:
    return KgInterceptor(
        lambda _: local_caller("default"), lambda method, code, seconds: recorded.append((method, code))
    )


async def unary(
    kg: KgInterceptor, method: str, behaviour: Callable[..., Awaitable[Any]], context: FakeContext | None = None
) -> Any:
    handler = kg.wrap(method, grpc.unary_unary_rpc_method_handler(behaviour))
    return await handler.unary_unary(object(), context or FakeContext())


async def test_a_successful_call_is_recorded_as_ok() -> None:
    recorded: Recorded = []

    async def ok(request: Any, context: Any) -> str:
        return "done"

    assert await unary(interceptor(recorded), "/kg.v1.GraphService/GetNode", ok) == "done"
    assert recorded == [("/kg.v1.GraphService/GetNode", "OK")]


async def test_a_kg_error_is_recorded_with_the_code_the_caller_gets() -> None:
    recorded: Recorded = []

    async def missing(request: Any, context: Any) -> str:
        raise NotFound("no node with uid 0x1")

    with pytest.raises(grpc.aio.AbortError):
        await unary(interceptor(recorded), "/kg.v1.GraphService/GetNode", missing)
    assert recorded == [("/kg.v1.GraphService/GetNode", "NOT_FOUND")]


async def test_a_cancelled_call_is_recorded_as_cancelled() -> None:
    recorded: Recorded = []
    running = asyncio.Event()

    async def slow(request: Any, context: Any) -> str:
        running.set()
        await asyncio.sleep(10)
        return "late"

    call = asyncio.create_task(unary(interceptor(recorded), "/kg.v1.GraphService/SearchNodes", slow))
    await asyncio.wait_for(running.wait(), 5)  # cancelled inside the handler, as a client's cancel arrives
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call
    assert recorded == [("/kg.v1.GraphService/SearchNodes", "CANCELLED")]


async def stream(
    kg: KgInterceptor, method: str, behaviour: Callable[..., AsyncIterator[Any]], context: FakeContext
) -> None:
    handler = kg.wrap(method, grpc.unary_stream_rpc_method_handler(behaviour))
    await handler.unary_stream(object(), context)


async def test_a_stream_is_written_and_recorded_once_when_it_ends() -> None:
    recorded: Recorded = []

    async def lines(request: Any, context: Any) -> AsyncIterator[str]:
        for line in ("a", "b"):
            yield line

    context = FakeContext()
    await stream(interceptor(recorded), "/kg.v1.PrivacyService/Export", lines, context)
    assert context.written == ["a", "b"]
    assert recorded == [("/kg.v1.PrivacyService/Export", "OK")]


async def test_a_stream_cancelled_between_items_is_recorded_cancelled_and_its_handler_unwinds_in_its_context() -> None:
    recorded: Recorded = []
    scope: ContextVar[str] = ContextVar("scope", default="")
    unwound: list[str] = []
    stalled = asyncio.Event()

    async def endless(request: Any, context: Any) -> AsyncIterator[int]:
        token = scope.set("export")
        try:
            n = 0
            while True:
                n += 1
                yield n
        finally:
            scope.reset(token)  # raises ValueError when closed from another context
            unwound.append("closed")

    class StalledContext(FakeContext):
        async def write(self, item: Any) -> None:
            await super().write(item)
            if len(self.written) >= 2:
                stalled.set()
                await asyncio.sleep(10)  # the client reads no more

    call = asyncio.create_task(stream(interceptor(recorded), "/kg.v1.PrivacyService/Export", endless, StalledContext()))
    await stalled.wait()
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call
    assert unwound == ["closed"]
    assert recorded == [("/kg.v1.PrivacyService/Export", "CANCELLED")]


async def test_health_is_not_recorded() -> None:
    recorded: Recorded = []

    async def check(request: Any, context: Any) -> str:
        return "SERVING"

    assert await unary(interceptor(recorded), "/grpc.health.v1.Health/Check", check) == "SERVING"
    assert recorded == []


def request_ids(context: FakeContext) -> list[str | bytes]:
    return [v for k, v in context.trailing if k == "x-request-id"]


async def test_the_clients_request_id_is_returned_with_a_result_and_with_an_error() -> None:
    async def ok(request: Any, context: Any) -> str:
        return "done"

    async def missing(request: Any, context: Any) -> str:
        raise NotFound("no node with uid 0x1")

    kg = interceptor([])
    answered = FakeContext((("authorization", "Bearer x"), ("x-request-id", "trace-42/a")))
    await unary(kg, "/kg.v1.GraphService/GetNode", ok, answered)
    assert request_ids(answered) == ["trace-42/a"]
    failed = FakeContext((("x-request-id", "trace-43"),))
    with pytest.raises(grpc.aio.AbortError):
        await unary(kg, "/kg.v1.GraphService/GetNode", missing, failed)
    assert request_ids(failed) == ["trace-43"]
    assert any(k == "grpc-status-details-bin" for k, _ in failed.trailing)  # the status's own metadata kept


@pytest.mark.parametrize(
    "sent", [(), (("x-request-id", ""),), (("x-request-id", "has space"),), (("x-request-id", "x" * 129),)]
)
async def test_without_a_usable_request_id_from_the_client_the_server_makes_one(
    sent: tuple[tuple[str, str], ...],
) -> None:
    async def ok(request: Any, context: Any) -> str:
        return "done"

    first, second = FakeContext(sent), FakeContext(sent)
    for context in (first, second):
        await unary(interceptor([]), "/kg.v1.GraphService/GetNode", ok, context)
    [one], [other] = request_ids(first), request_ids(second)
    assert isinstance(one, str) and len(one) == 16 and one != other
