"""Server reflection under both of its names: `grpc.reflection.v1` (what grpcurl and current tools ask first) and
`grpc.reflection.v1alpha` (what older ones ask).

grpcio-reflection (1.81) serves v1alpha only. v1 is the same protocol under a new package: the same messages with
the same field numbers, so one servicer answers both, and its messages go over the wire unchanged. v1's
descriptor (v1alpha's, renamed) is added to the pool, so that reflection can also describe v1 itself.
"""

from __future__ import annotations

from collections.abc import Iterable

import grpc
from google.protobuf import descriptor_pb2, descriptor_pool
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc
from grpc_reflection.v1alpha._async import ReflectionServicer

V1_PACKAGE = "grpc.reflection.v1"
V1_SERVICE = f"{V1_PACKAGE}.ServerReflection"
V1_FILE = "grpc/reflection/v1/reflection.proto"
V1ALPHA_SERVICE = reflection_pb2.DESCRIPTOR.services_by_name["ServerReflection"].full_name
SERVICES = (V1_SERVICE, V1ALPHA_SERVICE)


def add_v1_descriptor(pool: descriptor_pool.DescriptorPool) -> None:
    """Put grpc/reflection/v1/reflection.proto in `pool` (once; a later grpcio-reflection may bring its own)."""
    try:
        pool.FindFileByName(V1_FILE)
        return
    except KeyError:
        pass
    proto = descriptor_pb2.FileDescriptorProto()
    reflection_pb2.DESCRIPTOR.CopyToProto(proto)
    old, new = f".{proto.package}.", f".{V1_PACKAGE}."
    proto.name, proto.package = V1_FILE, V1_PACKAGE
    for field in (f for message in proto.message_type for f in message.field if f.type_name):
        field.type_name = field.type_name.replace(old, new, 1)
    for method in (m for service in proto.service for m in service.method):
        method.input_type = method.input_type.replace(old, new, 1)
        method.output_type = method.output_type.replace(old, new, 1)
    # The options of the upstream v1 file.
    proto.options.go_package = "google.golang.org/grpc/reflection/grpc_reflection_v1"
    proto.options.java_package = "io.grpc.reflection.v1"
    proto.options.java_outer_classname = "ServerReflectionProto"
    proto.options.java_multiple_files = True
    pool.AddSerializedFile(proto.SerializeToString())


def enable_reflection(service_names: Iterable[str], server: grpc.aio.Server) -> None:
    """Serve reflection v1 and v1alpha, listing `service_names` (which should name `SERVICES` too)."""
    add_v1_descriptor(descriptor_pool.Default())
    servicer = ReflectionServicer(list(service_names))
    reflection_pb2_grpc.add_ServerReflectionServicer_to_server(servicer, server)
    server.add_generic_rpc_handlers(
        (
            grpc.method_handlers_generic_handler(
                V1_SERVICE,
                {
                    "ServerReflectionInfo": grpc.stream_stream_rpc_method_handler(
                        servicer.ServerReflectionInfo,
                        request_deserializer=reflection_pb2.ServerReflectionRequest.FromString,
                        response_serializer=reflection_pb2.ServerReflectionResponse.SerializeToString,
                    ),
                },
            ),
        )
    )
