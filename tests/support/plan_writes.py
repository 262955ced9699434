"""What EdgeStore.write_plan sends Dgraph for a plan, kept instead of sent: for pure tests of the mutation's shape
(which predicates a record gains and loses), not a stand-in for Dgraph's behaviour."""

from __future__ import annotations

from typing import Any, cast

from kg.model.plan import EdgePlan
from kg.store.edges import EdgeStore
from kg.store.txn import DgraphStore, Txn


class RecordingTxn:
    """Keeps what write_plan mutates."""

    def __init__(self) -> None:
        self.sets: list[dict[str, Any]] = []
        self.deletes: list[dict[str, Any]] = []

    async def mutate(self, set_obj: Any = None, del_obj: Any = None, commit: bool = True) -> Any:
        self.sets += set_obj or []
        self.deletes += del_obj or []
        return type("Response", (), {"uids": {}})()

    async def commit(self) -> None:
        pass


async def written(plan: EdgePlan) -> RecordingTxn:
    txn = RecordingTxn()
    await EdgeStore(cast(DgraphStore, None)).write_plan(cast(Txn, txn), plan)
    return txn
