"""Time words and gerunds: the pure text helpers events rely on."""

from __future__ import annotations

import pytest

from kg.extraction.gerunds import gerund
from kg.extraction.when import time_text_in


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I went to a concert yesterday", "yesterday"),
        ("we moved last year", "last year"),
        ("I ran a race in April", "in April"),
        ("see you next weekend!", "next weekend"),
        ("I called her two days ago", "two days ago"),
        ("on Saturday morning we hiked", "on Saturday morning"),
        ("I love jazz", None),
        ("I may go", None),
    ],
)
def test_time_text_is_the_first_time_expression_as_written(text: str, expected: str | None) -> None:
    assert time_text_in(text) == expected


@pytest.mark.parametrize(
    ("lemma", "expected"),
    [
        ("paint", "painting"),
        ("bake", "baking"),
        ("run", "running"),
        ("swim", "swimming"),
        ("tie", "tying"),
        ("read", "reading"),
        ("ski", "skiing"),
        ("see", "seeing"),
    ],
)
def test_gerund_forms(lemma: str, expected: str) -> None:
    assert gerund(lemma) == expected
