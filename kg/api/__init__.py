"""The gRPC layer: servicers convert between protobuf and the domain; interceptors handle cross-cutting work."""
