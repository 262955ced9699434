"""The DQL schema: rendering it from schema/base.dql plus the edge type registry, and applying it.

Applying is idempotent (Dgraph's alter only changes what differs). The applied version is recorded on a
`KgMeta` node so that later releases can migrate data that an index or type change alone cannot.
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib import resources
from pathlib import Path

from kg.clock import utc_now
from kg.errors import FailedPrecondition
from kg.logging import get_logger
from kg.model.types import BUILTIN_EDGE_TYPES, EdgeType, NodeType
from kg.store.merge_people import merge_people
from kg.store.migrations import (
    MIGRATION_TIMEOUT,
    fill_activation_base,
    fill_edge_links,
    fill_episode_cards,
    fill_node_cards,
    fill_pending_from,
    fill_search_keys,
    mark_asking_turns,
    move_episode_terms,
    move_vectors_to_bytes,
)
from kg.store.txn import DgraphClient, DgraphStore, Txn

log = get_logger(__name__)

# 2: activation_base/activation_at on nodes and edge records; 3: current_from/to, edge_link; 4: node_card, word_key;
# 5: Episode, name_key @upsert; 6: KgRequest (request ids), merged_into (no data to migrate); 7: episode_vector
# unindexed (searched in kg's process), episode_minute (no data to migrate: older episodes load by namespace);
# 8: pending_from on pending edge records; 9: name_vector unindexed (searched in kg's process), node_minute, and
# access_count and last_accessed unindexed (every access rewrote both index entries, and no kg query used them); no
# data to migrate: applying the schema drops the indexes, and a namespace's name vectors load by tenant;
# 10: episode_card; 11: name_vector_at (no data to migrate: a node without it is read once more, then known);
# 12: episode_terms (an episode's stems as one value, for kg's word index): episode_word keeps only "namespace|",
# context_word goes; and episode_vector_bytes and name_vector_bytes, kg's vectors as bytes
# (kg/store/vector_bytes.py), moved from episode_vector and name_vector (the migrations move what they held);
# 13: episode cards say whether the turn only asks (`asks`; the migration marks the older turns that do)
# 14: search_key on live nodes, SearchNodes' lookup within the caller's namespaces (the migration fills it)
# 15: scheduled_from on pending edge records told for a time ahead (no data to migrate: older kgs wrote none)
# 16: scheduled_until on live edge records said to end at a time ahead (no data to migrate: older kgs wrote none)
# 17: activation, confidence, confidence_score, traversal_cost and archived_at unindexed (no data to migrate:
# applying the schema drops the indexes); every write of one rewrote an index list that held most of the graph
SCHEMA_VERSION = 17
META_KEY = "schema"

COMMON_NODE_FIELDS = (
    "name",
    "name_key",
    "identity_key",
    "aliases",
    "description",
    "tags",
    "activation",
    "access_count",
    "created_at",
    "last_accessed",
    "confidence",
    "tenant",
    "metadata",
    "node_status",
    "embedding",
    "name_vector_bytes",
    "name_vector",
    "node_minute",
    "name_vector_at",
    "activation_base",
    "activation_at",
    "node_card",
    "word_key",
    "search_key",
    "merged_into",
)
EXTRA_NODE_FIELDS: dict[NodeType, tuple[str, ...]] = {
    NodeType.INSIGHT: ("insight_type", "summary", "action_suggestion", "source_nodes"),
    NodeType.PATTERN: ("pattern_type", "trigger_nodes", "frequency", "confidence_score", "predicted_action"),
    NodeType.GROUP: ("owner", "members", "shared_conversations"),
    NodeType.CONVERSATION: ("last_episode",),
}
EPISODE_FIELDS = (
    "episode_text",
    "said_at",
    "speaker",
    "mentions",
    "in_conversation",
    "previous_episode",
    "episode_dates",
    "episode_status",
    "episode_word",
    "context_word",
    "episode_terms",
    "episode_len",
    "episode_vector_bytes",
    "episode_vector",
    "tenant",
    "created_at",
    "episode_minute",
    "episode_card",
)
EDGE_FIELDS = (
    "edge_type",
    "edge_status",
    "edge_from",
    "edge_to",
    "edge_current_key",
    "created_at",
    "valid_from",
    "valid_until",
    "archived_at",
    "activation",
    "traversal_cost",
    "confidence",
    "properties",
    "tenant",
    "activation_base",
    "activation_at",
    "access_count",
    "derived_from",
    "current_from",
    "current_to",
    "pending_from",
    "edge_link",
    "scheduled_from",
    "scheduled_until",
)

REQUEST_FIELDS = ("request_key", "request_digest", "request_result", "tenant", "created_at")


def base_schema_text() -> str:
    packaged = resources.files("kg") / "_schema" / "base.dql"
    if packaged.is_file():
        return packaged.read_text()
    return (Path(__file__).resolve().parents[2] / "schema" / "base.dql").read_text()


def reserved_predicates() -> frozenset[str]:
    """Predicates kg defines for itself; a user edge type must not take one of these names."""
    names = {
        line.split(":", 1)[0].strip()
        for line in base_schema_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#") and ":" in line
    }
    return frozenset(names | {"uid", "dgraph.type"})


def edge_predicate_line(edge_type: EdgeType) -> str:
    return f"{edge_type.predicate}: [uid] @reverse ."


def render_types(edge_types: Iterable[EdgeType]) -> str:
    """Type blocks; node types list the plain edge predicates so expand(_all_) and deletes see them."""
    plain = sorted({t.predicate for t in edge_types})
    blocks = []
    for node_type in NodeType:
        fields = [*COMMON_NODE_FIELDS, *EXTRA_NODE_FIELDS.get(node_type, ()), *plain]
        blocks.append(_type_block(node_type.value, fields))
    blocks.append(_type_block("Edge", EDGE_FIELDS))
    blocks.append(_type_block("Episode", EPISODE_FIELDS))
    blocks.append(_type_block("EdgeType", ("edge_type_name", "edge_type_functional", "edge_type_builtin")))
    blocks.append(_type_block("KgRequest", REQUEST_FIELDS))
    blocks.append(_type_block("KgMeta", ("kg_meta_key", "schema_version", "lease_holder", "lease_expires")))
    return "\n".join(blocks)


def render_schema(edge_types: Iterable[EdgeType] = BUILTIN_EDGE_TYPES) -> str:
    edge_types = list(edge_types)
    lines = [base_schema_text(), "# --- plain predicates of current edges ---"]
    lines += sorted({edge_predicate_line(t) for t in edge_types})
    lines += ["", render_types(edge_types)]
    return "\n".join(lines) + "\n"


def _type_block(name: str, fields: Iterable[str]) -> str:
    body = "\n".join(f"  {f}" for f in fields)
    return f"type {name} {{\n{body}\n}}\n"


async def apply_schema(client: DgraphClient, timeout: float = 60.0, backfill: bool = False) -> int:
    """Apply the schema and seed the built-in edge types; returns the schema version now recorded.

    Types registered by users keep their predicates: the type blocks are rendered with them. Data migrations run
    when the recorded version is older, or with `backfill` (they are idempotent): a replica of the older version
    still writing during a rolling upgrade leaves records that need them.
    """
    db = DgraphStore(client, timeout)
    await db.alter(render_schema(BUILTIN_EDGE_TYPES))
    await _seed_builtin_edge_types(db)
    registered = await _registered_edge_types(db)
    if registered:
        await db.alter(render_schema([*BUILTIN_EDGE_TYPES, *registered]))
    previous = await _recorded_version(db)
    if previous is not None and previous > SCHEMA_VERSION:
        raise FailedPrecondition(f"the database has schema version {previous}, newer than this kg ({SCHEMA_VERSION})")
    migrating = DgraphStore(client, MIGRATION_TIMEOUT)  # a page of a large graph takes longer than a request
    if backfill or previous is None or previous < 2:
        await fill_activation_base(migrating, utc_now())
    if backfill or previous is None or previous < 3:
        await fill_edge_links(migrating)
    if backfill or previous is None or previous < 4:
        await fill_node_cards(migrating)
    if backfill or (previous is not None and previous < 5):
        await merge_people(migrating, utc_now())
    if backfill or (previous is not None and previous < 8):
        await fill_pending_from(migrating)
    if backfill or (previous is not None and previous < 10):
        await fill_episode_cards(migrating)
    if backfill or (previous is not None and previous < 12):
        await move_episode_terms(migrating)
        await move_vectors_to_bytes(migrating)
    if backfill or (previous is not None and previous < 13):
        await mark_asking_turns(migrating)
    if backfill or (previous is not None and previous < 14):
        await fill_search_keys(migrating)
    await _record_version(db)
    log.info("schema.applied", version=SCHEMA_VERSION, previous=previous)
    return SCHEMA_VERSION


async def _registered_edge_types(db: DgraphStore) -> list[EdgeType]:
    found = await db.read("{ q(func: has(edge_type_name)) { edge_type_name edge_type_builtin } }")
    return [EdgeType(o["edge_type_name"]) for o in found.get("q", []) if not o.get("edge_type_builtin")]


async def recorded_version(client: DgraphClient, timeout: float = 10.0) -> int | None:
    """The schema version recorded in the database (None before the first apply)."""
    return await _recorded_version(DgraphStore(client, timeout))


async def _recorded_version(db: DgraphStore) -> int | None:
    query = "query meta($k: string) { m(func: eq(kg_meta_key, $k)) { schema_version } }"
    found = (await db.read(query, {"$k": META_KEY})).get("m", [])
    return int(found[0]["schema_version"]) if found and "schema_version" in found[0] else None


async def _record_version(db: DgraphStore) -> None:
    await _upsert_one(
        db,
        query='{ m as var(func: eq(kg_meta_key, "schema")) }',
        obj={"uid": "uid(m)", "dgraph.type": "KgMeta", "kg_meta_key": META_KEY, "schema_version": SCHEMA_VERSION},
    )


async def _seed_builtin_edge_types(db: DgraphStore) -> None:
    # One upsert block, one variable per type, so a re-apply updates rather than duplicates.
    parts, objs = [], []
    for i, edge_type in enumerate(BUILTIN_EDGE_TYPES):
        parts.append(f't{i} as var(func: eq(edge_type_name, "{edge_type.name}"))')
        objs.append(
            {
                "uid": f"uid(t{i})",
                "dgraph.type": "EdgeType",
                "edge_type_name": edge_type.name,
                "edge_type_functional": edge_type.functional,
                "edge_type_builtin": True,
            }
        )
    await _upsert_one(db, query="{ " + "\n".join(parts) + " }", obj=objs)


async def _upsert_one(db: DgraphStore, query: str, obj: object) -> None:
    async def work(txn: Txn) -> None:
        await txn.mutate(set_obj=obj, query=query)

    await db.write(work, idempotent=True)  # an upsert by key: applying it twice leaves what once does
