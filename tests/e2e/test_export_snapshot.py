"""Export reads one snapshot: what is written while it streams is not in it. Nodes carry the API's type names
(NODE_TYPE_USER), and `kg import` takes files in that format and in the older one ("User")."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

from kg.auth.token_cli import add_token
from kg.auth.tokens import entry_from_json, hash_token, new_token
from kg.client import KgClient, NodeType, new_node
from kg.dgraph import DgraphLauncher
from kg.transfer import Importer, read_export
from tests.e2e.helpers import unique
from tests.support.processes import ServerProcess

SNAPSHOT, SOURCE, COPY = "export-snapshot", "export-source", "export-copy"
PAGES = 3  # Export reads 1,000 records a page


class Exporter:
    def __init__(self, process: ServerProcess, token: str) -> None:
        self.target = process.target
        self.token = token


@pytest.fixture(scope="module")
def exporter(dgraph: DgraphLauncher) -> Iterator[Exporter]:
    tokens_path = dgraph.data_dir / "export-tokens.json"
    token = new_token()
    add_token(
        tokens_path,
        entry_from_json(
            {
                "principal": "exporter",
                "sha256": hash_token(token),
                "scopes": ["read", "write"],
                "home": SNAPSHOT,
                "namespaces": {SNAPSHOT: "write", SOURCE: "write", COPY: "write"},
            }
        ),
    )
    process = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-export.log",
        KG_TOKENS_FILE=str(tokens_path),
        KG_DECAY_SCHEDULER="false",
        KG_EMBEDDINGS="false",
    ).start()
    yield Exporter(process, token)
    process.stop()


@pytest.fixture
async def kg(exporter: Exporter) -> AsyncIterator[KgClient]:
    async with KgClient(exporter.target, exporter.token, timeout=120) as client:
        yield client


async def test_writes_made_while_an_export_streams_are_not_in_it(kg: KgClient) -> None:
    uids: list[str] = []
    for batch in range(PAGES):
        created = await kg.create_nodes([new_node(f"Before {batch}-{i}", namespace=SNAPSHOT) for i in range(1000)])
        uids += [n.uid for n in created.nodes]
    last = max(uids, key=lambda uid: int(uid, 16))  # on the export's last page of nodes
    await kg.create_edge("KNOWS", uids[0], uids[1])

    lines = kg.export_lines(SNAPSHOT)
    first = json.loads(await anext(lines))  # the first page is read: the snapshot's time is fixed
    await kg.update_node_activation(last, 0.99)
    late = await kg.create_nodes([new_node(unique("Late"), namespace=SNAPSHOT) for _ in range(5)])
    await kg.create_edge("LIKES", uids[2], last)
    records = [first] + [json.loads(line) async for line in lines]

    nodes = {r["uid"]: r for r in records if r["kind"] == "node"}
    assert set(nodes) == set(uids)
    assert not {n.uid for n in late.nodes} & set(nodes)
    assert nodes[last]["activation"] == pytest.approx(0.5)  # as it was when the export began
    assert [r["type"] for r in records if r["kind"] == "edge"] == ["KNOWS"]
    assert (await kg.get_node(last)).activation == pytest.approx(0.99)  # the writes did happen


OLD_NAMES = {"NODE_TYPE_USER": "User", "NODE_TYPE_ENTITY": "Entity"}  # as exports wrote node types before


async def test_export_names_node_types_as_the_api_and_import_takes_new_and_old_files(kg: KgClient) -> None:
    sam, acme = unique("Sam"), unique("Acme")
    user = await kg.create_node(sam, NodeType.NODE_TYPE_USER, namespace=SOURCE)
    employer = await kg.create_node(acme, namespace=SOURCE)
    await kg.create_edge("WORKS_AT", user.uid, employer.uid)
    exported = [r for r in await kg.export(SOURCE) if r.get("name") in (sam, acme) or r["kind"] == "edge"]
    assert {r["name"]: r["type"] for r in exported if r["kind"] == "node"} == {
        sam: "NODE_TYPE_USER",
        acme: "NODE_TYPE_ENTITY",
    }

    def renamed(record: dict[str, Any], suffix: str, old: bool) -> dict[str, Any]:
        if record["kind"] != "node":
            return record
        return {
            **record,
            "name": f"{record['name']} {suffix}",
            "type": OLD_NAMES[record["type"]] if old else record["type"],
        }

    for suffix, old in (("new file", False), ("old file", True)):
        lines = [json.dumps(renamed(r, suffix, old)) for r in exported]
        report = await Importer(kg, COPY).run(read_export(lines))
        assert (report.nodes, report.edges) == (2, 1)
    copied = await kg.export(COPY)
    types = {r["name"]: r["type"] for r in copied if r["kind"] == "node"}
    for suffix in ("new file", "old file"):
        assert (types[f"{sam} {suffix}"], types[f"{acme} {suffix}"]) == ("NODE_TYPE_USER", "NODE_TYPE_ENTITY")
    names = {r["uid"]: r["name"] for r in copied if r["kind"] == "node"}
    assert sorted(
        (names[e["from_uid"]], names[e["to_uid"]])
        for e in copied
        if e["kind"] == "edge" and names.get(e["from_uid"], "").startswith(sam)
    ) == [(f"{sam} new file", f"{acme} new file"), (f"{sam} old file", f"{acme} old file")]
