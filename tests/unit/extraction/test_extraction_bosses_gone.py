"""Issue 16, round 74: the speaker's boss gone from the job (retired, quit, resigned, fired, let go, laid off, left
the company, stepped down) ends the speaker's manager by role: HAS_MANAGER "boss", negated and changed, unnamed,
with the time said, so the caller ends whichever manager is current. A leaving to come keeps its time; a boss away
for the day, a habit quit, a seat given up, a leaving denied, wished or asked, someone else's boss, and a boss
named in the same breath end nothing (tier 2)."""

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


def test_a_boss_named_as_she_leaves_holds_the_role_by_name(tier2: Extractor) -> None:
    """Her name beside the role is read as her holding it; the leaving is hers to have done."""
    extraction = tier2.extract("My boss Karen retired last month.")
    assert of_type(extraction, "HAS_MANAGER") == {(USER, "Karen", False, False)}
    assert of_type(extraction, "DID") == {("Karen", "retire", False, False)}
