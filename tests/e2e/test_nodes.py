"""Node RPCs end to end: kg serve as a real process, a real Dgraph, the Python client."""

from __future__ import annotations

import asyncio
import uuid

import grpc
import pytest

from kg.client import KgClient, KgSyncClient, NodeType, new_node
from tests.e2e.helpers import rpc_error, unique

INVALID = grpc.StatusCode.INVALID_ARGUMENT


async def test_create_then_get_returns_every_field(client: KgClient) -> None:
    name = unique("Alice")
    created = await client.create_node(
        name,
        NodeType.NODE_TYPE_USER,
        description="the user",
        tags=["me", "owner"],
        aliases=["Al"],
        confidence=0.9,
        metadata={"source": "test", "n": 2},
    )
    fetched = await client.get_node(created.uid)
    assert fetched.uid == created.uid
    assert fetched.type == NodeType.NODE_TYPE_USER
    assert (fetched.name, fetched.description) == (name, "the user")
    assert sorted(fetched.tags) == ["me", "owner"]
    assert list(fetched.aliases) == ["Al"]
    assert fetched.activation == pytest.approx(0.5)  # the configured initial activation
    assert fetched.confidence == pytest.approx(0.9)
    assert dict(fetched.metadata) == {"source": "test", "n": 2.0}
    assert fetched.namespace == "default"
    assert fetched.created_at.seconds > 0


async def test_create_nodes_returns_uids_by_client_key_in_one_transaction(client: KgClient) -> None:
    names = [unique(f"Batch {i}") for i in range(3)]
    response = await client.create_nodes([new_node(n, client_key=f"k{i}") for i, n in enumerate(names)])
    assert set(response.uids) == {"k0", "k1", "k2"}
    for i, name in enumerate(names):
        assert (await client.get_node(response.uids[f"k{i}"])).name == name


async def test_a_batch_with_one_bad_node_writes_nothing(client: KgClient) -> None:
    good = unique("Good")
    error = await rpc_error(client.create_nodes([new_node(good), new_node("   ")]), INVALID)
    assert "nodes[1].name" in error.field_violations
    assert await client.find_node_by_name(good) == []


async def test_find_by_name_is_case_insensitive_and_knows_aliases(client: KgClient) -> None:
    name = unique("Grace Hopper")
    node = await client.create_node(name, aliases=[name + " Alias"])
    for spelling in (name, name.upper(), name.lower(), f"  {name.title()}  ", name.upper() + " ALIAS"):
        assert [n.uid for n in await client.find_node_by_name(spelling)] == [node.uid], spelling
    assert await client.find_node_by_name(name, NodeType.NODE_TYPE_USER) == []  # the type filter applies


async def test_namesakes_come_most_activated_first(client: KgClient) -> None:
    name = unique("Namesake")
    quiet, busy, middling = [await client.create_node(name, activation=a) for a in (0.2, 0.9, 0.5)]
    assert [n.uid for n in await client.find_node_by_name(name)] == [busy.uid, middling.uid, quiet.uid]


@pytest.mark.parametrize(
    "hostile",
    [
        'Bob "the builder" O\'Neil',
        "} delete { <0x1> * * . } {",
        "query { q(func: has(name)) { uid } }",
        "line one\nline two",
        "Zoë 李雷 Ωμέγα",
        '$name @filter(eq(name, "x"))',
    ],
)
async def test_hostile_names_are_stored_and_found_literally(client: KgClient, hostile: str) -> None:
    name = f"{hostile} {unique('')}"
    node = await client.create_node(name)
    assert (await client.get_node(node.uid)).name == name
    assert [n.uid for n in await client.find_node_by_name(name)] == [node.uid]


async def test_unknown_uid_is_not_found_and_malformed_uid_is_invalid(client: KgClient) -> None:
    await rpc_error(client.get_node("0xfffffffffff"), grpc.StatusCode.NOT_FOUND)
    error = await rpc_error(client.get_node("not-a-uid"), INVALID)
    assert "uid" in error.field_violations


async def test_activation_outside_the_unit_interval_is_refused_and_nothing_is_written(client: KgClient) -> None:
    name = unique("Overactive")
    error = await rpc_error(client.create_node(name, activation=1.5), INVALID)
    assert "node.activation" in error.field_violations
    assert await client.find_node_by_name(name) == []
    node = await client.create_node(name)
    await rpc_error(client.update_node_activation(node.uid, -0.1), INVALID)
    assert (await client.get_node(node.uid)).activation == pytest.approx(0.5)


async def test_update_activation_and_increment_access_count(client: KgClient) -> None:
    node = await client.create_node(unique("Counter"))
    assert (await client.update_node_activation(node.uid, 0.95)).activation == pytest.approx(0.95)
    bumped = await client.increment_access_count(node.uid)
    assert bumped.access_count == 1
    assert bumped.activation == pytest.approx(1.0)  # 0.95 + 0.1, capped at the maximum
    assert bumped.last_accessed.ToDatetime() >= node.last_accessed.ToDatetime()


async def test_concurrent_increments_are_all_counted(client: KgClient) -> None:
    node = await client.create_node(unique("Popular"))
    await asyncio.gather(*(client.increment_access_count(node.uid) for _ in range(20)))
    assert (await client.get_node(node.uid)).access_count == 20


async def test_search_is_full_text_over_name_description_and_tags_with_pages(client: KgClient) -> None:
    word = f"zq{unique('').strip()[:6]}"  # a term nothing else contains
    a = await client.create_node(unique("Alpha"), description=f"likes {word} a lot", activation=0.9)
    b = await client.create_node(f"{word} Beta", activation=0.7)
    c = await client.create_node(unique("Gamma"), tags=[word], activation=0.6, type=NodeType.NODE_TYPE_EVENT)
    found = await client.search_nodes(word)
    assert [n.uid for n in found] == [a.uid, b.uid, c.uid]  # most activated first
    assert [n.uid for n in await client.search_nodes(word, limit=1, offset=1)] == [b.uid]
    assert [n.uid for n in await client.search_nodes(word, types=[NodeType.NODE_TYPE_EVENT])] == [c.uid]
    await rpc_error(client.search_nodes("   "), INVALID)


async def test_search_pages_run_by_activation_over_many_matches_and_skip_forgotten_nodes(client: KgClient) -> None:
    word = f"zq{unique('').strip()[:6]}"
    nodes = await asyncio.gather(
        *(
            client.create_node(unique(f"Page{i}"), description=f"about {word}", activation=0.1 + 0.03 * i)
            for i in range(24)
        )
    )
    forgotten = {nodes[3].uid, nodes[17].uid}
    for uid in forgotten:
        await client.forget_node(uid)
    live = sorted((n for n in nodes if n.uid not in forgotten), key=lambda n: -n.activation)
    paged = [n.uid for offset in range(0, 28, 7) for n in await client.search_nodes(word, limit=7, offset=offset)]
    assert paged == [n.uid for n in live]  # every live match once, most activated first, none forgotten
    assert [n.uid for n in await client.search_nodes(word, limit=3, offset=20)] == [n.uid for n in live[20:]]


async def test_search_matches_other_forms_of_a_word_and_not_function_words(client: KgClient) -> None:
    # A made-up verb no other node holds, in a form the stemmer takes back to it ("...walking" -> "...walk").
    verb = "zq" + "".join(chr(ord("a") + int(c, 16)) for c in uuid.uuid4().hex[:6]) + "walk"
    walker = await client.create_node(unique("Walker"), description=f"went {verb}ing in the hills")
    assert [n.uid for n in await client.search_nodes(f"{verb}s")] == [walker.uid]
    assert [n.uid for n in await client.search_nodes(f"the {verb}ed")] == [walker.uid]
    assert await client.search_nodes("the of in") == []  # no word to look up: nothing, not everything


async def test_high_activation_nodes_are_ordered_and_thresholded(client: KgClient) -> None:
    tag = unique("hot")
    top = await client.create_node(unique("Top"), activation=0.99, tags=[tag])
    await client.create_node(unique("Cold"), activation=0.2, tags=[tag])
    found = await client.high_activation_nodes(0.98, limit=1000)
    assert top.uid in [n.uid for n in found]
    assert all(n.activation >= 0.98 for n in found)
    assert [n.activation for n in found] == sorted((n.activation for n in found), reverse=True)


async def test_high_activation_pages_are_cut_after_the_threshold_and_types(own_client: KgClient) -> None:
    # The namespace's own nodes only: a page of 2 is the 2 most activated Entity nodes at or above 0.6, whatever
    # more activated nodes of other types, or less activated entities, there are.
    made = {
        name: await own_client.create_node(unique(name), type=node_type, activation=activation)
        for name, node_type, activation in [
            ("Event", NodeType.NODE_TYPE_EVENT, 0.97),
            ("Ann", NodeType.NODE_TYPE_ENTITY, 0.9),
            ("Bo", NodeType.NODE_TYPE_ENTITY, 0.7),
            ("Cy", NodeType.NODE_TYPE_ENTITY, 0.65),
            ("Di", NodeType.NODE_TYPE_ENTITY, 0.3),
        ]
    }
    page = await own_client.high_activation_nodes(0.6, types=[NodeType.NODE_TYPE_ENTITY], limit=2)
    assert [n.uid for n in page] == [made["Ann"].uid, made["Bo"].uid]
    everyone = await own_client.high_activation_nodes(0.6, limit=10)
    assert [n.uid for n in everyone] == [made[name].uid for name in ("Event", "Ann", "Bo", "Cy")]


async def test_delete_node_is_final(client: KgClient) -> None:
    node = await client.create_node(unique("Doomed"))
    assert await client.delete_node(node.uid) == 0
    await rpc_error(client.get_node(node.uid), grpc.StatusCode.NOT_FOUND)
    await rpc_error(client.delete_node(node.uid), grpc.StatusCode.NOT_FOUND)


def test_the_blocking_client_works_outside_an_event_loop(server, tokens) -> None:  # type: ignore[no-untyped-def]
    with KgSyncClient(server.target, tokens["admin"]) as kg:
        node = kg.create_node(unique("Sync"))
        assert kg.get_node(node.uid).name == node.name
