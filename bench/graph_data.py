"""A synthetic memory graph for the benchmarks, and the plumbing to load it into Dgraph and serve it.

The graph is shaped like kg's own writes (kg/store/nodes.py, kg/store/edges.py): nodes with a name, name_key, tenant,
node_status "active", activation, node_card, word_key and search_key; edge records of dgraph.type Edge (edge_type,
edge_status, edge_from, edge_to, tenant, activation, confidence, valid_from, created_at, properties, edge_link), each
current one with current_from/current_to and mirrored by its plain predicate `<from> <works_on> <to>`. Names come from
small vocabularies, so a person's first or last name finds a few hundred nodes by word, as a common name would in a real
memory.

Degrees are heavy-tailed: an endpoint's rank is N * u**_SKEW for uniform u, so the busiest node has about a
thousand edges at 100,000 nodes (about 400 at 20,000) while the median node has under ten. Subjects are people;
the edge type follows the object's kind and is a non-functional one, so no subject holds two current values of a
functional type. One edge record in twenty is archived history (no plain predicate; recall must skip it).

Loading goes straight into kg's schema (`apply_schema` first) as N-Quads in large committed mutations: node
batches two at a time, edge batches one at a time (concurrent edge batches abort each other on the hubs'
reverse edges). Dgraph's CPU bounds it: about 1,300-2,000 edge records a second on a busy 2-core machine. Taking
the indexes off for the load and rebuilding them after was tried and is slower.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import random
import statistics
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pydgraph

from kg.auth.token_cli import add_token
from kg.auth.tokens import entry_from_json, hash_token, new_token
from kg.dgraph import DgraphLauncher
from kg.model.types import predicate_for
from kg.store.codec import LinkFacts, card_value, link_value, live_node_keys, name_keys, to_dgraph_time
from kg.store.schema import apply_schema
from tests.support.processes import ServerProcess

TENANT = "bench"
# For servers whose bulk writes are measured (CreateNodes batches, kg import): the names of nodes written in batches
# are embedded after the write's reply, in the background (kg/jobs/name_backlog.py), on the cores the next
# measurement needs: what a bulk write costs is measured without it.
NO_BACKGROUND_NAMES = {"KG_EMBED_NAMES_IN_BACKGROUND": "false"}
_SKEW = 1.7  # rank = N * u**_SKEW: density ~ rank**(1/_SKEW - 1)
_NODE_BATCH = 20_000
_EDGE_BATCH = 5_000
_IN_FLIGHT = 2  # node batches at once; edge batches go one at a time (hubs: they would conflict)
_ARCHIVED_SHARE = 0.05
_TICKS = os.sysconf("SC_CLK_TCK")
_servers = itertools.count(1)


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


FIRST = _words("""
Alice Bob Carol Dave Erin Frank Grace Heidi Ivan Judy Karl Laura Mallory Nina Oscar Peggy Quentin Rupert
Sybil Trent Ursula Victor Wendy Xavier Yvonne Zack Aaron Bella Caleb Diana Ethan Fiona George Hannah Isaac Jasmine
Kevin Lily Marcus Naomi Oliver Priya Quinn Rosa Samuel Tara Umar Vera Walter Ximena Yusuf Zoe Adrian Beatrice
Cedric Daphne Elias Freya Gideon Helena Ingrid Jonah Keira Leon Mira Nolan Ophelia Pablo Rhea Silas Thea Ulrich
Violet Wesley Yara Anton Brigit Conrad Delia Emil Flora Gustav Hedda Igor Jolene Kasimir Lena Magnus Nadia Otto
Petra Rafael Selma Tobias Una Viktor Wilma Arjun Bianca Cosmo Dmitri Esme Felix Greta Hugo Iris Jules Kira Lars
Milo Nora Orla Pia Ravi Sofia Theo Uma Vince Willa Amir Beth Cyrus Dora Enzo Faye Gil Hana Ines Joel Kai Lucia""")
LAST = _words("""
Moreno Schmidt Tanaka Okafor Novak Lindqvist Haddad Rossi Kowalski Nguyen Fischer Dubois Silva Petrov
Jensen Costa Murphy Walsh Bauer Klein Ortega Yilmaz Sato Kim Park Chen Wang Singh Patel Kumar Ali Hassan Cohen
Levi Berg Holm Dahl Strand Varga Horvat Popescu Ionescu Marin Reyes Cruz Flores Vargas Romero Navarro Torres
Ramos Gil Serrano Molina Ortiz Delgado Castro Suarez Herrera Medina Aguilar Vega Campos Mendoza Rios Fuentes
Carrillo Sandoval Pena Leon Guzman Cabrera Lozano Acosta Rojas Pacheco Bishop Carver Dalton Everett Fletcher
Garrison Hawthorne Ingram Jarvis Kendall Lockwood Mercer Norwood Prescott Quincy Radcliffe Sterling Thornton
Underwood Whitaker Ashford Blackwood Crane Drummond Ellery Fairfax Galloway Hale Irving Keats Langley Marlow
Nash Oakley Pryor Redgrave Sutton Tate Vance Wilde Abbott Barrow Colby Darby Eaton Ford Gray Hurst Ives""")
ORG_WORDS = _words("""
Acme Initech Globex Umbrella Hooli Vandelay Stark Wayne Tyrell Cyberdyne Soylent Wonka Gringotts
Aperture Monarch Oscorp Nakatomi Virtucon Massive Dynamic Pied Piper Dunder Sterling Cooper Prestige Blue Sun
Northwind Contoso Fabrikam Tailspin Adventure Litware Proseware Lucerne Margie Wingtip Woodgrove Alpine Coho
Fourth Coffee Humongous Graphic Design Trey Research""")
ORG_SUFFIX = _words("Labs Corp Inc Group Partners Systems Foods Bank Studio Works Health Energy Motors Media")
PROJECTS = _words("""
Apollo Gemini Mercury Artemis Orion Voyager Pioneer Viking Juno Hubble Kepler Cassini Rosetta Galileo
Ulysses Magellan Phoenix Dawn Horizon Aurora Borealis Cobalt Nimbus Zephyr Cirrus Falcon Raven Heron Osprey Kestrel
Lynx Puma Jaguar Ocelot Tundra Taiga Sahara Atlas Titan Hyperion Helios Selene Eos Nyx Kronos Rhea Tethys""")
PLACES = _words("""
Boston Paris Berlin Tokyo Lagos Nairobi Lima Quito Oslo Lisbon Madrid Rome Vienna Prague Warsaw Kyiv
Istanbul Cairo Dubai Mumbai Delhi Bangalore Singapore Jakarta Manila Seoul Osaka Sydney Melbourne Auckland
Toronto Montreal Vancouver Chicago Denver Seattle Portland Austin Dallas Houston Miami Atlanta Phoenix Reno""")
TOPICS = _words("""
hiking chess coffee tea sushi jazz climbing cycling running swimming painting pottery gardening baking
photography birdwatching astronomy poetry opera salsa tango yoga surfing skiing sailing fishing knitting
woodworking calligraphy origami podcasts crosswords sudoku football tennis cricket rugby golf archery fencing
rowing kayaking camping ramen tacos curry dumplings espresso matcha kombucha peanuts shellfish gluten""")

# Object kind -> (share of nodes, NodeType, non-functional edge types a person may have to it)
KINDS: dict[str, tuple[float, str, tuple[str, ...]]] = {
    "person": (0.50, "Entity", ("FRIEND_OF", "COLLEAGUE_OF", "KNOWS", "FAMILY_MEMBER")),
    "org": (0.08, "Entity", ("MEMBER_OF", "KNOWS_ABOUT")),
    "project": (0.12, "Entity", ("WORKS_ON", "KNOWS_ABOUT")),
    "place": (0.05, "Entity", ("LOCATED_IN", "KNOWS_ABOUT")),
    "topic": (0.25, "Preference", ("LIKES", "HAS_INTEREST", "KNOWS_ABOUT", "DISLIKES")),
}


@dataclass
class Graph:
    """What was generated and loaded: the people's names (for queries) and the figures about the load."""

    nodes: int
    edges: int
    current_edges: int = 0
    people: list[str] = field(default_factory=list)
    person_uids: list[str] = field(default_factory=list)  # in the order of `people`
    degrees: list[int] = field(default_factory=list)
    load_seconds: float = 0.0

    def degree_figures(self) -> dict[str, Any]:
        ordered = sorted(self.degrees)
        return {
            "degree_median": statistics.median(ordered),
            "degree_p99": ordered[int(len(ordered) * 0.99)],
            "degree_max": ordered[-1],
        }


def _name(kind: str, rng: random.Random, serial: int) -> str:
    if kind == "person":
        return f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    if kind == "org":
        return f"{rng.choice(ORG_WORDS)} {rng.choice(ORG_SUFFIX)}"
    if kind == "project":
        return f"Project {rng.choice(PROJECTS)} {serial % 997}"
    if kind == "place":
        return f"{rng.choice(PLACES)} {rng.choice(('office', 'flat', 'studio', 'café', 'gym', 'park'))}"
    return f"{rng.choice(TOPICS)}" if rng.random() < 0.3 else f"{rng.choice(TOPICS)} {rng.choice(TOPICS)}"


def _lit(value: object) -> str:
    """An N-Quad literal: JSON string escaping is N-Quad string escaping for these values."""
    return json.dumps(str(value))


def _ranked(rng: random.Random, size: int) -> int:
    return min(int(size * rng.random() ** _SKEW), size - 1)


def _node_quads(i: int, kind: str, name: str, rng: random.Random, now: datetime) -> str:
    at = now - timedelta(days=rng.uniform(0, 400))
    return node_quads(f"_:n{i}", KINDS[kind][1], name, at, round(rng.uniform(0.05, 0.95), 3))


def node_quads(blank: str, node_type: str, name: str, created: datetime, activation: float) -> str:
    """A live node of `node_type` as kg writes it, as N-Quads for blank node `blank` ("_:n1")."""
    at = to_dgraph_time(created)
    b = blank
    fixed = {"dgraph.type": node_type, "name": name, "created_at": at, "confidence": 1.0, "tenant": TENANT}
    return (
        f'{b} <dgraph.type> "{node_type}" .\n{b} <name> {_lit(name)} .\n'
        f'{b} <name_key> {_lit(name_keys(name, ())[0])} .\n{b} <tenant> "{TENANT}" .\n'
        f'{b} <node_status> "active" .\n{b} <activation> "{activation}" .\n'
        f'{b} <activation_base> "{activation}" .\n{b} <activation_at> "{at}" .\n'
        f'{b} <created_at> "{at}" .\n{b} <last_accessed> "{at}" .\n{b} <access_count> "0" .\n'
        f'{b} <confidence> "1.0" .\n{b} <node_card> {_lit(card_value(fixed))} .\n'
        + "".join(f"{b} <{field}> {_lit(key)} .\n" for field, keys in live_node_keys(fixed).items() for key in keys)
    )


def _edge_quads(j: int, edge_type: str, src: str, dst: str, rng: random.Random, now: datetime) -> tuple[str, bool]:
    created = now - timedelta(days=rng.uniform(0, 700))
    activation = round(rng.uniform(0.05, 1.0), 3)
    current = rng.random() >= _ARCHIVED_SHARE
    source = "ingest" if rng.random() < 0.6 else "api"
    confidence = round(rng.uniform(0.5, 1.0), 2)
    link = link_value(LinkFacts(edge_type, src, dst, TENANT, confidence, created, "", activation, created))
    e = f"_:e{j}"
    quads = (
        f'{e} <dgraph.type> "Edge" .\n{e} <edge_type> "{edge_type}" .\n'
        f'{e} <edge_status> "{"current" if current else "archived"}" .\n'
        f'{e} <edge_from> <{src}> .\n{e} <edge_to> <{dst}> .\n{e} <tenant> "{TENANT}" .\n'
        f'{e} <activation> "{activation}" .\n{e} <traversal_cost> "{round(1 / activation, 3)}" .\n'
        f'{e} <confidence> "{confidence}" .\n{e} <edge_link> {_lit(link)} .\n'
        f'{e} <created_at> "{to_dgraph_time(created)}" .\n{e} <valid_from> "{to_dgraph_time(created)}" .\n'
        f"{e} <properties> {_lit(json.dumps({'source': source}, separators=(',', ':')))} .\n"
    )
    if current:
        quads += f"<{src}> <{predicate_for(edge_type)}> <{dst}> .\n{e} <current_from> <{src}> .\n"
        quads += f"{e} <current_to> <{dst}> .\n"
    else:
        ended = to_dgraph_time(created + timedelta(days=rng.uniform(1, 100)))
        quads += f'{e} <valid_until> "{ended}" .\n{e} <archived_at> "{ended}" .\n'
    return quads, current


async def mutate_all(
    client: pydgraph.AsyncDgraphClient,
    batches: Iterator[str] | Iterator[list[dict[str, Any]]],
    keep_uids: bool,
    in_flight: int,
) -> dict[str, str]:
    """Commit each batch (N-Quads text, or a list of JSON objects), `in_flight` at a time; the blank nodes' uids
    with `keep_uids`."""
    uids: dict[str, str] = {}
    pending: set[asyncio.Task[Any]] = set()

    async def one(batch: str | list[dict[str, Any]]) -> None:
        for attempt in range(5):
            try:
                if isinstance(batch, str):
                    resp = await client.txn().mutate(set_nquads=batch, commit_now=True, timeout=600)
                else:
                    resp = await client.txn().mutate(set_obj=batch, commit_now=True, timeout=600)
                if keep_uids:
                    uids.update(resp.uids)
                return
            except (pydgraph.AbortedError, pydgraph.RetriableError):
                if attempt == 4:
                    raise
                await asyncio.sleep(0.5)

    for batch in batches:
        if len(pending) >= in_flight:
            done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                task.result()
        pending.add(asyncio.create_task(one(batch)))
    await asyncio.gather(*pending)
    return uids


async def load_graph(client: pydgraph.AsyncDgraphClient, nodes: int, edges: int, seed: int = 11) -> Graph:
    """Apply kg's schema and load the synthetic graph into namespace TENANT."""
    rng = random.Random(seed)
    now = datetime.now(UTC)
    await apply_schema(client)
    started = time.monotonic()

    kinds = list(KINDS)
    shares = [KINDS[k][0] for k in kinds]
    node_kind = rng.choices(kinds, shares, k=nodes)
    names = [_name(kind, rng, i) for i, kind in enumerate(node_kind)]

    def node_batches() -> Iterator[str]:
        for start in range(0, nodes, _NODE_BATCH):
            yield "".join(
                _node_quads(i, node_kind[i], names[i], rng, now) for i in range(start, min(start + _NODE_BATCH, nodes))
            )

    blank = await mutate_all(client, node_batches(), keep_uids=True, in_flight=_IN_FLIGHT)
    uid_of = [blank[f"n{i}"] for i in range(nodes)]
    people = [i for i, kind in enumerate(node_kind) if kind == "person"]
    # Rank -> node: hubs are scattered over kinds and uids, not the first nodes loaded.
    subject_rank = rng.sample(people, len(people))
    object_rank = rng.sample(range(nodes), nodes)
    degrees = [0] * nodes
    graph = Graph(nodes, edges, people=[names[i] for i in people], person_uids=[uid_of[i] for i in people])

    def edge_batches() -> Iterator[str]:
        made = 0
        while made < edges:
            parts = []
            for j in range(made, min(made + _EDGE_BATCH, edges)):
                src = subject_rank[_ranked(rng, len(people))]
                dst = object_rank[_ranked(rng, nodes)]
                while dst == src:
                    dst = object_rank[_ranked(rng, nodes)]
                edge_type = rng.choice(KINDS[node_kind[dst]][2])
                quads, current = _edge_quads(j, edge_type, uid_of[src], uid_of[dst], rng, now)
                parts.append(quads)
                graph.current_edges += current
                degrees[src] += 1
                degrees[dst] += 1
            made += len(parts)
            yield "".join(parts)

    await mutate_all(client, edge_batches(), keep_uids=False, in_flight=1)
    graph.load_seconds = time.monotonic() - started
    graph.degrees = degrees
    return graph


async def settle(pid: int, idle_share: float = 0.15, limit: float = 120.0) -> float:
    """Wait until process `pid` uses less than `idle_share` of a CPU for two seconds running (at most `limit`)."""
    started = time.monotonic()
    quiet = 0
    previous = _cpu_ticks(pid)
    while quiet < 2 and time.monotonic() - started < limit:
        await asyncio.sleep(1.0)
        now = _cpu_ticks(pid)
        quiet = quiet + 1 if (now - previous) / _TICKS < idle_share else 0
        previous = now
    return time.monotonic() - started


def cpu_seconds(pid: int) -> float:
    """User + system CPU time process `pid` has used so far."""
    return _cpu_ticks(pid) / _TICKS


def machine_busy_seconds() -> float:
    """CPU seconds every core of the machine has spent busy since boot (/proc/stat: all but idle and iowait)."""
    user, nice, system, _idle, _iowait, irq, softirq, steal = (
        int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]
    )
    return (user + nice + system + irq + softirq + steal) / _TICKS


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def alpha_pid(dgraph: DgraphLauncher) -> int:
    return int(json.loads(dgraph.pid_file.read_text())["alpha"])


@dataclass(frozen=True)
class Served:
    target: str
    token: str
    pid: int  # the `kg serve` process


@contextmanager
def serve(dgraph: DgraphLauncher, namespaces: Sequence[str] = (TENANT,), **env: str) -> Iterator[Served]:
    """`kg serve` against `dgraph`, with one principal that may read and write `namespaces` (TENANT by default)."""
    token = new_token()
    n = next(_servers)  # several servers may share one Dgraph: each gets its own tokens file and log
    tokens_file = dgraph.data_dir / f"bench-tokens-{n}.json"
    add_token(
        tokens_file,
        entry_from_json(
            {
                "principal": "bench",
                "sha256": hash_token(token),
                "scopes": ["read", "write"],
                "namespaces": dict.fromkeys(namespaces, "write"),
            }
        ),
    )
    # No decay run in the middle of a measurement; logs stay quiet so logging costs little.
    server = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / f"kg-serve-{n}.log",
        KG_TOKENS_FILE=str(tokens_file),
        KG_DECAY_SCHEDULER="false",
        KG_LOG_LEVEL="warning",
        tls=None,  # plaintext on loopback; named so that no setting in `env` is taken for it
        **env,
    )
    server.start()
    assert server.proc is not None
    try:
        yield Served(server.target, token, server.proc.pid)
    finally:
        server.stop()


@contextmanager
def serving(dgraph: DgraphLauncher, **env: str) -> Iterator[tuple[str, str]]:
    """`serve`, yielding just (target, token)."""
    with serve(dgraph, **env) as served:
        yield served.target, served.token


def percentiles(samples_ms: list[float]) -> dict[str, float | None]:
    """p50, p95 and max in ms (None when nothing was measured)."""
    ordered = sorted(samples_ms)
    if not ordered:
        return dict.fromkeys(("p50_ms", "p95_ms", "max_ms"))

    def at(share: float) -> float:
        return round(ordered[min(round(share * (len(ordered) - 1)), len(ordered) - 1)], 1)

    return {"p50_ms": at(0.50), "p95_ms": at(0.95), "max_ms": round(ordered[-1], 1)}
