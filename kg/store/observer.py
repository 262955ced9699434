"""What `DgraphStore` reports about its Dgraph calls, for metrics, without depending on any metrics library.

The store calls an observer it was given; `kg.metrics.ServerMetrics` is one. The default ignores everything,
so scripts and jobs that build a `DgraphStore` need not care.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol

from kg.store.conflicts import CONFLICTS


class DgraphObserver(Protocol):
    def dgraph_call(self, operation: str, outcome: str, seconds: float) -> None:
        """One read query or one write transaction attempt ended: outcome "ok", "conflict" or "error"."""

    def dgraph_retry(self) -> None:
        """A write that hit a conflict is about to be tried again in a fresh transaction."""


class IgnoreDgraph:
    def dgraph_call(self, operation: str, outcome: str, seconds: float) -> None:
        pass

    def dgraph_retry(self) -> None:
        pass


IGNORE = IgnoreDgraph()


@contextmanager
def observed(observer: DgraphObserver, operation: str) -> Iterator[None]:
    """Time the block and report how it ended; exceptions pass through unchanged."""
    started = time.perf_counter()
    outcome = "error"  # also for cancellation, which is not an Exception
    try:
        yield
        outcome = "ok"
    except CONFLICTS:
        outcome = "conflict"
        raise
    finally:
        observer.dgraph_call(operation, outcome, time.perf_counter() - started)
