"""Concurrent Ingests share the server's extraction batches (kg/batching.py): each still gets its own facts, its
own episode and its own vectors, as if it had come alone. Against the session's real Dgraph and `kg serve`."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta

from kg.client import KgClient
from kg.dgraph import DgraphLauncher
from kg.embedding import cosine, load_embedder
from kg.episodes.texts import embedded_turn
from kg.store.vector_bytes import unpack
from tests.e2e.helpers import ratel_query, unique
from tests.e2e.test_episodes import person

SUNDAY = datetime(2024, 3, 3, 18, 0, tzinfo=UTC)
PASTIMES = ("repairing an old bicycle", "baking rye bread", "painting the fence", "learning chess openings")
PLACES = ("the harbour", "a mountain hut", "the night market", "a quiet library")


def turn(boss: str, index: int) -> str:
    """A turn of three sentences that names the speaker's manager; each caller's differs in every sentence."""
    rng = random.Random(index)
    return (
        f"My manager is {boss}. I spent the weekend {rng.choice(PASTIMES)} with {index + 2} friends. "
        f"Next month we are driving to {rng.choice(PLACES)}."
    )


async def test_concurrent_ingests_each_get_their_own_facts_episode_and_vectors(
    client: KgClient, dgraph: DgraphLauncher
) -> None:
    callers = 12
    speakers, bosses = [person() for _ in range(callers)], [person() for _ in range(callers)]
    texts = [turn(boss, i) for i, boss in enumerate(bosses)]
    replies = await asyncio.gather(
        *(
            client.ingest(text, speaker, SUNDAY + timedelta(seconds=i), conversation_id=unique("chat"))
            for i, (speaker, text) in enumerate(zip(speakers, texts, strict=True))
        )
    )
    model = load_embedder(required=True)
    assert model is not None
    uids = ", ".join(reply.episode.uid for reply in replies)
    stored = {
        o["uid"]: o for o in ratel_query(dgraph, f"{{ q(func: uid({uids})) {{ uid episode_vector_bytes }} }}")["q"]
    }
    for speaker, boss, text, reply in zip(speakers, bosses, texts, replies, strict=True):
        assert reply.episode.text == text and reply.episode.speaker == speaker
        [manager] = [f for f in reply.written if f.type == "HAS_MANAGER"]
        names = {node.uid: node.name for node in reply.created}
        assert names[manager.to_uid] == boss and manager.from_uid == reply.episode.speaker_uid
        assert manager.derived_from_uid == reply.episode.uid
        rows = unpack(stored[reply.episode.uid]["episode_vector_bytes"]).reshape(-1, 384)
        expected = model.embed_parts(*embedded_turn(speaker, text, None))  # each is its conversation's first turn
        assert len(rows) == len(expected) == 3  # the turn, then its sentences of five words or more
        for row, wanted in zip(rows, expected, strict=True):
            assert cosine(list(row), wanted) > 0.999
