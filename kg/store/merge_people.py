"""Schema version 5: one node per name in a namespace.

Before it, the speaker "Jon" (a User) and "Jon" mentioned by someone else (an Entity) were two nodes. The
migration merges each such group into one survivor (the User, else the oldest): every edge record, plain
predicate and episode link of the others moves to it (kg/store/merge.py: a duplicate current value is
archived), and the others are deleted. Idempotent: a namespace without duplicates is left alone.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from kg.logging import get_logger
from kg.store.codec import name_keys
from kg.store.merge import MERGE_READ, MergePlan, move_plan
from kg.store.txn import DgraphStore, Txn

log = get_logger(__name__)

_PEOPLE = """query people($after: string, $first: int) {
  q(func: has(name_key), first: $first, after: $after)
    @filter((type(User) OR type(Entity)) AND eq(node_status, "active")) { uid name tenant dgraph.type }
}"""


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


def merge_plan(survivor: str, duplicate: str, found: dict[str, Any], now: datetime) -> MergePlan:
    """What merging `duplicate` into `survivor` writes, from what MERGE_READ read: its edges and links moved,
    its aliases the survivor's, the node deleted. Pure."""
    plan = move_plan(survivor, duplicate, found, now)
    [dup] = found.get("d") or [{}]
    if dup.get("aliases"):
        plan.sets.append({"uid": survivor, "aliases": dup["aliases"], "name_key": name_keys("", dup["aliases"])})
    plan.deletes.append({"uid": duplicate})
    return plan


async def merge_people(db: DgraphStore, now: datetime, page: int = 10_000) -> int:
    """Merge every namespace's same-name people; returns the nodes merged away."""
    people: list[dict[str, Any]] = []
    after = "0x0"
    while rows := (await db.read(_PEOPLE, {"$after": after, "$first": str(page)})).get("q", []):
        people += rows
        after = rows[-1]["uid"]
    merged = 0
    for survivor, duplicates in survivors(people).items():
        for duplicate in duplicates:

            async def work(txn: Txn, survivor: str = survivor, duplicate: str = duplicate) -> None:
                found = await txn.query(MERGE_READ, {"$d": duplicate, "$s": survivor})
                plan = merge_plan(survivor, duplicate, found, now)
                await txn.mutate(set_obj=plan.sets or None, del_obj=plan.deletes)

            await db.write(work)
            merged += 1
    log.info("schema.migrated", to_version=5, people_merged=merged)
    return merged
