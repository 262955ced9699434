"""Activation in Dgraph: applying a batch of accesses, the paged decay upsert, and prune candidates.

The formulas of `kg/domain/activation.py` (decay, and boost on access) are evaluated here inside Dgraph with
math(); the numbers arrive as typed query variables, never as DQL text.
"""

from __future__ import annotations

import asyncio
import functools
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from pydgraph.proto import api_pb2 as api

from kg.deadline import deadline_scope
from kg.model.records import NodeRecord
from kg.store.codec import NODE_FIELDS, declare, node_from_json, parse_time, to_dgraph_time, uid_list
from kg.store.nodes import ACTIVE, node_filter, tenant_values
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
# is exactly the window its bound was read for. math() would count a missing activation_base as 0, so only
# records that have one are computed, chosen on the value read (cheaper than has(), as for accesses). cond()
# leaves core records (a0 >= core) at a0. traversal_cost follows on edge records.
_DECAY_PAGE = """query decay($cut: string, $after: string, $first: int, $core: float, $keep: float,
                $floor: float, $grace: float, $eps: float, $mincost: float) {
  page as var(func: lt(activation_at, $cut), first: $first, after: $after) {
    b as activation_base
    t as activation_at
    cur as activation
  }
  live as var(func: uid(page)) @filter(ge(val(b), 0.0)) {
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


# Accesses as one upsert. Which nodes count is decided on their values, not with has() or index lookups
# (both cost far more per uid in Dgraph than reading a value): live (node_status "active"), in scope (tenant
# one of the caller's namespaces, when given), and with activation_base and activation_at; live records lacking either
# (written before schema version 2: math() would read 0) are listed in `legacy` for the caller to apply the
# old way. Per group of uids accessed the same number of times ($n<i>): a(now) from (a0, t0) as the decay
# computes it, plus $boost per access, capped at $max; access_count + $n<i>.
_ACCESS_STATE = """  all as var(func: uid($all)) {{
    st as node_status{tenant}  b as activation_base  t as activation_at
  }}
  ok as var(func: uid(all))
      @filter(eq(val(st), "active") AND ge(val(b), 0.0) AND ge(val(t), "0001-01-01T00:00:00Z"){scope})
"""
_ACCESS_GROUP = """  g{i} as var(func: uid($ids{i})) @filter(uid(ok)) {{
    c{i} as access_count
    a{i} as math(min(cond(b >= $core, b, max(min(b, $floor),
        b * pow($keep, max(since(t) / 86400.0 - $grace, 0.0)))) + $boost * $n{i}, $max))
    k{i} as math(c{i} + $n{i})
  }}
"""
_ACCESS_RESULT = "  r{i}(func: uid(g{i})) {{ {fields} activation_after: val(a{i}) access_count_after: val(k{i}) }}\n"
_ACCESS_COUNT = "  r{i}(func: uid(g{i})) {{ count(uid) }}\n"  # the flush needs no more than how many
_ACCESS_LEGACY = """  legacy(func: uid(all)) @filter(eq(val(st), "active") AND NOT uid(ok){scope}) {{ uid }}
"""
MAX_ACCESS_GROUPS = 8  # distinct access counts per upsert; a batch with more is split


@dataclass(frozen=True)
class DecayParams:
    """The decay numbers as the store needs them (the domain's ActivationPolicy, flattened)."""

    rate_per_day: float
    grace_days: float
    floor: float
    core_threshold: float
    min_activation_for_cost: float = 0.01


@dataclass(frozen=True)
class AccessParams:
    """The numbers an access needs: the decay's, plus the boost per access and the maximum."""

    decay: DecayParams
    boost: float
    maximum: float


@dataclass(frozen=True)
class AccessOutcome:
    """What one access upsert did: how many nodes it updated (and those nodes afterwards, when asked for),
    and the uids it left to the caller because they have no activation_base/activation_at yet."""

    updated: int
    nodes: dict[str, NodeRecord]
    legacy: list[str]


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

    async def access_states(
        self, txn: Txn, uids: Sequence[str], namespaces: Sequence[str] | None
    ) -> dict[str, AccessState]:
        """Live nodes among `uids` (in `namespaces`, when given), with their activation base and time."""
        bound: dict[str, str] = {}
        if namespaces is None:
            clause = _LIVE_NODE
        else:
            clause, bound = node_filter(namespaces)
        bound["$ids"] = uid_list(list(uids))
        dql = (
            f"query acc({declare(bound)}) {{ q(func: uid($ids)) @filter({clause}) "
            f"{{ {NODE_FIELDS} activation_base activation_at }} }}"
        )
        states = {}
        for obj in (await txn.query(dql, bound)).get("q", []):
            node = node_from_json(obj)
            # Records written before schema version 2 fall back to their activation and last access.
            at = parse_time(obj.get("activation_at")) or node.last_accessed or node.created_at
            if at is None:
                continue
            states[node.uid] = AccessState(node, float(obj.get("activation_base", node.activation)), at)
        return states

    async def apply_accesses(
        self,
        txn: Txn,
        counts: Mapping[str, int],
        params: AccessParams,
        now: datetime,
        namespaces: Sequence[str] | None,
        with_nodes: bool,
    ) -> AccessOutcome:
        """`counts[uid]` accesses of each live node (in `namespaces`, when given) as one committed upsert,
        computed inside Dgraph: nothing is read first. At most MAX_ACCESS_GROUPS distinct counts (see
        `access_chunks`). `with_nodes`: also return each node as it is afterwards."""
        groups: dict[int, list[str]] = defaultdict(list)
        for uid, n in counts.items():
            groups[n].append(uid)
        if len(groups) > MAX_ACCESS_GROUPS:
            raise ValueError(f"at most {MAX_ACCESS_GROUPS} distinct access counts per upsert")
        bound: dict[str, str] = {}
        clause = ""
        if namespaces is not None:
            clause, bound = tenant_values("tn", namespaces)
        clause_names = tuple(bound)
        bound.update(
            {
                "$core": repr(float(params.decay.core_threshold)),
                "$keep": repr(1.0 - params.decay.rate_per_day),
                "$floor": repr(float(params.decay.floor)),
                "$grace": repr(float(params.decay.grace_days)),
                "$boost": repr(float(params.boost)),
                "$max": repr(float(params.maximum)),
                "$all": uid_list(list(counts)),
            }
        )
        for i, (n, uids) in enumerate(groups.items()):
            bound[f"$ids{i}"] = uid_list(uids)
            bound[f"$n{i}"] = str(n)
        query = _access_query(len(groups), clause, clause_names, NODE_FIELDS if with_nodes else "")
        found = await txn.upsert_all(query, _access_mutations(len(groups), to_dgraph_time(now)), bound)
        legacy = [o["uid"] for o in found.get("legacy", [])]
        if not with_nodes:
            return AccessOutcome(sum(_count(found, f"r{i}") for i in range(len(groups))), {}, legacy)
        nodes = {
            obj["uid"]: replace(
                node_from_json(obj),
                activation=float(obj["activation_after"]),
                access_count=int(obj["access_count_after"]),
                last_accessed=now,
            )
            for i in range(len(groups))
            for obj in found.get(f"r{i}", [])
        }
        return AccessOutcome(len(nodes), nodes, legacy)

    async def write_accesses(self, txn: Txn, writes: Sequence[AccessWrite], now: datetime) -> None:
        if not writes:
            return
        stamp = to_dgraph_time(now)
        await txn.mutate(
            set_obj=[
                {
                    "uid": w.uid,
                    "activation": w.activation,
                    "activation_base": w.activation,
                    "activation_at": stamp,
                    "access_count": w.access_count,
                    "last_accessed": stamp,
                }
                for w in writes
            ]
        )

    # --- decay ---

    async def decay(
        self,
        params: DecayParams,
        now: datetime,
        page_size: int = 50_000,
        concurrency: int = 2,
        page_timeout: float = 300.0,
    ) -> DecayCounts:
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
                pages.append(asyncio.create_task(self._decay_page(gate, params, cut, after, page_size, page_timeout)))
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

    async def _decay_page(
        self, gate: asyncio.Semaphore, params: DecayParams, cut: str, after: str, first: int, timeout: float
    ) -> DecayCounts:
        variables = {
            "$cut": cut,
            "$after": after,
            "$first": str(first),
            "$core": repr(float(params.core_threshold)),
            "$keep": repr(1.0 - params.rate_per_day),
            "$floor": repr(float(params.floor)),
            "$grace": repr(float(params.grace_days)),
            "$eps": repr(DECAY_EPSILON),
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
        """Live nodes at (or below) the floor that are not core identity, least activated first. Read from the
        live nodes' values: activation carries no index (schema 17), and its float index had held every record
        below 1 under one token, so it had narrowed nothing."""
        bound = {"$floor": repr(float(floor) + 1e-12), "$core": repr(float(core_threshold)), "$first": str(limit)}
        dql = f"""query prune({declare(bound)}) {{
          q(func: eq(node_status, "{ACTIVE}"), orderasc: activation, first: $first)
            @filter(has(name) AND le(activation, $floor) AND NOT ge(activation_base, $core)) {{
            uid name tenant activation activation_at
          }}
        }}"""
        return [
            PruneCandidate(
                o["uid"],
                o.get("name", ""),
                o.get("tenant", ""),
                float(o.get("activation", 0.0)),
                parse_time(o.get("activation_at")),
            )
            for o in (await self.db.read(dql, bound)).get("q", [])
        ]

    async def still_prune_candidates(self, uids: Sequence[str], floor: float, core_threshold: float) -> set[str]:
        """Which of `uids` are still prune candidates (read again just before removal)."""
        if not uids:
            return set()
        bound = {
            "$ids": uid_list(list(uids)),
            "$floor": repr(float(floor) + 1e-12),
            "$core": repr(float(core_threshold)),
        }
        dql = f"""query recheck({declare(bound)}) {{
          q(func: uid($ids)) @filter({_LIVE_NODE} AND le(activation, $floor) AND NOT ge(activation_base, $core)) {{
            uid
          }}
        }}"""
        return {o["uid"] for o in (await self.db.read(dql, bound)).get("q", [])}


def access_chunks(counts: Mapping[str, int]) -> list[dict[str, int]]:
    """`counts` split so that no part has more than MAX_ACCESS_GROUPS distinct counts (usually: one part)."""
    by_count: dict[int, dict[str, int]] = defaultdict(dict)
    for uid, n in counts.items():
        by_count[n][uid] = n
    parts = list(by_count.values())
    return [
        {uid: n for part in parts[i : i + MAX_ACCESS_GROUPS] for uid, n in part.items()}
        for i in range(0, len(parts), MAX_ACCESS_GROUPS)
    ]


@functools.lru_cache(maxsize=64)
def _access_query(groups: int, clause: str, clause_names: tuple[str, ...], fields: str) -> str:
    """The access upsert's query for `groups` groups (its text depends on nothing else a client sends)."""
    names = ["$core", "$keep", "$floor", "$grace", "$boost", "$max"]
    declared = [f"{name}: float" for name in names] + ["$all: string"]
    declared += [f"$ids{i}: string, $n{i}: int" for i in range(groups)]
    declared += [f"{name}: string" for name in clause_names]
    scope = f" AND {clause}" if clause else ""
    body = _ACCESS_STATE.format(scope=scope, tenant="  tn as tenant" if clause else "")  # tn: read by `clause`
    body += "".join(_ACCESS_GROUP.format(i=i) for i in range(groups))
    body += "".join(
        (_ACCESS_RESULT.format(i=i, fields=fields) if fields else _ACCESS_COUNT.format(i=i)) for i in range(groups)
    )
    body += _ACCESS_LEGACY.format(scope=scope)
    return f"query acc({', '.join(declared)}) {{\n{body}}}"


@functools.lru_cache(maxsize=64)
def _access_mutation_text(i: int) -> bytes:
    return (
        f"uid(g{i}) <activation> val(a{i}) .\nuid(g{i}) <activation_base> val(a{i}) .\n"
        f"uid(g{i}) <access_count> val(k{i}) .\n"
    ).encode()


def _access_mutations(groups: int, stamp: str) -> list[api.Mutation]:
    # A constant object with an empty uid(g<i>) would create a node: the times only when g<i> has members.
    # `stamp` is kg's own clock, never client input.
    return [
        api.Mutation(
            set_nquads=_access_mutation_text(i)
            + (f'uid(g{i}) <activation_at> "{stamp}" .\nuid(g{i}) <last_accessed> "{stamp}" .').encode(),
            cond=f"@if(gt(len(g{i}), 0))",
        )
        for i in range(groups)
    ]


def _count(found: Mapping[str, Any], block: str) -> int:
    rows = found.get(block, [])
    return int(rows[0].get("count", 0)) if rows else 0
