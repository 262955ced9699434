"""Opening the pydgraph asyncio client, logging in when Dgraph runs with ACL."""

from __future__ import annotations

import pydgraph

from kg.settings import Settings

# Large responses (exports, neighbourhoods) exceed gRPC's 4 MiB default.
_CHANNEL_OPTIONS = [("grpc.max_receive_message_length", 64 * 1024 * 1024)]


async def open_dgraph(settings: Settings) -> pydgraph.AsyncDgraphClient:
    stubs = [
        pydgraph.AsyncDgraphClientStub(addr.strip(), options=_CHANNEL_OPTIONS)
        for addr in settings.dgraph_addr.split(",")
        if addr.strip()
    ]
    client = pydgraph.AsyncDgraphClient(*stubs)
    if settings.dgraph_user:
        await client.login(settings.dgraph_user, settings.dgraph_password)
    return client
