"""Moving one node's edge records, plain predicates, episode links and references onto another: what
MergeNodes does (the absorbed node is then retired, kept as history) and what the schema-5 migration does
(kg/store/merge_people.py, which deletes the merged node).

A current edge that would duplicate one the survivor holds (the same current key: a functional type's value,
or the same triple) is archived instead of kept current, so the survivor's own statements win; one that would
join the survivor to itself is archived too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from kg.model.types import predicate_for
from kg.store.codec import link_facts, link_value, to_dgraph_time, uid_of, without_live_node_keys
from kg.store.txn import Txn

_EDGE = "uid edge_type edge_status edge_link edge_current_key edge_from { uid } edge_to { uid }"
# Nodes that name another in a plain predicate (Insight, Pattern and Group fields).
_LIST_REFERENCES = ("source_nodes", "trigger_nodes", "members")
_ONE_REFERENCE = "owner"
_REFERENCES = " ".join(f"{p}: ~{p} {{ uid }}" for p in (*_LIST_REFERENCES, _ONE_REFERENCE))
MERGE_READ = f"""query merge($d: string, $s: string) {{
  d(func: uid($d)) {{ aliases  out: ~edge_from {{ {_EDGE} }}  in: ~edge_to {{ {_EDGE} }}
                     said: ~speaker {{ uid }}  heard: ~mentions {{ uid }}  {_REFERENCES}
                     absorbed: ~merged_into {{ uid }} }}
  s(func: uid($s)) {{ out: ~current_from {{ edge_current_key edge_to {{ uid }} }}
                     in: ~current_to {{ edge_current_key }} }}
}}"""


@dataclass
class MergePlan:
    sets: list[dict[str, Any]] = field(default_factory=list)
    deletes: list[dict[str, Any]] = field(default_factory=list)
    moved: int = 0
    archived: list[str] = field(default_factory=list)  # uids of the current edge records archived
    # (survivor's target, absorbed's target) of a functional value archived in favour of the survivor's:
    # the pair a SUPERSEDES link joins, as when a new value replaces an old one.
    superseded: list[tuple[str, str]] = field(default_factory=list)


def _moved_key(key: str, duplicate: str, survivor: str) -> str:
    return "|".join(survivor if part == duplicate else part for part in key.split("|"))


def _moved_link(link: str, duplicate: str, survivor: str) -> str:
    facts = link_facts(link)
    if facts is None:
        return link
    return link_value(
        facts._replace(
            from_uid=survivor if facts.from_uid == duplicate else facts.from_uid,
            to_uid=survivor if facts.to_uid == duplicate else facts.to_uid,
        )
    )


def _functional(key: str) -> bool:
    return key.count("|") == 1  # "<from>|TYPE"; other current keys name the target too (kg/domain/edge_plan.py)


def move_plan(survivor: str, duplicate: str, found: dict[str, Any], now: datetime) -> MergePlan:
    """What moving `duplicate`'s edges and links to `survivor` writes, from what MERGE_READ read. Pure."""
    plan = MergePlan()
    [dup] = found.get("d") or [{}]
    [held_by] = found.get("s") or [{}]
    held = {e["edge_current_key"]: uid_of(e.get("edge_to")) for e in held_by.get("out", []) if "edge_current_key" in e}
    held.update((e["edge_current_key"], "") for e in held_by.get("in", []) if "edge_current_key" in e)
    for edge in [*dup.get("out", []), *dup.get("in", [])]:
        ends = {"from": uid_of(edge.get("edge_from")), "to": uid_of(edge.get("edge_to"))}
        moved = {end: survivor if uid == duplicate else uid for end, uid in ends.items()}
        current = edge.get("edge_status") == "current"
        record: dict[str, Any] = {
            "uid": edge["uid"],
            "edge_from": {"uid": moved["from"]},
            "edge_to": {"uid": moved["to"]},
        }
        if "edge_link" in edge:
            record["edge_link"] = _moved_link(edge["edge_link"], duplicate, survivor)
        key = _moved_key(edge.get("edge_current_key", ""), duplicate, survivor) if current else ""
        plain = predicate_for(edge.get("edge_type", ""))
        loop = moved["from"] == moved["to"]
        archive = current and (loop or (bool(key) and key in held))  # the survivor already holds this value
        if current:
            plan.deletes.append({"uid": ends["from"], plain: [{"uid": ends["to"]}]})
        if archive:
            at = to_dgraph_time(now)
            record.update(edge_status="archived", archived_at=at, valid_until=at)
            plan.deletes.append(
                {
                    "uid": edge["uid"],
                    "edge_current_key": None,
                    "current_from": {"uid": ends["from"]},
                    "current_to": {"uid": ends["to"]},
                }
            )
            plan.archived.append(edge["uid"])
            if not loop and _functional(key) and held[key] and held[key] != moved["to"]:
                plan.superseded.append((held[key], moved["to"]))
        elif current:
            # Single-valued: setting replaces. (Also deleting the old value in the same mutation could remove
            # the new one, depending on the order Dgraph applies them.)
            record.update(current_from={"uid": moved["from"]}, current_to={"uid": moved["to"]})
            if key:
                record["edge_current_key"] = key
                held[key] = moved["to"]
            plan.sets.append({"uid": moved["from"], plain: [{"uid": moved["to"]}]})
        elif edge.get("edge_status") == "pending":
            record["pending_from"] = {"uid": moved["from"]}  # single-valued: setting replaces, as above
        plan.sets.append(record)
        plan.moved += 1
    for episode in dup.get("said", []):
        plan.sets.append({"uid": episode["uid"], "speaker": {"uid": survivor}})
    for episode in dup.get("heard", []):
        plan.sets.append({"uid": episode["uid"], "mentions": [{"uid": survivor}]})
        plan.deletes.append({"uid": episode["uid"], "mentions": [{"uid": duplicate}]})
    for predicate in _LIST_REFERENCES:
        for holder in dup.get(predicate, []):
            plan.sets.append({"uid": holder["uid"], predicate: [{"uid": survivor}]})
            plan.deletes.append({"uid": holder["uid"], predicate: [{"uid": duplicate}]})
    for holder in dup.get(_ONE_REFERENCE, []):
        plan.sets.append({"uid": holder["uid"], _ONE_REFERENCE: {"uid": survivor}})
    for earlier in dup.get("absorbed", []):  # nodes merged into the duplicate before: one hop to the survivor
        plan.sets.append({"uid": earlier["uid"], "merged_into": {"uid": survivor}})
    return plan


async def absorb_in(txn: Txn, survivor: str, absorbed: str, now: datetime) -> MergePlan:
    """Move `absorbed`'s edges and links to `survivor` and retire it in `txn` (not committed): it leaves every
    read (node_status "merged", no word or search keys) and names the survivor (merged_into)."""
    plan = move_plan(survivor, absorbed, await txn.query(MERGE_READ, {"$d": absorbed, "$s": survivor}), now)
    retire = {"uid": absorbed, "node_status": "merged", "merged_into": {"uid": survivor}}
    await txn.mutate(
        set_obj=[*plan.sets, retire], del_obj=[*plan.deletes, without_live_node_keys(absorbed)], commit=False
    )
    return plan


class MergeStore:
    """MergeNodes' moves (`absorb_in`), for kg/domain/node_edits.py."""

    async def absorb_in(self, txn: Txn, survivor: str, absorbed: str, now: datetime) -> MergePlan:
        return await absorb_in(txn, survivor, absorbed, now)
