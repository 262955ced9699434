"""NodeStore reads: several nodes at once give the same records as one at a time, details included."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pydgraph

from kg.model.records import Link, NewNode
from kg.model.types import NodeType
from kg.store.codec import LinkFacts, link_value
from kg.store.edges import EdgeStore
from kg.store.nodes import NodeStore
from kg.store.txn import DgraphStore, ReadPart


async def test_reading_many_nodes_equals_reading_each(db: DgraphStore) -> None:
    store, tenant = NodeStore(db), f"t{uuid.uuid4().hex[:8]}"
    person, place = await store.create(
        [
            NewNode(NodeType.USER, "Ada", tenant, activation=0.5, confidence=1.0),
            NewNode(NodeType.ENTITY, "Lyon", tenant, activation=0.5, confidence=1.0),
        ],
        datetime.now(UTC),
    )
    detailed = await store.create(
        [
            NewNode(
                NodeType.INSIGHT,
                "Ada moves",
                tenant,
                activation=0.5,
                confidence=1.0,
                details={"insight_type": "change", "summary": "Ada moved", "source_nodes": [person.uid, place.uid]},
            ),
            NewNode(
                NodeType.GROUP,
                "Family",
                tenant,
                activation=0.5,
                confidence=1.0,
                details={"owner": person.uid, "members": [person.uid]},
            ),
        ],
        datetime.now(UTC),
    )
    uids = [person.uid, place.uid, *(n.uid for n in detailed)]

    many = await store.get_many(uids, [tenant])
    one_by_one = {uid: await store.get(uid, [tenant]) for uid in uids}
    assert many == one_by_one and set(many) == set(uids)
    insight, group = (many[n.uid] for n in detailed)
    assert insight.details == {
        "insight_type": "change",
        "summary": "Ada moved",
        "source_nodes": sorted([person.uid, place.uid]),
    }
    assert group.details == {"owner": person.uid, "members": [person.uid]}
    assert many[person.uid].details == {} and await store.get_many(uids, ["another tenant"]) == {}


async def test_finding_by_name_keeps_the_types_asked_for_live_and_in_scope(db: DgraphStore) -> None:
    store, tenant = NodeStore(db), f"t{uuid.uuid4().hex[:8]}"
    now = datetime.now(UTC)
    user, entity, topic = await store.create(
        [
            NewNode(NodeType.USER, "Robin", tenant, activation=0.9, confidence=1.0),
            NewNode(NodeType.ENTITY, "Robin", f"{tenant}-other", activation=0.5, confidence=1.0),
            NewNode(NodeType.PREFERENCE, "robin", tenant, activation=0.5, confidence=1.0),
        ],
        now,
    )
    people = (NodeType.USER, NodeType.ENTITY)
    assert [n.uid for n in await store.find_by_name("ROBIN", [tenant], people)] == [user.uid]
    both = await store.find_by_name("Robin", [tenant, f"{tenant}-other"], people)
    assert {n.uid for n in both} == {user.uid, entity.uid}
    assert [n.uid for n in await store.find_by_name("robin", [tenant], [NodeType.PREFERENCE])] == [topic.uid]
    assert {n.uid for n in await store.find_by_name("robin", [tenant], [])} == {user.uid, topic.uid}


async def test_the_links_read_with_named_nodes_are_theirs_in_scope_and_the_newest(
    dg: pydgraph.AsyncDgraphClient, db: DgraphStore
) -> None:
    store, tenant, other = NodeStore(db), f"t{uuid.uuid4().hex[:8]}", f"t{uuid.uuid4().hex[:8]}"
    now = datetime.now(UTC)
    ada, lyon, paris = await store.create(
        [NewNode(NodeType.USER, n, tenant, activation=0.5, confidence=1.0) for n in ("Ada", "Lyon", "Paris")], now
    )
    [namesake] = await store.create([NewNode(NodeType.USER, "Ada", other, activation=0.5, confidence=1.0)], now)

    def edge(key: str, ends: tuple[str, str], namespace: str) -> dict[str, Any]:
        facts = LinkFacts("LIKES", *ends, namespace, 0.7, None, "", 0.6, now)
        link = {"current_from": {"uid": ends[0]}, "current_to": {"uid": ends[1]}, "edge_link": link_value(facts)}
        return {"uid": f"_:{key}", "dgraph.type": "Edge", "edge_status": "current", "tenant": namespace, **link}

    first = (await dg.txn().mutate(set_obj=[edge("lyon", (ada.uid, lyon.uid), tenant)], commit_now=True)).uids
    later = await dg.txn().mutate(
        set_obj=[
            edge("paris", (paris.uid, ada.uid), tenant),  # in: a way of its own
            edge("planted", (ada.uid, paris.uid), other),  # another tenant's record at Ada
            edge("theirs", (namesake.uid, paris.uid), other),  # the other tenant's Ada's
        ],
        commit_now=True,
    )

    def activation(base: float, created: datetime | None) -> float:
        return base

    def links(per_node: int) -> Callable[[str], ReadPart[dict[str, list[Link]]]]:
        return lambda var: EdgeStore.links_part(var, [tenant], per_node, activation)

    found, read = await store.named_with(["ada"], [tenant], None, links(10))
    assert [n.uid for n in found] == [ada.uid]
    assert {uid: sorted(link.uid for link in ls) for uid, ls in read.items()} == {
        ada.uid: sorted([first["lyon"], later.uids["paris"]])
    }
    assert {link.to_uid for link in read[ada.uid]} == {lyon.uid, ada.uid}
    # The newest one each way: in, Paris's; out, the planted record, which is dropped (as `EdgeStore.links` does).
    _, newest = await store.named_with(["ada"], [tenant], None, links(1))
    assert [link.uid for link in newest[ada.uid]] == [later.uids["paris"]]
    assert await store.named_with(["nobody"], [tenant], None, links(10)) == ([], {})


async def test_the_part_read_with_named_nodes_reaches_only_the_nodes_asked_for(db: DgraphStore) -> None:
    store, tenant = NodeStore(db), f"t{uuid.uuid4().hex[:8]}"
    now = datetime.now(UTC)
    # "Robin" is three nodes' name (kept apart by type), "Oslo" one's; the most activated node of all is Oslo.
    robins = await store.create(
        [
            NewNode(kind, "Robin", tenant, activation=value, confidence=1.0)
            for kind, value in ((NodeType.USER, 0.4), (NodeType.ENTITY, 0.8), (NodeType.PREFERENCE, 0.6))
        ],
        now,
    )
    oslo, sam = await store.create(
        [
            NewNode(NodeType.ENTITY, "Oslo", tenant, activation=0.9, confidence=1.0),
            NewNode(NodeType.USER, "Sam", tenant, activation=0.1, confidence=1.0),
        ],
        now,
    )

    def uids_of(var: str) -> ReadPart[set[str]]:
        return ReadPart(f"got(func: uid({var})) {{ uid }}", {}, lambda found: {o["uid"] for o in found.get("got", [])})

    names = ["Robin", "Oslo", "Sam"]
    found, every = await store.named_with(names, [tenant], None, uids_of)
    assert {n.uid for n in found} == every == {n.uid for n in [*robins, oslo, sam]}
    # The two most activated of those called "Robin" or "oslo" (Oslo, the Robin at 0.8), and every "Sam".
    found, reached = await store.named_with(
        names, [tenant], None, uids_of, reach=[(["robin", "OSLO"], 2), (["Sam"], None)]
    )
    assert [n.uid for n in found] == [oslo.uid, robins[1].uid, sam.uid] and reached == {n.uid for n in found}
    found, reached = await store.named_with(names, [tenant], None, uids_of, reach=[(["sam"], None)])
    assert [n.uid for n in found] == [sam.uid] and reached == {sam.uid}
    # The first ones are counted among the names asked for, not among every node found (Oslo is not a Robin).
    found, reached = await store.named_with(names, [tenant], None, uids_of, reach=[(["Robin"], 2)])
    assert [n.uid for n in found] == [robins[1].uid, robins[2].uid] and reached == {n.uid for n in found}
    # Reaching for no name looked up (a blank, one not among the names) finds nothing.
    assert await store.named_with(names, [tenant], None, uids_of, reach=[([" ", "Nobody"], 3)]) == ([], set())
