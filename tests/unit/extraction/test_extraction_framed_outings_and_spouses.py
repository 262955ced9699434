"""Issue 16, round 98: outings that frame a stretch of time, spouses by informal words, and a job lost "after".

"We kicked off the summer with a road trip" tells the road trip as much as "we took a road trip" does; "my hubby"
is the speaker's husband and "the missus" their wife; "After losing my job, I moved home" lost the speaker's job as
"I lost my job" does.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type, timed_events


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("We kicked off the summer with a road trip.", {("DID", "road trip")}),
        ("I ended the evening with a swim.", {("DID", "swim")}),
        ("I started my Saturday with a hike.", {("DID", "hike")}),
        ("We celebrated with a picnic.", {("DID", "have a picnic")}),
        ("Last night I unwound with some crocheting.", {("DID", "crocheting")}),
        ("I'm winding down tonight with a walk and some baking.", {("PLANS", "walk"), ("PLANS", "baking")}),
        ("I'll begin the day with a run.", {("PLANS", "run")}),
    ],
)
def test_an_outing_a_stretch_of_time_is_framed_with_is_done_or_planned(
    tier2: Extractor, text: str, done: set[tuple[str, str]]
) -> None:
    assert {(edge, obj) for edge, subject, obj, _ in timed_events(tier2.extract(text)) if subject == USER} == done


def test_time_spent_doing_something_with_an_outing_takes_the_spending_s_tense(tier2: Extractor) -> None:
    assert timed_events(tier2.extract("I spent Friday relaxing with a long bike ride.")) == {
        ("DID", USER, "long bike ride", "Friday")
    }


@pytest.mark.parametrize(
    "text",
    [
        "I ended up with a sore back.",  # "end up": what one was left with, no outing
        "We started with a short meeting.",  # a meeting is no outing
        "We celebrated with friends.",  # company, not an outing
        "I started the day with coffee.",
        "The festival ended with a parade.",  # not the speaker's doing
        "I'd celebrate with a road trip.",  # only supposed
    ],
)
def test_what_is_no_outing_or_not_the_speakers_frames_nothing(tier2: Extractor, text: str) -> None:
    assert timed_events(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "spouse"),
    [
        ("My hubby plays the drums.", "husband"),
        ("My missus is a great cook.", "wife"),
        ("The hubby loves to fish.", "husband"),
        ("I went to Denver with the missus.", "wife"),
        ("The wife and I bought a boat.", "wife"),
        ("Me and the husband went camping.", "husband"),
    ],
)
def test_a_spouse_by_an_informal_word_or_the_is_the_speakers(tier2: Extractor, text: str, spouse: str) -> None:
    assert (USER, spouse, False, False) in of_type(tier2.extract(text), "FAMILY_MEMBER")


def test_an_informal_spouse_is_spelled_as_the_plain_one_in_facts_about_them(tier2: Extractor) -> None:
    assert ("LIKES", "my husband", "golf") in facts(tier2.extract("My hubby loves golf."))


@pytest.mark.parametrize(
    "text",
    [
        "The wife in that show was hilarious.",  # a character, nobody's to the speaker
        "The husband was arrested yesterday.",  # someone's in a story
        "Her hubby is a pilot.",
    ],
)
def test_the_before_a_plain_spouse_word_alone_is_not_the_speakers(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "FAMILY_MEMBER") == set()


@pytest.mark.parametrize(
    ("text", "loss"),
    [
        ("After losing my job, I moved back home.", "lose my job"),
        ("Since quitting my job, I've been much happier.", "quit my job"),
        ("After getting laid off, I took some time off.", "get laid off"),
        ("Upon getting fired, I packed my desk.", "get fired"),
    ],
)
def test_a_job_lost_before_what_the_speaker_did_next_is_the_speakers(tier2: Extractor, text: str, loss: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "WORKS_AT") == {(USER, "job", True, True)}
    assert ("DID", USER, loss) in facts(extraction)


@pytest.mark.parametrize(
    "text",
    [
        "After losing my job, I would move home.",  # only supposed
        "After losing her job, my sister moved home.",  # someone else's
        "After getting laid off, Dan started a bakery.",
        "After they fired Tom, I quit.",  # a clause of its own, about Tom
        "Should I move home after losing my job?",
    ],
)
def test_a_job_loss_before_another_ones_doing_or_a_supposed_one_ends_no_job(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == set()
