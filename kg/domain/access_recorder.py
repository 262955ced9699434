"""Applying accesses to nodes: activation += boost (from its decayed value, capped), access_count + n,
last_accessed = activation_at = now. A batch of uids is one conflict-retried upsert, computed inside Dgraph
(kg/store/activation.py) with the formulas of kg/domain/activation.py: nothing is read back first.

Both the write-behind `AccessBuffer` (reads: `apply_batch`) and IncrementAccessCount (immediate: `apply`,
which returns the node afterwards) come through here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime

from kg.clock import utc_now
from kg.domain.activation import MIN_ACTIVATION_FOR_COST, ActivationPolicy
from kg.domain.ports import Accesses, Database
from kg.model.records import NodeRecord
from kg.store.activation import AccessOutcome, AccessParams, AccessWrite, DecayParams, access_chunks
from kg.store.txn import Txn


class AccessRecorder:
    def __init__(self, db: Database, store: Accesses, policy: ActivationPolicy) -> None:
        self.db = db
        self.store = store
        self.policy = policy
        self.params = AccessParams(
            DecayParams(
                policy.rate_per_day, policy.grace_days, policy.floor, policy.core_threshold, MIN_ACTIVATION_FOR_COST
            ),
            policy.boost,
            policy.maximum,
        )

    async def apply(
        self, counts: Mapping[str, int], namespaces: Sequence[str] | None = None, now: datetime | None = None
    ) -> dict[str, NodeRecord]:
        """Count `counts[uid]` accesses of each live node; returns the nodes as they are afterwards.

        `namespaces` confines the batch to what a caller may read (None: the reads were already checked).
        Nodes deleted meanwhile are skipped.
        """
        return (await self._apply(counts, namespaces, now, with_nodes=True))[1]

    async def apply_batch(self, counts: Mapping[str, int]) -> int:
        """The write-behind flush: like `apply` for reads already checked, without reading the nodes back.
        Returns how many nodes were updated."""
        return (await self._apply(counts, None, None, with_nodes=False))[0]

    async def _apply(
        self, counts: Mapping[str, int], namespaces: Sequence[str] | None, now: datetime | None, with_nodes: bool
    ) -> tuple[int, dict[str, NodeRecord]]:
        wanted = {uid: n for uid, n in counts.items() if n > 0}
        when = now or utc_now()
        updated = 0
        nodes: dict[str, NodeRecord] = {}
        legacy: list[str] = []
        for chunk in access_chunks(wanted):

            async def work(txn: Txn, chunk: dict[str, int] = chunk) -> AccessOutcome:
                return await self.store.apply_accesses(txn, chunk, self.params, when, namespaces, with_nodes)

            outcome = await self.db.write(work)
            updated += outcome.updated
            nodes.update(outcome.nodes)
            legacy += outcome.legacy
        if legacy:
            old = await self._apply_legacy({uid: wanted[uid] for uid in legacy}, namespaces, when)
            updated += len(old)
            nodes.update(old)
        return updated, nodes

    async def _apply_legacy(
        self, counts: Mapping[str, int], namespaces: Sequence[str] | None, when: datetime
    ) -> dict[str, NodeRecord]:
        """Records from before schema version 2 (no activation_base/activation_at): read, computed here, written
        back, falling back to their activation and last access."""

        async def work(txn: Txn) -> dict[str, NodeRecord]:
            states = await self.store.access_states(txn, sorted(counts), namespaces)
            writes: list[AccessWrite] = []
            updated: dict[str, NodeRecord] = {}
            for uid, state in states.items():
                times = counts[uid]
                activation = self.policy.after_accesses(state.base, state.at, when, times)
                count = state.node.access_count + times
                writes.append(AccessWrite(uid, activation, count))
                updated[uid] = replace(state.node, activation=activation, access_count=count, last_accessed=when)
            await self.store.write_accesses(txn, writes, when)
            return updated

        return await self.db.write(work)
