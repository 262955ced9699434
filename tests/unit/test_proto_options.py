"""kg.proto names its packages for Go, Java and C# code generators (plain protoc for Go refuses a file without
go_package)."""

from __future__ import annotations

from kg.v1 import kg_pb2


def test_kg_proto_names_its_go_java_and_csharp_packages() -> None:
    options = kg_pb2.DESCRIPTOR.GetOptions()
    assert options.go_package == "kg/gen/go/kg/v1;kgv1"
    assert (options.java_package, options.java_multiple_files, options.java_outer_classname) == (
        "kg.v1",
        True,
        "KgProto",
    )
    assert options.csharp_namespace == "Kg.V1"
