"""The soak's seeding of functional values (bench/soak_mix.py), through the real server: every functional subject
starts the load with one current value of each type, so the soak's first window replaces values as later ones do."""

from __future__ import annotations

import random

from bench.soak_mix import FUNCTIONAL, Space, State, seed_functional
from kg.client import Direction, EdgeStatus, KgClient
from tests.e2e.helpers import unique


async def test_each_functional_subject_gets_one_current_value_of_each_type(client: KgClient) -> None:
    space = Space("default")
    space.people = [(await client.create_node(unique("Person"))).uid for _ in range(4)]
    space.orgs = [(await client.create_node(unique("Org"))).uid for _ in range(2)]
    subjects = space.people[:3]
    state = State([space], [(space, uid) for uid in subjects], texts=[])

    await seed_functional(client, state, random.Random(7))

    assert state.functional == {(uid, edge_type) for uid in subjects for edge_type in FUNCTIONAL}
    for uid in subjects:
        managers = await client.list_edges(uid, "HAS_MANAGER", Direction.DIRECTION_OUTGOING)
        employers = await client.list_edges(uid, "WORKS_AT", Direction.DIRECTION_OUTGOING)
        assert [e.status for e in managers + employers] == [EdgeStatus.EDGE_STATUS_CURRENT] * 2
        assert managers[0].to_uid in space.people and managers[0].to_uid != uid
        assert employers[0].to_uid in space.orgs
