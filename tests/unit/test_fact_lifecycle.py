"""The fact lifecycle of MemoryService: a cautious (ingested) weaker claim waits as pending, ConfirmEdge makes it
current (replacing a functional value), RetractEdge takes a fact out of the graph. Over in-memory stores."""

from __future__ import annotations

import pytest

from kg.auth.caller import Caller
from kg.domain.memory import INGESTED, MemoryService
from kg.errors import FailedPrecondition, NotFound, PermissionDenied
from kg.model.records import NewEdge, NewNode
from kg.model.types import EdgeStatus, NodeType
from tests.support.fakes import FakeGraph

ALICE = Caller("alice", "a", frozenset({"a"}), frozenset({"a"}))
BOB = Caller("bob", "b", frozenset({"b"}), frozenset({"b"}))
READER = Caller("reader", "a", frozenset({"a"}), frozenset())


class Unused:
    """Ingest's and Recall's collaborators, which the lifecycle never calls."""


def memory(graph: FakeGraph) -> MemoryService:
    unused = Unused()
    return MemoryService(graph.service, unused, unused, unused, extractor=unused)


async def setup() -> tuple[FakeGraph, str, str, str, str]:
    """Alice LIVES_IN NYC (confidence 0.9), and a weaker ingested claim that she lives in SF, pending."""
    graph = FakeGraph()
    created = await graph.service.create_nodes(ALICE, [NewNode(NodeType.ENTITY, n) for n in ("Alice", "NYC", "SF")])
    alice, nyc, sf = (n.uid for n in created)
    [current] = await graph.service.create_edges(ALICE, [NewEdge("LIVES_IN", alice, nyc, confidence=0.9)])
    prepared = await graph.service.prepare_edges([NewEdge("LIVES_IN", alice, sf, confidence=0.5)], batch=True)
    [claim] = await graph.service.transact(lambda txn: graph.service.write_edges_in(txn, ALICE, prepared, INGESTED))
    return graph, alice, sf, current.edge.uid, claim.edge.uid


async def test_a_weaker_ingested_claim_waits_as_pending() -> None:
    graph, _, _, current, pending = await setup()
    assert graph.edges.records[pending].status == EdgeStatus.PENDING
    assert graph.edges.records[current].status == EdgeStatus.CURRENT


async def test_confirming_a_pending_fact_replaces_the_functional_value() -> None:
    graph, _, sf, current, pending = await setup()
    result = await memory(graph).confirm(ALICE, pending)
    assert result.edge.uid == pending and result.edge.status == EdgeStatus.CURRENT
    assert [e.uid for e in result.archived] == [current]
    assert graph.edges.records[current].status == EdgeStatus.ARCHIVED
    assert [e.to_uid for e in graph.edges.of_type("LIVES_IN") if e.status == EdgeStatus.CURRENT] == [sf]


async def test_confirming_a_current_fact_changes_nothing() -> None:
    graph, _, _, current, _ = await setup()
    result = await memory(graph).confirm(ALICE, current)
    assert not result.created and result.edge.status == EdgeStatus.CURRENT


async def test_a_retracted_fact_stays_retracted() -> None:
    graph, _, _, current, _ = await setup()
    service = memory(graph)
    retracted = await service.retract(ALICE, current)
    assert retracted.status == EdgeStatus.RETRACTED and graph.edges.records[current].status == EdgeStatus.RETRACTED
    assert current not in graph.edges.keys  # out of the current graph: its key is free for a new value
    assert (await service.retract(ALICE, current)).status == EdgeStatus.RETRACTED
    with pytest.raises(FailedPrecondition):
        await service.confirm(ALICE, current)


async def test_the_lifecycle_respects_tenancy() -> None:
    graph, _, _, current, pending = await setup()
    service = memory(graph)
    with pytest.raises(NotFound):
        await service.confirm(BOB, pending)
    with pytest.raises(NotFound):
        await service.retract(BOB, current)
    with pytest.raises(PermissionDenied):
        await service.retract(READER, current)
    assert graph.edges.records[current].status == EdgeStatus.CURRENT
