"""Issue 16, round 92: a role told as "the <role> of <a group or a business>" (kg/extraction/offices.py), a thing
told as "the owner of" it, a jab got ("a flu shot"), which a shot alone (a photo) is not, and a role told before a
clause of "while" or "until" ("I work as a barista while I study").

status.py's patterns stop at "of", so "I'm the treasurer of our neighborhood association" told nothing; the
office is a role, and the group it is held in a membership.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, timed_events


@pytest.mark.parametrize(
    ("text", "told"),
    [
        (
            "I'm the treasurer of our neighborhood association.",
            {("HAS_ROLE", USER, "treasurer"), ("MEMBER_OF", USER, "neighborhood association")},
        ),
        (
            "My mom is the secretary of the garden club.",
            {("HAS_ROLE", "my mom", "secretary"), ("MEMBER_OF", "my mom", "garden club")},
        ),
        (
            "I'm the head coach of the Riverside Swim Team.",
            {("HAS_ROLE", USER, "head coach"), ("MEMBER_OF", USER, "Riverside Swim Team")},
        ),
        (
            "I'm the vice president of the student council.",
            {("HAS_ROLE", USER, "vice president"), ("MEMBER_OF", USER, "student council")},
        ),
        ("I'm the assistant manager of a bookstore.", {("HAS_ROLE", USER, "assistant manager")}),
        ("I'm the proud owner of a new puppy.", {("OWNS", USER, "puppy")}),
        ("I'm the owner of a small bakery.", {("OWNS", USER, "bakery")}),
    ],
)
def test_the_role_of_a_group_or_business_is_held_and_the_group_joined(
    tier2: Extractor, text: str, told: set[tuple[str, str, str]]
) -> None:
    assert told <= facts(tier2.extract(text))


def test_a_role_in_someone_elses_group_is_held_without_joining_it(tier2: Extractor) -> None:
    told = facts(tier2.extract("I'm the coach of my son's team."))
    assert ("HAS_ROLE", USER, "coach") in told
    assert not any(fact[0] == "MEMBER_OF" for fact in told)


@pytest.mark.parametrize(
    "text",
    [
        "I was the treasurer of the PTA.",  # past: it may have ended
        "Are you the captain of the team?",
        "I'm not the president of the club.",
        "The president of the club is my neighbour.",  # no office of the speaker's
        "I'm the owner of this mess.",  # no thing one owns
        "He's the owner of the bar.",  # a pronoun names no one
    ],
)
def test_an_office_past_asked_denied_or_not_the_speakers_tells_nothing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] in {"HAS_ROLE", "MEMBER_OF", "OWNS"} for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I got a flu shot at the pharmacy this morning.", ("DID", USER, "get a flu shot", "this morning")),
        ("I got my booster shot yesterday.", ("DID", USER, "get my booster shot", "yesterday")),
        ("We got our flu shots last week.", ("DID", USER, "get our flu shots", "last week")),
    ],
)
def test_a_jab_got_is_a_deed(tier2: Extractor, text: str, event: tuple[str, str, str, str | None]) -> None:
    assert event in timed_events(tier2.extract(text))


def test_a_shot_alone_is_still_a_photo(tier2: Extractor) -> None:
    assert not timed_events(tier2.extract("I got a great shot of the sunset."))
    assert ("ATTENDED", USER, "beach", None) in timed_events(tier2.extract("I took a great shot at the beach."))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I work as a barista while I study.", ("HAS_ROLE", USER, "barista")),
        ("I've been working as a barista while I finish my degree.", ("HAS_ROLE", USER, "barista")),
        ("I'm a nanny until I find a job in my field.", ("HAS_ROLE", USER, "nanny")),
    ],
)
def test_a_role_stays_a_role_before_a_clause_of_while_or_until(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in facts(tier2.extract(text))
