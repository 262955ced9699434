"""Data migrations that a schema change alone cannot do, run by `apply_schema` by recorded version."""

from __future__ import annotations

import asyncio
import contextlib
import json
from datetime import datetime
from typing import Any

import pydgraph
from pydgraph.proto import api_pb2 as api

from kg.logging import get_logger
from kg.store.codec import to_dgraph_time

log = get_logger(__name__)

PAGE = 50_000

# Version 2: activation is a function of (activation_base, activation_at). Existing nodes and edge records
# start from their current activation at their last access (nodes) or creation (edges), else now.
_FILL_ACTIVATION_BASE = """query fill($after: string, $first: int) {
  page as var(func: has(activation), first: $first, after: $after)
  n1 as var(func: uid(page)) @filter(NOT has(activation_base) AND has(last_accessed)) {
    a1 as activation
    t1 as last_accessed
  }
  n2 as var(func: uid(page)) @filter(NOT has(activation_base) AND NOT has(last_accessed) AND has(created_at)) {
    a2 as activation
    t2 as created_at
  }
  n3 as var(func: uid(page)) @filter(NOT has(activation_base) AND NOT has(last_accessed) AND NOT has(created_at)) {
    a3 as activation
  }
  last(func: uid(page), first: -1) { uid }
  filled(func: uid(n1, n2, n3)) { count(uid) }
}"""


def _fill_mutations(now: datetime) -> list[api.Mutation]:
    values = (b"uid(n1) <activation_base> val(a1) .\nuid(n1) <activation_at> val(t1) .\n"
              b"uid(n2) <activation_base> val(a2) .\nuid(n2) <activation_at> val(t2) .\n"
              b"uid(n3) <activation_base> val(a3) .")
    # A constant object with an empty uid(n3) would create a node: only when n3 has members. `now` is kg's
    # own clock, never client input.
    constant = f'uid(n3) <activation_at> "{to_dgraph_time(now)}" .'.encode()
    return [api.Mutation(set_nquads=values), api.Mutation(set_nquads=constant, cond="@if(gt(len(n3), 0))")]


async def fill_activation_base(client: pydgraph.AsyncDgraphClient, now: datetime, timeout: float = 120.0,
                               page: int = PAGE) -> int:
    """Schema version 1 -> 2: set activation_base/activation_at where they are missing. Idempotent."""
    after, filled = "0x0", 0
    while True:
        found = await _fill_page(client, now, after, page, timeout)
        rows = found.get("filled", [])
        filled += int(rows[0]["count"]) if rows else 0
        last = found.get("last", [])
        if not last:
            break
        after = last[0]["uid"]
    log.info("schema.migrated", to_version=2, records=filled)
    return filled


async def _fill_page(client: pydgraph.AsyncDgraphClient, now: datetime, after: str, page: int, timeout: float,
                     attempts: int = 20) -> dict[str, Any]:
    for attempt in range(1, attempts + 1):
        txn = client.txn()
        request = api.Request(query=_FILL_ACTIVATION_BASE, mutations=_fill_mutations(now), commit_now=True)
        request.vars["$after"] = after
        request.vars["$first"] = str(page)
        try:
            resp = await txn.do_request(request, timeout=timeout)
            result: dict[str, Any] = json.loads(resp.json or b"{}")
            return result
        except (pydgraph.AbortedError, pydgraph.RetriableError):
            if attempt == attempts:
                raise
            await asyncio.sleep(0.05 * attempt)  # a live server wrote the same records: read them again
        finally:
            with contextlib.suppress(Exception):
                await txn.discard(timeout=2)
    raise AssertionError("unreachable")
