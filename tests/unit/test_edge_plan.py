"""plan_edges: functional archiving, SUPERSEDES links, idempotent re-creation and batch order (no database)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from kg.domain.activation import traversal_cost
from kg.domain.edge_plan import ResolvedEdge, current_key, occasion_of, plan_edges
from kg.model.plan import Archive, EdgePlan, PlannedEdge
from kg.model.records import EdgeRecord, NewEdge
from kg.model.types import SUPERSEDES, EdgeStatus, EdgeType

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
T1 = datetime(2026, 2, 1, tzinfo=UTC)
T2 = datetime(2026, 2, 15, tzinfo=UTC)
EARLIER = datetime(2025, 1, 1, tzinfo=UTC)

HAS_MANAGER = EdgeType("HAS_MANAGER", functional=True, builtin=True)
LIKES = EdgeType("LIKES", builtin=True)
ATTENDED = EdgeType("ATTENDED", builtin=True)
SUPERSEDES_T = EdgeType(SUPERSEDES, builtin=True)

USER, ALICE, BOB, CAROL = "0x1", "0xa", "0xb", "0xc"


def request(
    edge_type: EdgeType,
    from_uid: str,
    to_uid: str,
    *,
    status: EdgeStatus = EdgeStatus.CURRENT,
    valid_from: datetime | None = None,
    confidence: float | None = None,
    properties: dict[str, object] | None = None,
) -> ResolvedEdge:
    spec = NewEdge(
        edge_type.name,
        from_uid,
        to_uid,
        confidence=confidence,
        properties=properties or {},
        valid_from=valid_from,
        status=status,
    )
    return ResolvedEdge(spec, edge_type, "ns1")


def existing(uid: str, edge_type: EdgeType, from_uid: str, to_uid: str) -> EdgeRecord:
    return EdgeRecord(
        uid=uid,
        type=edge_type.name,
        status=EdgeStatus.CURRENT,
        from_uid=from_uid,
        to_uid=to_uid,
        namespace="ns1",
        created_at=EARLIER,
        activation=0.7,
        confidence=0.9,
        valid_from=EARLIER,
    )


def keyed(edge_type: EdgeType, *records: EdgeRecord) -> dict[str, EdgeRecord]:
    return {current_key(edge_type, r.from_uid, r.to_uid): r for r in records}


def plan(
    requests: list[ResolvedEdge],
    current: dict[str, EdgeRecord] | None = None,
    pairs: set[tuple[str, str]] | None = None,
) -> EdgePlan:
    return plan_edges(requests, current or {}, pairs or set(), NOW, initial_activation=0.5, default_confidence=1.0)


def supersedes_pairs_created(result: EdgePlan) -> list[tuple[str, str]]:
    return [(e.from_uid, e.to_uid) for e in result.creates if e.edge_type.name == SUPERSEDES]


# --- current_key ---


def test_current_key_of_functional_type_is_per_subject_and_type() -> None:
    assert current_key(HAS_MANAGER, USER, ALICE) == "0x1|HAS_MANAGER"
    assert current_key(HAS_MANAGER, USER, ALICE) == current_key(HAS_MANAGER, USER, BOB)


def test_current_key_of_plain_type_is_per_triple() -> None:
    assert current_key(LIKES, USER, ALICE) == "0x1|LIKES|0xa"
    assert current_key(LIKES, USER, ALICE) != current_key(LIKES, USER, BOB)


def test_current_key_of_an_event_told_with_its_day_is_per_triple_and_day() -> None:
    may, june = {"when_start": "2026-05-02"}, {"when_start": "2026-06-06"}
    assert occasion_of(ATTENDED, may) == "2026-05-02"
    assert request(ATTENDED, USER, ALICE, properties=may).key == "0x1|ATTENDED|0xa|2026-05-02"
    assert request(ATTENDED, USER, ALICE, properties=may).key != request(ATTENDED, USER, ALICE, properties=june).key
    assert request(ATTENDED, USER, ALICE).key == "0x1|ATTENDED|0xa"  # told with no day: one per triple
    assert occasion_of(LIKES, may) is None  # a like told with a time is still one like
    assert request(LIKES, USER, ALICE, properties=may).key == "0x1|LIKES|0xa"


def test_an_event_told_for_another_day_is_a_fact_of_its_own_and_for_the_same_day_the_same() -> None:
    may, june = {"when_start": "2026-05-02"}, {"when_start": "2026-06-06"}
    result = plan([request(ATTENDED, USER, ALICE, properties=may), request(ATTENDED, USER, ALICE, properties=june)])
    assert [e.properties["when_start"] for e in result.creates] == ["2026-05-02", "2026-06-06"]
    again = plan([request(ATTENDED, USER, ALICE, properties=may), request(ATTENDED, USER, ALICE, properties=may)])
    assert len(again.creates) == 1 and again.outcomes[1].created is False


def test_resolved_edge_key_is_none_unless_current() -> None:
    assert request(HAS_MANAGER, USER, ALICE).key == "0x1|HAS_MANAGER"
    assert request(HAS_MANAGER, USER, ALICE, status=EdgeStatus.PENDING).key is None


# --- a single request ---


def test_new_edge_gets_initial_activation_cost_confidence_and_valid_from_now() -> None:
    result = plan([request(LIKES, USER, ALICE, properties={"since": "2020"})])

    [edge] = result.creates
    assert (edge.blank, edge.from_uid, edge.to_uid, edge.namespace) == ("e0", USER, ALICE, "ns1")
    assert edge.status == EdgeStatus.CURRENT and edge.key == "0x1|LIKES|0xa"
    assert edge.created_at == NOW and edge.valid_from == NOW
    assert edge.activation == 0.5 and edge.traversal_cost == traversal_cost(0.5) == 2.0
    assert edge.confidence == 1.0
    assert edge.properties == {"since": "2020"}
    assert edge.valid_until is None and edge.archived_at is None
    assert result.archives == []
    assert result.outcomes[0].created is True


def test_explicit_confidence_and_valid_from_are_kept() -> None:
    [edge] = plan([request(LIKES, USER, ALICE, confidence=0.3, valid_from=T1)]).creates
    assert edge.confidence == 0.3
    assert edge.valid_from == T1
    assert edge.created_at == NOW


def test_explicit_zero_confidence_is_not_replaced_by_the_default() -> None:
    [edge] = plan([request(LIKES, USER, ALICE, confidence=0.0)]).creates
    assert edge.confidence == 0.0


def test_functional_edge_to_new_target_archives_current_and_links_new_to_old() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan([request(HAS_MANAGER, USER, BOB, valid_from=T1)], keyed(HAS_MANAGER, old))

    new, link = result.creates
    assert (new.edge_type, new.from_uid, new.to_uid, new.status) == (HAS_MANAGER, USER, BOB, EdgeStatus.CURRENT)
    assert new.key == "0x1|HAS_MANAGER"
    assert result.archives == [Archive(old, NOW, T1)]  # valid until the new edge's valid_from
    assert link.edge_type.name == SUPERSEDES
    assert (link.from_uid, link.to_uid, link.status) == (BOB, ALICE, EdgeStatus.CURRENT)
    assert link.key == "0xb|SUPERSEDES|0xa"
    assert link.namespace == "ns1"
    [outcome] = result.outcomes
    assert outcome.edge is new and outcome.archived == [old] and outcome.supersedes == [link]
    assert outcome.created is True


def test_functional_replacement_without_valid_from_archives_as_of_now() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)
    result = plan([request(HAS_MANAGER, USER, BOB)], keyed(HAS_MANAGER, old))
    assert result.archives == [Archive(old, NOW, NOW)]


def test_same_functional_target_again_is_returned_unchanged() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan([request(HAS_MANAGER, USER, ALICE)], keyed(HAS_MANAGER, old))

    assert result.creates == [] and result.archives == []
    [outcome] = result.outcomes
    assert outcome.edge is old and outcome.created is False
    assert outcome.archived == [] and outcome.supersedes == []


def test_existing_supersedes_pair_is_not_duplicated() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)
    link = existing("0x11", SUPERSEDES_T, BOB, ALICE)

    result = plan([request(HAS_MANAGER, USER, BOB)], keyed(HAS_MANAGER, old), {(BOB, ALICE): link})

    assert [e.edge_type for e in result.creates] == [HAS_MANAGER]
    assert result.archives == [Archive(old, NOW, NOW)]


def test_non_functional_duplicate_is_returned_not_recreated() -> None:
    likes = existing("0x10", LIKES, USER, ALICE)

    result = plan([request(LIKES, USER, ALICE)], keyed(LIKES, likes))

    assert result.creates == [] and result.archives == []
    assert result.outcomes[0].edge is likes and result.outcomes[0].created is False


def test_non_functional_edge_to_another_target_archives_nothing() -> None:
    likes = existing("0x10", LIKES, USER, ALICE)

    result = plan([request(LIKES, USER, BOB)], keyed(LIKES, likes))

    [edge] = result.creates
    assert edge.to_uid == BOB and edge.key == "0x1|LIKES|0xb"
    assert result.archives == [] and supersedes_pairs_created(result) == []


def test_pending_functional_edge_takes_no_key_and_archives_nothing() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan([request(HAS_MANAGER, USER, BOB, status=EdgeStatus.PENDING)], keyed(HAS_MANAGER, old))

    [edge] = result.creates
    assert edge.status == EdgeStatus.PENDING and edge.key is None
    assert result.archives == []
    assert result.outcomes[0].archived == [] and result.outcomes[0].supersedes == []


def test_pending_edge_does_not_displace_a_later_current_one_in_the_batch() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan(
        [request(HAS_MANAGER, USER, BOB, status=EdgeStatus.PENDING), request(HAS_MANAGER, USER, CAROL)],
        keyed(HAS_MANAGER, old),
    )

    assert result.archives == [Archive(old, NOW, NOW)]  # CAROL replaces ALICE, the pending BOB is not involved
    assert supersedes_pairs_created(result) == [(CAROL, ALICE)]
    assert result.creates[0].status == EdgeStatus.PENDING


# --- batches ---


def test_batch_of_two_functional_edges_behaves_like_two_calls_in_order() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan(
        [request(HAS_MANAGER, USER, BOB, valid_from=T1), request(HAS_MANAGER, USER, CAROL, valid_from=T2)],
        keyed(HAS_MANAGER, old),
    )

    to_bob, bob_over_alice, to_carol, carol_over_bob = result.creates
    # The first created edge ends archived in the same plan, valid until the second one starts.
    assert to_bob.to_uid == BOB and to_bob.status == EdgeStatus.ARCHIVED
    assert to_bob.key is None and to_bob.valid_until == T2 and to_bob.archived_at == NOW
    assert to_carol.to_uid == CAROL and to_carol.status == EdgeStatus.CURRENT and to_carol.key == "0x1|HAS_MANAGER"
    # Only the pre-existing edge is archived by an update; the new one is written archived.
    assert result.archives == [Archive(old, NOW, T1)]
    # History is a chain: CAROL -> BOB -> ALICE.
    assert supersedes_pairs_created(result) == [(BOB, ALICE), (CAROL, BOB)]
    assert [bob_over_alice.blank, carol_over_bob.blank] == ["s0", "s1"]
    first, second = result.outcomes
    assert first.edge is to_bob and first.archived == [old] and first.supersedes == [bob_over_alice]
    assert second.edge is to_carol and second.archived == [to_bob] and second.supersedes == [carol_over_bob]
    current = [e for e in result.creates if e.edge_type == HAS_MANAGER and e.status == EdgeStatus.CURRENT]
    assert current == [to_carol]


def test_batch_repeating_one_functional_target_creates_it_once() -> None:
    result = plan([request(HAS_MANAGER, USER, BOB), request(HAS_MANAGER, USER, BOB)])

    [edge] = result.creates
    first, second = result.outcomes
    assert first.edge is edge and first.created is True
    assert second.edge is edge and second.created is False


def test_batch_switching_back_to_the_old_target_links_both_ways() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan([request(HAS_MANAGER, USER, BOB), request(HAS_MANAGER, USER, ALICE)], keyed(HAS_MANAGER, old))

    assert supersedes_pairs_created(result) == [(BOB, ALICE), (ALICE, BOB)]
    assert [e.to_uid for e in result.creates if e.edge_type == HAS_MANAGER and e.status == EdgeStatus.CURRENT] == [
        ALICE
    ]
    assert result.archives == [Archive(old, NOW, NOW)]


def test_batch_planned_supersedes_link_absorbs_a_later_explicit_request_for_it() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan([request(HAS_MANAGER, USER, BOB), request(SUPERSEDES_T, BOB, ALICE)], keyed(HAS_MANAGER, old))

    assert supersedes_pairs_created(result) == [(BOB, ALICE)]
    assert result.outcomes[1].created is False
    assert result.outcomes[1].edge is result.outcomes[0].supersedes[0]


def test_batch_explicit_supersedes_then_functional_switch_does_not_duplicate_the_link() -> None:
    # As two calls, the second would find the SUPERSEDES edge the first created and not add another.
    old = existing("0x10", HAS_MANAGER, USER, ALICE)

    result = plan([request(SUPERSEDES_T, BOB, ALICE), request(HAS_MANAGER, USER, BOB)], keyed(HAS_MANAGER, old))

    assert supersedes_pairs_created(result) == [(BOB, ALICE)]
    current_keys = [e.key for e in result.creates if e.key]
    assert len(current_keys) == len(set(current_keys)), "two current edges planned under one current key"


def test_plain_edges_in_a_batch_see_each_other() -> None:
    result = plan([request(LIKES, USER, ALICE), request(LIKES, USER, BOB), request(LIKES, USER, ALICE)])

    assert [e.to_uid for e in result.creates] == [ALICE, BOB]
    assert [o.created for o in result.outcomes] == [True, True, False]
    assert result.outcomes[2].edge is result.creates[0]


# --- results ---


def test_results_resolve_blank_names_and_show_archived_records_archived() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)
    result = plan([request(HAS_MANAGER, USER, BOB, valid_from=T1)], keyed(HAS_MANAGER, old))

    [written] = result.results({"e0": "0x20", "s0": "0x21"})

    assert written.created is True
    assert (written.edge.uid, written.edge.type, written.edge.status) == ("0x20", "HAS_MANAGER", EdgeStatus.CURRENT)
    assert (written.edge.from_uid, written.edge.to_uid, written.edge.valid_from) == (USER, BOB, T1)
    [archived] = written.archived
    assert archived.uid == "0x10" and archived.status == EdgeStatus.ARCHIVED
    assert archived.archived_at == NOW and archived.valid_until == T1
    assert archived.confidence == old.confidence and archived.valid_from == old.valid_from
    [link] = written.supersedes
    assert (link.uid, link.type, link.from_uid, link.to_uid) == ("0x21", SUPERSEDES, BOB, ALICE)
    assert old.status == EdgeStatus.CURRENT  # the input record itself is not mutated


def test_results_of_a_batch_show_the_first_edge_archived_by_the_second() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)
    result = plan(
        [request(HAS_MANAGER, USER, BOB, valid_from=T1), request(HAS_MANAGER, USER, CAROL, valid_from=T2)],
        keyed(HAS_MANAGER, old),
    )

    first, second = result.results({"e0": "0x20", "s0": "0x21", "e1": "0x22", "s1": "0x23"})

    assert first.edge.uid == "0x20" and first.edge.status == EdgeStatus.ARCHIVED and first.edge.valid_until == T2
    assert second.edge.uid == "0x22" and second.edge.status == EdgeStatus.CURRENT
    assert [e.uid for e in second.archived] == ["0x20"]
    assert [(e.uid, e.from_uid, e.to_uid) for e in second.supersedes] == [("0x23", CAROL, BOB)]


def test_results_of_an_unchanged_edge_archived_later_in_the_batch_show_it_archived() -> None:
    old = existing("0x10", HAS_MANAGER, USER, ALICE)
    result = plan([request(HAS_MANAGER, USER, ALICE), request(HAS_MANAGER, USER, BOB)], keyed(HAS_MANAGER, old))

    first, second = result.results({"e1": "0x20", "s1": "0x21"})

    assert first.created is False
    assert first.edge.uid == "0x10" and first.edge.status == EdgeStatus.ARCHIVED
    assert [e.uid for e in second.archived] == ["0x10"]


def test_results_of_unchanged_edge_return_the_existing_record() -> None:
    likes = existing("0x10", LIKES, USER, ALICE)
    [written] = plan([request(LIKES, USER, ALICE)], keyed(LIKES, likes)).results({})
    assert written.edge == likes and written.created is False


@pytest.mark.parametrize("status", [EdgeStatus.CURRENT, EdgeStatus.ARCHIVED])
def test_planned_edge_record_carries_its_state(status: EdgeStatus) -> None:
    edge = PlannedEdge("e0", LIKES, USER, ALICE, "ns1", EdgeStatus.CURRENT, "k", NOW, T1, 0.5, 2.0, 1.0, {"a": 1})
    if status == EdgeStatus.ARCHIVED:
        edge.archive(NOW, T2)
    record = edge.record("0x99")
    assert (record.uid, record.type, record.status) == ("0x99", "LIKES", status)
    assert record.valid_until == (T2 if status == EdgeStatus.ARCHIVED else None)
    assert record.properties == {"a": 1}
