"""Issue 16, round 78: chat in lower case, its asides and its apostrophes left out ("i dont like sushi" was LIKES
sushi, said by a person "Nt"; "im a nurse" gave nothing). A word the parse tags as a verb is no name ("my mom
*wants* me to come home" gave a mom named "Wants", "my best friend maya *moved*" one named "Maya Moved"), nor is
the kind said before a name ("this *guy* named alex"); an aside ending a phrase is no part of it ("taylor swift
*lol*", "korean *bc* of kdramas"). And a club joined is no employer, "joined X as a Y" gives the new role, and
"my part-time job at X" the employer, as "my new job at X" does. Round 92: an occasion after a relative with no
apostrophe ("my cousins wedding") is no one's name, and chat's spellings of days ("tmrw", "yday") are times (the
models are given their norms), not part of the thing before them ("the beach tmrw")."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type, timed_events


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my mom wants me to come home for thanksgiving", ("FAMILY_MEMBER", USER, "mom")),
        ("my grandma passed away last year", ("FAMILY_MEMBER", USER, "grandma")),
        ("my best friend maya moved to london", ("FRIEND_OF", USER, "Maya")),
        ("i've been dating this guy named alex for like 3 months", ("PARTNER_IS", USER, "Alex")),
    ],
)
def test_a_verb_or_a_kind_is_no_lowercase_name(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    found = facts(tier2.extract(text))
    assert fact in found
    assert {f for f in found if f[0] == fact[0]} == {fact}  # no "Wants", "Maya Moved", "Guy"


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my roommate jess is obsessed with taylor swift lol", ("LIKES", "Jess", "taylor swift")),
        ("i'm learning korean bc of kdramas", ("DID", USER, "learn korean")),
    ],
)
def test_a_chat_aside_ends_no_phrase(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert fact in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["i joined the climbing club this semester", "I joined the Chess Club."])
def test_a_club_joined_is_no_employer(tier2: Extractor, text: str) -> None:
    found = facts(tier2.extract(text))
    assert not {f for f in found if f[0] == "WORKS_AT"}
    assert {f for f in found if f[0] == "MEMBER_OF"}


def test_a_company_joined_is_still_an_employer(tier2: Extractor) -> None:
    assert ("WORKS_AT", USER, "Google") in facts(tier2.extract("i joined google last year"))


def test_joined_as_gives_the_new_role(extractor: Extractor) -> None:
    extraction = extractor.extract("I joined Globex as a designer.")
    assert of_type(extraction, "HAS_ROLE") == {(USER, "designer", False, True)}
    assert of_type(extraction, "WORKS_AT") == {(USER, "Globex", False, True)}


def test_a_hyphenated_kind_of_job_still_names_the_employer(tier2: Extractor) -> None:
    assert of_type(tier2.extract("My part-time job at Starbucks is killing me."), "WORKS_AT") == {
        (USER, "Starbucks", False, False)
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("i dont like sushi", ("DISLIKES", USER, "sushi")),  # "dont": "do", "nt"; it was LIKES, and a person "Nt"
        ("i don't like sushi", ("DISLIKES", USER, "sushi")),
    ],
)
def test_chats_dont_denies(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


def test_chats_didnt_denies(tier2: Extractor) -> None:
    assert of_type(tier2.extract("i didnt go to the party"), "ATTENDED") == {(USER, "party", True, False)}


@pytest.mark.parametrize(
    ("text", "fact"),
    [("im a nurse", ("HAS_ROLE", USER, "nurse")), ("im dating a guy named sam", ("PARTNER_IS", USER, "Sam"))],
)
def test_chats_im_is_i_am(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert fact in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["just got back from my cousins wedding in vegas", "just went to my sisters graduation party"]
)
def test_an_occasion_after_a_relative_with_no_apostrophe_is_no_ones_name(tier2: Extractor, text: str) -> None:
    named = {fact[2].casefold() for fact in facts(tier2.extract(text)) if fact[0] == "FAMILY_MEMBER"}
    assert not named & {"wedding", "graduation", "party"}


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("we're going to the beach tmrw", ("PLANS", USER, "beach", "tmrw")),
        ("im so nervous about my driving test tmrw", ("PLANS", USER, "my driving test", "tmrw")),
        ("can't wait for the concert tmrw!", ("PLANS", USER, "concert", "tmrw")),
        ("i went to the dentist yday", ("ATTENDED", USER, "dentist", "yday")),
    ],
)
def test_chats_spellings_of_days_are_times_not_part_of_the_thing(
    tier2: Extractor, text: str, event: tuple[str, str, str, str]
) -> None:
    assert event in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("tmrw is my first day at the new job", ("PLANS", USER, "first day at the new job", "tmrw")),
        ("i have a dentist appointment tmrw", ("PLANS", USER, "have a dentist appointment", "tmrw")),
    ],
)
def test_a_chat_tomorrow_is_a_time_to_come(tier2: Extractor, text: str, event: tuple[str, str, str, str]) -> None:
    assert event in timed_events(tier2.extract(text))  # not DID, nor no plan: "tmrw" is ahead as "tomorrow" is
