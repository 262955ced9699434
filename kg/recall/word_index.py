"""Episodes by their words, ranked by BM25, per namespace, in kg's own process.

Dgraph's word index found the candidates, and a Recall asked it, per question word, for the episodes that say it and
how many do, and for the namespace's episode count: at 200,000 episodes that query cost Dgraph about 35 ms of CPU
per Recall (63 ms before the count was cached), a quarter of all it spent on one. The same postings fit in memory
(an episode has a dozen stems), so they are kept here, as the episodes' vectors are (kg/recall/vector_index.py),
loaded and kept current the same way (kg/recall/namespace_cache.py), and every episode that says a question word
is scored, not only the newest few hundred that Dgraph's query could afford. Dgraph stays the record: an episode's
stems are written with it as one value (episode_terms, schema 12).
"""

from __future__ import annotations

import sys
import time
from array import array
from collections.abc import Callable, Iterable, Sequence, Set
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Protocol

import numpy as np
import numpy.typing as npt

from kg.model.episodes import DateRange, EpisodeRecord, StoredWords
from kg.recall.lexical import CONTEXT_SHARE, bm25_scores, idf
from kg.recall.namespace_cache import LOAD_WAIT_SECONDS, REFRESH_SECONDS, NamespaceCache, Reads
from kg.temporal import TimeSpan

MAX_EPISODES = 300_000  # held per process; a dozen stems each: about 150 bytes of postings, 40 for the turn after


@dataclass
class _Postings:
    """One namespace's episodes: for each stem, the rows of those that say it and of those whose turn before does."""

    uids: list[str] = field(default_factory=list)
    rows: dict[str, int] = field(default_factory=dict)
    versions: dict[str, str] = field(default_factory=dict)  # unused: an episode's words never change
    said: array[float] = field(default_factory=lambda: array("d"))  # epoch seconds; inf: set aside
    length: array[int] = field(default_factory=lambda: array("i"))
    says: dict[str, array[int]] = field(default_factory=dict)
    follows: dict[str, array[int]] = field(default_factory=dict)  # context words: said only by the turn before
    speakers: set[str] = field(default_factory=set)  # who said any of them
    # an episode's uid -> the turn that follows it (a conversation's turns make one chain, racing ones too)
    replies: dict[str, str] = field(default_factory=dict)
    # per row: (speaker, mentions, the turn before, dates, whether it only asks), what Recall ranks by
    about: list[tuple[str, tuple[str, ...], str, tuple[DateRange, ...], bool]] = field(default_factory=list)
    # a subject's node -> the rows that ended a fact of theirs, with its kind (few turns end anything)
    ended: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    refreshed: float = 0.0

    @property
    def size(self) -> int:
        return len(self.uids)

    def holds(self, uid: str) -> bool:
        return uid in self.rows

    def add(self, found: Sequence[StoredWords], replace: bool = False) -> None:
        """Episodes not held yet (an episode's words never change: `replace` changes nothing)."""
        for episode in found:
            if episode.uid in self.rows:
                continue
            # Each uid read from Dgraph is a string of its own; interned, an episode's uid is one string here and
            # in the vector index, and a speaker's, a mention's or the turn before's is the one already held.
            uid = sys.intern(episode.uid)
            row = self.rows[uid] = len(self.uids)
            self.uids.append(uid)
            self.said.append(episode.said_at.timestamp())
            self.length.append(episode.length)
            mentions = tuple(sys.intern(mention) for mention in episode.mention_uids)
            speaker, previous = sys.intern(episode.speaker_uid), sys.intern(episode.previous_uid)
            self.about.append((speaker, mentions, previous, episode.dates, episode.asks))
            if speaker:
                self.speakers.add(speaker)
            if previous:
                self.replies.setdefault(previous, uid)
            for end in episode.ends:
                self.ended.setdefault(sys.intern(end.subject_uid), []).append((row, end.edge_type))
            for stem in episode.words:
                self.says.setdefault(stem, array("i")).append(row)
            for stem in episode.context_words - episode.words:
                self.follows.setdefault(stem, array("i")).append(row)

    def set_aside(self, uids: Iterable[str]) -> None:
        for uid in uids:
            row = self.rows.get(uid)
            if row is not None:
                self.said[row] = np.inf  # never found again: every search keeps only finite times

    def record(self, uid: str, namespace: str) -> EpisodeRecord | None:
        """What the index holds of an episode, as a record without its text; None when not held or set aside."""
        row = self.rows.get(uid)
        if row is None or self.said[row] == np.inf:
            return None
        speaker, mentions, previous, dates, asks = self.about[row]
        said = datetime.fromtimestamp(self.said[row], UTC)
        return EpisodeRecord(
            uid,
            "",
            namespace,
            said,
            speaker_uid=speaker,
            mention_uids=mentions,
            previous_uid=previous,
            dates=dates,
            asks=asks,
        )

    def said_between(self, start: float, end: float, speakers: frozenset[str] | None) -> list[int]:
        """The rows `speakers` (None: anyone) said from `start` until before `end` (epoch seconds), in the order
        they were said."""
        said = np.frombuffer(self.said, dtype=np.float64)
        rows = np.flatnonzero((said >= start) & (said < end))
        return sorted(
            (int(row) for row in rows if speakers is None or self.about[row][0] in speakers),
            key=lambda row: self.said[row],
        )

    def ending(self, people: Iterable[str], kinds: Set[str], said_by: float) -> list[int]:
        """The rows said by `said_by` (epoch seconds) that ended a fact of one of `kinds` of one of `people`."""
        return [
            row
            for person in people
            for row, kind in self.ended.get(person, ())
            if kind in kinds and self.said[row] <= said_by
        ]

    def frequency(self, stem: str) -> int:
        return len(self.says.get(stem, ()))

    def matched(
        self, weights: dict[str, float], said_by: float | None
    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """The rows that say or follow a weighted word (said by `said_by`), with the weight they add up to and
        their length."""
        total = np.zeros(len(self.uids), np.float64)
        touched = np.zeros(len(self.uids), np.bool_)
        for stem, weight in weights.items():
            for postings, share in ((self.says, 1.0), (self.follows, CONTEXT_SHARE)):
                if stem in postings:
                    having = np.frombuffer(postings[stem], dtype=np.int32)
                    total[having] += share * weight  # each row once per stem: plain indexing adds once
                    touched[having] = True
        said = np.frombuffer(self.said, dtype=np.float64)
        touched &= said <= (said_by if said_by is not None else np.finfo(np.float64).max)
        rows = np.flatnonzero(touched)
        return rows, total[rows], np.frombuffer(self.length, dtype=np.int32)[rows].astype(np.float64)


class EpisodeWordIndex(NamespaceCache[StoredWords, _Postings]):
    """One per process."""

    def __init__(
        self,
        source: WordSource,
        *,
        max_episodes: int = MAX_EPISODES,
        refresh_seconds: float = REFRESH_SECONDS,
        clock: Callable[[], float] = time.time,
        load_wait: float = LOAD_WAIT_SECONDS,
    ) -> None:
        super().__init__(
            Reads(source.words_of, source.uids_in_minutes, source.words_by_uid),
            lambda now: _Postings(refreshed=now),
            max_records=max_episodes,
            refresh_seconds=refresh_seconds,
            clock=clock,
            load_wait=load_wait,
            name="episode words",
        )

    async def _searched(self, namespaces: Sequence[str]) -> list[_Postings]:
        """The namespaces' postings, loaded or refreshed; one still loading past `load_wait` is left out."""
        return [space for ns in dict.fromkeys(namespaces) if (space := await self.current(ns)) is not None]

    async def who_spoke(self, namespaces: Sequence[str], people: Iterable[str]) -> set[str]:
        """Those of `people` who said an episode in `namespaces` (one since forgotten included)."""
        spaces = await self._searched(namespaces)
        return {uid for uid in people if any(uid in space.speakers for space in spaces)}

    def held(self, uids: Iterable[str], namespaces: Sequence[str]) -> dict[str, EpisodeRecord]:
        """Those of `uids` this index holds in `namespaces` (loaded ones), as records without their text: enough to
        rank them by who said them, whom they mention, the turn they follow and their dates. As when loaded or
        added: one forgotten since is still here, and a MergeNodes since moved its speaker or mentions in Dgraph
        only (as for the vector index's speakers), until the namespace is evicted: Recall counts the nodes a person
        absorbed as that person (kg/recall/graph_source.py, Anchors.speaking_as). The items Recall returns are read
        from Dgraph."""
        spaces = self._loaded(namespaces)
        return {uid: record for uid in uids if (record := _record(uid, spaces)) is not None}

    def _loaded(self, namespaces: Sequence[str]) -> list[tuple[str, _Postings]]:
        return [(ns, space) for ns in dict.fromkeys(namespaces) if (space := self._spaces.get(ns)) is not None]

    def following(
        self, uids: Sequence[str], namespaces: Sequence[str], steps: int, as_of: datetime | None
    ) -> dict[str, EpisodeRecord]:
        """The turns that follow each of `uids` in its conversation, up to `steps` turns on (the reply, then the
        turn after it), said by `as_of`, as records without their text (as `held`): those after the first of `uids`
        first, none set aside. One of `uids` may follow another."""
        spaces = self._loaded(namespaces)
        found: dict[str, EpisodeRecord] = {}
        for uid in uids:
            at: str | None = uid
            for _ in range(steps):
                at = next((space.replies[at] for _, space in spaces if at in space.replies), None)
                if at is None:
                    break
                record = None if at in found else _record(at, spaces)
                if record is not None and (as_of is None or record.said_at <= as_of):
                    found[at] = record
        return found

    def ended(
        self, namespaces: Sequence[str], people: Iterable[str], kinds: Set[str], as_of: datetime | None
    ) -> list[str]:
        """The turns of `namespaces` (loaded ones) said by `as_of` that ended or retracted a fact of one of `kinds`
        (edge types) of one of `people` ("Elin and I split up last month": PARTNER_IS), the last said first; none
        set aside."""
        said_by = as_of.timestamp() if as_of is not None else np.finfo(np.float64).max
        found = [
            (space.said[row], space.uids[row])
            for _, space in self._loaded(namespaces)
            for row in space.ending(people, kinds, said_by)
        ]
        return list(dict.fromkeys(uid for _, uid in sorted(found, key=lambda pair: (-pair[0], pair[1]))))

    async def said_within(
        self,
        namespaces: Sequence[str],
        spans: Sequence[TimeSpan],
        speakers: frozenset[str] | None,
        as_of: datetime | None,
    ) -> list[str]:
        """The episodes of `namespaces` that `speakers` (None: anyone) said within `spans` (dates, UTC, both ends
        included) and by `as_of`, in the order they were said."""
        if (speakers is not None and not speakers) or not spans:
            return []
        spaces = await self._searched(namespaces)
        # said by `as_of` inclusive, as `ranked` counts it; an open end ("before June") runs to the end of time
        until = float(np.nextafter(as_of.timestamp(), np.inf)) if as_of is not None else np.inf
        found = []
        for span in spans:
            start = _midnight(span.start) if span.start > date.min else -np.inf
            end = min(until, _midnight(span.end + timedelta(days=1)) if span.end < date.max else np.inf)
            found += [space.uids[row] for space in spaces for row in space.said_between(start, end, speakers)]
        return list(dict.fromkeys(found))

    async def ranked(
        self, stems: Sequence[str], namespaces: Sequence[str], as_of: datetime | None, k: int
    ) -> list[str]:
        """The k episodes of `namespaces` (said by `as_of`) best ranked by BM25 for `stems`; ties by uid. A word
        counts by its idf over the episodes searched; one only the turn before says, at CONTEXT_SHARE."""
        if not stems or k <= 0:
            return []
        spaces = await self._searched(namespaces)
        # Every search below is plain numpy on this loop, with no await between: no add can interleave.
        total = sum(space.size for space in spaces)
        weights = {stem: idf(max(total, f), f) for stem in dict.fromkeys(stems) for f in [_frequency(spaces, stem)]}
        said_by = as_of.timestamp() if as_of is not None else None
        found = [space.matched(weights, said_by) for space in spaces]
        if not sum(len(rows) for rows, _, _ in found):
            return []
        scores = bm25_scores(np.concatenate([m for _, m, _ in found]), np.concatenate([n for _, _, n in found]))
        rows = np.concatenate([rows for rows, _, _ in found])
        held_by = np.concatenate([np.full(len(r), i) for i, (r, _, _) in enumerate(found)])
        # Only the best k, and whatever ties the k-th, become uids and are sorted here.
        kept = (
            np.flatnonzero(scores >= np.partition(scores, len(scores) - k)[len(scores) - k])
            if len(scores) > k
            else range(len(scores))
        )
        pairs = [(float(scores[i]), spaces[held_by[i]].uids[rows[i]]) for i in kept]
        return [uid for _, uid in sorted(pairs, key=lambda pair: (-pair[0], pair[1]))[:k]]


def _record(uid: str, spaces: Sequence[tuple[str, _Postings]]) -> EpisodeRecord | None:
    return next((record for ns, space in spaces if (record := space.record(uid, ns)) is not None), None)


def _midnight(day: date) -> float:
    return datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp()


def _frequency(spaces: Sequence[_Postings], stem: str) -> int:
    return sum(space.frequency(stem) for space in spaces)


class WordSource(Protocol):
    """Where the index reads episodes' words (kg/store/episodes.py)."""

    async def words_of(self, namespace: str) -> list[StoredWords]:
        """Every live episode of the namespace."""
        ...

    async def uids_in_minutes(self, keys: Sequence[str]) -> dict[str, str]:
        """The episodes created in the minutes of `keys`."""
        ...

    async def words_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredWords]:
        """Those of `uids` that are live episodes of the namespace."""
        ...
