"""`kg serve`: the grpc.aio server with health, reflection and graceful shutdown."""

from __future__ import annotations

import asyncio
import gc
import ipaddress
import signal

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

from kg.api import reflection
from kg.api.alpha_watch import AlphaWatch
from kg.api.interceptors import Authenticate, KgInterceptor
from kg.api.memory_servicer import MemoryServicer
from kg.api.privacy_servicer import PrivacyServicer
from kg.api.registration import add_wrapped
from kg.api.servicer import GraphServicer
from kg.auth.bearer import BearerAuth, OpenAccess
from kg.auth.caller import local_caller
from kg.auth.tokens import TokenRegistry
from kg.blas import one_blas_thread
from kg.domain.access_buffer import AccessBuffer
from kg.domain.graph import GraphService
from kg.domain.memory import MemoryService
from kg.domain.secret_filter import SecretFilter
from kg.embedding import INSTALL_HINT, Embedder, load_embedder
from kg.errors import FailedPrecondition, Unauthenticated, Unavailable
from kg.extraction import Extractor
from kg.jobs.entry import activation_policy, decay_job, memory_settings
from kg.jobs.name_backlog import NameBacklog
from kg.jobs.scheduler import DecayScheduler, ScheduleError
from kg.logging import get_logger
from kg.metrics import ServerMetrics
from kg.recall.vector_index import VectorIndex
from kg.recall.word_index import EpisodeWordIndex
from kg.settings import Settings
from kg.store.connection import alpha_pool, log_in, unreachable_message, when_reachable
from kg.store.schema import apply_schema
from kg.store.txn import DgraphStore
from kg.tls import TlsConfigError, server_credentials
from kg.v1 import kg_pb2, kg_pb2_grpc
from kg.wiring import (
    edge_type_registry,
    graph_service,
    memory_service,
    name_embedding,
    name_vector_index,
    node_edits,
    privacy_service,
)

log = get_logger(__name__)
# What was written without the model is found by words only until these give it vectors (with the model).
LATER_HINT = "kg embed-names; kg embed-episodes"

SERVICE_NAMES: list[str] = [
    kg_pb2.DESCRIPTOR.services_by_name["GraphService"].full_name,
    kg_pb2.DESCRIPTOR.services_by_name["PrivacyService"].full_name,
    kg_pb2.DESCRIPTOR.services_by_name["MemoryService"].full_name,
    health_pb2.DESCRIPTOR.services_by_name["Health"].full_name,
    *reflection.SERVICES,
]
YOUNG_COLLECTION_ALLOCATIONS = 7000  # gc's first threshold while serving (Python's default: 700); see start()


class ConfigurationError(RuntimeError):
    pass


def authenticator(settings: Settings) -> Authenticate:
    """Bearer tokens when configured; open access only when explicitly allowed."""
    registry = TokenRegistry.load(settings.tokens_file, settings.tokens)
    if registry is not None:
        return BearerAuth(registry)
    if settings.allow_unauthenticated:
        log.warning("auth.disabled", namespace=settings.default_namespace)
        return OpenAccess(local_caller(settings.default_namespace))
    raise ConfigurationError(
        "no tokens configured: set KG_TOKENS_FILE (see `kg token create`) or KG_TOKENS, "
        "or KG_ALLOW_UNAUTHENTICATED=true for local development"
    )


def tls_credentials(settings: Settings) -> grpc.ServerCredentials | None:
    if not settings.tls_cert_file:
        return None
    try:
        return server_credentials(settings.tls_cert_file, settings.tls_key_file, settings.tls_client_ca_file)
    except TlsConfigError as exc:
        raise ConfigurationError(f"TLS: {exc}") from None


class KgServer:
    """The running server and what it owns; `stop()` shuts down in the order clients can rely on."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        one_blas_thread()  # kg/blas.py says why
        self.health = health.aio.HealthServicer()
        self.metrics = ServerMetrics()
        self.interceptor = KgInterceptor(authenticator(settings), self.metrics.record_rpc)
        self.metrics.set_in_flight_source(lambda: self.interceptor.in_flight.count)
        self.metrics.set_buffer_depth_source(lambda: self.access_buffer.pending if self.access_buffer else 0)
        self.metrics.set_names_pending_source(lambda: self.name_backlog.pending if self.name_backlog else 0)
        self.server = grpc.aio.server()  # kg's methods are wrapped when registered (kg/api/registration.py)
        self.port = 0
        self.health_server: grpc.aio.Server | None = None
        self.tls = tls_credentials(settings)  # read now: a bad file stops the start before Dgraph is touched
        self.access_buffer: AccessBuffer | None = None
        self.scheduler: DecayScheduler | None = None
        self.alpha_watch: AlphaWatch | None = None
        self.name_backlog: NameBacklog | None = None

    async def start(self) -> None:
        try:
            self.metrics.serve(self.settings.metrics_host, self.settings.metrics_port)
        except OSError as exc:
            raise ConfigurationError(
                f"cannot serve metrics on {self.settings.metrics_host}:"
                f"{self.settings.metrics_port}: {exc}; set KG_METRICS_PORT (0: off)"
            ) from None
        self.dgraph = alpha_pool(self.settings)
        db = DgraphStore(self.dgraph, self.settings.dgraph_timeout_seconds)
        db.observer = self.metrics
        registry = edge_type_registry(db)

        async def prepare() -> None:
            await log_in(self.dgraph, self.settings)
            if self.settings.apply_schema_on_start:
                await apply_schema(self.dgraph)
            await registry.load()

        try:
            await when_reachable(prepare, self.settings.dgraph_start_wait_seconds)
        except Unavailable as exc:  # the store's translation of an alpha that does not answer
            raise ConfigurationError(unreachable_message(self.settings, exc)) from None
        except (FailedPrecondition, Unauthenticated) as exc:  # a database migrated by a newer kg; a refused login
            raise ConfigurationError(str(exc)) from None
        memory = memory_settings(self.settings)
        embedder = await asyncio.to_thread(self._embedder)
        load_wait = self.settings.vector_load_wait_seconds
        names = name_vector_index(db, self.settings.episode_vectors_cached, load_wait)
        graph = graph_service(
            db,
            registry,
            memory,
            SecretFilter.from_setting(self.settings.secret_patterns),
            policy=activation_policy(self.settings),
            embedder=embedder,
            names=names,
        )
        self._start_activation(db, graph)
        wrap = self.interceptor.wrap
        names_job = name_embedding(db, graph, embedder)
        if embedder is not None and self.settings.embed_names_in_background:
            self.name_backlog = NameBacklog(names_job)
            graph.name_backlog = self.name_backlog
            self.name_backlog.start()
        add_wrapped(
            kg_pb2_grpc.add_GraphServiceServicer_to_server,
            GraphServicer(graph, node_edits(graph), names_job),
            self.server,
            wrap,
        )
        add_wrapped(
            kg_pb2_grpc.add_PrivacyServiceServicer_to_server, PrivacyServicer(privacy_service(db)), self.server, wrap
        )
        extractor = await asyncio.to_thread(Extractor, prefer_model=self.settings.extraction_model)  # spaCy, once
        memory_rpcs = memory_service(
            graph, db, extractor, embedder, self.settings.episode_vectors_cached, names, load_wait
        )
        add_wrapped(kg_pb2_grpc.add_MemoryServiceServicer_to_server, MemoryServicer(memory_rpcs), self.server, wrap)
        self._measure_indexes(memory_rpcs, names)
        health_pb2_grpc.add_HealthServicer_to_server(self.health, self.server)
        reflection.enable_reflection(SERVICE_NAMES, self.server)
        # What start-up made (modules, spaCy, the embedding model) lives as long as the server: out of the cyclic
        # collector's sight, its full passes no longer walk it all (they were 5 % of kg's CPU per GetNode).
        gc.freeze()
        # A young collection walks what the calls in flight hold at that moment; after every 700 allocations (the
        # default) that was 1.4 % of kg's CPU under 16 GetNode clients, after every 7,000 0.3 % (lab, gc callbacks).
        gc.set_threshold(YOUNG_COLLECTION_ALLOCATIONS, *gc.get_threshold()[1:])
        self.port = self._listen()
        await self.server.start()
        await self._serve_plain_health()
        await self._set_serving(health_pb2.HealthCheckResponse.SERVING)
        self.alpha_watch = AlphaWatch(self.dgraph, self._set_dgraph_answering)
        self.alpha_watch.start()
        tls = "mutual" if self.settings.tls_client_ca_file else "on" if self.tls else "off"
        log.info("server.serving", host=self.settings.grpc_host, port=self.port, tls=tls)

    def _measure_indexes(self, memory: MemoryService, names: VectorIndex) -> None:
        """The gauges of Recall's in-process indexes, which kg's memory grows with (bounded per index)."""
        episode_vectors, episode_words = memory.vectors, memory.words
        self.metrics.set_index_sources("name_vectors", lambda: names.size, lambda: names.array_bytes)
        if isinstance(episode_vectors, VectorIndex):
            self.metrics.set_index_sources(
                "episode_vectors", lambda: episode_vectors.size, lambda: episode_vectors.array_bytes
            )
        if isinstance(episode_words, EpisodeWordIndex):
            self.metrics.set_index_sources("episode_words", lambda: episode_words.size, None)

    def _listen(self) -> int:
        """The API port: TLS only when a certificate is configured, else plain text (local development)."""
        address = f"{self.settings.grpc_host}:{self.settings.grpc_port}"
        if self.tls is not None:
            return int(self.server.add_secure_port(address, self.tls))
        if not _is_loopback(self.settings.grpc_host):
            log.warning(
                "server.plain_text",
                host=self.settings.grpc_host,
                effect="tokens cross the network in clear",
                fix="set KG_TLS_CERT_FILE and KG_TLS_KEY_FILE",
            )
        return int(self.server.add_insecure_port(address))

    async def _serve_plain_health(self) -> None:
        """The health service alone on KG_HEALTH_PORT, in plain text, for probes that cannot speak TLS."""
        if not self.settings.health_port:
            return
        self.health_server = grpc.aio.server()
        health_pb2_grpc.add_HealthServicer_to_server(self.health, self.health_server)
        address = f"{self.settings.health_host}:{self.settings.health_port}"
        try:
            self.health_server.add_insecure_port(address)
        except RuntimeError as exc:  # grpc's way of saying the address is taken
            raise ConfigurationError(f"cannot serve health on {address}: {exc}; set KG_HEALTH_PORT (0: off)") from None
        await self.health_server.start()

    def _embedder(self) -> Embedder | None:
        """The packaged sentence model, or None: then Recall finds episodes by words, names and time only."""
        if not self.settings.embeddings:
            log.info("embeddings.off", reason="KG_EMBEDDINGS=false", later=LATER_HINT)
            return None
        embedder = load_embedder(cache_dir=self.settings.cache_dir)
        if embedder is None:
            log.warning(
                "embeddings.unavailable", effect="Recall is lexical only", install=INSTALL_HINT, later=LATER_HINT
            )
        else:
            log.info("embeddings.loaded", model=embedder.name, dimension=embedder.dimension)
        return embedder

    async def stop(self) -> None:
        # Health first, so load balancers stop sending; then in-flight calls get the grace period.
        if self.alpha_watch is not None:
            await self.alpha_watch.stop()
        await self._set_serving(health_pb2.HealthCheckResponse.NOT_SERVING)
        log.info("server.stopping", grace_seconds=self.settings.grace_seconds)
        # Refuse new calls, let kg's calls in flight finish within the grace period, then end what is left:
        # long-lived streams such as health watches would otherwise hold shutdown for the whole grace period.
        stopping = asyncio.create_task(self.server.stop(self.settings.grace_seconds))
        drained = await self.interceptor.in_flight.wait_idle(self.settings.grace_seconds)
        await self.server.stop(0)
        await stopping
        if self.health_server is not None:
            await self.health_server.stop(0)
        log.info("server.drained", in_flight_left=self.interceptor.in_flight.count, drained=drained)
        await self._stop_activation()
        if self.name_backlog is not None:
            await self.name_backlog.stop()
        await self.dgraph.close()
        await self.metrics.close()
        log.info("server.stopped")

    def _start_activation(self, db: DgraphStore, graph: GraphService) -> None:
        """Reads count as accesses through a write-behind buffer; decay runs on a schedule (unless off)."""
        self.access_buffer = AccessBuffer(
            graph.accesses.apply_batch, self.settings.access_flush_seconds, self.settings.access_batch_size
        )
        graph.access_buffer = self.access_buffer
        self.access_buffer.start()
        if self.settings.decay_scheduler:
            job = decay_job(db, self.settings, graph)

            async def decay_and_count() -> None:
                outcome = await job.run_once()
                if outcome.ran:
                    self.metrics.record_decay(outcome.nodes, outcome.edges, outcome.seconds)

            try:
                self.scheduler = DecayScheduler(
                    decay_and_count, self.settings.decay_schedule, self.settings.decay_misfire_grace_seconds
                )
            except ScheduleError as exc:
                raise ConfigurationError(str(exc)) from None
            self.scheduler.start()

    async def _stop_activation(self) -> None:
        # After the calls have drained, so the accesses of in-flight reads are written too.
        if self.scheduler is not None:
            await self.scheduler.stop()  # no new runs; a run in progress may finish
        if self.access_buffer is not None:
            await self.access_buffer.stop()

    async def _set_dgraph_answering(self, answering: bool) -> None:
        await self._set_serving(
            health_pb2.HealthCheckResponse.SERVING if answering else health_pb2.HealthCheckResponse.NOT_SERVING
        )

    async def _set_serving(self, status: int) -> None:
        for name in ("", *SERVICE_NAMES):
            await self.health.set(name, status)


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return host == "localhost"


async def run_server(settings: Settings) -> None:
    """Serve until SIGINT or SIGTERM, then shut down gracefully."""
    server = KgServer(settings)
    await server.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.stop()
