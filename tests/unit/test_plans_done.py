"""kg/domain/plans_done.py: which live plans a deed carries out (no database)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from kg.domain.plans_done import carried_out, plans_meant, plans_moved
from kg.model.records import EdgeRecord, NodeRecord
from kg.model.types import EdgeStatus, NodeType

TOLD = datetime(2026, 6, 1, 9, tzinfo=UTC)  # a Monday
CONCERT, GYM = "0xc", "0xd"


def plan(uid: str, to_uid: str, when_start: str | None = "2026-06-06", edge_type: str = "PLANS") -> EdgeRecord:
    return EdgeRecord(
        uid=uid,
        type=edge_type,
        status=EdgeStatus.CURRENT,
        from_uid="0x1",
        to_uid=to_uid,
        namespace="ns",
        created_at=TOLD,
        activation=0.5,
        confidence=0.7,
        valid_from=TOLD,
        properties={"when_start": when_start} if when_start else {},
    )


@pytest.mark.parametrize(
    ("done_at", "carried"),
    [
        (datetime(2026, 6, 6, tzinfo=UTC), ["0x10"]),  # on its day ("last night", told on Sunday)
        (datetime(2026, 6, 7, 20, tzinfo=UTC), ["0x10"]),  # after it (told with no time of its own)
        (datetime(2026, 6, 2, tzinfo=UTC), []),  # before its day: another concert
        (datetime(2026, 5, 15, tzinfo=UTC), []),  # before it was even planned
    ],
)
def test_a_deed_carries_out_a_plan_of_the_same_thing_from_its_day_on(done_at: datetime, carried: list[str]) -> None:
    assert [p.uid for p in carried_out([plan("0x10", CONCERT)], CONCERT, done_at)] == carried


def test_a_plan_with_no_time_is_carried_out_by_a_deed_after_it_was_told() -> None:
    undated = plan("0x11", GYM, when_start=None)
    assert [p.uid for p in carried_out([undated], GYM, TOLD)] == ["0x11"]
    assert carried_out([undated], GYM, datetime(2026, 5, 31, tzinfo=UTC)) == []


def test_only_plans_of_the_thing_done_are_carried_out() -> None:
    plans = [plan("0x10", CONCERT), plan("0x12", GYM), plan("0x13", CONCERT, edge_type="WANTS")]
    assert [p.uid for p in carried_out(plans, CONCERT, datetime(2026, 6, 6, tzinfo=UTC))] == ["0x10"]


def test_a_plans_time_in_another_form_does_not_stop_it_being_carried_out() -> None:
    odd = plan("0x14", CONCERT, when_start="next spring")
    assert [p.uid for p in carried_out([odd], CONCERT, datetime(2026, 6, 6, tzinfo=UTC))] == ["0x14"]


def named(uid: str, name: str, edge_type: str = "PLANS") -> tuple[EdgeRecord, str]:
    return plan(uid, f"0x{uid}", None, edge_type), name


@pytest.mark.parametrize(
    ("called_off", "meant"),
    [
        ("trip to Paris", ["1"]),  # "fly to Paris": the words any trip has do not tell which
        ("flight to Paris", ["1"]),
        ("dentist appointment", ["2"]),  # "have a dentist appointment"
        ("wedding", ["3"]),
        ("trip", []),  # no word tells which plan
        ("trip to Rome", []),  # no plan of Rome
        ("concert", []),  # two plans could be meant
    ],
)
def test_a_plan_called_off_is_the_one_whose_name_holds_the_words_that_tell_it(
    called_off: str, meant: list[str]
) -> None:
    plans = [
        named("1", "fly to Paris"),
        named("2", "have a dentist appointment"),
        named("3", "go to my cousin's wedding"),
        named("4", "jazz concert"),
        named("5", "concert"),
        named("6", "Rome", "WANTS"),  # a wish, not a plan
    ]
    assert [p.uid for p in plans_meant(plans, called_off)] == meant


def test_a_plan_moved_to_another_day_replaces_the_one_it_means_at_its_old_day() -> None:
    dentist = NodeRecord("0xd1", NodeType.EVENT, "dentist appointment", "ns")
    old = plan("0x20", "0xd0", "2026-06-05")  # "have a dentist appointment" on Friday 5 June
    same_day = plan("0x21", "0xd1", "2026-06-08")
    plans = [(old, "have a dentist appointment"), (same_day, "dentist appointment")]
    # the node itself has a plan (on the new day already): only plans of that node are meant
    assert plans_moved(plans, dentist, date(2026, 6, 8)) == []
    assert [p.uid for p in plans_moved(plans[:1], dentist, date(2026, 6, 8))] == ["0x20"]  # meant by its words
    assert plans_moved(plans[:1], dentist, None) == []  # moved to no day read: it stays
