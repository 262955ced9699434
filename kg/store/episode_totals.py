"""How many live episodes a Recall's namespaces hold (BM25's N), reused for a while once it is large.

Counting them is a read of the namespace's whole "namespace|" word key: at 200,000 episodes that was two thirds of
the word query's Dgraph CPU (41 of 63 ms per Recall). N only scales the words' idf, and a minute's new turns move
it by a fraction of a percent at that size, so a count of REUSE_FROM or more is reused for REUSE_SECONDS. Smaller
namespaces are counted at every Recall: cheap there, and where a few turns change N noticeably.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

REUSE_FROM = 10_000
REUSE_SECONDS = 60.0
MAX_SCOPES = 10_000  # scopes remembered; past it, all are forgotten (recounted at their next Recall)


class EpisodeTotals:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._counted: dict[tuple[str, ...], tuple[float, int]] = {}

    def known(self, namespaces: Sequence[str]) -> int | None:
        """The count to reuse for `namespaces`, or None: count them again."""
        counted = self._counted.get(_scope(namespaces))
        if counted is None:
            return None
        at, total = counted
        return total if total >= REUSE_FROM and self.clock() - at < REUSE_SECONDS else None

    def counted(self, namespaces: Sequence[str], total: int) -> None:
        if len(self._counted) >= MAX_SCOPES:
            self._counted.clear()
        self._counted[_scope(namespaces)] = (self.clock(), total)


def _scope(namespaces: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(set(namespaces)))
