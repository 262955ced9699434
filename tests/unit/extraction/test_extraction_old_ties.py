""" "Old" before a tie one can leave says it was left: "my old boss Karen" is a boss no more, so the tie is ended
(archived if current), never asserted. An old friend is a friend of long standing, and kin stay kin."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.polarity import role_words
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "edge_type", "name"),
    [
        ("My old boss Karen retired.", "HAS_MANAGER", "Karen"),
        ("My old manager, Tom, moved to Denver.", "HAS_MANAGER", "Tom"),
        ("I had lunch with my old boss Grace.", "HAS_MANAGER", "Grace"),
        ("Karen was my old boss.", "HAS_MANAGER", "Karen"),
        ("My old girlfriend Mira lives in Oslo.", "PARTNER_IS", "Mira"),
        ("My old coworker Anika had a baby.", "COLLEAGUE_OF", "Anika"),
        ("My old roommate Tobias is a chef.", "KNOWS", "Tobias"),
    ],
)
def test_an_old_tie_is_ended_not_asserted(extractor: Extractor, text: str, edge_type: str, name: str) -> None:
    assert of_type(extractor.extract(text), edge_type) == {(USER, name, True, True)}


@pytest.mark.parametrize(
    ("text", "edge_type", "name"),
    [
        ("My old friend Dave lives in Ohio.", "FRIEND_OF", "Dave"),
        ("My old sister Jo is a nurse.", "FAMILY_MEMBER", "Jo"),
    ],
)
def test_an_old_friend_or_kin_still_is(extractor: Extractor, text: str, edge_type: str, name: str) -> None:
    assert of_type(extractor.extract(text), edge_type) == {(USER, name, False, False)}


def test_old_reads_as_former_only_where_the_tie_can_be_left() -> None:
    assert role_words("HAS_MANAGER", ["my", "old"]) == ["my", "former"]
    assert role_words("FRIEND_OF", ["my", "old"]) == ["my", "old"]


@pytest.mark.parametrize(
    ("text", "edge_type", "name"),
    [
        ("Karen used to be my manager.", "HAS_MANAGER", "Karen"),
        ("Maya used to be my girlfriend.", "PARTNER_IS", "Maya"),
        ("Dave used to be my roommate.", "KNOWS", "Dave"),
    ],
)
def test_used_to_be_ends_the_tie(extractor: Extractor, text: str, edge_type: str, name: str) -> None:
    assert of_type(extractor.extract(text), edge_type) == {(USER, name, True, True)}


@pytest.mark.parametrize("text", ["Karen might be my boss.", "Karen would be my boss.", "Dave could be my roommate."])
def test_a_tie_that_may_be_is_no_tie(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == ()
