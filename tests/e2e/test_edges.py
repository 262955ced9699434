"""Edge RPCs end to end: functional archiving with SUPERSEDES, plain predicates, history, bad input."""

from __future__ import annotations

import asyncio
import itertools
from datetime import UTC, datetime

import grpc
import pytest

from kg.client import Direction, EdgeStatus, KgClient, new_edge, new_node
from kg.dgraph import DgraphLauncher
from tests.e2e.helpers import ratel_query, rpc_error, unique

INVALID = grpc.StatusCode.INVALID_ARGUMENT


async def test_self_curation_story_new_manager_archives_old_and_supersedes(
    client: KgClient, dgraph: DgraphLauncher
) -> None:
    user = await client.create_node(unique("User"))
    bob = await client.create_node(unique("Bob"))
    alice = await client.create_node(unique("Alice"))
    january, june = datetime(2026, 1, 10, tzinfo=UTC), datetime(2026, 6, 1, tzinfo=UTC)

    first = await client.create_edge("HAS_MANAGER", user.uid, bob.uid, valid_from=january)  # "My manager is Bob"
    assert list(first.archived) == []
    second = await client.create_edge("HAS_MANAGER", user.uid, alice.uid, valid_from=june)  # "My new manager is Alice"

    assert [e.uid for e in second.archived] == [first.edge.uid]
    archived = second.archived[0]
    assert archived.status == EdgeStatus.EDGE_STATUS_ARCHIVED
    assert archived.valid_until.ToDatetime(tzinfo=UTC) == june
    [link] = second.supersedes
    assert (link.type, link.from_uid, link.to_uid) == ("SUPERSEDES", alice.uid, bob.uid)

    current = await client.list_edges(user.uid, "HAS_MANAGER", Direction.DIRECTION_OUTGOING)
    assert [(e.to_uid, e.status) for e in current] == [(alice.uid, EdgeStatus.EDGE_STATUS_CURRENT)]
    history = await client.list_edges(
        user.uid,
        "HAS_MANAGER",
        Direction.DIRECTION_OUTGOING,
        statuses=[EdgeStatus.EDGE_STATUS_CURRENT, EdgeStatus.EDGE_STATUS_ARCHIVED],
    )
    assert {(e.to_uid, e.status) for e in history} == {
        (alice.uid, EdgeStatus.EDGE_STATUS_CURRENT),
        (bob.uid, EdgeStatus.EDGE_STATUS_ARCHIVED),
    }

    # The same, as a DQL user sees it in Ratel: plain predicates for what is current.
    data = ratel_query(
        dgraph,
        f"{{ me(func: uid({user.uid})) {{ has_manager {{ name }} }} "
        f"alice(func: uid({alice.uid})) {{ supersedes {{ name }} }} }}",
    )
    assert data["me"] == [{"has_manager": [{"name": alice.name}]}]
    assert data["alice"] == [{"supersedes": [{"name": bob.name}]}]


async def test_the_same_replacement_links_new_to_old_once_among_the_new_target_s_other_links(client: KgClient) -> None:
    old, new, other = [await client.create_node(unique(n)) for n in ("Bob", "Alice", "Carol")]
    subjects = [await client.create_node(unique(f"Report{i}")) for i in range(4)]
    await client.create_edge("HAS_MANAGER", subjects[0].uid, other.uid)
    await client.create_edge("HAS_MANAGER", subjects[0].uid, new.uid)  # Alice SUPERSEDES Carol: another link of hers
    await client.create_edge("HAS_MANAGER", subjects[1].uid, old.uid)
    first = await client.create_edge("HAS_MANAGER", subjects[1].uid, new.uid)
    assert [(link.from_uid, link.to_uid) for link in first.supersedes] == [(new.uid, old.uid)]
    await client.create_edge("HAS_MANAGER", subjects[2].uid, old.uid)
    again = await client.create_edge("HAS_MANAGER", subjects[2].uid, new.uid)  # the same replacement
    assert list(again.supersedes) == [] and len(again.archived) == 1
    # In one batch: Bob, then Alice, for the last report; the link is there already.
    batch = await client.create_edges(
        [new_edge("HAS_MANAGER", subjects[3].uid, old.uid), new_edge("HAS_MANAGER", subjects[3].uid, new.uid)]
    )
    assert [list(result.supersedes) for result in batch] == [[], []]
    links = await client.list_edges(new.uid, "SUPERSEDES", Direction.DIRECTION_OUTGOING)
    assert sorted(link.to_uid for link in links) == sorted([old.uid, other.uid])


async def test_fifty_concurrent_functional_writers_leave_one_current_edge_and_one_chain(client: KgClient) -> None:
    subject = await client.create_node(unique("Subject"))
    targets = (await client.create_nodes([new_node(unique(f"Manager {i}")) for i in range(50)])).nodes
    results = await asyncio.gather(*(client.create_edge("HAS_MANAGER", subject.uid, t.uid) for t in targets))
    assert len(results) == 50  # every call returned OK

    edges = await client.list_edges(
        subject.uid,
        "HAS_MANAGER",
        Direction.DIRECTION_OUTGOING,
        limit=1000,
        statuses=[EdgeStatus.EDGE_STATUS_CURRENT, EdgeStatus.EDGE_STATUS_ARCHIVED],
    )
    current = [e for e in edges if e.status == EdgeStatus.EDGE_STATUS_CURRENT]
    assert len(edges) == 50 and len(current) == 1

    # Each archived edge was replaced by exactly one later edge: follow SUPERSEDES from the current target back.
    supersedes = {}
    for target in targets:
        for link in await client.list_edges(target.uid, "SUPERSEDES", Direction.DIRECTION_OUTGOING):
            assert target.uid not in supersedes
            supersedes[target.uid] = link.to_uid
    chain, node = [current[0].to_uid], current[0].to_uid
    while node in supersedes:
        node = supersedes[node]
        chain.append(node)
    assert len(chain) == 50 and set(chain) == {t.uid for t in targets}  # one chain through every target
    archived_by_target = {e.to_uid: e for e in edges}
    for newer, older in itertools.pairwise(chain):  # valid times meet along the chain
        assert archived_by_target[older].valid_until == archived_by_target[newer].valid_from


async def test_the_same_edge_twice_is_one_edge(client: KgClient) -> None:
    a, b = await client.create_node(unique("A")), await client.create_node(unique("Coffee"))
    first = await client.create_edge("LIKES", a.uid, b.uid)
    again = await client.create_edge("LIKES", a.uid, b.uid)
    assert again.edge.uid == first.edge.uid
    same_manager = await client.create_node(unique("M"))
    m1 = await client.create_edge("HAS_MANAGER", a.uid, same_manager.uid)
    m2 = await client.create_edge("HAS_MANAGER", a.uid, same_manager.uid)
    assert m2.edge.uid == m1.edge.uid and list(m2.archived) == []


async def test_archive_removes_the_plain_predicate_and_keeps_the_record(client: KgClient) -> None:
    a, b = await client.create_node(unique("A")), await client.create_node(unique("Acme"))
    edge = (await client.create_edge("WORKS_ON", a.uid, b.uid)).edge
    archived = await client.archive_edge(edge.uid)
    assert archived.status == EdgeStatus.EDGE_STATUS_ARCHIVED and archived.archived_at.seconds > 0
    assert await client.list_edges(a.uid) == []
    plain = await client.query("query q($id: string) { q(func: uid($id)) { works_on { uid } } }", {"$id": a.uid})
    assert plain == {"q": []}
    kept = await client.list_edges(a.uid, statuses=[EdgeStatus.EDGE_STATUS_ARCHIVED])
    assert [e.uid for e in kept] == [edge.uid]


async def test_deleting_a_node_removes_its_edges_and_leaves_no_dangling_predicate(client: KgClient) -> None:
    user, acme = await client.create_node(unique("User")), await client.create_node(unique("Acme"))
    await client.create_edge("WORKS_AT", user.uid, acme.uid)
    await client.create_edge("OWNS", acme.uid, user.uid)
    assert await client.delete_node(acme.uid) == 2
    assert await client.list_edges(user.uid) == []
    plain = await client.query("query q($id: string) { q(func: uid($id)) { works_at { uid } } }", {"$id": user.uid})
    assert plain == {"q": []}


async def test_bad_edges_are_refused_with_field_violations_and_write_nothing(client: KgClient) -> None:
    a, b = await client.create_node(unique("A")), await client.create_node(unique("B"))
    cases = [
        (new_edge("NOT_A_TYPE", a.uid, b.uid), "edge.type"),
        (new_edge("LIKES", a.uid, "0xffffffffff"), "edge.to_uid"),
        (new_edge("LIKES", "0x", b.uid), "edge.from_uid"),
        (new_edge("HAS_MANAGER", a.uid, a.uid), "edge.to_uid"),
        (new_edge("LIKES", a.uid, b.uid, confidence=2.0), "edge.confidence"),
        (new_edge("LIKES", a.uid, b.uid, status=EdgeStatus.EDGE_STATUS_ARCHIVED), "edge.status"),
    ]
    for edge, field in cases:
        error = await rpc_error(client.put_edge(edge), INVALID)
        assert field in error.field_violations, (field, error)
    # A batch whose second edge is bad writes neither.
    await rpc_error(
        client.create_edges([new_edge("LIKES", a.uid, b.uid), new_edge("LIKES", a.uid, "0x1ffffffff")]), INVALID
    )
    assert await client.list_edges(a.uid, statuses=list(EdgeStatus.values())[1:]) == []


async def test_aliases_of_built_in_types_are_accepted(client: KgClient) -> None:
    a, b = await client.create_node(unique("A")), await client.create_node(unique("Peanuts"))
    assert (await client.create_edge("HAS_ALLERGY", a.uid, b.uid)).edge.type == "IS_ALLERGIC_TO"


async def test_user_defined_functional_type_archives_like_a_built_in(client: KgClient) -> None:
    name = f"HAS_BEST_FRIEND_{unique('').strip()[:6].upper()}"
    info = await client.register_edge_type(name, functional=True)
    assert (info.name, info.functional, info.predicate) == (name, True, name.lower())
    assert name in [t.name for t in await client.list_edge_types()]
    await rpc_error(client.register_edge_type(name, functional=False), grpc.StatusCode.FAILED_PRECONDITION)
    await rpc_error(client.register_edge_type("has-sister"), INVALID)
    await rpc_error(client.register_edge_type("NAME"), INVALID)  # would turn kg's `name` into an edge

    me, x, y = [await client.create_node(unique(n)) for n in ("Me", "X", "Y")]
    await client.create_edge(name, me.uid, x.uid)
    second = await client.create_edge(name, me.uid, y.uid)
    assert [e.to_uid for e in second.archived] == [x.uid]
    plain = await client.query(
        f"query q($id: string) {{ q(func: uid($id)) {{ {name.lower()} {{ uid }} }} }}", {"$id": me.uid}
    )
    assert plain == {"q": [{name.lower(): [{"uid": y.uid}]}]}


async def test_neighbourhood_follows_current_edges_to_the_requested_depth(client: KgClient) -> None:
    chain = (await client.create_nodes([new_node(unique(f"N{i}")) for i in range(5)])).nodes
    for left, right in itertools.pairwise(chain):
        await client.create_edge("KNOWS", left.uid, right.uid)
    near = await client.get_neighbourhood(chain[0].uid, depth=2)
    assert {n.uid for n in near.nodes} == {c.uid for c in chain[:3]}
    assert len(near.edges) == 2
    default = await client.get_neighbourhood(chain[0].uid)  # depth 3
    assert {n.uid for n in default.nodes} == {c.uid for c in chain[:4]}
    await rpc_error(client.get_neighbourhood(chain[0].uid, depth=99), INVALID)


async def test_contradictions_are_listed_with_both_ends(client: KgClient) -> None:
    a, b = await client.create_node(unique("Vegan")), await client.create_node(unique("Eats steak"))
    edge = (await client.create_edge("CONTRADICTS", a.uid, b.uid)).edge
    found = {c.edge.uid: c for c in await client.find_contradictions(limit=1000)}
    assert getattr(found[edge.uid], "from").uid == a.uid and found[edge.uid].to.uid == b.uid


async def test_query_runs_read_only_dql_with_variables(client: KgClient) -> None:
    node = await client.create_node(unique("Queried"))
    result = await client.query("query q($n: string) { q(func: eq(name, $n)) { uid name } }", {"$n": node.name})
    assert result == {"q": [{"uid": node.uid, "name": node.name}]}


@pytest.mark.parametrize(
    "dql",
    [
        "upsert { query { q(func: has(name)) { v as uid } } mutation { delete { uid(v) * * . } } }",
        'mutation { set { _:x <name> "x" . } }',
        "{ q(func: has(name) { uid }",  # a syntax error is the caller's mistake, not ours
        "",
    ],
)
async def test_query_refuses_writes_and_malformed_dql(client: KgClient, dql: str) -> None:
    before = await client.query("{ n(func: has(name)) { count(uid) } }")
    error = await rpc_error(client.query(dql), INVALID)
    assert "dql" in error.field_violations
    assert await client.query("{ n(func: has(name)) { count(uid) } }") == before


async def test_listing_by_status_returns_exactly_the_records_of_those_statuses_either_way(client: KgClient) -> None:
    """Current and pending records are read along their own reverse edges (not the node's history): every
    combination of statuses, both directions, lists exactly the records it names."""
    me, old, new, cafe, tea = [await client.create_node(unique(n)) for n in ("Me", "Old", "New", "Cafe", "Tea")]
    archived = (await client.create_edge("LIVES_IN", me.uid, old.uid)).edge
    current = (await client.create_edge("LIVES_IN", me.uid, new.uid)).edge
    pending = (await client.create_edge("LIKES", me.uid, tea.uid, status=EdgeStatus.EDGE_STATUS_PENDING)).edge
    incoming = (await client.create_edge("LIKES", cafe.uid, me.uid, status=EdgeStatus.EDGE_STATUS_PENDING)).edge
    current_in = (await client.create_edge("KNOWS", cafe.uid, me.uid)).edge
    CURRENT, PENDING, ARCHIVED = (
        EdgeStatus.EDGE_STATUS_CURRENT,
        EdgeStatus.EDGE_STATUS_PENDING,
        EdgeStatus.EDGE_STATUS_ARCHIVED,
    )
    expected = {
        (CURRENT,): {current.uid, current_in.uid},
        (PENDING,): {pending.uid, incoming.uid},
        (CURRENT, PENDING): {current.uid, pending.uid, incoming.uid, current_in.uid},
        (PENDING, ARCHIVED): {pending.uid, incoming.uid, archived.uid},
    }
    for statuses, uids in expected.items():
        listed = await client.list_edges(me.uid, statuses=list(statuses))
        assert {e.uid for e in listed} == uids, statuses
        out = await client.list_edges(me.uid, direction=Direction.DIRECTION_OUTGOING, statuses=list(statuses))
        assert {e.uid for e in out} == uids - {incoming.uid, current_in.uid}, statuses
    limited = await client.list_edges(me.uid, statuses=[CURRENT, PENDING], limit=2)
    assert len(limited) == 2 and {e.uid for e in limited} <= expected[(CURRENT, PENDING)]
