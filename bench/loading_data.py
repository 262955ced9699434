"""The records bench/loading.py loads: a namespace in kg's Export format, and the same records as the JSON kg
writes for them in the end (for direct mutations and for Dgraph's live loader).

Nodes are people, organisations, projects and topics. Edge records come in created_at order from people: most
are current non-functional facts (KNOWS, WORKS_ON, LIKES, ...), one in thirty was archived by hand, and one
subject in ten has a history of a functional type (HAS_MANAGER, WORKS_AT): two or three values, each one
archived when the next was stated, as kg's rule does it (and linked new -SUPERSEDES-> old).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bench.graph_data import FIRST, LAST, ORG_SUFFIX, ORG_WORDS, PROJECTS, TENANT, TOPICS
from kg.domain.activation import traversal_cost
from kg.domain.edge_plan import SUPERSEDES_TYPE, current_key
from kg.model.plan import PlannedEdge
from kg.model.records import NewNode
from kg.model.types import BUILTIN_EDGE_TYPES, EdgeStatus, NodeType, predicate_for
from kg.store.edges import planned_json
from kg.store.nodes import node_json

_TYPES = {t.name: t for t in BUILTIN_EDGE_TYPES}
_KINDS = (
    ("person", 0.5, "NODE_TYPE_ENTITY", ("KNOWS", "FRIEND_OF", "COLLEAGUE_OF")),
    ("org", 0.15, "NODE_TYPE_ENTITY", ("MEMBER_OF",)),
    ("project", 0.15, "NODE_TYPE_ENTITY", ("WORKS_ON",)),
    ("topic", 0.2, "NODE_TYPE_PREFERENCE", ("LIKES", "HAS_INTEREST")),
)
_FUNCTIONAL = {"person": "HAS_MANAGER", "org": "WORKS_AT"}
_START = datetime(2024, 1, 1, tzinfo=UTC)


@dataclass
class LoadData:
    nodes: list[dict[str, Any]] = field(default_factory=list)  # Export records
    edges: list[dict[str, Any]] = field(default_factory=list)  # Export records, oldest first

    def lines(self) -> list[str]:
        import json

        return [json.dumps({"kind": "node", **n}) for n in self.nodes] + [
            json.dumps({"kind": "edge", **e}) for e in self.edges
        ]


def make_data(nodes: int, edges: int, seed: int = 20) -> LoadData:
    rng = random.Random(seed)
    data = LoadData()
    by_kind: dict[str, list[str]] = {}
    for i in range(nodes):
        kind, _, api_type, _ = rng.choices(_KINDS, [k[1] for k in _KINDS])[0]
        name = _name(kind, rng, i)
        uid = f"0x{i + 1:x}"
        by_kind.setdefault(kind, []).append(uid)
        data.nodes.append(
            {
                "uid": uid,
                "type": api_type,
                "name": name,
                "description": f"a {kind} called {name}",
                "tags": [kind],
                "activation": 0.5,
                "confidence": 1.0,
            }
        )
    people = by_kind["person"]
    kinds = [k for k in _KINDS if k[0] in by_kind]
    seen: set[tuple[str, str, str]] = set()
    step = timedelta(days=700) / max(edges, 1)
    serial = 0
    while len(data.edges) < edges:
        at = _START + step * len(data.edges)
        subject = rng.choice(people)
        kind, _, _, types = rng.choices(kinds, [k[1] for k in kinds])[0]
        functional = _FUNCTIONAL.get(kind)
        if functional and rng.random() < 0.1 and len(data.edges) + 3 <= edges:
            chain = [t for t in rng.sample(by_kind[kind], 4) if t != subject][: rng.randint(2, 3)]
            for n, target in enumerate(chain):
                started = at + timedelta(days=n)
                ended = at + timedelta(days=n + 1) if n + 1 < len(chain) else None
                data.edges.append(_edge(nodes + serial, functional, subject, target, started, ended))
                serial += 1
            continue
        edge_type, target = rng.choice(types), rng.choice(by_kind[kind])
        if (subject, edge_type, target) in seen or subject == target:
            continue
        seen.add((subject, edge_type, target))
        ended = at + timedelta(hours=1) if rng.random() < 1 / 30 else None
        data.edges.append(_edge(nodes + serial, edge_type, subject, target, at, ended))
        serial += 1
    data.edges.sort(key=lambda e: e["created_at"])
    return data


def _name(kind: str, rng: random.Random, serial: int) -> str:
    if kind == "person":
        return f"{rng.choice(FIRST)} {rng.choice(LAST)} {serial}"
    if kind == "org":
        return f"{rng.choice(ORG_WORDS)} {rng.choice(ORG_SUFFIX)} {serial}"
    if kind == "project":
        return f"Project {rng.choice(PROJECTS)} {serial}"
    return f"{rng.choice(TOPICS)} {serial}"


def _edge(number: int, edge_type: str, src: str, dst: str, at: datetime, ended: datetime | None) -> dict[str, Any]:
    # Uids of one database: an edge's is never a node's.
    edge = {
        "uid": f"0x{number + 1:x}",
        "type": edge_type,
        "status": "archived" if ended else "current",
        "from_uid": src,
        "to_uid": dst,
        "properties": {"source": "bench"},
        "confidence": 0.9,
        "valid_from": at.isoformat(),
        "created_at": at.isoformat(),
    }
    if ended:
        edge.update(archived_at=ended.isoformat(), valid_until=ended.isoformat())
    return edge


def node_objects(data: LoadData, now: datetime) -> list[dict[str, Any]]:
    """The JSON kg writes for the nodes (blank names n<old uid>)."""
    return [
        node_json(
            NewNode(
                NodeType.from_export(n["type"]),
                n["name"],
                namespace=TENANT,
                description=n["description"],
                tags=tuple(n["tags"]),
                activation=n["activation"],
                confidence=n["confidence"],
            ),
            _blank(n["uid"]),
            now,
        )
        for n in data.nodes
    ]


def edge_objects(data: LoadData, uid: dict[str, str], now: datetime) -> list[list[dict[str, Any]]]:
    """Per edge record, the JSON kg ends up with for it: the record, its plain predicate while current, and
    the SUPERSEDES record a functional successor links (endpoints through `uid`: old uid -> uid or blank)."""
    current: dict[tuple[str, str], str] = {}  # (subject, functional type) -> the current target
    out = []
    for i, e in enumerate(data.edges):
        edge_type = _TYPES[e["type"]]
        at = datetime.fromisoformat(e["created_at"])
        src, dst = uid[e["from_uid"]], uid[e["to_uid"]]
        archived = e["status"] == "archived"
        planned = PlannedEdge(
            f"e{i}",
            edge_type,
            src,
            dst,
            TENANT,
            EdgeStatus.CURRENT,
            current_key(edge_type, src, dst),
            at,
            at,
            0.5,
            traversal_cost(0.5),
            e["confidence"],
            e["properties"],
        )
        if archived:
            ended = datetime.fromisoformat(e["archived_at"])
            planned.archive(ended, ended)
        objs = [planned_json(planned)]
        if not archived:
            objs.append({"uid": src, predicate_for(edge_type.name): [{"uid": dst}]})
        if edge_type.functional:
            before = current.get((src, edge_type.name))
            if before is not None:
                link = PlannedEdge(
                    f"s{i}",
                    SUPERSEDES_TYPE,
                    dst,
                    before,
                    TENANT,
                    EdgeStatus.CURRENT,
                    current_key(SUPERSEDES_TYPE, dst, before),
                    at,
                    at,
                    0.5,
                    traversal_cost(0.5),
                    e["confidence"],
                )
                objs += [planned_json(link), {"uid": dst, predicate_for(SUPERSEDES_TYPE.name): [{"uid": before}]}]
            current[(src, edge_type.name)] = dst
        out.append(objs)
    return out


def _blank(old_uid: str) -> str:
    return f"n{old_uid}"
