"""The names Recall last found to be people who speak, remembered per scope, to embed a question early.

Recall embeds the question less the names of the people it asks about who speak (kg/recall/pipeline.py,
`without_names`), and it knows them only once Dgraph has answered which nodes the question names: the embedding
(4-9 ms) waited for that read (about 14 ms at 200,000 episodes), and the vector search for both, on Recall's longest
path. A name found so once is remembered here: a later question saying it is embedded without it while Dgraph
reads, and the vector is used when the names then found are the same (else the question is embedded again, as
before). Results never depend on this; only when the embedding starts does. Bounded: the least recently found
names go first.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence

from kg.recall.question import name_key, name_runs

CAPACITY = 4096  # names remembered in all, over every scope


class SpokenNames:
    def __init__(self, capacity: int = CAPACITY) -> None:
        self.capacity = capacity
        self._names: OrderedDict[tuple[tuple[str, ...], str], str] = OrderedDict()

    def guess(self, scope: Sequence[str], query: str) -> list[str]:
        """The remembered names of `scope` that `query` says, as they were found."""
        key = tuple(sorted(scope))
        return [self._names[(key, run)] for run in sorted(name_runs(query)) if (key, run) in self._names]

    def learn(self, scope: Sequence[str], names: Iterable[str]) -> None:
        key = tuple(sorted(scope))
        for name in names:
            entry = (key, name_key(name))
            self._names[entry] = name
            self._names.move_to_end(entry)
        while len(self._names) > self.capacity:
            self._names.popitem(last=False)
