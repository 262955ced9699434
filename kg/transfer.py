"""`kg export` and `kg import`: a namespace as JSON lines, moved through kg's gRPC API.

The file is the Export format: one object per line, `{"kind": "node", ...}`, `{"kind": "edge", ...}` or
`{"kind": "episode", ...}`,
history included; a node's type is the API's name (`NODE_TYPE_USER`), and files of older exports (`User`)
import too. Import goes through the API like any client (tenancy, validation and the secrets filter apply) and
recreates the graph in one namespace of the caller:

- Nodes are created with CreateNodes in batches, each node's old uid as its `client_key`, which gives the
  old -> new uid map. Insight, Pattern and Group fields that name other nodes are remapped; a node is created
  after the nodes it names where possible, and references to nodes not in the file are dropped (old uids mean
  nothing in another database).
- Edge history is replayed in the order it happened: each edge is created (as current, or pending) at its
  `created_at`, and an archived edge is archived at its `archived_at`. Replaying lets kg's own rules rebuild
  the history: a functional edge (HAS_MANAGER) archives its predecessor and links SUPERSEDES as it did the
  first time, and an archived edge restated later becomes current again. `valid_from` is kept; `valid_until`
  of an edge replaced by a successor is the successor's `valid_from`, as before, while `created_at`,
  `archived_at` and the `valid_until` of an edge archived by hand become the time of the import. A current edge
  whose end was told for a time ahead keeps it (CreateEdge's `valid_until`), or, when that time has come since,
  is archived as one archived by hand.
- Episodes (what was said, `{"kind": "episode", ...}`) are replayed after the nodes with Ingest's
  `episode_only`: each is kept again by its speaker, at its time, in its conversation, after the turn before it
  (each conversation's turns in the order they were said), linked to the names it mentions; no fact is extracted
  again, since the facts come over as edges, which are replayed after them, each still `derived_from` the episode
  it was stated in.
- Last, the server finishes embedding the names of the nodes that came in batches (EmbedNodeNames: kg embeds
  only small writes as it makes them, larger ones in the background), so that when import returns Recall finds
  them by meaning as it did the originals; a server without its sentence model says so, and the import still
  succeeds.
- Retracted (softly forgotten) nodes, edges and episodes are not imported: the user asked kg to forget them.
- Not carried over: node access counts and last access, edge activation and access counts (new edges start
  at the configured activation), and an edge's `derived_from` when its episode is not in the file.
- Import is not idempotent: running it twice creates everything twice. A failure part way leaves what was
  created so far (each batch is one transaction).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import grpc
from google.protobuf import struct_pb2

from kg.client import KgClient, KgRpcError
from kg.model.types import EdgeStatus, NodeType
from kg.progress import Progress
from kg.v1 import kg_pb2 as pb

BATCH = 1000  # records per CreateNodes / CreateEdges call: Dgraph's cost per record falls with larger ones
MAX_BATCH_BYTES = 2 << 20  # and at most this much, well under gRPC's 4 MiB message limit
# Calls in flight at once where their order does not matter: the node batches of a wave that names no node of
# its own, the archivings of one step. Dgraph then works while the next request travels.
IN_FLIGHT = 2
EMBED_SECONDS = 3600.0  # the name vectors of a large import: about 120 names a second on 2 cores

# Exported detail predicates -> (NewNode sub-message, field); see kg/store/codec.py and kg/api/convert.py.
_DETAILS = {
    "insight_type": ("insight", "insight_type"),
    "summary": ("insight", "summary"),
    "action_suggestion": ("insight", "action_suggestion"),
    "source_nodes": ("insight", "source_uids"),
    "pattern_type": ("pattern", "pattern_type"),
    "trigger_nodes": ("pattern", "trigger_uids"),
    "frequency": ("pattern", "frequency"),
    "confidence_score": ("pattern", "confidence_score"),
    "predicted_action": ("pattern", "predicted_action"),
    "owner": ("group", "owner_uid"),
    "members": ("group", "member_uids"),
    "shared_conversations": ("group", "shared_conversation_uids"),
}
_UID_DETAILS = ("source_nodes", "trigger_nodes", "owner", "members", "shared_conversations")
_EPOCH = datetime.min.replace(tzinfo=UTC)
_EDGE_STATUSES = {s.value for s in EdgeStatus}
_REQUIRED = {
    "node": ("uid", "type", "name"),
    "edge": ("uid", "type", "status", "from_uid", "to_uid"),
    "episode": ("uid", "text", "said_at"),
}


class TransferError(ValueError):
    """The file cannot be imported as it is (nothing was written)."""


@dataclass
class Export:
    nodes: list[dict[str, Any]] = field(default_factory=list)
    edges: list[dict[str, Any]] = field(default_factory=list)
    episodes: list[dict[str, Any]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.nodes) + len(self.edges) + len(self.episodes)


@dataclass
class ImportReport:
    nodes: int = 0
    edges: int = 0
    archived: int = 0
    episodes: int = 0
    skipped_nodes: int = 0  # retracted
    skipped_edges: int = 0  # retracted, or an endpoint was not imported
    skipped_episodes: int = 0  # retracted
    dropped_references: int = 0  # Insight/Pattern/Group fields naming nodes not in the file
    names_embedded: int = 0
    names_not_embedded: str = ""  # why, when the server could not

    def summary(self) -> str:
        text = (
            f"{self.nodes} nodes, {self.edges} edges ({self.archived} archived as in the export), "
            f"{self.episodes} episodes imported; {self.names_embedded} node names embedded"
        )
        if self.names_not_embedded:
            text += (
                f" (not the others: {self.names_not_embedded}; once it has its model, `kg embed-names` and "
                "`kg embed-episodes` give what was imported its vectors)"
            )
        skipped = [
            f"{n} {what}"
            for n, what in (
                (self.skipped_nodes, "retracted nodes"),
                (self.skipped_edges, "retracted or dangling edges"),
                (self.skipped_episodes, "retracted episodes"),
                (self.dropped_references, "references to nodes not in the file"),
            )
            if n
        ]
        return text + (f"; skipped {', '.join(skipped)}" if skipped else "")


def read_export(lines: Iterable[str]) -> Export:
    """Parse and check the whole file before anything is written."""
    data = Export()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TransferError(f"line {number}: not JSON ({exc.msg})") from None
        kind = record.get("kind") if isinstance(record, dict) else None
        if kind not in _REQUIRED:
            raise TransferError(f'line {number}: expected an object with "kind": "node", "edge" or "episode"')
        missing = [key for key in _REQUIRED[kind] if not record.get(key)]
        if missing:
            article = "an" if kind[0] in "aeiou" else "a"
            raise TransferError(f"line {number}: {article} {kind} without {', '.join(missing)}")
        if kind == "node" and not _is_node_type(record["type"]):
            raise TransferError(f"line {number}: unknown node type {record['type']!r}")
        if kind == "edge" and record["status"] not in _EDGE_STATUSES:
            raise TransferError(f"line {number}: unknown edge status {record['status']!r}")
        if kind == "episode" and not _is_time(record["said_at"]):
            raise TransferError(f"line {number}: an episode whose said_at is not a time: {record['said_at']!r}")
        {"node": data.nodes, "edge": data.edges, "episode": data.episodes}[kind].append(record)
    return data


def _is_time(text: Any) -> bool:
    try:
        _time(text)
    except (TypeError, ValueError):
        return False
    return True


def _is_node_type(text: Any) -> bool:
    try:
        NodeType.from_export(text)
    except ValueError:
        return False
    return True


# --- nodes ---


def _references(node: dict[str, Any]) -> list[str]:
    details = node.get("details") or {}
    refs: list[str] = []
    for key in _UID_DETAILS:
        value = details.get(key)
        refs += value if isinstance(value, list) else [value] if value else []
    return refs


def node_waves(nodes: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Nodes in the order to create them: each wave only names nodes of earlier waves (cycles are broken by
    creating the rest together, without the references that cannot be resolved yet)."""
    in_file = {n["uid"] for n in nodes}
    created: set[str] = set()
    waves, remaining = [], list(nodes)
    while remaining:
        ready = [n for n in remaining if all(r in created for r in _references(n) if r in in_file)] or remaining
        waves.append(ready)
        created |= {n["uid"] for n in ready}
        ready_uids = {n["uid"] for n in ready}
        remaining = [n for n in remaining if n["uid"] not in ready_uids]
    return waves


def new_node_message(node: dict[str, Any], uid_map: dict[str, str], namespace: str) -> tuple[pb.NewNode, int]:
    """The NewNode for an exported node, with its references remapped; also how many references were dropped."""
    msg = pb.NewNode(
        type=pb.NodeType.Value(NodeType.from_export(node["type"]).api_name),
        name=node["name"],
        description=node.get("description") or "",
        tags=node.get("tags") or [],
        aliases=node.get("aliases") or [],
        namespace=namespace,
        client_key=node["uid"],
        metadata=_struct(node.get("metadata")),
    )
    if node.get("activation") is not None:
        msg.activation = float(node["activation"])
    if node.get("confidence") is not None:
        msg.confidence = float(node["confidence"])
    dropped = 0
    for key, value in (node.get("details") or {}).items():
        if key not in _DETAILS or value in (None, "", []):
            continue
        group, name = _DETAILS[key]
        if key in _UID_DETAILS:
            old = value if isinstance(value, list) else [value]
            new = [uid_map[uid] for uid in old if uid in uid_map]
            dropped += len(old) - len(new)
            if not new:
                continue
            value = new if isinstance(value, list) else new[0]
        target = getattr(msg, group)
        if isinstance(value, list):
            getattr(target, name).extend(value)
        else:
            setattr(target, name, value)
    return msg, dropped


# --- edges ---


@dataclass
class EdgeStep:
    """One CreateEdges call (in order), then the archivings that follow it."""

    creates: list[dict[str, Any]] = field(default_factory=list)
    archives: list[dict[str, Any]] = field(default_factory=list)


def _time(value: Any) -> datetime:
    if not value:
        return _EPOCH
    parsed = datetime.fromisoformat(value)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def edge_steps(
    edges: list[dict[str, Any]],
    batch: int = BATCH,
    max_bytes: int = MAX_BATCH_BYTES,
    functional: frozenset[str] | None = None,
) -> list[EdgeStep]:
    """The history as steps: creations at `created_at`, archivings at `archived_at`, oldest first.

    Creations are batched; an archiving is held back until the end of its step, which is safe unless a later
    creation could meet the archived edge (it would be merged with it, or archive it and link SUPERSEDES, where
    the original history had it archived first). Such a creation starts a new step. Without `functional` (the
    functional type names), any later creation of the subject and type could meet it. With it: of a
    non-functional type, only the same triple (kg keys current edges by triple); of a functional type, any,
    unless the edge is archived by its successor, created after it in the step (kg archives it in that
    creation, as it did the first time, and the later ones meet the successor).
    """
    events: list[tuple[datetime, int, int, dict[str, Any]]] = []
    for i, edge in enumerate(edges):
        events.append((_time(edge.get("created_at")), 0, i, edge))
        if edge["status"] == EdgeStatus.ARCHIVED:
            at = edge.get("archived_at") or edge.get("valid_until") or edge.get("created_at")
            events.append((_time(at), 1, i, edge))  # at equal times, after the creations
        elif _end_reached(edge):  # its end, told ahead, came before a decay run archived it
            events.append((_time(edge["valid_until"]), 1, i, edge))
    events.sort(key=lambda e: e[:3])
    steps = [EdgeStep()]
    size = 0
    blocking: set[tuple[str, ...]] = set()  # what the step's archivings keep a creation from meeting
    latest: dict[tuple[str, str], str] = {}  # (subject, type) -> the uid of the step's last creation of it
    for _, is_archive, _, edge in events:
        step = steps[-1]
        pair = (edge["from_uid"], edge["type"])
        if is_archive:
            step.archives.append(edge)
            if functional is None:
                blocking.add(pair)
            elif edge["type"] not in functional:
                blocking.add((*pair, edge["to_uid"]))
            elif latest.get(pair, edge["uid"]) == edge["uid"]:  # no successor of it in this step
                blocking.add(pair)
            continue
        weight = len(json.dumps(edge.get("properties") or {})) + 200
        blocked = pair in blocking or (*pair, edge["to_uid"]) in blocking
        if step.creates and (blocked or len(step.creates) >= batch or size + weight > max_bytes):
            steps.append(step := EdgeStep())
            size = 0
            blocking, latest = set(), {}
        step.creates.append(edge)
        latest[pair] = edge["uid"]
        size += weight
    return [s for s in steps if s.creates or s.archives]


def conversations(episodes: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """`episodes` by conversation, each conversation's in the order they were said (ties in uid order, the order
    they were written)."""
    by_conversation: dict[str, list[dict[str, Any]]] = {}
    for episode in episodes:
        by_conversation.setdefault(episode.get("conversation_id") or "", []).append(episode)
    return [sorted(turns, key=_said_order) for turns in by_conversation.values()]


def _said_order(episode: dict[str, Any]) -> tuple[datetime, int, str]:
    uid = str(episode["uid"])
    try:
        number = int(uid, 16)  # Dgraph's uids are hex ("0x2a"): 0x9 before 0x10
    except ValueError:
        number = 0
    return _time(episode["said_at"]), number, uid


def new_edge_message(
    edge: dict[str, Any], uid_map: dict[str, str], episode_map: dict[str, str] | None = None
) -> pb.NewEdge:
    """`edge` as a NewEdge with its ends remapped, and the episode it was stated in when that was imported
    (`episode_map`: an older kg's derived_from named a Conversation node, which is no provenance here)."""
    status = pb.EDGE_STATUS_PENDING if edge["status"] == EdgeStatus.PENDING else pb.EDGE_STATUS_CURRENT
    msg = pb.NewEdge(
        type=edge["type"],
        from_uid=uid_map[edge["from_uid"]],
        to_uid=uid_map[edge["to_uid"]],
        properties=_struct(edge.get("properties")),
        status=status,
    )
    if episode_map and edge.get("derived_from_uid") in episode_map:
        msg.derived_from_uid = episode_map[edge["derived_from_uid"]]
    if edge.get("confidence") is not None:
        msg.confidence = float(edge["confidence"])
    if edge.get("valid_from"):
        msg.valid_from.FromDatetime(_time(edge["valid_from"]))
    if edge["status"] == EdgeStatus.CURRENT and edge.get("valid_until") and not _end_reached(edge):
        msg.valid_until.FromDatetime(_time(edge["valid_until"]))  # an end told ahead, still to come
    return msg


def _end_reached(edge: dict[str, Any]) -> bool:
    """A current edge whose end, told for a time ahead, has come by now."""
    until = edge.get("valid_until")
    return edge["status"] == EdgeStatus.CURRENT and bool(until) and _time(until) <= datetime.now(UTC)


def _struct(values: Any) -> struct_pb2.Struct:
    msg = struct_pb2.Struct()
    if values:
        msg.update(values)
    return msg


# --- the import ---


class Importer:
    def __init__(self, client: KgClient, namespace: str = "", progress: Progress | None = None) -> None:
        self.client = client
        self.namespace = namespace  # empty: the caller's home namespace
        self.progress = progress
        self.report = ImportReport()
        self.uid_map: dict[str, str] = {}  # nodes' and edges' old uids -> new
        self.episode_map: dict[str, str] = {}  # episodes' old uids -> new
        self.archived_by_kg: set[str] = set()  # archived by a successor's creation, as in the first history

    async def run(self, data: Export) -> ImportReport:
        # Retracted (forgotten softly) and merged nodes are history; a merged one's edges are its survivor's.
        nodes = [n for n in data.nodes if n.get("status", "active") == "active"]
        self.report.skipped_nodes = len(data.nodes) - len(nodes)
        kept = {n["uid"] for n in nodes}
        edges = [
            e
            for e in data.edges
            if e["status"] != EdgeStatus.RETRACTED and e["from_uid"] in kept and e["to_uid"] in kept
        ]
        self.report.skipped_edges = len(data.edges) - len(edges)
        episodes = [e for e in data.episodes if e.get("status", "active") == "active"]
        self.report.skipped_episodes = len(data.episodes) - len(episodes)
        await self._check_edge_types(edges)
        await self.import_nodes(nodes)
        await self.import_episodes(episodes)  # before the edges, which name the episodes they were stated in
        await self.import_edges(edges)
        await self.embed_names()
        return self.report

    async def import_nodes(self, nodes: list[dict[str, Any]]) -> None:
        """Create `nodes` (active ones), mapping their old uids to new."""
        for wave in node_waves(nodes):
            await self._create_nodes(wave)

    async def import_edges(self, edges: list[dict[str, Any]]) -> None:
        """Replay the history of `edges`, whose endpoints `import_nodes` mapped."""
        functional = frozenset(t.name for t in await self.client.list_edge_types() if t.functional)
        for step in edge_steps(edges, functional=functional):
            await self._replay(step)

    async def import_episodes(self, episodes: list[dict[str, Any]]) -> None:
        """Keep `episodes` again (Ingest, episode only), each conversation's in the order they were said, so that
        each follows the turn it followed; conversations side by side."""
        await _at_most(IN_FLIGHT, (self._replay_conversation(turns) for turns in conversations(episodes)))

    async def embed_names(self) -> None:
        """Name vectors for the nodes created in batches, which kg does not embed as it writes them."""
        try:
            self.report.names_embedded = await self.client.embed_node_names(self.namespace, timeout=EMBED_SECONDS)
        except KgRpcError as error:
            if error.code != grpc.StatusCode.FAILED_PRECONDITION:  # the server has no sentence model
                raise
            self.report.names_not_embedded = error.message

    async def _replay_conversation(self, turns: list[dict[str, Any]]) -> None:
        for turn in turns:
            said = await self.client.ingest(
                turn["text"],
                turn.get("speaker") or "",
                _time(turn["said_at"]),
                turn.get("conversation_id") or "",
                self.namespace,
                episode_only=True,
            )
            self.episode_map[turn["uid"]] = said.episode.uid
            self.report.episodes += 1
            self._advance(1)

    async def _check_edge_types(self, edges: list[dict[str, Any]]) -> None:
        known = {t.name for t in await self.client.list_edge_types()}
        unknown = sorted({e["type"] for e in edges} - known)
        if unknown:
            raise TransferError(
                f"edge types unknown to this server: {', '.join(unknown)}; register them first "
                "(RegisterEdgeType, an admin call), then import"
            )

    async def _create_nodes(self, wave: list[dict[str, Any]]) -> None:
        # A wave that names none of its own nodes is mapped in full when it starts: its batches may overlap.
        # Otherwise (a cycle broken up) each batch is built once the one before is mapped, as in order.
        closed = not ({r for n in wave for r in _references(n)} & {n["uid"] for n in wave})
        await _at_most(IN_FLIGHT if closed else 1, (self._send_nodes(b) for b in self._node_batches(wave)))

    def _node_batches(self, wave: list[dict[str, Any]]) -> Iterator[list[pb.NewNode]]:
        batch: list[pb.NewNode] = []
        size = 0
        for node in wave:
            msg, dropped = new_node_message(node, self.uid_map, self.namespace)
            self.report.dropped_references += dropped
            if batch and (len(batch) >= BATCH or size + msg.ByteSize() > MAX_BATCH_BYTES):
                yield batch
                batch, size = [], 0
            batch.append(msg)
            size += msg.ByteSize()
        if batch:
            yield batch

    async def _send_nodes(self, batch: list[pb.NewNode]) -> None:
        response = await self.client.create_nodes(batch)
        self.uid_map.update(response.uids)
        self.report.nodes += len(batch)
        self._advance(len(batch))

    async def _replay(self, step: EdgeStep) -> None:
        # kg's rules for an edge look at its subject's edges only (functional archiving, pending and identical
        # edges) and at SUPERSEDES links, which kg keys so that two writers of one conflict and one is retried:
        # the creations of a step, split by subject, are as good as in order, and their parts may overlap.
        await _at_most(IN_FLIGHT, (self._create_edges(part) for part in _by_subject(step.creates, IN_FLIGHT)))
        # Archivings of one step are of distinct edges that no creation of the step meets (edge_steps): any order.
        await _at_most(IN_FLIGHT, (self._archive(e) for e in step.archives))

    async def _create_edges(self, creates: list[dict[str, Any]]) -> None:
        results = await self.client.create_edges([new_edge_message(e, self.uid_map, self.episode_map) for e in creates])
        for edge, result in zip(creates, results, strict=True):
            self.uid_map[edge["uid"]] = result.edge.uid
            self.archived_by_kg |= {a.uid for a in result.archived}
        self.report.edges += len(creates)
        self._advance(len(creates))

    async def _archive(self, edge: dict[str, Any]) -> None:
        uid = self.uid_map[edge["uid"]]
        if uid not in self.archived_by_kg:
            await self.client.archive_edge(uid)
        self.report.archived += 1

    def _advance(self, n: int) -> None:
        if self.progress is not None:
            self.progress.advance(n)


def _by_subject(edges: list[dict[str, Any]], parts: int) -> list[list[dict[str, Any]]]:
    """`edges` in at most `parts` non-empty lists, each subject's in one of them, in their order."""
    split: list[list[dict[str, Any]]] = [[] for _ in range(parts)]
    for edge in edges:
        split[hash(edge["from_uid"]) % parts].append(edge)
    return [part for part in split if part]


async def _at_most(n: int, calls: Iterable[Awaitable[None]]) -> None:
    """Await `calls`, at most `n` at a time, each taken from `calls` only once there is room for it (so that
    with n = 1 it is built after the one before has finished). The first failure cancels the others."""
    pending: set[asyncio.Future[None]] = set()
    work = iter(calls)
    try:
        while True:
            if len(pending) >= n:
                done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for finished in done:
                    finished.result()
            call = next(work, None)
            if call is None:
                break
            pending.add(asyncio.ensure_future(call))
        await asyncio.gather(*pending)
    finally:
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
