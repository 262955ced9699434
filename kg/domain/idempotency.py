"""Request ids: a client names a write, and a retry of it (after DEADLINE_EXCEEDED, say) returns the first
call's result instead of writing again.

A request id belongs to its caller (the token's principal): the key is "principal|id". The first call records
the key in the transaction that writes, so racing calls with one id conflict in Dgraph and the loser's retry
finds the record. Records are kept for good (a few dozen bytes each, like the records they wrote): a retry
any time later is still answered. The same id with a different request is the client's mistake:
FAILED_PRECONDITION.
"""

from __future__ import annotations

from typing import Any

from kg.auth.caller import Caller
from kg.domain.ports import Requests
from kg.errors import FailedPrecondition, FieldViolation
from kg.model.records import RequestId
from kg.store.txn import Txn

MAX_REQUEST_ID = 128


def request_id_violations(request: RequestId | None) -> list[FieldViolation]:
    if request is None:
        return []
    if not request.id.strip():
        return [FieldViolation("request_id", "must not be blank")]
    if len(request.id) > MAX_REQUEST_ID:
        return [FieldViolation("request_id", f"is longer than {MAX_REQUEST_ID} characters")]
    return []


def request_key(caller: Caller, request: RequestId) -> str:
    return f"{caller.principal}|{request.id}"


async def earlier_result(requests: Requests, txn: Txn, caller: Caller, request: RequestId | None) -> Any:
    """What the first call with this request id wrote (as recorded), or None when this is the first."""
    if request is None:
        return None
    found = await requests.find_in(txn, request_key(caller, request))
    if found is None:
        return None
    if found.digest != request.digest:
        raise FailedPrecondition(f"request id {request.id!r} was used for a different request")
    return found.result
