"""Opening the pydgraph asyncio client over the configured alphas, logging in when Dgraph runs with ACL."""

from __future__ import annotations

from kg.settings import Settings
from kg.store.alphas import AlphaHealth, AlphaPool, AlphaStub

_CHANNEL_OPTIONS = [
    # Large responses (exports, neighbourhoods) exceed gRPC's 4 MiB default.
    ("grpc.max_receive_message_length", 64 * 1024 * 1024),
    # gRPC waits up to 2 minutes between reconnection attempts to an alpha that went away; a restarted alpha
    # should be found again within seconds.
    ("grpc.max_reconnect_backoff_ms", 2000),
]


def alpha_addresses(setting: str) -> list[str]:
    """KG_DGRAPH_ADDR: one alpha's gRPC address, or several separated by commas."""
    return [addr.strip() for addr in setting.split(",") if addr.strip()]


async def open_dgraph(settings: Settings) -> AlphaPool:
    addresses = alpha_addresses(settings.dgraph_addr)
    health = AlphaHealth(addresses)
    client = AlphaPool([AlphaStub(addr, health, options=_CHANNEL_OPTIONS) for addr in addresses], health)
    if settings.dgraph_user:
        await client.login(settings.dgraph_user, settings.dgraph_password)
    return client
