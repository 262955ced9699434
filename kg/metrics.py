"""Prometheus metrics of one kg server: its RPCs, its Dgraph calls, decay runs and the access buffer.

Each server owns a `CollectorRegistry` rather than prometheus_client's global one, so two servers in one
process (or a test suite) never share or collide on metric state, and serves it with prometheus_client's
own HTTP server on KG_METRICS_HOST:KG_METRICS_PORT (a thread, so scrapes never wait on the event loop).

The RPC interceptor calls `record_rpc`, `DgraphStore` calls `dgraph_call` / `dgraph_retry` (see
kg/store/observer.py), and the server's scheduled decay job calls `record_decay` after each run it made.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from wsgiref.simple_server import WSGIServer

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    GCCollector,
    Histogram,
    PlatformCollector,
    ProcessCollector,
    generate_latest,
    start_http_server,
)

from kg.logging import get_logger

log = get_logger(__name__)

# Seconds. kg's calls are mostly single Dgraph round trips (milliseconds); CreateEdges batches and Export
# streams take longer, so the buckets reach 30 s.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
DECAY_BUCKETS = (0.1, 0.5, 1.0, 5.0, 15.0, 60.0, 300.0, 900.0, 3600.0)


class ServerMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        # What the global registry would have given: process memory, CPU and file descriptors, Python's GC.
        ProcessCollector(registry=r)
        PlatformCollector(registry=r)
        GCCollector(registry=r)
        self.rpc_requests = Counter(
            "kg_rpc_requests",
            "kg RPCs finished, by service, method and gRPC status code",
            ["service", "method", "code"],
            registry=r,
        )
        self.rpc_duration = Histogram(
            "kg_rpc_duration_seconds",
            "Time kg spent on an RPC, from call to status",
            ["service", "method"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.rpc_in_flight = Gauge("kg_rpc_in_flight", "kg RPCs in progress", registry=r)
        self.dgraph_duration = Histogram(
            "kg_dgraph_call_duration_seconds",
            'Dgraph calls: one read query, or one attempt of a write transaction; outcome "ok", "conflict" or "error"',
            ["operation", "outcome"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.dgraph_aborts = Counter("kg_dgraph_aborts", "Dgraph transactions aborted by a write conflict", registry=r)
        self.dgraph_retries = Counter(
            "kg_dgraph_retries", "Write transactions tried again after a conflict", registry=r
        )
        self.decay_runs = Counter("kg_decay_runs", "Decay runs completed by this process", registry=r)
        self.decay_nodes = Counter("kg_decay_nodes_changed", "Nodes whose activation a decay run changed", registry=r)
        self.decay_edges = Counter(
            "kg_decay_edges_changed", "Edge records whose activation a decay run changed", registry=r
        )
        self.decay_duration = Histogram(
            "kg_decay_duration_seconds", "How long a decay run took", buckets=DECAY_BUCKETS, registry=r
        )
        self.decay_last = Gauge(
            "kg_decay_last_run_timestamp_seconds",
            "When the last decay run finished (Unix time; alert when it falls far behind the schedule)",
            registry=r,
        )
        self.access_pending = Gauge(
            "kg_access_buffer_pending",
            "Accesses recorded by reads and not yet written (write-behind depth)",
            registry=r,
        )
        self.names_pending = Gauge(
            "kg_name_embedding_pending",
            "Nodes of bulk writes whose names wait for the background embedding (kg/jobs/name_backlog.py)",
            registry=r,
        )
        # What Recall's in-process indexes hold (kg/recall): they grow with the episodes and names written, up to
        # KG_EPISODE_VECTORS_CACHED records each, and are most of what kg's memory grows by.
        self.index_records = Gauge(
            "kg_recall_index_records",
            "Records Recall's in-process indexes hold (episode vectors and words, name vectors), all namespaces",
            ["index"],
            registry=r,
        )
        self.index_bytes = Gauge(
            "kg_recall_index_array_bytes",
            "Bytes of the rows the vector indexes hold (float32 vector, int8 codes, time, speaker), maps not counted",
            ["index"],
            registry=r,
        )
        self._http: tuple[WSGIServer, threading.Thread] | None = None
        # Labelled children, looked up once per label set: `labels()` validates and locks on every call.
        self._rpc_children: dict[tuple[str, str], tuple[Counter, Histogram]] = {}
        self._dgraph_children: dict[tuple[str, str], Histogram] = {}

    # --- sources read at scrape time ---

    def set_in_flight_source(self, source: Callable[[], float]) -> None:
        self.rpc_in_flight.set_function(_tolerant(source))

    def set_buffer_depth_source(self, source: Callable[[], float]) -> None:
        self.access_pending.set_function(_tolerant(source))

    def set_names_pending_source(self, source: Callable[[], float]) -> None:
        self.names_pending.set_function(_tolerant(source))

    def set_index_sources(
        self, index: str, records: Callable[[], float], array_bytes: Callable[[], float] | None
    ) -> None:
        """Where the gauges of one of Recall's indexes read, at scrape time."""
        self.index_records.labels(index).set_function(_tolerant(records))
        if array_bytes is not None:
            self.index_bytes.labels(index).set_function(_tolerant(array_bytes))

    # --- events ---

    def record_rpc(self, full_method: str, code: str, seconds: float) -> None:
        children = self._rpc_children.get((full_method, code))
        if children is None:
            service, _, method = full_method.lstrip("/").rpartition("/")
            children = (self.rpc_requests.labels(service, method, code), self.rpc_duration.labels(service, method))
            self._rpc_children[(full_method, code)] = children
        requests, duration = children
        requests.inc()
        duration.observe(seconds)

    def dgraph_call(self, operation: str, outcome: str, seconds: float) -> None:
        child = self._dgraph_children.get((operation, outcome))
        if child is None:
            child = self._dgraph_children[(operation, outcome)] = self.dgraph_duration.labels(operation, outcome)
        child.observe(seconds)
        if outcome == "conflict":
            self.dgraph_aborts.inc()

    def dgraph_retry(self) -> None:
        self.dgraph_retries.inc()

    def record_decay(self, nodes: int, edges: int, seconds: float) -> None:
        self.decay_runs.inc()
        self.decay_nodes.inc(nodes)
        self.decay_edges.inc(edges)
        self.decay_duration.observe(seconds)
        self.decay_last.set_to_current_time()

    # --- exposition ---

    def exposition(self) -> bytes:
        """The text format a scrape receives."""
        return generate_latest(self.registry)

    def serve(self, host: str, port: int) -> int:
        """Serve /metrics on host:port (0: not at all); returns the bound port. OSError if it is taken."""
        if port == 0:
            log.info("metrics.disabled")
            return 0
        self._http = start_http_server(port, addr=host, registry=self.registry)
        bound: int = self._http[0].server_port
        log.info("metrics.serving", host=host, port=bound)
        return bound

    async def close(self) -> None:
        if self._http is None:
            return
        server, thread = self._http
        self._http = None
        await asyncio.to_thread(server.shutdown)  # waits for the serving loop's next poll (< 0.5 s)
        server.server_close()
        thread.join(timeout=5)


def _tolerant(source: Callable[[], float]) -> Callable[[], float]:
    # Scrapes run on the HTTP thread while the event loop changes what the source reads; a read that races
    # a change (e.g. "dictionary changed size during iteration") must cost one sample, not the scrape.
    def read() -> float:
        try:
            return float(source())
        except RuntimeError:
            return float("nan")

    return read
