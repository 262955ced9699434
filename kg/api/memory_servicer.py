"""MemoryService over gRPC: Ingest, Recall, ConfirmEdge, RetractEdge."""

from __future__ import annotations

from grpc.aio import ServicerContext as Ctx

from kg.api import convert, memory_convert
from kg.api.context import current_caller
from kg.domain.memory import MemoryService
from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc


class MemoryServicer(kg_pb2_grpc.MemoryServiceServicer):
    def __init__(self, memory: MemoryService) -> None:
        self.memory = memory

    async def Ingest(self, request: pb.IngestRequest, context: Ctx) -> pb.IngestResponse:
        result = await self.memory.ingest(
            current_caller.get(),
            request.text,
            request.speaker,
            convert.time_from_pb(request.timestamp, "timestamp"),
            request.conversation_id,
            request.namespace,
            request.episode_only,
        )
        return pb.IngestResponse(
            written=[convert.edge_to_pb(e) for e in result.written],
            archived=[convert.edge_to_pb(e) for e in result.archived],
            retracted=[convert.edge_to_pb(e) for e in result.retracted],
            ending=[convert.edge_to_pb(e) for e in result.ending],
            created=[convert.node_to_pb(n) for n in result.created],
            conversation_uid=result.conversation_uid,
            extraction_tier=result.tier,
            episode=memory_convert.episode_to_pb(result.episode) if result.episode else None,
        )

    async def Recall(self, request: pb.RecallRequest, context: Ctx) -> pb.RecallResponse:
        result = await self.memory.recall(
            current_caller.get(),
            request.query,
            list(request.embedding),
            request.speaker,
            request.hops,
            request.top_k,
            convert.time_from_pb(request.as_of, "as_of"),
            request.namespace,
        )
        return memory_convert.recall_to_pb(result)

    async def ConfirmEdge(self, request: pb.ConfirmEdgeRequest, context: Ctx) -> pb.ConfirmEdgeResponse:
        result = await self.memory.confirm(current_caller.get(), request.uid)
        return pb.ConfirmEdgeResponse(
            edge=convert.edge_to_pb(result.edge),
            archived=[convert.edge_to_pb(e) for e in result.archived],
            supersedes=[convert.edge_to_pb(e) for e in result.supersedes],
        )

    async def RetractEdge(self, request: pb.RetractEdgeRequest, context: Ctx) -> pb.RetractEdgeResponse:
        edge = await self.memory.retract(current_caller.get(), request.uid)
        return pb.RetractEdgeResponse(edge=convert.edge_to_pb(edge))
