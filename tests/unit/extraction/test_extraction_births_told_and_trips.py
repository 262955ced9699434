"""Issue 16, round 80: what an invented new father told that kg lost or cut.

- "Our son was born last week", "My daughter Lily was born in March" gave the child with no time (or, with a
  title before the name, "Our baby girl Lily was born on March 3rd", nothing): a birth told in the passive is one.
- "We're expecting our second child in April" gave the child with no time: a child of any word is on the way when
  expected ("a girl" is a daughter), as "a baby" was.
- "I've been reading a lot of sci-fi" gave "read sci": the small model hangs a hyphened word's parts side by side.
- "we drove up to Tahoe", "I flew back to Boston" gave no trip: the place hangs on the direction.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


@pytest.mark.parametrize(
    ("text", "child", "role", "born", "when"),
    [
        ("Our son was born last week.", "son", "son", True, "last week"),
        ("My daughter Lily was born in March.", "Lily", "daughter", True, "in March"),
        ("Our baby girl Lily was born on March 3rd.", "Lily", "daughter", True, "on March 3rd"),
        ("our baby was born yesterday!", "kid", "child", True, "yesterday"),
        ("We're expecting our second child in April.", "kid", "child", False, "in April"),  # on the way
        ("We're expecting a girl in May.", "daughter", "daughter", False, "in May"),
    ],
)
def test_the_speakers_child_told_born_or_expected_is_family_with_when(
    tier2: Extractor, text: str, child: str, role: str, born: bool, when: str
) -> None:
    family = [r for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER"]
    assert [(r.subject, r.object, r.qualifier, r.change, r.time_text) for r in family] == [
        (USER, child, role, born, when)
    ]


@pytest.mark.parametrize(
    "text", ["I was born in Ohio.", "My sister's son was born in May.", "Was your son born in May?"]
)
def test_no_child_of_the_speakers_born_when_it_is_not_theirs(tier2: Extractor, text: str) -> None:
    family = [r for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER"]
    assert not [r for r in family if r.qualifier in {"son", "daughter", "child"} and r.change]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I've been reading a lot of sci-fi lately.", "read sci-fi"),
        ("I've been watching a lot of K-dramas.", "watch K-dramas"),
    ],
)
def test_a_hyphened_word_is_one_word(tier2: Extractor, text: str, deed: str) -> None:
    assert [r.object for r in tier2.extract(text).relations if r.edge_type == "DID"] == [deed]


@pytest.mark.parametrize(
    ("text", "trip", "when"),
    [
        ("Last weekend we drove up to Tahoe.", "drive to Tahoe", "Last weekend"),
        ("We flew back to Boston.", "fly to Boston", None),
    ],
)
def test_a_trip_told_with_a_direction_keeps_where_to(tier2: Extractor, text: str, trip: str, when: str | None) -> None:
    assert [(r.object, r.time_text) for r in tier2.extract(text).relations if r.edge_type == "DID"] == [(trip, when)]


@pytest.mark.parametrize("text", ["I'm expecting a package tomorrow.", "We were expecting a boy."])
def test_no_child_on_the_way_from_a_thing_expected_or_a_past_expectation(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER"]
