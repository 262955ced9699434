"""Schema migrations: apply_schema fills activation_base/activation_at (1 -> 2), current_from/current_to and
edge_link (2 -> 3), and node_card and word_key (3 -> 4) for existing records, merges same-name people (4 -> 5) and
gives pending edge records pending_from (7 -> 8), drops the indexes of access_count and last_accessed (8 -> 9) and
gives episodes their card (9 -> 10); 10 -> 11 adds name_vector_at, with no data to migrate; 11 -> 12 moves
episodes' word keys into episode_terms and kg's vectors from JSON text (float32vector) to bytes
(kg/store/vector_bytes.py); 12 -> 13 marks turns that only ask; 13 -> 14 gives live nodes search keys; 16 -> 17
drops the float indexes and archived_at's."""

from __future__ import annotations

import json
import math
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pydgraph
import pytest

from kg.auth.caller import local_caller
from kg.model.records import NewEdge, NewNode
from kg.model.types import EdgeStatus, NodeType
from kg.store.edges import EdgeStore
from kg.store.episodes import EpisodeStore
from kg.store.name_vectors import NameVectorSource
from kg.store.nodes import NodeStore
from kg.store.schema import SCHEMA_VERSION, apply_schema, recorded_version
from kg.store.txn import DgraphStore, Txn
from kg.store.vector_bytes import unpack
from kg.wiring import edge_type_registry, graph_service
from tests.support.episodes import write_episode
from tests.support.records import stored


async def _set_version(dg: pydgraph.AsyncDgraphClient, version: int) -> None:
    resp = await dg.txn(read_only=True).query('{ m(func: eq(kg_meta_key, "schema")) { uid } }')
    [meta] = json.loads(resp.json)["m"]
    await dg.txn().mutate(set_obj={"uid": meta["uid"], "schema_version": version}, commit_now=True)


async def _get(dg: pydgraph.AsyncDgraphClient, uid: str) -> dict[str, Any]:
    return await stored(dg, uid, "activation activation_base activation_at")


async def test_version_1_data_gets_activation_base_and_time(dg: pydgraph.AsyncDgraphClient) -> None:
    accessed = datetime.now(UTC) - timedelta(days=4)
    created = datetime.now(UTC) - timedelta(days=9)
    tag = uuid.uuid4().hex[:8]
    resp = await dg.txn().mutate(
        set_obj=[
            # a version-1 node: activation, last_accessed and created_at, nothing else
            {
                "uid": "_:node",
                "dgraph.type": "Entity",
                "name": f"old node {tag}",
                "activation": 0.7,
                "last_accessed": accessed.isoformat(),
                "created_at": created.isoformat(),
            },
            # a version-1 edge record: no last_accessed, only created_at
            {
                "uid": "_:edge",
                "dgraph.type": "Edge",
                "edge_type": "KNOWS",
                "activation": 0.4,
                "created_at": created.isoformat(),
            },
            # neither timestamp: decay starts now
            {"uid": "_:bare", "dgraph.type": "Entity", "name": f"bare {tag}", "activation": 0.2},
        ],
        commit_now=True,
    )
    await _set_version(dg, 1)

    assert await apply_schema(dg) == SCHEMA_VERSION == 17
    assert await recorded_version(dg) == 17
    node, edge, bare = [await _get(dg, resp.uids[k]) for k in ("node", "edge", "bare")]
    assert (node["activation_base"], datetime.fromisoformat(node["activation_at"])) == (0.7, accessed)
    assert (edge["activation_base"], datetime.fromisoformat(edge["activation_at"])) == (0.4, created)
    assert bare["activation_base"] == 0.2
    assert abs(datetime.fromisoformat(bare["activation_at"]) - datetime.now(UTC)) < timedelta(minutes=1)


async def test_the_migration_creates_no_nodes_and_is_idempotent(dg: pydgraph.AsyncDgraphClient) -> None:
    count = "{ q(func: has(activation_at)) { count(uid) } }"
    before = json.loads((await dg.txn(read_only=True).query(count)).json)["q"][0]["count"]
    await _set_version(dg, 1)
    await apply_schema(dg)
    await _set_version(dg, 1)
    await apply_schema(dg)
    after = json.loads((await dg.txn(read_only=True).query(count)).json)["q"][0]["count"]
    assert after == before


async def test_version_2_edges_get_current_ends_and_a_link(dg: pydgraph.AsyncDgraphClient, db: DgraphStore) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    since, created = datetime(2026, 3, 1, 12, 30, tzinfo=UTC), datetime(2026, 3, 2, 8, 15, tzinfo=UTC)

    def node(key: str) -> dict[str, Any]:
        return {
            "uid": f"_:{key}",
            "dgraph.type": "Entity",
            "name": f"{key} {tenant}",
            "tenant": tenant,
            "node_status": "active",
        }

    def edge(key: str, status: EdgeStatus, derived: bool = False) -> dict[str, Any]:
        return {
            "uid": f"_:{key}",
            "dgraph.type": "Edge",
            "edge_type": "LIKES",
            "edge_status": status.value,
            "edge_from": {"uid": "_:a"},
            "edge_to": {"uid": "_:b"},
            "tenant": tenant,
            "confidence": 0.7,
            "activation": 0.6,
            "valid_from": since.isoformat(),
            "created_at": created.isoformat(),
            **({"derived_from": {"uid": "_:c"}} if derived else {}),
        }

    # version-2 records: no current_from/current_to, no edge_link
    resp = await dg.txn().mutate(
        set_obj=[
            node("a"),
            node("b"),
            node("c"),
            edge("current", EdgeStatus.CURRENT, True),
            edge("archived", EdgeStatus.ARCHIVED),
        ],
        commit_now=True,
    )
    uids = dict(resp.uids)
    await _set_version(dg, 2)

    assert await apply_schema(dg) == SCHEMA_VERSION
    current, archived = [
        await stored(dg, uids[key], "current_from { uid } current_to { uid } edge_link")
        for key in ("current", "archived")
    ]
    assert (current["current_from"]["uid"], current["current_to"]["uid"]) == (uids["a"], uids["b"])
    assert "current_from" not in archived and "current_to" not in archived and "edge_link" in archived
    created_with: list[tuple[float, datetime | None]] = []

    def activation(base: float, at: datetime | None) -> float:
        created_with.append((base, at))
        return 0.25

    [link] = await EdgeStore(db).links({uids["a"]}, [tenant], 10, activation)
    assert (link.uid, link.type, link.from_uid, link.to_uid) == (uids["current"], "LIKES", uids["a"], uids["b"])
    assert (link.confidence, link.valid_from, link.derived_from_uid, link.activation) == (0.7, since, uids["c"], 0.25)
    assert created_with == [(0.6, created)]  # no activation_base yet: its activation, from its creation
    assert await EdgeStore(db).links({uids["a"]}, ["someone else"], 10, activation) == []


async def test_a_backfill_fills_what_an_older_kg_wrote_after_the_migration(dg: pydgraph.AsyncDgraphClient) -> None:
    await apply_schema(dg)
    resp = await dg.txn().mutate(
        set_obj={  # as a version-2 replica writes it during a rolling upgrade
            "uid": "_:late",
            "dgraph.type": "Edge",
            "edge_type": "LIKES",
            "edge_status": "current",
            "edge_from": {"uid": "_:x"},
            "edge_to": {"uid": "_:y"},
            "tenant": "t",
            "activation": 0.5,
            "activation_base": 0.5,
            "activation_at": datetime.now(UTC).isoformat(),
        },
        commit_now=True,
    )
    fields = "edge_link current_from { uid }"

    await apply_schema(dg)
    assert await stored(dg, resp.uids["late"], fields) == {}  # the recorded version is current: no migration runs
    await apply_schema(dg, backfill=True)
    filled = await stored(dg, resp.uids["late"], fields)
    assert filled["current_from"] == {"uid": resp.uids["x"]} and filled["edge_link"].startswith("LIKES|")


def _version_3_node(key: str, tenant: str, status: str = "active") -> dict[str, Any]:
    """A node as kg wrote it before schema version 4: field by field, no node_card, no word_key."""
    return {
        "uid": f"_:{key}",
        "dgraph.type": "Entity",
        "name": f"Hale {key}",
        "tenant": tenant,
        "node_status": status,
        "aliases": [f"{key} alias"],
        "description": "keeps bees",
        "tags": ["beekeeper"],
        "activation": 0.5,
        "access_count": 2,
        "confidence": 0.9,
        "metadata": '{"from":"v3"}',
        "created_at": "2026-03-01T00:00:00Z",
        "last_accessed": "2026-03-02T00:00:00Z",
    }


async def test_version_3_nodes_get_a_card_and_live_ones_word_keys(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    written = [_version_3_node("live", tenant), _version_3_node("gone", tenant, "retracted")]
    resp = await dg.txn().mutate(set_obj=written, commit_now=True)
    live, gone = resp.uids["live"], resp.uids["gone"]
    nodes = NodeStore(db)
    before = await nodes.get_many([live], [tenant])  # read field by field: it has no card yet
    await _set_version(dg, 3)

    assert await apply_schema(dg) == SCHEMA_VERSION
    assert "node_card" in await stored(dg, live, "node_card") and "node_card" in await stored(dg, gone, "node_card")
    assert await nodes.get_many([live], [tenant]) == before and before[live].name == "Hale live"
    assert await nodes.get_many([live, gone], ["someone else"]) == {}
    for word in ("hale", "alias", "bees", "beekeeper"):  # name, aliases, description, tags
        assert [uid for uid, _ in await nodes.word_matches([word], [tenant], 10)] == [live]
    assert await nodes.word_matches(["hale"], ["someone else"], 10) == []


async def test_a_node_an_older_kg_wrote_is_read_in_full_until_backfilled(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    await apply_schema(dg)
    resp = await dg.txn().mutate(set_obj=_version_3_node("late", tenant), commit_now=True)  # a v3 replica's write
    late = resp.uids["late"]
    nodes = NodeStore(db)

    [node] = (await nodes.get_many([late], [tenant])).values()
    assert (node.name, node.aliases, node.tags, node.metadata) == (
        "Hale late",
        ("late alias",),
        ("beekeeper",),
        {"from": "v3"},
    )
    assert await nodes.word_matches(["hale"], [tenant], 10) == []  # no word keys yet
    await apply_schema(dg, backfill=True)
    assert await nodes.get_many([late], [tenant]) == {late: node}
    assert [uid for uid, _ in await nodes.word_matches(["hale"], [tenant], 10)] == [late]


async def test_version_5_merges_a_speaker_and_the_same_name_mentioned_into_one_node(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    caller = local_caller(tenant)
    registry = edge_type_registry(db)
    await registry.load()
    graph = graph_service(db, registry)
    # As kg wrote them before version 5: Jon who speaks (a User) and Jon mentioned by Gina (an Entity).
    spoken, mentioned, gina, bob, eve, hiking = await graph.create_nodes(
        caller,
        [
            NewNode(NodeType.USER, "Jon"),
            NewNode(NodeType.ENTITY, "jon", tags=("person",)),
            NewNode(NodeType.USER, "Gina"),
            NewNode(NodeType.ENTITY, "Bob"),
            NewNode(NodeType.ENTITY, "Eve"),
            NewNode(NodeType.ENTITY, "hiking"),
        ],
    )
    kept_manager, likes, friend, other_manager = [
        r.edge
        for r in await graph.create_edges(
            caller,
            [
                NewEdge("HAS_MANAGER", spoken.uid, bob.uid),
                NewEdge("LIKES", mentioned.uid, hiking.uid),
                NewEdge("FRIEND_OF", gina.uid, mentioned.uid),
                NewEdge("HAS_MANAGER", mentioned.uid, eve.uid),
            ],
        )
    ]
    await _set_version(dg, 4)

    assert await apply_schema(dg) == SCHEMA_VERSION
    nodes = NodeStore(db)
    assert [n.uid for n in await nodes.find_by_name("Jon", [tenant], [])] == [spoken.uid]  # one Jon: the speaker
    edges = EdgeStore(db)
    outgoing = await edges.list_for_node(spoken.uid, [tenant], "", True, False, [EdgeStatus.CURRENT], 10)
    assert {(e.uid, e.to_uid) for e in outgoing or []} == {(kept_manager.uid, bob.uid), (likes.uid, hiking.uid)}
    incoming = await edges.list_for_node(spoken.uid, [tenant], "", False, True, [EdgeStatus.CURRENT], 10)
    assert [(e.uid, e.from_uid) for e in incoming or []] == [(friend.uid, gina.uid)]
    # A second current manager would break the functional rule: the speaker's own stays, the other is history.
    [archived] = (
        await edges.list_for_node(spoken.uid, [tenant], "HAS_MANAGER", True, False, [EdgeStatus.ARCHIVED], 10) or []
    )
    assert archived.uid == other_manager.uid
    plain = await stored(dg, spoken.uid, "has_manager { uid } likes { uid }")
    assert plain == {"has_manager": [{"uid": bob.uid}], "likes": [{"uid": hiking.uid}]}
    assert await stored(dg, gina.uid, "friend_of { uid }") == {"friend_of": [{"uid": spoken.uid}]}
    # Recall's one value per edge moved too, and the survivor's current edges lead to the moved records.
    for record, (start, end) in ((likes, (spoken, hiking)), (friend, (gina, spoken))):
        link = (await stored(dg, record.uid, "edge_link"))["edge_link"]
        assert link.split("|")[1:3] == [start.uid, end.uid]
    around = await stored(dg, spoken.uid, "~current_from { uid } ~current_to { uid }")
    assert {e["uid"] for e in around["~current_from"]} == {kept_manager.uid, likes.uid}
    assert [e["uid"] for e in around["~current_to"]] == [friend.uid]
    assert await apply_schema(dg, backfill=True) == SCHEMA_VERSION  # idempotent: nothing left to merge


async def test_version_7_pending_records_get_pending_from(dg: pydgraph.AsyncDgraphClient, db: DgraphStore) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"

    def node(key: str) -> dict[str, Any]:
        return {"uid": f"_:{key}", "dgraph.type": "Entity", "name": f"{key} {tenant}", "tenant": tenant}

    def edge(key: str, status: EdgeStatus) -> dict[str, Any]:
        return {
            "uid": f"_:{key}",
            "dgraph.type": "Edge",
            "edge_type": "LIVES_IN",
            "edge_status": status.value,
            "edge_from": {"uid": "_:a"},
            "edge_to": {"uid": "_:b"},
            "tenant": tenant,
        }

    # As kg wrote them before version 8: a pending record without pending_from.
    resp = await dg.txn().mutate(
        set_obj=[
            {**node("a"), "node_status": "active"},
            node("b"),
            edge("pending", EdgeStatus.PENDING),
            edge("archived", EdgeStatus.ARCHIVED),
            # promoted by an older kg during a rolling upgrade, after a newer one wrote it pending
            {**edge("promoted", EdgeStatus.CURRENT), "pending_from": {"uid": "_:a"}},
        ],
        commit_now=True,
    )
    uids = dict(resp.uids)

    async def pending_at_a(txn: Txn) -> set[str]:
        # the context of a write a -> b: pending records are read at its endpoints, those pointing at one of them
        context = await EdgeStore(db).load_context(txn, {uids["a"], uids["b"]}, set(), set())
        return {edge.uid for edge in context.pending.values()}

    assert await db.write(pending_at_a) == set()  # edge writes find pending records along pending_from only
    await _set_version(dg, 7)

    assert await apply_schema(dg) == SCHEMA_VERSION
    fields = "pending_from { uid }"
    assert await stored(dg, uids["pending"], fields) == {"pending_from": {"uid": uids["a"]}}
    assert await stored(dg, uids["archived"], fields) == {} == await stored(dg, uids["promoted"], fields)
    assert await db.write(pending_at_a) == {uids["pending"]}
    await apply_schema(dg, backfill=True)  # idempotent
    assert await stored(dg, uids["pending"], fields) == {"pending_from": {"uid": uids["a"]}}


async def test_version_9_episodes_get_a_card_and_are_read_the_same_before_and_after(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    await apply_schema(dg)
    said = datetime(2026, 5, 8, 13, 56, tzinfo=UTC)
    written = {  # an episode as version 9 wrote it: no episode_card
        "uid": "_:ep",
        "dgraph.type": "Episode",
        "episode_text": "I took my first pottery class",
        "said_at": said.isoformat(),
        "created_at": said.isoformat(),
        "tenant": tenant,
        "episode_status": "active",
        "episode_dates": "[]",
        "episode_len": 5,
        "speaker": {"uid": "_:robin", "dgraph.type": "User", "name": "Robin", "tenant": tenant},
        "in_conversation": {"uid": "_:chat", "dgraph.type": "Conversation", "name": "chat-9", "tenant": tenant},
    }
    resp = await dg.txn().mutate(set_obj=written, commit_now=True)
    ep = resp.uids["ep"]
    episodes = EpisodeStore(db)
    before = await episodes.get_many([ep], [tenant])  # no card: read again field by field
    assert (before[ep].text, before[ep].speaker, before[ep].conversation_id) == (
        "I took my first pottery class",
        "Robin",
        "chat-9",
    )

    await _set_version(dg, 9)
    assert await apply_schema(dg) == SCHEMA_VERSION
    assert "episode_card" in await stored(dg, ep, "episode_card")
    assert await episodes.get_many([ep], [tenant]) == before  # now read from its card
    assert await episodes.get_many([ep], ["someone else"]) == {}


async def test_version_12_turns_that_only_ask_get_it_on_their_card(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    await apply_schema(dg)
    asked = await write_episode(db, tenant, "Oh nice! Did you go with your sister?")
    told = await write_episode(db, tenant, "I went with my sister. Did you?")
    for uid in (asked, told):  # as version 12 wrote their cards: no "asks"
        card = json.loads((await stored(dg, uid, "episode_card"))["episode_card"])
        del card["asks"]
        await dg.txn().mutate(set_obj={"uid": uid, "episode_card": json.dumps(card)}, commit_now=True)
    episodes = EpisodeStore(db)
    before = await episodes.get_many([asked, told], [tenant])
    assert not before[asked].asks and not before[told].asks  # read as a turn that tells

    await _set_version(dg, 12)
    assert await apply_schema(dg) == SCHEMA_VERSION
    after = await episodes.get_many([asked, told], [tenant])
    assert after[asked].asks and not after[told].asks
    assert "asks" not in json.loads((await stored(dg, told, "episode_card"))["episode_card"])  # left as it was
    assert {e.uid: e.asks for e in await episodes.words_of(tenant)} == {asked: True, told: False}


_LEVELS: dict[str, Any] = {"activation": 0.5, "confidence": 1.0}


async def test_version_13_live_nodes_get_search_keys(dg: pydgraph.AsyncDgraphClient, db: DgraphStore) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    await apply_schema(dg)
    nodes = NodeStore(db)
    made = await nodes.create(
        [
            NewNode(NodeType.ENTITY, "Hale live", tenant, "keeps bees", ("beekeeping",), **_LEVELS),
            NewNode(NodeType.ENTITY, "Hale gone", tenant, "keeps bees", **_LEVELS),
        ],
        datetime.now(UTC),
    )
    live, gone = (node.uid for node in made)
    await dg.txn().mutate(set_obj={"uid": gone, "node_status": "retracted"}, commit_now=True)
    # As version 13 wrote them: no search keys.
    await dg.txn().mutate(del_obj=[{"uid": uid, "search_key": None} for uid in (live, gone)], commit_now=True)
    assert await nodes.search("bees", [tenant], [], 10, 0) == []

    await _set_version(dg, 13)
    assert await apply_schema(dg) == SCHEMA_VERSION
    for text in ("hale", "bee", "keeping bees", "beekeeping"):  # name, description (by stem), tags
        assert [n.uid for n in await nodes.search(text, [tenant], [], 10, 0)] == [live]
    assert await nodes.search("hale", ["someone else"], [], 10, 0) == []
    assert "search_key" not in await stored(dg, gone, "search_key")  # a retracted node is found by nothing


async def _tokenizers(dg: pydgraph.AsyncDgraphClient, *predicates: str) -> dict[str, list[str]]:
    resp = await dg.txn(read_only=True).query(f"schema(pred: [{', '.join(predicates)}]) {{ }}")
    return {p["predicate"]: p.get("tokenizer", []) for p in json.loads(resp.json)["schema"]}


async def test_version_8_indexes_of_access_count_and_last_accessed_are_dropped(
    dg: pydgraph.AsyncDgraphClient,
) -> None:
    # As a kg before version 9 left them: both indexed.
    await dg.alter(pydgraph.Operation(schema="access_count: int @index(int) .\nlast_accessed: datetime @index(hour) ."))
    assert await _tokenizers(dg, "access_count", "last_accessed") == {
        "access_count": ["int"],
        "last_accessed": ["hour"],
    }
    await _set_version(dg, 8)

    assert await apply_schema(dg) == SCHEMA_VERSION
    # Every access rewrote both values; no kg query looks them up, so their index entries were pure cost.
    assert await _tokenizers(dg, "access_count", "last_accessed", "activation_at") == {
        "access_count": [],
        "last_accessed": [],
        "activation_at": ["hour"],  # the decay pages by it
    }


async def test_version_16_float_indexes_and_archived_at_are_dropped(dg: pydgraph.AsyncDgraphClient) -> None:
    floats = ("activation", "confidence", "confidence_score", "traversal_cost")
    # As a kg before version 17 left them.
    await dg.alter(
        pydgraph.Operation(
            schema="".join(f"{p}: float @index(float) .\n" for p in floats) + "archived_at: datetime @index(hour) ."
        )
    )
    assert (await _tokenizers(dg, "activation", "archived_at"))["activation"] == ["float"]
    await _set_version(dg, 16)

    assert await apply_schema(dg) == SCHEMA_VERSION == 17
    # A float index tokenises by the integer part: every value below 1 was one index list, rewritten by every
    # access and decay run, which no kg query narrowed anything with.
    assert await _tokenizers(dg, *floats, "archived_at", "activation_at", "valid_from") == {
        **{name: [] for name in floats},
        "archived_at": [],
        "activation_at": ["hour"],  # the decay pages by it
        "valid_from": ["hour"],  # as-of reads
    }


async def test_version_11_episodes_get_their_terms_and_lose_their_word_keys(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    await apply_schema(dg)
    said = datetime(2026, 5, 8, 13, 56, tzinfo=UTC)
    written = {  # a live episode as version 11 wrote it: a key per stem, and the turn before's words apart
        "uid": "_:ep",
        "dgraph.type": "Episode",
        "episode_text": "Pottery class again",
        "said_at": said.isoformat(),
        "created_at": said.isoformat(),
        "tenant": tenant,
        "episode_status": "active",
        "episode_len": 5,
        "episode_word": [f"{tenant}|", f"{tenant}|potteri", f"{tenant}|class"],
        "context_word": [f"{tenant}|kiln", f"{tenant}|glaze"],
    }
    ep = (await dg.txn().mutate(set_obj=written, commit_now=True)).uids["ep"]
    await _set_version(dg, 11)

    assert await apply_schema(dg) == SCHEMA_VERSION
    after = await stored(dg, ep, "episode_word context_word episode_terms")
    assert after["episode_terms"] == "class potteri|glaze kiln"
    assert after["episode_word"] == [f"{tenant}|"] and "context_word" not in after  # only what lists it is kept
    [loaded] = await EpisodeStore(db).words_of(tenant)  # what the word index loads
    assert (loaded.uid, loaded.words, loaded.context_words) == (ep, {"class", "potteri"}, {"glaze", "kiln"})
    assert await apply_schema(dg, backfill=True) == SCHEMA_VERSION  # idempotent
    assert await stored(dg, ep, "episode_word context_word episode_terms") == after


def _vector(seed: int) -> list[float]:
    """A unit vector of kg's dimension with no two values alike: a value moved to the wrong place shows."""
    values = [math.sin(seed + 0.37 * i) for i in range(384)]
    norm = math.sqrt(sum(x * x for x in values))
    return [x / norm for x in values]


def _version_11_records(tenant: str, key: str) -> list[dict[str, Any]]:
    """An episode and a node as kg wrote them before schema 12: vectors as JSON text in float32vector predicates."""
    said = "2026-05-08T13:56:00Z"
    return [
        {
            "uid": f"_:ep_{key}",
            "dgraph.type": "Episode",
            "episode_text": f"I repotted the fern {key}",
            "said_at": said,
            "created_at": said,
            "tenant": tenant,
            "episode_status": "active",
            "episode_word": [f"{tenant}|", f"{tenant}|fern"],
            "episode_vector": json.dumps(_vector(1)),
            "speaker": {"uid": f"_:who_{key}", "dgraph.type": "User", "name": f"Ines {key}", "tenant": tenant},
        },
        {
            "uid": f"_:node_{key}",
            "dgraph.type": "Entity",
            "name": f"fern {key}",
            "tenant": tenant,
            "node_status": "active",
            "created_at": said,
            "name_vector": json.dumps(_vector(2)),
        },
    ]


async def _moved(dg: pydgraph.AsyncDgraphClient, episode: str, node: str) -> tuple[dict[str, Any], dict[str, Any]]:
    return (
        await stored(dg, episode, "episode_vector episode_vector_bytes"),
        await stored(dg, node, "name_vector name_vector_bytes"),
    )


async def test_version_11_vectors_move_to_bytes_and_load_as_before(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    await apply_schema(dg)
    resp = await dg.txn().mutate(set_obj=_version_11_records(tenant, "old"), commit_now=True)
    episode, node = resp.uids["ep_old"], resp.uids["node_old"]
    assert await EpisodeStore(db).vectors_of(tenant) == []  # kg 12 reads the bytes only
    await _set_version(dg, 11)

    assert await apply_schema(dg) == SCHEMA_VERSION
    moved_episode, moved_node = await _moved(dg, episode, node)
    assert "episode_vector" not in moved_episode and "name_vector" not in moved_node  # the old values are gone
    assert unpack(moved_episode["episode_vector_bytes"], 384).tolist() == pytest.approx(_vector(1), abs=1e-7)
    assert unpack(moved_node["name_vector_bytes"], 384).tolist() == pytest.approx(_vector(2), abs=1e-7)
    [loaded] = await EpisodeStore(db).vectors_of(tenant)
    assert (loaded.uid, loaded.said_at, loaded.speaker_uid) == (
        episode,
        datetime(2026, 5, 8, 13, 56, tzinfo=UTC),
        resp.uids["who_old"],
    )
    assert list(loaded.vector) == pytest.approx(_vector(1), abs=1e-7)
    [named] = await NameVectorSource(db).vectors_of(tenant)
    assert named.uid == node and list(named.vector) == pytest.approx(_vector(2), abs=1e-7)

    await _set_version(dg, 11)
    await apply_schema(dg)  # again: idempotent, nothing left to move
    assert await _moved(dg, episode, node) == (moved_episode, moved_node)


async def test_vectors_an_older_kg_writes_after_the_migration_move_with_a_backfill(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    tenant = f"t{uuid.uuid4().hex[:8]}"
    await apply_schema(dg)
    resp = await dg.txn().mutate(set_obj=_version_11_records(tenant, "late"), commit_now=True)  # an 11 replica's
    episode, node = resp.uids["ep_late"], resp.uids["node_late"]

    await apply_schema(dg)
    assert "episode_vector" in (await _moved(dg, episode, node))[0]  # the recorded version is current: no migration
    nodes = NodeStore(db)
    [record] = (await nodes.get_many([node], [tenant])).values()

    async def edit(txn: Txn) -> None:  # kg 12 gives the node a new vector: the older one must not come back
        await nodes.rewrite_in(txn, record, tuple(_vector(3)))
        await txn.commit()

    await db.write(edit)
    assert "name_vector" not in (await _moved(dg, episode, node))[1]
    await apply_schema(dg, backfill=True)
    moved_episode, moved_node = await _moved(dg, episode, node)
    assert set(moved_episode) == {"episode_vector_bytes"} and set(moved_node) == {"name_vector_bytes"}
    assert [v.uid for v in await EpisodeStore(db).vectors_of(tenant)] == [episode]
    assert unpack(moved_node["name_vector_bytes"]).tolist() == pytest.approx(_vector(3), abs=1e-7)
