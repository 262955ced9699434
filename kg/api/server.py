"""`kg serve`: the grpc.aio server with health, reflection and graceful shutdown."""

from __future__ import annotations

import asyncio
import signal

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from kg.api.auth import BearerAuth, OpenAccess
from kg.api.interceptors import Authenticate, KgInterceptor
from kg.api.privacy_servicer import PrivacyServicer
from kg.api.servicer import GraphServicer
from kg.domain.access import local_caller
from kg.domain.edge_types import EdgeTypeRegistry
from kg.domain.graph import GraphService, MemorySettings
from kg.domain.memory_control import MemoryControl
from kg.domain.privacy import SecretFilter
from kg.domain.tokens import TokenRegistry
from kg.logging import get_logger
from kg.settings import Settings
from kg.store.connection import open_dgraph
from kg.store.edge_types import EdgeTypeStore
from kg.store.schema import apply_schema
from kg.store.txn import DgraphStore
from kg.v1 import kg_pb2, kg_pb2_grpc

log = get_logger(__name__)

SERVICE_NAMES: list[str] = [
    kg_pb2.DESCRIPTOR.services_by_name["GraphService"].full_name,
    kg_pb2.DESCRIPTOR.services_by_name["PrivacyService"].full_name,
    health_pb2.DESCRIPTOR.services_by_name["Health"].full_name,
    reflection.SERVICE_NAME,
]


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


class KgServer:
    """The running server and what it owns; `stop()` shuts down in the order clients can rely on."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.health = health.aio.HealthServicer()
        self.interceptor = KgInterceptor(authenticator(settings))
        self.server = grpc.aio.server(interceptors=[self.interceptor])
        self.port = 0

    async def start(self) -> None:
        self.dgraph = await open_dgraph(self.settings)
        if self.settings.apply_schema_on_start:
            await apply_schema(self.dgraph)
        db = DgraphStore(self.dgraph, self.settings.dgraph_timeout_seconds)
        registry = EdgeTypeRegistry(EdgeTypeStore(db))
        await registry.load()
        memory = MemorySettings(
            initial_activation=self.settings.initial_activation,
            activation_boost=self.settings.activation_boost,
            max_activation=self.settings.max_activation,
            default_confidence=self.settings.default_confidence,
        )
        graph = GraphService(db, registry, memory, SecretFilter.from_setting(self.settings.secret_patterns))
        kg_pb2_grpc.add_GraphServiceServicer_to_server(GraphServicer(graph), self.server)
        kg_pb2_grpc.add_PrivacyServiceServicer_to_server(PrivacyServicer(MemoryControl(db)), self.server)
        health_pb2_grpc.add_HealthServicer_to_server(self.health, self.server)
        reflection.enable_server_reflection(SERVICE_NAMES, self.server)
        self.port = self.server.add_insecure_port(f"{self.settings.grpc_host}:{self.settings.grpc_port}")
        await self.server.start()
        await self._set_serving(health_pb2.HealthCheckResponse.SERVING)
        log.info("server.serving", host=self.settings.grpc_host, port=self.port)

    async def stop(self) -> None:
        # Health first, so load balancers stop sending; then in-flight calls get the grace period.
        await self._set_serving(health_pb2.HealthCheckResponse.NOT_SERVING)
        log.info("server.stopping", grace_seconds=self.settings.grace_seconds)
        # Refuse new calls, let kg's calls in flight finish within the grace period, then end what is left:
        # long-lived streams such as health watches would otherwise hold shutdown for the whole grace period.
        stopping = asyncio.create_task(self.server.stop(self.settings.grace_seconds))
        drained = await self.interceptor.in_flight.wait_idle(self.settings.grace_seconds)
        await self.server.stop(0)
        await stopping
        log.info("server.drained", in_flight_left=self.interceptor.in_flight.count, drained=drained)
        await self.dgraph.close()
        log.info("server.stopped")

    async def _set_serving(self, status: int) -> None:
        for name in ("", *SERVICE_NAMES):
            await self.health.set(name, status)


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
