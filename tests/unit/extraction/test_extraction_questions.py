"""A question about someone asserts nothing about them (kg.extraction.questions); a tag question ("..., right?")
is a statement, and its tag no thing; a statement beside a question keeps its fact."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    "text",
    [
        "Does Bob like golf?",
        "Does Priya live in Boston?",
        "Did Arjun move to Austin?",
        "Is Lena allergic to peanuts?",
        "Has Odile worked at Globex for long?",
    ],
)
def test_a_question_about_someone_named_asserts_nothing(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == (), text


@pytest.mark.parametrize(
    ("text", "role"), [("Does my sister like golf?", "sister"), ("Does my brother still work at Intel?", "brother")]
)
def test_a_question_about_a_relative_keeps_only_the_relative(extractor: Extractor, text: str, role: str) -> None:
    assert facts(extractor.extract(text)) == {("FAMILY_MEMBER", USER, role)}


def test_a_statement_before_a_question_keeps_its_fact(tier2: Extractor) -> None:
    said = tier2.extract("Priya works at Hooli. Does she like golf?")
    assert named_facts(said) == {("WORKS_AT", "Priya", "Hooli")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Bob lives in Boston, right?", ("LIVES_IN", "Bob", "Boston")),
        ("Bob loves chess, right?", ("LIKES", "Bob", "chess")),  # "right" is no second thing loved
        ("I love chess, huh?", ("LIKES", USER, "chess")),
        ("Priya likes candles, any ideas?", ("LIKES", "Priya", "candles")),  # asks for help, not whether
        ("Tomasz loves board games, thoughts?", ("LIKES", "Tomasz", "board games")),
    ],
)
def test_a_tag_question_is_a_statement(extractor: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(extractor.extract(text)) == {fact}
