"""Vectors for the live episodes that have none: `kg embed-episodes` (a job against Dgraph) runs this.

An Ingest embeds its turn as it writes it, unless kg runs without its model: such episodes are found by their
words alone. Once the model is installed, this job gives each the vectors its Ingest would have written (the turn
read after the end of the turn before it, then each sentence: kg/episodes/texts.py), without overwriting any
written meanwhile: kg/jobs/vector_fill.py. A retracted episode gets none.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Sequence
from typing import Protocol

from kg.domain.ports import VectorSink
from kg.embedding import Embedder
from kg.episodes.texts import embedded_turn
from kg.jobs.vector_fill import BATCH, MissingVectors, VectorFill
from kg.model.episodes import EpisodeRecord
from kg.store.vectors import PendingVector


class EpisodeReads(Protocol):
    async def get_many(self, uids: Sequence[str], namespaces: Sequence[str]) -> dict[str, EpisodeRecord]: ...


class EpisodeEmbedding(VectorFill):
    def __init__(
        self, missing: MissingVectors, episodes: EpisodeReads, embedder: Embedder | None, sink: VectorSink
    ) -> None:
        super().__init__(missing, embedder)
        self.episodes = episodes
        self.sink = sink

    async def fill(self, embedder: Embedder, uids: list[str], namespace: str) -> AsyncGenerator[int, None]:
        # Read again as records (one retracted since the page was read is skipped), with the turns before them.
        episodes = await self.episodes.get_many(uids, [namespace])
        before_uids = {e.previous_uid for e in episodes.values() if e.previous_uid} - episodes.keys()
        turns = {**episodes, **await self.episodes.get_many(sorted(before_uids), [namespace])}
        ordered = list(episodes.values())
        for start in range(0, len(ordered), BATCH):
            batch = ordered[start : start + BATCH]
            rows = await asyncio.to_thread(_embedded, embedder, batch, turns)
            await self.sink.write(
                [
                    PendingVector(e.uid, "episode_vector", tuple(vector), namespace, True, tuple(map(tuple, more)))
                    for e, (vector, *more) in zip(batch, rows, strict=True)
                ]
            )
            yield len(batch)


def _embedded(
    embedder: Embedder, batch: Sequence[EpisodeRecord], turns: dict[str, EpisodeRecord]
) -> list[list[list[float]]]:
    """Each episode's vectors as its Ingest embeds them: the turn's, then its sentences'. A turn before it that is
    gone (retracted) is not read."""
    return [embedder.embed_parts(*embedded_turn(e.speaker, e.text, turns.get(e.previous_uid))) for e in batch]
