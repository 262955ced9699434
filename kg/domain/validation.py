"""Input rules. Each check returns violations (never raises) so a request reports all its problems at once."""

from __future__ import annotations

import json
import math
import re
from datetime import datetime
from typing import Any

from kg.errors import FieldViolation, InvalidArgument
from kg.model.records import NewEdge, NewNode, NodeChanges
from kg.model.types import EdgeStatus

UID = re.compile(r"^0x(?!0+$)[0-9a-f]{1,16}$")  # Dgraph refuses uid 0
MAX_NAME = 1024
MAX_TEXT = 64 * 1024
MAX_JSON = 64 * 1024
MAX_TAGS = 100


def uid_violations(field: str, uid: str) -> list[FieldViolation]:
    if not uid:
        return [FieldViolation(field, "is required")]
    if not UID.fullmatch(uid):
        return [FieldViolation(field, f"{uid[:40]!r} is not a uid (0x and 1 to 16 hex digits, not zero)")]
    return []


def unit_interval_violations(field: str, value: float | None) -> list[FieldViolation]:
    if value is None:
        return []
    if math.isnan(value) or not 0.0 <= value <= 1.0:
        return [FieldViolation(field, f"must be between 0 and 1, got {value}")]
    return []


def json_violations(field: str, value: dict[str, Any]) -> list[FieldViolation]:
    try:
        encoded = json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        return [FieldViolation(field, f"must be a JSON object: {exc}")]
    if len(encoded) > MAX_JSON:
        return [FieldViolation(field, f"is larger than {MAX_JSON} bytes as JSON")]
    return []


def name_violations(field: str, name: str) -> list[FieldViolation]:
    if not name.strip():
        return [FieldViolation(field, "must not be empty")]
    if len(name) > MAX_NAME:
        return [FieldViolation(field, f"is longer than {MAX_NAME} characters")]
    return []


def new_node_violations(prefix: str, node: NewNode) -> list[FieldViolation]:
    problems = [
        *name_violations(f"{prefix}name", node.name),
        *unit_interval_violations(f"{prefix}activation", node.activation),
        *unit_interval_violations(f"{prefix}confidence", node.confidence),
        *node_field_violations(prefix, NodeChanges(node.description, node.aliases, node.tags, node.metadata)),
    ]
    problems += vector_violations(f"{prefix}embedding", node.embedding)
    for field, uid in detail_uids(prefix, node):
        problems += uid_violations(field, uid)
    return problems


def detail_uids(prefix: str, node: NewNode) -> list[tuple[str, str]]:
    """The uids an Insight, Pattern or Group node refers to (sources, triggers, owner, members), by field."""
    return [
        (f"{prefix}{key}[{j}]", uid)
        for key, value in node.details.items()
        for j, uid in enumerate(value if isinstance(value, list) else [value] if key == "owner" else [])
    ]


def node_field_violations(prefix: str, fields: NodeChanges) -> list[FieldViolation]:
    """The rules for the fields a node is created with and UpdateNode changes (those given)."""
    problems = json_violations(f"{prefix}metadata", fields.metadata) if fields.metadata is not None else []
    if fields.description is not None and len(fields.description) > MAX_TEXT:
        problems.append(FieldViolation(f"{prefix}description", f"is longer than {MAX_TEXT} characters"))
    tags = fields.tags or ()
    if len(tags) > MAX_TAGS:
        problems.append(FieldViolation(f"{prefix}tags", f"has more than {MAX_TAGS} tags"))
    if any(not tag.strip() for tag in tags):
        problems.append(FieldViolation(f"{prefix}tags", "must not contain empty tags"))
    for i, alias in enumerate(fields.aliases or ()):
        problems += name_violations(f"{prefix}aliases[{i}]", alias)
    return problems


MAX_DIMENSIONS = 4096


def vector_violations(field: str, vector: tuple[float, ...] | list[float]) -> list[FieldViolation]:
    if len(vector) > MAX_DIMENSIONS:
        return [FieldViolation(field, f"has more than {MAX_DIMENSIONS} dimensions")]
    if not all(math.isfinite(x) for x in vector):
        return [FieldViolation(field, "must hold finite numbers")]
    if vector and not any(vector):
        return [FieldViolation(field, "must not be all zeros (it has no direction)")]
    return []


def new_edge_violations(prefix: str, edge: NewEdge, now: datetime) -> list[FieldViolation]:
    problems = [
        *uid_violations(f"{prefix}from_uid", edge.from_uid),
        *uid_violations(f"{prefix}to_uid", edge.to_uid),
        *unit_interval_violations(f"{prefix}confidence", edge.confidence),
        *json_violations(f"{prefix}properties", edge.properties),
    ]
    if edge.derived_from:
        problems += uid_violations(f"{prefix}derived_from_uid", edge.derived_from)
    if not edge.type:
        problems.append(FieldViolation(f"{prefix}type", "is required"))
    if edge.status not in (EdgeStatus.CURRENT, EdgeStatus.PENDING):
        problems.append(FieldViolation(f"{prefix}status", "a new edge is current or pending"))
    return problems + _end_violations(f"{prefix}valid_until", edge, now)


def _end_violations(field: str, edge: NewEdge, now: datetime) -> list[FieldViolation]:
    """An end told ahead is a current fact's: a pending one ends nothing yet, and one already past is archived."""
    if edge.valid_until is None:
        return []
    if edge.status != EdgeStatus.CURRENT:
        return [FieldViolation(field, "only a current edge can be given an end ahead")]
    if edge.valid_until <= now:
        return [FieldViolation(field, "must be later than now (ArchiveEdge ends a fact now)")]
    if edge.valid_from is not None and edge.valid_until <= edge.valid_from:
        return [FieldViolation(field, "must be later than valid_from")]
    return []


def raise_if(problems: list[FieldViolation]) -> None:
    if problems:
        raise InvalidArgument(problems)
