"""Issue 16, fifth round (tier 2): a pastime the speaker was doing when something happened ("while hiking")."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I stumbled on a tiny waterfall while hiking.", "hiking"),
        ("We saw dolphins while sailing off the coast.", "sailing"),
        ("We got lost while hiking.", "hiking"),
        ("I went through some rough patches while playing hockey.", "hockey"),
        ("I met my best friend while volunteering at the animal shelter.", "volunteer at the animal shelter"),
    ],
)
def test_a_pastime_done_while_something_happened_was_done(tier2: Extractor, text: str, done: str) -> None:
    assert ("DID", USER, done) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I always drink coffee while reading.",  # a habit
        "I sing while cooking.",
        "I'll call you while traveling.",  # to come
        "I didn't see anything while hiking.",  # denied
        "My brother broke his wrist while skiing.",  # someone else
        "Be careful while hiking!",
        "Did you see any bears while camping?",
        "I was thinking about you while driving home.",  # no pastime
        "I found my keys while she was swimming.",  # a clause with a subject of its own
    ],
)
def test_no_pastime_done_without_a_past_event_of_the_speakers(tier2: Extractor, text: str) -> None:
    assert not any(
        fact[2] in {"reading", "cooking", "traveling", "hiking", "skiing", "camping", "driving", "swimming"}
        for fact in facts(tier2.extract(text))
    ), text
