"""Small helpers for end-to-end tests."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable
from typing import Any

import grpc
import pytest

from kg.client import KgRpcError


def unique(label: str) -> str:
    """A name no other test uses, so tests sharing one Dgraph never see each other's data."""
    return f"{label} {uuid.uuid4().hex[:10]}"


async def rpc_error(call: Awaitable[Any], code: grpc.StatusCode) -> KgRpcError:
    with pytest.raises(KgRpcError) as caught:
        await call
    assert caught.value.code == code, caught.value
    return caught.value
