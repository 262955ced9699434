"""Fixtures for tests that talk to Dgraph directly through pydgraph."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pydgraph
import pytest

from kg.dgraph import DgraphLauncher
from kg.store.schema import apply_schema
from kg.store.txn import DgraphStore


@pytest.fixture
async def dg(dgraph: DgraphLauncher) -> AsyncIterator[pydgraph.AsyncDgraphClient]:
    """A pydgraph client on the session's Dgraph, with kg's schema applied."""
    client = pydgraph.AsyncDgraphClient(pydgraph.AsyncDgraphClientStub(dgraph.alpha_addr))
    await apply_schema(client)
    yield client
    await client.close()


@pytest.fixture
def db(dg: pydgraph.AsyncDgraphClient) -> DgraphStore:
    """kg's store layer over `dg`."""
    return DgraphStore(dg, default_timeout=30)
