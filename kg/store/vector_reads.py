"""Reads the in-process vector indexes (kg/recall/vector_index.py) share, for episodes and node names alike: a
namespace's vectors page by page, the records written in given minutes, and a vector read back."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from kg.model.episodes import StoredVector
from kg.store.codec import declare, parse_time, variables
from kg.store.txn import DgraphStore

PAGE = 5_000  # records read per query when a namespace is loaded


async def read_pages(db: DgraphStore, dql: str, bound: dict[str, str]) -> list[dict[str, Any]]:
    """Every row of block `q` of `dql`, which pages in uid order with `$first` and `$after` (bound here)."""
    rows: list[dict[str, Any]] = []
    after = "0x0"
    while True:
        page = (await db.read(dql, {**bound, "$first": str(PAGE), "$after": after})).get("q", [])
        rows += page
        if len(page) < PAGE:
            return rows
        after = page[-1]["uid"]


async def uids_in_minutes(db: DgraphStore, predicate: str, keys: Sequence[str], version: str = "") -> dict[str, str]:
    """Records whose minute key `predicate` is one of `keys`, each with its value of `version` ("" without one):
    what tells a refresh whether the vector it holds is still the record's. Both are names kg chose, never a
    client's."""
    if not keys:
        return {}
    listed, bound = variables("m", list(keys))
    dql = f"query m({declare(bound)}) {{ q(func: eq({predicate}, {listed})) {{ uid {version} }} }}"
    found = (await db.read(dql, bound)).get("q", [])
    return {obj["uid"]: str(obj.get(version, "")) if version else "" for obj in found}


def stored_vector(obj: dict[str, Any], vector: str, time: str) -> StoredVector:
    """A record read with its uid, its `time` and its `vector` predicate."""
    raw = obj[vector]
    at = parse_time(obj.get(time))
    return StoredVector(
        obj["uid"],
        at if at is not None else datetime.min.replace(tzinfo=UTC),
        json.loads(raw) if isinstance(raw, str) else raw,
        str((obj.get("speaker") or {}).get("uid", "")),
    )
