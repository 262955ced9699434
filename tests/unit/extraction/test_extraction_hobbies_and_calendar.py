"""Issue 16, sixth round (tier 2): an occasion one has got coming is a plan, as "I have a ... next week" is;
trying one's hand at something is doing it (a contest tried is attended); "my knitting hobby" and "my main
hobbies" name interests; a favourite hobby is a hobby as well as a liking; a top pick is a favourite; "Gonna
paint the room" drops the speaker's "I'm"; carrying on doing something is doing it."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, only


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("I've got a chess tournament next month.", "have a chess tournament"),
        ("Got a half marathon this Saturday!", "have a half marathon"),
        ("We've got a reunion coming up.", "have a reunion"),
        ("I have a half marathon next week.", "have a half marathon"),
    ],
)
def test_an_occasion_one_has_got_coming_is_a_plan(tier2: Extractor, text: str, plan: str) -> None:
    assert only(tier2.extract(text), "PLANS").object == plan


@pytest.mark.parametrize(
    "text",
    ["I've got a lot of work next week.", "She's got a big match next week.", "I've got a meeting."],
)
def test_no_plan_without_an_occasion_a_time_to_come_or_the_speaker(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "PLANS" for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Last summer I tried my hand at windsurfing.", ("DID", USER, "windsurfing")),
        ("Yesterday I tried my hand at baking sourdough.", ("DID", USER, "baking sourdough")),
        ("I tried my hand at a pottery contest.", ("ATTENDED", USER, "pottery contest")),
    ],
)
def test_trying_ones_hand_at_something_is_doing_it(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


def test_a_hand_tried_only_maybe_is_nothing(tier2: Extractor) -> None:
    assert tier2.extract("I might try my hand at pottery someday.").relations == ()


@pytest.mark.parametrize(
    ("text", "interest"),
    [
        ("My knitting hobby keeps me sane.", "knitting"),
        ("I spend a lot on my photography hobby.", "photography"),
        ("Balancing work with my fantasy reading hobby is hard.", "fantasy reading"),
    ],
)
def test_my_kind_of_hobby_is_an_interest(tier2: Extractor, text: str, interest: str) -> None:
    assert facts(tier2.extract(text)) == {("HAS_INTEREST", USER, interest)}


@pytest.mark.parametrize(
    "text",
    ["I have a weird hobby.", "Her painting hobby takes up her weekends.", "My old knitting hobby is gone."],
)
def test_no_interest_from_an_adjective_someone_elses_or_an_old_hobby(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == (), text


def test_hobbies_with_objects_named_first_are_interests(tier2: Extractor) -> None:
    assert facts(tier2.extract("Reading novels and playing tennis are my main hobbies.")) == {
        ("HAS_INTEREST", USER, "reading novels"),
        ("HAS_INTEREST", USER, "playing tennis"),
    }


def test_a_favourite_hobby_is_a_hobby_and_a_liking(tier2: Extractor) -> None:
    assert facts(tier2.extract("My favorite hobby is knitting.")) == {
        ("LIKES", USER, "knitting"),
        ("HAS_INTEREST", USER, "knitting"),
    }


@pytest.mark.parametrize(
    ("text", "liked"),
    [("Iron Man is my top pick.", "Iron Man"), ("My top pick is the lemon tart.", "lemon tart")],
)
def test_a_top_pick_is_a_favourite(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


@pytest.mark.parametrize("text", ["What's your top pick?", "Her top pick is sushi.", "That one is my top pick."])
def test_a_top_pick_not_the_speakers_or_not_named_is_nothing(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == (), text


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("Gonna volunteer at the animal shelter next month.", "volunteer at the animal shelter"),
        ("Going to bake some bread later.", "bake some bread"),
        ("Gonna go hiking this weekend.", "hiking"),
        ("Gonna tidy up and bake a cake tomorrow.", "bake a cake"),
    ],
)
def test_a_plan_with_a_dropped_im_before_gonna_is_the_speakers(tier2: Extractor, text: str, plan: str) -> None:
    assert only(tier2.extract(text), "PLANS").object == plan


@pytest.mark.parametrize(
    "text",
    [
        "Gonna be epic!",
        "Is it gonna rain tomorrow?",
        "She's gonna host a game night on Friday.",
        "Gonna need a nap.",
    ],
)
def test_gonna_without_an_activity_or_with_a_subject_is_no_plan_of_the_speaker(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "PLANS" and fact[1] == USER for fact in facts(tier2.extract(text))), text


def test_carrying_on_doing_something_is_doing_it(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm still carrying on volunteering at the library.")) == {
        ("DID", USER, "volunteer at the library")
    }
    assert tier2.extract("I'm carrying on with my studies.").relations == ()
