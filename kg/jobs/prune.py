"""Pruning: nodes that decayed to the floor are candidates; only an explicit operation removes them.

Candidates are live nodes whose materialised activation is at (or below) the floor and that are not core
identity. Removal goes through the same path as DeleteNode (the node, its edge records and the plain
predicates pointing at it). Candidates are re-checked just before
removal, so a node read since it was listed is kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from kg.domain.activation import ActivationPolicy
from kg.domain.ports import Nodes, PruneCandidates
from kg.logging import get_logger
from kg.store.activation import PruneCandidate

log = get_logger(__name__)


@dataclass(frozen=True)
class PruneOutcome:
    nodes: int
    edges: int


class Pruner:
    def __init__(self, store: PruneCandidates, nodes: Nodes, policy: ActivationPolicy) -> None:
        self.store = store
        self.nodes = nodes
        self.policy = policy

    async def candidates(self, limit: int = 1000) -> list[PruneCandidate]:
        return await self.store.prune_candidates(self.policy.floor, self.policy.core_threshold, limit)

    async def apply(self, limit: int = 1000) -> PruneOutcome:
        """Delete up to `limit` candidates, least activated first."""
        listed = await self.candidates(limit)
        # Re-read just before deleting: a node boosted since it was listed is no longer a candidate.
        still = await self.store.still_prune_candidates(
            [c.uid for c in listed], self.policy.floor, self.policy.core_threshold
        )
        nodes = edges = 0
        for candidate in listed:
            if candidate.uid not in still:
                continue
            deleted = await self.nodes.delete(candidate.uid, [candidate.namespace])
            if deleted is not None:
                nodes += 1
                edges += deleted
        log.info("prune.finished", nodes=nodes, edges=edges)
        return PruneOutcome(nodes, edges)
