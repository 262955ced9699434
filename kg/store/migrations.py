"""Data migrations that a schema change alone cannot do, run by `apply_schema` by recorded version."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from functools import partial
from typing import Any

from pydgraph.proto import api_pb2 as api

from kg.episodes.asking import asks_only
from kg.logging import get_logger
from kg.store.codec import (
    CARD_KEYS,
    LinkFacts,
    card_value,
    link_value,
    node_search_keys,
    node_word_keys,
    parse_time,
    to_dgraph_time,
    uid_of,
)
from kg.store.episodes import EPISODE_FIELDS, card_of, episode_from_json, terms_value
from kg.store.txn import DgraphStore, Txn
from kg.store.vector_bytes import VectorBytesError, pack

log = get_logger(__name__)

PAGE = 50_000
MIGRATION_TIMEOUT = 120.0  # seconds for one page's request: a page of a large graph takes longer than an RPC

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
    values = (
        b"uid(n1) <activation_base> val(a1) .\nuid(n1) <activation_at> val(t1) .\n"
        b"uid(n2) <activation_base> val(a2) .\nuid(n2) <activation_at> val(t2) .\n"
        b"uid(n3) <activation_base> val(a3) ."
    )
    # A constant object with an empty uid(n3) would create a node: only when n3 has members. `now` is kg's
    # own clock, never client input.
    constant = f'uid(n3) <activation_at> "{to_dgraph_time(now)}" .'.encode()
    return [api.Mutation(set_nquads=values), api.Mutation(set_nquads=constant, cond="@if(gt(len(n3), 0))")]


async def fill_activation_base(db: DgraphStore, now: datetime, page: int = PAGE) -> int:
    """Schema version 1 -> 2: set activation_base/activation_at where they are missing. Idempotent."""
    after, filled = "0x0", 0
    while True:
        found = await _fill_page(db, now, after, page)
        rows = found.get("filled", [])
        filled += int(rows[0]["count"]) if rows else 0
        last = found.get("last", [])
        if not last:
            break
        after = last[0]["uid"]
    log.info("schema.migrated", to_version=2, records=filled)
    return filled


async def _fill_page(db: DgraphStore, now: datetime, after: str, page: int) -> dict[str, Any]:
    async def work(txn: Txn) -> dict[str, Any]:
        return await txn.upsert_all(_FILL_ACTIVATION_BASE, _fill_mutations(now), {"$after": after, "$first": str(page)})

    # Conflicts (a live server wrote the same records meanwhile) are tried again by DgraphStore.write.
    return await db.write(work, idempotent=True)


# Version 3: current_from/current_to on current edge records and edge_link on every record (schema/base.dql).
_EDGE_PAGE = """query edges($after: string, $first: int) {
  q(func: type(Edge), first: $first, after: $after) {
    uid edge_type edge_status tenant confidence valid_from created_at edge_link activation activation_base
    activation_at edge_from { uid } edge_to { uid } derived_from { uid }
  }
}"""


def link_fields(record: dict[str, Any]) -> dict[str, Any]:
    """What version 3 adds to an edge record read with _EDGE_PAGE."""
    from_uid, to_uid = uid_of(record.get("edge_from")), uid_of(record.get("edge_to"))
    created = parse_time(record.get("activation_at") or record.get("created_at"))
    facts = LinkFacts(
        record.get("edge_type", ""),
        from_uid,
        to_uid,
        record.get("tenant", ""),
        float(record.get("confidence", 0.0)),
        parse_time(record.get("valid_from")) or created,
        uid_of(record.get("derived_from")),
        float(record.get("activation_base", record.get("activation", 0.0))),
        created,
    )
    fields: dict[str, Any] = {"uid": record["uid"], "edge_link": link_value(facts)}
    if record.get("edge_status") == "current" and from_uid and to_uid:
        fields.update({"current_from": {"uid": from_uid}, "current_to": {"uid": to_uid}})
    return fields


async def fill_edge_links(db: DgraphStore, page: int = 5_000) -> int:
    """Schema version 2 -> 3; records that already have edge_link were written by version 3."""
    return await _fill_pages(db, _EDGE_PAGE, lambda row: None if "edge_link" in row else link_fields(row), 3, page)


# Version 4: node_card on every node, word_key on live ones (schema/base.dql).
_NODE_PAGE = f"""query nodes($after: string, $first: int) {{
  q(func: has(name), first: $first, after: $after) {{ uid node_status node_card {" ".join(CARD_KEYS)} }}
}}"""


def card_fields(node: dict[str, Any]) -> dict[str, Any]:
    """What version 4 adds to a node read with _NODE_PAGE."""
    fields: dict[str, Any] = {"uid": node["uid"], "node_card": card_value(node)}
    if node.get("node_status") == "active":
        fields["word_key"] = node_word_keys(node)
    return fields


async def fill_node_cards(db: DgraphStore, page: int = 5_000) -> int:
    """Schema version 3 -> 4; nodes that already have a node_card were written by version 4."""
    return await _fill_pages(db, _NODE_PAGE, lambda row: None if "node_card" in row else card_fields(row), 4, page)


async def _fill_pages(
    db: DgraphStore,
    query: str,
    fill: Callable[[dict[str, Any]], dict[str, Any] | None],
    version: int,
    page: int,
    delete: bool = False,
    drop: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None,
) -> int:
    """Page through the records `query` reads (bound $after, $first) and set (or `delete`) what `fill` gives for
    each; with `drop`, delete what it gives in the same mutation.

    Each page is read and written in one transaction, so a server changing one of its records meanwhile makes
    the page abort (a conflict) and it is read again."""
    after, filled, read = "0x0", 0, 0
    while True:
        rows, written = await _fill_page_of(db, query, fill, after, page, delete, drop)
        filled += written
        if not rows:
            break
        after = rows[-1]["uid"]
        read += len(rows)
        if read % (20 * page) < len(rows):  # about every 100,000 records: a large graph takes minutes
            log.info("schema.migrating", to_version=version, records_read=read, records_filled=filled)
    log.info("schema.migrated", to_version=version, records=filled)
    return filled


async def _fill_page_of(
    db: DgraphStore,
    query: str,
    fill: Callable[[dict[str, Any]], dict[str, Any] | None],
    after: str,
    page: int,
    delete: bool,
    drop: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    async def work(txn: Txn) -> tuple[list[dict[str, Any]], int]:
        rows: list[dict[str, Any]] = (await txn.query(query, {"$after": after, "$first": str(page)})).get("q", [])
        missing = [fields for row in rows if (fields := fill(row)) is not None]
        dropped = [fields for row in rows if (fields := drop(row)) is not None] if drop else []
        if delete:
            dropped += missing
        kept = None if delete or not missing else missing
        if kept or dropped:
            await txn.mutate(set_obj=kept, del_obj=dropped or None)
        return rows, len(missing)

    return await db.write(work, idempotent=True)


# Version 8: pending_from on pending edge records (schema/base.dql), found through the status index.
_PENDING_PAGE = """query pending($after: string, $first: int) {
  q(func: eq(edge_status, "pending"), first: $first, after: $after) { uid edge_from { uid } pending_from { uid } }
}"""


def pending_fields(record: dict[str, Any]) -> dict[str, Any] | None:
    """What version 8 sets on a pending record read with _PENDING_PAGE: pending_from, unless it is in place."""
    from_uid = uid_of(record.get("edge_from"))
    if not from_uid or uid_of(record.get("pending_from")) == from_uid:
        return None
    return {"uid": record["uid"], "pending_from": {"uid": from_uid}}


# A record an older kg promoted or ended during a rolling upgrade keeps the pending_from a newer one gave it.
_STALE_PENDING_PAGE = """query stale($after: string, $first: int) {
  q(func: has(pending_from), first: $first, after: $after) { uid edge_status pending_from { uid } }
}"""


def stale_pending_end(record: dict[str, Any]) -> dict[str, Any] | None:
    """The pending_from to delete from a record read with _STALE_PENDING_PAGE: one that is no longer pending."""
    if record.get("edge_status") == "pending" or not uid_of(record.get("pending_from")):
        return None
    return {"uid": record["uid"], "pending_from": {"uid": uid_of(record.get("pending_from"))}}


async def fill_pending_from(db: DgraphStore, page: int = 5_000) -> int:
    """Schema version 7 -> 8: pending records get pending_from pointing at their edge_from, and records no longer
    pending lose theirs. Idempotent."""
    filled = await _fill_pages(db, _PENDING_PAGE, pending_fields, 8, page)
    return filled + await _fill_pages(db, _STALE_PENDING_PAGE, stale_pending_end, 8, page, delete=True)


# Version 10: episode_card on every episode (schema/base.dql), from its fields as version 9 wrote them.
_EPISODE_PAGE = f"""query episodes($after: string, $first: int) {{
  q(func: has(episode_text), first: $first, after: $after) {{ {EPISODE_FIELDS} episode_card }}
}}"""


def episode_card_fields(row: dict[str, Any]) -> dict[str, Any] | None:
    """What version 10 sets on an episode read with _EPISODE_PAGE: its card, unless it has one."""
    if "episode_card" in row:
        return None
    return {"uid": row["uid"], "episode_card": card_of(episode_from_json(row))}


async def fill_episode_cards(db: DgraphStore, page: int = 2_000) -> int:
    """Schema version 9 -> 10; episodes that already have a card were written by version 10."""
    return await _fill_pages(db, _EPISODE_PAGE, episode_card_fields, 10, page)


# Version 12: episode_terms on every live episode, from the word keys version 11 wrote; then those keys go
# (episode_word keeps "namespace|", context_word is emptied). Retracted episodes had their keys removed already.
_TERMS_PAGE = """query terms($after: string, $first: int) {
  q(func: has(episode_word), first: $first, after: $after) { uid tenant episode_word context_word episode_terms }
}"""


def episode_terms_fields(row: dict[str, Any]) -> dict[str, Any] | None:
    """What version 12 sets on an episode read with _TERMS_PAGE: its terms, unless it has them."""
    if "episode_terms" in row:
        return None
    prefix = f"{row.get('tenant', '')}|"

    def stems(keys: list[str]) -> frozenset[str]:
        return frozenset(key[len(prefix) :] for key in keys if key.startswith(prefix) and len(key) > len(prefix))

    said = stems(row.get("episode_word") or [])
    return {"uid": row["uid"], "episode_terms": terms_value(said, stems(row.get("context_word") or []))}


def stale_word_keys(row: dict[str, Any]) -> dict[str, Any] | None:
    """What version 12 deletes from an episode read with _TERMS_PAGE: its word keys besides "namespace|"."""
    keep = f"{row.get('tenant', '')}|"
    stale = [key for key in row.get("episode_word") or [] if key != keep]
    context = row.get("context_word") or []
    if not stale and not context:
        return None
    fields: dict[str, Any] = {"uid": row["uid"]}
    if stale:
        fields["episode_word"] = stale
    if context:
        fields["context_word"] = context
    return fields


async def move_episode_terms(db: DgraphStore, page: int = 2_000) -> int:
    """Schema version 11 -> 12: each page sets the terms and deletes the keys they came from in one mutation.
    Idempotent: an episode moved has its terms and no key besides "namespace|"."""
    return await _fill_pages(db, _TERMS_PAGE, episode_terms_fields, 12, page, drop=stale_word_keys)


# Version 12: kg's vectors as bytes (kg/store/vector_bytes.py), moved from the float32vector predicates that held
# them as JSON text. Found by the old predicate: a record moved is not read again.
MOVED_VECTORS = {"episode_vector": "episode_vector_bytes", "name_vector": "name_vector_bytes"}


def _vector_page(legacy: str) -> str:
    return (
        f"query v($after: string, $first: int) {{ "
        f"q(func: has({legacy}), first: $first, after: $after) {{ uid {legacy} }} }}"
    )


def vector_bytes_fields(row: dict[str, Any], legacy: str) -> dict[str, Any] | None:
    """What version 12 sets on a record read with `_vector_page(legacy)`: its vector as bytes (None when the value
    is not a vector: it goes all the same). An old value is always the record's newest vector: kg 12 deletes it
    whenever it writes one (kg/store/nodes.py, rewrite_in; episodes' never change)."""
    value: Any = row.get(legacy)
    try:
        vector: list[float] = json.loads(value) if isinstance(value, str) else value
        return {"uid": row["uid"], MOVED_VECTORS[legacy]: pack(vector)}
    except (VectorBytesError, TypeError, ValueError):
        return None


def _old_value(row: dict[str, Any], legacy: str) -> dict[str, Any]:
    return {"uid": row["uid"], legacy: None}


async def move_vectors_to_bytes(db: DgraphStore, page: int = 2_000) -> int:
    """Schema version 11 -> 12: each episode_vector and name_vector becomes an episode_vector_bytes and a
    name_vector_bytes, and goes, in the same mutation. Idempotent: a record moved has no old value left to find."""
    moved = 0
    for legacy in MOVED_VECTORS:
        fill, drop = partial(vector_bytes_fields, legacy=legacy), partial(_old_value, legacy=legacy)
        moved += await _fill_pages(db, _vector_page(legacy), fill, 12, page, drop=drop)
    return moved


# Version 13: the card says whether the turn only asks (kg/episodes/asking.py), which Recall weighs at half. A card
# written before has no "asks" and reads as a turn that does not; only the turns that ask are written.
_CARD_PAGE = """query cards($after: string, $first: int) {
  q(func: has(episode_card), first: $first, after: $after) { uid episode_card }
}"""


def asking_card_fields(row: dict[str, Any]) -> dict[str, Any] | None:
    """What version 13 sets on an episode read with _CARD_PAGE: its card saying it asks, when it only asks and its
    card does not say so yet."""
    card = json.loads(row["episode_card"])
    if "asks" in card or not asks_only(card.get("text", "")):
        return None
    return {"uid": row["uid"], "episode_card": json.dumps({**card, "asks": True})}


async def mark_asking_turns(db: DgraphStore, page: int = 2_000) -> int:
    """Schema version 12 -> 13."""
    return await _fill_pages(db, _CARD_PAGE, asking_card_fields, 13, page)


# Version 14: search_key on live nodes (schema/base.dql). Read by has(name), as version 4's page, with the keys
# already there: a node that has them was written by version 14.
_SEARCH_PAGE = """query nodes($after: string, $first: int) {
  q(func: has(name), first: $first, after: $after) { uid node_status tenant name description tags search_key }
}"""


def search_key_fields(node: dict[str, Any]) -> dict[str, Any] | None:
    """What version 14 sets on a node read with _SEARCH_PAGE: a live node's search keys, unless it has them (or
    its text has no word to search by)."""
    if node.get("node_status") != "active" or "search_key" in node:
        return None
    keys = node_search_keys(node)
    return {"uid": node["uid"], "search_key": keys} if keys else None


async def fill_search_keys(db: DgraphStore, page: int = 5_000) -> int:
    """Schema version 13 -> 14."""
    return await _fill_pages(db, _SEARCH_PAGE, search_key_fields, 14, page)
