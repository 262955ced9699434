"""Issue 16, round 74: the speaker's boss gone from the job (retired, quit, resigned, fired, let go, laid off, left
the company, stepped down) ends the speaker's manager by role: HAS_MANAGER "boss", negated and changed, unnamed,
with the time said, so the caller ends whichever manager is current; named in the same breath ("my boss Karen
retired"), by her name. A leaving to come keeps its time; a boss away for the day, a habit quit, a seat given up, a
leaving denied, wished or asked, and someone else's boss end nothing (tier 2)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("My boss retired last month.", "last month"),
        ("My manager quit on Friday.", "on Friday"),
        ("My boss resigned.", None),
        ("My supervisor got fired yesterday.", "yesterday"),
        ("My boss was let go last week.", "last week"),
        ("My boss was laid off.", None),
        ("My manager left the company in June.", "in June"),
        ("My boss quit her job.", None),
        ("My boss stepped down.", None),
        ("My boss retired and I got promoted.", None),
        ("My boss is retiring next month.", "next month"),
    ],
)
def test_the_speakers_boss_gone_ends_the_manager_by_role(tier2: Extractor, text: str, when: str | None) -> None:
    [ended] = [r for r in tier2.extract(text).relations if r.edge_type == "HAS_MANAGER"]
    assert (ended.subject, ended.object, ended.negated, ended.change, ended.unnamed) == (USER, "boss", True, True, True)
    assert ended.time_text == when


@pytest.mark.parametrize(
    "text",
    [
        "My boss left early today.",
        "My boss left the office early.",
        "My boss left.",
        "My boss quit smoking.",
        "My boss retired from the board.",
        "My boss didn't quit.",
        "My boss might retire next year.",
        "I hope my boss quits.",
        "Did your boss quit?",
        "My sister's boss quit last week.",
        "My old boss retired.",
        "Tom got fired.",
    ],
)
def test_no_leaving_of_the_speakers_boss_ends_nothing(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in of_type(tier2.extract(text), "HAS_MANAGER") if fact[2]}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My boss Karen retired last month.", "Karen"),
        ("Karen, my boss, retired.", "Karen"),
        ("My boss, Karen Smith, was laid off.", "Karen Smith"),
        ("My manager Tom resigned yesterday.", "Tom"),
        ("My manager, Tom, quit.", "Tom"),  # tagged as a present, but "quit" with one subject is the past
        ("Karen, my boss, retired in May.", "Karen"),  # the verb parsed as a modifier of "boss"
    ],
)
def test_a_boss_named_as_she_leaves_ends_her_tie_by_name(tier2: Extractor, text: str, name: str) -> None:
    """The one who left is the speaker's boss by name: that tie ends, and the role's words assert nothing more."""
    extraction = tier2.extract(text)
    assert of_type(extraction, "HAS_MANAGER") == {(USER, name, True, True)}
    [ended] = [r for r in extraction.relations if r.edge_type == "HAS_MANAGER"]
    assert not ended.unnamed


def test_the_named_boss_who_retired_did_retire(tier2: Extractor) -> None:
    assert ("Karen", "retire", False, False) in of_type(tier2.extract("My boss Karen retired last month."), "DID")


@pytest.mark.parametrize(
    "text", ["My boss Karen is great.", "Karen, my boss, didn't quit.", "My sister's boss Karen retired."]
)
def test_a_named_boss_who_did_not_leave_keeps_the_tie(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in of_type(tier2.extract(text), "HAS_MANAGER") if fact[2]}
