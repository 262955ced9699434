"""Which nodes are one identity: one node per name (case and spacing folded, aliases included) and type in a
namespace, where a speaker (User) and a person mentioned (Entity) are one type."""

from __future__ import annotations

from kg.model.types import NodeType

NAMED_TYPES = (NodeType.USER, NodeType.ENTITY)


def identity_types(node_type: NodeType) -> tuple[NodeType, ...]:
    """The types a node of `node_type` is looked up under, its own first."""
    if node_type in NAMED_TYPES:
        return (node_type, *(t for t in NAMED_TYPES if t != node_type))
    return (node_type,)


def compatible(a: NodeType, b: NodeType) -> bool:
    """Whether two nodes of these types may be one (MergeNodes)."""
    return a == b or (a in NAMED_TYPES and b in NAMED_TYPES)


def folded(name: str) -> str:
    """A name as identities compare it: spacing and case folded (as the store's name keys are)."""
    return " ".join(name.split()).casefold()
