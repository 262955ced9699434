"""The soak's cost probes take a real alpha's CPU and heap profiles (Go's pprof) while a method runs alone."""

from __future__ import annotations

import gzip
from pathlib import Path

import pydgraph

from bench.alpha_profile import profiled, save_heap
from kg.dgraph import DgraphLauncher

QUERY = "{ q(func: has(dgraph.type), first: 5) { uid } }"


async def test_a_cpu_profile_covers_the_calls_made_while_it_ran(dgraph: DgraphLauncher, tmp_path: Path) -> None:
    stub = pydgraph.DgraphClientStub(dgraph.alpha_addr)
    client = pydgraph.DgraphClient(stub)

    async def one_query() -> None:
        client.txn(read_only=True).query(QUERY)

    try:
        calls = await profiled(dgraph.http_url, tmp_path / "cpu.pb.gz", one_query, seconds=1)
    finally:
        stub.close()
    assert calls > 0
    assert len(gzip.decompress((tmp_path / "cpu.pb.gz").read_bytes())) > 0  # a gzipped pprof protobuf


async def test_a_heap_profile_is_saved(dgraph: DgraphLauncher, tmp_path: Path) -> None:
    await save_heap(dgraph.http_url, tmp_path / "heap.pb.gz")
    assert len(gzip.decompress((tmp_path / "heap.pb.gz").read_bytes())) > 0
