"""KgError -> gRPC status: one code per error class, BadRequest details, nothing leaked from the unexpected."""

from __future__ import annotations

import grpc
import pytest
from google.rpc import error_details_pb2, status_pb2

from kg.api.errors import status_for
from kg.errors import (
    DeadlineExceeded,
    FailedPrecondition,
    FieldViolation,
    InvalidArgument,
    KgError,
    NotFound,
    PermissionDenied,
    Unauthenticated,
    Unavailable,
)

DETAILS_KEY = "grpc-status-details-bin"


def rich_status(status: grpc.Status) -> status_pb2.Status:
    [value] = [v for k, v in status.trailing_metadata if k == DETAILS_KEY]
    return status_pb2.Status.FromString(value)


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (InvalidArgument.of("name", "must not be empty"), grpc.StatusCode.INVALID_ARGUMENT),
        (NotFound("no node with uid 0x1"), grpc.StatusCode.NOT_FOUND),
        (FailedPrecondition("edge type exists"), grpc.StatusCode.FAILED_PRECONDITION),
        (Unauthenticated("missing token"), grpc.StatusCode.UNAUTHENTICATED),
        (PermissionDenied("admin only"), grpc.StatusCode.PERMISSION_DENIED),
        (Unavailable("Dgraph is unavailable"), grpc.StatusCode.UNAVAILABLE),
        (DeadlineExceeded("the caller's deadline has passed"), grpc.StatusCode.DEADLINE_EXCEEDED),
    ],
)
def test_each_kg_error_maps_to_its_code_with_its_message(error: KgError, code: grpc.StatusCode) -> None:
    status = status_for(error, "req-1")
    assert status.code == code
    assert status.details == str(error)
    assert rich_status(status).message == str(error)
    assert rich_status(status).code == code.value[0]


def test_subclass_of_a_kg_error_keeps_its_parents_code() -> None:
    class NodeGone(NotFound):
        pass

    assert status_for(NodeGone("gone"), "r").code == grpc.StatusCode.NOT_FOUND


def test_invalid_argument_carries_bad_request_field_violations() -> None:
    error = InvalidArgument(
        [
            FieldViolation("nodes[0].name", "must not be empty"),
            FieldViolation("nodes[1].activation", "must be between 0 and 1, got 2"),
        ]
    )

    [detail] = rich_status(status_for(error, "req-1")).details

    bad_request = error_details_pb2.BadRequest()
    assert detail.Unpack(bad_request)
    assert [(v.field, v.description) for v in bad_request.field_violations] == [
        ("nodes[0].name", "must not be empty"),
        ("nodes[1].activation", "must be between 0 and 1, got 2"),
    ]


@pytest.mark.parametrize("error", [NotFound("x"), PermissionDenied("y"), Unavailable("z")])
def test_other_errors_carry_no_details(error: KgError) -> None:
    assert list(rich_status(status_for(error, "r")).details) == []


@pytest.mark.parametrize(
    "error",
    [
        RuntimeError("password=hunter2 at 10.0.0.5"),
        KgError("secret kg internals"),
        KeyError("secret_key"),
        AssertionError("secret"),
    ],
)
def test_unexpected_exception_is_internal_without_leaking_its_text(error: Exception) -> None:
    status = status_for(error, "req-42")

    assert status.code == grpc.StatusCode.INTERNAL
    assert "req-42" in status.details
    for leaked in ("hunter2", "10.0.0.5", "secret", type(error).__name__):
        assert leaked not in status.details
        assert leaked not in rich_status(status).message
    assert list(rich_status(status).details) == []
