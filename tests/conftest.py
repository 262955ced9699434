"""Fixtures shared by the suite. One real Dgraph per session; `kg serve` runs as a real process."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from kg.client import KgClient
from kg.dgraph import DgraphLauncher, find_or_build_dgraph
from kg.settings import Settings
from tests.support.processes import ServerProcess, kg_server, running_dgraph
from tests.support.tenants import Tokens, write_tokens


@pytest.fixture(scope="session")
def dgraph_binary() -> Path:
    settings = Settings.from_env()
    return find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)


@pytest.fixture(scope="session")
def dgraph(dgraph_binary: Path) -> Iterator[DgraphLauncher]:
    with running_dgraph(dgraph_binary, "session") as launcher:
        yield launcher


@pytest.fixture(scope="session")
def tokens(dgraph: DgraphLauncher) -> Tokens:
    return write_tokens(dgraph.data_dir / "tokens.json")


@pytest.fixture(scope="session")
def server(dgraph: DgraphLauncher, tokens: Tokens) -> Iterator[ServerProcess]:
    # The decay scheduler is off here: decay tests run the job themselves, with controlled timestamps. Accesses
    # are written every second, so the tests that watch them wait less.
    process = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-serve.log",
        KG_TOKENS_FILE=str(tokens.path),
        KG_DECAY_SCHEDULER="false",
        KG_ACCESS_FLUSH_SECONDS="1",
    )
    process.start()
    yield process
    process.stop()


@pytest.fixture
async def client(server: ServerProcess, tokens: Tokens) -> AsyncIterator[KgClient]:
    """A client with the admin token of namespace "default"."""
    async with KgClient(server.target, tokens["admin"]) as kg:
        yield kg


_OWN = itertools.count()


@pytest.fixture
def own_token(tokens: Tokens) -> str:
    """The token of a principal whose home is a namespace no other test writes to (one per test;
    tests/support/tenants.py)."""
    index = next(_OWN)
    assert index < len(tokens.own), "more tests ask for a namespace of their own than OWN_NAMESPACES gives"
    return tokens.own[index][1]


@pytest.fixture
async def own_client(server: ServerProcess, own_token: str) -> AsyncIterator[KgClient]:
    """A client whose home is the test's own namespace (`own_token`), for a test whose expectation is a ranking
    (vector-only anchors, Recall's top_k): in "default" it would compete with whatever the session's earlier tests
    left there, and pass or fail by their luck."""
    async with KgClient(server.target, own_token) as kg:
        yield kg


@pytest.fixture(scope="session")
def lexical_server(dgraph: DgraphLauncher, tokens: Tokens) -> Iterator[ServerProcess]:
    """A second `kg serve` on the same Dgraph, without its sentence model (KG_EMBEDDINGS=false): what it writes has
    no vector."""
    process = kg_server(dgraph, tokens, "kg-lexical", KG_EMBEDDINGS="false").start()
    yield process
    assert process.stop() == 0
