"""`kg serve`: the grpc.aio server with health, reflection and graceful shutdown."""

from __future__ import annotations

import asyncio
import signal

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from kg.api.interceptors import KgInterceptor
from kg.api.servicer import GraphServicer
from kg.domain.access import Caller, local_caller
from kg.domain.edge_types import EdgeTypeRegistry
from kg.domain.graph import GraphService, MemorySettings
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
    health_pb2.DESCRIPTOR.services_by_name["Health"].full_name,
    reflection.SERVICE_NAME,
]


class KgServer:
    """The running server and what it owns; `stop()` shuts down in the order clients can rely on."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.health = health.aio.HealthServicer()
        self.server = grpc.aio.server(interceptors=[KgInterceptor(self._authenticate)])
        self.port = 0
        self._local = local_caller(settings.default_namespace)

    def _authenticate(self, _context: grpc.aio.ServicerContext) -> Caller:
        return self._local

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
        kg_pb2_grpc.add_GraphServiceServicer_to_server(GraphServicer(GraphService(db, registry, memory)), self.server)
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
        await self.server.stop(self.settings.grace_seconds)
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
