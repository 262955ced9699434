"""Name vectors for nodes written in bulk, which kg does not embed as it writes them: the server embeds them in the
background after the write (kg/jobs/name_backlog.py), and for nodes written without the model (or left when a
server stopped) the EmbedNodeNames RPC and `kg embed-names` (a real process against Dgraph) fill them in; Recall
then finds the nodes by meaning."""

from __future__ import annotations

import grpc

from kg.client import KgClient, new_node
from kg.dgraph import DgraphLauncher
from kg.domain.graph import EMBED_INLINE
from kg.v1 import kg_pb2 as pb
from tests.e2e.helpers import anchored, eventually, kg_command, ratel_query, rpc_error
from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens

QUESTION = "Who is the doctor I see?"  # no word of it is in the node's name or description


def has_vector(dgraph: DgraphLauncher, uid: str) -> bool:
    found = ratel_query(dgraph, f"{{ q(func: uid({uid})) {{ name_vector_bytes }} }}")["q"]
    return bool(found) and "name_vector_bytes" in found[0]


async def bulk(client: KgClient) -> list[pb.Node]:
    """More nodes than kg embeds as it writes them, the first a doctor by its description."""
    # A fixed name (the namespace is the test's alone): it clears the anchoring cosine by 0.06.
    nodes = [new_node("Dr Okafor", description="the physician who treats me")]
    nodes += [new_node(f"Filler {i}", description="a name that means nothing") for i in range(EMBED_INLINE)]
    return list((await client.create_nodes(nodes)).nodes)


async def test_nodes_written_in_bulk_are_embedded_in_the_background_and_then_found_by_meaning(
    own_client: KgClient, dgraph: DgraphLauncher
) -> None:
    created = await bulk(own_client)  # more than kg embeds as it writes: the reply comes before the vectors
    doctor = created[0].uid

    async def all_embedded() -> bool:
        return all(has_vector(dgraph, n.uid) for n in created)

    assert await eventually(all_embedded), "the bulk write's names not embedded within 30 s"
    # Written through the server's own index: Recall finds the doctor by what the question means.
    assert await eventually(lambda: anchored(own_client, QUESTION, doctor)), "not anchored within 30 s"
    assert await own_client.embed_node_names() == 0  # nothing left for the RPC


async def written_without_the_model(lexical_server: ServerProcess, token: str) -> list[pb.Node]:
    """`bulk` through the server without its model: nothing embeds those names until the RPC or the job."""
    async with KgClient(lexical_server.target, token) as writer:
        return await bulk(writer)


async def test_embed_node_names_gives_nodes_written_without_the_model_their_vectors_and_recall_finds_them_at_once(
    own_client: KgClient, own_token: str, lexical_server: ServerProcess, dgraph: DgraphLauncher
) -> None:
    created = await written_without_the_model(lexical_server, own_token)
    doctor = created[0].uid
    assert not has_vector(dgraph, doctor)
    seen: list[int] = []
    assert await own_client.embed_node_names(progress=seen.append) == len(created)
    assert seen[-1] == len(created) and seen == sorted(seen)
    assert all(has_vector(dgraph, n.uid) for n in created)
    # Added to the server's own index as they were written: the next Recall has them (once the index is in).
    assert await eventually(lambda: anchored(own_client, QUESTION, doctor)), "not anchored within 30 s"
    assert await own_client.embed_node_names() == 0  # only nodes without a vector


async def test_embed_node_names_needs_the_model_and_the_right_to_write(
    lexical_server: ServerProcess, server: ServerProcess, tokens: Tokens
) -> None:
    async with KgClient(lexical_server.target, tokens["alice"]) as without_model:
        error = await rpc_error(without_model.embed_node_names(), grpc.StatusCode.FAILED_PRECONDITION)
        assert "without its sentence model" in error.message
    async with KgClient(server.target, tokens["alice-reader"]) as reader:
        await rpc_error(reader.embed_node_names("alice"), grpc.StatusCode.PERMISSION_DENIED)


async def test_nodes_written_without_the_model_are_embedded_by_the_job_and_then_found_by_meaning(
    own_client: KgClient, own_token: str, lexical_server: ServerProcess, dgraph: DgraphLauncher
) -> None:
    created = await written_without_the_model(lexical_server, own_token)
    uids, doctor, namespace = [n.uid for n in created], created[0].uid, created[0].namespace
    assert not has_vector(dgraph, doctor)
    assert not await anchored(own_client, QUESTION, doctor)

    code, said = await kg_command(dgraph, "embed-names", "--namespace", namespace)
    assert code == 0, said
    assert f"{len(created)} nodes embedded" in said
    assert all(has_vector(dgraph, uid) for uid in uids)
    # The server picks the vectors up from their minute keys, as it does other processes' writes.
    assert await eventually(lambda: anchored(own_client, QUESTION, doctor)), "not anchored within 30 s"

    code, said = await kg_command(dgraph, "embed-names", "--namespace", namespace)
    assert code == 0, said
    assert "0 nodes embedded" in said  # only nodes without a vector
