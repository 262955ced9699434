"""Calls a client gives up on: a cancelled Export stream and calls with deadlines of a few milliseconds end as
CANCELLED or DEADLINE_EXCEEDED, in the client, in the server's metrics and in its log; never INTERNAL, never a
traceback."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import pytest

from kg.auth.token_cli import add_token
from kg.auth.tokens import entry_from_json, hash_token, new_token
from kg.client import KgSyncClient, new_node
from kg.dgraph import DgraphLauncher
from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc
from tests.e2e.helpers import unique
from tests.support.processes import ServerProcess, free_port
from tests.support.scrape import Samples, scrape

NAMESPACE = "endings"  # a namespace whose export takes several pages
WRITES = "endings-writes"  # the deadline test's writes, checked one by one afterwards
GAVE_UP = {"CANCELLED", "DEADLINE_EXCEEDED"}


class EndingsServer:
    def __init__(self, process: ServerProcess, token: str, metrics_port: int) -> None:
        self.process = process
        self.target = process.target
        self.metadata = (("authorization", f"Bearer {token}"),)
        self.token = token
        self.metrics_port = metrics_port

    def log_records(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.process.log_path.read_text().splitlines() if line.startswith("{")]


@pytest.fixture(scope="module")
def endings(dgraph: DgraphLauncher) -> Iterator[EndingsServer]:
    """A server of its own (its log and metrics hold only these tests' calls), with a namespace whose export
    takes several pages."""
    tokens_path = dgraph.data_dir / "endings-tokens.json"
    token = new_token()
    add_token(
        tokens_path,
        entry_from_json(
            {
                "principal": "quitter",
                "sha256": hash_token(token),
                "scopes": ["read", "write"],
                "home": NAMESPACE,
                "namespaces": {NAMESPACE: "write", WRITES: "write"},
            }
        ),
    )
    metrics_port = free_port()
    log_path = dgraph.data_dir / "logs" / "kg-endings.log"
    log_path.unlink(missing_ok=True)
    process = ServerProcess(
        dgraph, log_path, KG_TOKENS_FILE=str(tokens_path), KG_METRICS_PORT=str(metrics_port), KG_DECAY_SCHEDULER="false"
    )
    process.start()
    with KgSyncClient(process.target, token, timeout=120) as kg:
        for batch in range(3):
            kg.create_nodes([new_node(unique(f"page filler {batch}-{i}")) for i in range(1000)])
    yield EndingsServer(process, token, metrics_port)
    process.stop()


def _codes(samples: Samples, method: str) -> Counter[str]:
    counts: Counter[str] = Counter()
    for (name, labels), value in samples.items():
        fields = dict(labels)
        if name == "kg_rpc_requests_total" and fields.get("method") == method:
            counts[fields["code"]] += int(value)
    return counts


def _moved(before: Samples, after: Samples, method: str) -> Counter[str]:
    moved = _codes(after, method)
    moved.subtract(_codes(before, method))
    return +moved


def _complaints(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Log lines that would page someone: errors, or anything carrying a traceback."""
    return [
        r
        for r in records
        if r.get("level") in ("error", "critical") or "exception" in r or "Traceback" in json.dumps(r)
    ]


def _settled(endings: EndingsServer) -> Samples:
    """The server's metrics once no call is in flight (a cancelled call is counted when its handler has unwound,
    a moment after the client has moved on; the interceptor counts a call before it leaves the in-flight
    count). Twice in a row: a call whose deadline passed on the way may start late."""
    deadline, idle = time.monotonic() + 60, 0
    while time.monotonic() < deadline:
        samples = scrape(endings.metrics_port)
        idle = idle + 1 if samples[("kg_rpc_in_flight", frozenset())] == 0 else 0
        if idle == 2:
            return samples
        time.sleep(0.2)
    raise AssertionError("calls still in flight a minute after the client gave up")


def test_cancelled_export_streams_are_counted_cancelled_and_log_no_error(endings: EndingsServer) -> None:
    before, logged_before = scrape(endings.metrics_port), len(endings.log_records())
    with grpc.insecure_channel(endings.target) as channel:
        stub = kg_pb2_grpc.PrivacyServiceStub(channel)
        for _ in range(20):
            stream = stub.Export(pb.ExportRequest(), metadata=endings.metadata, timeout=60)
            assert json.loads(next(stream).json)["kind"] == "node"
            stream.cancel()
            assert stream.code() == grpc.StatusCode.CANCELLED
    assert _moved(before, _settled(endings), "Export") == Counter(CANCELLED=20)
    assert _complaints(endings.log_records()[logged_before:]) == []


# Seconds: from less than a Dgraph round trip to a few of them, so calls give up before, inside and after
# their Dgraph calls (where Dgraph may answer CANCELLED: a few times in a thousand), and some succeed.
DEADLINES = tuple(ms / 1000 for ms in (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 50, 80))
ROUNDS = 280
BATCH = 20


def test_calls_with_deadlines_of_a_few_milliseconds_end_ok_or_gave_up_and_write_all_or_nothing(
    endings: EndingsServer,
) -> None:
    with KgSyncClient(endings.target, endings.token, timeout=30) as kg:
        known = kg.create_node(unique("Known"), namespace=WRITES)
        kg.ingest("I work at Acme.", speaker=unique("Warm"), namespace=WRITES)  # the models are loaded
    before, logged_before = scrape(endings.metrics_port), len(endings.log_records())
    client_codes: Counter[str] = Counter()
    batches: list[tuple[str, bool]] = []  # (CreateNodes name prefix, acknowledged)
    ingests: list[tuple[str, str, bool]] = []  # (speaker, conversation, acknowledged)

    with grpc.insecure_channel(endings.target) as channel:
        graph, memory = kg_pb2_grpc.GraphServiceStub(channel), kg_pb2_grpc.MemoryServiceStub(channel)

        def attempt(method: Callable[..., object], request: object, deadline: float) -> bool:
            try:
                method(request, timeout=deadline, metadata=endings.metadata)
            except grpc.RpcError as exc:
                client_codes[exc.code().name] += 1
                return False
            client_codes["OK"] += 1
            return True

        for round_ in range(ROUNDS):
            deadline = DEADLINES[round_ % len(DEADLINES)]
            attempt(graph.GetNode, pb.GetNodeRequest(uid=known.uid), deadline)
            attempt(
                graph.CreateNode, pb.CreateNodeRequest(node=new_node(unique("Hurried"), namespace=WRITES)), deadline
            )
            prefix = unique("Batch")
            nodes = [new_node(f"{prefix} {i}", namespace=WRITES) for i in range(BATCH)]
            batches.append((prefix, attempt(graph.CreateNodes, pb.CreateNodesRequest(nodes=nodes), deadline)))
            if round_ % 4 == 0:  # the slower calls, less often
                attempt(memory.Recall, pb.RecallRequest(query="Where does the user work?", namespace=WRITES), deadline)
                speaker, conversation = unique("Speaker"), unique("conversation")
                request = pb.IngestRequest(
                    text="I work at Acme and I live in Paris.",
                    speaker=speaker,
                    conversation_id=conversation,
                    namespace=WRITES,
                )
                ingests.append((speaker, conversation, attempt(memory.Ingest, request, deadline)))
    calls = sum(client_codes.values())

    assert set(client_codes) <= {"OK", *GAVE_UP}, client_codes
    assert client_codes["DEADLINE_EXCEEDED"] > 0 and client_codes["OK"] > 0, client_codes  # both ends reached
    after = _settled(endings)
    counted: Counter[str] = Counter()
    for method in ("GetNode", "CreateNode", "CreateNodes", "Recall", "Ingest"):
        counted += _moved(before, after, method)
    assert set(counted) <= {"OK", *GAVE_UP}, counted
    assert counted["DEADLINE_EXCEEDED"] > 0 and counted.total() <= calls  # some expired before kg saw them
    assert _complaints(endings.log_records()[logged_before:]) == []

    # All or nothing: a batch is there whole or not at all, an Ingest's speaker, conversation and episode too.
    with KgSyncClient(endings.target, endings.token, timeout=60) as kg:
        exported = kg.export(WRITES)
        names = {r["name"]: r["uid"] for r in exported if r["kind"] == "node"}
        speakers_with_episodes = {r["speaker_uid"] for r in exported if r["kind"] == "episode"}
        for prefix, acknowledged in batches:
            present = sum(f"{prefix} {i}" in names for i in range(BATCH))
            assert present in ((BATCH,) if acknowledged else (0, BATCH)), (prefix, present)
        for speaker, conversation, acknowledged in ingests:
            parts = (
                speaker in names,
                conversation in names,
                speaker in names and names[speaker] in speakers_with_episodes,
            )
            assert parts in (((True,) * 3,) if acknowledged else ((True,) * 3, (False,) * 3)), (speaker, parts)
