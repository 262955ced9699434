"""The edge type registry kept in Dgraph (EdgeType nodes), and the schema change a new type needs."""

from __future__ import annotations

from collections.abc import Sequence

from kg.model.types import EdgeType
from kg.store.schema import edge_predicate_line, render_types
from kg.store.txn import DgraphStore, Txn

_FIELDS = "edge_type_name edge_type_functional edge_type_builtin"


def _from_json(obj: dict[str, object]) -> EdgeType:
    return EdgeType(
        str(obj["edge_type_name"]),
        bool(obj.get("edge_type_functional", False)),
        bool(obj.get("edge_type_builtin", False)),
    )


class EdgeTypeStore:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    async def list(self) -> list[EdgeType]:
        found = await self.db.read(f"{{ q(func: has(edge_type_name)) {{ {_FIELDS} }} }}")
        return sorted((_from_json(o) for o in found.get("q", [])), key=lambda t: t.name)

    async def register(self, edge_type: EdgeType, all_types: Sequence[EdgeType]) -> EdgeType:
        """Add the plain predicate and type fields, then record the type; returns what is recorded.

        When the name is already taken the existing record wins and is returned unchanged.
        """
        schema = edge_predicate_line(edge_type) + "\n" + render_types([*all_types, edge_type])
        await self.db.alter(schema)

        async def work(txn: Txn) -> EdgeType:
            bound = {"$name": edge_type.name}
            found = await txn.query(
                f"query t($name: string) {{ q(func: eq(edge_type_name, $name)) {{ {_FIELDS} }} }}", bound
            )
            if found.get("q"):
                return _from_json(found["q"][0])
            await txn.mutate(
                set_obj={
                    "uid": "_:t",
                    "dgraph.type": "EdgeType",
                    "edge_type_name": edge_type.name,
                    "edge_type_functional": edge_type.functional,
                    "edge_type_builtin": False,
                }
            )
            return edge_type

        return await self.db.write(work)
