"""Operations against a real `kg serve`: Prometheus metrics after real calls, and `kg export` -> `kg import`
through the command line with the history intact."""

from __future__ import annotations

import json
import os
import random
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import grpc
import pytest

from kg.auth.token_cli import add_token
from kg.auth.tokens import entry_from_json, hash_token, new_token
from kg.client import KgRpcError, KgSyncClient, new_node
from kg.dgraph import DgraphLauncher
from kg.v1 import kg_pb2 as pb
from tests.e2e.helpers import ratel_query, unique
from tests.support.processes import ServerProcess, free_port
from tests.support.scrape import Samples, sample, scrape

SRC, DST = "ops-src", "ops-dst"
SAID, SAID_COPY = "ops-said", "ops-said-copy"  # a namespace with Ingest's episodes, and where it is imported
BULK = "ops-bulk"  # a file of more nodes than kg embeds as it writes them is imported here
GRAPH = "kg.v1.GraphService"


class OpsServer:
    def __init__(self, process: ServerProcess, token: str, metrics_port: int) -> None:
        self.process = process
        self.target = process.target
        self.token = token
        self.metrics_port = metrics_port

    def client(self) -> KgSyncClient:
        return KgSyncClient(self.target, self.token)


@pytest.fixture(scope="module")
def ops(dgraph: DgraphLauncher) -> Iterator[OpsServer]:
    """A server of its own: a metrics port, two fresh namespaces, and accesses held in the buffer."""
    tokens_path = dgraph.data_dir / "ops-tokens.json"
    token = new_token()
    add_token(
        tokens_path,
        entry_from_json(
            {
                "principal": "operator",
                "sha256": hash_token(token),
                "scopes": ["read", "write"],
                "namespaces": {SRC: "write", DST: "write", SAID: "write", SAID_COPY: "write", BULK: "write"},
                "home": SRC,
            }
        ),
    )
    metrics_port = free_port()
    process = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-ops.log",
        KG_TOKENS_FILE=str(tokens_path),
        KG_METRICS_PORT=str(metrics_port),
        KG_DECAY_SCHEDULER="false",
        KG_ACCESS_FLUSH_SECONDS="3600",
        KG_ACCESS_BATCH_SIZE="100000",
    )
    process.start()
    yield OpsServer(process, token, metrics_port)
    process.stop()


# --- metrics ---


def test_metrics_count_rpcs_by_code_time_them_and_time_dgraph_calls(ops: OpsServer) -> None:
    with ops.client() as kg:
        node = kg.create_node(unique("Measured"))
        before = scrape(ops.metrics_port)
        for _ in range(7):
            kg.get_node(node.uid)
        with pytest.raises(KgRpcError) as missing:
            kg.get_node("0xfffffffffff0")
        assert missing.value.code == grpc.StatusCode.NOT_FOUND
        kg.export()  # a server stream: counted once, when it ends
    after = scrape(ops.metrics_port)

    def moved(name: str, **labels: str) -> float:
        return sample(after, name, **labels) - sample(before, name, **labels)

    get_node = {"service": GRAPH, "method": "GetNode"}
    assert moved("kg_rpc_requests_total", **get_node, code="OK") == 7
    assert moved("kg_rpc_requests_total", **get_node, code="NOT_FOUND") == 1
    assert moved("kg_rpc_duration_seconds_count", **get_node) == 8
    assert moved("kg_rpc_duration_seconds_sum", **get_node) > 0
    assert sample(after, "kg_rpc_requests_total", service=GRAPH, method="CreateNode", code="OK") >= 1
    assert moved("kg_rpc_requests_total", service="kg.v1.PrivacyService", method="Export", code="OK") == 1
    assert moved("kg_dgraph_call_duration_seconds_count", operation="read", outcome="ok") >= 8
    assert sample(after, "kg_dgraph_call_duration_seconds_count", operation="write", outcome="ok") >= 1
    # Reads are accesses, held in the write-behind buffer (flushed hourly on this server).
    assert moved("kg_access_buffer_pending") == 7
    assert _present(
        after,
        "kg_rpc_in_flight",
        "kg_dgraph_aborts_total",
        "kg_dgraph_retries_total",
        "kg_decay_runs_total",
        "kg_name_embedding_pending",
    )


def _present(samples: Samples, *names: str) -> bool:
    exported = {name for name, _ in samples}
    missing = set(names) - exported
    assert not missing, missing
    return True


# --- export and import ---


def _kg(*args: str, token: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "KG_LOG_FORMAT": "json"}
    if token is not None:
        env["KG_TOKEN"] = token
    return subprocess.run([sys.executable, "-m", "kg", *args], env=env, capture_output=True, text=True, timeout=120)


def _shape(records: list[dict[str, Any]]) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """Nodes and edges as comparable tuples: names for uids, everything uid-independent kept."""
    names = {r["uid"]: r["name"] for r in records if r["kind"] == "node"}

    def refs(details: dict[str, Any]) -> str:
        named = {
            k: sorted(names.get(u, "?") for u in v) if isinstance(v, list) else names.get(v, v) if k == "owner" else v
            for k, v in details.items()
        }
        return json.dumps(named, sort_keys=True)

    nodes = sorted(
        (
            r["type"],
            r["name"],
            r["description"],
            tuple(r["tags"]),
            tuple(r["aliases"]),
            round(r["activation"], 6),
            json.dumps(r["metadata"], sort_keys=True),
            refs(r["details"]),
        )
        for r in records
        if r["kind"] == "node" and r["status"] != "retracted"
    )
    edges = sorted(
        (
            r["type"],
            names[r["from_uid"]],
            names[r["to_uid"]],
            r["status"],
            r["valid_from"],
            json.dumps(r["properties"], sort_keys=True),
        )
        for r in records
        if r["kind"] == "edge" and r["status"] != "retracted"
    )
    return nodes, edges


def test_export_then_import_through_the_cli_keeps_nodes_edges_and_history(
    ops: OpsServer, dgraph: DgraphLauncher, tmp_path: Path
) -> None:
    jan, mar = datetime(2026, 1, 5, tzinfo=UTC), datetime(2026, 3, 2, tzinfo=UTC)
    ahead = (datetime.now(UTC) + timedelta(days=40)).replace(hour=0, minute=0, second=0, microsecond=0)
    with ops.client() as kg:
        sam = kg.create_node(
            "Sam",
            pb.NODE_TYPE_USER,
            description="the user",
            tags=["me"],
            aliases=["Sammy"],
            metadata={"tz": "Europe/Paris"},
        )
        bob, alice, acme, carol, gone = (kg.create_node(n) for n in ("Bob", "Alice", "Acme", "Carol", "Gone"))
        insight = new_node("Manager churn", pb.NODE_TYPE_INSIGHT)
        insight.insight.MergeFrom(pb.InsightFields(summary="two managers this year", source_uids=[sam.uid, bob.uid]))
        kg.create_nodes([insight])
        kg.create_edge("HAS_MANAGER", sam.uid, bob.uid, valid_from=jan)
        kg.create_edge("HAS_MANAGER", sam.uid, alice.uid, valid_from=mar)  # archives Bob, Alice SUPERSEDES Bob
        kg.archive_edge(kg.create_edge("LIKES", sam.uid, carol.uid).edge.uid)  # archived by hand
        # a job said to end at a day ahead: still current, with its end, in the copy
        kg.create_edge("WORKS_AT", sam.uid, acme.uid, properties={"role": "engineer"}, valid_until=ahead)
        kg.create_edge("KNOWS", sam.uid, carol.uid, status=pb.EDGE_STATUS_PENDING)
        kg.create_edge("KNOWS", sam.uid, gone.uid)
        kg.forget_node(gone.uid, soft=True)  # retracted with its edge: not to be imported
        # a move scheduled for a day ahead (pending, valid from then): it must still be waiting in the copy
        kg.create_edge(
            "LIVES_IN", sam.uid, kg.create_node("Paris").uid, status=pb.EDGE_STATUS_PENDING, valid_from=ahead
        )
        source = kg.export(SRC)

    out = tmp_path / "src.jsonl"
    exported = _kg("export", "--namespace", SRC, "--out", str(out), "--target", ops.target, token=ops.token)
    assert exported.returncode == 0, exported.stderr
    assert f"{len(source)} records written" in exported.stderr
    assert sorted(map(json.loads, out.read_text().splitlines()), key=lambda r: r["uid"]) == sorted(
        source, key=lambda r: r["uid"]
    )

    imported = _kg("import", "--file", str(out), "--namespace", DST, "--target", ops.target, "--token", ops.token)
    assert imported.returncode == 0, imported.stderr
    assert "skipped 1 retracted nodes, 1 retracted or dangling edges" in imported.stderr

    with ops.client() as kg:
        copy = kg.export(DST)
    assert _shape(copy) == _shape(source)
    edges = [r for r in copy if r["kind"] == "edge"]
    names = {r["uid"]: r["name"] for r in copy if r["kind"] == "node"}
    [old_manager] = [e for e in edges if e["type"] == "HAS_MANAGER" and e["status"] == "archived"]
    assert names[old_manager["to_uid"]] == "Bob"
    assert old_manager["valid_until"] == mar.isoformat()  # replaced when Alice's term began, as before
    assert "Gone" not in names.values()
    assert all(r["namespace"] == DST for r in copy)
    [move] = [e for e in edges if e["type"] == "LIVES_IN"]
    assert (move["status"], move["valid_from"]) == ("pending", ahead.isoformat())
    waiting = ratel_query(dgraph, f"{{ q(func: uid({move['uid']})) {{ scheduled_from }} }}")["q"]
    assert [datetime.fromisoformat(r["scheduled_from"]) for r in waiting] == [ahead]  # the job will promote it
    [job] = [e for e in edges if e["type"] == "WORKS_AT"]
    assert (job["status"], job["valid_until"]) == ("current", ahead.isoformat())
    ending = ratel_query(dgraph, f"{{ q(func: uid({job['uid']})) {{ scheduled_until }} }}")["q"]
    assert [datetime.fromisoformat(r["scheduled_until"]) for r in ending] == [ahead]  # the job will end it


def _said(records: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """Active episodes as comparable tuples: who said what when, where, after what, mentioning whom."""
    names = {r["uid"]: r["name"] for r in records if r["kind"] == "node"}
    texts = {r["uid"]: r["text"] for r in records if r["kind"] == "episode"}
    return sorted(
        (
            r["text"],
            r["speaker"],
            names[r["speaker_uid"]],
            r["said_at"],
            r["conversation_id"],
            names[r["conversation_uid"]],
            texts.get(r["previous_uid"], ""),
            tuple(sorted(names[u] for u in r["mention_uids"])),
            json.dumps(r["dates"], sort_keys=True),
        )
        for r in records
        if r["kind"] == "episode" and r["status"] == "active"
    )


def _stated_in(records: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """Each fact as its type and the text of the episode it was stated in."""
    texts = {r["uid"]: r["text"] for r in records if r["kind"] == "episode"}
    return sorted((r["type"], texts[r["derived_from_uid"]]) for r in records if r["kind"] == "edge")


def test_export_then_import_carries_what_was_said(ops: OpsServer, tmp_path: Path) -> None:
    """Ingest's episodes travel with their namespace: each is kept again by its speaker, at its time, in its
    conversation, after the same turn, mentioning the same names; the facts come over once, as edges (not
    extracted a second time), and Recall finds the statement in the copy."""
    said_at = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    turns = [
        ("Sam", "I just started a new job at Globex.", "chat-1"),
        ("Jo", "Hey Sam, congrats! I went to a pottery class yesterday.", "chat-1"),
        ("Sam", "What did you make?", "chat-1"),
        ("Jo", "My sister Alice loves hiking.", "chat-2"),
    ]
    with ops.client() as kg:
        for minute, (speaker, text, chat) in enumerate(turns):
            kg.ingest(text, speaker, said_at + timedelta(minutes=minute), conversation_id=chat, namespace=SAID)
        secret = kg.ingest(
            "I hate my job.", "Sam", said_at + timedelta(hours=1), conversation_id="chat-1", namespace=SAID
        )
        kg.forget_node(secret.episode.uid, soft=True)  # retracted: not to be imported
        source = kg.export(SAID)
    assert len(_said(source)) == len(turns)

    out = tmp_path / "said.jsonl"
    exported = _kg("export", "--namespace", SAID, "--out", str(out), "--target", ops.target, token=ops.token)
    assert exported.returncode == 0, exported.stderr
    imported = _kg("import", "--file", str(out), "--namespace", SAID_COPY, "--target", ops.target, token=ops.token)
    assert imported.returncode == 0, imported.stderr
    assert f"{len(turns)} episodes imported" in imported.stderr
    assert "1 retracted episodes" in imported.stderr
    assert "node names embedded" in imported.stderr

    with ops.client() as kg:
        copy = kg.export(SAID_COPY)
        recalled = kg.recall("Where does Sam work?", namespace=SAID_COPY, top_k=3)
    assert _said(copy) == _said(source)
    assert _shape(copy) == _shape(source)  # WORKS_AT Globex, Alice a sister, ...: each fact once
    assert any(e["type"] == "WORKS_AT" for e in copy if e["kind"] == "edge")
    [episode] = [r for r in copy if r["kind"] == "episode" and r["text"] == turns[0][1]]
    assert episode["namespace"] == SAID_COPY
    assert episode["uid"] in {item.provenance.episode_uid for item in recalled.items}
    assert _stated_in(copy) == _stated_in(source)  # each fact still derived from the turn that said it


def test_import_embeds_the_names_of_nodes_it_wrote_in_batches(
    ops: OpsServer, dgraph: DgraphLauncher, tmp_path: Path
) -> None:
    """kg embeds names only in small writes, and import writes a thousand nodes at a time: the server embeds them
    after the write, and import has it finish that before it returns (EmbedNodeNames), so that Recall finds a node
    of the copy by meaning as it found the original."""
    doctor = {"kind": "node", "uid": "0x1", "type": "NODE_TYPE_ENTITY", "name": "Dr Okafor"}
    doctor["description"] = "the physician who treats me"
    lines = [doctor] + [
        {"kind": "node", "uid": hex(i), "type": "NODE_TYPE_ENTITY", "name": f"Filler {i}"} for i in range(2, 42)
    ]
    path = tmp_path / "bulk.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    imported = _kg("import", "--file", str(path), "--namespace", BULK, "--target", ops.target, token=ops.token)
    assert imported.returncode == 0, imported.stderr
    # The server embeds bulk writes in the background too: the RPC import calls last writes what is left, so
    # every name has its vector when import returns, whichever wrote it.
    [embedded] = re.findall(r"(\d+) node names embedded", imported.stderr)
    assert int(embedded) <= len(lines)
    unembedded = ratel_query(
        dgraph, f'{{ q(func: eq(tenant, "{BULK}")) @filter(has(name) AND NOT has(name_vector_bytes)) {{ uid }} }}'
    )["q"]
    assert unembedded == []
    # The background's queue drains too: what it still held had its vectors from the RPC, so it writes none.
    for _ in range(300):
        if sample(scrape(ops.metrics_port), "kg_name_embedding_pending") == 0:
            break
        time.sleep(0.1)
    else:
        pytest.fail("the background embedding still holds nodes 30 s after the import")
    with ops.client() as kg:
        [copy] = [n for n in kg.find_node_by_name("Dr Okafor") if n.namespace == BULK]
        # The namespace's first Recall goes on without its index past KG_VECTOR_LOAD_WAIT_SECONDS (a busy machine).
        for _ in range(300):
            if copy.uid in [a.uid for a in kg.recall("Who is the doctor I see?", namespace=BULK).anchors]:
                break
            time.sleep(0.1)
        else:
            pytest.fail("the imported doctor is not anchored by meaning within 30 s")


def test_recall_index_gauges_show_what_the_indexes_hold(ops: OpsServer) -> None:
    """kg's memory grows with Recall's in-process indexes (bounded by KG_EPISODE_VECTORS_CACHED): the gauges say
    how many records each holds and what the vector arrays take."""
    with ops.client() as kg:
        kg.ingest("I have been learning the cello since spring.", unique("Cellist"), namespace=SAID)
        for _ in range(300):  # a namespace's first Recall may go on before its indexes have loaded
            kg.recall("What instrument is being learned?", namespace=SAID)
            samples = scrape(ops.metrics_port)
            if sample(samples, "kg_recall_index_records", index="episode_words") >= 1:
                break
            time.sleep(0.1)
        else:
            pytest.fail("the episode word index held nothing 30 s after an Ingest and a Recall")
    assert sample(samples, "kg_recall_index_records", index="episode_vectors") >= 1
    # each row is 384 float32 values, with its time and speaker
    assert sample(samples, "kg_recall_index_array_bytes", index="episode_vectors") >= 384 * 4
    # the speaker's node was written with its name vector, which the name index holds once Recall loaded it
    assert ("kg_recall_index_records", frozenset({("index", "name_vectors")})) in samples


def test_ingest_episode_only_keeps_the_statement_and_asserts_nothing(ops: OpsServer) -> None:
    """How `kg import` replays episodes: the statement is kept and linked to what it names; no fact is written."""
    speaker, addressed = (random.choice("BDFGKMPRTVZ") + "".join(random.choices("aeioulmnrst", k=6)) for _ in "ab")
    with ops.client() as kg:
        said = kg.ingest(
            f"Hey {addressed}, I just started a new job at Initech.", speaker, namespace=SAID, episode_only=True
        )
        assert list(said.written) == list(said.archived) == list(said.retracted) == []
        assert said.episode.text.startswith("Hey")
        [them] = [n for n in kg.find_node_by_name(addressed) if n.namespace == SAID]
        [employer] = [n for n in kg.find_node_by_name("Initech") if n.namespace == SAID]
        assert set(said.episode.mention_uids) == {them.uid, employer.uid}  # still found by what it names
        [me] = [n for n in kg.find_node_by_name(speaker) if n.namespace == SAID]
        assert me.uid == said.episode.speaker_uid
        assert kg.list_edges(me.uid) == []


def test_import_refuses_edge_types_the_server_does_not_know_before_writing(ops: OpsServer, tmp_path: Path) -> None:
    name = unique("Lonely")
    lines = [
        {"kind": "node", "uid": "0x1", "type": "Entity", "name": name},
        {"kind": "edge", "uid": "0x2", "type": "HAS_PET_ROCK", "status": "current", "from_uid": "0x1", "to_uid": "0x1"},
    ]
    path = tmp_path / "custom.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    result = _kg("import", "--file", str(path), "--namespace", DST, "--target", ops.target, token=ops.token)
    assert result.returncode == 2
    assert "edge types unknown to this server: HAS_PET_ROCK" in result.stderr
    with ops.client() as kg:
        assert kg.find_node_by_name(name) == []


def test_export_without_a_token_fails_clearly_and_leaves_no_file(ops: OpsServer, tmp_path: Path) -> None:
    out = tmp_path / "none.jsonl"
    result = _kg("export", "--out", str(out), "--target", ops.target, token="")
    assert result.returncode == 1
    assert "UNAUTHENTICATED" in result.stderr and "--token or KG_TOKEN" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_taken_metrics_port_stops_kg_serve_at_start_with_a_message() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {
            **os.environ,
            "KG_METRICS_PORT": str(port),
            "KG_ALLOW_UNAUTHENTICATED": "true",
            "KG_GRPC_PORT": str(free_port()),
            "KG_DGRAPH_ADDR": "127.0.0.1:1",
        }
        result = subprocess.run(
            [sys.executable, "-m", "kg", "serve"], env=env, capture_output=True, text=True, timeout=60
        )
    assert result.returncode == 2
    assert f"cannot serve metrics on 127.0.0.1:{port}" in result.stderr and "KG_METRICS_PORT" in result.stderr
