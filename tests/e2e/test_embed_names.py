"""`kg embed-names` as a real process: nodes written in bulk get the name vectors kg skips in bulk writes, and a
running server's Recall then finds them by meaning."""

from __future__ import annotations

import asyncio
import os
import sys

from kg.client import KgClient, new_node
from kg.dgraph import DgraphLauncher
from kg.domain.graph import EMBED_INLINE
from tests.e2e.helpers import anchored, eventually, ratel_query

QUESTION = "Who is the doctor I see?"  # no word of it is in the node's name or description


async def embed_names(dgraph: DgraphLauncher, *args: str) -> tuple[int, str]:
    env = {**os.environ, "KG_DGRAPH_ADDR": dgraph.alpha_addr, "KG_LOG_FORMAT": "console"}
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "kg",
        "embed-names",
        *args,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(process.communicate(), 300)
    assert process.returncode is not None
    return process.returncode, out.decode()


def has_vector(dgraph: DgraphLauncher, uid: str) -> bool:
    found = ratel_query(dgraph, f"{{ q(func: uid({uid})) {{ name_vector_bytes }} }}")["q"]
    return bool(found) and "name_vector_bytes" in found[0]


async def test_nodes_written_in_bulk_are_embedded_by_the_job_and_then_found_by_meaning(
    own_client: KgClient, dgraph: DgraphLauncher
) -> None:
    # A fixed name (the namespace is this test's alone): it clears the anchoring cosine by 0.06.
    bulk = [new_node("Dr Okafor", description="the physician who treats me")]
    bulk += [new_node(f"Filler {i}", description="a name that means nothing") for i in range(EMBED_INLINE)]
    created = list((await own_client.create_nodes(bulk)).nodes)  # more than kg embeds as it writes
    uids, doctor, namespace = [n.uid for n in created], created[0].uid, created[0].namespace
    assert not has_vector(dgraph, doctor)
    assert not await anchored(own_client, QUESTION, doctor)

    code, said = await embed_names(dgraph, "--namespace", namespace)
    assert code == 0, said
    assert f"{len(bulk)} nodes embedded" in said
    assert all(has_vector(dgraph, uid) for uid in uids)
    # The server picks the vectors up from their minute keys, as it does other processes' writes.
    assert await eventually(lambda: anchored(own_client, QUESTION, doctor)), "not anchored within 30 s"

    code, said = await embed_names(dgraph, "--namespace", namespace)
    assert code == 0, said
    assert "0 nodes embedded" in said  # only nodes without a vector
