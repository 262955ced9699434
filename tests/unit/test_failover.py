"""The pure rules of failover across alphas: which alpha a transaction goes to, the cool-down of a failed one,
which failures another alpha may answer, and when a write may be started again."""

from __future__ import annotations

import random
from typing import Any

import grpc
import pydgraph
import pytest

from kg.errors import DeadlineExceeded
from kg.store.alphas import AlphaHealth
from kg.store.failover import AlphaUnavailable, as_alpha_unavailable, certainly_not_applied, is_connection_failure
from kg.store.txn import DgraphStore, Txn
from tests.support.clock import ManualClock
from tests.support.idle_dgraph import IdleClient

A, B, C = "10.0.0.1:9080", "10.0.0.2:9080", "10.0.0.3:9080"
REFUSED = (
    "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:9080: "
    "Failed to connect to remote host: Connection refused"
)

NOT_READY = "Please retry again, server is not ready to accept requests"


def rpc_error(code: grpc.StatusCode, details: str) -> grpc.aio.AioRpcError:
    return grpc.aio.AioRpcError(code, grpc.aio.Metadata(), grpc.aio.Metadata(), details=details)


def test_transactions_spread_over_all_alphas_while_none_failed() -> None:
    health = AlphaHealth([A, B, C], clock=ManualClock(100.0), rng=random.Random(1))
    assert {health.choose() for _ in range(100)} == {A, B, C}


def test_a_failed_alpha_is_avoided_during_its_cool_down_and_tried_again_after() -> None:
    clock = ManualClock(100.0)
    health = AlphaHealth([A, B, C], cooldown=5.0, clock=clock, rng=random.Random(2))
    health.failed(A)
    clock.now += 4.9
    assert A not in {health.choose() for _ in range(100)}
    assert health.is_cooling(A)
    clock.now += 0.2
    assert not health.is_cooling(A)
    assert A in {health.choose() for _ in range(100)}


def test_a_new_failure_restarts_the_cool_down() -> None:
    clock = ManualClock(100.0)
    health = AlphaHealth([A, B], cooldown=5.0, clock=clock)
    health.failed(A)
    clock.now += 4
    health.failed(A)
    clock.now += 4
    assert health.is_cooling(A)


def test_when_every_alpha_cools_down_the_one_back_soonest_is_tried() -> None:
    clock = ManualClock(100.0)
    health = AlphaHealth([A, B, C], cooldown=5.0, clock=clock)
    health.failed(B)
    clock.now += 1
    health.failed(A)
    health.failed(C)
    assert health.choose() == B


def test_an_empty_address_list_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one"):
        AlphaHealth([])


@pytest.mark.parametrize(
    ("error", "connection"),
    [
        (rpc_error(grpc.StatusCode.UNAVAILABLE, REFUSED), True),
        (rpc_error(grpc.StatusCode.UNAVAILABLE, "Stream removed (Socket closed)"), True),
        (rpc_error(grpc.StatusCode.UNKNOWN, "Unhealthy connection"), True),  # the alpha cannot reach its group
        (rpc_error(grpc.StatusCode.UNKNOWN, NOT_READY), True),  # restarted, not serving yet
        (pydgraph.RetriableError(rpc_error(grpc.StatusCode.UNKNOWN, NOT_READY)), True),
        (
            pydgraph.RetriableError(rpc_error(grpc.StatusCode.UNKNOWN, "Transaction has been aborted. Please retry")),
            False,
        ),
        (pydgraph.errors.ConnectionError(Exception("No connection exists")), True),
        (rpc_error(grpc.StatusCode.UNKNOWN, "while lexing {: Unrecognized character"), False),
        (rpc_error(grpc.StatusCode.DEADLINE_EXCEEDED, "Deadline Exceeded"), False),
        (rpc_error(grpc.StatusCode.ABORTED, "Transaction has been aborted. Please retry"), False),
        (pydgraph.AbortedError(), False),
        (ValueError("bad"), False),
    ],
)
def test_only_connection_level_failures_go_to_another_alpha(error: BaseException, connection: bool) -> None:
    assert is_connection_failure(error) is connection


def test_a_refused_connection_certainly_not_applied_the_request_a_dropped_one_may_have() -> None:
    assert certainly_not_applied(rpc_error(grpc.StatusCode.UNAVAILABLE, REFUSED))
    assert not certainly_not_applied(rpc_error(grpc.StatusCode.UNAVAILABLE, "Stream removed (Socket closed)"))
    assert not certainly_not_applied(rpc_error(grpc.StatusCode.UNAVAILABLE, "recvmsg:Connection reset by peer"))
    assert not certainly_not_applied(pydgraph.errors.ConnectionError(Exception("Unhealthy connection")))


def test_only_a_commit_lost_after_sending_has_an_unknown_outcome() -> None:
    dropped = rpc_error(grpc.StatusCode.UNAVAILABLE, "Socket closed")
    assert as_alpha_unavailable(dropped, committing=True).commit_unknown
    assert not as_alpha_unavailable(dropped, committing=False).commit_unknown
    assert not as_alpha_unavailable(rpc_error(grpc.StatusCode.UNAVAILABLE, REFUSED), committing=True).commit_unknown
    assert "may or may not have been applied" in str(as_alpha_unavailable(dropped, committing=True))


def store_over(alphas: int) -> DgraphStore:
    store = DgraphStore(IdleClient())  # type: ignore[arg-type]
    store.failover_attempts = alphas
    return store


def failing(errors: list[Exception]) -> tuple[list[int], Any]:
    """A write's work that raises `errors` one attempt after the other, then succeeds."""
    attempts = [0]

    async def work(_: Txn) -> str:
        attempts[0] += 1
        if errors:
            raise errors.pop(0)
        return "committed"

    return attempts, work


async def test_a_write_whose_alpha_went_away_starts_again_on_another() -> None:
    attempts, work = failing([AlphaUnavailable("down"), AlphaUnavailable("down")])
    assert await store_over(3).write(work) == "committed"
    assert attempts == [3]


async def test_a_write_tries_each_alpha_once_at_most() -> None:
    attempts, work = failing([AlphaUnavailable("down")] * 3)
    with pytest.raises(AlphaUnavailable):
        await store_over(3).write(work)
    assert attempts == [3]


async def test_with_one_alpha_a_connection_failure_is_the_answer() -> None:
    attempts, work = failing([AlphaUnavailable("down")])
    with pytest.raises(AlphaUnavailable):
        await store_over(1).write(work)
    assert attempts == [1]


async def test_a_commit_of_unknown_outcome_is_repeated_only_when_the_write_is_idempotent() -> None:
    attempts, work = failing([AlphaUnavailable("lost", commit_unknown=True)])
    with pytest.raises(AlphaUnavailable, match="lost"):
        await store_over(3).write(work)
    assert attempts == [1]
    attempts, work = failing([AlphaUnavailable("lost", commit_unknown=True)])
    assert await store_over(3).write(work, idempotent=True) == "committed"
    assert attempts == [2]


async def test_no_failover_after_the_callers_deadline() -> None:
    from kg.deadline import deadline_scope

    _, work = failing([AlphaUnavailable("down")])
    with deadline_scope(0), pytest.raises(DeadlineExceeded):
        await store_over(3).write(work)
