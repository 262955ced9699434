"""The soak reads a real alpha's own metrics: every reading it splits the alpha's memory into is exported."""

from __future__ import annotations

from bench.alpha_metrics import read_alpha_metrics
from bench.soak_probe import compactions_done, compactions_running
from kg.dgraph import DgraphLauncher


def test_a_running_alpha_exports_every_reading_the_soak_needs(dgraph: DgraphLauncher) -> None:
    reading = read_alpha_metrics(dgraph.http_url)
    assert reading is not None
    assert reading.heap_in_use_mb >= reading.heap_live_mb > 0  # a live Go heap, inside what is in use
    assert reading.gc_cpu_s >= 0 and reading.compactions >= 0 and reading.lsm_mb >= 0


def test_an_alpha_that_does_not_answer_gives_no_reading() -> None:
    assert read_alpha_metrics("http://127.0.0.1:9") is None  # the discard port: nothing listens


async def test_the_cost_probe_waits_for_compactions_only_while_the_alpha_runs_one(dgraph: DgraphLauncher) -> None:
    running = await compactions_running(dgraph.http_url)
    waited = await compactions_done(dgraph.http_url, limit=30.0)
    assert running >= 0
    assert await compactions_running(dgraph.http_url) == 0 or waited >= 30.0  # done, or waited its whole limit


async def test_an_alpha_that_does_not_answer_is_read_as_compacting_nothing() -> None:
    assert await compactions_running("http://127.0.0.1:9") == 0
    assert await compactions_done("http://127.0.0.1:9", limit=5.0) < 5.0  # does not wait for an answer never given
