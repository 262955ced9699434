"""Parts of one read-only query: their blocks go together, their variables must not clash."""

import pytest

from kg.store.txn import NO_PART, ReadPart, both, joined


def test_parts_become_one_query_with_every_variable_declared() -> None:
    nodes = ReadPart("q(func: uid($ids)) { uid }", {"$ids": "[0x1]"}, lambda found: found.get("q"))
    edges = ReadPart("e(func: uid($edges)) { uid }", {"$edges": "[0x2]"}, lambda found: found.get("e"))
    dql, bound = joined(nodes, edges)
    assert dql == (
        "query parts($ids: string, $edges: string) { q(func: uid($ids)) { uid } e(func: uid($edges)) { uid } }"
    )
    assert bound == {"$ids": "[0x1]", "$edges": "[0x2]"}
    found = {"q": [{"uid": "0x1"}], "e": [{"uid": "0x2"}]}
    assert (nodes.result(found), edges.result(found), NO_PART.result(found)) == (found["q"], found["e"], None)


def test_parts_giving_one_variable_different_values_are_refused() -> None:
    one = ReadPart("a(func: uid($ids)) { uid }", {"$ids": "[0x1]"}, lambda found: None)
    other = ReadPart("b(func: uid($ids)) { uid }", {"$ids": "[0x2]"}, lambda found: None)
    with pytest.raises(ValueError, match="variables of their own"):
        joined(one, other)


def test_parts_may_share_a_variable_with_the_same_value() -> None:
    """Such as the caller's namespaces, which every part of a read filters by."""
    nodes = ReadPart("q(func: eq(tenant, $ns0)) { uid }", {"$ns0": "acme"}, lambda found: found.get("q"))
    episodes = ReadPart("ep(func: eq(tenant, $ns0)) { uid }", {"$ns0": "acme"}, lambda found: found.get("ep"))
    assert joined(nodes, episodes)[1] == {"$ns0": "acme"}


def test_both_reads_two_parts_as_one_and_gives_their_results_as_a_pair() -> None:
    nodes = ReadPart("q(func: uid($ids)) { uid }", {"$ids": "[0x1]"}, lambda found: found.get("q"))
    edges = ReadPart("e(func: uid($edges)) { uid }", {"$edges": "[0x2]"}, lambda found: found.get("e"))
    pair = both(nodes, edges)
    assert joined(pair) == joined(nodes, edges)
    found = {"q": [{"uid": "0x1"}], "e": [{"uid": "0x2"}]}
    assert pair.result(found) == (found["q"], found["e"])


def test_both_of_empty_parts_is_empty_so_no_query_is_sent() -> None:
    empty = ReadPart("", {}, lambda found: {})
    assert both(empty, empty).blocks == ""
    assert both(empty, ReadPart("e(func: uid($e)) { uid }", {"$e": "[0x2]"}, lambda found: None)).blocks == (
        "e(func: uid($e)) { uid }"
    )
