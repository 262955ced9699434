"""A pydgraph client whose transactions do nothing: for unit tests of DgraphStore's retry loop, whose `work`
never reaches Dgraph (what Dgraph does is tested against a real one)."""

from __future__ import annotations


class IdleTxn:
    async def discard(self, timeout: float | None = None) -> None:
        pass


class IdleClient:
    def txn(self, read_only: bool = False) -> IdleTxn:
        return IdleTxn()
