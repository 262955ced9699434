"""What runs around every kg call: request ids (x-request-id) and logging, the caller's deadline, the caller, and
error statuses.

Each kg method's handler is wrapped once, when it is registered (kg/api/registration.py), not by a gRPC server
interceptor, which grpc.aio runs as coroutines on every call. Unary and server-streaming handlers are wrapped; a
streaming handler returns an async generator, which the wrapper iterates, writing each item to the call.
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
import time
from collections.abc import AsyncGenerator, Awaitable, Callable
from contextlib import aclosing
from typing import Any

import grpc
import structlog

from kg.api.context import current_caller
from kg.api.errors import REQUEST_ID, status_for
from kg.auth.bearer import Metadata
from kg.auth.caller import Caller
from kg.deadline import deadline_scope
from kg.errors import KgError
from kg.logging import get_logger

log = get_logger("kg.rpc")

# Health and reflection need no caller and keep gRPC's own behaviour.
EXEMPT_PREFIXES = ("/grpc.health.", "/grpc.reflection.")
# A client's request id is used when it is visible ASCII of a sensible length (it goes into every log line).
_USABLE_REQUEST_ID = re.compile(r"[\x21-\x7e]{1,128}")

Authenticate = Callable[[Metadata], Caller]
# Told of every finished kg call (full method name, status code name, seconds); metrics listen here.
RecordRpc = Callable[[str, str, float], None]


class InFlight:
    """Counts kg's own calls in progress, so shutdown can wait for them and not for endless health watches."""

    def __init__(self) -> None:
        self.count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def enter(self) -> None:
        self.count += 1
        self._idle.clear()

    def leave(self) -> None:
        self.count -= 1
        if self.count == 0:
            self._idle.set()

    async def wait_idle(self, timeout: float) -> bool:
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            return False
        return True


class KgInterceptor:
    def __init__(self, authenticate: Authenticate, record: RecordRpc | None = None) -> None:
        self.authenticate = authenticate
        self.in_flight = InFlight()
        self.record = record or (lambda method, code, seconds: None)

    def wrap(self, method: str, handler: grpc.RpcMethodHandler) -> grpc.RpcMethodHandler:
        """`handler` of the full `method` name with kg's per-call scope around it (health and reflection: as is)."""
        if method.startswith(EXEMPT_PREFIXES):
            return handler
        if handler.unary_unary:
            return grpc.unary_unary_rpc_method_handler(
                self._unary(method, handler.unary_unary),
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        if handler.unary_stream:
            return grpc.unary_stream_rpc_method_handler(
                self._stream(method, handler.unary_stream),
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        return handler

    def _begin(self, rpc: str, context: grpc.aio.ServicerContext, metadata: Metadata) -> str:
        """The call's request id, bound to its log lines and returned in its trailing metadata (an error status
        carries it too: see `status_for`)."""
        request_id = _request_id(metadata)
        structlog.contextvars.bind_contextvars(request_id=request_id, rpc=rpc)
        context.set_trailing_metadata(((REQUEST_ID, request_id),))
        return request_id

    def _ended(self, method: str, code: str, started: float, context: grpc.aio.ServicerContext) -> None:
        if not code:  # cancelled by the client or by its deadline, or aborted by the handler
            code = _unfinished_code(context)
            _log_done(started, code)
        self.record(method, code, time.perf_counter() - started)
        # No clear_contextvars(): gRPC runs each call in a task of its own, whose context (and what was bound to
        # it) ends with the call; clearing walked every context variable on every call.
        self.in_flight.leave()  # last: once no call is in flight, every call has been counted

    # Around one kg call: caller, request id, deadline, in-flight count, status, log line and metrics. The
    # two wrappers spell this out rather than share a context manager: it runs on every call.

    def _unary(self, method: str, behaviour: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        rpc = method.rsplit("/", 1)[-1]

        async def wrapper(request: Any, context: grpc.aio.ServicerContext) -> Any:
            started = time.perf_counter()
            code = ""
            self.in_flight.enter()
            metadata = context.invocation_metadata() or ()
            request_id = self._begin(rpc, context, metadata)
            try:
                current_caller.set(self.authenticate(metadata))
                with deadline_scope(context.time_remaining()):
                    result = await behaviour(request, context)
                code = "OK"
                _log_done(started, code)
                return result
            except Exception as exc:
                status = _failure_status(exc, request_id, started)
                code = status.code.name
                await context.abort_with_status(status)
                return None
            finally:
                self._ended(method, code, started, context)

        return wrapper

    def _stream(
        self, method: str, behaviour: Callable[..., AsyncGenerator[Any, None]]
    ) -> Callable[..., Awaitable[None]]:
        rpc = method.rsplit("/", 1)[-1]

        # A coroutine that writes each item, not an async generator that yields it: when the client cancels,
        # gRPC closes a generator from another task (another context, where the deadline's ContextVar cannot be
        # reset), while a coroutine is cancelled in its own task. The handler's generator is closed here too.
        async def wrapper(request: Any, context: grpc.aio.ServicerContext) -> None:
            started = time.perf_counter()
            code = ""
            self.in_flight.enter()
            metadata = context.invocation_metadata() or ()
            request_id = self._begin(rpc, context, metadata)
            try:
                current_caller.set(self.authenticate(metadata))
                with deadline_scope(context.time_remaining()):
                    async with aclosing(behaviour(request, context)) as items:
                        async for item in items:
                            await context.write(item)
                code = "OK"
                _log_done(started, code)
            except Exception as exc:
                status = _failure_status(exc, request_id, started)
                code = status.code.name
                await context.abort_with_status(status)
            finally:
                self._ended(method, code, started, context)

        return wrapper


_RPC_LOGGER = logging.getLogger("kg.rpc")


def _log_done(started: float, code: str) -> None:
    if _RPC_LOGGER.isEnabledFor(logging.INFO):  # one line per call: skip building it when INFO is off
        log.info("rpc.done", code=code, ms=round((time.perf_counter() - started) * 1000, 2))


def _failure_status(exc: Exception, request_id: str, started: float) -> grpc.Status:
    if isinstance(exc, grpc.aio.AbortError):
        raise exc  # the handler already set a status
    status = status_for(exc, request_id)
    if isinstance(exc, KgError):
        _log_done(started, status.code.name)
    else:
        log.exception("rpc.failed", ms=round((time.perf_counter() - started) * 1000, 2))
    return status


def _request_id(metadata: Metadata) -> str:
    """The client's x-request-id when it sent a usable one, else a new one."""
    for key, value in metadata:
        if key == REQUEST_ID and isinstance(value, str) and _USABLE_REQUEST_ID.fullmatch(value):
            return value
    return f"{random.getrandbits(64):016x}"  # tells calls apart; no secret (no syscall per call)


def _unfinished_code(context: grpc.aio.ServicerContext) -> str:
    """The code of a call that ended without a status of ours: aborted by its handler, or cancelled."""
    code = context.code()
    if code is not None:
        return str(code.name)
    left = context.time_remaining()
    return "DEADLINE_EXCEEDED" if left is not None and left <= 0 else "CANCELLED"
