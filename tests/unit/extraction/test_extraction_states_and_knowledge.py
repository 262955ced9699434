"""States one is in (HAS_STATE: a diet, a condition, a stage of life) and what one knows or speaks (KNOWS_ABOUT):
the two built-in relations no rule read before the nineteenth round."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, Relation


def _read(extractor: Extractor, text: str) -> set[tuple[str, str, str, bool, bool]]:
    return {(r.edge_type, r.subject, r.object, r.negated, r.change) for r in extractor.extract(text).relations}


def _state(subject: str, state: str, negated: bool = False, change: bool = False) -> tuple:
    return ("HAS_STATE", subject, state, negated, change)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm vegetarian.", _state(USER, "vegetarian")),
        ("I'm a vegetarian.", _state(USER, "vegetarian")),
        ("Alice is vegan.", _state("Alice", "vegan")),
        ("I'm lactose intolerant.", _state(USER, "lactose intolerant")),
        ("I'm gluten intolerant, so I skip the pasta.", _state(USER, "gluten intolerant")),  # "gluten" a participle
        ("I'm lactose intolerant and I speak Spanish.", _state(USER, "lactose intolerant")),  # "lactose" the acomp
        ("I'm retired.", _state(USER, "retired")),  # read as a passive
        ("I have asthma.", _state(USER, "asthma")),
        ("I have type 2 diabetes.", _state(USER, "type 2 diabetes")),  # "type" taken for the root
        ("I have a heart condition.", _state(USER, "heart condition")),
        ("I'm on a keto diet.", _state(USER, "keto diet")),
        ("I switched to a vegan diet last month.", _state(USER, "vegan diet", change=True)),
        ("Sam went vegan after the documentary.", _state("Sam", "vegan", change=True)),
        ("I got sober two years ago.", _state(USER, "sober", change=True)),
        ("Tom was diagnosed with arthritis last year.", _state("Tom", "arthritis")),
        ("I'm not vegetarian.", _state(USER, "vegetarian", negated=True)),
        ("I don't have diabetes.", _state(USER, "diabetes", negated=True)),
        ("I'm not a vegan anymore.", _state(USER, "vegan", negated=True, change=True)),
        ("I was vegan for a year.", _state(USER, "vegan", negated=True, change=True)),  # held then, not now
    ],
)
def test_a_named_state_is_had(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in _read(tier2, text)


def test_conditions_joined_are_each_had(tier2: Extractor) -> None:
    assert _read(tier2, "I have ADHD and anxiety.") == {_state(USER, "ADHD"), _state(USER, "anxiety")}


@pytest.mark.parametrize(
    "text",
    [
        "I have a cold.",  # how one is today
        "I have a meeting at noon.",
        "I'm so excited!",
        "I'm busy today.",
        "I'm on a diet.",  # which one is not said
        "I tried a keto diet once.",  # tried, not kept
        "Is she vegetarian?",
        "Are you vegan?",
    ],
)
def test_no_state_without_a_named_one(tier2: Extractor, text: str) -> None:
    assert not any(r.edge_type == "HAS_STATE" for r in tier2.extract(text).relations)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I speak Spanish and French.", {("KNOWS_ABOUT", USER, "Spanish"), ("KNOWS_ABOUT", USER, "French")}),
        ("I speak a little Portuguese.", {("KNOWS_ABOUT", USER, "Portuguese")}),  # the language, as named
        ("Tom speaks Arabic.", {("KNOWS_ABOUT", "Tom", "Arabic")}),
        ("I'm fluent in Japanese.", {("KNOWS_ABOUT", USER, "Japanese")}),
        ("I'm good at chess.", {("KNOWS_ABOUT", USER, "chess")}),
        ("I'm really good at math.", {("KNOWS_ABOUT", USER, "math")}),  # "at" hung on the copula
        ("I'm an expert in machine learning.", {("KNOWS_ABOUT", USER, "machine learning")}),
        ("I'm certified in first aid.", {("KNOWS_ABOUT", USER, "first aid")}),
    ],
)
def test_what_one_speaks_or_is_good_at_is_known(tier2: Extractor, text: str, expected: set) -> None:
    assert {(r.edge_type, r.subject, r.object) for r in tier2.extract(text).relations} == expected


def test_what_one_is_not_good_at_is_denied(tier2: Extractor) -> None:
    [known] = tier2.extract("I'm not good at cooking.").relations
    assert (known.edge_type, known.object, known.negated) == ("KNOWS_ABOUT", "cooking", True)


@pytest.mark.parametrize(
    "text",
    [
        "I'm good at it.",
        "Are you good at chess?",
        "I'm good at the moment, thanks.",
        "I'm good, thanks!",
        "I'm good at times, bad at others.",
    ],
)
def test_no_knowledge_in_a_pronoun_a_question_or_a_time(tier2: Extractor, text: str) -> None:
    assert not any(r.edge_type == "KNOWS_ABOUT" for r in tier2.extract(text).relations)


def test_speaking_to_someone_is_no_language(tier2: Extractor) -> None:
    relations: tuple[Relation, ...] = tier2.extract("I speak to my mom every day.").relations
    assert not any(r.edge_type == "KNOWS_ABOUT" for r in relations)
