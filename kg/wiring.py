"""The Dgraph stores of kg/store handed to the domain's services, which know them only as the interfaces of
kg/domain/ports.py. Used by the composition roots: `kg serve` (kg/api/server.py), the jobs (kg/jobs/entry.py)
and tests against a real Dgraph."""

from __future__ import annotations

from kg.domain.access_recorder import AccessRecorder
from kg.domain.activation import ActivationPolicy
from kg.domain.edge_types import EdgeTypeRegistry
from kg.domain.graph import GraphService, GraphStores, MemorySettings
from kg.domain.memory import MemoryService
from kg.domain.node_edits import NodeEdits
from kg.domain.ports import VectorSink
from kg.domain.privacy import PrivacyService
from kg.domain.role_holders import RoleHolders
from kg.domain.scheduled import ScheduledChanges
from kg.domain.secret_filter import SecretFilter
from kg.embedding import Embedder
from kg.extraction import Extractor
from kg.jobs.decay import DecayJob, DecayOptions
from kg.jobs.embed_names import NameEmbedding
from kg.jobs.prune import Pruner
from kg.recall.namespace_cache import LOAD_WAIT_SECONDS
from kg.recall.pipeline import HybridRecall
from kg.recall.vector_index import (
    MAX_VECTORS,
    EpisodeVectorIndex,
    IndexedVectorSink,
    VectorIndex,
)
from kg.recall.word_index import EpisodeWordIndex
from kg.store.activation import ActivationStore
from kg.store.edge_types import EdgeTypeStore
from kg.store.edges import EdgeStore
from kg.store.episodes import EpisodeStore
from kg.store.export import HistoryStore
from kg.store.lease import LeaseStore
from kg.store.merge import MergeStore
from kg.store.name_vectors import NameVectorSource
from kg.store.nodes import NodeStore
from kg.store.requests import RequestStore
from kg.store.txn import DgraphStore
from kg.store.vectors import VectorWriter


def name_vector_index(
    db: DgraphStore, max_vectors: int = MAX_VECTORS, load_wait: float = LOAD_WAIT_SECONDS
) -> VectorIndex:
    """Nodes' name vectors, searched in kg's process; one per process, shared by the writes and Recall."""
    return VectorIndex(
        NameVectorSource(db), mutable=True, max_vectors=max_vectors, load_wait=load_wait, name="node name vectors"
    )


def graph_stores(db: DgraphStore, names: VectorIndex | None = None) -> GraphStores:
    """With `names`, the name vectors kg writes are searchable there at once."""
    vectors: VectorSink = VectorWriter(db) if names is None else IndexedVectorSink(VectorWriter(db), names)
    return GraphStores(db, NodeStore(db), EdgeStore(db), RequestStore(), vectors, ActivationStore(db))


def edge_type_registry(db: DgraphStore) -> EdgeTypeRegistry:
    return EdgeTypeRegistry(EdgeTypeStore(db))


def graph_service(
    db: DgraphStore,
    registry: EdgeTypeRegistry,
    memory: MemorySettings | None = None,
    secrets: SecretFilter | None = None,
    *,
    policy: ActivationPolicy | None = None,
    embedder: Embedder | None = None,
    names: VectorIndex | None = None,
) -> GraphService:
    graph = GraphService(
        graph_stores(db, names), registry, memory or MemorySettings(), secrets, policy=policy, embedder=embedder
    )
    graph.role_releases = RoleHolders(node_edits(graph))
    return graph


def node_edits(graph: GraphService) -> NodeEdits:
    return NodeEdits(graph, MergeStore())


def memory_service(
    graph: GraphService,
    db: DgraphStore,
    extractor: Extractor | None = None,
    embedder: Embedder | None = None,
    vectors_cached: int = MAX_VECTORS,
    names: VectorIndex | None = None,
    load_wait: float = LOAD_WAIT_SECONDS,
) -> MemoryService:
    episodes = EpisodeStore(db)
    vectors = EpisodeVectorIndex(episodes, max_vectors=vectors_cached, load_wait=load_wait, name="episode vectors")
    words = EpisodeWordIndex(episodes, max_episodes=vectors_cached, load_wait=load_wait)
    names = names or name_vector_index(db, vectors_cached, load_wait)
    recaller = HybridRecall(graph, episodes, embedder, None, vectors, names, words)
    return MemoryService(graph, episodes, recaller, vectors, extractor, embedder, names, words, node_edits(graph))


def privacy_service(db: DgraphStore) -> PrivacyService:
    return PrivacyService(db, NodeStore(db), EpisodeStore(db), HistoryStore(db))


def access_recorder(db: DgraphStore, policy: ActivationPolicy) -> AccessRecorder:
    return AccessRecorder(db, ActivationStore(db), policy)


def decay_job(
    db: DgraphStore,
    policy: ActivationPolicy,
    options: DecayOptions | None = None,
    holder: str | None = None,
    graph: GraphService | None = None,
) -> DecayJob:
    """With `graph`, a run also makes current the scheduled changes whose time has come."""
    scheduled = ScheduledChanges(graph) if graph is not None else None
    return DecayJob(ActivationStore(db), LeaseStore(db), policy, options, holder, scheduled)


def pruner(db: DgraphStore, policy: ActivationPolicy) -> Pruner:
    return Pruner(ActivationStore(db), NodeStore(db), policy)


def name_embedding(db: DgraphStore, graph: GraphService, embedder: Embedder | None) -> NameEmbedding:
    """Name vectors for nodes that have none, written through `graph`'s sink (searchable in this process at
    once); without a model, it refuses the work."""
    source = NameVectorSource(db)
    return NameEmbedding(source.missing, source.lacking, graph.nodes, embedder, graph.vectors)
