"""Nearest episodes by meaning, searched exactly, per namespace, in kg's own process.

Dgraph's HNSW index searches every namespace at once, approximately: kg had to ask it for 200, then 800, then
2,000 neighbours and keep those of the caller's namespaces, and each insert cost Dgraph about 30 ms of CPU
(LoCoMo, 2,760 turns in six namespaces: 80 ms of Dgraph CPU per Recall, 86 per Ingest). A namespace's episode
vectors fit in memory (1.5 KB each), and an exact dot product over ten thousand of them takes well under a
millisecond, so the search is a matrix product here, confined to the namespaces asked for by construction. A large
namespace also keeps its rows as int8 codes (0.4 KB each) and is read through them first (kg/recall/coarse.py),
still exactly.

Dgraph stays the record: vectors are stored with their episodes (episode_vector_bytes); a namespace is loaded
on first use and kept current as kg/recall/namespace_cache.py describes. Nodes' name vectors are kept the same way
(`mutable`): a node's vector changes with its description and aliases, so a refresh re-reads every node written in
the recent minutes, replacing rows, and sets aside those that no longer have one (removed, or the node is gone).
"""

from __future__ import annotations

import asyncio
import math
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from kg.domain.ports import VectorSink
from kg.model.episodes import StoredVector
from kg.recall.coarse import CoarseRows, Scores
from kg.recall.namespace_cache import LOAD_WAIT_SECONDS, REFRESH_SECONDS, NamespaceCache, Reads
from kg.store.vectors import PendingVector

MAX_VECTORS = 300_000  # about 450 MB of float32 at 384 dimensions, and 115 MB of int8 codes
# A namespace this large is searched in a worker thread: its product takes milliseconds (about 8 ms at 200,000
# rows through the int8 codes, 23 ms in float32), which would hold up every other call on the event loop; below
# it, the hop to a thread costs more.
OFF_LOOP_ROWS = 20_000
# A namespace this large is scored from its int8 codes first; below it, a second pass costs more than it saves.
COARSE_ROWS = 20_000
# A coarse search scores at least this many rows exactly, and twice the rows of the k records it wants.
FIRST_EXACT_ROWS = 256
COPIED_AT_ONCE = 2_000  # vectors a load copies into the matrix per numpy call (which holds the GIL)

Search = tuple[int, Iterable[str] | None]  # k, and the speakers searched among (None: everyone)
Found = list[list[tuple[str, float]]]  # per search, (uid, similarity) pairs


class VectorSource(Protocol):
    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        """Every live record of the namespace that has a vector."""
        ...

    async def uids_in_minutes(self, keys: Sequence[str]) -> dict[str, str]:
        """The records whose minute key is one of `keys`, each with the version of its vector (mutable records:
        a value that changes whenever the vector does)."""
        ...

    async def vectors_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredVector]:
        """Those of `uids` that are live records of the namespace with a vector."""
        ...


@dataclass
class _Namespace:
    """A namespace's vectors as the first len(owners) rows of `matrix`, whose spare rows let a write add its vector
    without copying the rest (capacity doubles when full, so an add costs its own rows, not the namespace's). A
    record found by several vectors (an episode's sentences) has that many rows in a row, and is found at its best."""

    owners: list[str] = field(default_factory=list)  # each row's record
    rows: dict[str, int] = field(default_factory=dict)  # each record's first row
    spans: dict[str, int] = field(default_factory=dict)  # how many rows a record of more than one has
    most: int = 1  # the most rows one record has
    versions: dict[str, str] = field(default_factory=dict)  # mutable: the version of each vector read by a refresh
    matrix: npt.NDArray[np.float32] = field(default_factory=lambda: np.zeros((0, 0), np.float32))
    # The matrix's rows as int8 codes, searched first: made when the namespace reaches COARSE_ROWS, kept from then.
    coarse: CoarseRows = field(default_factory=CoarseRows)
    said: npt.NDArray[np.float64] = field(default_factory=lambda: np.zeros(0, np.float64))  # epoch seconds
    # Each row's speaker as a small number (codes: speaker uid -> number; 0: none known), so that a search among
    # what some people said is a mask, not a loop over the rows.
    speaker: npt.NDArray[np.int32] = field(default_factory=lambda: np.zeros(0, np.int32))
    codes: dict[str, int] = field(default_factory=lambda: {"": 0})
    refreshed: float = 0.0  # wall-clock time the last load or refresh began

    @property
    def size(self) -> int:
        """Rows held: what a namespace costs in memory."""
        return len(self.owners)

    @property
    def array_bytes(self) -> int:
        """Bytes of the rows held in its arrays: each row's float32 vector, int8 codes (once kept), time and speaker.
        Spare rows are left out: allocated at once, their pages are only mapped, not resident, until rows fill them."""
        arrays = (self.matrix, self.said, self.speaker, self.coarse.codes, self.coarse.steps)
        return self.size * sum(array.itemsize * math.prod(array.shape[1:]) for array in arrays if len(array))

    def holds(self, uid: str) -> bool:
        return uid in self.rows

    def add(self, found: Sequence[StoredVector], replace: bool = False) -> None:
        """Rows for the records not held yet; with `replace`, the new vectors of those held too (records found by
        one vector: nodes' names)."""
        if replace:
            for e in found:
                row = self.rows.get(e.uid)
                if row is not None and len(e.vector) == self.matrix.shape[1]:  # held: the dimension is known
                    self.matrix[row] = e.vector
                    if self.coarse.ready:
                        self.coarse.write(row, self.matrix[row : row + 1])
                    self.said[row] = e.said_at.timestamp()
        # A record's rows must lie together (set_aside marks them as a run): one record once per call.
        fresh = list({e.uid: e for e in found if e.uid not in self.rows and len(e.vector)}.values())
        if not self.owners:  # the first vectors set the dimension
            fresh = [e for e in fresh if len(e.vector) == len(fresh[0].vector)] if fresh else []
        else:
            fresh = [e for e in fresh if len(e.vector) == self.matrix.shape[1]]
        if not fresh:
            return
        width = len(fresh[0].vector)
        vectors = [row for e in fresh for row in (e.vector, *(more for more in e.more if len(more) == width))]
        # Interned: the same string as the episode word index's (kg/recall/word_index.py), not a copy per index.
        owners = [sys.intern(e.uid) for e in fresh for _ in range(1 + sum(len(more) == width for more in e.more))]
        held, count = len(self.owners), len(vectors)
        self._reserve(held + count, width)
        for at in range(0, count, COPIED_AT_ONCE):  # numpy holds the GIL while it copies: in parts, others run
            part = vectors[at : at + COPIED_AT_ONCE]
            self.matrix[held + at : held + at + len(part)] = np.asarray(part, dtype=np.float32)
            self._code(held + at, held + at + len(part))
        by_uid = {e.uid: e for e in fresh}
        self.said[held : held + count] = [by_uid[uid].said_at.timestamp() for uid in owners]
        self.speaker[held : held + count] = [
            self.codes.setdefault(by_uid[uid].speaker_uid, len(self.codes)) for uid in owners
        ]
        for uid in owners:
            if uid in self.rows:
                self.spans[uid] = self.spans.get(uid, 1) + 1
                self.most = max(self.most, self.spans[uid])
            else:
                self.rows[uid] = len(self.owners)
            self.owners.append(uid)

    def _reserve(self, rows: int, dimension: int) -> None:
        if rows <= self.matrix.shape[0]:
            return
        capacity = max(rows, 2 * self.matrix.shape[0])
        matrix = np.zeros((capacity, dimension), np.float32)
        said = np.full(capacity, np.inf)  # spare rows are never found (see set_aside)
        speaker = np.zeros(capacity, np.int32)
        if held := len(self.owners):
            matrix[:held] = self.matrix[:held]
            said[:held] = self.said[:held]
            speaker[:held] = self.speaker[:held]
        self.matrix, self.said, self.speaker = matrix, said, speaker
        if self.coarse.ready:
            self.coarse.reserve(capacity, dimension, held)

    def _code(self, start: int, end: int) -> None:
        """The int8 codes of rows start..end, once the namespace is large enough to be searched by them; the first
        time, those of every row before too. Written before the rows' owners, so a search sees none uncoded."""
        if not self.coarse.ready:
            if end < COARSE_ROWS:
                return  # a small namespace is searched in float32 alone: its codes would cost memory for nothing
            capacity, dimension = self.matrix.shape
            self.coarse.reserve(capacity, dimension, 0)
            start = 0
        for at in range(start, end, COPIED_AT_ONCE):  # in parts, as the float rows: numpy holds the GIL
            self.coarse.write(at, self.matrix[at : min(at + COPIED_AT_ONCE, end)])

    def set_aside(self, uids: Iterable[str]) -> None:
        """Records that lost their vector: never found again (their rows stay, searched as -inf)."""
        for uid in uids:
            row = self.rows.get(uid)
            if row is not None:
                self.said[row : row + self.spans.get(uid, 1)] = np.inf  # after every `said_by`: never kept

    def searched(self, vector: npt.NDArray[np.float32], said_by: float | None, searches: Sequence[Search]) -> Found:
        """For each search, its k nearest records (said by `said_by`, by one of its speakers when it names some),
        over one product of the namespace with `vector`: a Recall searches the whole namespace and what the people
        it names said."""
        held = len(self.owners)
        if not held or self.matrix.shape[1] != vector.shape[0]:
            return [[] for _ in searches]
        # as_of: what was said by then; a record set aside (said "at infinity") never.
        said = self.said[:held] <= (said_by if said_by is not None else np.finfo(np.float64).max)
        product: Scores | None = None
        found: Found = []
        for k, speakers in searches:
            kept = said
            if speakers is not None:
                kept = said & np.isin(self.speaker[:held], [self.codes[s] for s in speakers if s and s in self.codes])
            count = int(np.count_nonzero(kept))
            scores: npt.NDArray[np.floating[Any]]
            # A few rows (one person's turns) are scored alone, unless the whole product is at hand already.
            if product is None and count * 4 >= held:
                product = self._product(held, vector)
            if product is not None and product.error and count * 4 >= held:
                # Most rows: those left out are masked, rather than the kept ones (200,000) picked out and copied.
                approx = product.scores if count == held else np.where(kept, product.scores, -np.inf)
                rows, scores = self._refined(approx, None, product.error, vector, k)
            else:
                rows = np.flatnonzero(kept)
                if product is None:
                    scores = self.matrix[rows] @ vector
                elif product.error:
                    rows, scores = self._refined(product.scores[rows], rows, product.error, vector, k)
                else:
                    scores = product.scores[rows]
            found.append(self._best(rows, scores, k))
        return found

    def _product(self, held: int, vector: npt.NDArray[np.float32]) -> Scores:
        """Every row's score: exact, or from the int8 codes once the namespace is large enough to keep them."""
        if self.coarse.ready:
            return self.coarse.scored(held, vector)
        return Scores((self.matrix[:held] @ vector).astype(np.float64))

    def _refined(
        self,
        approx: npt.NDArray[np.float64],
        rows: npt.NDArray[np.intp] | None,
        error: float,
        vector: npt.NDArray[np.float32],
        k: int,
    ) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.float32]]:
        """Of the rows scored `approx` (`rows[i]` scored `approx[i]`; row i itself without `rows`; -inf: a row not
        searched), those that may hold the k best records, each with its exact score: the best by coarse score,
        then every other row whose coarse score is within `error` of the k-th record found."""
        size = len(approx)
        first = min(size, max(FIRST_EXACT_ROWS, 2 * k * self.most))  # rows of at least k records
        picked = np.argpartition(approx, size - first)[size - first :] if 0 < first < size else np.arange(size)
        picked = picked[approx[picked] > -np.inf]
        at = picked if rows is None else rows[picked]
        exact = self.matrix[at] @ vector
        kept = self._best(at, exact, k)
        if 0 < k == len(kept) and first < size:
            floor = kept[-1][1]  # no record left out can beat it unless one of its rows' scores could
            more = np.setdiff1d(np.flatnonzero(approx >= floor - error), picked, assume_unique=True)
            if len(more):
                more_at = more if rows is None else rows[more]
                at = np.concatenate([at, more_at])
                exact = np.concatenate([exact, self.matrix[more_at] @ vector])
        return at, exact

    def _best(
        self, rows: npt.NDArray[np.intp], scores: npt.NDArray[np.floating[Any]], k: int
    ) -> list[tuple[str, float]]:
        """The k records of `rows` with the highest scores, each at its best row. The k-th record's best row is
        among the first k * `most` rows (each record before it has at most `most`), so no more are sorted."""
        wanted = min(k * self.most, len(rows))
        if k <= 0 or not wanted:
            return []
        top = np.argpartition(-scores, wanted - 1)[:wanted]
        best: dict[str, float] = {}
        for i in top[np.argsort(-scores[top], kind="stable")]:
            best.setdefault(self.owners[rows[i]], float(scores[i]))
            if len(best) == k:
                break
        return list(best.items())


class VectorIndex(NamespaceCache[StoredVector, _Namespace]):
    """One per process and kind of record. Vectors are unit length (kg's embedder and `blend` make them so): a
    dot product is the cosine. `mutable`: records' vectors may change or go (nodes), not only be added."""

    def __init__(
        self,
        source: VectorSource,
        *,
        mutable: bool = False,
        max_vectors: int = MAX_VECTORS,
        refresh_seconds: float = REFRESH_SECONDS,
        clock: Callable[[], float] = time.time,
        load_wait: float = LOAD_WAIT_SECONDS,
        name: str = "vectors",
    ) -> None:
        super().__init__(
            Reads(source.vectors_of, source.uids_in_minutes, source.vectors_by_uid),
            lambda now: _Namespace(refreshed=now),
            mutable=mutable,
            max_records=max_vectors,
            refresh_seconds=refresh_seconds,
            clock=clock,
            load_wait=load_wait,
            name=name,
        )

    async def nearest(
        self,
        vector: Sequence[float],
        namespaces: Sequence[str],
        k: int,
        as_of: datetime | None,
        speakers: Iterable[str] | None = None,
    ) -> list[tuple[str, float]]:
        """Up to k episodes of `namespaces` (said by `as_of`, and by one of `speakers` when given) nearest to
        `vector`, most similar first."""
        [found] = await self.searched(vector, namespaces, as_of, [(k, speakers)])
        return found

    async def searched(
        self, vector: Sequence[float], namespaces: Sequence[str], as_of: datetime | None, searches: Sequence[Search]
    ) -> Found:
        """`nearest` for each of `searches` (k, speakers), with one product per namespace."""
        searches = [(k, None if speakers is None else list(speakers)) for k, speakers in searches]  # read per namespace
        if not vector or not searches:
            return [[] for _ in searches]
        query = np.asarray(vector, dtype=np.float32)
        said_by = as_of.timestamp() if as_of is not None else None
        found: Found = [[] for _ in searches]
        for namespace in dict.fromkeys(namespaces):
            space = await self.current(namespace)
            if space is None:  # still loading: searched once it is in
                continue
            if space.size >= OFF_LOOP_ROWS:  # numpy lets go of the GIL: other calls go on meanwhile
                each = await asyncio.to_thread(space.searched, query, said_by, searches)
            else:
                each = space.searched(query, said_by, searches)
            for mine, theirs in zip(found, each, strict=True):
                mine += theirs
        ranked = zip(found, searches, strict=True)
        return [sorted(pairs, key=lambda pair: (-pair[1], pair[0]))[:k] for pairs, (k, _) in ranked]

    @property
    def array_bytes(self) -> int:
        """Bytes of every loaded namespace's arrays (the bulk of what the index holds; its uid maps come on top)."""
        return sum(space.array_bytes for space in list(self._spaces.values()))

    def known_empty(self, namespaces: Sequence[str]) -> bool:
        """Whether every one of `namespaces` is loaded and held no vector at its last refresh (no Dgraph read)."""
        return all(ns in self._spaces and not self._spaces[ns].rows for ns in namespaces)

    async def holds_any(self, namespaces: Sequence[str]) -> bool:
        """Whether any of `namespaces` holds a vector (loading or refreshing them as `nearest` does)."""
        for namespace in dict.fromkeys(namespaces):
            space = await self.current(namespace)
            if space is not None and space.rows:
                return True
        return False


class EpisodeVectorIndex(VectorIndex):
    """Episodes' vectors: written once with their episode, never changed."""


class IndexedVectorSink:
    """Writes vectors of committed records (kg/store/vectors.py) and makes them searchable in this process at
    once; other processes pick them up at their next refresh."""

    def __init__(self, sink: VectorSink, index: VectorIndex, clock: Callable[[], float] = time.time) -> None:
        self.sink = sink
        self.index = index
        self.clock = clock

    async def write(self, vectors: Sequence[PendingVector]) -> None:
        await self.sink.write(vectors)
        now = datetime.fromtimestamp(self.clock(), UTC)
        by_namespace: dict[str, list[StoredVector]] = {}
        for v in vectors:
            if v.namespace:
                by_namespace.setdefault(v.namespace, []).append(StoredVector(v.uid, now, v.vector))
        for namespace, records in by_namespace.items():
            self.index.add(namespace, records)
