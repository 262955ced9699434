"""Node reads and writes. Every read is confined to the namespaces it is given."""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any, TypeVar

from kg.clock import utc_now
from kg.model.episodes import minute_key
from kg.model.records import NewNode, NodeRecord
from kg.model.types import NodeType, predicate_for
from kg.store.codec import (
    DETAILED_NODE_TYPES,
    NODE_CARD_FIELDS,
    NODE_DETAIL_FIELDS,
    NODE_FIELDS,
    UID_DETAILS,
    UID_LIST_DETAILS,
    card_names,
    card_value,
    declare,
    live_node_keys,
    name_keys,
    node_details,
    node_from_json,
    search_keys,
    to_dgraph_time,
    uid_list,
    uid_of,
    variables,
    without_live_node_keys,
    word_keys,
)
from kg.store.txn import NO_PART, DgraphStore, ReadPart, Txn, joined
from kg.store.vector_bytes import pack

ACTIVE = "active"
T = TypeVar("T")
Reader = Callable[[str, dict[str, str]], Awaitable[dict[str, Any]]]  # a read-only query and its variables


def tenant_values(var: str, namespaces: Sequence[str]) -> tuple[str, dict[str, str]]:
    """A filter that the tenant read into value variable `var` is one of `namespaces`, with its variables."""
    if not namespaces:
        raise ValueError("a read needs at least one namespace")
    bound = {f"$ns{i}": ns for i, ns in enumerate(namespaces)}
    return "(" + " OR ".join(f"eq(val({var}), {name})" for name in bound) + ")", bound


def live_nodes(
    root: str, namespaces: Sequence[str], types: Sequence[NodeType] = (), activation: bool = False
) -> tuple[str, str, dict[str, str]]:
    """Narrow the nodes of `root` (a DQL root function) to live ones in the caller's namespaces.

    Returns (blocks, filter, variables): the query puts `blocks` first and reads `uid(live)` with
    `@filter(filter)`. Status and tenant are compared as values read for the candidates, because an eq() on an
    indexed predicate inside a filter makes Dgraph intersect with that value's whole index list (every node of
    the tenant): milliseconds per read at 100,000 nodes, against microseconds per candidate. With `activation`,
    the block reads it too, as `live_activation`, to sort by: `orderdesc: val(live_activation)` sorts the values
    read, where `orderdesc: activation` reads them again. Types are compared the same way: type() is an
    eq() on dgraph.type's index, whose list for Entity holds most of the graph and changes with every node
    created (a speaker's lookup by name cost Dgraph 17 ms against 2 ms without it, on a graph a soak was writing).
    """
    tenants, bound = tenant_values("live_tenant", namespaces)
    reads = "live_status as node_status  live_tenant as tenant" + (
        "  live_activation as activation" if activation else ""
    )
    if types:
        reads += "  live_type as dgraph.type"
    blocks = f"live as var(func: {root}) {{ {reads} }}"
    clause = f'eq(val(live_status), "{ACTIVE}") AND {tenants}'
    if types:
        # Type names come from the NodeType enum, never from the client's text.
        clause += " AND (" + " OR ".join(f'eq(val(live_type), "{t.value}")' for t in types) + ")"
    return blocks, clause, bound


def node_filter(namespaces: Sequence[str], types: Sequence[NodeType] = ()) -> tuple[str, dict[str, str]]:
    """A filter for nodes reached inside a query (where `live_nodes` cannot read ahead): live, in one of the
    caller's namespaces."""
    ns_list, bound = variables("ns", list(namespaces))
    clause = f'has(name) AND eq(tenant, {ns_list}) AND eq(node_status, "{ACTIVE}")'
    if types:
        # Type names come from the NodeType enum, never from the client's text.
        clause += " AND (" + " OR ".join(f"type({t.value})" for t in types) + ")"
    return clause, bound


def node_json(node: NewNode, blank: str, now: datetime) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "uid": f"_:{blank}",
        "dgraph.type": node.type.value,
        "name": node.name,
        "name_key": name_keys(node.name, node.aliases),
        "identity_key": f"{node.namespace}|{name_keys(node.name, ())[0]}",
        "description": node.description,
        "activation": node.activation,
        "activation_base": node.activation,  # decay starts from here (kg/domain/activation.py)
        "activation_at": to_dgraph_time(now),
        "access_count": 0,
        "created_at": to_dgraph_time(now),
        "last_accessed": to_dgraph_time(now),
        "confidence": node.confidence,
        "tenant": node.namespace,
        "metadata": _dumps(node.metadata),
        "node_status": ACTIVE,
    }
    if node.tags:
        obj["tags"] = list(node.tags)
    if node.aliases:
        obj["aliases"] = list(node.aliases)
    if node.embedding:
        obj["embedding"] = json.dumps(list(node.embedding))  # Dgraph reads a vector from "[0.1, 0.2]"
    if node.name_vector:
        obj["name_vector_bytes"] = pack(node.name_vector)
        obj["node_minute"] = minute_key(node.namespace, now)  # other kg processes' name indexes pick it up by this
        obj["name_vector_at"] = to_dgraph_time(now)  # ... reading it once: this is its version
    for key, value in node.details.items():
        if key in UID_LIST_DETAILS:
            obj[key] = [{"uid": uid} for uid in value]
        elif key in UID_DETAILS:
            obj[key] = {"uid": value}
        else:
            obj[key] = value
    obj["node_card"] = card_value(obj)
    obj.update(live_node_keys(obj))
    return obj


def card_source(node: NodeRecord) -> dict[str, Any]:
    """The fields of a node that its node_card and word keys are made of, as `node_json` writes them."""
    obj: dict[str, Any] = {
        "dgraph.type": node.type.value,
        "name": node.name,
        "description": node.description,
        "confidence": node.confidence,
        "tenant": node.namespace,
        "metadata": _dumps(node.metadata),
    }
    if node.created_at is not None:
        obj["created_at"] = to_dgraph_time(node.created_at)
    if node.tags:
        obj["tags"] = list(node.tags)
    if node.aliases:
        obj["aliases"] = list(node.aliases)
    return obj


_MERGED = (
    'query merged($id: string) { q(func: uid($id)) @filter(eq(node_status, "merged")) { tenant merged_into { uid } } }'
)


def _cards(uids: Sequence[str], namespaces: Sequence[str]) -> ReadPart[tuple[dict[str, NodeRecord], list[str]]]:
    """The read of nodes by uid. A node's fixed fields come as one value (its node_card) beside the four that
    change. Status and namespace are checked on the values read (`_readable`): no value is read twice. Insight,
    Pattern and Group nodes have more fields, read after (`_DETAILS`)."""
    return ReadPart(
        f"q(func: uid($ids)) {{ {NODE_CARD_FIELDS} }}",
        {"$ids": uid_list(list(uids))},
        functools.partial(_readable, namespaces=namespaces),
    )


def get_query() -> tuple[str, dict[str, str]]:
    """The query GetNode sends, its text and variables (bind `$ids`), for the benchmark's direct client."""
    return joined(_cards((), ()))


# The fields only some node types have, for the nodes whose card says they are of one of those types: reading
# them for every node, with a type() filter, made a one-node read half as expensive again.
_DETAILS = f"query details($ids: string) {{ d(func: uid($ids)) {{ uid {NODE_DETAIL_FIELDS} }} }}"


def _readable(found: dict[str, Any], namespaces: Sequence[str]) -> tuple[dict[str, NodeRecord], list[str]]:
    """The live nodes in `namespaces` among those `_cards` found (without their details), and the uids of nodes
    it found without a node_card (written by a kg older than schema version 4, until `kg schema apply
    --backfill`)."""
    nodes: dict[str, NodeRecord] = {}
    unpacked: list[str] = []
    for obj in found.get("q", []):
        if obj.get("node_status") != ACTIVE:
            continue
        if "node_card" not in obj:
            unpacked.append(obj["uid"])
            continue
        node = node_from_json(obj)
        if node.namespace in namespaces:
            nodes[node.uid] = node
    return nodes, unpacked


_ONE_NODE = get_query()[0]  # the text of `_cards` for one uid, which binds only $ids


def _unpacked_query(namespaces: Sequence[str]) -> tuple[str, dict[str, str]]:
    """Nodes by uid read field by field (bind `$ids`): for nodes that have no node_card yet."""
    blocks, clause, bound = live_nodes("uid($ids)", namespaces)
    bound["$ids"] = ""
    return f"query get({declare(bound)}) {{ {blocks} q(func: uid(live)) @filter({clause}) {{ {NODE_FIELDS} }} }}", bound


def _reached(
    var: str, reach: Sequence[tuple[Sequence[str], int | None]], key_names: dict[str, str]
) -> tuple[str, dict[str, str]]:
    """Blocks putting into the variable `reached` the nodes of `var` that each (names, first) pair of `reach` asks
    for (the `first` most activated called one of the names, sorting the activation `live_nodes` read), and their
    variables; `key_names` gives the query variable already bound to each name key."""
    blocks, parts, bound = [], [], {}
    for i, (names, first) in enumerate(reach):
        keys = sorted({key for name in names for key in name_keys(name, ())} & key_names.keys())
        if not keys:  # no name, or none the query looks up
            continue
        order = ""
        if first is not None:
            bound[f"$reach{i}"] = str(first)
            order = f", orderdesc: val(live_activation), first: $reach{i}"
        listed = ", ".join(key_names[key] for key in keys)
        blocks.append(f"reach{i} as var(func: uid({var}){order}) @filter(eq(name_key, [{listed}]))")
        parts.append(f"reach{i}")
    if not parts:
        return "", bound
    return " ".join(blocks) + f" reached as var(func: uid({', '.join(parts)})) ", bound


def _most_activated_first(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Exact-name matches are few: sorted here, where a read that keeps only the first few sorts in Dgraph the
    activation it read for them (`_reached`)."""
    return sorted(found, key=lambda o: (-float(o.get("activation", 0.0)), o["uid"]))


def _found_q(found: dict[str, Any]) -> list[dict[str, Any]]:
    return list(found.get("q", []))


def _dumps(value: dict[str, Any]) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


class NodeStore:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    async def create(self, nodes: Sequence[NewNode], now: datetime) -> list[NodeRecord]:
        """All nodes in one transaction; records come back in request order."""

        async def work(txn: Txn) -> list[NodeRecord]:
            return await self.create_in(txn, nodes, now, commit=True)

        return await self.db.write(work)

    async def create_in(
        self, txn: Txn, nodes: Sequence[NewNode], now: datetime, commit: bool = False
    ) -> list[NodeRecord]:
        """Create nodes inside a transaction the caller goes on using (and commits)."""
        objs = [node_json(node, f"n{i}", now) for i, node in enumerate(nodes)]
        resp = await txn.mutate(set_obj=objs, commit=commit)
        return [
            node_from_json(
                {
                    **obj,
                    "uid": resp.uids[f"n{i}"],
                    "dgraph.type": [node.type.value],
                    **{k: [{"uid": u} for u in v] for k, v in node.details.items() if k in UID_LIST_DETAILS},
                    **{k: {"uid": v} for k, v in node.details.items() if k in UID_DETAILS},
                }
            )
            for i, (node, obj) in enumerate(zip(nodes, objs, strict=True))
        ]

    async def similar(self, vector: list[float], namespaces: Sequence[str], k: int) -> list[tuple[str, float]]:
        """The uids of the k nodes whose embedding (the client's own vector) is nearest
        (HNSW, cosine), with their cosine similarity, nearest first.

        Dgraph returns similar_to hits in uid order: the cosine is computed there (math on the vectors, whose
        384 floats would cost more to read back as JSON than the search) and sorted by.
        """
        norm = math.sqrt(sum(x * x for x in vector))
        if norm == 0:
            return []
        predicate = "embedding"  # kg's own name_vector is searched in its process (kg/recall/vector_index.py)
        blocks, clause, bound = live_nodes(f"similar_to({predicate}, $k, $vec)", namespaces)
        declared = f"{declare({**bound, '$k': ''})}, $vec: float32vector"
        bound.update({"$vec": json.dumps(vector), "$k": str(k), "$norm": repr(norm)})
        dql = (
            f"query s({declared}, $norm: float) {{ {blocks} "
            f"v as var(func: uid(live)) {{ e as {predicate}  c as math(dot(e, $vec) / (sqrt(dot(e, e)) * $norm)) }} "
            f"q(func: uid(v), orderdesc: val(c)) @filter({clause}) {{ uid  cosine: val(c) }} }}"
        )
        return [(obj["uid"], float(obj.get("cosine", 0.0))) for obj in (await self.db.read(dql, bound)).get("q", [])]

    async def find_names_in(
        self, txn: Txn, names: Sequence[tuple[str, NodeType]], namespace: str
    ) -> dict[tuple[str, NodeType], NodeRecord]:
        """The most activated live node per (name, type) in one namespace, read inside `txn`."""
        return (await self._find_names(txn, names, namespace, NODE_FIELDS, NO_PART))[0]

    async def find_names_with(
        self, txn: Txn, names: Sequence[tuple[str, NodeType]], namespace: str, other: ReadPart[T]
    ) -> tuple[dict[tuple[str, NodeType], NodeRecord], T]:
        """`find_names_in` reading each node by its card, without the fields only Insight, Pattern and Group nodes
        have (Ingest's names are people, things and conversations), and `other` read in the same query (blocks
        and variables not named live..., q or $k...): one request where there were two."""
        return await self._find_names(txn, names, namespace, NODE_CARD_FIELDS, other)

    async def _find_names(
        self, txn: Txn, names: Sequence[tuple[str, NodeType]], namespace: str, fields: str, other: ReadPart[T]
    ) -> tuple[dict[tuple[str, NodeType], NodeRecord], T]:
        if not names:
            return {}, (other.result(await txn.query(*joined(other))) if other.blocks else other.result({}))
        keys = sorted({name_keys(name, ())[0] for name, _ in names})
        key_list, key_bound = variables("k", keys)
        blocks, clause, bound = live_nodes(f"eq(name_key, {key_list})", [namespace])
        bound.update(key_bound)
        part = ReadPart(f"{blocks} q(func: uid(live)) @filter({clause}) {{ {fields} name_key }}", bound, _found_q)
        response = await txn.query(*joined(part, other))
        objs = part.result(response)
        unpacked = [obj["uid"] for obj in objs if fields != NODE_FIELDS and "node_card" not in obj]
        if unpacked:  # written by a kg older than node cards (schema 4), until `kg schema apply --backfill`
            dql = f"query u($ids: string) {{ q(func: uid($ids)) {{ {NODE_FIELDS} name_key }} }}"
            again = {o["uid"]: o for o in (await txn.query(dql, {"$ids": uid_list(unpacked)})).get("q", [])}
            objs = [again.get(obj["uid"], obj) for obj in objs]
        found: dict[tuple[str, NodeType], NodeRecord] = {}
        for obj in _most_activated_first(objs):
            node = node_from_json(obj)
            for key in obj.get("name_key", []):
                found.setdefault((key, node.type), node)
        resolved = {
            (name, node_type): found[(name_keys(name, ())[0], node_type)]
            for name, node_type in names
            if (name_keys(name, ())[0], node_type) in found
        }
        return resolved, other.result(response)

    async def get_many(
        self, uids: Sequence[str], namespaces: Sequence[str], txn: Txn | None = None
    ) -> dict[str, NodeRecord]:
        """Live nodes by uid, in the caller's namespaces: read in `txn` when given, else in one snapshot."""
        if txn is not None:
            return (await self._read_nodes(uids, namespaces, txn.query, NO_PART))[0]
        return (await self.get_many_with(uids, namespaces, NO_PART))[0]

    async def get_many_with(
        self, uids: Sequence[str], namespaces: Sequence[str], other: ReadPart[T]
    ) -> tuple[dict[str, NodeRecord], T]:
        """`get_many`, and `other` read in the same query (blocks and variables not named q, d or $ids)."""
        async with self.db.snapshot():
            return await self._read_nodes(uids, namespaces, self.db.read, other)

    async def _read_nodes(
        self, uids: Sequence[str], namespaces: Sequence[str], read: Reader, other: ReadPart[T]
    ) -> tuple[dict[str, NodeRecord], T]:
        parts = [part for part in (_cards(uids, namespaces) if uids else NO_PART, other) if part.blocks]
        found = await read(*joined(*parts)) if parts else {}
        return await self._completed(found, namespaces, read), other.result(found)

    async def _completed(self, found: dict[str, Any], namespaces: Sequence[str], read: Reader) -> dict[str, NodeRecord]:
        """The live nodes in `namespaces` that `_cards` found, with the details of those that have them and read
        in full if they have no card yet."""
        nodes, unpacked = _readable(found, namespaces)
        detailed = [uid for uid, node in nodes.items() if node.type in DETAILED_NODE_TYPES]
        if detailed:
            for obj in (await read(_DETAILS, {"$ids": uid_list(detailed)})).get("d", []):
                nodes[obj["uid"]] = replace(nodes[obj["uid"]], details=node_details(obj))
        if unpacked:
            dql, bound = _unpacked_query(namespaces)
            bound["$ids"] = uid_list(unpacked)
            nodes.update((obj["uid"], node_from_json(obj)) for obj in (await read(dql, bound)).get("q", []))
        return nodes

    async def get(self, uid: str, namespaces: Sequence[str]) -> NodeRecord | None:
        # `get_many` spelled out for one uid, its query text made once: GetNode comes through here.
        async with self.db.snapshot():
            found = await self.db.read(_ONE_NODE, {"$ids": uid_list((uid,))})
            nodes = await self._completed(found, namespaces, self.db.read)
        return nodes.get(uid)

    async def find_by_name(self, name: str, namespaces: Sequence[str], types: Sequence[NodeType]) -> list[NodeRecord]:
        blocks, clause, bound = live_nodes("eq(name_key, $key)", namespaces, types)
        bound["$key"] = name_keys(name, ())[0]
        dql = f"query find({declare(bound)}) {{ {blocks} q(func: uid(live)) @filter({clause}) {{ {NODE_FIELDS} }} }}"
        return [node_from_json(o) for o in _most_activated_first((await self.db.read(dql, bound)).get("q", []))]

    async def search(
        self, text: str, namespaces: Sequence[str], types: Sequence[NodeType], limit: int, offset: int
    ) -> list[NodeRecord]:
        found = await self._text_matches(text, namespaces, types, limit, offset, NODE_FIELDS)
        return [node_from_json(o) for o in found]

    async def word_matches(
        self, words: Sequence[str], namespaces: Sequence[str], limit: int
    ) -> list[tuple[str, list[str]]]:
        """(uid, [name, *aliases]) of the most activated live nodes in `namespaces` whose name, aliases, tags or
        description hold one of `words` (Recall's anchors): one word_key lookup, one value sorted by."""
        keys = sorted({key for namespace in namespaces for key in word_keys(namespace, words)})
        if not keys:
            return []
        key_list, bound = variables("w", keys)
        bound["$first"] = str(limit)
        dql = (
            f"query words({declare(bound)}) {{ m as var(func: eq(word_key, {key_list})) {{ a as activation }} "
            "q(func: uid(m), orderdesc: val(a), first: $first) { uid node_card } }"
        )
        visible = set(namespaces)
        cards = [
            (obj["uid"], card_names(obj["node_card"]))
            for obj in (await self.db.read(dql, bound)).get("q", [])
            if "node_card" in obj
        ]
        return [(uid, names) for uid, (namespace, names) in cards if namespace in visible]

    async def named(self, names: Sequence[str], namespaces: Sequence[str], limit: int | None) -> list[NodeRecord]:
        """The most activated nodes called exactly one of `names` (case-insensitively) or aliased so, at most
        `limit` (None: all); what their node_card holds (type, name, aliases, tags...) and activation only."""
        return (await self.named_with(names, namespaces, limit, lambda var: NO_PART))[0]

    async def named_with(
        self,
        names: Sequence[str],
        namespaces: Sequence[str],
        limit: int | None,
        other: Callable[[str], ReadPart[T]],
        reach: Sequence[tuple[Sequence[str], int | None]] = (),
    ) -> tuple[list[NodeRecord], T]:
        """`named`, and `other(var)` read in the same query, where the DQL variable `var` holds the nodes found.
        With `reach`, the nodes found are only those its (names, first) pairs ask for: the `first` most activated
        of the live nodes called one of the names (None: all of them). A name can be many nodes' (kept apart by
        type, or in several namespaces): a caller that keeps the first few needs nothing read at the others."""
        keys = sorted({key for name in names for key in name_keys(name, ())})
        key_list, key_bound = variables("k", keys)
        reached, reach_bound = _reached("named", reach, {v: k for k, v in key_bound.items()})
        if not keys or (reach and not reached):  # no name to look up, or none to reach
            return [], other("named").result({})
        var = "reached" if reach else "named"
        # Reaching for the first few, the block sorts the activation it reads (Dgraph refuses an unused variable).
        blocks, clause, bound = live_nodes(
            f"eq(name_key, {key_list})", namespaces, activation="live_activation" in reached
        )
        part = other(var)
        mine = ReadPart(
            f"{blocks} named as var(func: uid(live)) @filter({clause}) {reached}"
            f"q(func: uid({var})) {{ uid activation node_card }}",
            bound | key_bound | reach_bound,
            _found_q,
        )
        found = await self.db.read(*joined(mine, part))
        return [node_from_json(o) for o in _most_activated_first(mine.result(found))[:limit]], part.result(found)

    @staticmethod
    def absorbed_part(var: str) -> ReadPart[dict[str, frozenset[str]]]:
        """The nodes each node of the DQL variable `var` absorbed (MergeNodes), by uid, as part of a query: what
        they said or heard is theirs now, though the episodes kg's in-process indexes hold still name them (an
        episode's words and vector never change; the merge moved its speaker and mentions in Dgraph only).
        A merge re-points earlier merges to the survivor, so one level holds them all. Block `absorbed`."""

        def result(found: dict[str, Any]) -> dict[str, frozenset[str]]:
            return {
                obj["uid"]: frozenset(uid_of(one) for one in obj["~merged_into"])
                for obj in found.get("absorbed", [])
                if obj.get("~merged_into")
            }

        return ReadPart(f"absorbed(func: uid({var})) {{ uid ~merged_into {{ uid }} }}", {}, result)

    async def _text_matches(
        self, text: str, namespaces: Sequence[str], types: Sequence[NodeType], limit: int, offset: int, fields: str
    ) -> list[dict[str, Any]]:
        """Live nodes whose name, description or tags share a word (its stem) with `text`, most activated first:
        one lookup of the namespaces' own search keys, where Dgraph's full-text index found every namespace's
        nodes holding the word and each was read to be filtered out.

        Without `types`, the page is cut from the matches by activation alone and only its nodes are checked
        (live, in the caller's namespaces): search keys are written on live nodes only, under their own
        namespace's prefix, and dropped when a node is forgotten or merged, so the check drops nothing unless
        that rule was broken, and then the page comes out short rather than wrong. Reading status and tenant
        for every match as well cost Dgraph 7-10 ms against 5 ms at about 450 matches (bench-full's graph; lab
        figures in issue 21's closing note), and a word's matches grow with the graph. A type is a filter the
        keys do not hold, so with `types` every match is checked before the page is cut."""
        keys = sorted({key for namespace in namespaces for key in search_keys(namespace, [text])})
        if not keys:
            return []
        key_list, key_bound = variables("s", keys)
        page = {"$first": str(limit), "$offset": str(offset)}
        if types:
            blocks, clause, bound = live_nodes(f"eq(search_key, {key_list})", namespaces, types, activation=True)
            cut, order = "", "orderdesc: val(live_activation), first: $first, offset: $offset"
        else:
            blocks, clause, bound = live_nodes("uid(page)", namespaces)
            cut = (
                f"m as var(func: eq(search_key, {key_list})) {{ a as activation }} "
                "page as var(func: uid(m), orderdesc: val(a), first: $first, offset: $offset)"
            )
            order = "orderdesc: val(a)"
        bound.update(key_bound)
        bound.update(page)
        dql = f"""query search({declare(bound)}) {{
          {cut}
          {blocks}
          q(func: uid(live), {order}) @filter({clause}) {{
            {fields}
          }}
        }}"""
        found: list[dict[str, Any]] = (await self.db.read(dql, bound)).get("q", [])
        return found

    async def high_activation(
        self, threshold: float, namespaces: Sequence[str], types: Sequence[NodeType], limit: int
    ) -> list[NodeRecord]:
        # activation carries no index (schema 17): the caller's namespaces are the root, and the threshold and the
        # order are compared on the values read, which Dgraph did for every record under the float index anyway
        # (its one token, 0, held every activation below 1).
        ns_list, bound = variables("ns", list(namespaces))
        blocks, clause, live_bound = live_nodes(f"eq(tenant, {ns_list})", namespaces, types, activation=True)
        bound.update(live_bound)
        bound.update({"$t": repr(float(threshold)), "$first": str(limit)})
        dql = (
            f"query high({declare(bound)}) {{ {blocks} q(func: uid(live), orderdesc: val(live_activation), "
            f"first: $first) @filter({clause} AND ge(val(live_activation), $t)) {{ {NODE_FIELDS} }} }}"
        )
        return [node_from_json(o) for o in (await self.db.read(dql, bound)).get("q", [])]

    async def set_activation(
        self, uid: str, namespaces: Sequence[str], activation: float, now: datetime
    ) -> NodeRecord | None:
        """An explicit value: decay starts again from it, now (a0 = activation, t0 = now)."""

        async def work(txn: Txn) -> NodeRecord | None:
            node = await self._get_in(txn, uid, namespaces)
            if node is None:
                return None
            await txn.mutate(
                set_obj={
                    "uid": uid,
                    "activation": activation,
                    "activation_base": activation,
                    "activation_at": to_dgraph_time(now),
                }
            )
            return replace(node, activation=activation)

        return await self.db.write(work)

    async def rewrite_in(self, txn: Txn, node: NodeRecord, name_vector: tuple[float, ...] | None) -> None:
        """Write a live node's description, aliases, tags and metadata as `node` has them, and what derives from
        them: name keys, word and search keys, node card; its name_vector when given (empty: removed, being stale). In
        `txn`, not committed. List values are dropped first, in a mutation of their own: deleting and setting
        one predicate in one mutation leaves what Dgraph applies last."""
        drop: dict[str, Any] = {**without_live_node_keys(node.uid), "aliases": None, "tags": None, "name_key": None}
        if name_vector is not None:  # replaced or removed: a vector as a kg before schema 12 wrote it goes too
            drop["name_vector"] = None
        if name_vector == ():
            drop["name_vector_bytes"] = None
        await txn.mutate(del_obj=drop, commit=False)
        obj = card_source(node)
        values: dict[str, Any] = {
            "uid": node.uid,
            "description": node.description,
            "metadata": obj["metadata"],
            "name_key": name_keys(node.name, node.aliases),
            "node_card": card_value(obj),
            **live_node_keys(obj),
        }
        if node.aliases:
            values["aliases"] = list(node.aliases)
        if node.tags:
            values["tags"] = list(node.tags)
        if name_vector:
            values["name_vector_bytes"] = pack(name_vector)
        if name_vector is not None:  # changed or removed: other kg processes' vector indexes pick it up
            now = utc_now()
            values["node_minute"] = minute_key(node.namespace, now)
            values["name_vector_at"] = to_dgraph_time(now)
        await txn.mutate(set_obj=values, commit=False)

    async def merged_into(self, uid: str, namespaces: Sequence[str]) -> str | None:
        """The node a node of the caller's namespaces was merged into (MergeNodes), or None."""
        found = (await self.db.read(_MERGED, {"$id": uid})).get("q", [])
        if found and found[0].get("tenant") in namespaces and found[0].get("merged_into"):
            return uid_of(found[0]["merged_into"])
        return None

    async def _get_in(self, txn: Txn, uid: str, namespaces: Sequence[str]) -> NodeRecord | None:
        return (await self.get_many([uid], namespaces, txn)).get(uid)

    async def delete(self, uid: str, namespaces: Sequence[str]) -> int | None:
        """Delete a node, every edge record touching it and the plain predicates pointing at it.

        Returns the number of edge records removed, or None when there is no such node.
        """

        async def work(txn: Txn) -> int | None:
            deleted = await self.delete_in(txn, uid, namespaces)
            await txn.commit()
            return deleted

        return await self.db.write(work)

    async def delete_in(self, txn: Txn, uid: str, namespaces: Sequence[str]) -> int | None:
        """`delete` inside `txn`, not committed; the nodes merged into it go too."""
        blocks, clause, bound = live_nodes("uid($id)", namespaces)
        bound["$id"] = uid
        dql = f"""query del({declare(bound)}) {{
          {blocks}
          q(func: uid(live)) @filter({clause}) {{
            uid
            out: ~edge_from {{ uid edge_type edge_status edge_to {{ uid }} }}
            in: ~edge_to {{ uid edge_type edge_status edge_from {{ uid }} }}
            absorbed: ~merged_into {{ uid }}
          }}
        }}"""
        found = (await txn.query(dql, bound)).get("q", [])
        if not found:
            return None
        node = found[0]
        edges = {e["uid"]: e for e in [*node.get("out", []), *node.get("in", [])]}
        deletes: list[dict[str, Any]] = [{"uid": e} for e in edges]
        for edge in node.get("in", []):
            if edge.get("edge_status") == "current":
                # The subject's plain predicate would otherwise dangle at a deleted node.
                deletes.append({"uid": edge["edge_from"]["uid"], predicate_for(edge["edge_type"]): [{"uid": uid}]})
        deletes.append({"uid": uid})
        # The nodes merged into it (MergeNodes) are its history: its names and descriptions go with it.
        deletes += [{"uid": merged["uid"]} for merged in node.get("absorbed", [])]
        await txn.mutate(del_obj=deletes, commit=False)
        return len(edges)
