"""Who is calling, and which namespaces they may read and write."""

from __future__ import annotations

from dataclasses import dataclass

from kg.errors import PermissionDenied


@dataclass(frozen=True)
class Caller:
    principal: str
    home: str  # the namespace new data goes to when the request names none
    readable: frozenset[str]
    writable: frozenset[str]
    admin: bool = False  # edge types, in the caller's own namespaces
    service_admin: bool = False  # raw DQL, which reads every namespace: a service-wide right, never a tenant's

    @property
    def read_scope(self) -> list[str]:
        return sorted(self.readable | self.writable)

    @property
    def write_scope(self) -> list[str]:
        return sorted(self.writable)

    def namespace_for_write(self, requested: str) -> str:
        namespace = requested or self.home
        if namespace not in self.writable:
            raise PermissionDenied(f"{self.principal} may not write to namespace {namespace!r}")
        return namespace

    def require_admin(self, what: str) -> None:
        if not self.admin:
            raise PermissionDenied(f"{what} needs an admin token")

    def require_service_admin(self, what: str) -> None:
        if not self.service_admin:
            raise PermissionDenied(f"{what} reads every namespace: it needs a token with the service-admin scope")


def local_caller(namespace: str = "default") -> Caller:
    """The caller when authentication is off: one namespace, every right (development only)."""
    return Caller("local", namespace, frozenset({namespace}), frozenset({namespace}), admin=True, service_admin=True)
