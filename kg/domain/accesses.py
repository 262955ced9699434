"""Applying accesses to nodes: activation += boost (from its decayed value, capped), access_count + n,
last_accessed = activation_at = now. A batch of uids is one conflict-retried transaction.

Both the write-behind `AccessBuffer` (reads) and IncrementAccessCount (immediate) come through here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime

from kg.domain.activation import ActivationPolicy
from kg.model.records import NodeRecord
from kg.store.activation import AccessWrite, ActivationStore
from kg.store.txn import DgraphStore, Txn


class AccessRecorder:
    def __init__(self, db: DgraphStore, policy: ActivationPolicy) -> None:
        self.db = db
        self.store = ActivationStore(db)
        self.policy = policy

    async def apply(self, counts: Mapping[str, int], namespaces: Sequence[str] | None = None,
                    now: datetime | None = None) -> dict[str, NodeRecord]:
        """Count `counts[uid]` accesses of each live node; returns the nodes as they are afterwards.

        `namespaces` confines the batch to what a caller may read (None: the reads were already checked).
        Nodes deleted meanwhile are skipped.
        """
        wanted = {uid: n for uid, n in counts.items() if n > 0}
        if not wanted:
            return {}
        when = now or datetime.now(UTC)

        async def work(txn: Txn) -> dict[str, NodeRecord]:
            states = await self.store.access_states(txn, sorted(wanted), namespaces)
            writes, updated = [], {}
            for uid, state in states.items():
                times = wanted[uid]
                activation = self.policy.after_accesses(state.base, state.at, when, times)
                count = state.node.access_count + times
                writes.append(AccessWrite(uid, activation, count))
                updated[uid] = replace(state.node, activation=activation, access_count=count, last_accessed=when)
            await self.store.write_accesses(txn, writes, when)
            return updated

        return await self.db.write(work)
