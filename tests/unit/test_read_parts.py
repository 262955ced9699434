"""Parts of one read-only query: their blocks go together, their variables must not clash."""

import pytest

from kg.store.txn import NO_PART, ReadPart, joined


def test_parts_become_one_query_with_every_variable_declared() -> None:
    nodes = ReadPart("q(func: uid($ids)) { uid }", {"$ids": "[0x1]"}, lambda found: found.get("q"))
    edges = ReadPart("e(func: uid($edges)) { uid }", {"$edges": "[0x2]"}, lambda found: found.get("e"))
    dql, bound = joined(nodes, edges)
    assert dql == ("query parts($ids: string, $edges: string) { q(func: uid($ids)) { uid } "
                   "e(func: uid($edges)) { uid } }")
    assert bound == {"$ids": "[0x1]", "$edges": "[0x2]"}
    found = {"q": [{"uid": "0x1"}], "e": [{"uid": "0x2"}]}
    assert (nodes.result(found), edges.result(found), NO_PART.result(found)) == (found["q"], found["e"], None)


def test_parts_sharing_a_variable_name_are_refused() -> None:
    one = ReadPart("a(func: uid($ids)) { uid }", {"$ids": "[0x1]"}, lambda found: None)
    with pytest.raises(ValueError, match="variables of their own"):
        joined(one, one)
