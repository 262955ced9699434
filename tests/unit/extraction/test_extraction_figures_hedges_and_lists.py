"""Issue 16, round 97: figures of speech, hedged futures, things had listed after people, and a clause's own "that".

"make my own path" is a way of living, no deed or plan; "Maybe we're moving to Austin" is only possible, as "we might
move" is; "I have a son and a dog" has a dog as much as "I have a dog and a son" does; "the shelter that I volunteer
at" keeps its preposition, as "the shelter I volunteer at" did; "addicted to" a thing is a liking, as "hooked on"
one is, but not a dependence.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type, timed_events


@pytest.mark.parametrize(
    "text",
    [
        "I'm going to make my own path in this industry.",
        "I found my own way after high school.",
        "We had to carve our own path as a family.",
        "She taught me to forge my own road.",
    ],
)
def test_ones_own_path_is_a_figure_of_speech_not_an_event(tier2: Extractor, text: str) -> None:
    assert timed_events(tier2.extract(text)) == set()


def test_a_plan_said_beside_ones_own_path_is_kept(tier2: Extractor) -> None:
    extraction = tier2.extract("I'll make my own path by opening a bike shop.")
    assert {(edge, obj) for edge, _, obj, _ in timed_events(extraction)} == {("PLANS", "open a bike shop")}


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("We walked a long path by the river.", "walk a long path"),
        ("I biked the lakeside path yesterday.", "bike the lakeside path"),
    ],
)
def test_a_path_walked_is_still_an_event(tier2: Extractor, text: str, done: str) -> None:
    assert {obj for _, _, obj, _ in timed_events(tier2.extract(text))} == {done}


def test_tier1_reads_ones_own_path_as_a_figure_too(tier1: Extractor) -> None:
    assert timed_events(tier1.extract("I'm going to make my own path.")) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Maybe we're driving to the coast this weekend.",
        "Perhaps I'm moving to Chicago in the fall.",
        "Maybe I'll adopt a rescue dog.",
        "Possibly we're getting a puppy next month.",
    ],
)
def test_a_future_opened_by_a_hedge_is_only_possible(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == ()


def test_a_hedge_on_when_leaves_the_move(tier2: Extractor) -> None:
    assert of_type(tier2.extract("We're moving to Chicago, maybe in June."), "LIVES_IN") == {
        (USER, "Chicago", False, True)
    }


def test_tier1_drops_a_hedged_progressive_plan(tier1: Extractor) -> None:
    assert timed_events(tier1.extract("Maybe we're going skiing next week.")) == set()


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("I have a son and a cat.", {"cat"}),
        ("We have two boys and a rabbit.", {"rabbit"}),
        ("I have a roommate and three cats.", {"cats"}),
        ("I have a wife, a daughter and a goldfish.", {"goldfish"}),
    ],
)
def test_things_had_listed_after_people_are_owned(tier2: Extractor, text: str, owned: set[str]) -> None:
    assert {obj for _, obj, _, _ in of_type(tier2.extract(text), "OWNS")} == owned


@pytest.mark.parametrize(
    "text",
    [
        "Do you have a son and a cat?",
        "I don't have a son and a cat.",
        "My brother has a son and a cat.",
        "I wish I had a son and a cat.",
    ],
)
def test_things_listed_after_people_asked_denied_or_anothers_are_not_owned(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "OWNS") == set()


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("This is the food bank that I volunteer at.", "volunteer at the food bank"),
        ("That's the animal shelter which I volunteer at.", "volunteer at the animal shelter"),
    ],
)
def test_a_relative_clauses_own_that_leaves_its_preposition_stranded(tier2: Extractor, text: str, done: str) -> None:
    assert {obj for _, _, obj, _ in timed_events(tier2.extract(text))} == {done}


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I'm addicted to this show, Succession.", "Succession"),
        ("I'm kind of addicted to spicy ramen.", "spicy ramen"),
        ("We're addicted to board games.", "board games"),
    ],
)
def test_what_one_is_addicted_to_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "My aunt was addicted to cigarettes.",
        "I'm addicted to my phone.",
        "I'm not addicted to coffee.",
        "Are you addicted to coffee?",
    ],
)
def test_a_dependence_a_complaint_or_a_denial_is_no_liking(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Knitting calms me down.", "knitting"),
        ("Gardening grounds me.", "gardening"),
        ("Music relaxes me like nothing else.", "music"),
        ("Hiking gives me energy.", "hiking"),
    ],
)
def test_a_pastime_that_calms_or_lifts_the_speaker_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "My husband calms me down.",
        "That song relaxes me.",
        "It calms me.",
        "Knitting doesn't calm me.",
        "Does knitting calm you?",
    ],
)
def test_people_what_was_shown_a_pronoun_or_a_denial_calming_is_no_liking(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == set()


@pytest.mark.parametrize(
    ("text", "project"),
    [
        ("I'm working on a project to clean up the river.", "project to clean up the river"),
        ("I'm working on a project about urban gardens.", "project about urban gardens"),
        ("I'm working on a redesign of the company app.", "redesign of the company app"),
    ],
)
def test_a_project_keeps_what_it_is_for_or_about(tier2: Extractor, text: str, project: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_ON") == {(USER, project, False, False)}


@pytest.mark.parametrize(
    "text", ["I'm working on a project.", "I'm working on a project on Monday.", "I'm working on a project to fix it."]
)
def test_a_project_with_no_purpose_or_topic_of_its_own_names_nothing(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_ON") == set()


@pytest.mark.parametrize(
    ("text", "contest"),
    [
        ("I won third place in the poetry slam.", "poetry slam"),
        ("I placed second in a regional chess tournament.", "regional chess tournament"),
        ("We finished fourth at the regatta.", "regatta"),
    ],
)
def test_a_placing_in_a_contest_says_it_was_attended(tier2: Extractor, text: str, contest: str) -> None:
    assert timed_events(tier2.extract(text)) == {("ATTENDED", USER, contest, None)}


@pytest.mark.parametrize(
    "text", ["I won first place.", "I'll win first place in the poetry slam.", "I finished first in my class."]
)
def test_a_placing_alone_to_come_or_in_no_contest_attends_nothing(tier2: Extractor, text: str) -> None:
    assert not any(edge == "ATTENDED" for edge, *_ in timed_events(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("My mom taught me to bake.", "baking"),
        ("My brother taught me how to play chess.", "playing chess"),
        ("Our coach taught me to swim when I was six.", "swimming"),
    ],
)
def test_a_skill_someone_taught_the_speaker_is_the_speakers(tier2: Extractor, text: str, skill: str) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == {(USER, skill, False, False)}


@pytest.mark.parametrize(
    "text", ["She's teaching me to bake.", "I taught my nephew to swim.", "Did your dad teach you to swim?"]
)
def test_a_teaching_under_way_to_another_or_asked_gives_the_speaker_no_skill(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == set()


def test_every_relative_of_a_list_with_an_apposition_is_family(tier2: Extractor) -> None:
    extraction = tier2.extract("I have a son, a daughter and a hamster.")
    assert {obj for _, obj, _, _ in of_type(extraction, "FAMILY_MEMBER")} == {"son", "daughter"}
    assert {obj for _, obj, _, _ in of_type(extraction, "OWNS")} == {"hamster"}


def test_a_relative_named_beside_its_role_is_no_make_owned(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I have a daughter, Priya."), "OWNS") == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I just finished Piranesi. It's one of my favorites!", "Piranesi"),
        ("We cooked paella on Sunday. It's my favorite.", "paella"),
        ("I never finished Moby Dick. It's my favorite though.", "Moby Dick"),
    ],
)
def test_it_as_a_favourite_stands_for_what_the_speaker_took_in_just_before(
    tier2: Extractor, text: str, liked: str
) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "I saw your sketch. It's one of my favorites.",
        "I made this yesterday. It's my favorite.",
        "Did you read Piranesi? It's my favorite.",
        "My sister baked a pie. It's my favorite.",
    ],
)
def test_it_as_a_favourite_names_nothing_after_anothers_thing_a_pointing_or_a_question(
    tier2: Extractor, text: str
) -> None:
    assert of_type(tier2.extract(text), "LIKES") == set()
