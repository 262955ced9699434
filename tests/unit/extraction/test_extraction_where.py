"""Issue 16, round 80: where an event was. "We went hiking in Colorado", "we went to a concert in Brooklyn" gave the
event and lost the place: an Event fact says what, with whom, when, and now where, by a place named after "in" or
"at" ("at Yosemite", which the NER leaves untyped, too); not an unnamed place, a time, nor a place the event's own
phrase names."""

from __future__ import annotations

import pytest

from kg.extraction import Extractor


@pytest.mark.parametrize(
    ("text", "event", "where"),
    [
        ("We went hiking in Colorado.", "hiking", "in Colorado"),
        ("We went camping at Yosemite last summer.", "camping", "at Yosemite"),
        ("We went to a concert in Brooklyn.", "concert", "in Brooklyn"),
        ("I ran a marathon in Chicago.", "run a marathon", "in Chicago"),
        ("I'm going to a wedding in Italy next month.", "wedding", "in Italy"),
        ("I had lunch with Sarah at Nopa.", "have lunch", "at Nopa"),
    ],
)
def test_an_event_keeps_the_place_named_where_it_was(tier2: Extractor, text: str, event: str, where: str) -> None:
    events = [r for r in tier2.extract(text).relations if r.object_kind == "Event"]
    assert [(r.object, r.where) for r in events] == [(event, where)]


@pytest.mark.parametrize(
    "text",
    [
        "I went swimming at the lake.",  # which lake, only the chat says
        "I went running in the morning.",
        "We took a trip to Peru.",  # the event's phrase names the place
        "We just got back from Japan!",
        "I had dinner at Sarah's.",
    ],
)
def test_no_place_beside_an_event_unnamed_a_time_or_its_own(tier2: Extractor, text: str) -> None:
    assert all(r.where is None for r in tier2.extract(text).relations)
