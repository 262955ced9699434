"""Tenth round: the real verb under a wrapper ("decided to", "had to", "managed to", "got done"), a gerund told of
as the speaker's experience, things shown or kept, an escape or an outlet, a love shared, a "got"-passive."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Last night I decided to bake a cherry pie.", ("DID", USER, "bake a cherry pie")),
        ("We had to paint the back porch twice.", ("DID", USER, "paint the back porch")),
        ("I managed to visit my aunt in Leeds.", ("DID", USER, "visit my aunt")),
        ("I just got done painting the hallway.", ("DID", USER, "paint the hallway")),
        ("Finally got done painting the attic!", ("DID", USER, "paint the attic")),  # the dropped "I"
    ],
)
def test_a_wrapper_in_the_past_tells_what_was_done(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


def test_a_decision_in_the_present_perfect_is_a_plan(tier2: Extractor) -> None:
    assert facts(tier2.extract("I've decided to learn the cello.")) == {("PLANS", USER, "learn the cello")}


@pytest.mark.parametrize(
    "text",
    [
        "I decided not to paint the shed.",  # the inner verb denied
        "I didn't decide to bake that cake.",
        "I never managed to visit the castle.",
        "I didn't have to cook lunch today.",  # spared it: no denied DID either
        "I have to paint the fence this week.",  # a must still to meet
        "I'd have to bake it again.",
        "I wish I could go kayaking.",
        "I was hoping to visit the aquarium.",  # a past hope, often failed (one held now is a plan: round 11)
    ],
)
def test_a_wrapper_denied_wished_or_still_due_tells_of_nothing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] in {"DID", "PLANS"} for fact in facts(tier2.extract(text)))


def test_a_must_or_a_spared_task_is_no_event_at_tier_1(tier1: Extractor) -> None:
    assert facts(tier1.extract("I have to cook dinner tonight.")) == set()
    assert facts(tier1.extract("I didn't have to cook dinner tonight.")) == set()
    assert ("DID", USER, "cook dinner") in facts(tier1.extract("I had to cook dinner tonight."))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Climbing the east face was brutal.", ("DID", USER, "climb the east face")),
        ("Writing my first novel was really hard.", ("DID", USER, "write my first novel")),
        ("Teaching the toddler class has been a real joy.", ("DID", USER, "teach the toddler class")),
    ],
)
def test_a_gerund_judged_in_the_past_or_perfect_was_done(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Volunteering is so rewarding.",  # a value, in the present
        "Painting your kitchen must have been hard.",  # a guess about the listener
        "Hiking alone was scary for him.",  # someone else's
        "Reading your letter was lovely.",
    ],
)
def test_a_gerund_judged_as_a_value_or_someone_elses_is_nothing(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This is my canoe!", ("OWNS", USER, "canoe")),
        ("I still have the guitar my uncle gave me.", ("OWNS", USER, "guitar")),
        ("We still have the truck from the farm.", ("OWNS", USER, "truck")),
    ],
)
def test_a_thing_shown_or_kept_is_owned(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I still have the feeling you were right.",  # no thing one owns
        "Do you still have the boat?",
        "You still have the piano, right?",
        "This is your bike.",
    ],
)
def test_no_thing_kept_when_not_the_speakers(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "OWNS" for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Gardening gives me an escape from screens.", {("LIKES", USER, "gardening")}),
        ("Sketching gives me a quiet outlet.", {("LIKES", USER, "sketching")}),
        ("We share a love for old maps.", {("LIKES", USER, "old maps")}),
        (
            "My brother and I share a passion for chess.",
            {("HAS_INTEREST", USER, "chess"), ("HAS_INTEREST", "my brother", "chess")},
        ),
    ],
)
def test_an_escape_or_a_love_shared_is_liked(tier2: Extractor, text: str, expected: set) -> None:
    assert named_facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    "text", ["It gives me an escape.", "His job gives him an outlet.", "They share a love for opera."]
)
def test_no_escape_or_shared_love_of_the_speakers(tier2: Extractor, text: str) -> None:
    assert not any(fact[1] == USER and fact[0] in {"LIKES", "HAS_INTEREST"} for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I got mentored by a famous potter.", ("DID", USER, "get mentored")),
        ("I was interviewed by the local news.", ("DID", USER, "get interviewed")),
    ],
)
def test_a_got_passive_milestone_is_done(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I hope I get noticed by the coach.", "I was honored to be there.", "I noticed a fox."]
)
def test_a_hoped_or_felt_passive_is_no_milestone(tier2: Extractor, text: str) -> None:
    assert not any(fact[2].startswith("get ") for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We had a wonderful summer sailing off Crete.", ("DID", USER, "sailing")),
        ("I had a great week with my cousins, skiing in the Alps.", ("DID", USER, "skiing")),
        ("I had a lovely night, dancing till late.", ("DID", USER, "dancing")),
    ],
)
def test_a_good_season_or_night_had_doing_something_did_it(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


def test_a_game_night_is_still_a_gathering_had(tier2: Extractor) -> None:
    assert facts(tier2.extract("We had a game night.")) == {("DID", USER, "have a game night")}


@pytest.mark.parametrize("text", ["I had a rough summer, working nights.", "You had a great week with Sam, skiing!"])
def test_no_good_time_activity_when_hard_or_someone_elses(tier2: Extractor, text: str) -> None:
    assert not any(fact[1] == USER and fact[0] == "DID" for fact in facts(tier2.extract(text)))


def test_a_gerund_judged_as_part_of_someone_elses_life_is_theirs(tier2: Extractor) -> None:
    assert facts(tier2.extract("Teaching kids to swim was a big part of her summer.")) == set()
    assert ("DID", USER, "teach kids to swim") in facts(
        tier2.extract("Teaching kids to swim was a big part of my summer.")
    )
