"""Schema version 5: one node per name in a namespace.

Before it, the speaker "Jon" (a User) and "Jon" mentioned by someone else (an Entity) were two nodes. The
migration merges each such group into one survivor (the User, else the oldest): every edge record, plain
predicate and episode link of the others moves to it, and the others are deleted. A current edge that would
duplicate one the survivor already holds (the same current key: a functional type's value, or the same
triple) is archived instead of moved, so the survivor's own statements win. Idempotent: a namespace without
duplicates is left alone.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import pydgraph

from kg.logging import get_logger
from kg.model.types import predicate_for
from kg.store.codec import link_facts, link_value, name_keys, to_dgraph_time, uid_of

log = get_logger(__name__)

_PEOPLE = """query people($after: string, $first: int) {
  q(func: has(name_key), first: $first, after: $after)
    @filter((type(User) OR type(Entity)) AND eq(node_status, "active")) { uid name tenant dgraph.type }
}"""
_EDGE = "uid edge_type edge_status edge_link edge_current_key edge_from { uid } edge_to { uid }"
_DUPLICATE = f"""query dup($d: string, $s: string) {{
  d(func: uid($d)) {{ aliases  out: ~edge_from {{ {_EDGE} }}  in: ~edge_to {{ {_EDGE} }}
                     said: ~speaker {{ uid }}  heard: ~mentions {{ uid }} }}
  s(func: uid($s)) {{ out: ~current_from {{ edge_current_key }}  in: ~current_to {{ edge_current_key }} }}
}}"""


@dataclass
class MergePlan:
    sets: list[dict[str, Any]] = field(default_factory=list)
    deletes: list[dict[str, Any]] = field(default_factory=list)
    moved: int = 0
    archived: int = 0


def survivors(people: Iterable[dict[str, Any]]) -> dict[str, list[str]]:
    """survivor uid -> the uids merged into it, for each (namespace, name) held by more than one node."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for person in people:
        if person.get("name"):
            groups[(person.get("tenant", ""), name_keys(person["name"], ())[0])].append(person)
    merged = {}
    for group in groups.values():
        if len(group) > 1:
            # The User (the one who speaks) survives, else the oldest; uids grow with time.
            ordered = sorted(group, key=lambda p: ("User" not in p.get("dgraph.type", []), int(p["uid"], 16)))
            merged[ordered[0]["uid"]] = [p["uid"] for p in ordered[1:]]
    return merged


def _moved_key(key: str, duplicate: str, survivor: str) -> str:
    return "|".join(survivor if part == duplicate else part for part in key.split("|"))


def _moved_link(link: str, duplicate: str, survivor: str) -> str:
    facts = link_facts(link)
    if facts is None:
        return link
    return link_value(facts._replace(from_uid=survivor if facts.from_uid == duplicate else facts.from_uid,
                                     to_uid=survivor if facts.to_uid == duplicate else facts.to_uid))


def merge_plan(survivor: str, duplicate: str, found: dict[str, Any], now: datetime) -> MergePlan:
    """What merging `duplicate` into `survivor` writes, from what _DUPLICATE read. Pure."""
    plan = MergePlan()
    [dup] = found.get("d") or [{}]
    held = {e["edge_current_key"] for side in ("out", "in") for s in found.get("s", []) for e in s.get(side, [])
            if "edge_current_key" in e}
    for edge in [*dup.get("out", []), *dup.get("in", [])]:
        ends = {"from": uid_of(edge.get("edge_from")), "to": uid_of(edge.get("edge_to"))}
        moved = {end: survivor if uid == duplicate else uid for end, uid in ends.items()}
        current = edge.get("edge_status") == "current"
        record: dict[str, Any] = {"uid": edge["uid"], "edge_from": {"uid": moved["from"]},
                                  "edge_to": {"uid": moved["to"]}}
        if "edge_link" in edge:
            record["edge_link"] = _moved_link(edge["edge_link"], duplicate, survivor)
        key = _moved_key(edge.get("edge_current_key", ""), duplicate, survivor) if current else ""
        plain = predicate_for(edge.get("edge_type", ""))
        archive = current and bool(key) and key in held  # the survivor already holds this value: it wins
        if current:
            plan.deletes.append({"uid": ends["from"], plain: [{"uid": ends["to"]}]})
        if archive:
            at = to_dgraph_time(now)
            record.update(edge_status="archived", archived_at=at, valid_until=at)
            plan.deletes.append({"uid": edge["uid"], "edge_current_key": None,
                                 "current_from": {"uid": ends["from"]}, "current_to": {"uid": ends["to"]}})
            plan.archived += 1
        elif current:
            # Single-valued: setting replaces. (Also deleting the old value in the same mutation could remove
            # the new one, depending on the order Dgraph applies them.)
            record.update(current_from={"uid": moved["from"]}, current_to={"uid": moved["to"]})
            if key:
                record["edge_current_key"] = key
                held.add(key)
            plan.sets.append({"uid": moved["from"], plain: [{"uid": moved["to"]}]})
        plan.sets.append(record)
        plan.moved += 1
    for episode in dup.get("said", []):
        plan.sets.append({"uid": episode["uid"], "speaker": {"uid": survivor}})
    for episode in dup.get("heard", []):
        plan.sets.append({"uid": episode["uid"], "mentions": [{"uid": survivor}]})
        plan.deletes.append({"uid": episode["uid"], "mentions": [{"uid": duplicate}]})
    if dup.get("aliases"):
        plan.sets.append({"uid": survivor, "aliases": dup["aliases"], "name_key": name_keys("", dup["aliases"])})
    plan.deletes.append({"uid": duplicate})
    return plan


async def merge_people(client: pydgraph.AsyncDgraphClient, now: datetime, timeout: float = 120.0,
                       page: int = 10_000) -> int:
    """Merge every namespace's same-name people; returns the nodes merged away."""
    people: list[dict[str, Any]] = []
    after = "0x0"
    while True:
        resp = await client.txn(read_only=True).query(_PEOPLE, variables={"$after": after, "$first": str(page)},
                                                      timeout=timeout)
        rows = json.loads(resp.json or b"{}").get("q", [])
        if not rows:
            break
        people += rows
        after = rows[-1]["uid"]
    merged = 0
    for survivor, duplicates in survivors(people).items():
        for duplicate in duplicates:
            txn = client.txn()
            try:
                resp = await txn.query(_DUPLICATE, variables={"$d": duplicate, "$s": survivor}, timeout=timeout)
                plan = merge_plan(survivor, duplicate, json.loads(resp.json or b"{}"), now)
                await txn.mutate(set_obj=plan.sets or None, del_obj=plan.deletes, commit_now=True, timeout=timeout)
            finally:
                await txn.discard(timeout=2)
            merged += 1
    log.info("schema.migrated", to_version=5, people_merged=merged)
    return merged
