"""The foundation against a real Dgraph: the schema applies (twice), and data written through pydgraph is
found again by exact name and by a full-text term."""

from __future__ import annotations

import json
import uuid

import pydgraph

from kg.model.types import BUILTIN_EDGE_TYPES
from kg.store.schema import SCHEMA_VERSION, apply_schema


async def _query(client: pydgraph.AsyncDgraphClient, dql: str, variables: dict[str, str]) -> dict:
    resp = await client.txn(read_only=True).query(dql, variables=variables)
    return json.loads(resp.json)


async def test_schema_apply_is_idempotent_and_records_its_version(dg: pydgraph.AsyncDgraphClient) -> None:
    assert await apply_schema(dg) == SCHEMA_VERSION
    found = await _query(
        dg,
        "query q($k: string) { m(func: eq(kg_meta_key, $k)) { schema_version } "
        "t(func: has(edge_type_name)) { edge_type_name edge_type_builtin } }",
        {"$k": "schema"},
    )
    assert found["m"] == [{"schema_version": SCHEMA_VERSION}]  # one meta node, not one per apply
    builtin = sorted(t["edge_type_name"] for t in found["t"] if t.get("edge_type_builtin"))
    assert builtin == sorted(t.name for t in BUILTIN_EDGE_TYPES)  # seeded once each


async def test_schema_declares_indexes_and_reverse_edges(dg: pydgraph.AsyncDgraphClient) -> None:
    resp = await dg.txn(read_only=True).query(
        "schema(pred: [name, activation, activation_at, has_manager, created_at]) { }"
    )
    schema = {p["predicate"]: p for p in json.loads(resp.json)["schema"]}
    assert set(schema["name"]["tokenizer"]) == {"exact", "term", "fulltext", "trigram"}
    assert schema["activation"].get("tokenizer", []) == []  # a float index kept every value below 1 as one token
    assert schema["activation_at"]["tokenizer"] == ["hour"]
    assert schema["has_manager"]["reverse"] is True
    assert schema["created_at"]["tokenizer"] == ["hour"]


async def test_nodes_written_with_pydgraph_are_found_by_exact_name_and_full_text(
    dg: pydgraph.AsyncDgraphClient,
) -> None:
    marker = uuid.uuid4().hex[:8]
    name = f"Ada Lovelace {marker}"
    txn = dg.txn()
    await txn.mutate(
        set_obj={"dgraph.type": "Entity", "name": name, "description": "wrote the first program", "tenant": "t"},
        commit_now=True,
    )
    exact = await _query(dg, "query q($n: string) { q(func: eq(name, $n)) { name } }", {"$n": name})
    term = await _query(
        dg,
        "query q($t: string, $n: string) { q(func: anyoftext(description, $t)) @filter(eq(name, $n)) { name } }",
        {"$t": "programs", "$n": name},
    )  # stemmed
    assert exact["q"] == [{"name": name}]
    assert term["q"] == [{"name": name}]
