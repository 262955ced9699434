"""Several Dgraph alphas behind one pydgraph client: each transaction goes to an alpha that has not failed lately.

pydgraph picks one stub at random per transaction and has no failover of its own. `AlphaPool` is a pydgraph client
whose `any_client()` (the hook pydgraph calls when a transaction or an alter starts) skips alphas in cool-down: an
alpha whose last call failed at the connection level (kg/store/failover.py) is avoided for `cooldown` seconds, then
tried again by the next call that draws it. The store's retry loops (kg/store/txn.py) take the next attempt to
another alpha that way.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import grpc
import pydgraph
from pydgraph.proto import api_pb2 as api

from kg.errors import Unavailable
from kg.logging import get_logger
from kg.store.failover import is_connection_failure

log = get_logger(__name__)
T = TypeVar("T")

DEFAULT_COOLDOWN_SECONDS = 5.0
# After Dgraph refused kg's login again, calls fail at once for this long, without a login each (a storm of refused
# logins under load); after it the next call tries once more (the password may have been put back in Dgraph).
RELOGIN_REFUSED_SECONDS = 5.0


class AlphaHealth:
    """When each alpha last failed; the pure part of choosing an alpha (clock and random source are injectable)."""

    def __init__(
        self,
        addresses: Sequence[str],
        cooldown: float = DEFAULT_COOLDOWN_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        rng: random.Random | None = None,
    ) -> None:
        if not addresses:
            raise ValueError("at least one Dgraph alpha address is needed")
        self.addresses = list(addresses)
        self.cooldown = cooldown
        self._clock = clock
        self._rng = rng or random.Random()
        self._cooling_until = dict.fromkeys(self.addresses, 0.0)

    def choose(self) -> str:
        """A random alpha among those not cooling down; when all are, the one whose cool-down ends first (a call
        must go somewhere, and that alpha is the likeliest to be back)."""
        now = self._clock()
        ready = [addr for addr in self.addresses if self._cooling_until[addr] <= now]
        if ready:
            return self._rng.choice(ready)
        return min(self.addresses, key=self._cooling_until.__getitem__)

    def failed(self, address: str, reason: str = "") -> None:
        if self._cooling_until[address] <= self._clock():
            log.warning("dgraph.alpha_avoided", alpha=address, seconds=self.cooldown, reason=reason[:200])
        self._cooling_until[address] = self._clock() + self.cooldown

    def is_cooling(self, address: str) -> bool:
        return self._cooling_until[address] > self._clock()


class AlphaStub(pydgraph.AsyncDgraphClientStub):  # type: ignore[misc]  # pydgraph ships no type hints
    """A pydgraph stub that tells `AlphaHealth` when its alpha fails at the connection level."""

    def __init__(
        self,
        address: str,
        health: AlphaHealth,
        credentials: grpc.ChannelCredentials | None = None,
        options: list[tuple[str, Any]] | None = None,
    ) -> None:
        super().__init__(address, credentials=credentials, options=options)
        self.address = address
        self._health = health

    async def _watched(self, call: Awaitable[T]) -> T:
        try:
            return await call
        except Exception as error:
            if is_connection_failure(error):
                self._health.failed(
                    self.address, error.details() if isinstance(error, grpc.aio.AioRpcError) else str(error)
                )
            raise

    async def login(
        self,
        login_req: api.LoginRequest,
        timeout: float | None = None,
        metadata: list[tuple[str, str]] | None = None,
        credentials: grpc.CallCredentials | None = None,
    ) -> api.Response:
        return await self._watched(super().login(login_req, timeout, metadata, credentials))

    async def alter(
        self,
        operation: api.Operation,
        timeout: float | None = None,
        metadata: list[tuple[str, str]] | None = None,
        credentials: grpc.CallCredentials | None = None,
    ) -> api.Payload:
        return await self._watched(super().alter(operation, timeout, metadata, credentials))

    async def query(
        self,
        req: api.Request,
        timeout: float | None = None,
        metadata: list[tuple[str, str]] | None = None,
        credentials: grpc.CallCredentials | None = None,
    ) -> api.Response:
        return await self._watched(super().query(req, timeout, metadata, credentials))

    async def commit_or_abort(
        self,
        ctx: api.TxnContext,
        timeout: float | None = None,
        metadata: list[tuple[str, str]] | None = None,
        credentials: grpc.CallCredentials | None = None,
    ) -> api.TxnContext:
        return await self._watched(super().commit_or_abort(ctx, timeout, metadata, credentials))

    async def check_version(
        self,
        check: api.Check,
        timeout: float | None = None,
        metadata: list[tuple[str, str]] | None = None,
        credentials: grpc.CallCredentials | None = None,
    ) -> api.Version:
        return await self._watched(super().check_version(check, timeout, metadata, credentials))


class AlphaPool(pydgraph.AsyncDgraphClient):  # type: ignore[misc]  # pydgraph ships no type hints
    """A pydgraph client over several alphas that skips the ones cooling down (see the module's docstring)."""

    def __init__(
        self, stubs: Sequence[AlphaStub], health: AlphaHealth, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(*stubs)
        self.health = health
        self._stubs = {stub.address: stub for stub in stubs}
        self._account: tuple[str, str] | None = None  # who logged in, to log in again (retry_login)
        self._logging_in_again = asyncio.Lock()
        self._clock = clock
        self._refused: tuple[float, str] | None = None  # when the login again was refused, and why

    async def login(
        self,
        userid: str,
        password: str,
        timeout: float | None = None,
        metadata: list[tuple[str, str]] | None = None,
        credentials: grpc.CallCredentials | None = None,
    ) -> None:
        await super().login(userid, password, timeout, metadata, credentials)
        self._account = (userid, password)

    async def retry_login(
        self,
        timeout: float | None = None,
        metadata: list[tuple[str, str]] | None = None,
        credentials: grpc.CallCredentials | None = None,
    ) -> None:
        """Renew an expired access token. pydgraph does it with the refresh token, which expires too (Dgraph's
        refresh-ttl, 30 days by default): a kg left without calls that long was refused ("invalid username or
        password") on every call until restarted. Then log in again as the user that logged in first. If Dgraph
        refuses that too (the user's password changed in Dgraph), the call is UNAVAILABLE, naming the settings:
        before, it surfaced as Dgraph's "invalid username or password", INTERNAL or, for raw DQL, INVALID_ARGUMENT."""
        stale = self._login_metadata
        try:
            await super().retry_login(timeout, metadata, credentials)
        except grpc.aio.AioRpcError as error:
            if self._account is None or is_connection_failure(error):
                raise
            async with self._logging_in_again:
                if self._login_metadata is stale:  # not yet done by a caller that found the token expired too
                    await self._log_in_again(self._account, error.details(), timeout, metadata, credentials)

    async def _log_in_again(
        self,
        account: tuple[str, str],
        expired: str,
        timeout: float | None,
        metadata: list[tuple[str, str]] | None,
        credentials: grpc.CallCredentials | None,
    ) -> None:
        if self._refused is not None and self._clock() - self._refused[0] < RELOGIN_REFUSED_SECONDS:
            raise Unavailable(self._refused[1])
        user = account[0]
        try:
            await super().login(*account, timeout, metadata, credentials)
        except grpc.aio.AioRpcError as error:
            if is_connection_failure(error):
                raise
            refused = (
                f"Dgraph refused kg's login as KG_DGRAPH_USER {user!r} ({error.details()}) after its tokens expired: "
                "KG_DGRAPH_USER / KG_DGRAPH_PASSWORD no longer match Dgraph's user (kg reads them at start: restart "
                "it after changing them)"
            )
            log.error("dgraph.login_refused", user=user, reason=error.details())
            self._refused = (self._clock(), refused)
            raise Unavailable(refused) from None
        self._refused = None
        log.info("dgraph.logged_in_again", reason=expired)

    @property
    def size(self) -> int:
        return len(self._stubs)

    def any_client(self) -> AlphaStub:
        return self._stubs[self.health.choose()]

    async def answering(self, timeout: float = 2.0) -> list[str]:
        """The alphas that answer a version check now (a cheap probe; failures start their cool-down)."""

        async def answers(stub: AlphaStub) -> bool:
            try:
                await stub.check_version(api.Check(), timeout=timeout, metadata=self.add_login_metadata(None))
            except Exception:  # any failure counts as not answering; connection ones are recorded by the stub
                return False
            return True

        stubs = list(self._stubs.values())
        results = await asyncio.gather(*(answers(stub) for stub in stubs))
        return [stub.address for stub, ok in zip(stubs, results, strict=True) if ok]
