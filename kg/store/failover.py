"""Which Dgraph failures another alpha may answer, and which of them are safe to try again.

A connection-level failure says nothing about the data: the alpha is down, restarting, or cut off from its group,
and any other alpha of the group can serve the call. Application errors (a bad query, a conflict, a deadline) are
the same on every alpha and are not failover's business.

Writes need more care than reads. A failure before the committing request reached an alpha leaves nothing behind,
and so does one in the middle of a transaction (its uncommitted mutations die with it): the store restarts the
transaction from its beginning on another alpha. But when the connection drops *while a committing request is in
flight* (a `commit_now` mutation or CommitOrAbort), the commit may or may not have been applied, and repeating a
write that is not idempotent could apply it twice (a second node, a doubled count). Such a write fails with
UNAVAILABLE saying its outcome is unknown, unless its author declared it idempotent.

"Certainly not applied" is read from gRPC's own words: it fails a call at once, before sending anything, while the
channel cannot connect ("failed to connect to all addresses", "Connection refused"); a drop after sending reads
"Socket closed", "Connection reset by peer", "GOAWAY" and the like. An alpha that is up but not serving (starting,
catching up after a restart, out of memory) refuses every request before looking at it, and counts as unreachable
too. Anything not known to be refused before it was looked at counts as possibly applied.
"""

from __future__ import annotations

import grpc
import pydgraph

from kg.errors import Unavailable

# Words gRPC uses when a call failed without leaving the client (the channel has no connection to the alpha).
_NOT_SENT_MARKERS = (
    "failed to connect",
    "connection refused",
    "dns resolution failed",
    "name resolution",
    "no address",
    "empty address list",
)
# Dgraph's refusals (UNKNOWN, "Please retry again, ...") from an alpha that is not serving: checked first thing.
_ALPHA_NOT_SERVING = ("server is not ready to accept requests", "memory is at capacity")


class AlphaUnavailable(Unavailable):
    """An alpha did not answer at the transport level; another alpha of the group may.

    `commit_unknown`: the connection was lost while a committing request was in flight, so the write may have been
    applied; the store repeats it only when its author declared it idempotent."""

    def __init__(self, message: str, *, commit_unknown: bool = False) -> None:
        super().__init__(message)
        self.commit_unknown = commit_unknown


def is_connection_failure(error: BaseException) -> bool:
    """Whether `error` is about reaching an alpha rather than about the request: gRPC UNAVAILABLE (refused, reset,
    closed, unreachable), or pydgraph's ConnectionError (the alpha could not reach its own group)."""
    if isinstance(error, pydgraph.errors.ConnectionError) or _alpha_not_serving(error):
        return True
    if not isinstance(error, grpc.aio.AioRpcError):
        return False
    # pydgraph wraps Dgraph's "Unhealthy connection" / "No connection exists" only on some paths: match its words.
    return error.code() == grpc.StatusCode.UNAVAILABLE or bool(pydgraph.util.is_connection_error(error))


def certainly_not_applied(error: BaseException) -> bool:
    """Whether a connection failure certainly happened before an alpha looked at the request."""
    if _alpha_not_serving(error):
        return True
    if not isinstance(error, grpc.aio.AioRpcError) or error.code() != grpc.StatusCode.UNAVAILABLE:
        return False
    details = (error.details() or "").lower()
    return any(marker in details for marker in _NOT_SENT_MARKERS)


def _alpha_not_serving(error: BaseException) -> bool:
    if not isinstance(error, grpc.aio.AioRpcError | pydgraph.RetriableError):
        return False
    text = str(error).lower()
    return any(marker in text for marker in _ALPHA_NOT_SERVING)


def as_alpha_unavailable(error: BaseException, *, committing: bool) -> AlphaUnavailable:
    """The KgError for a connection failure; `committing`: the failed request would have committed the
    transaction."""
    detail = error.details() if isinstance(error, grpc.aio.AioRpcError) else str(error)
    if committing and not certainly_not_applied(error):
        return AlphaUnavailable(
            f"the connection to Dgraph was lost while committing; the write may or may not "
            f"have been applied ({detail})",
            commit_unknown=True,
        )
    return AlphaUnavailable(f"Dgraph is unavailable: {detail}")
