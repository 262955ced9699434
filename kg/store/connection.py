"""Opening the pydgraph asyncio client over the configured alphas, over TLS when configured, logging in when
Dgraph runs with ACL."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import grpc

from kg.errors import Unauthenticated, Unavailable
from kg.logging import get_logger
from kg.settings import Settings
from kg.store.alphas import AlphaHealth, AlphaPool, AlphaStub
from kg.store.txn import DgraphRejected, translate_errors
from kg.tls import ClientTls

log = get_logger(__name__)
T = TypeVar("T")
RETRY_EVERY_SECONDS = 1.0

_CHANNEL_OPTIONS = [
    # Large responses (exports, neighbourhoods) exceed gRPC's 4 MiB default.
    ("grpc.max_receive_message_length", 64 * 1024 * 1024),
    # gRPC waits up to 2 minutes between reconnection attempts to an alpha that went away; a restarted alpha
    # should be found again within seconds.
    ("grpc.max_reconnect_backoff_ms", 2000),
]


def dgraph_channel(settings: Settings) -> tuple[grpc.ChannelCredentials | None, list[tuple[str, Any]]]:
    """Credentials (None: plain text) and options for the channels to the alphas; raises TlsConfigError."""
    if not settings.dgraph_tls_enabled:
        return None, list(_CHANNEL_OPTIONS)
    tls = ClientTls(
        settings.dgraph_tls_ca_file,
        settings.dgraph_tls_cert_file,
        settings.dgraph_tls_key_file,
        settings.dgraph_tls_server_name,
    )
    return tls.credentials(), [*_CHANNEL_OPTIONS, *tls.channel_options()]


def unreachable_message(settings: Settings, error: Exception) -> str:
    """Why kg could not start against Dgraph, with the TLS settings to check (a TLS mismatch looks like this)."""
    details = error.details() if isinstance(error, grpc.aio.AioRpcError) else str(error)
    if settings.dgraph_tls_enabled:
        hint = (
            "kg connects with TLS: KG_DGRAPH_TLS_CA_FILE must name the CA that signed alpha's certificate, and "
            "KG_DGRAPH_TLS_CERT_FILE / KG_DGRAPH_TLS_KEY_FILE a client certificate if alpha requires one"
        )
    else:
        hint = "kg connects in plain text: if alpha serves TLS, set KG_DGRAPH_TLS_CA_FILE (see README, TLS)"
    return f"cannot reach Dgraph at {settings.dgraph_addr}: {details}\n{hint}"


def alpha_addresses(setting: str) -> list[str]:
    """KG_DGRAPH_ADDR: one alpha's gRPC address, or several separated by commas."""
    return [addr.strip() for addr in setting.split(",") if addr.strip()]


def alpha_pool(settings: Settings) -> AlphaPool:
    """The client over the configured alphas; nothing is sent yet."""
    credentials, options = dgraph_channel(settings)
    addresses = alpha_addresses(settings.dgraph_addr)
    health = AlphaHealth(addresses)
    return AlphaPool([AlphaStub(addr, health, credentials, options) for addr in addresses], health)


async def log_in(client: AlphaPool, settings: Settings) -> None:
    """Log in as KG_DGRAPH_USER when Dgraph runs with ACL (pydgraph renews the access token as it expires).
    Raises Unavailable when no alpha answers, Unauthenticated when Dgraph refuses the user or password."""
    if not settings.dgraph_user:
        return
    try:
        async with translate_errors():
            await client.login(settings.dgraph_user, settings.dgraph_password)
    except DgraphRejected as refused:  # Dgraph says "invalid username or password" as UNKNOWN
        raise Unauthenticated(
            f"Dgraph refused the login of KG_DGRAPH_USER {settings.dgraph_user!r}: {refused}; check "
            "KG_DGRAPH_USER and KG_DGRAPH_PASSWORD (a new alpha creates groot a few seconds after it reports healthy)"
        ) from None


async def open_dgraph(settings: Settings) -> AlphaPool:
    """The client over the configured alphas, logged in when Dgraph runs with ACL."""
    client = alpha_pool(settings)
    await log_in(client, settings)
    return client


async def when_reachable(
    step: Callable[[], Awaitable[T]],
    wait_seconds: float,
    *,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    clock: Callable[[], float] = time.monotonic,
) -> T:
    """`step`'s result, trying again every RETRY_EVERY_SECONDS while Dgraph is unavailable, for up to
    `wait_seconds`; then its last Unavailable is raised. At start, Dgraph may not answer yet: started beside kg (a
    compose file, a pod), or an alpha restarted on other ports that reports healthy before it can reach its group
    ("No connection exists" for some seconds). Each wait is logged with the reason, so a setting that will never
    work (a wrong address, TLS) is seen at once."""
    deadline = clock() + wait_seconds
    while True:
        try:
            return await step()
        except Unavailable as error:
            left = deadline - clock()
            if left <= 0:
                raise
            log.warning("dgraph.waiting", error=str(error), seconds_left=round(left, 1))
            await sleep(min(RETRY_EVERY_SECONDS, left))
