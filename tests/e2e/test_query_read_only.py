"""Query's read-only check reads DQL as code: a query looking for the words of a write block ("set {") in a value
runs, and a real write block is still refused with nothing written."""

from __future__ import annotations

import grpc

from kg.client import KgClient
from tests.e2e.helpers import rpc_error, unique


async def test_a_query_for_the_words_of_a_write_block_runs(client: KgClient) -> None:
    node = await client.create_node(unique("Keys"), description="the set { of keys } is closed")
    dql = (
        'query q($n: string) { q(func: eq(name, $n)) @filter(anyofterms(description, "set {") '
        "AND regexp(description, /set \\{/)) { uid } }"
    )  # a string literal and a regular expression
    assert await client.query(dql, {"$n": node.name}) == {"q": [{"uid": node.uid}]}


async def test_a_write_block_beside_a_string_literal_is_still_refused(client: KgClient) -> None:
    name = unique("Never written")
    dql = f'{{ q(func: eq(name, "set {{")) {{ uid }} }} set {{ _:x <name> "{name}" . }}'
    error = await rpc_error(client.query(dql), grpc.StatusCode.INVALID_ARGUMENT)
    assert "read-only" in error.field_violations["dql"]
    assert await client.find_node_by_name(name) == []
