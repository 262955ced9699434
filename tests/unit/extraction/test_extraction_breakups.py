"""Issue 16, thirty-eighth round: a break-up ends the speaker's partner (PARTNER_IS, negated and changed), named
("I broke up with Tom") or by role ("My girlfriend and I broke up": the role, unnamed), and being single now ends
whichever partner was current ("partner", unnamed). A break-up asked about, denied, almost done, planned, of a
group or of a thing ends nothing (tier 2)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts, only


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("I broke up with Tom.", "Tom"),
        ("Tom and I broke up last month.", "Tom"),
        ("Me and Omar broke up in March.", "Omar"),
        ("I split up with Dana.", "Dana"),
        ("Dana and I have split up.", "Dana"),
        ("I divorced Mark in 2019.", "Mark"),
        ("Mark and I got divorced.", "Mark"),
        ("Priya dumped me.", "Priya"),
        ("I dumped Jake last night.", "Jake"),
        ("I broke up with my boyfriend Kyle.", "Kyle"),
        ("I broke up with my girlfriend Zoe.", "Zoe"),  # ended only, though "girlfriend Zoe" names a partner
        ("After I broke up with Tom, I moved to Denver.", "Tom"),
        ("Tom broke up with me last week.", "Tom"),  # the speaker the other party
        ("Maya, my girlfriend, broke up with me.", "Maya"),
        ("I broke up with Maya.", "Maya"),  # round 75: the small model tags "Maya" a location here
    ],
)
def test_a_break_up_ends_the_named_partner(tier2: Extractor, text: str, partner: str) -> None:
    ended = only(tier2.extract(text), "PARTNER_IS")
    assert (ended.subject, ended.object, ended.negated, ended.change, ended.unnamed) == (
        USER,
        partner,
        True,
        True,
        False,
    )


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("My girlfriend and I broke up.", "girlfriend"),
        ("I broke up with my boyfriend.", "boyfriend"),
        ("My boyfriend dumped me.", "boyfriend"),
        ("My girlfriend broke up with me.", "girlfriend"),
        ("My wife and I are getting divorced.", "wife"),
        ("my husband and I separated.", "husband"),
        ("I separated from my husband last year.", "husband"),
        ("My wife left me.", "wife"),
        ("My girlfriend left me for her trainer.", "girlfriend"),
        ("My fiance and I broke up.", "fiancé"),
        ("My boyfriend and I split up.", "boyfriend"),  # "split": a conjunct of "boyfriend" (round 71)
        ("I got divorced last year.", "spouse"),
        ("I'm single now.", "partner"),
        ("I've been single since March.", "partner"),
    ],
)
def test_a_break_up_with_a_partner_named_by_role_ends_the_role_unnamed(tier2: Extractor, text: str, role: str) -> None:
    ended = only(tier2.extract(text), "PARTNER_IS")
    assert (ended.subject, ended.object, ended.qualifier, ended.negated, ended.change, ended.unnamed) == (
        USER,
        role,
        role,
        True,
        True,
        True,
    )


def test_a_wife_left_stays_family(tier2: Extractor) -> None:
    wife = only(tier2.extract("My wife and I separated."), "FAMILY_MEMBER")
    assert (wife.object, wife.negated, wife.unnamed) == ("wife", False, True)


def test_two_others_named_end_their_own_partnership(tier2: Extractor) -> None:
    ended = only(tier2.extract("Tom and Lisa broke up."), "PARTNER_IS")
    assert (ended.subject, ended.object, ended.negated, ended.change) == ("Tom", "Lisa", True, True)


@pytest.mark.parametrize(
    "text",
    [
        "I almost broke up with Tom.",
        "I'm thinking of breaking up with Tom.",
        "Should I break up with Tom?",
        "Did you break up with Tom?",
        "I didn't break up with Tom.",
        "I'm going to break up with Tom.",
        "If I broke up with Tom, I'd be so sad.",
        "The band broke up.",
        "The kids split up into two teams.",
        "I dumped the old couch.",
        "My wife left me a note.",
        "My husband left me at the mall.",
        "My sister broke up with her boyfriend.",
        "My parents got divorced when I was ten.",
        "I'm not single.",
        "I was single for years.",
        "I'd rather be single.",
        "Are you single?",
        "I'm a single mom.",
    ],
)
def test_no_break_up_of_the_speakers_ends_nothing(tier2: Extractor, text: str) -> None:
    assert not any(relation.edge_type == "PARTNER_IS" for relation in tier2.extract(text).relations), text


def test_a_fight_broken_up_is_a_deed(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I broke up a fight.")) == {("DID", USER, "break up a fight")}


def test_tier1_reads_no_break_up(tier1: Extractor) -> None:
    assert facts(tier1.extract("I broke up with Tom.")) == set()
