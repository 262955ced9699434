"""The floor for GetNode: a bare `grpc.aio` server relaying the read kg's GetNode sends, for bench/compare.py.

It serves kg.v1's GetNode (so the same KgClient calls it) with nothing around the call: no auth, no logging, no
metrics, no request ids, no deadline handling. Per call it decodes the request, sends kg's query text (kg/store/
nodes.py `get_query`) over the same pydgraph client kg opens, decodes the JSON and the node's card, and fills
the answer. What kg spends beyond this is kg's own cost; what Dgraph spends beyond its share here is what kg
asks of it beyond the read (access boosts).

`python -m bench.relay PORT DGRAPH_ADDR` serves until terminated; it prints "ready" once it listens.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import grpc
import pydgraph
from grpc.aio import ServicerContext

from kg.dgraph.launcher import dying_with_parent
from kg.settings import Settings
from kg.store.codec import uid_list
from kg.store.connection import open_dgraph
from kg.store.nodes import get_query
from kg.v1 import kg_pb2 as pb
from kg.v1 import kg_pb2_grpc

_TYPES = {"Entity": pb.NODE_TYPE_ENTITY, "User": pb.NODE_TYPE_USER, "Preference": pb.NODE_TYPE_PREFERENCE}


class Relay(kg_pb2_grpc.GraphServiceServicer):
    def __init__(self, dgraph: pydgraph.AsyncDgraphClient) -> None:
        self.dgraph = dgraph
        self.dql, self.bound = get_query()

    async def GetNode(self, request: pb.GetNodeRequest, context: ServicerContext) -> pb.GetNodeResponse:
        resp = await self.dgraph.txn(read_only=True).query(
            self.dql, variables={**self.bound, "$ids": uid_list([request.uid])}
        )
        found = json.loads(resp.json)
        if not found.get("q"):
            await context.abort(grpc.StatusCode.NOT_FOUND, request.uid)
        obj = found["q"][0]
        card = json.loads(obj["node_card"])
        kinds = card.get("dgraph.type") or ["Entity"]
        return pb.GetNodeResponse(
            node=pb.Node(
                uid=obj["uid"],
                type=_TYPES.get(kinds[0], pb.NODE_TYPE_ENTITY),
                name=card.get("name", ""),
                description=card.get("description", ""),
                tags=card.get("tags", []),
                namespace=card.get("tenant", ""),
                activation=float(obj.get("activation", 0.0)),
                access_count=int(obj.get("access_count", 0)),
            )
        )


async def serve(port: int, dgraph_addr: str) -> None:
    pool = await open_dgraph(Settings.from_env(dgraph_addr=dgraph_addr))
    server = grpc.aio.server()
    # Relay answers GetNode alone, the one call the floor measures: the servicer's other methods stay abstract.
    kg_pb2_grpc.add_GraphServiceServicer_to_server(Relay(pool), server)  # type: ignore[abstract]
    server.add_insecure_port(f"127.0.0.1:{port}")
    await server.start()
    print("ready", flush=True)
    await server.wait_for_termination()


@contextmanager
def relaying(port: int, dgraph_addr: str) -> Iterator[int]:
    """The relay as a process of its own (like `kg serve`) listening on `port`; yields its pid."""
    proc = subprocess.Popen(
        dying_with_parent([sys.executable, "-m", "bench.relay", str(port), dgraph_addr]), stdout=subprocess.PIPE
    )
    try:
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != b"ready":
            raise RuntimeError(f"the relay did not start (exit code {proc.wait()})")
        yield proc.pid
    finally:
        proc.terminate()
        proc.wait(10)


def main(argv: list[str]) -> int:
    port, dgraph_addr = argv
    asyncio.run(serve(int(port), dgraph_addr))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
