"""Tenancy, as GraphService decides it: one namespace never sees another's nodes or edges, and a read-only member
may read but not change. Over in-memory stores (tests/support/fakes.py); tests/e2e/test_tenancy.py checks the same
through the API against Dgraph."""

from __future__ import annotations

import pytest

from kg.auth.caller import Caller
from kg.errors import InvalidArgument, NotFound, PermissionDenied
from kg.model.records import NewEdge, NewNode
from kg.model.types import NodeType
from tests.support.fakes import FakeGraph

ALICE = Caller("alice", "a", frozenset({"a"}), frozenset({"a"}))
BOB = Caller("bob", "b", frozenset({"b"}), frozenset({"b"}))
READER = Caller("reader", "a", frozenset({"a"}), frozenset())  # reads namespace a, writes nowhere


async def node(graph: FakeGraph, caller: Caller, name: str) -> str:
    [created] = await graph.service.create_nodes(caller, [NewNode(NodeType.ENTITY, name)])
    return created.uid


async def test_new_nodes_go_to_the_callers_home_namespace() -> None:
    graph = FakeGraph()
    uid = await node(graph, ALICE, "Paris")
    assert graph.nodes.records[uid].namespace == "a"


async def test_another_namespaces_node_is_as_absent_as_a_missing_one() -> None:
    graph = FakeGraph()
    uid = await node(graph, ALICE, "Paris")
    with pytest.raises(NotFound):
        await graph.service.get_node(BOB, uid)
    assert await graph.service.find_by_name(BOB, "Paris", None) == []
    with pytest.raises(NotFound):  # not PermissionDenied: that would tell bob the uid exists
        await graph.service.delete_node(BOB, uid)
    assert (await graph.service.get_node(ALICE, uid)).name == "Paris"


async def test_writing_to_a_namespace_not_granted_is_denied() -> None:
    graph = FakeGraph()
    with pytest.raises(PermissionDenied):
        await graph.service.create_nodes(BOB, [NewNode(NodeType.ENTITY, "Paris", namespace="a")])
    assert graph.nodes.records == {}


async def test_a_reader_may_read_but_not_change() -> None:
    graph = FakeGraph()
    uid = await node(graph, ALICE, "Paris")
    assert (await graph.service.get_node(READER, uid)).uid == uid
    with pytest.raises(PermissionDenied):
        await graph.service.delete_node(READER, uid)
    with pytest.raises(PermissionDenied):
        await graph.service.update_activation(READER, uid, 0.9)
    assert uid in graph.nodes.records


async def test_an_edge_never_reaches_into_another_namespace() -> None:
    graph = FakeGraph()
    mine, theirs = await node(graph, BOB, "Bob"), await node(graph, ALICE, "Paris")
    with pytest.raises(InvalidArgument) as refused:
        await graph.service.create_edges(BOB, [NewEdge("LIVES_IN", mine, theirs)])
    assert [v.field for v in refused.value.violations] == ["edges[0].to_uid"]
    assert graph.edges.records == {}


async def test_edges_of_another_namespace_are_not_listed_or_archived() -> None:
    graph = FakeGraph()
    a, b = await node(graph, ALICE, "Alice"), await node(graph, ALICE, "Paris")
    [written] = await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", a, b)])
    with pytest.raises(NotFound):
        await graph.service.list_edges(BOB, a, "", True, True, [], 10)
    with pytest.raises(NotFound):
        await graph.service.archive_edge(BOB, written.edge.uid)
    with pytest.raises(PermissionDenied):
        await graph.service.archive_edge(READER, written.edge.uid)
