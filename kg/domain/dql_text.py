"""Reading raw DQL as code: what it says outside its string literals, regular expressions and comments.

`Query` is read-only. A write block (`set {`, `delete {`, `mutation {`, `upsert {`) is refused, but the same
words inside a value a query looks for (`anyofterms(description, "set {")`) are data, not a block.
"""

from __future__ import annotations

import re

# What is not code, each matched from its start: a double-quoted string (with escapes), a comment (# to the end of
# the line), and a regular expression literal (/…/flags, the argument after a comma in regexp()).
_NOT_CODE = re.compile(r'"(?:\\.|[^"\\])*"|#[^\n]*|(?<=,)\s*/(?:\\.|[^/\\\n])+/[a-zA-Z]*')
_WRITE_BLOCK = re.compile(r"\b(upsert|mutation|set|delete)\s*\{", re.IGNORECASE)


def code_of(dql: str) -> str:
    """`dql` with its literals and comments blanked (an unterminated string stays: it is code to Dgraph too)."""
    return _NOT_CODE.sub(" ", dql)


def has_write_block(dql: str) -> bool:
    """Whether `dql` holds a mutation or upsert block, in its code."""
    return _WRITE_BLOCK.search(code_of(dql)) is not None
