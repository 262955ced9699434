"""The caller's deadline, carried in a contextvar from the gRPC layer down to every Dgraph call.

gRPC does not propagate deadlines by itself: the server interceptor opens a `deadline_scope` with the
time the caller has left, and the store asks `remaining()` before each Dgraph request.
"""

from __future__ import annotations

import time
from contextvars import ContextVar

from kg.errors import DeadlineExceeded

_deadline: ContextVar[float | None] = ContextVar("kg_deadline", default=None)


class deadline_scope:  # lower case: used as the function it was, `with deadline_scope(seconds):`
    """The caller's deadline for the block: `seconds` from now (None: no deadline). A class rather than a
    @contextmanager generator, at half the cost: every kg call opens one."""

    __slots__ = ("_seconds", "_token")

    def __init__(self, seconds: float | None) -> None:
        self._seconds = seconds

    def __enter__(self) -> None:
        self._token = _deadline.set(None if self._seconds is None else time.monotonic() + self._seconds)

    def __exit__(self, *exc: object) -> None:
        _deadline.reset(self._token)


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
