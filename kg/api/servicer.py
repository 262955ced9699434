"""GraphService over gRPC: each method converts the request, calls the domain, converts the answer."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import aclosing

from grpc.aio import ServicerContext as Ctx

from kg.api import convert
from kg.api.context import current_caller
from kg.domain.graph import GraphService
from kg.domain.node_edits import NodeEdits
from kg.jobs.embed_names import NameEmbedding
from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc


class GraphServicer(kg_pb2_grpc.GraphServiceServicer):
    def __init__(self, graph: GraphService, edits: NodeEdits, names: NameEmbedding) -> None:
        self.graph = graph
        self.edits = edits
        self.names = names

    async def EmbedNodeNames(
        self, request: pb.EmbedNodeNamesRequest, context: Ctx
    ) -> AsyncIterator[pb.EmbedNodeNamesResponse]:
        embedded = 0
        # Closed here if the client cancels: a batch in progress is not left half written by another task.
        async with aclosing(self.names.for_caller(current_caller.get(), request.namespace)) as batches:
            async for count in batches:
                embedded += count
                yield pb.EmbedNodeNamesResponse(embedded=embedded)
        yield pb.EmbedNodeNamesResponse(embedded=embedded, done=True)

    async def CreateNode(self, request: pb.CreateNodeRequest, context: Ctx) -> pb.CreateNodeResponse:
        spec = convert.new_node_from_pb(request.node, "node")
        node, created = await self.graph.create_node(
            current_caller.get(), spec, convert.request_id_from_pb(request), request.get_or_create
        )
        return pb.CreateNodeResponse(node=convert.node_to_pb(node), created=created)

    async def CreateNodes(self, request: pb.CreateNodesRequest, context: Ctx) -> pb.CreateNodesResponse:
        specs = [convert.new_node_from_pb(n, f"nodes[{i}]") for i, n in enumerate(request.nodes)]
        nodes = await self.graph.create_nodes(current_caller.get(), specs, request=convert.request_id_from_pb(request))
        return pb.CreateNodesResponse(
            uids={spec.client_key: node.uid for spec, node in zip(specs, nodes, strict=True) if spec.client_key},
            nodes=[convert.node_to_pb(n) for n in nodes],
        )

    async def GetNode(self, request: pb.GetNodeRequest, context: Ctx) -> pb.GetNodeResponse:
        node = await self.graph.get_node(current_caller.get(), request.uid)
        response = pb.GetNodeResponse()
        convert.fill_node(response.node, node)
        return response

    async def FindNodeByName(self, request: pb.FindNodeByNameRequest, context: Ctx) -> pb.FindNodeByNameResponse:
        node_type = convert.node_type_from_pb(request.type, "type", None)
        nodes = await self.graph.find_by_name(current_caller.get(), request.name, node_type)
        return pb.FindNodeByNameResponse(nodes=[convert.node_to_pb(n) for n in nodes])

    async def UpdateNodeActivation(
        self, request: pb.UpdateNodeActivationRequest, context: Ctx
    ) -> pb.UpdateNodeActivationResponse:
        node = await self.graph.update_activation(current_caller.get(), request.uid, request.activation)
        return pb.UpdateNodeActivationResponse(node=convert.node_to_pb(node))

    async def IncrementAccessCount(
        self, request: pb.IncrementAccessCountRequest, context: Ctx
    ) -> pb.IncrementAccessCountResponse:
        node = await self.graph.record_access(current_caller.get(), request.uid)
        return pb.IncrementAccessCountResponse(node=convert.node_to_pb(node))

    async def UpdateNode(self, request: pb.UpdateNodeRequest, context: Ctx) -> pb.UpdateNodeResponse:
        changes = convert.node_changes_from_pb(request.node, request.update_mask)
        node = await self.edits.update(current_caller.get(), request.uid, changes)
        return pb.UpdateNodeResponse(node=convert.node_to_pb(node))

    async def MergeNodes(self, request: pb.MergeNodesRequest, context: Ctx) -> pb.MergeNodesResponse:
        merged = await self.edits.merge(current_caller.get(), request.survivor_uid, request.absorbed_uid)
        return pb.MergeNodesResponse(
            node=convert.node_to_pb(merged.node),
            moved_edges=merged.moved_edges,
            archived=[convert.edge_to_pb(e) for e in merged.archived],
        )

    async def DeleteNode(self, request: pb.DeleteNodeRequest, context: Ctx) -> pb.DeleteNodeResponse:
        return pb.DeleteNodeResponse(deleted_edges=await self.graph.delete_node(current_caller.get(), request.uid))

    async def SearchNodes(self, request: pb.SearchNodesRequest, context: Ctx) -> pb.SearchNodesResponse:
        types = convert.node_types_from_pb(request.types, "types")
        nodes = await self.graph.search(current_caller.get(), request.query, types, request.limit, request.offset)
        return pb.SearchNodesResponse(nodes=[convert.node_to_pb(n) for n in nodes])

    async def HighActivationNodes(
        self, request: pb.HighActivationNodesRequest, context: Ctx
    ) -> pb.HighActivationNodesResponse:
        types = convert.node_types_from_pb(request.types, "types")
        nodes = await self.graph.high_activation(current_caller.get(), request.threshold, types, request.limit)
        return pb.HighActivationNodesResponse(nodes=[convert.node_to_pb(n) for n in nodes])

    async def CreateEdge(self, request: pb.CreateEdgeRequest, context: Ctx) -> pb.CreateEdgeResponse:
        spec = convert.new_edge_from_pb(request.edge, "edge")
        [result] = await self.graph.create_edges(
            current_caller.get(), [spec], batch=False, request=convert.request_id_from_pb(request)
        )
        return convert.edge_result_to_pb(result)

    async def CreateEdges(self, request: pb.CreateEdgesRequest, context: Ctx) -> pb.CreateEdgesResponse:
        specs = [convert.new_edge_from_pb(e, f"edges[{i}]") for i, e in enumerate(request.edges)]
        results = await self.graph.create_edges(
            current_caller.get(), specs, request=convert.request_id_from_pb(request)
        )
        return pb.CreateEdgesResponse(results=[convert.edge_result_to_pb(r) for r in results])

    async def ListEdges(self, request: pb.ListEdgesRequest, context: Ctx) -> pb.ListEdgesResponse:
        statuses = [
            s
            for i, v in enumerate(request.statuses)
            if (s := convert.edge_status_from_pb(v, f"statuses[{i}]", None)) is not None
        ]
        both = request.direction == pb.DIRECTION_UNSPECIFIED
        edges = await self.graph.list_edges(
            current_caller.get(),
            request.node_uid,
            request.type,
            outgoing=both or request.direction == pb.DIRECTION_OUTGOING,
            incoming=both or request.direction == pb.DIRECTION_INCOMING,
            statuses=statuses,
            limit=request.limit,
            as_of=convert.time_from_pb(request.as_of, "as_of"),
        )
        return pb.ListEdgesResponse(edges=[convert.edge_to_pb(e) for e in edges])

    async def ArchiveEdge(self, request: pb.ArchiveEdgeRequest, context: Ctx) -> pb.ArchiveEdgeResponse:
        edge = await self.graph.archive_edge(current_caller.get(), request.uid)
        return pb.ArchiveEdgeResponse(edge=convert.edge_to_pb(edge))

    async def GetNeighbourhood(self, request: pb.GetNeighbourhoodRequest, context: Ctx) -> pb.GetNeighbourhoodResponse:
        found = await self.graph.neighbourhood(
            current_caller.get(),
            request.uid,
            request.depth,
            request.limit,
            convert.time_from_pb(request.as_of, "as_of"),
        )
        return pb.GetNeighbourhoodResponse(
            nodes=[convert.node_to_pb(n) for n in found.nodes], edges=[convert.edge_to_pb(e) for e in found.edges]
        )

    async def FindContradictions(
        self, request: pb.FindContradictionsRequest, context: Ctx
    ) -> pb.FindContradictionsResponse:
        found = await self.graph.contradictions(current_caller.get(), request.limit)
        return pb.FindContradictionsResponse(
            contradictions=[
                pb.Contradiction(
                    edge=convert.edge_to_pb(e), to=convert.node_to_pb(b), **{"from": convert.node_to_pb(a)}
                )
                for e, a, b in found
            ]
        )

    async def RegisterEdgeType(self, request: pb.RegisterEdgeTypeRequest, context: Ctx) -> pb.RegisterEdgeTypeResponse:
        edge_type = await self.graph.register_edge_type(current_caller.get(), request.name, request.functional)
        return pb.RegisterEdgeTypeResponse(edge_type=convert.edge_type_to_pb(edge_type))

    async def ListEdgeTypes(self, request: pb.ListEdgeTypesRequest, context: Ctx) -> pb.ListEdgeTypesResponse:
        edge_types = await self.graph.list_edge_types()
        return pb.ListEdgeTypesResponse(edge_types=[convert.edge_type_to_pb(t) for t in edge_types])

    async def Query(self, request: pb.QueryRequest, context: Ctx) -> pb.QueryResponse:
        result = await self.graph.query(current_caller.get(), request.dql, dict(request.variables))
        return pb.QueryResponse(json=result)
