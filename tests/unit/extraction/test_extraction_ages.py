"""Issue 16, eighty-first round: how old someone is, told now, is HAS_AGE (kg/extraction/ages.py), one at a time;
a number told of something else, an age to come, one past, a denial or a question gives none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.model.types import BUILTIN_EDGE_TYPES
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "subject", "age"),
    [
        ("I'm 34.", USER, "34 years old"),
        ("I'm 34 years old.", USER, "34 years old"),
        ("I just turned 30.", USER, "30 years old"),
        ("My son is 5.", "my son", "5 years old"),
        ("My daughter is 3 years old now.", "my daughter", "3 years old"),
        ("My daughter is 6 months old.", "my daughter", "6 months old"),
        ("Tom is 40 years old.", "Tom", "40 years old"),
        ("My son is ten and he plays soccer.", "my son", "10 years old"),  # in a word, a clause of its own after
        ("Emma just turned five.", "Emma", "5 years old"),
        ("I'm forty.", USER, "40 years old"),
        ("My daughter is two months old.", "my daughter", "2 months old"),
    ],
)
def test_an_age_told_now_is_the_persons(tier2: Extractor, text: str, subject: str, age: str) -> None:
    assert of_type(tier2.extract(text), "HAS_AGE") == {(subject, age, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "I'm 34 minutes late.",
        "I'm 100% sure.",
        "I'm almost 40.",  # no age told
        "I was 20 then.",
        "I'm turning 40 in March.",  # a birthday to come: a plan
        "I'm not 30.",
        "Are you 30?",
        "I'm 5'10\".",
        "We're 2 hours away.",
        "I'm 1 of 5 kids.",
        "I'm 300 years old.",  # no one is
        "I'm one of five kids.",
        "She's one in a million.",
    ],
)
def test_no_age_from_other_numbers_a_time_to_come_or_gone_a_denial_or_a_question(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "HAS_AGE") == set()


def test_one_age_at_a_time() -> None:
    assert next(t for t in BUILTIN_EDGE_TYPES if t.name == "HAS_AGE").functional
