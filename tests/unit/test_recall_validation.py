"""Recall's arguments: hops 1-4 and top_k 1-100, 0 meaning the default; a query or an embedding is needed."""

from __future__ import annotations

import pytest

from kg.errors import InvalidArgument
from kg.recall.pipeline import validate


@pytest.mark.parametrize(("hops", "top_k"), [(0, 0), (1, 1), (4, 100), (2, 10)])
def test_bounds_and_the_defaults_are_accepted(hops: int, top_k: int) -> None:
    validate("Who is Alice?", [], hops, top_k)


@pytest.mark.parametrize(
    ("hops", "top_k", "field", "said"),
    [
        (5, 10, "hops", "between 1 and 4 (0: the default, 2)"),
        (-1, 10, "hops", "between 1 and 4 (0: the default, 2)"),
        (2, 101, "top_k", "between 1 and 100 (0: the default, 10)"),
        (2, -1, "top_k", "between 1 and 100 (0: the default, 10)"),
    ],
)
def test_out_of_bounds_is_refused_and_the_message_says_what_zero_means(
    hops: int, top_k: int, field: str, said: str
) -> None:
    with pytest.raises(InvalidArgument) as refused:
        validate("Who is Alice?", [], hops, top_k)
    assert field in str(refused.value) and said in str(refused.value)


def test_neither_query_nor_embedding_is_refused() -> None:
    with pytest.raises(InvalidArgument, match="query"):
        validate("  ", [], 2, 10)
