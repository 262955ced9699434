"""The caller's deadline, carried in a contextvar from the gRPC layer down to every Dgraph call.

gRPC does not propagate deadlines by itself: the server interceptor opens a `deadline_scope` with the
time the caller has left, and the store asks `remaining()` before each Dgraph request.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from kg.errors import DeadlineExceeded

_deadline: ContextVar[float | None] = ContextVar("kg_deadline", default=None)


@contextmanager
def deadline_scope(seconds: float | None) -> Iterator[None]:
    token = _deadline.set(None if seconds is None else time.monotonic() + seconds)
    try:
        yield
    finally:
        _deadline.reset(token)


def remaining(default: float) -> float:
    """Seconds left for the current call (`default` when the caller set no deadline)."""
    deadline = _deadline.get()
    if deadline is None:
        return default
    left = deadline - time.monotonic()
    if left <= 0:
        raise DeadlineExceeded("the caller's deadline has passed")
    return left


def expired() -> bool:
    """Whether the current call's deadline has passed (never, for a call without one)."""
    deadline = _deadline.get()
    return deadline is not None and time.monotonic() >= deadline
