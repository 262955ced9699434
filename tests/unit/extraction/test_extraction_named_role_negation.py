"""A role named beside a name ("my boss Dmitri", "my manager, Bob,") is a tie the speaker states; a negation in the
rest of the clause is said of the person, not of the tie: "My boss Dmitri didn't retire" keeps Dmitri the boss.
Both tiers (tier 1 reads the apposition from the text, tier 2 from the parse); "My manager is not Bob", where the
negation is of the tie itself, still denies it."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My boss Dmitri didn't retire after all.", "Dmitri"),
        ("My manager, Bob, isn't nice.", "Bob"),
        ("My boss Karen never answers emails.", "Karen"),
    ],
)
def test_a_negation_after_the_name_leaves_the_tie_asserted(extractor: Extractor, text: str, name: str) -> None:
    assert of_type(extractor.extract(text), "HAS_MANAGER") == {(USER, name, False, False)}


@pytest.mark.parametrize("text", ["My manager is not Bob.", "My manager isn't Bob."])
def test_a_negated_tie_is_still_denied(extractor: Extractor, text: str) -> None:
    assert of_type(extractor.extract(text), "HAS_MANAGER") == {(USER, "Bob", True, False)}
