"""Issue 16, round 95: what people say about themselves in one breath ("I'm Sam, a 34-year-old nurse who loves
hiking and lives in Denver") read in full: a relative clause on what the speaker says they are is said of the
speaker (kg/extraction/pronouns.py), a verb the parse joined to the object before it begins a clause of its own
(kg/extraction/dependency.py), an age before a role leaves the role whole and is an age (status.py, ages.py), and
every name of a list after a colon is a relative's (kin_names.py).

Before: "I'm a nurse who lives in Denver" lost the home, "I love hiking and live in Denver" liked "live", "I'm a
34-year-old nurse" gave no role and no age, "I have three kids: Emma, Noah and Ava" lost Ava.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a nurse who lives in Denver.", {("HAS_ROLE", USER, "nurse"), ("LIVES_IN", USER, "Denver")}),
        (
            "I'm Sam, a nurse from Ohio who loves hiking.",
            {("HAS_ROLE", USER, "nurse"), ("COMES_FROM", USER, "Ohio"), ("LIKES", USER, "hiking")},
        ),
        ("I'm a person who loves dogs.", {("LIKES", USER, "dogs")}),
        ("I'm friends with a guy who works at Google.", set()),  # the guy's job, not the speaker's
        ("I love hiking and live in Denver.", {("LIKES", USER, "hiking"), ("LIVES_IN", USER, "Denver")}),
        (
            "My sister loves hiking and lives in Denver.",
            {("FAMILY_MEMBER", USER, "sister"), ("LIKES", "my sister", "hiking"), ("LIVES_IN", "my sister", "Denver")},
        ),
        ("I like coffee and hate tea.", {("LIKES", USER, "coffee"), ("DISLIKES", USER, "tea")}),
        ("I love hiking, biking and swimming.", {("LIKES", USER, x) for x in ("hiking", "biking", "swimming")}),
        (
            "I'm allergic to peanuts, shellfish, and penicillin.",  # "shellfish" tagged a verb: still one of the list
            {("IS_ALLERGIC_TO", USER, x) for x in ("peanuts", "shellfish", "penicillin")},
        ),
        ("I'm a 34-year-old nurse.", {("HAS_AGE", USER, "34 years old"), ("HAS_ROLE", USER, "nurse")}),
        ("I'm a second-year PhD student.", {("HAS_ROLE", USER, "PhD student")}),
        (
            "I have three kids: Emma, Noah and Ava.",
            {("FAMILY_MEMBER", USER, name) for name in ("Emma", "Noah", "Ava")},
        ),
    ],
)
def test_what_one_says_about_oneself_in_one_breath(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert facts(tier2.extract(text)) == expected
