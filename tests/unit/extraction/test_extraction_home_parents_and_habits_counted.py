"""Issue 16, round 93: a stay-at-home parent is a role (kg/extraction/status.py), and a place gone to as a habit
before a count of times is attended though the parse reads it as a bare verb after "to" (kg/extraction/events.py,
`_place_read_as_verb`).

"I'm a stay-at-home dad" told nothing (the role lists hold one noun after the article); "I've been going to therapy
twice a week" told nothing where "once a week" gave ATTENDED "therapy".
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, timed_events


@pytest.mark.parametrize(
    ("text", "subject", "role"),
    [
        ("I'm a stay-at-home dad.", USER, "stay-at-home dad"),
        ("I've been a stay-at-home dad since the twins were born.", USER, "stay-at-home dad"),
        ("My sister is a stay at home mom.", "my sister", "stay at home mom"),
    ],
)
def test_a_stay_at_home_parent_is_a_role(tier2: Extractor, text: str, subject: str, role: str) -> None:
    assert ("HAS_ROLE", subject, role) in facts(tier2.extract(text))


def test_a_stay_at_home_parent_only_wished_is_no_role(tier2: Extractor) -> None:
    assert not any(fact[0] == "HAS_ROLE" for fact in facts(tier2.extract("I'd love to be a stay-at-home dad.")))


@pytest.mark.parametrize(
    ("text", "place", "when"),
    [
        ("I've been going to therapy twice a week.", "therapy", "twice a week"),
        ("I've been going to church twice a week.", "church", "twice a week"),
        ("We go to church twice a week.", "church", "twice a week"),
    ],
)
def test_a_place_gone_to_as_a_counted_habit_is_attended(tier2: Extractor, text: str, place: str, when: str) -> None:
    assert ("ATTENDED", USER, place, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I've been going to swim twice a week.",  # a pastime's verb: no place
        "I'm going to therapy twice a week.",  # "going to" may be a plan: left to the parse
    ],
)
def test_no_place_is_read_from_a_verb_or_a_plan(tier2: Extractor, text: str) -> None:
    told = facts(tier2.extract(text))
    assert not any(fact[0] == "ATTENDED" for fact in told), told
