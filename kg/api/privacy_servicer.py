"""PrivacyService over gRPC: forgetting and exporting."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import aclosing

from grpc.aio import ServicerContext as Ctx

from kg.api.context import current_caller
from kg.domain.privacy import ForgetMode, PrivacyService
from kg.errors import InvalidArgument
from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc


class PrivacyServicer(kg_pb2_grpc.PrivacyServiceServicer):
    def __init__(self, control: PrivacyService) -> None:
        self.control = control

    async def ForgetNode(self, request: pb.ForgetNodeRequest, context: Ctx) -> pb.ForgetNodeResponse:
        if request.mode not in pb.ForgetMode.values():
            raise InvalidArgument.of("mode", f"unknown forget mode {request.mode}")
        mode = ForgetMode.SOFT if request.mode == pb.FORGET_MODE_SOFT else ForgetMode.HARD
        forgotten = await self.control.forget(current_caller.get(), request.uid, mode)
        return pb.ForgetNodeResponse(edges=forgotten.edges, episodes=forgotten.episodes)

    async def Export(self, request: pb.ExportRequest, context: Ctx) -> AsyncIterator[pb.ExportResponse]:
        # Closed here when the client cancels, not later from another task: the export holds a snapshot, whose
        # ContextVar can only be reset in the context that set it.
        async with aclosing(self.control.export(current_caller.get(), request.namespace)) as lines:
            async for line in lines:
                yield pb.ExportResponse(json=line)
