"""Issue 16, forty-ninth round: "we" as the speaker's household for a home, contests and their counts, and a team
that is no relative's name. "We live in Denver", "We moved to Austin", "We used to live in Ohio" are the speaker's
LIVES_IN, in both tiers (LIVES_IN only: "we work at Google" stays nothing), where they gave nothing; a move of
something else ("we moved our office to Austin"), an expansion, an unnamed home, a supposed move or a question
gives no home, and a short stay in a named place was a place gone to ("we stayed in Denver for a week": ATTENDED).
A spelling bee, a hackathon or a science fair competed in or entered is attended, named without its count ("I've
competed in three marathons": "marathons"). "Chelsea is my brother's team" names no relative ("my brother Chelsea",
"Sam is my brother" still do)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


def _homes(extractor: Extractor, text: str) -> set[tuple[str, str, str, bool, bool]]:
    return {
        (r.edge_type, r.subject, r.object, r.negated, r.change)
        for r in extractor.extract(text).relations
        if r.edge_type == "LIVES_IN"
    }


@pytest.mark.parametrize(
    ("text", "place", "negated", "change"),
    [
        ("We live in Denver.", "Denver", False, False),
        ("We've been living in Denver since 2019.", "Denver", False, False),
        ("We moved to Austin last year.", "Austin", False, True),
        ("We're moving to Austin in March.", "Austin", False, True),
        ("We just relocated to Seattle.", "Seattle", False, True),
        ("We used to live in Ohio.", "Ohio", True, True),
        ("We lived in Paris for two years.", "Paris", True, True),
        ("We grew up in Ohio.", "Ohio", True, True),
        ("We moved out of Boston.", "Boston", True, True),
    ],
)
def test_we_of_a_home_is_the_speakers_household(
    tier2: Extractor, text: str, place: str, negated: bool, change: bool
) -> None:
    assert _homes(tier2, text) == {("LIVES_IN", USER, place, negated, change)}


def test_my_wife_and_i_moving_moves_the_speaker_and_the_wife(tier2: Extractor) -> None:
    assert _homes(tier2, "My wife and I moved to Boston.") == {
        ("LIVES_IN", USER, "Boston", False, True),
        ("LIVES_IN", "my wife", "Boston", False, True),
    }


@pytest.mark.parametrize(
    ("text", "place", "negated", "change"),
    [
        ("We live in Denver.", "Denver", False, False),
        ("We moved to Austin last year.", "Austin", False, True),
        ("We used to live in Ohio.", "Ohio", True, True),
    ],
)
def test_tier_one_reads_we_of_a_home_too(tier1: Extractor, text: str, place: str, negated: bool, change: bool) -> None:
    assert _homes(tier1, text) == {("LIVES_IN", USER, place, negated, change)}


@pytest.mark.parametrize(
    "text",
    [
        "We moved our office to Austin.",
        "I moved my office to Austin.",
        "We moved the party to Denver.",
        "We moved operations to Denver last year.",
        "We opened a store in Denver.",
        "We expanded to Chicago.",
        "We're moving to a bigger apartment.",
        "We live in a small town.",
        "We stayed in Denver for a week.",
        "If we move to Austin, I'll buy a bike.",
        "We might move to Austin.",
        "Did we move to Austin?",
        "We're thinking of moving to Austin.",
    ],
)
def test_a_move_of_something_else_an_unnamed_home_a_stay_or_a_supposed_move_gives_no_home(
    extractor: Extractor, text: str
) -> None:
    assert _homes(extractor, text) == set()


def test_someone_elses_home_is_theirs_not_the_speakers(tier2: Extractor) -> None:
    assert _homes(tier2, "My parents live in Ohio.") == {("LIVES_IN", "my parents", "Ohio", False, False)}


@pytest.mark.parametrize("text", ["We work at Google.", "We moved our office to Denver"])
def test_we_is_still_no_speaker_at_work(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == ()


@pytest.mark.parametrize(
    ("text", "place"),
    [("We stayed in Denver for a week.", "Denver"), ("I stayed in Paris for a few days.", "Paris")],
)
def test_a_short_stay_in_a_named_place_was_a_place_gone_to(tier2: Extractor, text: str, place: str) -> None:
    assert named_facts(tier2.extract(text)) == {("ATTENDED", USER, place)}


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("We stayed in Denver for ten years.", "stay in Denver"),
        ("We stayed in a hotel for two nights.", "stay in a hotel"),
    ],
)
def test_years_or_an_unnamed_place_stayed_in_is_no_place_gone_to(tier2: Extractor, text: str, kept: str) -> None:
    assert named_facts(tier2.extract(text)) == {("DID", USER, kept)}


@pytest.mark.parametrize(
    ("text", "subject", "contest"),
    [
        ("I competed in a spelling bee.", USER, "spelling bee"),
        ("I competed in a hackathon.", USER, "hackathon"),
        ("I played in a chess match.", USER, "chess match"),
        ("I entered the science fair.", USER, "science fair"),
        ("I entered a science fair.", USER, "science fair"),
        ("I competed in the science fair.", USER, "science fair"),
        ("I entered a photo contest.", USER, "photo contest"),
        ("My daughter entered the science fair.", "my daughter", "science fair"),
    ],
)
def test_a_contest_competed_in_or_entered_is_attended(tier2: Extractor, text: str, subject: str, contest: str) -> None:
    assert named_facts(tier2.extract(text)) == {("ATTENDED", subject, contest)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've competed in three marathons.", {("ATTENDED", USER, "marathons")}),
        ("I competed in 3 triathlons.", {("ATTENDED", USER, "triathlons")}),
        ("I ran in two marathons last year.", {("ATTENDED", USER, "marathons"), ("DID", USER, "running")}),
    ],
)
def test_a_count_is_no_part_of_a_contests_name(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert named_facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm entering the spelling bee next month.", {("PLANS", USER, "enter the spelling bee")}),
        ("I won the spelling bee.", {("DID", USER, "win the spelling bee")}),
        ("I got stung by a bee.", set()),
        ("I entered the room.", {("DID", USER, "enter the room")}),
    ],
)
def test_a_contest_to_come_won_or_a_room_entered_is_no_contest_attended(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert named_facts(tier2.extract(text)) == expected


def test_a_prize_won_at_a_science_fair_attends_it(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I won a prize at the science fair.")) == {
        ("ATTENDED", USER, "science fair"),
        ("DID", USER, "win a prize"),
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Arsenal is my team and Chelsea is my brother's team.", {("LIKES", USER, "Arsenal")}),
        ("Chelsea is my sister's favorite team.", set()),
        ("Sam is my brother's friend.", set()),
        ("Sam, my brother's roommate, is coming.", set()),
    ],
)
def test_a_name_a_relative_owns_is_no_relatives_name(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    found = facts(extractor.extract(text))
    assert not {fact for fact in found if fact[0] == "FAMILY_MEMBER" and fact[2] in {"Chelsea", "Sam"}}
    if extractor.tier == 2:
        assert named_facts(extractor.extract(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My brother Chelsea is visiting.",
        "Sam is my brother's name.",
        "Chelsea is my sister.",
        "Sam, my brother, is coming.",
    ],
)
def test_a_relatives_name_is_still_a_name(extractor: Extractor, text: str) -> None:
    names = {fact[2] for fact in facts(extractor.extract(text)) if fact[0] == "FAMILY_MEMBER"}
    assert names & {"Chelsea", "Sam"}
