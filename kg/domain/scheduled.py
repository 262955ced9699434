"""Changes told for a time ahead, made current when that time comes.

"I'm moving to Denver next month" is written as a pending record with `scheduled_from` set to next month's
start (kg/domain/memory.py): the current city stays current until then (kg/domain/edge_plan.py). The decay job,
under its lease, runs `promote_due` every hour: each record whose time has come becomes current as a confirmed
fact would, archiving the value it replaces as of that time, with the SUPERSEDES link.

"I'm leaving Globex next month" leaves the job current, with `valid_until` and `scheduled_until` at next month's
start; after the promotions (a new job that comes the same day replaces the old one, with its SUPERSEDES link),
`end_due` archives each live record whose end has come, valid until that end. A boss's or a partner's tie that
ends so ("My boss is retiring next month") takes the role's name from its holder then, as an end told as done does
(kg/domain/role_holders.py): a later "my boss" is someone else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from kg.auth.caller import Caller
from kg.domain.edge_plan import CONFIRMED
from kg.domain.graph import GraphService
from kg.errors import KgError
from kg.logging import get_logger
from kg.model.plan import Archive
from kg.model.records import EdgeRecord, NewEdge
from kg.model.types import EdgeStatus
from kg.store.txn import Txn

log = get_logger(__name__)

PAGE = 200
MAX_PAGES = 50  # a run promotes at most PAGE * MAX_PAGES; the next hour's run takes the rest


@dataclass(frozen=True)
class Promoted:
    promoted: int = 0
    skipped: int = 0  # records that could not be promoted (an endpoint forgotten meanwhile): logged, left pending


def _scheduler_in(namespace: str) -> Caller:
    """The job acts in the record's own namespace only, as its writer did."""
    scope = frozenset({namespace})
    return Caller("kg:scheduled-changes", namespace, scope, scope)


class ScheduledChanges:
    def __init__(self, graph: GraphService) -> None:
        self.graph = graph  # its role releases take a boss's or a partner's name from them when their tie ends

    async def promote_due(self, now: datetime) -> Promoted:
        promoted, skipped, failed = 0, 0, set[str]()
        for _ in range(MAX_PAGES):
            due = [record for record in await self.graph.edges.due(now, PAGE + len(failed)) if record.uid not in failed]
            for record in due[:PAGE]:
                if await self._promote(record):
                    promoted += 1
                else:
                    skipped += 1
                    failed.add(record.uid)
            if len(due) < PAGE:
                break
        return Promoted(promoted, skipped)

    async def _promote(self, record: EdgeRecord) -> bool:
        caller = _scheduler_in(record.namespace)
        spec = NewEdge(record.type, record.from_uid, record.to_uid, record.confidence, valid_from=record.scheduled_from)
        try:
            prepared = await self.graph.prepare_edges([spec], batch=False)

            async def work(txn: Txn) -> EdgeRecord:
                [result] = await self.graph.write_edges_in(txn, caller, prepared, CONFIRMED)
                return result.edge

            current = await self.graph.transact(work)
        except KgError as exc:
            log.warning("scheduled.skipped", edge=record.uid, namespace=record.namespace, error=str(exc))
            return False
        if current.uid != record.uid:  # the same value was made current another way (a merge of two nodes)
            log.warning("scheduled.skipped", edge=record.uid, namespace=record.namespace, error="already current")
            await self.graph.transact(lambda txn: self.graph.edges.unschedule_in(txn, record.uid))  # once, not hourly
            return False
        log.info("scheduled.promoted", edge=record.uid, namespace=record.namespace, type=record.type)
        return True

    async def end_due(self, now: datetime) -> int:
        """Archive each live record whose scheduled end has come, valid until that end; how many were. A record
        that ended another way meanwhile (retracted, archived by hand, merged) only leaves the index."""
        ended, failed = 0, set[str]()
        for _ in range(MAX_PAGES):
            due = [r for r in await self.graph.edges.ends_due(now, PAGE + len(failed)) if r.uid not in failed]
            for record in due[:PAGE]:
                try:
                    ended += await self._end(record, now)
                except KgError as exc:
                    log.warning("scheduled.end_skipped", edge=record.uid, namespace=record.namespace, error=str(exc))
                    failed.add(record.uid)
            if len(due) < PAGE:
                break
        return ended

    async def _end(self, record: EdgeRecord, now: datetime) -> bool:
        vectors: dict[str, tuple[float, ...]] = {}  # a transaction retried after a conflict embeds nothing twice

        async def work(txn: Txn) -> bool:
            # read again inside the transaction: a write that ended it since the due query conflicts with this one
            found = await self.graph.edges.get(record.uid, [record.namespace], txn)
            if found is None or found.status not in (EdgeStatus.CURRENT, EdgeStatus.PENDING):
                await self.graph.edges.unschedule_in(txn, record.uid)
                return False
            if found.valid_until != record.scheduled_until:  # told again for another day since: it ends then
                return False
            live = replace(found, scheduled_until=record.scheduled_until)
            await self.graph.release_roles_in(txn, _scheduler_in(live.namespace), [live], vectors)
            await self.graph.close_edges_in(txn, [Archive(live, now, record.scheduled_until or now)])
            return True

        archived = await self.graph.transact(work)
        if archived:
            log.info("scheduled.ended", edge=record.uid, namespace=record.namespace, type=record.type)
        return archived
