"""Fixtures shared by the suite. One real Dgraph per session; `kg serve` runs as a real process."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from kg.client import KgClient
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.settings import Settings
from tests.support.processes import ServerProcess, running_dgraph


@pytest.fixture(scope="session")
def dgraph_binary() -> Path:
    settings = Settings.from_env()
    return find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)


@pytest.fixture(scope="session")
def dgraph(dgraph_binary: Path) -> Iterator[DgraphLauncher]:
    with running_dgraph(dgraph_binary, "session") as launcher:
        yield launcher


@pytest.fixture(scope="session")
def server(dgraph: DgraphLauncher) -> Iterator[ServerProcess]:
    process = ServerProcess(dgraph, dgraph.data_dir / "logs" / "kg-serve.log").start()
    yield process
    process.stop()


@pytest.fixture
async def client(server: ServerProcess) -> AsyncIterator[KgClient]:
    async with KgClient(server.target) as kg:
        yield kg
