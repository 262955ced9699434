"""Request ids and get-or-create end to end: retries and racing duplicates write once."""

from __future__ import annotations

import asyncio
import uuid

import grpc
import pytest

from kg.client import EdgeStatus, KgClient, KgRpcError, NodeType, new_edge, new_node
from tests.e2e.helpers import rpc_error, unique
from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens

ALL_STATUSES = [
    EdgeStatus.EDGE_STATUS_PENDING,
    EdgeStatus.EDGE_STATUS_CURRENT,
    EdgeStatus.EDGE_STATUS_ARCHIVED,
    EdgeStatus.EDGE_STATUS_RETRACTED,
]


def request_id() -> str:
    return str(uuid.uuid4())


async def test_a_retried_create_node_returns_the_first_node_and_writes_no_other(client: KgClient) -> None:
    name, rid = unique("Retried"), request_id()
    first = await client.create_node(name, description="once", request_id=rid)
    again = await client.create_node(name, description="once", request_id=rid)
    assert again.uid == first.uid
    assert [n.uid for n in await client.find_node_by_name(name)] == [first.uid]


async def test_a_retry_after_the_deadline_ran_out_leaves_one_node(
    client: KgClient, server: ServerProcess, tokens: Tokens
) -> None:
    name, rid = unique("Impatient"), request_id()
    async with KgClient(server.target, tokens["admin"], timeout=0.001) as impatient:
        with pytest.raises(KgRpcError) as caught:  # the server may have written it all the same
            await impatient.create_node(name, request_id=rid)
    assert caught.value.code == grpc.StatusCode.DEADLINE_EXCEEDED
    node = await client.create_node(name, request_id=rid)
    assert [n.uid for n in await client.find_node_by_name(name)] == [node.uid]


async def test_twenty_racing_calls_with_one_request_id_make_one_node(client: KgClient) -> None:
    name, rid = unique("Racing"), request_id()
    nodes = await asyncio.gather(*(client.create_node(name, request_id=rid) for _ in range(20)))
    assert len({n.uid for n in nodes}) == 1
    assert len(await client.find_node_by_name(name)) == 1


async def test_one_request_id_for_another_request_is_refused_and_writes_nothing(client: KgClient) -> None:
    name, other, rid = unique("First"), unique("Second"), request_id()
    await client.create_node(name, request_id=rid)
    await rpc_error(client.create_node(other, request_id=rid), grpc.StatusCode.FAILED_PRECONDITION)
    await rpc_error(
        client.create_node(name, description="changed", request_id=rid), grpc.StatusCode.FAILED_PRECONDITION
    )
    assert await client.find_node_by_name(other) == []
    assert len(await client.find_node_by_name(name)) == 1


async def test_a_request_id_too_long_is_invalid(client: KgClient) -> None:
    error = await rpc_error(
        client.create_node(unique("Long id"), request_id="x" * 129), grpc.StatusCode.INVALID_ARGUMENT
    )
    assert "request_id" in error.field_violations


async def test_request_ids_belong_to_their_caller(server: ServerProcess, tokens: Tokens) -> None:
    name, rid = unique("Namesake"), request_id()
    async with KgClient(server.target, tokens["alice"]) as alice, KgClient(server.target, tokens["bob"]) as bob:
        mine = await alice.create_node(name, request_id=rid)
        theirs = await bob.create_node(name, request_id=rid)
        assert mine.uid != theirs.uid
        assert (mine.namespace, theirs.namespace) == ("alice", "bob")


async def test_a_retried_create_nodes_returns_the_same_uids(client: KgClient) -> None:
    names, rid = [unique(f"Batch {i}") for i in range(3)], request_id()
    batch = [new_node(n, client_key=f"k{i}") for i, n in enumerate(names)]
    first = await client.create_nodes(batch, request_id=rid)
    again = await client.create_nodes(batch, request_id=rid)
    assert dict(again.uids) == dict(first.uids)
    assert [n.uid for n in again.nodes] == [n.uid for n in first.nodes]
    for name in names:
        assert len(await client.find_node_by_name(name)) == 1


async def test_a_retried_edge_returns_the_first_result_without_writing_again(client: KgClient) -> None:
    me, bob, alice = [await client.create_node(unique(n)) for n in ("Me", "Bob", "Alice")]
    to_bob, to_alice = request_id(), request_id()
    first = await client.create_edge("HAS_MANAGER", me.uid, bob.uid, request_id=to_bob)
    change = await client.create_edge("HAS_MANAGER", me.uid, alice.uid, request_id=to_alice)
    assert [e.uid for e in change.archived] == [first.edge.uid]
    again = await client.create_edge("HAS_MANAGER", me.uid, alice.uid, request_id=to_alice)
    assert again.edge.uid == change.edge.uid
    assert [e.uid for e in again.archived] == [first.edge.uid]
    assert [e.uid for e in again.supersedes] == [e.uid for e in change.supersedes]
    # A late retry of the first call answers from the record: Bob does not become the manager again.
    late = await client.create_edge("HAS_MANAGER", me.uid, bob.uid, request_id=to_bob)
    assert late.edge.uid == first.edge.uid and late.edge.status == EdgeStatus.EDGE_STATUS_ARCHIVED
    current = await client.list_edges(me.uid, "HAS_MANAGER")
    assert [e.to_uid for e in current] == [alice.uid]


async def test_a_retried_edge_batch_returns_the_same_records(client: KgClient) -> None:
    a, b, c = [await client.create_node(unique(n)) for n in ("A", "B", "C")]
    edges, rid = [new_edge("KNOWS", a.uid, b.uid), new_edge("KNOWS", a.uid, c.uid)], request_id()
    first = await client.create_edges(edges, request_id=rid)
    again = await asyncio.gather(*(client.create_edges(edges, request_id=rid) for _ in range(5)))
    assert all([r.edge.uid for r in results] == [r.edge.uid for r in first] for results in again)
    assert len(await client.list_edges(a.uid, "KNOWS", statuses=ALL_STATUSES)) == 2


async def test_get_or_create_returns_the_node_of_that_name_whatever_its_spelling(client: KgClient) -> None:
    name = unique("Grace")
    first = await client.create_node(name, NodeType.NODE_TYPE_ENTITY, get_or_create=True)
    again = await client.create_node(f"  {name.upper()} ", NodeType.NODE_TYPE_ENTITY, get_or_create=True)
    assert again.uid == first.uid and again.name == name
    other_kind = await client.create_node(name, NodeType.NODE_TYPE_EVENT, get_or_create=True)
    assert other_kind.uid != first.uid  # an event of that name is another identity
    person = await client.create_node(name, NodeType.NODE_TYPE_USER, get_or_create=True)
    assert person.uid == first.uid  # a User and a person Entity are one, as in Ingest


async def test_twenty_racing_get_or_create_calls_make_one_node(client: KgClient) -> None:
    name = unique("Popular")
    nodes = await asyncio.gather(*(client.create_node(name, get_or_create=True) for _ in range(20)))
    assert len({n.uid for n in nodes}) == 1
    assert len(await client.find_node_by_name(name)) == 1
