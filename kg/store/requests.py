"""Request records: a write made with a client's request id and what it wrote, so that a retry is answered
from the first call instead of writing again (kg/domain/idempotency.py)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from kg.store.codec import to_dgraph_time
from kg.store.txn import Txn

_FIND = "query request($key: string) { r(func: eq(request_key, $key)) { request_digest request_result } }"


@dataclass(frozen=True)
class StoredRequest:
    digest: str  # what the first call asked (a hash of its request)
    result: Any  # what it wrote, as the domain encoded it


class RequestStore:
    async def find_in(self, txn: Txn, key: str) -> StoredRequest | None:
        """The request recorded under `key`, read in `txn`: a racing call that records the same key conflicts
        with this transaction (request_key is @upsert), so its retry finds the record."""
        found = (await txn.query(_FIND, {"$key": key})).get("r", [])
        if not found:
            return None
        return StoredRequest(found[0].get("request_digest", ""), json.loads(found[0].get("request_result", "null")))

    async def record_in(self, txn: Txn, key: str, digest: str, namespace: str, result: Any, now: datetime) -> None:
        """Record the request in `txn` with what it wrote, and commit: the writes and their record are one."""
        await txn.mutate(
            set_obj={
                "uid": "_:request",
                "dgraph.type": "KgRequest",
                "request_key": key,
                "request_digest": digest,
                "request_result": json.dumps(result, separators=(",", ":")),
                "tenant": namespace,
                "created_at": to_dgraph_time(now),
            }
        )
