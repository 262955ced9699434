"""kg's services are served with every method's handler wrapped once, at registration (no server interceptor)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import grpc
import pytest

from kg.api.registration import add_wrapped
from kg.v1 import kg_pb2, kg_pb2_grpc


class FakeServer:
    def __init__(self) -> None:
        self.generic: list[grpc.GenericRpcHandler] = []

    def add_generic_rpc_handlers(self, handlers: Sequence[grpc.GenericRpcHandler]) -> None:
        self.generic += handlers

    def add_registered_method_handlers(self, service: str, handlers: dict[str, grpc.RpcMethodHandler]) -> None:
        pass

    def served(self, method: str) -> grpc.RpcMethodHandler | None:
        class Details(grpc.HandlerCallDetails):  # type: ignore[misc]
            def __init__(self) -> None:
                self.method = method
                self.invocation_metadata = ()

        return next((h for g in self.generic if (h := g.service(Details())) is not None), None)


def test_every_method_of_a_service_is_served_by_its_wrapped_handler() -> None:
    server = FakeServer()
    wrapped: dict[str, grpc.RpcMethodHandler] = {}

    def wrap(method: str, handler: grpc.RpcMethodHandler) -> grpc.RpcMethodHandler:
        wrapped[method] = grpc.unary_unary_rpc_method_handler(handler.unary_unary)
        return wrapped[method]

    add_wrapped(
        kg_pb2_grpc.add_GraphServiceServicer_to_server,
        kg_pb2_grpc.GraphServiceServicer(),
        cast(grpc.aio.Server, server),
        wrap,
    )
    service = kg_pb2.DESCRIPTOR.services_by_name["GraphService"]
    methods = [f"/{service.full_name}/{m.name}" for m in service.methods]
    assert sorted(wrapped) == sorted(methods)
    assert all(server.served(method) is wrapped[method] for method in methods)
    assert server.served("/kg.v1.GraphService/NoSuchMethod") is None


def test_stubs_that_name_no_methods_stop_the_start() -> None:
    def generic_only(servicer: Any, server: grpc.aio.Server) -> None:
        server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler("kg.v1.GraphService", {}),))

    with pytest.raises(RuntimeError, match="registered no methods by name"):
        add_wrapped(generic_only, object(), cast(grpc.aio.Server, FakeServer()), lambda method, handler: handler)
