"""pending_from: set exactly while an edge record is pending, by every write that makes or ends one (pure parts)."""

from __future__ import annotations

from datetime import UTC, datetime

from kg.model.plan import Archive, EdgePlan, PlannedEdge, Promotion, Touch
from kg.model.records import EdgeRecord
from kg.model.types import EdgeStatus, EdgeType
from kg.store.edges import _ways, not_current, planned_json
from kg.store.merge import move_plan
from kg.store.migrations import pending_fields, stale_pending_end
from tests.support.plan_writes import written

NOW = datetime(2026, 6, 1, tzinfo=UTC)
PENDING = EdgeRecord("0xp", "LIVES_IN", EdgeStatus.PENDING, "0x1", "0x2", "ns", access_count=2)


def _planned(status: EdgeStatus) -> PlannedEdge:
    return PlannedEdge("e0", EdgeType("LIVES_IN"), "0x1", "0x2", "ns", status, None, NOW, NOW, 0.5, 2.0, 0.9)


def test_a_pending_planned_edge_has_pending_from_and_a_current_one_not() -> None:
    assert planned_json(_planned(EdgeStatus.PENDING))["pending_from"] == {"uid": "0x1"}
    assert "current_from" not in planned_json(_planned(EdgeStatus.PENDING))
    assert "pending_from" not in planned_json(_planned(EdgeStatus.CURRENT))


def test_ending_a_record_removes_its_pending_end_by_value() -> None:
    assert not_current("0xp", "0x1", "0x2")["pending_from"] == {"uid": "0x1"}


async def test_a_promotion_removes_pending_from_and_sets_the_current_ends() -> None:
    txn = await written(EdgePlan(promotions=[Promotion(PENDING, "0x1|LIVES_IN", 3)]))
    [record] = [s for s in txn.sets if s["uid"] == "0xp"]
    assert record["edge_status"] == "current" and record["current_from"] == {"uid": "0x1"}
    assert "pending_from" not in record
    assert {"uid": "0xp", "pending_from": {"uid": "0x1"}} in txn.deletes


async def test_a_touch_leaves_the_record_pending() -> None:
    txn = await written(EdgePlan(touches=[Touch(PENDING, 3)]))
    assert txn.sets == [{"uid": "0xp", "access_count": 3}] and txn.deletes == []


async def test_retracting_a_pending_record_removes_pending_from() -> None:
    txn = await written(EdgePlan(archives=[Archive(PENDING, NOW, NOW, EdgeStatus.RETRACTED)]))
    [ended] = [d for d in txn.deletes if d["uid"] == "0xp"]
    assert ended["pending_from"] == {"uid": "0x1"}


def _edge(uid: str, src: str, dst: str, status: str) -> dict[str, object]:
    return {
        "uid": uid,
        "edge_type": "LIVES_IN",
        "edge_status": status,
        "edge_from": {"uid": src},
        "edge_to": {"uid": dst},
    }


def test_a_merge_moves_pending_from_with_the_record() -> None:
    found = {"d": [{"out": [_edge("0xp", "0xa", "0xc", "pending")], "in": [_edge("0xq", "0xb", "0xa", "pending")]}]}
    plan = move_plan("0xs", "0xa", found, NOW)
    moved = {s["uid"]: s for s in plan.sets if s["uid"] in ("0xp", "0xq")}
    assert moved["0xp"]["pending_from"] == {"uid": "0xs"}  # the survivor now states it
    assert moved["0xq"]["pending_from"] == {"uid": "0xb"}  # its subject is unchanged
    archived = move_plan("0xs", "0xa", {"d": [{"out": [_edge("0xe", "0xa", "0xc", "archived")]}]}, NOW)
    assert "pending_from" not in next(s for s in archived.sets if s["uid"] == "0xe")


def test_the_migration_sets_pending_from_where_it_is_missing_or_wrong() -> None:
    row = {"uid": "0xp", "edge_from": {"uid": "0x1"}}
    assert pending_fields(row) == {"uid": "0xp", "pending_from": {"uid": "0x1"}}
    assert pending_fields({**row, "pending_from": {"uid": "0x9"}}) == {"uid": "0xp", "pending_from": {"uid": "0x1"}}
    assert pending_fields({**row, "pending_from": {"uid": "0x1"}}) is None  # idempotent
    assert pending_fields({"uid": "0xp"}) is None  # no subject: nothing to point at


def test_a_backfill_removes_pending_from_that_an_older_kg_left_on_a_record_it_ended() -> None:
    row = {"uid": "0xp", "edge_status": "current", "pending_from": {"uid": "0x1"}}
    assert stale_pending_end(row) == {"uid": "0xp", "pending_from": {"uid": "0x1"}}
    assert stale_pending_end({**row, "edge_status": "pending"}) is None
    assert stale_pending_end({"uid": "0xp", "edge_status": "current"}) is None


def test_current_and_pending_records_are_read_along_their_own_edges_not_the_history() -> None:
    assert _ways([EdgeStatus.CURRENT], True, True) == [("out", "~current_from"), ("in", "~current_to")]
    assert _ways([EdgeStatus.PENDING, EdgeStatus.CURRENT], True, False) == [
        ("out", "~current_from"),
        ("out1", "~pending_from"),
    ]


def test_statuses_without_an_own_edge_on_a_side_are_read_along_the_whole_history() -> None:
    # No pending_to: pending records reached from their target walk edge_to.
    assert _ways([EdgeStatus.CURRENT, EdgeStatus.PENDING], False, True) == [("in", "~edge_to")]
    assert _ways([EdgeStatus.CURRENT, EdgeStatus.ARCHIVED], True, True) == [("out", "~edge_from"), ("in", "~edge_to")]
