"""What users control about their memory: forgetting (hard or soft) and exporting everything kg holds."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from kg.domain.access import Caller
from kg.domain.graph import missing_or_denied
from kg.domain.validation import raise_if, uid_violations
from kg.errors import PermissionDenied
from kg.model.records import EdgeRecord, NodeRecord
from kg.store.export import export_edges, export_nodes
from kg.store.forget import retract_node
from kg.store.nodes import NodeStore
from kg.store.txn import DgraphStore


class ForgetMode(StrEnum):
    HARD = "hard"
    SOFT = "soft"


def _jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


def export_line(record: NodeRecord | EdgeRecord) -> str:
    kind = "node" if isinstance(record, NodeRecord) else "edge"
    fields = {f.name: _jsonable(getattr(record, f.name)) for f in dataclasses.fields(record)}
    return json.dumps({"kind": kind, **fields}, ensure_ascii=False, sort_keys=True)


class MemoryControl:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db
        self.nodes = NodeStore(db)

    async def forget(self, caller: Caller, uid: str, mode: ForgetMode) -> int:
        raise_if(uid_violations("uid", uid))
        if caller.writable:
            if mode == ForgetMode.HARD:
                changed = await self.nodes.delete(uid, caller.write_scope)
            else:
                changed = await retract_node(self.db, uid, caller.write_scope, datetime.now(UTC))
            if changed is not None:
                return changed
        raise await missing_or_denied(self.nodes, caller, uid)

    async def export(self, caller: Caller, namespace: str) -> AsyncIterator[str]:
        namespace = namespace or caller.home
        if namespace not in caller.readable:
            raise PermissionDenied(f"{caller.principal} may not read namespace {namespace!r}")
        async for node in export_nodes(self.db, namespace):
            yield export_line(node)
        async for edge in export_edges(self.db, namespace):
            yield export_line(edge)
