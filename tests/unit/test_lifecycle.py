"""The fact lifecycle in edge planning: cautious supersession and promotion of restated pending facts."""

from __future__ import annotations

from datetime import UTC, datetime

from kg.domain.edge_plan import Lifecycle, ResolvedEdge, current_key, plan_edges
from kg.model.records import EdgeRecord, NewEdge
from kg.model.types import EdgeStatus, EdgeType

NOW = datetime(2026, 6, 1, tzinfo=UTC)
LIVES_IN = EdgeType("LIVES_IN", functional=True, builtin=True)
CAUTIOUS = Lifecycle(cautious=True, promote_after=3)


def current(uid: str, to: str, confidence: float) -> EdgeRecord:
    return EdgeRecord(uid, "LIVES_IN", EdgeStatus.CURRENT, "0xme", to, "ns", confidence=confidence)


def request(to: str, confidence: float, **extra: object) -> ResolvedEdge:
    return ResolvedEdge(NewEdge("LIVES_IN", "0xme", to, confidence=confidence, **extra), LIVES_IN, "ns")  # type: ignore[arg-type]


def plan(
    requests: list[ResolvedEdge],
    existing: EdgeRecord | None,
    pending: dict | None = None,  # type: ignore[type-arg]
    lifecycle: Lifecycle = CAUTIOUS,
):  # type: ignore[no-untyped-def]
    cur = {current_key(LIVES_IN, "0xme", ""): existing} if existing else {}
    return plan_edges(requests, cur, {}, NOW, 0.5, 1.0, pending or {}, lifecycle)


def test_a_more_confident_new_home_supersedes_the_old_one() -> None:
    nyc = current("0xe1", "0xnyc", 0.8)
    result = plan([request("0xsf", 0.95)], nyc)
    [outcome] = result.outcomes
    assert outcome.edge.status == EdgeStatus.CURRENT and outcome.archived == [nyc]
    assert [(a.edge.uid, a.status) for a in result.archives] == [("0xe1", EdgeStatus.ARCHIVED)]
    assert [(s.from_uid, s.to_uid) for s in outcome.supersedes] == [("0xsf", "0xnyc")]


def test_a_less_confident_claim_is_staged_not_superseding() -> None:
    sf = current("0xe1", "0xsf", 0.95)
    result = plan([request("0xnyc", 0.8)], sf)
    [outcome] = result.outcomes
    assert outcome.edge.status == EdgeStatus.PENDING and outcome.archived == []
    assert result.archives == [] and outcome.supersedes == []


def test_a_stated_change_supersedes_even_a_more_confident_value() -> None:
    sf = current("0xe1", "0xsf", 0.95)
    [outcome] = plan([request("0xnyc", 0.8, asserted_change=True)], sf).outcomes
    assert outcome.edge.status == EdgeStatus.CURRENT and outcome.archived == [sf]


def test_explicit_writes_always_supersede() -> None:
    sf = current("0xe1", "0xsf", 0.95)
    [outcome] = plan([request("0xnyc", 0.1)], sf, lifecycle=Lifecycle()).outcomes
    assert outcome.edge.status == EdgeStatus.CURRENT and outcome.archived == [sf]


def test_a_pending_fact_restated_is_counted_then_promoted_on_the_third_statement() -> None:
    sf = current("0xe1", "0xsf", 0.95)
    staged = EdgeRecord("0xp", "LIVES_IN", EdgeStatus.PENDING, "0xme", "0xnyc", "ns", confidence=0.8, access_count=1)
    second = plan([request("0xnyc", 0.8)], sf, {("0xme", "LIVES_IN", "0xnyc"): staged})
    assert [(t.edge.uid, t.access_count) for t in second.touches] == [("0xp", 2)]
    assert second.promotions == [] and second.archives == []

    third = plan(
        [request("0xnyc", 0.8)],
        sf,
        {
            ("0xme", "LIVES_IN", "0xnyc"): EdgeRecord(
                "0xp", "LIVES_IN", EdgeStatus.PENDING, "0xme", "0xnyc", "ns", confidence=0.8, access_count=2
            )
        },
    )
    assert [(p.edge.uid, p.access_count) for p in third.promotions] == [("0xp", 3)]
    assert [a.edge.uid for a in third.archives] == ["0xe1"]  # the promoted value replaces the current one
    [result] = third.results({"s0": "0xs"})
    assert result.edge.status == EdgeStatus.CURRENT and [e.status for e in result.archived] == [EdgeStatus.ARCHIVED]


def test_confirmation_promotes_at_once() -> None:
    staged = EdgeRecord("0xp", "LIVES_IN", EdgeStatus.PENDING, "0xme", "0xnyc", "ns", confidence=0.8)
    result = plan([request("0xnyc", 0.8)], None, {("0xme", "LIVES_IN", "0xnyc"): staged}, Lifecycle(promote_after=1))
    assert [p.edge.uid for p in result.promotions] == ["0xp"] and result.creates == []
