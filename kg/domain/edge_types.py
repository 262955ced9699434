"""The edge type registry as the domain sees it: built-ins, aliases and user-registered types."""

from __future__ import annotations

import asyncio

from kg.domain.ports import EdgeTypes
from kg.errors import FailedPrecondition, FieldViolation, InvalidArgument
from kg.model.types import BUILTIN_EDGE_TYPES, EDGE_TYPE_ALIASES, EdgeType, is_valid_edge_type_name, predicate_for
from kg.store.schema import reserved_predicates


class EdgeTypeRegistry:
    """Cached view of the registry in Dgraph; a miss reloads once, since another replica may have added it."""

    def __init__(self, store: EdgeTypes) -> None:
        self.store = store
        self._types: dict[str, EdgeType] = {t.name: t for t in BUILTIN_EDGE_TYPES}
        self._lock = asyncio.Lock()

    @property
    def all(self) -> list[EdgeType]:
        return sorted(self._types.values(), key=lambda t: t.name)

    async def load(self) -> None:
        for edge_type in await self.store.list():
            self._types[edge_type.name] = edge_type

    async def resolve(self, name: str, field: str) -> EdgeType:
        canonical = EDGE_TYPE_ALIASES.get(name.upper(), name.upper())
        found = self._types.get(canonical)
        if found is None:
            await self.load()
            found = self._types.get(canonical)
        if found is None:
            raise InvalidArgument(FieldViolation(field, f"unknown edge type {name[:80]!r}; register it first"))
        return found

    async def register(self, name: str, functional: bool) -> EdgeType:
        if not is_valid_edge_type_name(name):
            raise InvalidArgument.of(
                "name", "must be UPPER_SNAKE_CASE: a capital letter, then capitals, digits or _, 2 to 63 characters"
            )
        if predicate_for(name) in reserved_predicates():
            raise InvalidArgument.of("name", f"{name} would collide with kg's own predicate {predicate_for(name)}")
        if name in EDGE_TYPE_ALIASES:
            raise FailedPrecondition(f"{name} is an alias of the built-in {EDGE_TYPE_ALIASES[name]}")
        async with self._lock:
            await self.load()
            existing = self._types.get(name)
            if existing is None:
                existing = await self.store.register(EdgeType(name, functional), self.all)
                self._types[name] = existing
        if existing.functional != functional:
            kind = "functional" if existing.functional else "not functional"
            raise FailedPrecondition(f"edge type {name} already exists and is {kind}")
        return existing
