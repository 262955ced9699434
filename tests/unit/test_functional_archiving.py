"""Functional edge types hold one current value per subject: a new value archives the old one and links new
target -SUPERSEDES-> old target (kg/domain/edge_plan.py), as GraphService writes it. Over in-memory stores."""

from __future__ import annotations

from kg.auth.caller import Caller
from kg.model.records import NewEdge, NewNode
from kg.model.types import EdgeStatus, NodeType
from tests.support.fakes import FakeGraph

ALICE = Caller("alice", "a", frozenset({"a"}), frozenset({"a"}))


async def nodes(graph: FakeGraph, *names: str) -> list[str]:
    created = await graph.service.create_nodes(ALICE, [NewNode(NodeType.ENTITY, n) for n in names])
    return [n.uid for n in created]


async def test_a_new_value_archives_the_old_one_and_supersedes_it() -> None:
    graph = FakeGraph()
    alice, nyc, sf = await nodes(graph, "Alice", "NYC", "SF")
    [first] = await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", alice, nyc)])
    [second] = await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", alice, sf)])

    assert [e.uid for e in second.archived] == [first.edge.uid]
    old = graph.edges.records[first.edge.uid]
    assert old.status == EdgeStatus.ARCHIVED and old.valid_until is not None and old.archived_at is not None
    [link] = second.supersedes
    assert (link.type, link.from_uid, link.to_uid, link.status) == ("SUPERSEDES", sf, nyc, EdgeStatus.CURRENT)
    current = await graph.service.list_edges(ALICE, alice, "LIVES_IN", True, False, [], 10)
    assert [e.to_uid for e in current] == [sf]


async def test_the_same_value_again_changes_nothing() -> None:
    graph = FakeGraph()
    alice, nyc = await nodes(graph, "Alice", "NYC")
    [first] = await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", alice, nyc)])
    [again] = await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", alice, nyc)])
    assert not again.created and again.edge.uid == first.edge.uid and again.archived == ()
    assert len(graph.edges.records) == 1


async def test_moving_back_reuses_no_link_twice() -> None:
    graph = FakeGraph()
    alice, nyc, sf = await nodes(graph, "Alice", "NYC", "SF")
    for target in (nyc, sf, nyc, sf):
        await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", alice, target)])
    links = [(e.from_uid, e.to_uid) for e in graph.edges.of_type("SUPERSEDES") if e.status == EdgeStatus.CURRENT]
    assert sorted(links) == sorted([(sf, nyc), (nyc, sf)])
    assert [e.to_uid for e in graph.edges.of_type("LIVES_IN") if e.status == EdgeStatus.CURRENT] == [sf]


async def test_a_plain_type_keeps_every_value() -> None:
    graph = FakeGraph()
    alice, tea, jazz = await nodes(graph, "Alice", "tea", "jazz")
    await graph.service.create_edges(ALICE, [NewEdge("LIKES", alice, tea)])
    [second] = await graph.service.create_edges(ALICE, [NewEdge("LIKES", alice, jazz)])
    assert second.archived == () and second.supersedes == ()
    assert {e.status for e in graph.edges.records.values()} == {EdgeStatus.CURRENT}


async def test_in_one_batch_the_last_value_wins() -> None:
    graph = FakeGraph()
    alice, nyc, sf = await nodes(graph, "Alice", "NYC", "SF")
    await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", alice, nyc), NewEdge("LIVES_IN", alice, sf)])
    statuses = {e.to_uid: e.status for e in graph.edges.of_type("LIVES_IN")}
    assert statuses == {nyc: EdgeStatus.ARCHIVED, sf: EdgeStatus.CURRENT}
