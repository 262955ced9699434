"""The soak's closing consistency checks and its graph-size reading, read from Dgraph with DQL (pydgraph) or, for
readability, through kg's GetNode.

1. functional edges: every (subject, type) of a functional type has at most one current edge record, and each pair
   a CreateEdge was acknowledged for has exactly one (and one plain predicate edge);
2. acknowledged writes: every node a CreateNode(s) acknowledged is readable by GetNode;
3. identity: no two live nodes of one namespace and type share a normalised name (kg's name key).
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import pydgraph

from kg.client import KgClient, KgRpcError
from kg.model.types import BUILTIN_EDGE_TYPES, predicate_for
from kg.store.codec import name_keys

FUNCTIONAL_TYPES = tuple(t.name for t in BUILTIN_EDGE_TYPES if t.functional)
EDGE_STATUSES = ("current", "pending", "archived", "retracted")
_EXAMPLES = 5
_PAGE = 10_000

_SIZE = (
    "{\n"
    + "\n".join(
        [
            ' nodes(func: eq(node_status, "active")) { count(uid) }',
            ' episodes(func: eq(episode_status, "active")) { count(uid) }',
            *(f' {s}(func: eq(edge_status, "{s}")) {{ count(uid) }}' for s in EDGE_STATUSES),
        ]
    )
    + "\n}"
)
_TYPES = ", ".join(json.dumps(t) for t in FUNCTIONAL_TYPES)
_CURRENT_FUNCTIONAL = (
    "query current($after: string, $first: int) {\n"
    '  q(func: eq(edge_status, "current"), first: $first, after: $after)'
    f" @filter(eq(edge_type, [{_TYPES}])) {{\n"
    "    uid edge_type edge_from { uid }\n  }\n}"
)
_NODES = """query nodes($after: string, $first: int) {
  q(func: eq(node_status, "active"), first: $first, after: $after) { uid name tenant dgraph.type }
}"""


@dataclass
class Check:
    name: str
    passed: bool
    checked: int
    problems: int
    examples: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


async def _read(
    client: pydgraph.AsyncDgraphClient, query: str, variables: dict[str, str] | None = None
) -> dict[str, Any]:
    resp = await client.txn(read_only=True).query(query, variables=variables, timeout=120)
    result: dict[str, Any] = json.loads(resp.json or b"{}")
    return result


async def _paged(client: pydgraph.AsyncDgraphClient, query: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    after = "0x0"
    while page := (await _read(client, query, {"$after": after, "$first": str(_PAGE)})).get("q", []):
        rows += page
        after = page[-1]["uid"]
    return rows


async def graph_size(client: pydgraph.AsyncDgraphClient) -> dict[str, int]:
    """Live nodes, live episodes and edge records (by status and in all)."""
    found = await _read(client, _SIZE)
    size = {key: int((found.get(key) or [{}])[0].get("count", 0)) for key in ("nodes", "episodes", *EDGE_STATUSES)}
    size["edge_records"] = sum(size[s] for s in EDGE_STATUSES)
    return size


def functional_problems(
    records: Iterable[dict[str, Any]], acknowledged: Iterable[tuple[str, str]], plain: dict[tuple[str, str], int]
) -> tuple[int, list[str]]:
    """Pure: (subject, type) pairs with more than one current record, acknowledged pairs without exactly one, and
    acknowledged pairs whose plain predicate does not hold exactly one edge."""
    current: Counter[tuple[str, str]] = Counter()
    for record in records:
        current[(str((record.get("edge_from") or {}).get("uid", "")), str(record.get("edge_type", "")))] += 1
    problems = [
        f"{subject} {edge_type}: {n} current records" for (subject, edge_type), n in sorted(current.items()) if n > 1
    ]
    for pair in sorted(set(acknowledged)):
        if current.get(pair, 0) != 1:
            problems.append(f"{pair[0]} {pair[1]}: acknowledged, {current.get(pair, 0)} current records")
        if plain.get(pair, 1) != 1:
            problems.append(f"{pair[0]} {pair[1]}: {plain[pair]} plain predicate edges")
    return len(problems), problems[:_EXAMPLES]


async def check_functional(client: pydgraph.AsyncDgraphClient, acknowledged: set[tuple[str, str]]) -> Check:
    records = await _paged(client, _CURRENT_FUNCTIONAL)
    subjects = sorted({subject for subject, _ in acknowledged})
    plain: dict[tuple[str, str], int] = {}
    if subjects:
        counts = " ".join(f"{t}: count({predicate_for(t)})" for t in FUNCTIONAL_TYPES)
        # uids that kg returned (hex), not client text
        found = await _read(client, f"{{ q(func: uid({', '.join(subjects)})) {{ uid {counts} }} }}")
        for row in found.get("q", []):
            for edge_type in FUNCTIONAL_TYPES:
                plain[(row["uid"], edge_type)] = int(row.get(edge_type, 0))
    problems, examples = functional_problems(records, acknowledged, plain)
    return Check(
        "one current edge per functional (subject, type)",
        problems == 0,
        len({(str((r.get("edge_from") or {}).get("uid")), r.get("edge_type")) for r in records} | acknowledged),
        problems,
        examples,
    )


async def check_readable(kg: KgClient, uids: Sequence[str], in_flight: int = 8) -> Check:
    """GetNode on every uid, `in_flight` at a time."""
    failures: list[str] = []
    queue = iter(sorted(set(uids)))

    async def lane() -> None:
        for uid in queue:
            try:
                await kg.get_node(uid)
            except KgRpcError as error:
                failures.append(f"{uid}: {error.code.name} {error.message}")

    await asyncio.gather(*(lane() for _ in range(in_flight)))
    return Check(
        "every acknowledged CreateNode readable by GetNode",
        not failures,
        len(set(uids)),
        len(failures),
        failures[:_EXAMPLES],
    )


def duplicate_groups(nodes: Iterable[dict[str, Any]]) -> dict[tuple[str, str, str], list[str]]:
    """Pure: (namespace, type, normalised name) -> uids, for those held by more than one live node."""
    groups: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for node in nodes:
        name = str(node.get("name", ""))
        if not name.strip():
            continue
        types = "/".join(sorted(node.get("dgraph.type", [])))
        groups[(str(node.get("tenant", "")), types, name_keys(name, ())[0])].append(str(node["uid"]))
    return {key: uids for key, uids in groups.items() if len(uids) > 1}


async def check_identity(client: pydgraph.AsyncDgraphClient) -> Check:
    nodes = await _paged(client, _NODES)
    duplicates = duplicate_groups(nodes)
    examples = [f"{ns} {types} {name!r}: {', '.join(uids)}" for (ns, types, name), uids in sorted(duplicates.items())]
    return Check(
        "no duplicate node per normalised name and type in a namespace",
        not duplicates,
        len(nodes),
        len(duplicates),
        examples[:_EXAMPLES],
    )
