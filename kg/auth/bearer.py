"""Bearer-token authentication for the interceptor: metadata `authorization: Bearer <token>` -> Caller."""

from __future__ import annotations

import grpc

from kg.auth.caller import Caller
from kg.auth.tokens import TokenRegistry
from kg.errors import Unauthenticated


class BearerAuth:
    def __init__(self, registry: TokenRegistry) -> None:
        self.registry = registry

    def __call__(self, context: grpc.aio.ServicerContext) -> Caller:
        values = [v for k, v in context.invocation_metadata() or () if k == "authorization"]
        if not values:
            raise Unauthenticated("missing `authorization: Bearer <token>` metadata")
        scheme, _, token = str(values[0]).partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise Unauthenticated("the authorization metadata must be `Bearer <token>`")
        return self.registry.authenticate(token.strip())


class OpenAccess:
    """No tokens configured and KG_ALLOW_UNAUTHENTICATED=true: everyone is the local admin (development)."""

    def __init__(self, caller: Caller) -> None:
        self.caller = caller

    def __call__(self, _context: grpc.aio.ServicerContext) -> Caller:
        return self.caller
