"""Recall's pure rules: spreading activation, fact scores, type hints and the markdown context."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from kg.domain.recall_scoring import RecallWeights, render_context, score_facts, seed, spread_step, type_hints
from kg.model.records import EdgeRecord, NodeRecord
from kg.model.types import EdgeStatus, NodeType

NOW = datetime(2026, 11, 1, tzinfo=UTC)
W = RecallWeights()


def edge(uid: str, a: str, b: str, kind: str = "KNOWS", activation: float = 1.0, confidence: float = 1.0,
         age_days: float = 0.0, source: str | None = None) -> EdgeRecord:
    return EdgeRecord(uid, kind, EdgeStatus.CURRENT, a, b, "ns", activation=activation, confidence=confidence,
                      valid_from=NOW - timedelta(days=age_days), properties={"source": source} if source else {})


def test_energy_spreads_by_edge_activation_and_hop_decay_and_keeps_the_best_path() -> None:
    state = seed({"a": 1.0})
    raised = spread_step(state, [edge("e1", "a", "b", activation=0.8), edge("e2", "c", "a", activation=0.4)], W)
    assert raised == {"b", "c"}
    assert state.energy["b"] == pytest.approx(0.4) and state.energy["c"] == pytest.approx(0.2)
    spread_step(state, [edge("e3", "b", "c", activation=1.0)], W)  # 0.4 * 1.0 * 0.5 = 0.2: not better
    assert state.came_from["c"] == "a"
    assert state.path_to("b") == ("a", "b")


def test_scores_rank_relevant_confident_recent_used_facts_first() -> None:
    state = seed({"me": 1.0})
    near = edge("near", "me", "x")
    old = edge("old", "me", "y", age_days=365)
    unsure = edge("unsure", "me", "z", confidence=0.3)
    extracted = edge("extracted", "me", "w", source="ingest")
    ranked = [f.edge.uid for f in score_facts(state, [old, unsure, extracted, near], NOW, W)]
    assert ranked[0] == "near"
    assert set(ranked[1:]) == {"old", "unsure", "extracted"}
    parts = {f.edge.uid: f.parts for f in score_facts(state, [extracted], NOW, W)}
    assert parts["extracted"]["source"] == pytest.approx(W.ingested_source)


def test_facts_not_reached_are_not_scored() -> None:
    assert score_facts(seed({"a": 1.0}), [edge("e", "p", "q")], NOW, W) == []


def test_type_hints_pick_the_edge_types_a_question_names() -> None:
    types = ["FAMILY_MEMBER", "HAS_MANAGER", "WORKS_AT", "LIKES"]
    assert type_hints("Who are my family members?", types) == {"FAMILY_MEMBER"}
    assert type_hints("who manages me? my manager", types) == {"HAS_MANAGER"}
    assert type_hints("Tell me about Alice", types) == set()


def test_hinted_types_outrank_others_at_equal_distance() -> None:
    state = seed({"me": 1.0})
    facts = score_facts(state, [edge("a", "me", "x", "LIKES"), edge("b", "me", "y", "FAMILY_MEMBER")], NOW, W,
                        hinted={"FAMILY_MEMBER"})
    assert [f.edge.uid for f in facts] == ["b", "a"]


def test_context_groups_facts_by_subject_in_markdown() -> None:
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in (("me", "Sam"), ("al", "Alice"), ("ac", "Acme"))}
    state = seed({"me": 1.0})
    edges = [edge("e1", "me", "al", "HAS_MANAGER"), edge("e2", "al", "ac", "WORKS_AT")]
    spread_step(state, edges, W)
    facts = score_facts(state, edges, NOW, W)
    text = render_context(facts, nodes)
    assert text.splitlines()[0] == "## USER CONTEXT"
    assert "### Sam\n- has manager: Alice (since 2026-11-01)" in text
    assert "### Alice\n- works at: Acme" in text
