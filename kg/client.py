"""Typed Python clients for kg: `KgClient` (asyncio) and `KgSyncClient` (blocking).

    async with KgClient("127.0.0.1:50051", token="...") as kg:
        bob = await kg.create_node("Bob", NodeType.NODE_TYPE_ENTITY)

A server with TLS: `KgClient("kg.example.com:50051", token, tls=ClientTls(ca_file="ca.pem"))` (`tls=True`: the
public roots); mutual TLS adds `cert_file` and `key_file`.

Failures raise `KgRpcError` with the gRPC code, the message and any field violations.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Concatenate, ParamSpec, TypeVar

import grpc
from google.rpc import error_details_pb2
from grpc_status import rpc_status

from kg.tls import ClientTls
from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc

NodeType = pb.NodeType
EdgeStatus = pb.EdgeStatus
Direction = pb.Direction

P = ParamSpec("P")
R = TypeVar("R")


class KgRpcError(Exception):
    """A failed call: its code, message, field violations, and the server's request id for it (the `request_id`
    its log lines carry; empty when the call never reached kg)."""

    def __init__(
        self, code: grpc.StatusCode, message: str, field_violations: dict[str, str], request_id: str = ""
    ) -> None:
        super().__init__(f"{code.name}: {message}")
        self.code = code
        self.message = message
        self.field_violations = field_violations
        self.request_id = request_id

    @classmethod
    def from_rpc(cls, error: grpc.aio.AioRpcError) -> KgRpcError:
        violations: dict[str, str] = {}
        status = rpc_status.from_call(error)
        for detail in status.details if status else []:
            bad = error_details_pb2.BadRequest()
            if detail.Unpack(bad):
                violations.update({v.field: v.description for v in bad.field_violations})
        request_id = next((str(v) for k, v in error.trailing_metadata() or () if k == "x-request-id"), "")
        return cls(error.code(), error.details() or "", violations, request_id)


def _struct(values: Mapping[str, Any] | None) -> Any:
    from google.protobuf import struct_pb2

    msg = struct_pb2.Struct()
    if values:
        msg.update(values)
    return msg


def new_node(
    name: str,
    type: pb.NodeType.ValueType = pb.NODE_TYPE_ENTITY,
    *,
    description: str = "",
    tags: Sequence[str] = (),
    aliases: Sequence[str] = (),
    activation: float | None = None,
    confidence: float | None = None,
    metadata: Mapping[str, Any] | None = None,
    namespace: str = "",
    client_key: str = "",
    embedding: Sequence[float] = (),
) -> pb.NewNode:
    msg = pb.NewNode(
        type=type,
        name=name,
        description=description,
        tags=tags,
        aliases=aliases,
        metadata=_struct(metadata),
        namespace=namespace,
        client_key=client_key,
        embedding=embedding,
    )
    if activation is not None:
        msg.activation = activation
    if confidence is not None:
        msg.confidence = confidence
    return msg


def new_edge(
    type: str,
    from_uid: str,
    to_uid: str,
    *,
    confidence: float | None = None,
    properties: Mapping[str, Any] | None = None,
    valid_from: datetime | None = None,
    status: pb.EdgeStatus.ValueType = pb.EDGE_STATUS_UNSPECIFIED,
    derived_from_uid: str = "",
    valid_until: datetime | None = None,
) -> pb.NewEdge:
    msg = pb.NewEdge(
        type=type,
        from_uid=from_uid,
        to_uid=to_uid,
        properties=_struct(properties),
        status=status,
        derived_from_uid=derived_from_uid,
    )
    if confidence is not None:
        msg.confidence = confidence
    if valid_from is not None:
        msg.valid_from.FromDatetime(valid_from)
    if valid_until is not None:
        msg.valid_until.FromDatetime(valid_until)
    return msg


def open_channel(target: str, tls: ClientTls | bool | None = None) -> grpc.aio.Channel:
    """A plain-text channel, or TLS with `tls` (True: verify the server against the public roots)."""
    if not tls:
        return grpc.aio.insecure_channel(target)
    config = ClientTls() if tls is True else tls
    return grpc.aio.secure_channel(target, config.credentials(), options=config.channel_options())


class KgClient:
    """The asyncio client. Use it on one event loop; `close()` (or `async with`) releases the channel."""

    def __init__(
        self,
        target: str = "127.0.0.1:50051",
        token: str | None = None,
        timeout: float = 30.0,
        *,
        tls: ClientTls | bool | None = None,
    ) -> None:
        self._channel = open_channel(target, tls)
        self._stub = kg_pb2_grpc.GraphServiceStub(self._channel)
        self._privacy = kg_pb2_grpc.PrivacyServiceStub(self._channel)
        self._memory = kg_pb2_grpc.MemoryServiceStub(self._channel)
        self._metadata = (("authorization", f"Bearer {token}"),) if token else ()
        self.timeout = timeout

    async def __aenter__(self) -> KgClient:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    async def close(self) -> None:
        await self._channel.close()

    async def _call(self, method: str, request: Any, timeout: float | None = None, stub: Any = None) -> Any:
        try:
            return await getattr(stub or self._stub, method)(
                request, timeout=timeout or self.timeout, metadata=self._metadata
            )
        except grpc.aio.AioRpcError as exc:
            raise KgRpcError.from_rpc(exc) from None

    async def create_node(
        self,
        /,
        name: str,
        type: pb.NodeType.ValueType = pb.NODE_TYPE_ENTITY,
        *,
        request_id: str = "",
        get_or_create: bool = False,
        **fields: Any,
    ) -> pb.Node:
        """CreateNode. `request_id` makes a retry return the first call's node; `get_or_create` returns the
        node of this name and type in the namespace when there is one."""
        request = pb.CreateNodeRequest(
            node=new_node(name, type, **fields), request_id=request_id, get_or_create=get_or_create
        )
        return (await self._call("CreateNode", request)).node  # type: ignore[no-any-return]

    async def create_nodes(self, nodes: Sequence[pb.NewNode], request_id: str = "") -> pb.CreateNodesResponse:
        request = pb.CreateNodesRequest(nodes=nodes, request_id=request_id)
        return await self._call("CreateNodes", request)  # type: ignore[no-any-return]

    async def update_node(
        self,
        uid: str,
        *,
        description: str | None = None,
        aliases: Sequence[str] | None = None,
        tags: Sequence[str] | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> pb.Node:
        """UpdateNode: the fields given (not None) change, an empty value clearing one; the others stay."""
        given = {"description": description, "aliases": aliases, "tags": tags, "metadata": metadata}
        request = pb.UpdateNodeRequest(
            uid=uid,
            node=pb.NodeUpdate(
                description=description or "", aliases=aliases or (), tags=tags or (), metadata=_struct(metadata)
            ),
        )
        request.update_mask.paths.extend(name for name, value in given.items() if value is not None)
        return (await self._call("UpdateNode", request)).node  # type: ignore[no-any-return]

    async def merge_nodes(self, survivor_uid: str, absorbed_uid: str) -> pb.MergeNodesResponse:
        request = pb.MergeNodesRequest(survivor_uid=survivor_uid, absorbed_uid=absorbed_uid)
        return await self._call("MergeNodes", request)  # type: ignore[no-any-return]

    async def get_node(self, uid: str) -> pb.Node:
        return (await self._call("GetNode", pb.GetNodeRequest(uid=uid))).node  # type: ignore[no-any-return]

    async def find_node_by_name(
        self, name: str, type: pb.NodeType.ValueType = pb.NODE_TYPE_UNSPECIFIED
    ) -> list[pb.Node]:
        return list((await self._call("FindNodeByName", pb.FindNodeByNameRequest(name=name, type=type))).nodes)

    async def update_node_activation(self, uid: str, activation: float) -> pb.Node:
        request = pb.UpdateNodeActivationRequest(uid=uid, activation=activation)
        return (await self._call("UpdateNodeActivation", request)).node  # type: ignore[no-any-return]

    async def increment_access_count(self, uid: str) -> pb.Node:
        request = pb.IncrementAccessCountRequest(uid=uid)
        return (await self._call("IncrementAccessCount", request)).node  # type: ignore[no-any-return]

    async def delete_node(self, uid: str) -> int:
        return int((await self._call("DeleteNode", pb.DeleteNodeRequest(uid=uid))).deleted_edges)

    async def search_nodes(
        self, query: str, types: Sequence[pb.NodeType.ValueType] = (), limit: int = 0, offset: int = 0
    ) -> list[pb.Node]:
        request = pb.SearchNodesRequest(query=query, types=types, limit=limit, offset=offset)
        return list((await self._call("SearchNodes", request)).nodes)

    async def high_activation_nodes(
        self, threshold: float, types: Sequence[pb.NodeType.ValueType] = (), limit: int = 0
    ) -> list[pb.Node]:
        request = pb.HighActivationNodesRequest(threshold=threshold, types=types, limit=limit)
        return list((await self._call("HighActivationNodes", request)).nodes)

    async def create_edge(
        self, /, type: str, from_uid: str, to_uid: str, *, request_id: str = "", **fields: Any
    ) -> pb.CreateEdgeResponse:
        return await self.put_edge(new_edge(type, from_uid, to_uid, **fields), request_id)

    async def put_edge(self, edge: pb.NewEdge, request_id: str = "") -> pb.CreateEdgeResponse:
        """CreateEdge with a NewEdge built beforehand (see `new_edge`)."""
        request = pb.CreateEdgeRequest(edge=edge, request_id=request_id)
        return await self._call("CreateEdge", request)  # type: ignore[no-any-return]

    async def create_edges(self, edges: Sequence[pb.NewEdge], request_id: str = "") -> list[pb.CreateEdgeResponse]:
        request = pb.CreateEdgesRequest(edges=edges, request_id=request_id)
        return list((await self._call("CreateEdges", request)).results)

    async def list_edges(
        self,
        node_uid: str,
        type: str = "",
        direction: pb.Direction.ValueType = pb.DIRECTION_UNSPECIFIED,
        statuses: Sequence[pb.EdgeStatus.ValueType] = (),
        limit: int = 0,
        as_of: datetime | None = None,
    ) -> list[pb.Edge]:
        request = pb.ListEdgesRequest(node_uid=node_uid, type=type, direction=direction, statuses=statuses, limit=limit)
        if as_of is not None:
            request.as_of.FromDatetime(as_of)
        return list((await self._call("ListEdges", request)).edges)

    async def archive_edge(self, uid: str) -> pb.Edge:
        return (await self._call("ArchiveEdge", pb.ArchiveEdgeRequest(uid=uid))).edge  # type: ignore[no-any-return]

    async def get_neighbourhood(
        self, uid: str, depth: int = 0, limit: int = 0, as_of: datetime | None = None
    ) -> pb.GetNeighbourhoodResponse:
        request = pb.GetNeighbourhoodRequest(uid=uid, depth=depth, limit=limit)
        if as_of is not None:
            request.as_of.FromDatetime(as_of)
        return await self._call("GetNeighbourhood", request)  # type: ignore[no-any-return]

    async def find_contradictions(self, limit: int = 0) -> list[pb.Contradiction]:
        request = pb.FindContradictionsRequest(limit=limit)
        return list((await self._call("FindContradictions", request)).contradictions)

    async def register_edge_type(self, name: str, functional: bool = False) -> pb.EdgeTypeInfo:
        request = pb.RegisterEdgeTypeRequest(name=name, functional=functional)
        return (await self._call("RegisterEdgeType", request)).edge_type  # type: ignore[no-any-return]

    async def list_edge_types(self) -> list[pb.EdgeTypeInfo]:
        return list((await self._call("ListEdgeTypes", pb.ListEdgeTypesRequest())).edge_types)

    async def ingest(
        self,
        text: str,
        speaker: str = "",
        said_at: datetime | None = None,
        conversation_id: str = "",
        namespace: str = "",
        episode_only: bool = False,
    ) -> pb.IngestResponse:
        """Remember what `speaker` said and the facts extracted from it; says what was written and archived. With
        `episode_only`, what was said alone (no fact asserted, ended or retracted)."""
        request = pb.IngestRequest(
            text=text,
            speaker=speaker,
            conversation_id=conversation_id,
            namespace=namespace,
            episode_only=episode_only,
        )
        if said_at is not None:
            request.timestamp.FromDatetime(said_at)
        return await self._call("Ingest", request, stub=self._memory)  # type: ignore[no-any-return]

    async def recall(
        self,
        query: str,
        speaker: str = "",
        embedding: Sequence[float] = (),
        hops: int = 0,
        top_k: int = 0,
        as_of: datetime | None = None,
        namespace: str = "",
    ) -> pb.RecallResponse:
        """The facts and episodes most relevant to `query`, one ranked list, with a markdown context for a prompt."""
        request = pb.RecallRequest(
            query=query, speaker=speaker, embedding=embedding, hops=hops, top_k=top_k, namespace=namespace
        )
        if as_of is not None:
            request.as_of.FromDatetime(as_of)
        return await self._call("Recall", request, stub=self._memory)  # type: ignore[no-any-return]

    async def confirm_edge(self, uid: str) -> pb.ConfirmEdgeResponse:
        request = pb.ConfirmEdgeRequest(uid=uid)
        return await self._call("ConfirmEdge", request, stub=self._memory)  # type: ignore[no-any-return]

    async def retract_edge(self, uid: str) -> pb.Edge:
        request = pb.RetractEdgeRequest(uid=uid)
        return (await self._call("RetractEdge", request, stub=self._memory)).edge  # type: ignore[no-any-return]

    async def forget(self, uid: str, soft: bool = False) -> pb.ForgetNodeResponse:
        """Forget a node (its edges, what it said, what was said only about it) or one episode. Hard: delete.
        Soft: retract, kept for history. Says how many edges and episodes."""
        mode = pb.FORGET_MODE_SOFT if soft else pb.FORGET_MODE_HARD
        request = pb.ForgetNodeRequest(uid=uid, mode=mode)
        return await self._call("ForgetNode", request, stub=self._privacy)  # type: ignore[no-any-return]

    async def forget_node(self, uid: str, soft: bool = False) -> int:
        """`forget`, returning the number of edges."""
        return int((await self.forget(uid, soft)).edges)

    async def export(self, namespace: str = "") -> list[dict[str, Any]]:
        """Everything kg holds in a namespace (nodes, then edges with history), one dict per JSON line."""
        try:
            stream = self._privacy.Export(
                pb.ExportRequest(namespace=namespace), timeout=self.timeout, metadata=self._metadata
            )
            return [json.loads(item.json) async for item in stream]
        except grpc.aio.AioRpcError as exc:
            raise KgRpcError.from_rpc(exc) from None

    async def export_lines(self, namespace: str = "", timeout: float | None = None) -> AsyncIterator[str]:
        """The Export stream as its JSON lines, as they arrive (for exports too large to hold in memory)."""
        stream = self._privacy.Export(
            pb.ExportRequest(namespace=namespace), timeout=timeout or self.timeout, metadata=self._metadata
        )
        try:
            async for item in stream:
                yield item.json
        except grpc.aio.AioRpcError as exc:
            raise KgRpcError.from_rpc(exc) from None

    async def embed_node_names(
        self, namespace: str = "", timeout: float | None = None, progress: Callable[[int], None] | None = None
    ) -> int:
        """Give the namespace's nodes that have none a name vector (nodes written in batches have none); returns
        how many. `progress` is told the count so far after each batch. `timeout` defaults to the client's."""
        stream = self._stub.EmbedNodeNames(
            pb.EmbedNodeNamesRequest(namespace=namespace), timeout=timeout or self.timeout, metadata=self._metadata
        )
        embedded = 0
        try:
            async for item in stream:
                embedded = item.embedded
                if progress is not None:
                    progress(embedded)
        except grpc.aio.AioRpcError as exc:
            raise KgRpcError.from_rpc(exc) from None
        return embedded

    async def query(self, dql: str, variables: Mapping[str, str] | None = None) -> dict[str, Any]:
        response = await self._call("Query", pb.QueryRequest(dql=dql, variables=dict(variables or {})))
        result: dict[str, Any] = json.loads(response.json)
        return result


def _blocking(
    method: Callable[Concatenate[KgClient, P], Coroutine[Any, Any, R]],
) -> Callable[Concatenate[KgSyncClient, P], R]:
    def call(self: KgSyncClient, /, *args: P.args, **kwargs: P.kwargs) -> R:
        return self._run(method(self._client, *args, **kwargs))

    call.__name__ = method.__name__
    call.__doc__ = method.__doc__
    return call


class KgSyncClient:
    """The blocking client: the asyncio client driven on a private event loop thread."""

    def __init__(
        self,
        target: str = "127.0.0.1:50051",
        token: str | None = None,
        timeout: float = 30.0,
        *,
        tls: ClientTls | bool | None = None,
    ) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="kg-client", daemon=True)
        self._thread.start()
        try:
            self._client = self._run(self._make(target, token, timeout, tls))
        except BaseException:  # unusable TLS files: leave no loop thread behind
            self._stop_loop()
            raise

    @staticmethod
    async def _make(target: str, token: str | None, timeout: float, tls: ClientTls | bool | None) -> KgClient:
        return KgClient(target, token, timeout, tls=tls)

    def _run(self, coroutine: Awaitable[R]) -> R:
        async def wrap() -> R:
            return await coroutine

        return asyncio.run_coroutine_threadsafe(wrap(), self._loop).result()

    def __enter__(self) -> KgSyncClient:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        self._run(self._client.close())
        self._stop_loop()

    def _stop_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()

    create_node = _blocking(KgClient.create_node)
    create_nodes = _blocking(KgClient.create_nodes)
    get_node = _blocking(KgClient.get_node)
    find_node_by_name = _blocking(KgClient.find_node_by_name)
    update_node_activation = _blocking(KgClient.update_node_activation)
    increment_access_count = _blocking(KgClient.increment_access_count)
    delete_node = _blocking(KgClient.delete_node)
    update_node = _blocking(KgClient.update_node)
    merge_nodes = _blocking(KgClient.merge_nodes)
    search_nodes = _blocking(KgClient.search_nodes)
    high_activation_nodes = _blocking(KgClient.high_activation_nodes)
    create_edge = _blocking(KgClient.create_edge)
    put_edge = _blocking(KgClient.put_edge)
    create_edges = _blocking(KgClient.create_edges)
    list_edges = _blocking(KgClient.list_edges)
    archive_edge = _blocking(KgClient.archive_edge)
    get_neighbourhood = _blocking(KgClient.get_neighbourhood)
    find_contradictions = _blocking(KgClient.find_contradictions)
    register_edge_type = _blocking(KgClient.register_edge_type)
    list_edge_types = _blocking(KgClient.list_edge_types)
    ingest = _blocking(KgClient.ingest)
    recall = _blocking(KgClient.recall)
    confirm_edge = _blocking(KgClient.confirm_edge)
    retract_edge = _blocking(KgClient.retract_edge)
    forget_node = _blocking(KgClient.forget_node)
    export = _blocking(KgClient.export)
    embed_node_names = _blocking(KgClient.embed_node_names)
    query = _blocking(KgClient.query)
