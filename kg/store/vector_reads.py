"""Reads the in-process indexes share (kg/recall/vector_index.py for episodes and node names, kg/recall/word_index.py):
a namespace's records page by page, the records written in given minutes, and vectors read back."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Sequence
from contextlib import aclosing
from datetime import UTC, datetime
from typing import Any

from kg.logging import get_logger
from kg.model.episodes import StoredVector
from kg.store.codec import declare, parse_time, variables
from kg.store.txn import DgraphStore
from kg.store.vector_bytes import VectorBytesError, unpack, unpack_rows

log = get_logger(__name__)

# Records read per query when a namespace is loaded. Its JSON is decoded on the event loop, where nothing else
# runs meanwhile: 5,000 episodes are 13 MB of it (1,000: 2.6 MB), and loading 200,000 held every other call of the
# process up for over 100 ms some 30 times; at 1,000, 3 to 11 times, for about 6 % more of Dgraph's CPU.
PAGE = 1_000


async def pages(db: DgraphStore, dql: str, bound: dict[str, str]) -> AsyncGenerator[list[dict[str, Any]], None]:
    """The rows of block `q` of `dql`, which pages in uid order with `$first` and `$after` (bound here), a page at a
    time: a caller that keeps less than it reads (vectors as base64 text) need not hold every row at once. The next
    page is read while the caller uses this one: Dgraph's work and kg's overlap."""

    async def read(after: str) -> list[dict[str, Any]]:
        page: list[dict[str, Any]] = (await db.read(dql, {**bound, "$first": str(PAGE), "$after": after})).get("q", [])
        return page

    following = asyncio.ensure_future(read("0x0"))
    try:
        while True:
            page = await following
            if len(page) < PAGE:
                yield page
                return
            following = asyncio.ensure_future(read(page[-1]["uid"]))
            yield page
    finally:  # a caller that stopped early (or failed) leaves no read behind, nor an error unseen
        if not following.cancel() and not following.cancelled():
            following.exception()


async def read_pages(db: DgraphStore, dql: str, bound: dict[str, str]) -> list[dict[str, Any]]:
    """Every row of block `q` of `dql` (see `pages`)."""
    async with aclosing(pages(db, dql, bound)) as paged:
        return [row async for page in paged for row in page]


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


def stored_vectors(
    rows: Sequence[dict[str, Any]], vector: str, time: str, width: int | None = None
) -> list[StoredVector]:
    """The records of `rows`, each read with its uid, its `time`, its `vector` predicate (kg/store/vector_bytes.py)
    and its speaker when it has one. With `width`, a value may hold several vectors of that width: the first is the
    record's, the others those it is also found by (an episode's sentences). One without a vector is left out, and
    so is one whose value is not a vector (logged): the record is still found by its other means, and the rest of
    its namespace still loads."""
    found: list[StoredVector] = []
    unreadable: list[str] = []
    for obj in rows:
        if vector not in obj:
            continue
        try:
            values = unpack(obj[vector]) if width is None else unpack_rows(obj[vector], width)
        except VectorBytesError:
            unreadable.append(obj["uid"])
            continue
        at = parse_time(obj.get(time))
        found.append(
            StoredVector(
                obj["uid"],
                at if at is not None else datetime.min.replace(tzinfo=UTC),
                values if values.ndim == 1 else values[0],
                str((obj.get("speaker") or {}).get("uid", "")),
                values[1:] if values.ndim > 1 else (),
            )
        )
    if unreadable:
        log.warning("vectors.unreadable", predicate=vector, records=len(unreadable), first=unreadable[0])
    return found
