"""Issue 16, round 93: a comfort food of one's own is a favourite; a thing named by two nouns joined with "and" is
one thing (kg/extraction/binomials.py); a part of a whole told by its number keeps its number and its whole.

"I love mac and cheese" gave LIKES "mac" and LIKES "cheese"; "I finished season two of Severance" gave DID
"finish season", a stray word for what was watched.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Pizza is my comfort food.", "pizza"),
        ("Honestly, ramen is my comfort food.", "ramen"),
        ("Reality TV is my guilty pleasure.", "reality TV"),  # the same reading, an adjective before its noun
    ],
)
def test_a_comfort_food_of_ones_own_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["Soup is a classic comfort food.", "Is pizza your comfort food?", "Pizza isn't my comfort food."]
)
def test_a_comfort_food_of_no_one_or_denied_is_no_liking(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "LIKES" for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I love mac and cheese.", ("LIKES", USER, "mac and cheese")),
        ("i love mac and cheese", ("LIKES", USER, "mac and cheese")),  # the pair ends the text
        ("I love peanut butter and jelly", ("LIKES", USER, "peanut butter and jelly")),
        ("I love mac n cheese.", ("LIKES", USER, "mac n cheese")),
        ("My favorite takeout is fish and chips.", ("LIKES", USER, "fish and chips")),
        ("My grandma loves arts and crafts.", ("LIKES", "my grandma", "arts and crafts")),
        ("I'm really into arts and crafts.", ("HAS_INTEREST", USER, "arts and crafts")),
        ("I love rock and roll.", ("LIKES", USER, "rock and roll")),
        ("We play Dungeons and Dragons every Friday.", ("DID", USER, "Dungeons and Dragons")),
    ],
)
def test_two_nouns_that_name_one_thing_stay_one_object(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    told = facts(tier2.extract(text))
    assert fact in told
    words = fact[2].split()
    assert not {(fact[0], fact[1], words[0]), (fact[0], fact[1], words[-1])} & told  # not split in two


def test_two_things_liked_are_still_two_facts(tier2: Extractor) -> None:
    told = facts(tier2.extract("I love pasta and cheese."))
    assert {("LIKES", USER, "pasta"), ("LIKES", USER, "cheese")} <= told


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I just finished season two of Severance.", "finish season two of Severance"),
        ("I finally finished season three of The Crown.", "finish season three of The Crown"),
        ("I finished book 2 of the trilogy last night.", "finish book 2 of the trilogy"),
        ("We watched episode 4 of the new Star Wars show last night.", "watch episode 4 of the new Star Wars show"),
        ("I beat level 10 yesterday.", "beat level 10"),
    ],
)
def test_a_part_told_by_its_number_keeps_the_number_and_its_whole(tier2: Extractor, text: str, done: str) -> None:
    assert ("DID", USER, done) in facts(tier2.extract(text))
