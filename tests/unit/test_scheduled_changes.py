"""Changes told for a time ahead, in edge planning: they wait as pending, replace nothing until they come, and
become current when stated as so, confirmed, or come due (the decay job's request)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from kg.domain.edge_plan import CONFIRMED, Lifecycle, ResolvedEdge, current_key, plan_edges
from kg.model.plan import Archive, EdgePlan, Ending, Promotion
from kg.model.records import EdgeRecord, NewEdge
from kg.model.types import EdgeStatus, EdgeType
from tests.support.plan_writes import written

NOW = datetime(2026, 6, 10, 15, tzinfo=UTC)
NEXT_MONTH = datetime(2026, 7, 1, tzinfo=UTC)
LAST_WEEK = NOW - timedelta(days=7)
LIVES_IN = EdgeType("LIVES_IN", functional=True, builtin=True)
INGESTED = Lifecycle(cautious=True, promote_after=3)
BOSTON = EdgeRecord("0xcur", "LIVES_IN", EdgeStatus.CURRENT, "0xme", "0xboston", "ns", confidence=0.9)


def move_to_denver(**extra: object) -> ResolvedEdge:
    spec = NewEdge("LIVES_IN", "0xme", "0xdenver", confidence=0.8, asserted_change=True, **extra)  # type: ignore[arg-type]
    return ResolvedEdge(spec, LIVES_IN, "ns")


def waiting(access_count: int = 1) -> EdgeRecord:
    """The pending record "I'm moving to Denver next month" left."""
    return EdgeRecord(
        "0xwait",
        "LIVES_IN",
        EdgeStatus.PENDING,
        "0xme",
        "0xdenver",
        "ns",
        confidence=0.8,
        valid_from=NEXT_MONTH,
        access_count=access_count,
        scheduled_from=NEXT_MONTH,
    )


def plan(
    request: ResolvedEdge, staged: EdgeRecord | None, lifecycle: Lifecycle = INGESTED, now: datetime = NOW
) -> EdgePlan:
    current = {current_key(LIVES_IN, "0xme", ""): BOSTON}
    pending = {("0xme", "LIVES_IN", "0xdenver"): staged} if staged else {}
    return plan_edges([request], current, set(), now, 0.5, 1.0, pending, lifecycle)


def test_a_change_told_for_next_month_waits_and_the_current_home_stays() -> None:
    result = plan(move_to_denver(valid_from=NEXT_MONTH, scheduled_from=NEXT_MONTH), None)
    [created] = result.creates
    assert created.status == EdgeStatus.PENDING and created.key is None
    assert created.scheduled_from == NEXT_MONTH and created.valid_from == NEXT_MONTH
    assert result.archives == [] and result.promotions == []
    assert [e.edge_type.name for e in result.creates] == ["LIVES_IN"]  # no SUPERSEDES link yet


def test_the_same_change_told_now_replaces_at_once() -> None:
    result = plan(move_to_denver(), None)
    [created, link] = result.creates
    assert created.status == EdgeStatus.CURRENT and created.scheduled_from is None
    assert link.edge_type.name == "SUPERSEDES"
    assert [a.edge.uid for a in result.archives] == ["0xcur"]


def test_told_again_for_later_it_still_waits_however_often() -> None:
    result = plan(move_to_denver(valid_from=NEXT_MONTH, scheduled_from=NEXT_MONTH), waiting(access_count=5))
    assert [(t.edge.uid, t.access_count) for t in result.touches] == [("0xwait", 6)]
    assert result.promotions == [] and result.archives == [] and result.creates == []


def test_told_as_done_before_its_day_it_becomes_current_from_when_told() -> None:
    result = plan(move_to_denver(valid_from=LAST_WEEK), waiting())
    [promotion] = result.promotions
    assert promotion.edge.uid == "0xwait" and promotion.valid_from == LAST_WEEK
    assert promotion.activation_base == 0.5
    assert promotion.updated().valid_from == LAST_WEEK and promotion.updated().scheduled_from is None
    [archive] = result.archives
    assert archive.edge.uid == "0xcur" and archive.valid_until == LAST_WEEK
    assert [(s.from_uid, s.to_uid) for s in result.creates] == [("0xdenver", "0xboston")]  # SUPERSEDES


def test_come_due_it_replaces_the_current_value_as_of_its_day() -> None:
    """The decay job's request: the record's own triple, valid from its scheduled time, confirmed."""
    due = NewEdge("LIVES_IN", "0xme", "0xdenver", confidence=0.8, valid_from=NEXT_MONTH)
    later = NEXT_MONTH + timedelta(hours=1)
    result = plan(ResolvedEdge(due, LIVES_IN, "ns"), waiting(), CONFIRMED, now=later)
    [promotion] = result.promotions
    assert promotion.valid_from == NEXT_MONTH and promotion.updated().status == EdgeStatus.CURRENT
    [archive] = result.archives
    assert archive.edge.uid == "0xcur" and archive.valid_until == NEXT_MONTH and archive.at == later


def test_confirmed_by_the_user_before_its_day_it_holds_from_now() -> None:
    result = plan(ResolvedEdge(NewEdge("LIVES_IN", "0xme", "0xdenver"), LIVES_IN, "ns"), waiting(), CONFIRMED)
    [promotion] = result.promotions
    assert promotion.valid_from == NOW
    assert [a.valid_until for a in result.archives] == [NOW]


def test_an_ordinary_pending_fact_keeps_its_count_rule() -> None:
    """Only a scheduled record is promoted by one plain statement; a weaker claim still needs three."""
    weaker = EdgeRecord("0xp", "LIVES_IN", EdgeStatus.PENDING, "0xme", "0xdenver", "ns", confidence=0.8, access_count=1)
    spec = NewEdge("LIVES_IN", "0xme", "0xdenver", confidence=0.8)
    result = plan(ResolvedEdge(spec, LIVES_IN, "ns"), weaker)
    assert result.promotions == [] and [t.access_count for t in result.touches] == [2]


def test_a_time_already_past_is_no_schedule() -> None:
    result = plan(move_to_denver(valid_from=LAST_WEEK, scheduled_from=LAST_WEEK), None)
    assert [e.status for e in result.creates] == [EdgeStatus.CURRENT, EdgeStatus.CURRENT]  # and the SUPERSEDES
    assert [a.edge.uid for a in result.archives] == ["0xcur"]


def test_a_fact_written_pending_for_a_future_day_waits_for_it_as_a_scheduled_change() -> None:
    """CreateEdge with status pending and valid_from ahead (and `kg import` replaying a waiting change)."""
    ahead = NewEdge("LIVES_IN", "0xme", "0xdenver", valid_from=NEXT_MONTH, status=EdgeStatus.PENDING)
    [created] = plan(ResolvedEdge(ahead, LIVES_IN, "ns"), None, CONFIRMED).creates
    assert created.status == EdgeStatus.PENDING and created.scheduled_from == NEXT_MONTH
    past = NewEdge("LIVES_IN", "0xme", "0xdenver", valid_from=LAST_WEEK, status=EdgeStatus.PENDING)
    [staged] = plan(ResolvedEdge(past, LIVES_IN, "ns"), None, CONFIRMED).creates
    assert staged.status == EdgeStatus.PENDING and staged.scheduled_from is None  # an ordinary staged fact


async def test_a_record_that_stops_waiting_leaves_the_due_index_in_its_one_delete() -> None:
    """Promoted, it loses scheduled_from with pending_from; ended while pending, with its other ends, whether its
    scheduled_from was read or not (only an edge write's context and the due query read it)."""
    promoted = await written(EdgePlan(promotions=[Promotion(waiting(), "0xme|LIVES_IN", 2, NEXT_MONTH)]))
    assert [d for d in promoted.deletes if d["uid"] == "0xwait"] == [
        {"uid": "0xwait", "pending_from": {"uid": "0xme"}, "scheduled_from": None}
    ]
    unread = replace(waiting(), scheduled_from=None)
    ended = await written(EdgePlan(archives=[Archive(unread, NOW, NOW, EdgeStatus.ARCHIVED)]))
    [closed] = [d for d in ended.deletes if d["uid"] == "0xwait"]
    assert closed["scheduled_from"] is None and "scheduled_from" in closed and closed["pending_from"] == {"uid": "0xme"}
    current = await written(EdgePlan(archives=[Archive(BOSTON, NOW, NOW, EdgeStatus.ARCHIVED)]))
    assert all("scheduled_from" not in d for d in current.deletes)  # a current record never waited


async def test_an_end_told_ahead_sets_valid_until_and_the_due_end_index_and_nothing_else() -> None:
    """The fact stays current: its status, current key and ends are left alone."""
    told = await written(EdgePlan(endings=[Ending(BOSTON, NEXT_MONTH)]))
    assert told.deletes == []
    assert told.sets == [
        {"uid": "0xcur", "valid_until": "2026-07-01T00:00:00+00:00", "scheduled_until": "2026-07-01T00:00:00+00:00"}
    ]
    assert Ending(BOSTON, NEXT_MONTH).updated().valid_until == NEXT_MONTH


async def test_a_record_with_an_end_to_come_leaves_the_due_end_index_when_archived() -> None:
    ending = replace(BOSTON, valid_until=NEXT_MONTH, scheduled_until=NEXT_MONTH)
    ended = await written(EdgePlan(archives=[Archive(ending, NOW, NOW, EdgeStatus.ARCHIVED)]))
    [closed] = [d for d in ended.deletes if d["uid"] == "0xcur"]
    assert "scheduled_until" in closed and closed["scheduled_until"] is None
    plain = await written(EdgePlan(archives=[Archive(BOSTON, NOW, NOW, EdgeStatus.ARCHIVED)]))
    assert all("scheduled_until" not in d for d in plain.deletes)  # no delete of an index the record is not in


def test_an_end_ahead_given_with_a_new_fact_or_one_in_place_keeps_it_current_until_then() -> None:
    new = plan_edges([move_to_denver(valid_until=NEXT_MONTH)], {}, set(), NOW, 0.5, 1.0, {}, CONFIRMED)
    [created] = new.creates
    assert created.status == EdgeStatus.CURRENT
    assert (created.valid_until, created.scheduled_until) == (NEXT_MONTH, NEXT_MONTH)
    boston = ResolvedEdge(NewEdge("LIVES_IN", "0xme", "0xboston", valid_until=NEXT_MONTH), LIVES_IN, "ns")
    in_place = plan(boston, None, CONFIRMED)
    assert in_place.creates == [] and in_place.archives == []
    assert [(e.edge.uid, e.until) for e in in_place.endings] == [("0xcur", NEXT_MONTH)]
    [result] = in_place.results({})
    assert (result.edge.status, result.edge.valid_until, result.created) == (EdgeStatus.CURRENT, NEXT_MONTH, False)


def test_a_promoted_fact_given_an_end_reads_current_with_it() -> None:
    staged = replace(waiting(), scheduled_from=None, valid_from=LAST_WEEK)
    promoted = plan(move_to_denver(valid_until=NEXT_MONTH + timedelta(days=30)), staged, CONFIRMED)
    [result] = promoted.results({"s0": "0xsup"})
    assert result.edge.status == EdgeStatus.CURRENT and result.edge.valid_until == NEXT_MONTH + timedelta(days=30)
