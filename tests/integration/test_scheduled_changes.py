"""Scheduled changes against the real Dgraph: "I'm moving to Denver next month" waits as a pending record, and the
decay job's step (ScheduledChanges.promote_due, given a time past the day) makes it current as of that day."""

from __future__ import annotations

import functools
import uuid
from datetime import UTC, datetime, timedelta

from kg.auth.caller import Caller, local_caller
from kg.clock import utc_now
from kg.domain.graph import GraphService
from kg.domain.memory import MemoryService
from kg.domain.scheduled import ScheduledChanges
from kg.extraction import Extractor
from kg.model.records import EdgeRecord
from kg.model.types import SUPERSEDES, EdgeStatus, predicate_for
from kg.store.forget import retract_node
from kg.store.txn import DgraphStore
from kg.wiring import edge_type_registry, graph_service, memory_service, node_edits


@functools.cache
def _extractor() -> Extractor:
    return Extractor()


def _first_of_next_month(day: datetime) -> datetime:
    return datetime(day.year + day.month // 12, day.month % 12 + 1, 1, tzinfo=UTC)


def _speaking(db: DgraphStore) -> tuple[str, Caller, GraphService, MemoryService]:
    """A namespace of its own, its caller, and the services Ingest and the job use, over the real Dgraph."""
    namespace = f"scheduled-{uuid.uuid4().hex[:10]}"
    graph = graph_service(db, edge_type_registry(db))
    return namespace, local_caller(namespace), graph, memory_service(graph, db, _extractor())


async def _raw(db: DgraphStore, uid: str) -> dict[str, object]:
    found = await db.read(
        "query r($u: string) { q(func: uid($u)) { scheduled_from pending_from { uid } edge_current_key } }",
        {"$u": uid},
    )
    return dict(found["q"][0]) if found.get("q") else {}


async def test_a_move_told_ahead_becomes_current_when_its_day_comes(db: DgraphStore) -> None:
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    lived = await memory.ingest(caller, "I live in Boston.", "Sam", now - timedelta(days=30), "chat", namespace)
    [boston] = lived.written
    told = await memory.ingest(caller, "I'm moving to Denver next month.", "Sam", now, "chat", namespace)
    [denver] = [e for e in told.written if e.type == "LIVES_IN"]
    moved = _first_of_next_month(now)
    assert denver.status == EdgeStatus.PENDING and denver.scheduled_from == moved
    assert (await _raw(db, denver.uid)).get("scheduled_from")

    changes = ScheduledChanges(graph)
    assert denver.uid not in {e.uid for e in await graph.edges.due(now, 10_000)}  # not yet
    after = moved + timedelta(hours=1)
    assert denver.uid in {e.uid for e in await graph.edges.due(after, 10_000)}

    assert (await changes.promote_due(after)).promoted >= 1
    records = await graph.edges.get_many([denver.uid, boston.uid], [namespace])
    came, left = records[denver.uid], records[boston.uid]
    assert came.status == EdgeStatus.CURRENT and came.valid_from == moved and came.scheduled_from is None
    assert left.status == EdgeStatus.ARCHIVED and left.valid_until == moved
    raw = await _raw(db, denver.uid)
    assert "scheduled_from" not in raw and "pending_from" not in raw and raw.get("edge_current_key")
    link = predicate_for(SUPERSEDES)
    found = await db.read(f"query s($u: string) {{ q(func: uid($u)) {{ {link} {{ uid }} }} }}", {"$u": denver.to_uid})
    assert {o["uid"] for o in found["q"][0][link]} == {boston.to_uid}

    # done once: the record left the index the job reads, and a second run finds nothing of it
    assert denver.uid not in {e.uid for e in await graph.edges.due(after, 10_000)}
    await changes.promote_due(after)
    assert (await graph.edges.get_many([denver.uid], [namespace]))[denver.uid].status == EdgeStatus.CURRENT


async def test_a_move_called_off_before_its_day_never_comes(db: DgraphStore) -> None:
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    [boston] = (
        await memory.ingest(caller, "I live in Boston.", "Sam", now - timedelta(days=3), "c", namespace)
    ).written
    told = await memory.ingest(caller, "I'm moving to Denver next month.", "Sam", now, "c", namespace)
    [denver] = [e for e in told.written if e.type == "LIVES_IN"]
    called_off = await memory.ingest(caller, "I'm not moving to Denver after all.", "Sam", now, "c", namespace)
    assert denver.uid in {e.uid for e in [*called_off.retracted, *called_off.archived]}
    after = _first_of_next_month(now) + timedelta(hours=1)
    assert denver.uid not in {e.uid for e in await graph.edges.due(after, 10_000)}
    assert "scheduled_from" not in await _raw(db, denver.uid)
    records = await graph.edges.get_many([boston.uid], [namespace])
    assert records[boston.uid].status == EdgeStatus.CURRENT


async def test_a_forgotten_speaker_s_scheduled_move_never_comes(db: DgraphStore) -> None:
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    told = await memory.ingest(caller, "I'm moving to Denver next month.", "Sam", now, "c", namespace)
    [denver] = [e for e in told.written if e.type == "LIVES_IN"]
    after = _first_of_next_month(now) + timedelta(hours=1)
    assert denver.uid in {e.uid for e in await graph.edges.due(after, 10_000)}
    assert await retract_node(db, denver.from_uid, [namespace], now) is not None  # soft forget of the speaker
    assert denver.uid not in {e.uid for e in await graph.edges.due(after, 10_000)}
    assert "scheduled_from" not in await _raw(db, denver.uid)


async def _ending_of(db: DgraphStore, uid: str) -> dict[str, object]:
    found = await db.read("query r($u: string) { q(func: uid($u)) { scheduled_until valid_until } }", {"$u": uid})
    return dict(found["q"][0]) if found.get("q") else {}


async def _works_at_globex(memory: MemoryService, caller: Caller, namespace: str, since: datetime) -> EdgeRecord:
    [job] = (await memory.ingest(caller, "I work at Globex.", "Sam", since, "c", namespace)).written
    return job


async def test_a_job_left_next_month_stays_current_until_then_and_ends_when_its_day_comes(db: DgraphStore) -> None:
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    globex = await _works_at_globex(memory, caller, namespace, now - timedelta(days=90))
    told = await memory.ingest(caller, "I'm leaving Globex next month.", "Sam", now, "c", namespace)
    leaves = _first_of_next_month(now)
    assert [e.uid for e in told.ending] == [globex.uid] and not told.archived
    [still] = (await graph.edges.get_many([globex.uid], [namespace])).values()
    assert still.status == EdgeStatus.CURRENT and still.valid_until == leaves
    assert (await _ending_of(db, globex.uid)).get("scheduled_until")

    changes = ScheduledChanges(graph)
    assert globex.uid not in {e.uid for e in await graph.edges.ends_due(now, 10_000)}  # not yet
    after = leaves + timedelta(hours=1)
    assert await changes.end_due(after) >= 1
    [ended] = (await graph.edges.get_many([globex.uid], [namespace])).values()
    assert ended.status == EdgeStatus.ARCHIVED and ended.valid_until == leaves
    raw = await _ending_of(db, globex.uid)
    assert "scheduled_until" not in raw
    assert globex.uid not in {e.uid for e in await graph.edges.ends_due(after, 10_000)}  # done once


async def test_a_job_retired_from_at_the_end_of_next_month_stays_current_until_that_day(db: DgraphStore) -> None:
    """ "The end of next month" is its last day (kg/temporal), and retiring from an employer ends the job there."""
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    globex = await _works_at_globex(memory, caller, namespace, now - timedelta(days=90))
    told = await memory.ingest(caller, "I'm retiring from Globex at the end of next month.", "Sam", now, "c", namespace)
    last_day = _first_of_next_month(_first_of_next_month(now)) - timedelta(days=1)
    assert [e.uid for e in told.ending] == [globex.uid] and not told.archived
    [still] = (await graph.edges.get_many([globex.uid], [namespace])).values()
    assert still.status == EdgeStatus.CURRENT and still.valid_until == last_day


async def test_an_end_told_ahead_then_told_as_done_ends_now_and_leaves_the_index(db: DgraphStore) -> None:
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    globex = await _works_at_globex(memory, caller, namespace, now - timedelta(days=90))
    await memory.ingest(caller, "I'm leaving Globex next month.", "Sam", now, "c", namespace)
    left = await memory.ingest(caller, "I quit Globex today.", "Sam", now, "c", namespace)
    assert [e.uid for e in left.archived] == [globex.uid]
    [ended] = (await graph.edges.get_many([globex.uid], [namespace])).values()
    assert ended.status == EdgeStatus.ARCHIVED and ended.valid_until is not None and ended.valid_until <= utc_now()
    assert "scheduled_until" not in await _ending_of(db, globex.uid)


async def test_an_end_whose_fact_was_retracted_meanwhile_only_leaves_the_index(db: DgraphStore) -> None:
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    globex = await _works_at_globex(memory, caller, namespace, now - timedelta(days=9))
    await memory.ingest(caller, "I'm leaving Globex next month.", "Sam", now, "c", namespace)
    retracted = await memory.retract(caller, globex.uid)  # RetractEdge reads no schedule: the job clears it
    assert retracted.status == EdgeStatus.RETRACTED and retracted.valid_until is not None
    assert retracted.valid_until <= utc_now()  # the end told ahead was never reached
    after = _first_of_next_month(now) + timedelta(hours=1)
    assert globex.uid in {e.uid for e in await graph.edges.ends_due(after, 10_000)}
    await ScheduledChanges(graph).end_due(after)
    [still] = (await graph.edges.get_many([globex.uid], [namespace])).values()
    assert still.status == EdgeStatus.RETRACTED
    assert "scheduled_until" not in await _ending_of(db, globex.uid)


async def test_an_end_told_for_a_day_past_is_valid_until_that_day_not_before_it_began(db: DgraphStore) -> None:
    namespace, caller, _, memory = _speaking(db)
    now = utc_now()
    began = now - timedelta(days=400)
    globex = await _works_at_globex(memory, caller, namespace, began)
    left = await memory.ingest(caller, "I left my job at Globex last month.", "Sam", now, "c", namespace)
    last_month = (now.replace(day=1) - timedelta(days=1)).replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    [ended] = left.archived
    assert ended.uid == globex.uid and ended.valid_until == last_month
    # a job begun after the time said ends when it began, never before
    [initech] = (
        await memory.ingest(caller, "I work at Initech.", "Sam", now - timedelta(days=3), "c", namespace)
    ).written
    gone = await memory.ingest(caller, "I left my job at Initech last month.", "Sam", now, "c", namespace)
    assert [e.valid_until for e in gone.archived] == [initech.valid_from]


async def test_a_change_whose_value_a_merge_made_current_leaves_the_due_index_after_one_run(db: DgraphStore) -> None:
    """Merged into the current city's node, the waiting record names the current value: the job cannot promote it,
    says so once, and does not find it again every hour."""
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    [denver] = (
        await memory.ingest(caller, "I live in Denver.", "Sam", now - timedelta(days=9), "c", namespace)
    ).written
    told = await memory.ingest(caller, "I'm moving to Boulder next month.", "Sam", now, "c", namespace)
    [boulder] = [e for e in told.written if e.type == "LIVES_IN"]
    await node_edits(graph).merge(caller, denver.to_uid, boulder.to_uid)  # "Boulder" was Denver all along
    after = _first_of_next_month(now) + timedelta(hours=1)
    assert boulder.uid in {e.uid for e in await graph.edges.due(after, 10_000)}
    changes = ScheduledChanges(graph)
    first = await changes.promote_due(after)
    assert first.skipped >= 1
    assert boulder.uid not in {e.uid for e in await graph.edges.due(after, 10_000)}
    assert "scheduled_from" not in await _raw(db, boulder.uid)
    [still] = (await graph.edges.get_many([denver.uid], [namespace])).values()
    assert still.status == EdgeStatus.CURRENT


async def test_an_end_told_again_for_a_later_day_after_the_due_read_is_not_ended_early(db: DgraphStore) -> None:
    """The job's step reads the record again in its transaction: an end moved later since its due query waits."""
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    globex = await _works_at_globex(memory, caller, namespace, now - timedelta(days=90))
    await memory.ingest(caller, "I'm leaving Globex next month.", "Sam", now, "c", namespace)
    after = _first_of_next_month(now) + timedelta(hours=1)
    [read] = [e for e in await graph.edges.ends_due(after, 10_000) if e.uid == globex.uid]
    later = await memory.ingest(caller, "I'm leaving Globex in two months.", "Sam", now, "c", namespace)
    [moved] = later.ending
    assert moved.uid == globex.uid and moved.valid_until is not None and moved.valid_until > after
    assert not await ScheduledChanges(graph)._end(read, after)
    [still] = (await graph.edges.get_many([globex.uid], [namespace])).values()
    assert still.status == EdgeStatus.CURRENT and still.valid_until == moved.valid_until


async def test_a_boss_retiring_next_month_keeps_the_role_name_until_then_and_loses_it_then(db: DgraphStore) -> None:
    """The end of a boss's tie told ahead takes "<speaker>'s boss" from her when it comes, as an end told as done
    does: a later "my boss" is someone else."""
    namespace, caller, graph, memory = _speaking(db)
    now = utc_now()
    hired = await memory.ingest(caller, "Karen is my boss.", "Sam", now - timedelta(days=90), "c", namespace)
    [karen_uid] = [e.to_uid for e in hired.written if e.type == "HAS_MANAGER"]
    await memory.ingest(caller, "My boss loves golf.", "Sam", now - timedelta(days=80), "c", namespace)

    async def karens_aliases() -> tuple[str, ...]:
        return (await graph.nodes.get_many([karen_uid], [namespace]))[karen_uid].aliases

    assert "Sam's boss" in await karens_aliases()
    told = await memory.ingest(caller, "My boss is retiring next month.", "Sam", now, "c", namespace)
    [tie] = told.ending
    assert tie.type == "HAS_MANAGER" and tie.to_uid == karen_uid
    assert "Sam's boss" in await karens_aliases()  # until then

    changes = ScheduledChanges(graph)
    assert await changes.end_due(_first_of_next_month(now) + timedelta(hours=1)) >= 1
    [ended] = (await graph.edges.get_many([tie.uid], [namespace])).values()
    assert ended.status == EdgeStatus.ARCHIVED
    assert "Sam's boss" not in await karens_aliases()
    later = await memory.ingest(caller, "My boss loves chess.", "Sam", now + timedelta(days=40), "c", namespace)
    [liker] = {e.from_uid for e in later.written if e.type == "LIKES"}
    assert liker != karen_uid
