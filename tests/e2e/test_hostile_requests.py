"""Property-based: malformed and hostile requests to every RPC never yield INTERNAL, never crash the server,
and a refused request writes nothing."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import pytest
from google.protobuf import field_mask_pb2, struct_pb2
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc
from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens

HOSTILE = [
    "",
    " ",
    "\n",
    "\x00",
    '"',
    "'",
    "}",
    "{",
    "} delete { * * * . }",
    "uid(0x1)",
    "$ns0",
    "@filter(",
    "upsert {",
    '<0x1> <name> "x" .',
    "Zoë",
    "李雷",
    "🙂",
    "a" * 5000,
    "0x",
    "0x1",
    "0xzz",
    "-1",
    "NaN",
]
text = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=60))
uid = st.one_of(
    st.sampled_from(["0x1", "0xffffffffff", "0x0", "0X1", "1", "", "0x" + "f" * 17, "uid"]),
    st.from_regex(r"0x[0-9a-f]{1,6}", fullmatch=True),
    text,
)
number = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([0.0, 1.0, -0.0, 1e308]))
small_int = st.integers(min_value=-(2**31), max_value=2**31 - 1)
enum_value = st.integers(min_value=-5, max_value=20)
json_value = st.recursive(
    st.one_of(st.none(), st.booleans(), st.floats(allow_nan=False), text),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=8,
)


def _struct(values: dict[str, Any]) -> struct_pb2.Struct:
    msg = struct_pb2.Struct()
    msg.update(values)
    return msg


@st.composite
def new_nodes(draw: st.DrawFn) -> pb.NewNode:
    node = pb.NewNode(
        type=draw(enum_value),
        name=draw(text),
        description=draw(text),
        tags=draw(st.lists(text, max_size=3)),
        aliases=draw(st.lists(text, max_size=2)),
        metadata=_struct(draw(st.dictionaries(text, json_value, max_size=3))),
        namespace=draw(st.sampled_from(["", "fuzz", "alice", "default", "x"])),
        client_key=draw(text),
    )
    if draw(st.booleans()):
        node.activation = draw(number)
    if draw(st.booleans()):
        node.confidence = draw(number)
    if draw(st.booleans()):
        node.group.member_uids.extend(draw(st.lists(uid, max_size=2)))
    return node


@st.composite
def new_edges(draw: st.DrawFn) -> pb.NewEdge:
    edge = pb.NewEdge(
        type=draw(
            st.one_of(st.sampled_from(["HAS_MANAGER", "LIKES", "has_manager", "SUPERSEDES", "COLLEAGUE", ""]), text)
        ),
        from_uid=draw(uid),
        to_uid=draw(uid),
        status=draw(enum_value),
        properties=_struct(draw(st.dictionaries(text, json_value, max_size=2))),
    )
    if draw(st.booleans()):
        edge.confidence = draw(number)
    if draw(st.booleans()):
        edge.valid_from.seconds = draw(st.integers(min_value=-62135596800, max_value=253402300799))
    return edge


UPDATABLE = ["description", "aliases", "tags", "metadata", "name", ""]


@st.composite
def node_updates(draw: st.DrawFn) -> pb.NodeUpdate:
    return pb.NodeUpdate(
        description=draw(text),
        aliases=draw(st.lists(text, max_size=2)),
        tags=draw(st.lists(text, max_size=3)),
        metadata=_struct(draw(st.dictionaries(text, json_value, max_size=3))),
    )


# RPC name -> strategy for its request.
REQUESTS: dict[str, st.SearchStrategy[Any]] = {
    "CreateNode": st.builds(pb.CreateNodeRequest, node=new_nodes(), request_id=text, get_or_create=st.booleans()),
    "CreateNodes": st.builds(pb.CreateNodesRequest, nodes=st.lists(new_nodes(), max_size=4), request_id=text),
    "GetNode": st.builds(pb.GetNodeRequest, uid=uid),
    "FindNodeByName": st.builds(pb.FindNodeByNameRequest, name=text, type=enum_value),
    "UpdateNodeActivation": st.builds(pb.UpdateNodeActivationRequest, uid=uid, activation=number),
    "UpdateNode": st.builds(
        pb.UpdateNodeRequest,
        uid=uid,
        node=node_updates(),
        update_mask=st.builds(
            field_mask_pb2.FieldMask, paths=st.lists(st.one_of(st.sampled_from(UPDATABLE), text), max_size=3)
        ),
    ),
    "MergeNodes": st.builds(pb.MergeNodesRequest, survivor_uid=uid, absorbed_uid=uid),
    "IncrementAccessCount": st.builds(pb.IncrementAccessCountRequest, uid=uid),
    "DeleteNode": st.builds(pb.DeleteNodeRequest, uid=uid),
    "SearchNodes": st.builds(
        pb.SearchNodesRequest, query=text, types=st.lists(enum_value, max_size=3), limit=small_int, offset=small_int
    ),
    "HighActivationNodes": st.builds(
        pb.HighActivationNodesRequest, threshold=number, types=st.lists(enum_value, max_size=2), limit=small_int
    ),
    "CreateEdge": st.builds(pb.CreateEdgeRequest, edge=new_edges(), request_id=text),
    "CreateEdges": st.builds(pb.CreateEdgesRequest, edges=st.lists(new_edges(), max_size=4), request_id=text),
    "ListEdges": st.builds(
        pb.ListEdgesRequest,
        node_uid=uid,
        type=text,
        direction=enum_value,
        statuses=st.lists(enum_value, max_size=3),
        limit=small_int,
    ),
    "ArchiveEdge": st.builds(pb.ArchiveEdgeRequest, uid=uid),
    "GetNeighbourhood": st.builds(pb.GetNeighbourhoodRequest, uid=uid, depth=small_int, limit=small_int),
    "FindContradictions": st.builds(pb.FindContradictionsRequest, limit=small_int),
    "RegisterEdgeType": st.builds(pb.RegisterEdgeTypeRequest, name=text, functional=st.booleans()),
    "ListEdgeTypes": st.just(pb.ListEdgeTypesRequest()),
    "Query": st.builds(pb.QueryRequest, dql=text, variables=st.dictionaries(text, text, max_size=2)),
    "ForgetNode": st.builds(pb.ForgetNodeRequest, uid=uid, mode=enum_value),
    "Export": st.builds(pb.ExportRequest, namespace=st.one_of(text, st.sampled_from(["fuzz", "alice"]))),
}
PRIVACY = {"ForgetNode", "Export"}
NEVER = {grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN, grpc.StatusCode.UNAVAILABLE}


@pytest.fixture(scope="module")
def channel(server: ServerProcess) -> Iterator[grpc.Channel]:
    with grpc.insecure_channel(server.target) as ch:
        yield ch


def _caller(channel: grpc.Channel, token: str) -> Callable[[str, Any], Any]:
    graph, privacy = kg_pb2_grpc.GraphServiceStub(channel), kg_pb2_grpc.PrivacyServiceStub(channel)
    metadata = (("authorization", f"Bearer {token}"),)

    def call(method: str, request: Any) -> Any:
        stub_method = getattr(privacy if method in PRIVACY else graph, method)
        result = stub_method(request, timeout=20, metadata=metadata)
        return list(result) if method == "Export" else result

    return call


def _records_in(call: Callable[[str, Any], Any], namespace: str) -> int:
    dql = "query q($ns: string) { n(func: eq(tenant, $ns)) { count(uid) } }"
    result = json.loads(call("Query", pb.QueryRequest(dql=dql, variables={"$ns": namespace})).json)
    return int(result["n"][0]["count"])


@pytest.mark.parametrize("method", sorted(REQUESTS))
def test_hostile_requests_get_a_clear_status_and_refused_ones_write_nothing(
    method: str, channel: grpc.Channel, tokens: Tokens
) -> None:
    as_fuzzer, as_admin = _caller(channel, tokens["fuzzer"]), _caller(channel, tokens["admin"])

    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
    @given(request=REQUESTS[method], admin=st.booleans() if method == "Query" else st.just(False))
    def check(request: Any, admin: bool) -> None:
        before = _records_in(as_admin, "fuzz")
        try:
            (as_admin if admin else as_fuzzer)(method, request)
        except grpc.RpcError as error:
            assert error.code() not in NEVER, f"{method}: {error.code()} {error.details()}"
            assert _records_in(as_admin, "fuzz") == before, f"{method} refused with {error.code()} but wrote"

    check()
