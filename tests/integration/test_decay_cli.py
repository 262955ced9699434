"""`kg decay --once` and `kg prune` as real processes against the session Dgraph."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import uuid
from datetime import UTC, datetime, timedelta

import pydgraph
import pytest

from kg.dgraph import DgraphLauncher


def kg_env(dgraph: DgraphLauncher, **extra: str) -> dict[str, str]:
    return {**os.environ, "KG_DGRAPH_ADDR": dgraph.alpha_addr, "KG_LOG_FORMAT": "json", **extra}


async def seed_idle_nodes(dg: pydgraph.AsyncDgraphClient, count: int, days: float) -> list[str]:
    tag = uuid.uuid4().hex[:8]
    at = (datetime.now(UTC) - timedelta(days=days)).isoformat()
    objs = [
        {
            "uid": f"_:n{i}",
            "dgraph.type": "Entity",
            "name": f"idle {i} {tag}",
            "tenant": f"cli-{tag}",
            "node_status": "active",
            "activation": 0.5,
            "activation_base": 0.5,
            "activation_at": at,
            "access_count": 0,
        }
        for i in range(count)
    ]
    resp = await dg.txn().mutate(set_obj=objs, commit_now=True)
    return [resp.uids[f"n{i}"] for i in range(count)]


async def kg(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "kg", *args, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await asyncio.wait_for(proc.communicate(), 120)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def test_two_concurrent_runs_one_decays_and_the_other_reports_the_lease(
    dgraph: DgraphLauncher, dg: pydgraph.AsyncDgraphClient
) -> None:
    await seed_idle_nodes(dg, 300, days=6)
    # One record per page makes a run take seconds, so the two processes certainly overlap.
    env = kg_env(dgraph, KG_DECAY_PAGE_SIZE="1", KG_DECAY_CONCURRENCY="1")
    results = await asyncio.gather(kg(env, "decay", "--once"), kg(env, "decay", "--once"))
    assert [code for code, _, _ in results] == [0, 0], results
    # KG_LOG_FORMAT=json: every line a process writes is JSON, its result too (an event, on stderr with the logs).
    for _, out, err in results:
        assert out == ""
        assert all(isinstance(json.loads(line), dict) for line in err.splitlines()), err
    events = [json.loads(line) for _, _, err in results for line in err.splitlines()]
    ran = [e for e in events if e["event"] == "cli.decay_done"]
    held = [e for e in events if e["event"] == "cli.decay_skipped"]
    assert len(ran) == 1 and len(held) == 1, events
    assert ran[0]["nodes"] >= 300 and held[0]["held_by"]
    finished = [e for e in events if e["event"] == "decay.finished"]
    assert len(finished) == 1
    assert finished[0]["nodes"] >= 300 and "seconds" in finished[0] and "edges" in finished[0]
    assert "promoted" in finished[0] and "ended" in finished[0]  # scheduled changes and ends in the same run
    assert "ended" in ran[0]


async def test_decay_reports_in_plain_text_on_a_console(dgraph: DgraphLauncher, dg: pydgraph.AsyncDgraphClient) -> None:
    await seed_idle_nodes(dg, 3, days=6)
    code, out, _ = await kg(kg_env(dgraph, KG_LOG_FORMAT="console"), "decay", "--once")
    assert code == 0
    assert out.startswith("kg decay: ") and "nodes and" in out and "edges changed" in out
    assert "scheduled changes made current" in out and "scheduled ends reached" in out


async def test_prune_lists_floor_nodes_and_apply_removes_them(
    dgraph: DgraphLauncher, dg: pydgraph.AsyncDgraphClient
) -> None:
    uids = await seed_idle_nodes(dg, 2, days=900)
    env = kg_env(dgraph)
    assert (await kg(env, "decay", "--once"))[0] == 0
    code, listed, _ = await kg(env, "prune", "--list", "--limit", "100000")
    assert code == 0
    rows = {row["uid"]: row for row in map(json.loads, listed.splitlines())}
    assert set(uids) <= rows.keys()
    assert rows[uids[0]]["activation"] == pytest.approx(0.01)
    code, _, log = await kg(env, "prune", "--apply", "--limit", "100000")
    assert code == 0
    [removed] = [e for e in map(json.loads, log.splitlines()) if e["event"] == "cli.prune_removed"]
    assert removed["nodes"] >= 2
    resp = await dg.txn(read_only=True).query(
        "query q($ids: string) { q(func: uid($ids)) { name } }", variables={"$ids": f"[{', '.join(uids)}]"}
    )
    assert json.loads(resp.json)["q"] == []


def test_decay_requires_once(dgraph: DgraphLauncher) -> None:
    done = subprocess.run([sys.executable, "-m", "kg", "decay"], env=kg_env(dgraph), capture_output=True, text=True)
    assert done.returncode == 2
    assert "--once" in done.stderr


def test_decay_without_dgraph_fails_with_a_message(dgraph: DgraphLauncher) -> None:
    env = kg_env(dgraph, KG_DGRAPH_ADDR="127.0.0.1:1", KG_DGRAPH_TIMEOUT_SECONDS="2")
    done = subprocess.run([sys.executable, "-m", "kg", "decay", "--once"], env=env, capture_output=True, text=True)
    assert done.returncode == 1
    [failed] = [e for e in map(json.loads, done.stderr.splitlines()) if e["event"] == "cli.decay_failed"]
    assert failed["level"] == "error" and "Dgraph is unavailable" in failed["error"]
