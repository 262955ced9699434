"""What the backfills of missing vectors share (kg/jobs/embed_names.py, kg/jobs/embed_episodes.py): the records
without one, a page at a time, grouped by namespace, embedded and written a batch at a time; a count per batch.

Each writes with fill-only upserts (kg/store/vectors.py): a vector written meanwhile is kept. Running servers pick
the new vectors up within seconds, through the same minute keys as their own writes (kg/recall/namespace_cache.py).
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import AsyncGenerator, Callable
from contextlib import aclosing
from dataclasses import dataclass
from typing import Protocol

from kg.embedding import Embedder
from kg.errors import FailedPrecondition

BATCH = 64  # records per model run and per vector write


class MissingVectors(Protocol):
    def __call__(self, namespace: str = "") -> AsyncGenerator[list[tuple[str, str]], None]:
        """Pages of (uid, namespace) of live records without a vector, of `namespace` or of every one."""
        ...


@dataclass(frozen=True)
class EmbedOutcome:
    records: int  # vectors written
    seconds: float


class VectorFill(ABC):
    """Subclasses embed and write the vectors of one namespace's records (`fill`)."""

    def __init__(self, missing: MissingVectors, embedder: Embedder | None) -> None:
        self.missing = missing
        self.embedder = embedder  # None: a server without its sentence model, which refuses the work

    async def run(self, namespace: str = "", done: Callable[[int], None] | None = None) -> EmbedOutcome:
        """Embed every live record of `namespace` (of all, when empty) that has no vector; `done` is told how
        many each batch wrote."""
        began, written = time.monotonic(), 0
        async with aclosing(self.batches(namespace)) as batches:
            async for count in batches:
                written += count
                if done is not None:
                    done(count)
        return EmbedOutcome(written, time.monotonic() - began)

    async def batches(self, namespace: str = "") -> AsyncGenerator[int, None]:
        """`run`, a batch at a time: how many records each batch gave a vector."""
        embedder = self.embedder
        if embedder is None:
            raise FailedPrecondition("this server runs without its sentence model (KG_EMBEDDINGS, or not installed)")
        async with aclosing(self.missing(namespace)) as pages:
            async for page in pages:
                by_namespace: dict[str, list[str]] = {}
                for uid, owner in page:
                    by_namespace.setdefault(owner, []).append(uid)
                for owner, uids in by_namespace.items():
                    async with aclosing(self.fill(embedder, uids, owner)) as filled:
                        async for count in filled:
                            yield count

    @abstractmethod
    def fill(self, embedder: Embedder, uids: list[str], namespace: str) -> AsyncGenerator[int, None]:
        """Vectors for those of `uids` (records of `namespace`) still there, a batch at a time: how many each
        batch embedded."""
