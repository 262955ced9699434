"""The soak's workload: the seeded graph and the mix of calls issue 21 names, each call timed and its outcome kept.

Mix (shares of calls): 40 % GetNode (a seeded or acknowledged node), 15 % CreateNode (half new unique names, half
get-or-create of a small pool of names that Ingest also mentions, so creators race), 15 % functional CreateEdge
(HAS_MANAGER or WORKS_AT) over 200 fixed subjects, 5 % CreateEdge LIKES, 10 % Recall, 10 % Ingest (short
sentences naming people, employers, places and likes, from bench/ingest.py's templates, by a few speakers in a few
conversations per namespace, so Ingests racing on one new name happen), 5 % SearchNodes. Before the load, the
graph is seeded (SEED_NODES nodes), each functional subject gets a current value of both types, and the memory is
seeded (SEED_TURNS turns ingested).
"""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from bench.graph_data import FIRST, LAST, ORG_SUFFIX, ORG_WORDS, TOPICS
from bench.ingest import sentences
from bench.soak_report import OK, Call
from kg.client import KgClient, KgRpcError, NodeType, new_edge, new_node

NAMESPACES = ("soak-a", "soak-b", "soak-c")
SEED_NODES = 2_000
SUBJECTS = 200
SEED_BATCH = 100
# Turns ingested before the load, over the namespaces, by the soak's speakers: the first window's Recalls then
# read a memory, as every later one does. Without them the speakers had no node, episode or fact at first, and the
# growth of Recall's cost from nothing to a memory was counted as growth with history (stop 40 measured it level
# once the speakers had one).
SEED_TURNS = 600
SEED_IN_FLIGHT = 4
# Each functional subject's first value of each type, written before the load. A functional CreateEdge that replaces a
# value archives the old record and links the two with SUPERSEDES: about twice the Dgraph reads of the first value a
# subject gets (a lab on a graph grown 8 minutes: 40 reads against 17 for the write, 18 against 4 for its context read,
# the extra being the one current record read in full), and that cost stays level however long the history behind
# it. Without these values the probe before the load and the first window timed mostly first values, and the soak
# counted the step to replacements as growth with history.
SEED_FUNCTIONAL_BATCH = 100
FUNCTIONAL = ("HAS_MANAGER", "WORKS_AT")
MIX: dict[str, float] = {
    "GetNode": 0.40,
    "CreateNode": 0.15,
    "CreateEdge functional": 0.15,
    "CreateEdge LIKES": 0.05,
    "Recall": 0.10,
    "Ingest": 0.10,
    "SearchNodes": 0.05,
}
# The reading methods alone, in the same proportions (`--reads-only`): nothing is written that kg's in-process
# indexes would hold, so kg's memory must stay flat; growth under the full mix is then what writing adds.
READ_MIX: dict[str, float] = {method: MIX[method] for method in ("GetNode", "Recall", "SearchNodes")}
# Seeded kinds: (share of the seeded nodes, node type)
_KINDS = {
    "person": (0.60, NodeType.NODE_TYPE_ENTITY),
    "org": (0.15, NodeType.NODE_TYPE_ENTITY),
    "topic": (0.25, NodeType.NODE_TYPE_PREFERENCE),
}
SPEAKERS = ("Sam", "Robin", "Jo", "Alex", "Kim", "Noor", "Max", "Ash")
CONVERSATIONS = 12  # per namespace
# get-or-create names: the people bench/ingest.py's sentences name, so CreateNode and Ingest race on them.
_POOL_FIRST = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Priya", "Tom", "Jane", "Sarah", "Omar")
_POOL_LAST = ("Johnson", "Connor", "Moreno", "Tanaka", "Okafor", "Novak", "Schmidt", "Rossi")
_QUESTIONS = (
    "Who is my manager?",
    "Where do I work?",
    "What do I like?",
    "Tell me about {first}.",
    "Who is {person}?",
    "Where does {first} live?",
    "What is {first} allergic to?",
    "What did I say about {topic}?",
)


@dataclass
class Space:
    """One namespace's seeded nodes by kind."""

    name: str
    people: list[str] = field(default_factory=list)
    orgs: list[str] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)


@dataclass
class State:
    """What the workers share: the seeded graph, what was acknowledged, every call."""

    spaces: list[Space]
    subjects: list[tuple[Space, str]]
    created: list[str] = field(default_factory=list)  # every acknowledged CreateNode(s) uid, the seeds too
    functional: set[tuple[str, str]] = field(default_factory=set)  # acknowledged (subject uid, type)
    calls: list[Call] = field(default_factory=list)
    began: float = field(default_factory=time.monotonic)
    serial: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    texts: list[str] = field(default_factory=lambda: sentences(2_000, seed=21))


def _unique_names(rng: random.Random, count: int, make: Callable[[], str]) -> list[str]:
    names: dict[str, None] = {}
    while len(names) < count:
        names[make()] = None
    return list(names)


async def seed(client: KgClient, rng: random.Random, total: int = SEED_NODES, subjects: int = SUBJECTS) -> State:
    """Create `total` nodes over NAMESPACES with CreateNodes in batches; pick the fixed functional subjects."""
    per_space = total // len(NAMESPACES)
    spaces = [Space(ns) for ns in NAMESPACES]
    makers: dict[str, Callable[[], str]] = {
        "person": lambda: f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "org": lambda: f"{rng.choice(ORG_WORDS)} {rng.choice(ORG_SUFFIX)}",
        "topic": lambda: f"{rng.choice(TOPICS)} {rng.choice(TOPICS)}",
    }
    created: list[str] = []
    for index, space in enumerate(spaces):
        size = per_space + (total - per_space * len(spaces) if index == 0 else 0)
        for kind, (share, node_type) in _KINDS.items():
            count = round(size * share) if kind != "topic" else size - len(space.people) - len(space.orgs)
            names = _unique_names(rng, count, makers[kind])  # unique within a namespace: no duplicate by design
            uids = {"person": space.people, "org": space.orgs, "topic": space.topics}[kind]
            for start in range(0, len(names), SEED_BATCH):
                batch = [new_node(name, node_type, namespace=space.name) for name in names[start : start + SEED_BATCH]]
                reply = await client.create_nodes(batch)
                uids.extend(node.uid for node in reply.nodes)
            created.extend(uids)
    people = [(space, uid) for space in spaces for uid in space.people]
    return State(spaces, rng.sample(people, subjects), created=created)


async def seed_functional(client: KgClient, state: State, rng: random.Random) -> None:
    """One current HAS_MANAGER and WORKS_AT value for every functional subject, acknowledged in `state`."""
    edges = [
        new_edge(edge_type, subject, _other(rng, space.people if edge_type == "HAS_MANAGER" else space.orgs, subject))
        for space, subject in state.subjects
        for edge_type in FUNCTIONAL
    ]
    for start in range(0, len(edges), SEED_FUNCTIONAL_BATCH):
        batch = edges[start : start + SEED_FUNCTIONAL_BATCH]
        await client.create_edges(batch)
        state.functional.update((edge.from_uid, edge.type) for edge in batch)


def _other(rng: random.Random, pool: list[str], subject: str) -> str:
    """A node of `pool` other than `subject` (a functional edge cannot point at its subject)."""
    target = rng.choice(pool)
    while target == subject:
        target = rng.choice(pool)
    return target


async def seed_memory(client: KgClient, state: State, rng: random.Random, turns: int = SEED_TURNS) -> None:
    """Ingest `turns` of the soak's sentences, as its Ingest calls do, SEED_IN_FLIGHT at a time."""
    left = iter(range(turns))

    async def lane() -> None:
        for _ in left:  # one shared iterator: each turn is taken by one lane
            await ingest(client, state, rng)

    await asyncio.gather(*(lane() for _ in range(SEED_IN_FLIGHT)))


def _person(rng: random.Random) -> tuple[str, str]:
    first = rng.choice(_POOL_FIRST)
    return first, f"{first} {rng.choice(_POOL_LAST)}"


async def get_node(client: KgClient, state: State, rng: random.Random) -> None:
    await client.get_node(rng.choice(state.created))


async def create_node(client: KgClient, state: State, rng: random.Random) -> None:
    space = rng.choice(state.spaces)
    if rng.random() < 0.5:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)} {next(state.serial)}"
        node = await client.create_node(name, namespace=space.name)
    else:
        node = await client.create_node(_person(rng)[1], get_or_create=True, namespace=space.name)
    state.created.append(node.uid)


async def functional_edge(client: KgClient, state: State, rng: random.Random) -> None:
    space, subject = rng.choice(state.subjects)
    edge_type = rng.choice(FUNCTIONAL)
    target = _other(rng, space.people if edge_type == "HAS_MANAGER" else space.orgs, subject)
    await client.create_edge(edge_type, subject, target)
    state.functional.add((subject, edge_type))


async def likes_edge(client: KgClient, state: State, rng: random.Random) -> None:
    space = rng.choice(state.spaces)
    await client.create_edge("LIKES", rng.choice(space.people), rng.choice(space.topics))


async def recall(client: KgClient, state: State, rng: random.Random) -> None:
    first, person = _person(rng)
    query = rng.choice(_QUESTIONS).format(first=first, person=person, topic=rng.choice(TOPICS))
    await client.recall(query, speaker=rng.choice(SPEAKERS), top_k=10, namespace=rng.choice(NAMESPACES))


async def ingest(client: KgClient, state: State, rng: random.Random) -> None:
    await client.ingest(
        rng.choice(state.texts),
        speaker=rng.choice(SPEAKERS),
        said_at=datetime.now(UTC),
        conversation_id=f"chat-{rng.randrange(CONVERSATIONS)}",
        namespace=rng.choice(NAMESPACES),
    )


async def search_nodes(client: KgClient, state: State, rng: random.Random) -> None:
    query = rng.choice((rng.choice(_POOL_FIRST), rng.choice(LAST), rng.choice(TOPICS)))
    await client.search_nodes(query, limit=10)


Operation = Callable[[KgClient, State, random.Random], Awaitable[None]]
OPERATIONS: dict[str, Operation] = {
    "GetNode": get_node,
    "CreateNode": create_node,
    "CreateEdge functional": functional_edge,
    "CreateEdge LIKES": likes_edge,
    "Recall": recall,
    "Ingest": ingest,
    "SearchNodes": search_nodes,
}


async def timed(method: str, call: Awaitable[Any], state: State) -> None:
    """Run one call and record it: OK, the gRPC status name, or the exception's class for anything else."""
    began = time.monotonic()
    status = OK
    try:
        await call
    except KgRpcError as error:
        status = error.code.name
    except Exception as error:  # a failure of any kind is a figure of the soak, not the end of it
        status = type(error).__name__
    done = time.monotonic()
    state.calls.append(Call(method, done - state.began, (done - began) * 1000, status))


async def worker(client: KgClient, state: State, rng: random.Random, until: float, mix: dict[str, float] = MIX) -> None:
    """Calls drawn from `mix`, one at a time, until the monotonic clock reaches `until`."""
    names, weights = list(mix), list(mix.values())
    while time.monotonic() < until:
        method = rng.choices(names, weights)[0]
        await timed(method, OPERATIONS[method](client, state, rng), state)


async def warm_up(client: KgClient) -> None:
    """Load the server's models and each namespace's caches before anything is timed."""
    for ns in NAMESPACES:
        await client.ingest(
            "I work at Warmup Inc",
            speaker="Warmup Speaker",
            said_at=datetime.now(UTC),
            conversation_id="warmup",
            namespace=ns,
        )
        await client.recall("Where do I work?", speaker="Warmup Speaker", top_k=10, namespace=ns)
    await client.search_nodes("warmup", limit=10)
