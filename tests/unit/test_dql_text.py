"""Query's read-only check reads DQL as code: write blocks are refused, the same words inside string literals,
regular expressions and comments are data."""

from __future__ import annotations

import pytest

from kg.domain.dql_text import has_write_block


@pytest.mark.parametrize(
    "dql",
    [
        '{ q(func: anyofterms(description, "set {")) { uid } }',
        '{ q(func: eq(name, "delete{ everything }")) { uid } }',
        '{ q(func: eq(name, "say \\"mutation {\\" twice")) { uid } }',  # escaped quotes stay inside the literal
        "{ q(func: regexp(description, /set \\{/i)) { uid } }",
        "{ q(func: has(name)) { uid } }  # set { is not run from a comment",
        'query q($v: string = "upsert {") { q(func: eq(name, $v)) { uid } }',
        "{ settings(func: has(setting)) { uid } }",  # words that only begin like a keyword
    ],
)
def test_read_only_queries_are_accepted(dql: str) -> None:
    assert not has_write_block(dql)


@pytest.mark.parametrize(
    "dql",
    [
        '{ set { _:x <name> "y" . } }',
        'upsert { query { q(func: eq(name, "a")) { v as uid } } mutation { delete { uid(v) * * . } } }',
        'mutation{ set { _:x <name> "set {" . } }',
        '{ q(func: eq(name, "done")) { uid } } DELETE {',
        '{ q(func: eq(name, "unterminated)) { uid } } set {',  # no closing quote: Dgraph reads code here too
    ],
)
def test_write_blocks_outside_literals_are_found(dql: str) -> None:
    assert has_write_block(dql)
