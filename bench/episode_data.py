"""Synthetic episodes for the Recall benchmark: two-person conversations among the graph's people, written
straight into kg's schema with the set mutation kg's own Ingest uses (kg/store/episodes.py, episode_set).

Ingest runs at about 12 turns a second here (spaCy, the embedding model and a transaction per turn), so 200,000
turns through it would take five hours. The loader skips the extraction and writes episodes in batches instead:
text, speaker, conversation, previous turn, mentions (the other person, when greeted by name), resolved dates,
word keys and the vector, exactly the fields Ingest writes. Texts come from a pool of distinct sentences made of
templates and the graph's vocabularies (topics, places, projects), each embedded once by kg's model: a turn takes
a pool sentence (and sometimes a greeting naming the other speaker, which its vector leaves out). So turns repeat
sentences across conversations, as a memory of many people talking about the same things would, and Recall
searches real vectors: how many neighbours pass its similarity floor matches what it reads for real text.

An episode is created when it was said (`created_at` = said-at), as if ingested live over two years.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pydgraph

from bench.graph_data import PLACES, PROJECTS, TENANT, TOPICS, mutate_all, node_quads
from kg.embedding.model import load_embedder
from kg.episodes.words import words
from kg.model.episodes import DateRange, NewEpisode
from kg.model.types import NodeType
from kg.store.episodes import episode_set
from kg.temporal.resolve import resolve_times

TURNS_PER_CONVERSATION = 200
TURNS_PER_SESSION = 20
CONVERSATIONS_PER_BATCH = 5  # 1,000 turns, about 3 MB of JSON (each vector is 2 KB of base64)
GREETED_SHARE = 0.12  # turns that open with the other speaker's first name
_TEMPLATES = (
    "I went to {place} {when} and it was amazing.",
    "Have you ever tried {topic}? I got into it {when}.",
    "I finally finished the first part of {project}!",
    "We had {topic} with my family in {place} {when}.",
    "I've been really into {topic} lately, it helps me relax.",
    "My sister is moving to {place} next month.",
    "Work on {project} has been stressful {when}.",
    "How was your trip to {place}?",
    "I signed up for a {topic} class {when}.",
    "That sounds great! I love {topic} too.",
    "I can't believe it's been a year since we met in {place}.",
    "I'll bring some {topic} next time we meet.",
    "Our team presented {project} to the board {when}.",
    "I'm thinking about giving up {topic}, it takes too much time.",
    "My kids tried {topic} for the first time {when} in {place}.",
    "Do you still go to {place} for {topic}?",
)
_WHEN = ("yesterday", "last week", "last weekend", "two days ago", "this morning", "in May", "last year", "today")


@dataclass
class Episodes:
    """What was loaded: who speaks (for questions) and the figures about the load."""

    episodes: int = 0
    conversations: int = 0
    speakers: list[str] = field(default_factory=list)  # names
    pool: int = 0
    embed_seconds: float = 0.0
    load_seconds: float = 0.0


def sentence_pool(size: int, rng: random.Random) -> list[str]:
    """`size` distinct sentences from the templates (fewer if the vocabularies run out)."""
    pool: dict[str, None] = {}
    for _ in range(size * 20):
        if len(pool) >= size:
            break
        template = rng.choice(_TEMPLATES)
        text = template.format(
            place=rng.choice(PLACES),
            when=rng.choice(_WHEN),
            topic=rng.choice(TOPICS),
            project=f"Project {rng.choice(PROJECTS)}",
        )
        pool[text] = None
    return list(pool)


def _conversation_turns(
    number: int,
    pair: tuple[tuple[str, str], tuple[str, str]],
    pool: Sequence[str],
    vectors: Sequence[Sequence[float]],
    conversation_uid: str,
    start: datetime,
    rng: random.Random,
) -> Iterator[dict[str, Any]]:
    """The set mutations of one conversation's turns, in order, each pointing at the one before it."""
    previous_text, previous_ref = "", ""
    at = start
    for turn in range(TURNS_PER_CONVERSATION):
        if turn and turn % TURNS_PER_SESSION == 0:
            at += timedelta(days=rng.uniform(2, 9))
        at += timedelta(minutes=rng.uniform(0.5, 4))
        (speaker_uid, speaker), (other_uid, other) = pair if turn % 2 == 0 else pair[::-1]
        chosen = rng.randrange(len(pool))
        greeted = rng.random() < GREETED_SHARE
        text = f"{other.split()[0]}, {pool[chosen]}" if greeted else pool[chosen]
        own, before = words(text), words(previous_text)
        dates = tuple(DateRange(s.text, s.start, s.end, s.label()) for s in resolve_times(text, at))
        new = NewEpisode(
            text,
            TENANT,
            at,
            speaker_uid,
            conversation_uid,
            (other_uid,) if greeted else (),
            "",  # the previous turn is a blank node of the same batch: linked below
            dates,
            frozenset(own),
            frozenset(before),
            len(own) + len(before),
            tuple(vectors[chosen]),
            speaker,
            f"conversation {number}",
        )
        ref = f"_:t{number}_{turn}"
        obj = episode_set(new, ref, at)
        if previous_ref:
            obj["previous_episode"] = {"uid": previous_ref}
        yield obj
        previous_text, previous_ref = text, ref
    yield {"uid": conversation_uid, "last_episode": {"uid": previous_ref}}


async def load_episodes(
    client: pydgraph.AsyncDgraphClient,
    people: Sequence[tuple[str, str]],
    episodes: int,
    pool_size: int = 4_000,
    seed: int = 13,
) -> Episodes:
    """About `episodes` turns (whole conversations of TURNS_PER_CONVERSATION) among `people` ((uid, name) pairs of
    the loaded graph), said over the two years before now, into namespace TENANT."""
    rng = random.Random(seed)
    loaded = Episodes()
    embedder = load_embedder(required=True)
    assert embedder is not None  # required: a missing model raises
    pool = sentence_pool(pool_size, rng)
    began = time.monotonic()
    vectors = embedder.embed(pool)
    loaded.embed_seconds = time.monotonic() - began
    loaded.pool = len(pool)

    began = time.monotonic()
    conversations = max(1, episodes // TURNS_PER_CONVERSATION)
    speakers = rng.sample(list(people), min(len(people), max(2, conversations // 2)))
    pairs = [tuple(rng.sample(speakers, 2)) for _ in range(conversations)]
    now = datetime.now(UTC)
    starts = [now - timedelta(days=rng.uniform(60, 730)) for _ in range(conversations)]
    conversation_quads = "".join(
        node_quads(f"_:c{n}", NodeType.CONVERSATION.value, f"conversation {n}", starts[n], 0.5)
        for n in range(conversations)
    )
    made = await mutate_all(client, iter([conversation_quads]), keep_uids=True, in_flight=1)

    def batches() -> Iterator[list[dict[str, Any]]]:
        for first in range(0, conversations, CONVERSATIONS_PER_BATCH):
            batch: list[dict[str, Any]] = []
            for n in range(first, min(first + CONVERSATIONS_PER_BATCH, conversations)):
                pair = (pairs[n][0], pairs[n][1])
                batch += _conversation_turns(n, pair, pool, vectors, made[f"c{n}"], starts[n], rng)
            yield batch

    # One batch at a time: batches share speakers, whose reverse edges would make concurrent ones conflict.
    await mutate_all(client, batches(), keep_uids=False, in_flight=1)
    loaded.load_seconds = time.monotonic() - began
    loaded.episodes = conversations * TURNS_PER_CONVERSATION
    loaded.conversations = conversations
    loaded.speakers = sorted({name for _, name in speakers})
    return loaded
