"""A verb joined by "and" with no subject of its own shares the subject of the verb before it (kg/extraction/phrases.py
find_subject): "I live in Manchester and work as a data analyst at Monzo" gave only the home, since the text readers
found no subject before "and work"."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _facts(tier2: Extractor, text: str) -> set[tuple[str, str, str, bool]]:
    return {(r.edge_type, r.subject, r.object, r.negated) for r in tier2.extract(text).relations}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "I live in Cardiff and work as a web developer at Admiral.",  # "work" tagged a noun
            {("HAS_ROLE", USER, "web developer", False), ("WORKS_AT", USER, "Admiral", False)},
        ),
        ("Tariq lives in Luton and works as a pilot.", {("HAS_ROLE", "Tariq", "pilot", False)}),
        ("I moved to York and work as a nurse now.", {("HAS_ROLE", USER, "nurse", False)}),
        ("I'm a chef and live in Cork.", {("LIVES_IN", USER, "Cork", False)}),
    ],
)
def test_a_verb_joined_with_no_subject_shares_the_one_before(
    tier2: Extractor, text: str, facts: set[tuple[str, str, str, bool]]
) -> None:
    assert facts <= _facts(tier2, text)


@pytest.mark.parametrize(
    "text",
    [
        "Would you live in Rome and work as a guide?",  # asked of the listener
        "I'd live in Rome and work as a guide if I could.",  # the first verb's "would" holds for both
        "Dev lives in Hull and you work as a nurse.",  # a subject of its own
    ],
)
def test_no_role_is_shared_from_a_question_a_wish_or_past_another_subject(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in _facts(tier2, text) if fact[0] == "HAS_ROLE"]


def test_tier_1_reads_no_shared_subject(tier1: Extractor) -> None:
    """Without a parse, which verb "and" joins cannot be told: the text before it is no subject."""
    relations = tier1.extract("I live in Cardiff and work as a web developer.").relations
    assert not [r for r in relations if r.edge_type == "HAS_ROLE"]
