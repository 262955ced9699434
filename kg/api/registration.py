"""Registering kg's services with each method's handler wrapped once, at start-up, rather than through a gRPC server
interceptor.

grpc.aio runs a server's interceptors on every call, as a chain of coroutines that looks the handler up again
before the interceptor can wrap it. kg's wrapper (kg/api/interceptors.py) depends only on the method, so it is
applied when the method is registered and the server finds the wrapped handler directly. Health and reflection
are registered on the server itself and keep gRPC's own behaviour.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar, cast

import grpc

Wrap = Callable[[str, grpc.RpcMethodHandler], grpc.RpcMethodHandler]
Servicer = TypeVar("Servicer")
AddToServer = Callable[[Servicer, grpc.aio.Server], None]


class _Registrar:
    """The server as a generated `add_*Servicer_to_server` function sees it. Such a function gives its service twice:
    as a generic handler, and as a dict of handlers by method name (`add_registered_method_handlers`, which
    grpc.aio ignores). The dict is what is served here, wrapped, as a generic handler of its own."""

    def __init__(self, server: grpc.aio.Server, wrap: Wrap) -> None:
        self._server = server
        self._wrap = wrap
        self.services: list[str] = []

    def add_generic_rpc_handlers(self, handlers: Sequence[grpc.GenericRpcHandler]) -> None:
        """Not served: the same methods come by name to `add_registered_method_handlers`."""

    def add_registered_method_handlers(self, service: str, handlers: dict[str, grpc.RpcMethodHandler]) -> None:
        wrapped = {name: self._wrap(f"/{service}/{name}", handler) for name, handler in handlers.items()}
        self._server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(service, wrapped),))
        self._server.add_registered_method_handlers(service, wrapped)
        self.services.append(service)


def add_wrapped(add: AddToServer[Servicer], servicer: Servicer, server: grpc.aio.Server, wrap: Wrap) -> None:
    """`add(servicer, server)` (a generated `add_*Servicer_to_server`), each handler wrapped by `wrap`."""
    registrar = _Registrar(server, wrap)
    add(servicer, cast(grpc.aio.Server, registrar))  # the generated function calls only the registrar's two methods
    if not registrar.services:  # stubs from a grpcio-tools that names no methods: the service would not be served
        raise RuntimeError(f"{add.__name__} registered no methods by name; regenerate the stubs (make protos)")
