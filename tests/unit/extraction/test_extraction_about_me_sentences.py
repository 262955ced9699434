"""Issue 16, round 95: what people say about themselves in one breath ("I'm Sam, a 34-year-old nurse who loves
hiking and lives in Denver") read in full: a relative clause on what the speaker says they are is said of the
speaker (kg/extraction/pronouns.py), a verb the parse joined to the object before it begins a clause of its own
(kg/extraction/dependency.py), an age before a role leaves the role whole and is an age (status.py, ages.py), and
every name of a list after a colon is a relative's (kin_names.py); being married is a state, and what one is married
with or a parent "of" so many the speaker's kids (households.py); "my brother and I", "me and Sam" are both.

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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm married.", {("HAS_STATE", USER, "married")}),
        ("My brother is married.", {("FAMILY_MEMBER", USER, "brother"), ("HAS_STATE", "my brother", "married")}),
        ("I've been married for ten years.", {("HAS_STATE", USER, "married")}),
        (
            "I'm married with two kids and a dog.",
            {("HAS_STATE", USER, "married"), ("FAMILY_MEMBER", USER, "kids"), ("OWNS", USER, "dog")},
        ),
        ("I'm a mom of two.", {("FAMILY_MEMBER", USER, "kids")}),
        ("I'm a father of four kids.", {("FAMILY_MEMBER", USER, "kids")}),
        ("She's a mom of three.", set()),
        ("Ana and I are married.", {("PARTNER_IS", USER, "Ana")}),  # the couple, not a state of each
        ("I'm married to my job.", set()),
        ("I'd like to be married someday.", set()),
        (
            "My husband and I have two daughters.",
            {("FAMILY_MEMBER", USER, "husband"), ("FAMILY_MEMBER", USER, "daughters")},
        ),
        ("My wife and I have a son named Leo.", {("FAMILY_MEMBER", USER, "wife"), ("FAMILY_MEMBER", USER, "Leo")}),
        (
            "My brother and I love fishing.",
            {("FAMILY_MEMBER", USER, "brother"), ("LIKES", USER, "fishing"), ("LIKES", "my brother", "fishing")},
        ),
        ("Me and Sam love fishing.", {("LIKES", USER, "fishing"), ("LIKES", "Sam", "fishing")}),
        ("She told me and Sam loves fishing.", {("LIKES", "Sam", "fishing")}),  # "me" an object
    ],
)
def test_a_household_told_about_oneself(tier2: Extractor, text: str, expected: set[tuple[str, str, str]]) -> None:
    assert facts(tier2.extract(text)) == expected


def test_being_married_denied_or_ended(tier2: Extractor) -> None:
    (denied,) = tier2.extract("I'm not married.").relations
    assert (denied.edge_type, denied.object, denied.negated, denied.change) == ("HAS_STATE", "married", True, False)
    (ended,) = tier2.extract("I was married once.").relations
    assert (ended.edge_type, ended.object, ended.negated, ended.change) == ("HAS_STATE", "married", True, True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I'm a professor of history at Yale.",
            {("HAS_ROLE", USER, "professor of history"), ("WORKS_AT", USER, "Yale")},
        ),
        ("I'm a professor of history.", {("HAS_ROLE", USER, "professor of history")}),
        (
            "I'm a director of product design at Google.",
            {("HAS_ROLE", USER, "director of product design"), ("WORKS_AT", USER, "Google")},
        ),
        ("I'm a manager of the store.", set()),  # "of the store": which, not a field
        ("I'm a professor at Yale.", {("HAS_ROLE", USER, "professor"), ("WORKS_AT", USER, "Yale")}),
    ],
)
def test_a_title_keeps_its_field_and_the_employer_after_it(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert facts(tier2.extract(text)) == expected
