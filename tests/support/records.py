"""Reading what Dgraph stores for one record, for tests that check values kg wrote."""

from __future__ import annotations

import json
from typing import Any

import pydgraph


async def stored(dg: pydgraph.AsyncDgraphClient, uid: str, fields: str) -> dict[str, Any]:
    """The predicates `fields` (DQL selection) of record `uid`; {} when it has none of them."""
    resp = await dg.txn(read_only=True).query(
        f"query q($id: string) {{ q(func: uid($id)) {{ {fields} }} }}", variables={"$id": uid}
    )
    found: list[dict[str, Any]] = json.loads(resp.json)["q"]
    return found[0] if found else {}
