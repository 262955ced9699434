"""Server reflection answers under grpc.reflection.v1 (asked first by grpcurl and current tools) as under
v1alpha: it lists kg's services and describes them, and v1 describes itself."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.message import Message

from kg.api.reflection import add_v1_descriptor
from tests.support.processes import ServerProcess

KG_SERVICES = {"kg.v1.GraphService", "kg.v1.MemoryService", "kg.v1.PrivacyService"}


class Reflection:
    """A reflection client of one version, its messages built from that version's own descriptor."""

    def __init__(self, channel: grpc.Channel, package: str) -> None:
        pool = descriptor_pool.DescriptorPool()
        if package == "grpc.reflection.v1":
            add_v1_descriptor(pool)
        else:
            _add_v1alpha(pool)
        self.request = message_factory.GetMessageClass(pool.FindMessageTypeByName(f"{package}.ServerReflectionRequest"))
        response = message_factory.GetMessageClass(pool.FindMessageTypeByName(f"{package}.ServerReflectionResponse"))
        self.call = channel.stream_stream(
            f"/{package}.ServerReflection/ServerReflectionInfo",
            request_serializer=lambda m: m.SerializeToString(),
            response_deserializer=response.FromString,
        )

    def ask(self, **question: str) -> Message:
        [answer] = list(self.call(iter([self.request(**question)]), timeout=10))
        return answer

    def services(self) -> set[str]:
        return {s.name for s in self.ask(list_services="").list_services_response.service}  # type: ignore[attr-defined]

    def files_of(self, symbol: str) -> list[descriptor_pb2.FileDescriptorProto]:
        answer = self.ask(file_containing_symbol=symbol)
        return [
            descriptor_pb2.FileDescriptorProto.FromString(raw)
            for raw in answer.file_descriptor_response.file_descriptor_proto
        ]  # type: ignore[attr-defined]


def _add_v1alpha(pool: descriptor_pool.DescriptorPool) -> None:
    from grpc_reflection.v1alpha import reflection_pb2

    proto = descriptor_pb2.FileDescriptorProto()
    reflection_pb2.DESCRIPTOR.CopyToProto(proto)
    pool.Add(proto)


@pytest.fixture
def channel(server: ServerProcess) -> Iterator[grpc.Channel]:
    with grpc.insecure_channel(server.target) as opened:
        yield opened


@pytest.mark.parametrize("package", ["grpc.reflection.v1", "grpc.reflection.v1alpha"])
def test_reflection_lists_and_describes_kgs_services(channel: grpc.Channel, package: str) -> None:
    reflection = Reflection(channel, package)
    assert reflection.services() >= {
        *KG_SERVICES,
        "grpc.health.v1.Health",
        "grpc.reflection.v1.ServerReflection",
        "grpc.reflection.v1alpha.ServerReflection",
    }
    [kg_file] = [f for f in reflection.files_of("kg.v1.GraphService") if f.package == "kg.v1"]
    assert {s.name for s in kg_file.service} == {"GraphService", "MemoryService", "PrivacyService"}


def test_reflection_v1_describes_itself(channel: grpc.Channel) -> None:
    [own] = Reflection(channel, "grpc.reflection.v1").files_of("grpc.reflection.v1.ServerReflection")
    assert (own.name, own.package) == ("grpc/reflection/v1/reflection.proto", "grpc.reflection.v1")
    [method] = own.service[0].method
    assert (method.input_type, method.output_type) == (
        ".grpc.reflection.v1.ServerReflectionRequest",
        ".grpc.reflection.v1.ServerReflectionResponse",
    )
