"""The background embedding of bulk-written names, as a queue: batches per namespace, a failed batch does not stop
the task, and what is left at stop is logged. The embedding and the Dgraph reads and writes (NameEmbedding.fill,
which skips nodes given a vector meanwhile) are e2e-tested (tests/e2e/test_embed_names.py); here they are plain
recordings."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator
from typing import Any

import pytest
import structlog

from kg.jobs.name_backlog import NameBacklog
from kg.jobs.vector_fill import BATCH


class Recording:
    """Stands for NameEmbedding: records which uids of which namespace it was asked to embed."""

    embedder = object()  # a model is there

    def __init__(self, fail_on: str = "") -> None:
        self.filled: list[tuple[str, list[str]]] = []
        self.fail_on = fail_on
        self.release = asyncio.Event()
        self.release.set()

    async def fill(self, embedder: Any, uids: list[str], namespace: str) -> AsyncGenerator[int, None]:
        await self.release.wait()
        if namespace == self.fail_on:
            raise RuntimeError("Dgraph went away")
        self.filled.append((namespace, uids))
        yield len(uids)


def backlog(names: Recording) -> NameBacklog:
    return NameBacklog(names)  # type: ignore[arg-type]


async def drained(queue: NameBacklog) -> None:
    for _ in range(200):
        if not queue.pending:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"{queue.pending} still pending")


async def test_nodes_are_embedded_in_batches_per_namespace() -> None:
    names = Recording()
    queue = backlog(names)
    queue.start()
    many = [f"a{i}" for i in range(BATCH + 5)]
    queue.add("alice", many)
    queue.add("bob", ["b1"])
    await drained(queue)
    await queue.stop()
    assert names.filled == [("alice", many[:BATCH]), ("alice", many[BATCH:]), ("bob", ["b1"])]
    assert queue.embedded == len(many) + 1


async def test_a_failed_batch_is_logged_and_the_next_ones_still_run() -> None:
    names = Recording(fail_on="broken")
    queue = backlog(names)
    queue.start()
    with structlog.testing.capture_logs() as logs:
        queue.add("broken", ["x1", "x2"])
        queue.add("alice", ["a1"])
        await drained(queue)
    await queue.stop()
    assert names.filled == [("alice", ["a1"])]
    [failed] = [e for e in logs if e["event"] == "names.background_failed"]
    assert failed["namespace"] == "broken" and failed["nodes"] == 2 and failed["later"] == "kg embed-names"


async def test_what_is_left_at_stop_is_logged_with_the_job_that_embeds_it() -> None:
    names = Recording()
    names.release.clear()  # the first batch waits: the server stops meanwhile
    queue = backlog(names)
    queue.start()
    queue.add("alice", [f"a{i}" for i in range(BATCH + 3)])
    await asyncio.sleep(0.05)
    with structlog.testing.capture_logs() as logs:
        await queue.stop()
    [left] = [e for e in logs if e["event"] == "names.background_left"]
    assert left["nodes"] == BATCH + 3 and left["later"] == "kg embed-names"
    assert names.filled == []


@pytest.mark.parametrize("uids", [[], ["a1"]])
async def test_adding_never_waits_and_nothing_runs_before_start(uids: list[str]) -> None:
    names = Recording()
    queue = backlog(names)
    queue.add("alice", uids)
    await asyncio.sleep(0.01)
    assert queue.pending == len(uids) and names.filled == []
    await queue.stop()


def test_a_server_without_its_model_has_no_background_embedding() -> None:
    names = Recording()
    names.embedder = None  # type: ignore[assignment]
    with pytest.raises(ValueError, match="sentence model"):
        backlog(names)
