"""Activation in Dgraph: applying a batch of accesses, the paged decay upsert, and prune candidates.

The decay formula of `kg/domain/activation.py` is evaluated here inside Dgraph with math(); the numbers
arrive as typed query variables, never as DQL text.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from kg.deadline import deadline_scope
from kg.model.records import NodeRecord
from kg.store.codec import NODE_FIELDS, declare, node_from_json, parse_time, to_dgraph_time, uid_list
from kg.store.nodes import ACTIVE, node_filter
from kg.store.txn import DgraphStore, Txn

# A page's materialised value is rewritten only when it moved by more than this, so a second run right
# after the first writes nothing; `activation` is therefore exact to within this between runs.
DECAY_EPSILON = 1e-4
MAX_PAGE = 1_000_000  # Dgraph's limit of uids in one variable

_LIVE_NODE = f'has(name) AND eq(node_status, "{ACTIVE}")'

# The bounds of one page: pages follow the index order of `activation_at`, `after` the previous bound.
_BOUND = """query bound($cut: string, $after: string, $first: int) {
  p as var(func: lt(activation_at, $cut), first: $first, after: $after)
  last(func: uid(p), first: -1) { uid }
}"""

# One page of the decay: nodes and edge records whose last access is older than the grace period. The page
# is exactly the window its bound was read for; math() counts a missing operand as 0, so only records that
# have an activation_base are computed. cond() leaves core records (a0 >= core) at a0. traversal_cost follows
# on edge records.
_DECAY_PAGE = """query decay($cut: string, $after: string, $first: int, $core: float, $keep: float,
                $floor: float, $grace: float, $eps: float, $mincost: float) {
  page as var(func: lt(activation_at, $cut), first: $first, after: $after)
  live as var(func: uid(page)) @filter(has(activation_base)) {
    b as activation_base
    t as activation_at
    cur as activation
    a as math(cond(b >= $core, b, max(min(b, $floor), b * pow($keep, max(since(t) / 86400.0 - $grace, 0.0)))))
    delta as math(max(a - cur, cur - a))
  }
  changed as var(func: uid(live)) @filter(gt(val(delta), $eps))
  edges as var(func: uid(changed)) @filter(type(Edge)) {
    cost as math(1.0 / max(a, $mincost))
  }
  changed_all(func: uid(changed)) { count(uid) }
  changed_edges(func: uid(edges)) { count(uid) }
}"""
_DECAY_SET = b"uid(changed) <activation> val(a) .\nuid(edges) <traversal_cost> val(cost) ."


@dataclass(frozen=True)
class DecayParams:
    """The decay numbers as the store needs them (the domain's ActivationPolicy, flattened)."""

    rate_per_day: float
    grace_days: float
    floor: float
    core_threshold: float
    min_activation_for_cost: float = 0.01


@dataclass(frozen=True)
class DecayCounts:
    nodes: int = 0
    edges: int = 0

    def __add__(self, other: DecayCounts) -> DecayCounts:
        return DecayCounts(self.nodes + other.nodes, self.edges + other.edges)


@dataclass(frozen=True)
class AccessState:
    """What applying an access needs to know about a node, read inside the access transaction."""

    node: NodeRecord
    base: float
    at: datetime


@dataclass(frozen=True)
class AccessWrite:
    uid: str
    activation: float  # the new a0, which is also the materialised value
    access_count: int


@dataclass(frozen=True)
class PruneCandidate:
    uid: str
    name: str
    namespace: str
    activation: float
    activation_at: datetime | None


class ActivationStore:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    # --- accesses ---

    async def access_states(self, txn: Txn, uids: Sequence[str], namespaces: Sequence[str] | None
                            ) -> dict[str, AccessState]:
        """Live nodes among `uids` (in `namespaces`, when given), with their activation base and time."""
        bound: dict[str, str] = {}
        if namespaces is None:
            clause = _LIVE_NODE
        else:
            clause, bound = node_filter(namespaces)
        bound["$ids"] = uid_list(list(uids))
        dql = (f"query acc({declare(bound)}) {{ q(func: uid($ids)) @filter({clause}) "
               f"{{ {NODE_FIELDS} activation_base activation_at }} }}")
        states = {}
        for obj in (await txn.query(dql, bound)).get("q", []):
            node = node_from_json(obj)
            # Records written before schema version 2 fall back to their activation and last access.
            at = parse_time(obj.get("activation_at")) or node.last_accessed or node.created_at
            if at is None:
                continue
            states[node.uid] = AccessState(node, float(obj.get("activation_base", node.activation)), at)
        return states

    async def write_accesses(self, txn: Txn, writes: Sequence[AccessWrite], now: datetime) -> None:
        if not writes:
            return
        stamp = to_dgraph_time(now)
        await txn.mutate(set_obj=[
            {"uid": w.uid, "activation": w.activation, "activation_base": w.activation, "activation_at": stamp,
             "access_count": w.access_count, "last_accessed": stamp}
            for w in writes
        ])

    # --- decay ---

    async def decay(self, params: DecayParams, now: datetime, page_size: int = 50_000, concurrency: int = 2,
                    page_timeout: float = 300.0) -> DecayCounts:
        """Materialise a(now) for every node and edge record past the grace period, page by page.

        Bounds are read one page ahead (cheap: index only) while up to `concurrency` page upserts run.
        Each page is one conflict-retried upsert; the whole run is idempotent, so a page that overlaps
        its neighbour (records left the set meanwhile) costs a retry, never a wrong value.
        """
        if not 1 <= page_size <= MAX_PAGE:
            raise ValueError(f"page_size must be between 1 and {MAX_PAGE}")
        cut = to_dgraph_time(now - timedelta(days=params.grace_days))
        gate = asyncio.Semaphore(max(1, concurrency))
        pages: list[asyncio.Task[DecayCounts]] = []
        after = "0x0"
        try:
            while True:
                last = await self._page_bound(cut, after, page_size)
                if last is None:
                    break
                await gate.acquire()
                pages.append(asyncio.create_task(self._decay_page(gate, params, cut, after, page_size,
                                                                  page_timeout)))
                after = last
            total = DecayCounts()
            for counts in await asyncio.gather(*pages):
                total += counts
            return total
        finally:
            for task in pages:
                task.cancel()

    async def _page_bound(self, cut: str, after: str, first: int) -> str | None:
        found = await self.db.read(_BOUND, {"$cut": cut, "$after": after, "$first": str(first)})
        last = found.get("last", [])
        return str(last[0]["uid"]) if last else None

    async def _decay_page(self, gate: asyncio.Semaphore, params: DecayParams, cut: str, after: str, first: int,
                          timeout: float) -> DecayCounts:
        variables = {
            "$cut": cut, "$after": after, "$first": str(first), "$core": repr(float(params.core_threshold)),
            "$keep": repr(1.0 - params.rate_per_day), "$floor": repr(float(params.floor)),
            "$grace": repr(float(params.grace_days)), "$eps": repr(DECAY_EPSILON),
            "$mincost": repr(float(params.min_activation_for_cost)),
        }

        async def work(txn: Txn) -> DecayCounts:
            found = await txn.upsert(_DECAY_PAGE, _DECAY_SET, variables)
            changed, edges = _count(found, "changed_all"), _count(found, "changed_edges")
            return DecayCounts(nodes=changed - edges, edges=edges)

        try:
            with deadline_scope(timeout):  # a page of 50k records takes seconds, not the per-call default
                return await self.db.write(work)
        finally:
            gate.release()

    # --- pruning ---

    async def prune_candidates(self, floor: float, core_threshold: float, limit: int) -> list[PruneCandidate]:
        """Live nodes at (or below) the floor that are not core identity, least activated first."""
        bound = {"$floor": repr(float(floor) + 1e-12), "$core": repr(float(core_threshold)), "$first": str(limit)}
        dql = f"""query prune({declare(bound)}) {{
          q(func: le(activation, $floor), orderasc: activation, first: $first)
            @filter({_LIVE_NODE} AND NOT ge(activation_base, $core)) {{
            uid name tenant activation activation_at
          }}
        }}"""
        return [
            PruneCandidate(o["uid"], o.get("name", ""), o.get("tenant", ""), float(o.get("activation", 0.0)),
                           parse_time(o.get("activation_at")))
            for o in (await self.db.read(dql, bound)).get("q", [])
        ]


    async def still_prune_candidates(self, uids: Sequence[str], floor: float, core_threshold: float) -> set[str]:
        """Which of `uids` are still prune candidates (read again just before removal)."""
        if not uids:
            return set()
        bound = {"$ids": uid_list(list(uids)), "$floor": repr(float(floor) + 1e-12),
                 "$core": repr(float(core_threshold))}
        dql = f"""query recheck({declare(bound)}) {{
          q(func: uid($ids)) @filter({_LIVE_NODE} AND le(activation, $floor) AND NOT ge(activation_base, $core)) {{
            uid
          }}
        }}"""
        return {o["uid"] for o in (await self.db.read(dql, bound)).get("q", [])}


def _count(found: Mapping[str, Any], block: str) -> int:
    rows = found.get(block, [])
    return int(rows[0].get("count", 0)) if rows else 0
