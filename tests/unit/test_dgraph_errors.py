"""Dgraph's failures as the caller's status: once the caller's deadline has passed, every failure is
DeadlineExceeded (Dgraph reports a deadline as DEADLINE_EXCEEDED, CANCELLED or UNKNOWN depending on where its
timer fired); before that, CANCELLED is Unavailable (worth a retry), never an untranslated gRPC error."""

from __future__ import annotations

import grpc
import pytest

from kg.deadline import deadline_scope
from kg.errors import DeadlineExceeded, KgError, Unavailable
from kg.store.txn import DgraphRejected, translate_errors


def dgraph_failure(code: grpc.StatusCode, details: str) -> grpc.aio.AioRpcError:
    return grpc.aio.AioRpcError(code, grpc.aio.Metadata(), grpc.aio.Metadata(), details)


async def translated(error: Exception, seconds_left: float | None) -> KgError:
    with deadline_scope(seconds_left), pytest.raises(KgError) as caught:
        async with translate_errors():
            raise error
    return caught.value


@pytest.mark.parametrize(
    ("code", "details"),
    [
        (grpc.StatusCode.CANCELLED, "context canceled"),
        (grpc.StatusCode.DEADLINE_EXCEEDED, "Deadline Exceeded"),
        (grpc.StatusCode.UNKNOWN, "context deadline exceeded"),
    ],
)
async def test_any_dgraph_failure_after_the_deadline_is_deadline_exceeded(code: grpc.StatusCode, details: str) -> None:
    assert isinstance(await translated(dgraph_failure(code, details), 0.0), DeadlineExceeded)


async def test_cancelled_by_dgraph_with_time_left_is_unavailable() -> None:
    error = await translated(dgraph_failure(grpc.StatusCode.CANCELLED, "context canceled"), 60.0)
    assert isinstance(error, Unavailable) and "context canceled" in str(error)


async def test_without_a_deadline_cancelled_is_unavailable_and_query_errors_stay_rejections() -> None:
    assert isinstance(await translated(dgraph_failure(grpc.StatusCode.CANCELLED, ""), None), Unavailable)
    rejected = await translated(dgraph_failure(grpc.StatusCode.UNKNOWN, "line 1: bad query"), None)
    assert isinstance(rejected, DgraphRejected)
