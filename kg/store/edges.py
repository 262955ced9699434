"""Edge records and the plain predicates that mirror current edges.

An edge is a node of type Edge (its own uid, status and history). A current edge is also the plain
predicate `<from> <has_manager> <to>` so DQL users traverse the graph naturally; archiving removes the
predicate and keeps the record, in the same transaction.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from kg.model.plan import Archive, EdgePlan, PlannedEdge, Promotion, Restart
from kg.model.records import EdgeRecord, Link, LinkDetails, NodeRecord
from kg.model.types import SUPERSEDES, EdgeStatus, predicate_for
from kg.store.codec import (
    CURRENT_FIELDS,
    EDGE_FIELDS,
    LIVE_FIELDS,
    NODE_FIELDS,
    PENDING_FIELDS,
    LinkFacts,
    declare,
    edge_from_json,
    link_details_from_json,
    link_facts,
    link_value,
    node_from_json,
    parse_time,
    to_dgraph_time,
    uid_list,
    variables,
)
from kg.store.nodes import live_nodes, node_filter, tenant_values
from kg.store.txn import DgraphStore, ReadPart, Txn


@dataclass(frozen=True)
class EdgeContext:
    """What an edge write needs to know, read inside its transaction."""

    endpoints: dict[str, str]  # uid -> namespace, for live nodes only
    current: dict[str, EdgeRecord]  # current_key -> the current edge holding it
    supersedes_pairs: set[tuple[str, str]]  # (from, to) of every current SUPERSEDES link among them
    pending: dict[tuple[str, str, str], EdgeRecord]  # (from, type, to) -> a pending edge


# What was true at a moment: current or since archived (retracted facts were never true), valid then.
_VALID_AT = (
    'eq(edge_status, ["current", "archived"]) AND le(valid_from, $as_of) '
    "AND (NOT has(valid_until) OR gt(valid_until, $as_of))"
)


def _edge_filter(
    namespaces: Sequence[str], statuses: Sequence[EdgeStatus], edge_type: str = "", as_of: datetime | None = None
) -> tuple[str, dict[str, str]]:
    """Edges in the caller's namespaces with one of `statuses`, or, given `as_of`, those valid at that time."""
    ns_list, bound = variables("ns", list(namespaces))
    if as_of is None:
        st_list, st_bound = variables("st", [s.value for s in statuses])
        bound.update(st_bound)
        clause = f"eq(tenant, {ns_list}) AND eq(edge_status, {st_list})"
    else:
        bound["$as_of"] = to_dgraph_time(as_of)
        clause = f"eq(tenant, {ns_list}) AND {_VALID_AT}"
    if edge_type:
        bound["$type"] = edge_type
        clause += " AND eq(edge_type, $type)"
    return clause, bound


def _edge_values(
    side: str, namespaces: Sequence[str], statuses: Sequence[EdgeStatus], edge_type: str = ""
) -> tuple[str, str, dict[str, str]]:
    """(reads, filter, variables) for edge records reached along `side`, compared as values (see `live_nodes`
    in kg/store/nodes.py for why): `reads` goes in a var block that reaches the records, `filter` on the block
    that returns them."""
    if not namespaces or not statuses:
        raise ValueError("an edge read needs at least one namespace and one status")
    tenants, bound = tenant_values(f"{side}_tenant", namespaces)
    bound.update({f"$st{i}": status.value for i, status in enumerate(statuses)})
    reads = f"{side}_status as edge_status  {side}_tenant as tenant"
    statuses_clause = " OR ".join(f"eq(val({side}_status), $st{i})" for i in range(len(statuses)))
    clause = f"({statuses_clause}) AND {tenants}"
    if edge_type:
        bound["$type"] = edge_type
        reads += f"  {side}_type as edge_type"
        clause += f" AND eq(val({side}_type), $type)"
    return reads, clause, bound


def _edges_at_nodes(
    namespaces: Sequence[str],
    statuses: Sequence[EdgeStatus],
    edge_type: str,
    outgoing: bool,
    incoming: bool,
    fields: str,
    first: int | None = None,
) -> tuple[str, dict[str, str]]:
    """The query for edge records at the live nodes `$ids` (bind it): `out` and `in` under each node, with
    `fields`; `first` each way (negative: the last ones)."""
    blocks, node_clause, bound = live_nodes("uid($ids)", namespaces)
    bound["$ids"] = ""
    page = _page(bound, first)
    reads, parts = [], []
    for side, reverse in _ways(statuses, outgoing, incoming):
        read, clause, edge_bound = _edge_values(side, namespaces, statuses, edge_type)
        bound.update(edge_bound)
        reads.append(f"{reverse} {{ {read} }}")
        parts.append(f"{side}: {reverse} {page} @filter({clause}) {{ {fields} }}")
    dql = (
        f"query at({declare(bound)}) {{ {blocks} here as var(func: uid(live)) @filter({node_clause}) "
        f"{{ {' '.join(reads)} }} q(func: uid(here)) {{ uid {' '.join(parts)} }} }}"
    )
    return dql, bound


# Reverse edges that lead only to records of one status: reading along them does not grow with the nodes' history
# (a functional fact restated daily leaves an archived record a day behind it). There is no pending_to.
_ONLY = {EdgeStatus.CURRENT: ("~current_from", "~current_to"), EdgeStatus.PENDING: ("~pending_from", "")}


def _ways(statuses: Sequence[EdgeStatus], outgoing: bool, incoming: bool) -> list[tuple[str, str]]:
    """(block name, reverse edge) pairs that reach the records of `statuses` at a node: along the per-status
    edges where every status has one on that side, else along edge_from/edge_to (every record, any status).
    Block names start with "out" or "in"."""
    ways: list[tuple[str, str]] = []
    for wanted, side, index, every in ((outgoing, "out", 0, "~edge_from"), (incoming, "in", 1, "~edge_to")):
        if not wanted:
            continue
        own = [_ONLY[s][index] if s in _ONLY else "" for s in sorted(set(statuses))]
        if own and all(own):
            ways += [(f"{side}{i or ''}", reverse) for i, reverse in enumerate(own)]
        else:
            ways.append((side, every))
    return ways


def _records_at(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The edge records under a node of `_edges_at_nodes` (or `_valid_at_query`), every block together."""
    return [obj for name, found in node.items() if name.startswith(("out", "in")) for obj in found]


def _page(bound: dict[str, str], first: int | None) -> str:
    """The `(first: $first)` of a reverse edge, binding `$first`; nothing without a limit."""
    if first is None:
        return ""
    bound["$first"] = str(first)
    return "(first: $first)"


def _by_uid_query(namespaces: Sequence[str], statuses: Sequence[EdgeStatus]) -> tuple[str, dict[str, str]]:
    """Edge records by uid (bind `$ids`) with one of `statuses`, in the caller's namespaces."""
    reads, clause, bound = _edge_values("e", namespaces, statuses)
    bound["$ids"] = ""
    return (
        f"query edges({declare(bound)}) {{ e as var(func: uid($ids)) {{ {reads} }} "
        f"q(func: uid(e)) @filter({clause}) {{ {EDGE_FIELDS} }} }}"
    ), bound


def _valid_at_query(
    namespaces: Sequence[str], as_of: datetime, edge_type: str, outgoing: bool, incoming: bool, first: int | None = None
) -> tuple[str, dict[str, str]]:
    """Like `_edges_at_nodes`, for the edges valid at `as_of` (a rarer read, filtered through the indexes)."""
    edge_clause, bound = _edge_filter(namespaces, [], edge_type, as_of)
    node_clause, node_bound = node_filter(namespaces)
    bound.update(node_bound)
    bound["$ids"] = ""
    page = _page(bound, first)
    parts = []
    if outgoing:
        parts.append(f"out: ~edge_from {page} @filter({edge_clause}) {{ {EDGE_FIELDS} }}")
    if incoming:
        parts.append(f"in: ~edge_to {page} @filter({edge_clause}) {{ {EDGE_FIELDS} }}")
    return (
        f"query l({declare(bound)}) {{ q(func: uid($ids)) @filter({node_clause}) {{ uid {' '.join(parts)} }} }}",
        bound,
    )


def planned_json(edge: PlannedEdge) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "uid": f"_:{edge.blank}",
        "dgraph.type": "Edge",
        "edge_type": edge.edge_type.name,
        "edge_status": edge.status.value,
        "edge_from": {"uid": edge.from_uid},
        "edge_to": {"uid": edge.to_uid},
        "created_at": to_dgraph_time(edge.created_at),
        "valid_from": to_dgraph_time(edge.valid_from),
        "activation": edge.activation,
        "activation_base": edge.activation,  # edges decay like nodes (kg/domain/activation.py)
        "activation_at": to_dgraph_time(edge.created_at),
        "traversal_cost": edge.traversal_cost,
        "confidence": edge.confidence,
        "properties": json.dumps(edge.properties, separators=(",", ":"), sort_keys=True),
        "tenant": edge.namespace,
        "edge_link": link_value(
            LinkFacts(
                edge.edge_type.name,
                edge.from_uid,
                edge.to_uid,
                edge.namespace,
                edge.confidence,
                edge.valid_from,
                edge.derived_from,
                edge.activation,
                edge.created_at,
            )
        ),
    }
    if edge.status == EdgeStatus.CURRENT:
        obj.update(_current_ends(edge.from_uid, edge.to_uid))
    elif edge.status == EdgeStatus.PENDING:
        obj.update(pending_end(edge.from_uid))
    if edge.key:
        obj["edge_current_key"] = edge.key
    if edge.valid_until:
        obj["valid_until"] = to_dgraph_time(edge.valid_until)
    if edge.archived_at:
        obj["archived_at"] = to_dgraph_time(edge.archived_at)
    if edge.derived_from:
        obj["derived_from"] = {"uid": edge.derived_from}
    if edge.scheduled_from:
        obj["scheduled_from"] = to_dgraph_time(edge.scheduled_from)
    if edge.scheduled_until:
        obj["scheduled_until"] = to_dgraph_time(edge.scheduled_until)
    return obj


def _current_ends(from_uid: str, to_uid: str) -> dict[str, Any]:
    """current_from/current_to: set exactly while an edge record is current (`links` reads them)."""
    return {"current_from": {"uid": from_uid}, "current_to": {"uid": to_uid}}


def pending_end(from_uid: str) -> dict[str, Any]:
    """pending_from: set exactly while an edge record is pending (`load_context` reads it), so finding a node's
    pending records does not walk its whole edge history."""
    return {"pending_from": {"uid": from_uid}}


def not_current(uid: str, from_uid: str, to_uid: str) -> dict[str, Any]:
    """What an edge record loses when it ends (archived or retracted, from current or pending): its current key
    and current or pending ends. The ends are deleted by value, which spares Dgraph reading them back to update
    their reverse index (deleting a value the record does not hold changes nothing)."""
    return {"uid": uid, "edge_current_key": None, **_current_ends(from_uid, to_uid), **pending_end(from_uid)}


def not_scheduled(uid: str) -> dict[str, Any]:
    """A record that stops waiting leaves the scheduled_from index, which the due-change query reads whole."""
    return {"uid": uid, "scheduled_from": None}


def not_ending(uid: str) -> dict[str, Any]:
    """A record whose scheduled end came, or that ended sooner, leaves the scheduled_until index likewise."""
    return {"uid": uid, "scheduled_until": None}


def _since(promotion: Promotion) -> dict[str, Any]:
    """A scheduled change that came at another time than told: its valid_from, and the edge_link that packs it."""
    edge, since = promotion.edge, promotion.valid_from
    if since is None or since == edge.valid_from:
        return {}
    return _valid_from(edge, since, promotion.activation_base)


def _restarted(restart: Restart) -> dict[str, Any]:
    """A current record's new start and told time, and the edge_link that packs its valid_from."""
    return {
        "uid": restart.edge.uid,
        "properties": json.dumps(restart.properties, separators=(",", ":"), sort_keys=True),
        **_valid_from(restart.edge, restart.valid_from, restart.activation_base),
    }


def _valid_from(edge: EdgeRecord, valid_from: datetime, activation_base: float) -> dict[str, Any]:
    """A record's valid_from rewritten, with its edge_link, which packs it (and the activation at creation, which
    the record read holds only decayed: `activation_base` stands for it)."""
    facts = LinkFacts(
        edge.type,
        edge.from_uid,
        edge.to_uid,
        edge.namespace,
        edge.confidence,
        valid_from,
        edge.derived_from_uid,
        activation_base,
        edge.created_at,
    )
    return {"valid_from": to_dgraph_time(valid_from), "edge_link": link_value(facts)}


def _plain(from_uid: str, edge_type: str, to_uid: str) -> dict[str, Any]:
    return {"uid": from_uid, predicate_for(edge_type): [{"uid": to_uid}]}


def _links_of(
    nodes: list[dict[str, Any]], visible: set[str], activation: Callable[[float, datetime | None], float]
) -> dict[str, Link]:
    """The links read at `nodes` (their out and in lists of edge_link values) in `visible` namespaces, by uid."""
    links: dict[str, Link] = {}
    for node in nodes:
        for obj in [*node.get("out", []), *node.get("in", [])]:
            facts = link_facts(obj.get("edge_link", ""))
            if facts is not None and facts.namespace in visible:  # a planted cross-tenant edge stops here
                links[obj["uid"]] = Link(
                    obj["uid"],
                    facts.edge_type,
                    facts.from_uid,
                    facts.to_uid,
                    activation(facts.activation_base, facts.created_at),
                    facts.confidence,
                    facts.valid_from,
                    facts.created_at,
                    facts.derived_from,
                    facts.namespace,
                )
    return links


class EdgeStore:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    async def provenance_namespaces(
        self, txn: Txn, episode_uids: set[str], subject_uids: set[str]
    ) -> tuple[dict[str, str], dict[str, str]]:
        """The namespace of each live episode of `episode_uids`, and of each live node of `subject_uids`."""
        bound = {"$eps": uid_list(episode_uids), "$subjects": uid_list(subject_uids)}
        found = await txn.query(
            "query prov($eps: string, $subjects: string) { "
            'eps(func: uid($eps)) @filter(eq(episode_status, "active")) { uid tenant } '
            'subjects(func: uid($subjects)) @filter(has(name) AND eq(node_status, "active")) { uid tenant } }',
            bound,
        )
        episodes = {obj["uid"]: obj["tenant"] for obj in found.get("eps", []) if obj.get("tenant")}
        subjects = {obj["uid"]: obj["tenant"] for obj in found.get("subjects", []) if obj.get("tenant")}
        return episodes, subjects

    async def load_context(
        self, txn: Txn, endpoint_uids: set[str], keys: set[str], new_targets: set[str]
    ) -> EdgeContext:
        bound: dict[str, str] = {"$ids": uid_list(endpoint_uids)}
        key_list, key_bound = variables("k", sorted(keys))
        bound.update(key_bound)
        blocks = [
            # Along pending_from, which leads only to pending records, not the nodes' whole history; and of those
            # only the ones pointing at one of the write's endpoints (a pending record is matched by its whole
            # triple), read in full. A speaker's unconfirmed facts accumulate: reading each one's every field made
            # Ingest's context read cost Dgraph 20 more point reads per thousand Ingests (a lab for issue 21).
            # Their status is checked on the records read, not with eq(edge_status) here, which would
            # read the index's list of every pending record in the graph.
            "ends_to as var(func: uid($ids)) "
            'ends(func: uid($ids)) @filter(has(name) AND eq(node_status, "active")) { uid tenant '
            f"pending: ~pending_from @filter(uid_in(edge_to, uid(ends_to))) {{ {PENDING_FIELDS} }} }}"
        ]
        replaceable = bool(new_targets and keys)  # a functional value may be replaced by a new target
        if keys:
            # olds: the keys' current values (current_to is edge_to while an edge is current), for `sup` below.
            olds = " olds as current_to" if replaceable else ""
            blocks.append(
                f'cur(func: eq(edge_current_key, {key_list})) @filter(eq(edge_status, "current")) '
                f"{{ {CURRENT_FIELDS} edge_current_key{olds} }}"
            )
        if replaceable:  # is new target -SUPERSEDES-> old there already?
            bound["$targets"] = uid_list(new_targets)
            # Along the targets' plain `supersedes` predicate, which holds a node's current SUPERSEDES links and
            # nothing else (written and removed with the records, as every type's plain predicate is), to the
            # values that may be replaced: the keys' current values and the batch's own targets. Reading the
            # records instead, from the values' ~current_to (every current record pointing at them), cost Dgraph
            # more the more values had ever replaced one (a lab for issue 21: 2.1 -> 3.2 ms over 9,000 replacements).
            blocks.append(
                f"sup(func: uid($targets)) {{ uid out: {predicate_for(SUPERSEDES)} "
                "@filter(uid(olds) OR uid($targets)) { uid } }"
            )
        found = await txn.query(f"query ctx({declare(bound)}) {{ {' '.join(blocks)} }}", bound)
        current: dict[str, EdgeRecord] = {}
        for obj in found.get("cur", []):
            current[obj["edge_current_key"]] = edge_from_json(obj)
        pairs = {(target["uid"], obj["uid"]) for target in found.get("sup", []) for obj in target.get("out", [])}
        ends = found.get("ends", [])
        pending = {
            (e.from_uid, e.type, e.to_uid): e
            for e in (edge_from_json(o) for node in ends for o in node.get("pending", []))
            if e.status == EdgeStatus.PENDING  # not one an older kg promoted without removing its pending_from
        }
        return EdgeContext({o["uid"]: o.get("tenant", "") for o in ends}, current, pairs, pending)

    async def write_plan(self, txn: Txn, plan: EdgePlan, commit: bool = True) -> dict[str, str]:
        """Write the whole plan as one mutation (committed unless told otherwise); returns blank name -> uid."""
        sets: list[dict[str, Any]] = []
        deletes: list[dict[str, Any]] = []
        for edge in plan.creates:
            sets.append(planned_json(edge))
            if edge.status == EdgeStatus.CURRENT:
                sets.append(_plain(edge.from_uid, edge.edge_type.name, edge.to_uid))
        for touch in plan.touches:
            sets.append({"uid": touch.edge.uid, "access_count": touch.access_count})
        for promotion in plan.promotions:
            pending = promotion.edge
            sets.append(
                {
                    "uid": pending.uid,
                    "edge_status": EdgeStatus.CURRENT.value,
                    "edge_current_key": promotion.key,
                    "access_count": promotion.access_count,
                    **_current_ends(pending.from_uid, pending.to_uid),
                    **_since(promotion),
                }
            )
            waited = not_scheduled(pending.uid) if pending.scheduled_from is not None else {}
            deletes.append({"uid": pending.uid, **pending_end(pending.from_uid), **waited})
            sets.append(_plain(pending.from_uid, pending.type, pending.to_uid))
        for ending in plan.endings:
            until = to_dgraph_time(ending.until)
            sets.append({"uid": ending.edge.uid, "valid_until": until, "scheduled_until": until})
        for restart in plan.restarts:
            sets.append(_restarted(restart))
            replaced = await self._replaced_by(txn, restart.edge)
            if replaced is not None and replaced.valid_from is not None and replaced.valid_from < restart.valid_from:
                sets.append({"uid": replaced.uid, "valid_until": to_dgraph_time(restart.valid_from)})
        for archive in plan.archives:
            old = archive.edge
            sets.append(
                {
                    "uid": old.uid,
                    "edge_status": archive.status.value,
                    "archived_at": to_dgraph_time(archive.at),
                    "valid_until": to_dgraph_time(archive.valid_until),
                }
            )
            # a pending record leaves the due index too, whether its scheduled_from was read or not
            waiting = old.status == EdgeStatus.PENDING or old.scheduled_from is not None
            deletes.append(
                {
                    **not_current(old.uid, old.from_uid, old.to_uid),
                    **(not_scheduled(old.uid) if waiting else {}),
                    **(not_ending(old.uid) if old.scheduled_until is not None else {}),
                }
            )
            deletes.append(_plain(old.from_uid, old.type, old.to_uid))
        if not sets and not deletes:
            if commit:
                await txn.commit()  # every requested edge was in place; commit what the caller wrote before
            return {}
        resp = await txn.mutate(set_obj=sets or None, del_obj=deletes or None, commit=commit)
        return dict(resp.uids)

    async def _replaced_by(self, txn: Txn, edge: EdgeRecord) -> EdgeRecord | None:
        """The record `edge` replaced when it became current: archived, of its subject and type, valid until the
        moment it became valid. Read along the subject's whole edge history, which only a `Restart` (rare) does."""
        if edge.valid_from is None:
            return None
        bound = {"$from": edge.from_uid, "$type": edge.type}
        found = await txn.query(
            f"query replaced({declare(bound)}) {{ q(func: uid($from)) {{ "
            '~edge_from @filter(eq(edge_type, $type) AND eq(edge_status, "archived")) '
            "{ uid valid_from valid_until } } }",
            bound,
        )
        replaced = [
            EdgeRecord(
                o["uid"],
                edge.type,
                EdgeStatus.ARCHIVED,
                edge.from_uid,
                "",
                edge.namespace,
                valid_from=parse_time(o.get("valid_from")),
                valid_until=parse_time(o.get("valid_until")),
            )
            for node in found.get("q", [])
            for o in node.get("~edge_from", [])
        ]
        return next((record for record in replaced if record.valid_until == edge.valid_from), None)

    async def due(self, now: datetime, limit: int) -> list[EdgeRecord]:
        # scheduled_from is removed when a record stops waiting, so the index holds only the waiting ones; the
        # status filter guards against a record an older kg closed without removing it.
        found = await self.db.read(
            "query due($now: string, $first: int) { "
            "q(func: le(scheduled_from, $now), orderasc: scheduled_from, first: $first) "
            f'@filter(eq(edge_status, "pending")) {{ {PENDING_FIELDS} }} }}',
            {"$now": to_dgraph_time(now), "$first": str(limit)},
        )
        return [edge_from_json(obj) for obj in found.get("q", [])]

    async def ends_due(self, now: datetime, limit: int) -> list[EdgeRecord]:
        """Records whose scheduled end has come, of any status: one that ended another way and kept its
        scheduled_until (a retraction, a merge) is returned too, so that the job can take it out of the index."""
        found = await self.db.read(
            "query ends_due($now: string, $first: int) { "
            f"q(func: le(scheduled_until, $now), orderasc: scheduled_until, first: $first) {{ {LIVE_FIELDS} }} }}",
            {"$now": to_dgraph_time(now), "$first": str(limit)},
        )
        return [edge_from_json(obj) for obj in found.get("q", [])]

    async def unschedule_in(self, txn: Txn, uid: str) -> None:
        """Takes a record out of both due indexes (scheduled_from, scheduled_until), and commits: one whose time
        no longer concerns the decay job (ended another way, or its value made current another way)."""
        await txn.mutate(del_obj=[{**not_scheduled(uid), **not_ending(uid)}], commit=True)

    async def get(self, uid: str, namespaces: Sequence[str], txn: Txn | None = None) -> EdgeRecord | None:
        dql, bound = _by_uid_query(namespaces, list(EdgeStatus))
        bound["$ids"] = uid
        found = (await (txn.query(dql, bound) if txn else self.db.read(dql, bound))).get("q", [])
        return edge_from_json(found[0]) if found else None

    async def get_many(
        self, uids: Sequence[str], namespaces: Sequence[str], txn: Txn | None = None
    ) -> dict[str, EdgeRecord]:
        """Edge records of any status by uid, in the caller's namespaces."""
        if not uids:
            return {}
        dql, bound = _by_uid_query(namespaces, list(EdgeStatus))
        bound["$ids"] = uid_list(list(uids))
        found = (await (txn.query(dql, bound) if txn else self.db.read(dql, bound))).get("q", [])
        return {obj["uid"]: edge_from_json(obj) for obj in found}

    async def archive(self, txn: Txn, edge: EdgeRecord, at: datetime) -> EdgeRecord:
        archive = Archive(edge, at, at)
        await self.write_plan(txn, EdgePlan(archives=[archive]))
        return archive.updated()

    async def list_for_node(
        self,
        uid: str,
        namespaces: Sequence[str],
        edge_type: str,
        outgoing: bool,
        incoming: bool,
        statuses: Sequence[EdgeStatus],
        limit: int,
        as_of: datetime | None = None,
        txn: Txn | None = None,
        with_schedule: bool = False,
    ) -> list[EdgeRecord] | None:
        """Edges at a node, or None when the node is not visible to the caller; `with_schedule`: with the times a
        change or an end is scheduled for."""
        if as_of is None:
            fields = LIVE_FIELDS if with_schedule else EDGE_FIELDS
            dql, bound = _edges_at_nodes(namespaces, statuses, edge_type, outgoing, incoming, fields, limit)
        else:
            dql, bound = _valid_at_query(namespaces, as_of, edge_type, outgoing, incoming, limit)
        bound["$ids"] = uid
        found = (await (txn.query(dql, bound) if txn else self.db.read(dql, bound))).get("q", [])
        if not found:
            return None
        edges = {o["uid"]: edge_from_json(o) for o in _records_at(found[0])}
        return sorted(edges.values(), key=lambda e: (e.created_at is None, e.created_at))[:limit]

    async def hop(self, uids: set[str], namespaces: Sequence[str], as_of: datetime | None = None) -> list[EdgeRecord]:
        """Current edges (or those valid `as_of`) touching any of `uids`, in the caller's namespaces."""
        if as_of is None:
            dql, bound = _edges_at_nodes(namespaces, [EdgeStatus.CURRENT], "", True, True, EDGE_FIELDS)
        else:
            dql, bound = _valid_at_query(namespaces, as_of, "", True, True)
        bound["$ids"] = uid_list(uids)
        edges: dict[str, EdgeRecord] = {}
        for node in (await self.db.read(dql, bound)).get("q", []):
            for obj in _records_at(node):
                edges[obj["uid"]] = edge_from_json(obj)
        return list(edges.values())

    async def links(
        self,
        uids: set[str],
        namespaces: Sequence[str],
        per_node: int,
        activation: Callable[[float, datetime | None], float],
    ) -> list[Link]:
        """Recall's view of one hop: the current edges at `uids` in the caller's namespaces, at most `per_node` each
        way per node, the newest (edge records' uids grow with time, so the last ones).

        One value per edge: current_from/current_to lead only to current records, and their edge_link holds every
        field spreading needs, the namespace included. The nodes need no liveness check: a forgotten node's edges
        are retracted and a deleted node's removed, and the full records of what Recall returns are read through
        every check. `activation` gives an edge's activation from its value and time of creation (edges are never
        boosted, so the decay formula gives the value the decay job writes)."""
        bound = {"$ids": uid_list(uids), "$first": str(-per_node)}
        dql = (
            f"query links({declare(bound)}) {{ q(func: uid($ids)) {{ "
            "out: ~current_from (first: $first) { uid edge_link } "
            "in: ~current_to (first: $first) { uid edge_link } } }"
        )
        nodes = (await self.db.read(dql, bound)).get("q", [])
        return list(_links_of(nodes, set(namespaces), activation).values())

    @staticmethod
    def links_part(
        var: str,
        namespaces: Sequence[str],
        per_node: int,
        activation: Callable[[float, datetime | None], float],
    ) -> ReadPart[dict[str, list[Link]]]:
        """`links` at each node of the query's variable `var`, by node uid, as part of that query."""
        visible = set(namespaces)

        def result(found: dict[str, Any]) -> dict[str, list[Link]]:
            return {node["uid"]: list(_links_of([node], visible, activation).values()) for node in found.get("at", [])}

        return ReadPart(
            f"at(func: uid({var})) {{ uid out: ~current_from (first: $at_first) {{ uid edge_link }} "
            "in: ~current_to (first: $at_first) { uid edge_link } }",
            {"$at_first": str(-per_node)},
            result,
        )

    @staticmethod
    def link_details_part(uids: Sequence[str]) -> ReadPart[dict[str, LinkDetails]]:
        """The fields of edge records that their edge_link leaves out, by uid, as part of a query: for links read
        in the same snapshot (which found them current and in scope), so nothing else is checked or read again."""

        def result(found: dict[str, Any]) -> dict[str, LinkDetails]:
            return {obj["uid"]: link_details_from_json(obj) for obj in found.get("details", [])}

        if not uids:
            return ReadPart("", {}, result)
        return ReadPart(
            "details(func: uid($edges)) { uid properties valid_until access_count }",
            {"$edges": uid_list(list(uids))},
            result,
        )

    async def contradictions(
        self, namespaces: Sequence[str], limit: int
    ) -> list[tuple[EdgeRecord, NodeRecord, NodeRecord]]:
        clause, bound = _edge_filter(namespaces, [EdgeStatus.CURRENT])
        node_clause, node_bound = node_filter(namespaces)
        bound.update(node_bound)
        bound["$first"] = str(limit)
        dql = (
            f'query c({declare(bound)}) {{ q(func: eq(edge_type, "CONTRADICTS"), first: $first) '
            f"@filter({clause}) {{ {EDGE_FIELDS} a: edge_from @filter({node_clause}) {{ {NODE_FIELDS} }} "
            f"b: edge_to @filter({node_clause}) {{ {NODE_FIELDS} }} }} }}"
        )
        result = []
        for obj in (await self.db.read(dql, bound)).get("q", []):
            if obj.get("a") and obj.get("b"):
                result.append((edge_from_json(obj), node_from_json(_one(obj["a"])), node_from_json(_one(obj["b"]))))
        return result


def _one(value: Any) -> dict[str, Any]:
    result: dict[str, Any] = value[0] if isinstance(value, list) else value
    return result
