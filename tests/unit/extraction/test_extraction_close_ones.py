"""Issue 16, seventy-first round: a person close to the speaker told of by role alone ("my boss", "my girlfriend",
"my best friend", "my roommate") is a subject of its own, as a relative is, tied to the speaker by FRIEND_OF or
KNOWS (kg/extraction/close_ones.py, kg/extraction/kin.py `speakers_close_one`). Before, what was said of them
gave nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


def _told(extractor: Extractor, text: str) -> set[tuple[str, str, str, bool]]:
    return {(r.edge_type, r.subject, r.object, r.unnamed) for r in extractor.extract(text).relations}


@pytest.mark.parametrize(
    ("text", "tie", "said"),
    [
        ("My best friend lives in Seattle.", ("FRIEND_OF", "best friend"), ("LIVES_IN", "my best friend", "Seattle")),
        ("My roommate works at Google.", ("KNOWS", "roommate"), ("WORKS_AT", "my roommate", "Google")),
        ("My girlfriend is a teacher.", ("KNOWS", "girlfriend"), ("HAS_ROLE", "my girlfriend", "teacher")),
        ("My fiancé works at Deloitte.", ("KNOWS", "fiancé"), ("WORKS_AT", "my fiancé", "Deloitte")),
        ("My partner is allergic to cats.", ("KNOWS", "partner"), ("IS_ALLERGIC_TO", "my partner", "cats")),
        ("My boss's flight lands on Monday.", ("KNOWS", "boss"), ("PLANS", "my boss", "flight")),
        ("My best friend's wedding is in June.", ("FRIEND_OF", "best friend"), ("PLANS", "my best friend", "wedding")),
    ],
)
def test_a_close_one_told_by_role_is_tied_to_the_speaker_and_is_a_subject(
    tier2: Extractor, text: str, tie: tuple[str, str], said: tuple[str, str, str]
) -> None:
    told = _told(tier2, text)
    assert (tie[0], USER, tie[1], True) in told
    assert (*said, False) in told


def test_a_manager_and_a_boss_are_one_role(tier2: Extractor) -> None:
    """One spelling per role, so Ingest names one node ("Hana's boss") however it is said."""
    assert ("KNOWS", USER, "boss", True) in _told(tier2, "My manager is moving to London.")
    assert ("KNOWS", USER, "roommate", True) in _told(tier2, "My flatmate plays the drums.")


@pytest.mark.parametrize(
    "text",
    [
        "My friend lives in Leeds.",  # one of several friends
        "My coworker is from Brazil.",
        "My old boss moved to Texas.",  # no longer had
        "My ex-boyfriend lives in Denver.",
        "Our boss is on vacation.",  # the team's
        "Is your boss nice?",
        "Does my boss live in Leeds?",
    ],
)
def test_no_close_one_for_one_of_several_one_no_longer_had_or_someone_elses(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in _told(tier2, text) if fact[3] and fact[0] in {"KNOWS", "FRIEND_OF"}]
    assert not [fact for fact in _told(tier2, text) if fact[1].startswith("my ")]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("My boss Karen is really demanding.", ("HAS_MANAGER", USER, "Karen")),
        ("My boss is Karen.", ("HAS_MANAGER", USER, "Karen")),
        ("My best friend Tom lives in Ohio.", ("FRIEND_OF", USER, "Tom")),
        ("My girlfriend Anna loves sushi.", ("PARTNER_IS", USER, "Anna")),
    ],
)
def test_a_close_one_named_is_that_person_not_also_one_of_no_name(
    tier2: Extractor, text: str, named: tuple[str, str, str]
) -> None:
    told = _told(tier2, text)
    assert (*named, False) in told
    assert not [fact for fact in told if fact[3]]


@pytest.mark.parametrize(
    "text",
    [
        "My girlfriend and I broke up.",
        "My boyfriend dumped me.",
        "My boyfriend and I split up.",
        "My manager fired me on Monday.",
    ],
)
def test_no_tie_to_a_close_one_whose_tie_the_sentence_ends(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"KNOWS", "FRIEND_OF"}]


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("My best friend Dave loves golf.", {("FRIEND_OF", USER, "Dave"), ("LIKES", "Dave", "golf")}),
        ("My boss Karen hates meetings.", {("HAS_MANAGER", USER, "Karen"), ("DISLIKES", "Karen", "meetings")}),
    ],
)
def test_what_a_close_one_named_does_is_said_of_the_name_alone(
    tier2: Extractor, text: str, told: set[tuple[str, str, str]]
) -> None:
    """Round 72: before, "my best friend LIKES golf" came too, beside "Dave LIKES golf": a node of no name."""
    assert facts(tier2.extract(text)) == told


@pytest.mark.parametrize(
    "text",
    [
        "My best friend Dave loves chess.",
        "My best friend is Dave.",
        "Dave is my best friend.",
        "Dave, my best friend, is funny.",
        "I have a best friend named Dave.",
    ],
)
@pytest.mark.parametrize("tier", ["tier1", "tier2"])
def test_a_best_friend_named_carries_the_role_the_unnamed_one_has(
    request: pytest.FixtureRequest, tier: str, text: str
) -> None:
    """Round 73: the named best friend's FRIEND_OF has the qualifier "my best friend" alone has, so Ingest can
    tell they are one person (kg/domain/role_holders.py); a friend said without "best" has none."""
    extractor: Extractor = request.getfixturevalue(tier)
    named = [r for r in extractor.extract(text).relations if r.edge_type == "FRIEND_OF" and r.object == "Dave"]
    assert [(r.qualifier, r.unnamed) for r in named] == [("best friend", False)]


@pytest.mark.parametrize("text", ["My friend Dave loves chess.", "My old best friend Dave moved to Ohio."])
def test_a_friend_not_said_best_alone_has_no_role(tier2: Extractor, text: str) -> None:
    named = [r for r in tier2.extract(text).relations if r.edge_type == "FRIEND_OF"]
    assert [(r.object, r.qualifier) for r in named] == [("Dave", None)]
