"""UpdateNode and MergeNodes end to end: a real server, a real Dgraph."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import grpc
import pytest

from kg.client import EdgeStatus, KgClient, NodeType
from kg.dgraph import DgraphLauncher
from kg.store.vector_bytes import unpack
from kg.v1 import kg_pb2 as pb
from tests.e2e.helpers import ratel_query, rpc_error, unique
from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens

INVALID = grpc.StatusCode.INVALID_ARGUMENT
ALL_STATUSES = [
    EdgeStatus.EDGE_STATUS_PENDING,
    EdgeStatus.EDGE_STATUS_CURRENT,
    EdgeStatus.EDGE_STATUS_ARCHIVED,
    EdgeStatus.EDGE_STATUS_RETRACTED,
]


def word(label: str) -> str:
    return unique(label).replace(" ", "")


def name_vector(dgraph: DgraphLauncher, uid: str) -> list[float] | None:
    found = ratel_query(dgraph, f"{{ q(func: uid({uid})) {{ name_vector name_vector_bytes }} }}")["q"]
    if not found or "name_vector_bytes" not in found[0]:
        return None
    assert "name_vector" not in found[0]  # the JSON text of a kg before schema 12: never written now
    return list(unpack(found[0]["name_vector_bytes"]).tolist())


@pytest.fixture
async def users(server: ServerProcess, tokens: Tokens) -> AsyncIterator[dict[str, KgClient]]:
    clients = {p: KgClient(server.target, tokens[p]) for p in ("alice", "alice-reader", "carol", "bob")}
    yield clients
    await asyncio.gather(*(c.close() for c in clients.values()))


# --- UpdateNode ---


async def test_only_the_masked_fields_change(client: KgClient) -> None:
    node = await client.create_node(
        unique("Masked"), description="before", aliases=["Old Alias"], tags=["old"], metadata={"k": 1}
    )
    request = pb.UpdateNodeRequest(
        uid=node.uid, node=pb.NodeUpdate(description="after", aliases=["Ignored"], tags=["ignored"])
    )
    request.update_mask.paths.append("description")
    updated = (await client._call("UpdateNode", request)).node
    fetched = await client.get_node(node.uid)
    for seen in (updated, fetched):
        assert seen.description == "after"
        assert (list(seen.aliases), list(seen.tags), dict(seen.metadata)) == (["Old Alias"], ["old"], {"k": 1.0})
        assert (seen.name, seen.created_at, seen.confidence) == (node.name, node.created_at, node.confidence)


async def test_a_masked_field_left_empty_is_cleared(client: KgClient) -> None:
    node = await client.create_node(unique("Cleared"), description="kept", tags=["a", "b"], metadata={"k": 1})
    updated = await client.update_node(node.uid, tags=[], metadata={})
    assert (list(updated.tags), dict(updated.metadata), updated.description) == ([], {}, "kept")
    assert list((await client.get_node(node.uid)).tags) == []


async def test_a_new_alias_finds_the_node_and_the_old_one_no_longer_does(client: KgClient) -> None:
    old, new = word("Oldalias"), word("Newalias")
    node = await client.create_node(unique("Aliased"), aliases=[old])
    await client.update_node(node.uid, aliases=[new, "Second Name"])
    assert [n.uid for n in await client.find_node_by_name(new.upper())] == [node.uid]
    assert [n.uid for n in await client.find_node_by_name("second name")] == [node.uid]
    assert await client.find_node_by_name(old) == []
    # Recall's anchors follow the aliases too.
    assert node.uid in [a.uid for a in (await client.recall(f"what about {new}?")).anchors]


async def test_search_follows_new_tags_and_description(client: KgClient) -> None:
    tag, said = word("tag"), word("said")
    node = await client.create_node(unique("Searchable"), tags=["stale"])
    await client.update_node(node.uid, tags=[tag], description=f"now {said}")
    assert [n.uid for n in await client.search_nodes(tag)] == [node.uid]
    assert [n.uid for n in await client.search_nodes(said)] == [node.uid]


async def test_the_name_vector_follows_description_and_aliases_only(client: KgClient, dgraph: DgraphLauncher) -> None:
    node = await client.create_node(unique("Embedded"), description="a violinist")
    first = name_vector(dgraph, node.uid)
    assert first is not None, "the test server embeds names with the packaged model (make install installs it)"
    await client.update_node(node.uid, tags=["music"])
    assert name_vector(dgraph, node.uid) == first
    await client.update_node(node.uid, description="a mountain guide")
    second = name_vector(dgraph, node.uid)
    assert second is not None and second != first
    await client.update_node(node.uid, aliases=["The Guide"])
    assert name_vector(dgraph, node.uid) not in (None, first, second)


async def test_unknown_or_missing_mask_paths_are_invalid(client: KgClient) -> None:
    node = await client.create_node(unique("Unmasked"))
    for paths in (["name"], [], ["description", "activation"]):
        request = pb.UpdateNodeRequest(uid=node.uid, node=pb.NodeUpdate(description="x"))
        request.update_mask.paths.extend(paths)
        error = await rpc_error(client._call("UpdateNode", request), INVALID)
        assert "update_mask" in error.field_violations
    assert (await client.get_node(node.uid)).description == ""
    error = await rpc_error(client.update_node(node.uid, aliases=[" "]), INVALID)
    assert "node.aliases[0]" in error.field_violations


async def test_updates_need_write_access_to_the_node(users: dict[str, KgClient]) -> None:
    node = await users["alice"].create_node(unique("Private"), description="mine")
    await rpc_error(
        users["alice-reader"].update_node(node.uid, description="theirs"), grpc.StatusCode.PERMISSION_DENIED
    )
    await rpc_error(users["bob"].update_node(node.uid, description="theirs"), grpc.StatusCode.NOT_FOUND)
    assert (await users["alice"].get_node(node.uid)).description == "mine"


# --- MergeNodes ---


async def test_merging_moves_edges_aliases_and_tags_and_keeps_one_manager(client: KgClient) -> None:
    survivor = await client.create_node(unique("Robert Smith"), tags=["colleague"])
    absorbed_name = word("Bobby")
    absorbed = await client.create_node(absorbed_name, aliases=["Bob S"], tags=["friend"], description="from work")
    project, friend, old_boss, boss, other_boss = [
        await client.create_node(unique(n)) for n in ("Project", "Friend", "Old boss", "Boss", "Other boss")
    ]
    works_on = await client.create_edge("WORKS_ON", absorbed.uid, project.uid)
    knows = await client.create_edge("KNOWS", friend.uid, absorbed.uid)
    first_boss = await client.create_edge("HAS_MANAGER", absorbed.uid, old_boss.uid)
    absorbed_boss = await client.create_edge("HAS_MANAGER", absorbed.uid, other_boss.uid)  # archives old_boss
    survivor_boss = await client.create_edge("HAS_MANAGER", survivor.uid, boss.uid)

    merged = await client.merge_nodes(survivor.uid, absorbed.uid)

    assert merged.node.uid == survivor.uid
    assert sorted(merged.node.aliases) == sorted([absorbed_name, "Bob S"])
    assert sorted(merged.node.tags) == ["colleague", "friend"]
    assert merged.node.description == "from work"  # the survivor had none
    assert merged.moved_edges == 4
    assert [e.uid for e in merged.archived] == [absorbed_boss.edge.uid]
    current = {(e.type, e.from_uid, e.to_uid) for e in await client.list_edges(survivor.uid)}
    assert current == {
        ("WORKS_ON", survivor.uid, project.uid),
        ("KNOWS", friend.uid, survivor.uid),
        ("HAS_MANAGER", survivor.uid, boss.uid),
    }
    history = {e.uid: e for e in await client.list_edges(survivor.uid, statuses=ALL_STATUSES)}
    assert {
        works_on.edge.uid,
        knows.edge.uid,
        first_boss.edge.uid,
        absorbed_boss.edge.uid,
        survivor_boss.edge.uid,
    } <= history.keys()
    assert history[absorbed_boss.edge.uid].status == EdgeStatus.EDGE_STATUS_ARCHIVED
    assert history[first_boss.edge.uid].from_uid == survivor.uid
    # The functional rule's link: the value kept supersedes the one archived.
    links = await client.list_edges(boss.uid, "SUPERSEDES", direction=pb.DIRECTION_OUTGOING)
    assert [e.to_uid for e in links] == [other_boss.uid]
    # The plain predicates follow (DQL users traverse them).
    plain = await client.query(f"{{ q(func: uid({survivor.uid})) {{ has_manager {{ uid }} works_on {{ uid }} }} }}")
    assert plain["q"] == [{"has_manager": [{"uid": boss.uid}], "works_on": [{"uid": project.uid}]}]


async def test_the_absorbed_node_leaves_every_read_and_says_where_it_went(client: KgClient) -> None:
    absorbed_name = word("Absorbedname")
    survivor = await client.create_node(unique("Survivor"))
    absorbed = await client.create_node(absorbed_name, description=f"{absorbed_name} the duplicate")
    await client.merge_nodes(survivor.uid, absorbed.uid)
    error = await rpc_error(client.get_node(absorbed.uid), grpc.StatusCode.NOT_FOUND)
    assert f"merged into {survivor.uid}" in error.message
    assert [n.uid for n in await client.find_node_by_name(absorbed_name)] == [survivor.uid]  # now an alias
    assert [n.uid for n in await client.search_nodes(absorbed_name)] == [survivor.uid]  # the description moved
    anchors = [a.uid for a in (await client.recall(f"Tell me about {absorbed_name}")).anchors]
    assert survivor.uid in anchors and absorbed.uid not in anchors
    await rpc_error(client.list_edges(absorbed.uid), grpc.StatusCode.NOT_FOUND)
    await rpc_error(client.merge_nodes(survivor.uid, absorbed.uid), grpc.StatusCode.NOT_FOUND)


async def test_episode_mentions_move_to_the_survivor(client: KgClient, dgraph: DgraphLauncher) -> None:
    speaker, mentioned = word("Speaker"), "Zed" + "".join(chr(ord("a") + int(c, 16)) for c in uuid.uuid4().hex[:8])
    await client.ingest(f"Hey {mentioned}, how was the trip?", speaker)
    [absorbed] = await client.find_node_by_name(mentioned)
    survivor = await client.create_node(unique("Zedekiah"), NodeType.NODE_TYPE_ENTITY)
    await client.merge_nodes(survivor.uid, absorbed.uid)
    said = ratel_query(
        dgraph,
        f"{{ q(func: uid({survivor.uid})) {{ ~mentions {{ uid }} }} "
        f"r(func: uid({absorbed.uid})) {{ ~mentions {{ uid }} }} }}",
    )
    assert len(said["q"][0]["~mentions"]) == 1
    assert "~mentions" not in (said["r"][0] if said["r"] else {})


async def test_merging_across_namespaces_is_refused_and_writes_nothing(users: dict[str, KgClient]) -> None:
    carol = users["carol"]
    own = await carol.create_node(unique("Carol's Dana"), tags=["mine"])
    shared = await carol.create_node(unique("Team's Dana"), namespace="team")
    friend = await carol.create_node(unique("Friend"), namespace="team")
    await carol.create_edge("KNOWS", friend.uid, shared.uid)
    error = await rpc_error(carol.merge_nodes(own.uid, shared.uid), INVALID)
    assert "absorbed_uid" in error.field_violations
    assert (await carol.get_node(shared.uid)).name == shared.name
    assert list((await carol.get_node(own.uid)).aliases) == []
    assert [e.to_uid for e in await carol.list_edges(friend.uid, "KNOWS")] == [shared.uid]
    # A namespace the caller may only read: no merge there either.
    team_a, team_b = [await carol.create_node(unique(n), namespace="team") for n in ("A", "B")]
    await rpc_error(users["alice"].merge_nodes(team_a.uid, team_b.uid), grpc.StatusCode.PERMISSION_DENIED)
    assert (await users["alice"].get_node(team_b.uid)).uid == team_b.uid
    # Another tenant's node is as absent as a missing one.
    theirs = await users["bob"].create_node(unique("Bob's"))
    await rpc_error(carol.merge_nodes(own.uid, theirs.uid), grpc.StatusCode.NOT_FOUND)


async def test_only_compatible_types_merge(client: KgClient) -> None:
    person = await client.create_node(unique("Person"), NodeType.NODE_TYPE_USER)
    namesake = await client.create_node(unique("Namesake"), NodeType.NODE_TYPE_ENTITY)
    event = await client.create_node(unique("Event"), NodeType.NODE_TYPE_EVENT)
    await rpc_error(client.merge_nodes(person.uid, event.uid), grpc.StatusCode.FAILED_PRECONDITION)
    await rpc_error(client.merge_nodes(person.uid, person.uid), INVALID)
    merged = await client.merge_nodes(person.uid, namesake.uid)  # a User and a person Entity are one identity
    assert merged.node.type == NodeType.NODE_TYPE_USER


async def test_a_node_merged_twice_points_at_the_last_survivor(client: KgClient) -> None:
    first, second, last = [await client.create_node(unique(n)) for n in ("First", "Second", "Last")]
    await client.merge_nodes(second.uid, first.uid)
    await client.merge_nodes(last.uid, second.uid)
    error = await rpc_error(client.get_node(first.uid), grpc.StatusCode.NOT_FOUND)
    assert f"merged into {last.uid}" in error.message
    assert sorted((await client.get_node(last.uid)).aliases) == sorted([first.name, second.name])


async def test_forgetting_the_survivor_forgets_what_was_merged_into_it(
    client: KgClient, dgraph: DgraphLauncher
) -> None:
    survivor, absorbed = await client.create_node(unique("Keeper")), await client.create_node(unique("Secret"))
    await client.merge_nodes(survivor.uid, absorbed.uid)
    await client.forget_node(survivor.uid)
    left = ratel_query(dgraph, f"{{ q(func: uid({absorbed.uid})) {{ name node_card merged_into {{ uid }} }} }}")
    assert left["q"] == []
