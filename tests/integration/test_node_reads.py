"""NodeStore reads: several nodes at once give the same records as one at a time, details included."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from kg.model.records import NewNode
from kg.model.types import NodeType
from kg.store.nodes import NodeStore
from kg.store.txn import DgraphStore


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
