"""Small helpers for end-to-end tests."""

from __future__ import annotations

import json
import urllib.request
import uuid
from collections.abc import Awaitable
from typing import Any

import grpc
import pytest

from kg.client import KgRpcError
from kg.dgraph import DgraphLauncher


def unique(label: str) -> str:
    """A name no other test uses, so tests sharing one Dgraph never see each other's data."""
    return f"{label} {uuid.uuid4().hex[:10]}"


async def rpc_error(call: Awaitable[Any], code: grpc.StatusCode) -> KgRpcError:
    with pytest.raises(KgRpcError) as caught:
        await call
    assert caught.value.code == code, caught.value
    return caught.value


def ratel_query(dgraph: DgraphLauncher, dql: str) -> dict[str, Any]:
    """A DQL query sent to alpha's HTTP /query, as Ratel sends it."""
    request = urllib.request.Request(  # noqa: S310 - loopback
        f"{dgraph.http_url}/query",
        data=dql.encode(),
        headers={"Content-Type": "application/dql"},
    )
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310
        data: dict[str, Any] = json.loads(resp.read())["data"]
        return data
