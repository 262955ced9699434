"""ServerMetrics and the store's observer: what each event does to the metrics, and the /metrics endpoint."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import pydgraph
import pytest

from kg.metrics import ServerMetrics
from kg.store.observer import observed
from kg.store.txn import DgraphStore, Txn
from tests.support.idle_dgraph import IdleClient
from tests.support.scrape import parse, sample, scrape


def value(metrics: ServerMetrics, name: str, **labels: str) -> float:
    return sample(parse(metrics.exposition().decode()), name, **labels)


def test_an_rpc_counts_by_service_method_and_code_and_is_timed() -> None:
    m = ServerMetrics()
    m.record_rpc("/kg.v1.GraphService/GetNode", "OK", 0.003)
    m.record_rpc("/kg.v1.GraphService/GetNode", "OK", 0.004)
    m.record_rpc("/kg.v1.GraphService/GetNode", "NOT_FOUND", 0.002)
    ok = {"service": "kg.v1.GraphService", "method": "GetNode"}
    assert value(m, "kg_rpc_requests_total", **ok, code="OK") == 2
    assert value(m, "kg_rpc_requests_total", **ok, code="NOT_FOUND") == 1
    assert value(m, "kg_rpc_duration_seconds_count", **ok) == 3
    assert value(m, "kg_rpc_duration_seconds_bucket", **ok, le="0.005") == 3
    assert value(m, "kg_rpc_duration_seconds_bucket", **ok, le="0.0025") == 1


def test_two_servers_keep_separate_metrics() -> None:
    a, b = ServerMetrics(), ServerMetrics()
    a.record_rpc("/kg.v1.GraphService/GetNode", "OK", 0.001)
    assert value(b, "kg_rpc_requests_total", service="kg.v1.GraphService", method="GetNode", code="OK") == 0


def test_dgraph_conflicts_count_as_aborts_and_retries_separately() -> None:
    m = ServerMetrics()
    m.dgraph_call("write", "conflict", 0.01)
    m.dgraph_retry()
    m.dgraph_call("write", "ok", 0.02)
    m.dgraph_call("read", "ok", 0.001)
    assert value(m, "kg_dgraph_aborts_total") == 1
    assert value(m, "kg_dgraph_retries_total") == 1
    assert value(m, "kg_dgraph_call_duration_seconds_count", operation="write", outcome="conflict") == 1
    assert value(m, "kg_dgraph_call_duration_seconds_count", operation="write", outcome="ok") == 1
    assert value(m, "kg_dgraph_call_duration_seconds_count", operation="read", outcome="ok") == 1


def test_a_decay_run_is_counted_with_what_it_changed() -> None:
    m = ServerMetrics()
    m.record_decay(nodes=120, edges=7, seconds=1.5)
    assert value(m, "kg_decay_runs_total") == 1
    assert value(m, "kg_decay_nodes_changed_total") == 120
    assert value(m, "kg_decay_edges_changed_total") == 7
    assert value(m, "kg_decay_duration_seconds_count") == 1
    assert value(m, "kg_decay_last_run_timestamp_seconds") > 0


def test_gauges_read_their_sources_at_scrape_time_and_survive_a_racing_read() -> None:
    m = ServerMetrics()
    depth = [3]
    m.set_buffer_depth_source(lambda: depth[0])
    m.set_in_flight_source(lambda: 2)
    m.set_names_pending_source(lambda: 64)
    assert value(m, "kg_access_buffer_pending") == 3
    assert value(m, "kg_name_embedding_pending") == 64
    depth[0] = 0
    assert value(m, "kg_access_buffer_pending") == 0
    assert value(m, "kg_rpc_in_flight") == 2

    def racing() -> float:
        raise RuntimeError("dictionary changed size during iteration")

    m.set_buffer_depth_source(racing)
    assert value(m, "kg_access_buffer_pending") != value(m, "kg_access_buffer_pending")  # NaN, scrape intact


def test_index_gauges_read_each_index_by_its_label() -> None:
    m = ServerMetrics()
    held = {"episode_vectors": 10}
    m.set_index_sources("episode_vectors", lambda: held["episode_vectors"], lambda: 10 * 1536)
    m.set_index_sources("episode_words", lambda: 7, None)
    assert value(m, "kg_recall_index_records", index="episode_vectors") == 10
    assert value(m, "kg_recall_index_array_bytes", index="episode_vectors") == 10 * 1536
    assert value(m, "kg_recall_index_records", index="episode_words") == 7
    assert ("kg_recall_index_array_bytes", frozenset({("index", "episode_words")})) not in parse(
        m.exposition().decode()
    )  # the word index has no arrays to count
    held["episode_vectors"] = 12
    assert value(m, "kg_recall_index_records", index="episode_vectors") == 12


async def test_serve_answers_scrapes_and_close_frees_the_port() -> None:
    m = ServerMetrics()
    assert m.serve("127.0.0.1", 0) == 0  # 0 turns the endpoint off
    port = m.serve("127.0.0.1", _free_port())
    m.record_rpc("/kg.v1.GraphService/CreateNode", "OK", 0.01)
    scraped = await asyncio.to_thread(scrape, port)
    assert sample(scraped, "kg_rpc_requests_total", service="kg.v1.GraphService", method="CreateNode", code="OK") == 1
    with pytest.raises(OSError):
        ServerMetrics().serve("127.0.0.1", port)  # taken: the server turns this into a configuration error
    await m.close()
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))


def test_observed_reports_ok_conflict_and_error() -> None:
    seen: list[tuple[str, str]] = []

    class Recorder:
        def dgraph_call(self, operation: str, outcome: str, seconds: float) -> None:
            assert seconds >= 0
            seen.append((operation, outcome))

        def dgraph_retry(self) -> None:
            seen.append(("retry", ""))

    with observed(Recorder(), "read"):
        pass
    with pytest.raises(pydgraph.AbortedError), observed(Recorder(), "write"):
        raise pydgraph.AbortedError()
    with pytest.raises(ValueError), observed(Recorder(), "write"):
        raise ValueError("bad")
    assert seen == [("read", "ok"), ("write", "conflict"), ("write", "error")]


async def test_a_write_that_conflicts_twice_reports_two_aborts_two_retries_and_a_commit() -> None:
    m = ServerMetrics()
    store = DgraphStore(IdleClient())  # type: ignore[arg-type]
    store.observer = m
    attempts = 0

    async def work(_: Txn) -> Any:
        nonlocal attempts
        attempts += 1
        if attempts <= 2:
            raise pydgraph.AbortedError()
        return "committed"

    assert await store.write(work) == "committed"
    assert value(m, "kg_dgraph_aborts_total") == 2
    assert value(m, "kg_dgraph_retries_total") == 2
    assert value(m, "kg_dgraph_call_duration_seconds_count", operation="write", outcome="ok") == 1


def test_the_module_keeps_no_global_registry() -> None:
    from prometheus_client import REGISTRY

    ServerMetrics().record_rpc("/kg.v1.GraphService/GetNode", "OK", 0.001)
    assert (
        REGISTRY.get_sample_value(
            "kg_rpc_requests_total", {"service": "kg.v1.GraphService", "method": "GetNode", "code": "OK"}
        )
        is None
    )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port
