"""Issue 16, round 75: a thing that inspires the speaker, feeds their imagination, keeps them sane or going, or has
been great for them is one they like (LIKES, tier 2); a person, someone else's thing, one pointed at, a gerund of a
whole clause, an inspiration told once, a question and a denial say nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Mountains inspire me.", {"mountains"}),
        ("Old cartoons fuel my imagination.", {"old cartoons"}),
        ("Running keeps me sane.", {"running"}),
        ("Gardening keeps me going.", {"gardening"}),
        ("Swimming has been really great for me.", {"swimming"}),
        (
            "I'm inspired by sketching, hiking, and playing the piano.",
            {"sketching", "hiking", "playing the piano"},
        ),
        ("I get inspired by old architecture.", {"old architecture"}),
        ("Dancing has kept me going.", {"dancing"}),
        ("Nature has inspired me.", {"nature"}),
    ],
)
def test_what_does_the_speaker_good_is_liked(tier2: Extractor, text: str, liked: set[str]) -> None:
    assert {(s, o.casefold()) for s, o, _, _ in of_type(tier2.extract(text), "LIKES")} == {(USER, o) for o in liked}


@pytest.mark.parametrize(
    "text",
    [
        "My brother inspires me.",
        "Priya inspires me every day.",
        "My friends keep me sane.",
        "Her paintings inspire me.",
        "This song inspires me.",
        "That energy and focus keeps me motivated.",
        "Watching my team win motivates me.",
        "I was inspired by the view.",
        "The trip inspired me to write.",
        "The hike kept me sane last week.",
        "Does music inspire you?",
        "Running doesn't inspire me at all.",
        "Work keeps me busy.",
        "The last few weeks have been great for me.",
    ],
)
def test_no_thing_of_the_speakers_own_liking_says_nothing(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "LIKES")
