"""Issue 16, round 92: a subject majored in ("I'm majoring in computer science"), a school dropped out of, and a
group one has been playing or singing in ("I've been playing in a jazz band"), as "I play in a band" already was.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type, timed_events


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I'm majoring in computer science with a minor in music.", ("DID", USER, "major in computer science")),
        ("I majored in history at Yale.", ("DID", USER, "major in history")),
        ("I dropped out of college after my first year.", ("DID", USER, "drop out of college")),
        ("My brother dropped out of high school.", ("DID", "my brother", "drop out of high school")),
    ],
)
def test_a_subject_majored_in_or_a_school_left_is_a_deed(
    tier2: Extractor, text: str, event: tuple[str, str, str]
) -> None:
    assert event in {fact[:3] for fact in timed_events(tier2.extract(text))}


def test_thinking_of_a_major_is_a_wish(tier2: Extractor) -> None:
    assert ("WANTS", USER, "major in economics") in facts(tier2.extract("I'm thinking about majoring in economics."))


@pytest.mark.parametrize("text", ["I dropped out of the race.", "Did you drop out of college?"])
def test_dropping_out_of_no_school_or_asked_is_no_such_deed(tier2: Extractor, text: str) -> None:
    assert not any("drop out" in event[2] for event in timed_events(tier2.extract(text)))


def test_dropping_out_denied_is_negated(tier2: Extractor) -> None:
    assert ("DID", USER, "drop out of school", True, False) in {
        (r.edge_type, r.subject, r.object, r.negated, r.change)
        for r in tier2.extract("I'm not dropping out of school.").relations
    }


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("I've been playing in a jazz band since high school.", "jazz band"),
        ("I'm playing in a band now.", "band"),
        ("I've been singing in a choir for years.", "choir"),
        ("I've been playing on a volleyball team.", "volleyball team"),
    ],
)
def test_a_group_one_has_been_playing_or_singing_in_is_joined(tier2: Extractor, text: str, group: str) -> None:
    assert (USER, group, False, False) in of_type(tier2.extract(text), "MEMBER_OF")


@pytest.mark.parametrize(
    "text", ["I was playing in the park.", "We were dancing in the kitchen.", "Are you playing in a band?"]
)
def test_playing_somewhere_that_is_no_group_or_asked_joins_nothing(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "MEMBER_OF")
