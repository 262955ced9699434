"""Issue 16, sixty-ninth round: a job lost with no employer named ends the speaker's current one (WORKS_AT "job",
negated, changed, unnamed: kg/extraction/jobs_lost.py), the loss an event of its own, and "we" breaking up ends
the speaker's partner by role (breakups.py). What was not told as happened, someone else's job and an employer
named end nothing here. And deeds and outings told in passing: "one of my paintings" is what was sold, "hit the
gym" is going there, and "dropped off some clothes" a deed (tier 2)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.jobs_lost import JOB
from tests.unit.extraction.facts import only


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("I lost my job last month.", "last month"),
        ("I quit my job.", None),
        ("I left my job to start a bakery.", None),
        ("I got fired.", None),
        ("I was laid off last week.", "last week"),
        ("They let me go on Friday.", "on Friday"),
        ("They fired me.", None),
        ("My boss fired me yesterday.", "yesterday"),
        ("I resigned.", None),
        ("I resigned from my job in March.", "in March"),
        ("I got fired from the bakery last week.", "last week"),
        ("After I lost my job, I moved back in with my parents.", None),
        # round 101: a job told by its kind of work ("quit" tagged as a present there)
        ("I quit my teaching job.", None),
        ("I left my office job last month.", "last month"),
        ("I lost my nursing job in March.", "in March"),
    ],
)
def test_a_job_lost_with_no_employer_named_ends_the_current_one(tier2: Extractor, text: str, when: str | None) -> None:
    ended = only(tier2.extract(text), "WORKS_AT")
    assert (ended.subject, ended.object, ended.negated, ended.change, ended.unnamed) == (USER, JOB, True, True, True)
    assert ended.time_text == when


@pytest.mark.parametrize(
    ("text", "loss"),
    [
        ("I lost my job last month.", "lose my job"),
        ("I quit my job.", "quit my job"),
        ("I got fired.", "get fired"),
        ("I was laid off last week.", "get laid off"),
        ("They let me go on Friday.", "get let go"),
        ("I got sacked.", "get sacked"),
        ("I resigned.", "resign"),
    ],
)
def test_the_loss_itself_is_an_event_with_its_time(tier2: Extractor, text: str, loss: str) -> None:
    extraction = tier2.extract(text)
    event = only(extraction, "DID")
    assert (event.subject, event.object, event.negated) == (USER, loss, False)
    assert event.time_text == only(extraction, "WORKS_AT").time_text


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I quit my job at Acme.", "Acme"),
        ("Globex laid me off.", "Globex"),
        ("They fired me from Initech.", "Initech"),
        ("I was let go from Globex.", "Globex"),
    ],
)
def test_an_employer_named_is_the_one_ended(tier2: Extractor, text: str, employer: str) -> None:
    ended = only(tier2.extract(text), "WORKS_AT")
    assert (ended.object, ended.negated, ended.change, ended.unnamed) == (employer, True, True, False)


@pytest.mark.parametrize(
    "text",
    [
        "I might lose my job.",
        "Should I quit my job?",
        "I almost got fired.",
        "I didn't get fired.",
        "I did not lose my job.",
        "I'm scared I'll get fired.",
        "If I lose my job, we'll move.",
        "My sister lost her job.",
        "We fired Tom.",
        "Tom got fired.",
        "I quit my second job.",
        "I quit my dream job.",
        "I quit my side job.",
        "I quit my summer job.",
        "I don't quit my teaching job.",
        "Should I quit my teaching job?",
        "I resigned from the board.",
        "I left the office early.",
        "I lost my keys.",
    ],
)
def test_no_job_of_the_speakers_told_lost_ends_nothing(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "WORKS_AT"], text


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("We broke up last month.", "partner"),
        ("We split up.", "partner"),
        ("We've separated.", "partner"),
        ("We got divorced last year.", "spouse"),
    ],
)
def test_we_breaking_up_ends_the_speakers_partner_by_role(tier2: Extractor, text: str, role: str) -> None:
    ended = only(tier2.extract(text), "PARTNER_IS")
    assert (ended.subject, ended.object, ended.negated, ended.change, ended.unnamed) == (USER, role, True, True, True)


@pytest.mark.parametrize(
    "text",
    ["We split up into teams.", "We split up to search the woods.", "We didn't break up.", "Should we break up?"],
)
def test_we_parting_otherwise_ends_no_partner(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "PARTNER_IS"], text


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I sold one of my paintings last week.", "sell one of my paintings"),
        ("I donated some of my old clothes.", "donate some of my old clothes"),
    ],
)
def test_some_of_a_kind_of_thing_is_what_was_done_to(tier2: Extractor, text: str, deed: str) -> None:
    assert only(tier2.extract(text), "DID").object == deed


@pytest.mark.parametrize("text", ["I sold some of it.", "I finished two of them.", "I baked one of those."])
def test_some_of_what_only_the_chat_names_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "DID"], text


@pytest.mark.parametrize(
    ("text", "kind", "place"),
    [
        ("I hit the gym yesterday.", "ATTENDED", "gym"),
        ("Started hitting the gym again on Monday.", "ATTENDED", "gym"),
        ("We hit the slopes in January.", "ATTENDED", "slopes"),
        ("I'll hit the gym tomorrow.", "PLANS", "gym"),
    ],
)
def test_a_place_hit_is_a_place_gone_to(tier2: Extractor, text: str, kind: str, place: str) -> None:
    assert only(tier2.extract(text), kind).object == place


@pytest.mark.parametrize("text", ["I hit the ball hard.", "We hit the road at dawn.", "Did you hit the gym?"])
def test_nothing_hit_but_a_place_gone_to_is_an_outing(tier2: Extractor, text: str) -> None:
    assert not tier2.extract(text).relations, text


def test_something_dropped_off_is_a_deed(tier2: Extractor) -> None:
    dropped = only(tier2.extract("I dropped off some clothes at the donation center."), "DID")
    assert dropped.object == "drop off some clothes"
