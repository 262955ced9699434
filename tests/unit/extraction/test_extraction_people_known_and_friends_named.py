"""Issue 16, round 93: a person the speaker knows by name is KNOWS, and one named beside "I" as friends is FRIEND_OF
(kg/extraction/acquaintances.py).

"I've known Sam since kindergarten" and "Kyle and I have been friends since high school" told nothing; only "my
friend Kyle" or "I'm friends with Kyle" did.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("I've known Sam since kindergarten.", {("KNOWS", USER, "Sam")}),
        ("I've known Marcus for almost fifteen years.", {("KNOWS", USER, "Marcus")}),  # tagged a place
        ("I've known Maria Lopez since high school.", {("KNOWS", USER, "Maria Lopez")}),
        ("I know Priya and Dev from work.", {("KNOWS", USER, "Priya"), ("KNOWS", USER, "Dev")}),
        ("Jess and I have been best friends for twenty years.", {("FRIEND_OF", USER, "Jess")}),
        ("Tom and I are friends.", {("FRIEND_OF", USER, "Tom")}),
        ("Kyle and I have been friends since high school.", {("FRIEND_OF", USER, "Kyle")}),
    ],
)
def test_a_person_known_or_a_friend_by_name(tier2: Extractor, text: str, told: set[tuple[str, str, str]]) -> None:
    assert told <= facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Do you know Marcus?",
        "I don't know Sam that well.",
        "I know Rosa is busy this week.",  # what one knows of her
        "I know Paris well.",  # a place, known now
        "Tom and Jerry are friends.",  # others' friendship
    ],
)
def test_no_acquaintance_where_none_is_told(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] in {"KNOWS", "FRIEND_OF"} for fact in facts(tier2.extract(text)))


def test_a_language_known_stays_a_skill(tier2: Extractor) -> None:
    told = facts(tier2.extract("I know Spanish."))
    assert ("KNOWS_ABOUT", USER, "Spanish") in told
    assert not any(fact[0] == "KNOWS" for fact in told)
