"""KgError -> gRPC status, with google.rpc.BadRequest details for field violations."""

from __future__ import annotations

import grpc
from google.protobuf import any_pb2
from google.rpc import code_pb2, error_details_pb2, status_pb2
from grpc_status import rpc_status

from kg.errors import (
    DeadlineExceeded,
    FailedPrecondition,
    InvalidArgument,
    KgError,
    NotFound,
    PermissionDenied,
    Unauthenticated,
    Unavailable,
)

REQUEST_ID = "x-request-id"

_CODES: dict[type[KgError], int] = {
    InvalidArgument: code_pb2.INVALID_ARGUMENT,
    NotFound: code_pb2.NOT_FOUND,
    FailedPrecondition: code_pb2.FAILED_PRECONDITION,
    Unauthenticated: code_pb2.UNAUTHENTICATED,
    PermissionDenied: code_pb2.PERMISSION_DENIED,
    Unavailable: code_pb2.UNAVAILABLE,
    DeadlineExceeded: code_pb2.DEADLINE_EXCEEDED,
}


def status_for(error: Exception, request_id: str) -> grpc.Status:
    code = next((c for cls, c in _CODES.items() if isinstance(error, cls)), code_pb2.INTERNAL)
    message = str(error) if code != code_pb2.INTERNAL else f"internal error (request id {request_id})"
    status = status_pb2.Status(code=code, message=message)
    if isinstance(error, InvalidArgument):
        detail = any_pb2.Any()
        detail.Pack(
            error_details_pb2.BadRequest(
                field_violations=[
                    error_details_pb2.BadRequest.FieldViolation(field=v.field, description=v.description)
                    for v in error.violations
                ]
            )
        )
        status.details.append(detail)
    # The request id rides with the status: trailing metadata set earlier is replaced by the status's own.
    plain = rpc_status.to_status(status)
    with_id: grpc.Status = plain._replace(trailing_metadata=(*plain.trailing_metadata, (REQUEST_ID, request_id)))
    return with_id
