"""An episode written straight into Dgraph as Ingest writes it, with a conversation and a speaker of its own: what
the index tests (word, vector) load and refresh."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from kg.model.episodes import DateRange, Ended, NewEpisode
from kg.store.episodes import EpisodeStore
from kg.store.txn import DgraphStore, Txn

SAID = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


async def write_episode(
    db: DgraphStore,
    namespace: str,
    text: str,
    *,
    words: frozenset[str] = frozenset(),
    context_words: frozenset[str] = frozenset(),
    vector: Sequence[float] = (),
    sentence_vectors: Sequence[Sequence[float]] = (),
    previous_uid: str = "",
    dates: tuple[DateRange, ...] = (),
    mentioning: bool = False,
    asks: bool = False,
    said_at: datetime = SAID,
    ends: tuple[Ended, ...] = (),
) -> str:
    """The new episode's uid. With `mentioning`, it mentions a person of its own besides its speaker."""
    store = EpisodeStore(db)

    async def work(txn: Txn) -> str:
        made = await txn.mutate(
            set_obj=[
                {"uid": "_:c", "dgraph.type": "Conversation", "tenant": namespace},
                {"uid": "_:s", "dgraph.type": "User", "tenant": namespace},
                *([{"uid": "_:m", "dgraph.type": "Entity", "tenant": namespace}] if mentioning else []),
            ],
            commit=False,
        )
        new = NewEpisode(
            text,
            namespace,
            said_at,
            made.uids["s"],
            made.uids["c"],
            mention_uids=(made.uids["m"],) if mentioning else (),
            previous_uid=previous_uid,
            dates=dates,
            words=words,
            context_words=context_words,
            length=len(words) + len(context_words - words),
            vector=tuple(vector),
            sentence_vectors=tuple(tuple(v) for v in sentence_vectors),
            asks=asks,
            ends=ends,
        )
        uid = await store.create_in(txn, new, datetime.now(UTC))
        await txn.commit()
        return uid

    return await db.write(work)
