"""docker-compose.yml for real: zero, alpha, the schema job, kg and the decay job in containers of a real engine.

The kg image is built from deploy/Dockerfile; Dgraph and Python come from local base images (no registry here).
Ports are published on free ones (KG_TEST_PUBLISH_* to choose), so a `make run` on this machine is left alone.
The tests run in file order against one stack; the last takes it down and up again with its volumes.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from kg.client import KgClient, NodeType
from tests.containers.support import (
    COMPOSE_TOKEN,
    SINGLE,
    Stack,
    compose_up,
    dql_delete,
    dql_query,
    dql_set,
    http,
    wait_until,
)
from tests.support.scrape import parse

SERVICES = ["zero", "alpha", "schema", "kg", "decay"]
KG_SERVICES = ["schema", "kg", "decay"]  # the containers running kg: every line they write must be JSON


@pytest.fixture(scope="module")
def stack(stack_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    with compose_up(SINGLE, "kg-test", SERVICES, stack_env, tmp_path_factory.mktemp("compose")) as running:
        yield running


def _port(stack: Stack, name: str) -> int:
    return int(stack.env[f"KG_PUBLISH_{name}"])


def _target(stack: Stack) -> str:
    return f"127.0.0.1:{_port(stack, 'GRPC_PORT')}"


def _alpha_http(stack: Stack) -> str:
    return f"http://127.0.0.1:{_port(stack, 'ALPHA_HTTP_PORT')}"


def test_schema_job_exits_zero(stack: Stack) -> None:
    state = stack.inspect("schema")["State"]
    assert (state["Status"], state["ExitCode"]) == ("exited", 0)
    events = [json.loads(line) for line in stack.raw_logs("schema")]
    assert any(e["event"] == "cli.schema_applied" for e in events), events


def test_kg_is_healthy(stack: Stack) -> None:
    assert stack.inspect("kg")["State"]["Health"]["Status"] == "healthy"
    # The same health service, from outside, through the published API port.
    with grpc.insecure_channel(_target(stack)) as channel:
        reply = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=10)
    assert reply.status == health_pb2.HealthCheckResponse.SERVING


async def test_write_and_read_with_the_compose_token(stack: Stack) -> None:
    async with KgClient(_target(stack), COMPOSE_TOKEN) as kg:
        sam = await kg.create_node("Sam", NodeType.NODE_TYPE_USER, get_or_create=True)
        bob = await kg.create_node("Bob", get_or_create=True)
        await kg.create_edge("HAS_MANAGER", sam.uid, bob.uid)
        found = await kg.find_node_by_name("sam")
        assert [n.uid for n in found] == [sam.uid]
        edges = await kg.list_edges(sam.uid, "HAS_MANAGER")
        assert [e.to_uid for e in edges] == [bob.uid]


async def test_ingest_uses_the_trained_pipeline_and_the_sentence_model(stack: Stack) -> None:
    async with KgClient(_target(stack), COMPOSE_TOKEN) as kg:
        reply = await kg.ingest("My sister Alice loves hiking", speaker="Sam")
        assert reply.episode.uid
    lines = [json.loads(line) for line in stack.raw_logs("kg")]
    events = " ".join(str(e.get("event")) for e in lines)
    assert "embeddings.loaded" in events, events
    assert "(tier 2)" in events, events  # en_core_web_sm: parse and NER, as `make run` has


def test_metrics_answer(stack: Stack) -> None:
    text = http(f"http://127.0.0.1:{_port(stack, 'METRICS_PORT')}/metrics")
    samples = parse(text)
    assert any(name == "kg_rpc_requests_total" for name, _ in samples), sorted({n for n, _ in samples})[:20]


async def test_decay_job_lowers_the_activation_of_a_node_idle_for_days(stack: Stack) -> None:
    async with KgClient(_target(stack), COMPOSE_TOKEN) as kg:
        node = await kg.create_node(f"Idle {uuid.uuid4().hex[:6]}")
    alpha = _alpha_http(stack)
    query = f"{{ q(func: uid({node.uid})) {{ activation activation_base activation_at last_accessed }} }}"
    [before] = wait_until(lambda: dql_query(alpha, query)["q"] or None, 30, "the new node in Dgraph")
    assert before["activation"] == pytest.approx(0.5)
    # Last accessed ten days ago: the job must take ten days' decay (after a day's grace) off its activation.
    ten_days_ago = (datetime.now(UTC) - timedelta(days=10)).isoformat()
    dql_set(alpha, [{"uid": node.uid, "activation_at": ten_days_ago, "last_accessed": ten_days_ago}])

    out, err, code = stack.exec_in_container(["kg", "decay", "--once"], "decay")
    assert code == 0, err
    assert out == ""
    events = [json.loads(line) for line in err.splitlines()]
    [summary] = [e for e in events if e["event"] == "cli.decay_done"]
    assert summary["nodes"] >= 1
    [after] = dql_query(alpha, query)["q"]
    assert 0.01 <= after["activation"] < 0.5 * 0.95**8, after  # 5 %/day for at least 8 of the 9 days past grace


async def test_the_embedding_jobs_run_in_a_kg_container_and_give_back_removed_vectors(stack: Stack) -> None:
    """`kg embed-names` and `kg embed-episodes` as one-off jobs in a kg container (the image carries the model):
    each gives a vector back to a record that has lost it."""
    tag = uuid.uuid4().hex[:6]
    async with KgClient(_target(stack), COMPOSE_TOKEN) as kg:
        node = await kg.create_node(f"Lamp {tag}", description="the reading lamp in the study")
        episode = (await kg.ingest(f"I fixed the old bicycle {tag} this morning.", speaker="Sam")).episode
    alpha = _alpha_http(stack)
    records = {node.uid: "name_vector_bytes", episode.uid: "episode_vector_bytes"}

    def has(uid: str) -> bool:
        found = dql_query(alpha, f"{{ q(func: uid({uid})) {{ {records[uid]} }} }}")["q"]
        return bool(found) and records[uid] in found[0]

    wait_until(lambda: all(has(uid) for uid in records), 30, "both written with their vectors")
    dql_delete(alpha, [{"uid": uid, predicate: None} for uid, predicate in records.items()])
    assert not any(has(uid) for uid in records)

    for command, counted, uid in (("embed-names", "nodes", node.uid), ("embed-episodes", "episodes", episode.uid)):
        out, err, code = stack.exec_in_container(["kg", command], "decay")
        assert code == 0, err
        assert out == ""
        events = [json.loads(line) for line in err.splitlines()]
        [summary] = [e for e in events if e["event"] == f"cli.{command.replace('-', '_')}_done"]
        assert summary[counted] >= 1, summary
        assert has(uid), command


def test_every_log_line_of_kg_containers_is_json(stack: Stack) -> None:
    for service in KG_SERVICES:
        lines = stack.raw_logs(service)
        assert lines, service
        for line in lines:
            try:
                assert isinstance(json.loads(line), dict)
            except (ValueError, AssertionError):
                pytest.fail(f"{service} wrote a line that is not a JSON object: {line!r}")


async def test_data_survives_down_and_up(stack: Stack) -> None:
    name = f"Kept {uuid.uuid4().hex[:6]}"
    async with KgClient(_target(stack), COMPOSE_TOKEN) as kg:
        node = await kg.create_node(name)
    stack.compose("down")  # containers and network go; the named volumes stay
    assert not stack.compose("ps", "-a", "-q").split()
    started = time.monotonic()
    stack.start()
    print(f"containers: {SINGLE.name} up again in {time.monotonic() - started:.1f}s")
    async with KgClient(_target(stack), COMPOSE_TOKEN) as kg:
        found = await kg.find_node_by_name(name)
    assert [n.uid for n in found] == [node.uid]
