"""The jobs wired from Settings, shared by `kg serve` (scheduler) and the CLI (`kg decay --once`, `kg prune`,
`kg embed-names`, `kg embed-episodes`)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from kg.domain.activation import ActivationPolicy
from kg.domain.graph import GraphService, MemorySettings
from kg.embedding import Embedder, load_embedder
from kg.jobs.decay import DecayJob, DecayOptions, DecayOutcome
from kg.jobs.embed_episodes import EpisodeEmbedding
from kg.jobs.embed_names import NameEmbedding
from kg.jobs.prune import PruneOutcome
from kg.jobs.vector_fill import EmbedOutcome, VectorFill
from kg.settings import Settings
from kg.store.activation import PruneCandidate
from kg.store.alphas import AlphaPool
from kg.store.connection import open_dgraph
from kg.store.episodes import EpisodeStore
from kg.store.name_vectors import NameVectorSource
from kg.store.nodes import NodeStore
from kg.store.schema import SCHEMA_VERSION, recorded_version
from kg.store.txn import DgraphStore
from kg.store.vectors import VectorWriter
from kg.wiring import decay_job as wired_decay_job
from kg.wiring import edge_type_registry, graph_service, pruner


class SchemaTooOld(RuntimeError):
    """The database has not been migrated to this kg's schema (`kg schema apply` does it)."""


def activation_policy(settings: Settings) -> ActivationPolicy:
    return ActivationPolicy(
        initial=settings.initial_activation,
        boost=settings.activation_boost,
        maximum=settings.max_activation,
        floor=settings.activation_floor,
        rate_per_day=settings.decay_rate,
        grace_days=settings.decay_grace_days,
        core_threshold=settings.core_threshold,
    )


def memory_settings(settings: Settings) -> MemorySettings:
    return MemorySettings(
        initial_activation=settings.initial_activation,
        activation_boost=settings.activation_boost,
        max_activation=settings.max_activation,
        default_confidence=settings.default_confidence,
    )


def decay_job(db: DgraphStore, settings: Settings, graph: GraphService | None = None) -> DecayJob:
    """Decay, and the scheduled changes come due, written through `graph` (one of its own when none is given)."""
    options = DecayOptions(
        lease_seconds=settings.decay_lease_seconds,
        page_size=settings.decay_page_size,
        concurrency=settings.decay_concurrency,
    )
    if graph is None:
        graph = graph_service(db, edge_type_registry(db), memory_settings(settings))
    return wired_decay_job(db, activation_policy(settings), options, graph=graph)


async def decay_once(settings: Settings) -> DecayOutcome:
    """One decay run against the configured Dgraph (a container job or CronJob)."""
    client = await open_dgraph(settings)
    try:
        await _require_schema(client, settings)
        return await decay_job(DgraphStore(client, settings.dgraph_timeout_seconds), settings).run_once()
    finally:
        await client.close()


async def prune(settings: Settings, apply: bool, limit: int) -> list[PruneCandidate] | PruneOutcome:
    """The prune candidates, or (with `apply`) remove them."""
    client = await open_dgraph(settings)
    try:
        await _require_schema(client, settings)
        job = pruner(DgraphStore(client, settings.dgraph_timeout_seconds), activation_policy(settings))
        return await (job.apply(limit) if apply else job.candidates(limit))
    finally:
        await client.close()


async def embed_names(settings: Settings, namespace: str, done: Callable[[int], None]) -> EmbedOutcome:
    """Name vectors for the live nodes of `namespace` (every one, when empty) that have none. The model is
    required (ModelFileError without it)."""

    def job(db: DgraphStore, embedder: Embedder | None) -> VectorFill:
        source = NameVectorSource(db)
        return NameEmbedding(source.missing, source.lacking, NodeStore(db), embedder, VectorWriter(db))

    return await _fill_vectors(settings, job, namespace, done)


async def embed_episodes(settings: Settings, namespace: str, done: Callable[[int], None]) -> EmbedOutcome:
    """Vectors for the live episodes of `namespace` (every one, when empty) that have none. The model is required
    (ModelFileError without it)."""

    def job(db: DgraphStore, embedder: Embedder | None) -> VectorFill:
        episodes = EpisodeStore(db)
        return EpisodeEmbedding(episodes.missing_vectors, episodes, embedder, VectorWriter(db))

    return await _fill_vectors(settings, job, namespace, done)


async def _fill_vectors(
    settings: Settings,
    job: Callable[[DgraphStore, Embedder | None], VectorFill],
    namespace: str,
    done: Callable[[int], None],
) -> EmbedOutcome:
    embedder = await asyncio.to_thread(load_embedder, required=True, cache_dir=settings.cache_dir)
    client = await open_dgraph(settings)
    try:
        await _require_schema(client, settings)
        return await job(DgraphStore(client, settings.dgraph_timeout_seconds), embedder).run(namespace, done)
    finally:
        await client.close()


async def _require_schema(client: AlphaPool, settings: Settings) -> None:
    # Jobs never alter the schema (two CronJob pods could race); they refuse to run on an old one.
    version = await recorded_version(client, settings.dgraph_timeout_seconds)
    if version is None or version < SCHEMA_VERSION:
        raise SchemaTooOld(
            f"the database has schema version {version}, this kg needs {SCHEMA_VERSION}: "
            "run `kg schema apply` (or start `kg serve`) first"
        )
