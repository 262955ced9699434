"""PrivacyService: what users control about their memory, forgetting (hard or soft) and exporting everything kg
holds. (The secrets filter on writes is kg/domain/secret_filter.py.)"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import AsyncGenerator
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum
from typing import Any

from kg.auth.caller import Caller
from kg.clock import utc_now
from kg.domain.graph import missing_or_denied
from kg.domain.ports import Database, Episodes, History, Nodes
from kg.domain.validation import raise_if, uid_violations
from kg.errors import PermissionDenied
from kg.model.episodes import EpisodeRecord
from kg.model.records import EdgeRecord, NodeRecord
from kg.store.txn import Txn

EXPORT_PAGE = 1000


class ForgetMode(StrEnum):
    HARD = "hard"
    SOFT = "soft"


def _jsonable(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


def export_line(record: NodeRecord | EdgeRecord | EpisodeRecord) -> str:
    kind = {NodeRecord: "node", EdgeRecord: "edge", EpisodeRecord: "episode"}[type(record)]
    fields = {f.name: _jsonable(getattr(record, f.name)) for f in dataclasses.fields(record)}
    if isinstance(record, NodeRecord):
        fields["type"] = record.type.api_name  # as the API names it: NODE_TYPE_USER
    return json.dumps({"kind": kind, **fields}, ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True)
class Forgotten:
    edges: int  # edge records deleted or retracted
    episodes: int  # episodes deleted or retracted


class PrivacyService:
    def __init__(self, db: Database, nodes: Nodes, episodes: Episodes, history: History) -> None:
        self.db = db
        self.nodes = nodes
        self.episodes = episodes
        self.history = history

    async def forget(self, caller: Caller, uid: str, mode: ForgetMode) -> Forgotten:
        """Forget a node with what it said and what was said only about it (an episode that also mentions
        others keeps its text and loses the link), or one episode. Hard deletes; soft retracts, kept for history
        and export. One transaction."""
        raise_if(uid_violations("uid", uid))
        scope, now = caller.write_scope, utc_now()
        if caller.writable and await self.episodes.get_many([uid], scope):
            return await self._forget_episode(uid, mode)

        async def work(txn: Txn) -> Forgotten | None:
            if mode == ForgetMode.HARD:
                edges = await self.nodes.delete_in(txn, uid, scope)
            else:
                edges = await self.history.retract_node_in(txn, uid, scope, now)
            if edges is None:
                return None
            said, only_about, also_about = await self.episodes.of_node(txn, uid)
            if mode == ForgetMode.HARD:
                await self.episodes.delete_in(txn, [*said, *only_about])
                await self.episodes.unmention_in(txn, also_about, uid)
            else:
                await self.episodes.retract_in(txn, [*said, *only_about])
            await txn.commit()
            return Forgotten(edges, len(said) + len(only_about))

        forgotten = await self.db.write(work) if caller.writable else None
        if forgotten is not None:
            return forgotten
        raise await missing_or_denied(self.nodes, caller, uid)

    async def _forget_episode(self, uid: str, mode: ForgetMode) -> Forgotten:
        async def work(txn: Txn) -> Forgotten:
            if mode == ForgetMode.HARD:
                await self.episodes.delete_in(txn, [uid])
            else:
                await self.episodes.retract_in(txn, [uid])
            await txn.commit()
            return Forgotten(0, 1)

        return await self.db.write(work)

    async def export(self, caller: Caller, namespace: str) -> AsyncGenerator[str, None]:
        """Everything in a namespace as JSON lines: nodes, edges with their history, episodes. One snapshot: every
        page is read at the first one's timestamp, so what is written while the export runs is not in it."""
        namespace = namespace or caller.home
        if namespace not in caller.readable:
            raise PermissionDenied(f"{caller.principal} may not read namespace {namespace!r}")
        async with self.db.snapshot():
            async for node in self.history.export_nodes(namespace):
                yield export_line(node)
            async for edge in self.history.export_edges(namespace):
                yield export_line(edge)
            after = "0x0"
            while page := await self.episodes.export_page(namespace, after, EXPORT_PAGE):
                for episode in page:
                    yield export_line(episode)
                after = page[-1].uid
