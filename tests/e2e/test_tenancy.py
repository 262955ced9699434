"""Tenancy end to end: tokens, namespaces, groups, admin-only DQL, the secrets filter, forget and export."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import grpc
import pydgraph
import pytest

from kg.client import Direction, EdgeStatus, KgClient, KgRpcError, new_node
from kg.dgraph import DgraphLauncher
from kg.v1 import kg_pb2 as pb
from tests.e2e.helpers import rpc_error, unique
from tests.support.processes import ServerProcess, wait_serving
from tests.support.tenants import Tokens

DENIED = grpc.StatusCode.PERMISSION_DENIED
NOT_FOUND = grpc.StatusCode.NOT_FOUND
INVALID = grpc.StatusCode.INVALID_ARGUMENT


@pytest.fixture
async def as_user(server: ServerProcess, tokens: Tokens) -> AsyncIterator[dict[str, KgClient]]:
    clients = {p: KgClient(server.target, tokens[p]) for p in tokens.by_principal}
    yield clients
    await asyncio.gather(*(c.close() for c in clients.values()))


async def test_calls_without_a_valid_token_are_unauthenticated(server: ServerProcess) -> None:
    wait_serving(server.target, timeout=5)  # health needs no token
    for token in (None, "kg_not-a-real-token"):
        async with KgClient(server.target, token) as anonymous:
            await rpc_error(anonymous.get_node("0x1"), grpc.StatusCode.UNAUTHENTICATED)


async def _plant_memory(kg: KgClient, shared: str) -> dict[str, str]:
    """The same names in every tenant: a user, their manager, their employer."""
    user = await kg.create_node(f"User {shared}", tags=[shared])
    manager = await kg.create_node(f"Manager {shared}", description=f"manages {shared}")
    acme = await kg.create_node(f"Acme {shared}")
    await kg.create_edge("HAS_MANAGER", user.uid, manager.uid)
    await kg.create_edge("WORKS_AT", user.uid, acme.uid)
    await kg.create_edge("CONTRADICTS", manager.uid, acme.uid)
    return {"user": user.uid, "manager": manager.uid, "acme": acme.uid}


async def test_two_tenants_writing_the_same_names_concurrently_never_see_each_other(
    as_user: dict[str, KgClient],
) -> None:
    shared = unique("shared").replace(" ", "")
    alice, bob = as_user["alice"], as_user["bob"]
    planted = await asyncio.gather(*(_plant_memory(kg, shared) for kg in (alice, bob, alice, bob)))
    mine = {
        "alice": {u for p in planted[0::2] for u in p.values()},
        "bob": {u for p in planted[1::2] for u in p.values()},
    }

    for me, other in (("alice", "bob"), ("bob", "alice")):
        kg = as_user[me]
        for uid in mine[other]:
            await rpc_error(kg.get_node(uid), NOT_FOUND)
            await rpc_error(kg.list_edges(uid), NOT_FOUND)
            await rpc_error(kg.get_neighbourhood(uid), NOT_FOUND)
        found = await kg.find_node_by_name(f"Manager {shared}")
        assert {n.uid for n in found} <= mine[me] and len(found) == 2
        searched = await kg.search_nodes(shared, limit=100)
        assert {n.uid for n in searched} == mine[me]  # every planted name holds the shared word
        for root in planted[0 if me == "alice" else 1].values():
            around = await kg.get_neighbourhood(root)
            assert {n.uid for n in around.nodes} <= mine[me]
            assert all({e.from_uid, e.to_uid} <= mine[me] for e in around.edges)
        high = await kg.high_activation_nodes(0.0, limit=1000)
        assert not {n.uid for n in high} & mine[other]
        contradictions = await kg.find_contradictions(limit=1000)
        assert not {c.edge.from_uid for c in contradictions} & mine[other]
        recalled = await kg.recall(f"Manager {shared} Acme", top_k=100)
        assert recalled.facts and all(f.edge.namespace == me for f in recalled.facts)
        assert not {u for f in recalled.facts for u in (f.subject.uid, f.object.uid)} & mine[other]
        assert not {n.uid for n in recalled.anchors} & mine[other]
        worded = await kg.recall(f"anything on {shared}?", top_k=100)  # names no node: anchors by word
        assert {n.uid for n in worded.anchors} == mine[me]  # the word is in every planted name, tag or description
        exported = await kg.export()
        assert {line["namespace"] for line in exported} == {me}
        assert not {line["uid"] for line in exported if line["kind"] == "node"} & mine[other]


async def test_an_edge_into_another_tenant_is_refused(as_user: dict[str, KgClient]) -> None:
    mine = await as_user["alice"].create_node(unique("Alice's"))
    theirs = await as_user["bob"].create_node(unique("Bob's"))
    error = await rpc_error(
        as_user["alice"].create_edge("KNOWS", mine.uid, theirs.uid), grpc.StatusCode.INVALID_ARGUMENT
    )
    assert "edge.to_uid" in error.field_violations
    assert await as_user["alice"].list_edges(mine.uid) == []


async def test_a_traversal_never_steps_into_another_namespace(
    as_user: dict[str, KgClient], dgraph: DgraphLauncher
) -> None:
    mine = await as_user["alice"].create_node(unique("Start"))
    theirs = await as_user["bob"].create_node(unique("Elsewhere"))
    # Written behind kg's back, as a careless DQL user might: an edge record and a predicate across tenants.
    raw = pydgraph.AsyncDgraphClient(pydgraph.AsyncDgraphClientStub(dgraph.alpha_addr))
    await raw.txn().mutate(
        set_obj=[
            {
                "dgraph.type": "Edge",
                "edge_type": "KNOWS",
                "edge_status": "current",
                "tenant": "alice",
                "edge_from": {"uid": mine.uid},
                "edge_to": {"uid": theirs.uid},
            },
            {"uid": mine.uid, "knows": [{"uid": theirs.uid}]},
        ],
        commit_now=True,
    )
    await raw.close()
    around = await as_user["alice"].get_neighbourhood(mine.uid)
    assert [n.uid for n in around.nodes] == [mine.uid]
    assert around.edges == []


async def test_group_members_read_the_group_and_only_writers_write(as_user: dict[str, KgClient]) -> None:
    note = await as_user["carol"].create_node(unique("Team offsite"), namespace="team")
    assert note.namespace == "team"
    assert (await as_user["alice"].get_node(note.uid)).uid == note.uid  # alice reads the group
    assert [n.uid for n in await as_user["alice"].find_node_by_name(note.name)] == [note.uid]
    await rpc_error(as_user["alice"].create_node(unique("Sneaky"), namespace="team"), DENIED)
    await rpc_error(as_user["alice"].update_node_activation(note.uid, 0.9), DENIED)
    await rpc_error(as_user["alice"].delete_node(note.uid), DENIED)
    await rpc_error(as_user["bob"].get_node(note.uid), NOT_FOUND)  # not a member: nothing at all
    assert await as_user["bob"].find_node_by_name(note.name) == []
    await rpc_error(as_user["bob"].export("team"), DENIED)


async def test_a_read_only_token_reads_but_cannot_write(as_user: dict[str, KgClient]) -> None:
    node = await as_user["alice"].create_node(unique("Diary"))
    reader = as_user["alice-reader"]
    assert (await reader.get_node(node.uid)).name == node.name
    await rpc_error(reader.create_node(unique("Nope")), DENIED)
    await rpc_error(reader.update_node_activation(node.uid, 0.1), DENIED)
    await rpc_error(reader.forget_node(node.uid), DENIED)
    other = await as_user["alice"].create_node(unique("Other"))
    await rpc_error(reader.create_edge("KNOWS", node.uid, other.uid), DENIED)
    assert (await as_user["alice"].get_node(node.uid)).activation >= 0.5  # reads boost it; the 0.1 was refused


async def test_raw_dql_and_edge_type_registration_are_admin_only(as_user: dict[str, KgClient]) -> None:
    await rpc_error(as_user["alice"].query("{ q(func: has(name), first: 1) { uid } }"), DENIED)
    await rpc_error(as_user["alice"].register_edge_type("HAS_PET"), DENIED)
    assert "q" in await as_user["admin"].query("{ q(func: has(name), first: 1) { uid } }")


async def test_a_namespace_admin_reads_no_other_namespace_with_raw_dql(as_user: dict[str, KgClient]) -> None:
    secret = await as_user["bob"].create_node(unique("Bob secret"))
    dql = "query q($n: string) { q(func: eq(name, $n)) { uid name } }"
    error = await rpc_error(as_user["alice-admin"].query(dql, {"$n": secret.name}), DENIED)
    assert "service-admin" in error.message
    # The service-wide scope is the one route, and it does read across namespaces: that is what it is for.
    assert (await as_user["admin"].query(dql, {"$n": secret.name}))["q"][0]["uid"] == secret.uid


async def test_counting_an_access_needs_write_access_to_the_node(as_user: dict[str, KgClient]) -> None:
    node = await as_user["alice"].create_node(unique("Ranked"))
    before = (await as_user["alice"].increment_access_count(node.uid)).access_count
    await rpc_error(as_user["alice-reader"].increment_access_count(node.uid), DENIED)
    await rpc_error(as_user["bob"].increment_access_count(node.uid), NOT_FOUND)
    assert (await as_user["alice"].increment_access_count(node.uid)).access_count == before + 1


@pytest.mark.parametrize("field", ["insight", "group"])
async def test_detail_uids_must_name_live_nodes_of_the_new_nodes_namespace(
    as_user: dict[str, KgClient], field: str
) -> None:
    alice, bob = as_user["alice"], as_user["bob"]
    mine = await alice.create_node(unique("Mine"))
    theirs = await bob.create_node(unique("Theirs"))
    deleted = await alice.create_node(unique("Gone"))
    await alice.delete_node(deleted.uid)

    def node(uids: list[str]) -> pb.NewNode:
        msg = new_node(unique("Summary"), pb.NODE_TYPE_INSIGHT if field == "insight" else pb.NODE_TYPE_GROUP)
        if field == "insight":
            msg.insight.source_uids.extend(uids)
        else:
            msg.group.member_uids.extend(uids)
        return msg

    for bad in (theirs.uid, deleted.uid):
        request = node([mine.uid, bad])
        error = await rpc_error(alice.create_nodes([request]), INVALID)
        assert any(bad in problem for problem in error.field_violations.values()), error
        assert not await alice.find_node_by_name(request.name)  # nothing written
    made = (await alice.create_nodes([node([mine.uid])])).nodes[0]
    assert (await alice.get_node(made.uid)).name.startswith("Summary")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("description", "aws key AKIAIOSFODNN7EXAMPLE"),
        ("description", "-----BEGIN RSA PRIVATE KEY-----\nMIIE..."),
        ("name", "my password is hunter2hunter2"),
        ("metadata", {"note": "token: ghp_abcdefghijklmnopqrstuvwxyz0123456789"}),
        ("tags", ["api_key=sk-live-0123456789abcdefghijklmnop"]),
    ],
)
async def test_secret_looking_values_are_refused_and_not_stored(
    as_user: dict[str, KgClient], field: str, value: object
) -> None:
    name = unique("Secretive") if field != "name" else f"{value} {unique('')}"
    kwargs = {} if field == "name" else {field: value}
    with pytest.raises(KgRpcError) as caught:
        await as_user["alice"].create_node(name, **kwargs)
    assert caught.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert any(f.startswith(f"node.{field}") for f in caught.value.field_violations)
    assert "secret" in " ".join(caught.value.field_violations.values())
    assert await as_user["alice"].find_node_by_name(name) == []


async def test_hard_forget_removes_node_edges_and_predicates(as_user: dict[str, KgClient]) -> None:
    kg = as_user["alice"]
    me, boss = await kg.create_node(unique("Me")), await kg.create_node(unique("Boss"))
    await kg.create_edge("HAS_MANAGER", me.uid, boss.uid)
    assert await kg.forget_node(boss.uid) == 1
    await rpc_error(kg.get_node(boss.uid), NOT_FOUND)
    assert await kg.list_edges(me.uid, statuses=list(EdgeStatus.values())[1:]) == []
    exported = await kg.export()
    assert boss.uid not in {line["uid"] for line in exported}
    left = await as_user["admin"].query(
        "query q($id: string) { q(func: uid($id)) { name node_card word_key search_key name_key tenant } }",
        {"$id": boss.uid},
    )
    assert left == {"q": []}  # nothing of it is left, its name packed into the card included


async def test_soft_forget_retracts_and_keeps_history_out_of_default_reads(
    as_user: dict[str, KgClient],
) -> None:
    kg, admin = as_user["alice"], as_user["admin"]
    me, ex = await kg.create_node(unique("Me")), await kg.create_node(unique("Ex"))
    edge = (await kg.create_edge("PARTNER_IS", me.uid, ex.uid)).edge
    assert await kg.forget_node(ex.uid, soft=True) == 1
    await rpc_error(kg.get_node(ex.uid), NOT_FOUND)
    assert await kg.find_node_by_name(ex.name) == []
    assert await kg.list_edges(me.uid) == []  # default reads: current only
    history = await kg.list_edges(
        me.uid, direction=Direction.DIRECTION_OUTGOING, statuses=[EdgeStatus.EDGE_STATUS_RETRACTED]
    )
    assert [e.uid for e in history] == [edge.uid]
    plain = await admin.query("query q($id: string) { q(func: uid($id)) { partner_is { uid } } }", {"$id": me.uid})
    assert plain == {"q": []}  # no dangling plain predicate
    ends = await admin.query(
        "query q($id: string) { q(func: uid($id)) { current_from { uid } current_to { uid } } }", {"$id": edge.uid}
    )
    assert ends == {"q": []}  # nor a way for Recall to reach the retracted record
    assert (await kg.recall(me.name)).facts == []
    word = ex.name.split()[-1]  # its unique part, which names no other node
    recalled = await kg.recall(f"anything on {word}?")
    assert ex.uid not in {a.uid for a in recalled.anchors}  # a forgotten node anchors no question
    assert edge.uid not in {f.edge.uid for f in recalled.facts}
    keys = await admin.query("query q($id: string) { q(func: uid($id)) { word_key search_key } }", {"$id": ex.uid})
    assert keys == {"q": []}  # nor takes the place of a live one among the word or search candidates
    assert await kg.search_nodes(word) == []
    exported = {line["uid"]: line for line in await kg.export()}
    assert exported[ex.uid]["status"] == "retracted"
    assert exported[edge.uid]["status"] == "retracted"
