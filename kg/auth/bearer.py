"""Bearer-token authentication for the interceptor: the call's metadata `authorization: Bearer <token>` -> Caller."""

from __future__ import annotations

from collections.abc import Sequence

from kg.auth.caller import Caller
from kg.auth.tokens import TokenRegistry
from kg.errors import Unauthenticated

# A call's invocation metadata, read once per call by the caller of these (gRPC decodes it afresh on every read).
Metadata = Sequence[tuple[str, str | bytes]]


class BearerAuth:
    def __init__(self, registry: TokenRegistry) -> None:
        self.registry = registry

    def __call__(self, metadata: Metadata) -> Caller:
        values = [v for k, v in metadata if k == "authorization"]
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

    def __call__(self, _metadata: Metadata) -> Caller:
        return self.caller
