"""The error hierarchy shared by the layers. The API layer maps each class to one gRPC status."""

from __future__ import annotations

from dataclasses import dataclass


class KgError(Exception):
    """Base class: a failure the caller can be told about in plain words."""


@dataclass(frozen=True)
class FieldViolation:
    field: str
    description: str


class InvalidArgument(KgError):
    def __init__(self, violations: list[FieldViolation] | FieldViolation) -> None:
        self.violations = [violations] if isinstance(violations, FieldViolation) else list(violations)
        super().__init__("; ".join(f"{v.field}: {v.description}" for v in self.violations))

    @classmethod
    def of(cls, field: str, description: str) -> InvalidArgument:
        return cls(FieldViolation(field, description))


class NotFound(KgError):
    pass


class FailedPrecondition(KgError):
    pass


class Unauthenticated(KgError):
    pass


class PermissionDenied(KgError):
    pass


class Unavailable(KgError):
    """Dgraph cannot be reached; the call may be retried."""


class DeadlineExceeded(KgError):
    pass
