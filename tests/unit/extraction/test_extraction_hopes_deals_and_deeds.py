"""Eleventh round: a hope held now is a plan at most, a deal or feedback got with what it was with or on, a class
kept up with, any deed on a thing one can name told by a wrapper in the past or a judged gerund, a thing one means
to sell still had, and heads ("a project", "a copy") that name nothing until their kind or topic is said."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm hoping to run a half marathon in the spring.", ("PLANS", USER, "run a half marathon")),
        ("I hope to visit the Grand Canyon next year.", ("PLANS", USER, "visit the Grand Canyon")),
    ],
)
def test_a_hope_held_now_is_a_plan(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I was hoping to go fishing yesterday, but the storm hit.",  # a past hope, often failed
        "I hoped to finish the quilt before the holidays.",
        "I'd hope to learn the banjo someday.",
        "I'm not hoping to run a marathon.",
        "Are you hoping to visit your cousins this summer?",
    ],
)
def test_a_past_hypothetical_denied_or_asked_hope_gives_no_event(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] in {"DID", "PLANS"} for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I got a deal with a publisher.", ("DID", USER, "get a deal with a publisher")),
        ("I landed a sponsorship deal with a shoe brand.", ("DID", USER, "land a sponsorship deal with a shoe brand")),
        ("I've gotten great feedback on my paintings.", ("DID", USER, "get feedback on my paintings")),
    ],
)
def test_a_deal_with_someone_or_feedback_on_ones_work_is_an_event(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I got a great deal on a used bike.",  # a bargain, not a deal made
        "I got a deal with them.",  # with whom only the chat says
        "I got some feedback on your essay.",  # someone else's work
        "I didn't get the deal with the gallery.",
    ],
)
def test_a_bargain_a_pronoun_partner_or_someone_elses_work_gives_no_event(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract(text)))


def test_a_class_kept_up_is_taken_or_to_be_taken(tier2: Extractor) -> None:
    assert facts(tier2.extract("I kept up with my Spanish classes all year.")) == {
        ("ATTENDED", USER, "Spanish classes")
    }
    assert facts(tier2.extract("I'm going to keep up with my piano lessons.")) == {("PLANS", USER, "piano lessons")}
    assert facts(tier2.extract("I stuck with the pottery course.")) == {("ATTENDED", USER, "pottery course")}


@pytest.mark.parametrize(
    "text",
    [
        "I didn't stick with my guitar lessons.",
        "You should keep up with your lessons.",
        "I couldn't keep up with the class.",
    ],
)
def test_a_class_given_up_someone_elses_or_a_pace_kept_gives_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I had to close my old bank account.", ("DID", USER, "close my old bank account")),
        ("We decided to repaint the nursery.", ("DID", USER, "repaint the nursery")),
        ("I had to shut down the food truck for a month.", ("DID", USER, "shut down the food truck")),
        ("Planting the tomatoes was so much fun.", ("DID", USER, "plant the tomatoes")),
    ],
)
def test_a_deed_on_a_named_thing_told_as_done_is_did(tier2: Extractor, text: str, expected: tuple) -> None:
    assert expected in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I had to tell my landlord.",  # a person told: what, the chat says
        "Fixing things was hard.",  # nothing one could name
        "I had to deal with it.",
        "I have to repaint the fence.",  # a must still to meet
        "I didn't have to close the shop.",
        "Understanding the rules was the hard part.",  # a state of mind
        "Repainting your garage must have been exhausting.",  # someone else's, guessed at
    ],
)
def test_a_person_a_vague_thing_a_must_or_a_state_of_mind_gives_no_deed(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract(text)))


def test_a_thing_one_means_to_sell_is_still_had(tier2: Extractor) -> None:
    kept = tier2.extract("I want to sell my car.")
    assert named_facts(kept) == {("OWNS", USER, "car"), ("WANTS", USER, "sell my car")}
    assert not any(relation.negated for relation in kept.relations)
    sold = [r for r in tier2.extract("We had to sell our old boat.").relations if r.edge_type == "OWNS"]
    assert [(r.object, r.negated) for r in sold] == [("boat", True)]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("I've been busy tackling a project to help local shelters.", None),
        ("I went out and bought a physical copy!", None),
        ("I'm reading this amazing series.", None),
        ("I finished a science project yesterday.", "finish a science project"),
        ("I bought a copy of the new album.", "buy a copy of the new album"),
    ],
)
def test_a_project_or_a_copy_is_a_thing_done_only_with_its_kind_or_topic(
    tier2: Extractor, text: str, named: str | None
) -> None:
    done = {fact[2] for fact in facts(tier2.extract(text)) if fact[0] == "DID"}
    assert done == ({named} if named else set())


def test_getting_a_thing_told_as_done_is_a_deed(tier2: Extractor) -> None:
    assert ("DID", USER, "get sponsors") in facts(tier2.extract("Getting sponsors for the run was hard."))
    assert ("DID", USER, "get a new passport") in facts(tier2.extract("I had to get a new passport."))
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract("Getting the hang of it was tough.")))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We were out fishing all morning.", {("DID", USER, "fishing")}),
        ("I was out walking by the river yesterday.", {("DID", USER, "walking")}),  # walking: a pastime (round 84)
        ("I walk every morning before work.", {("DID", USER, "walking")}),
        ("I walked into the kitchen.", set()),
        ("I'll be out kayaking tomorrow.", {("PLANS", USER, "kayaking")}),
        ("I wasn't out hiking yesterday.", set()),
        ("She was out sailing with her dad.", set()),
    ],
)
def test_out_doing_a_pastime_is_doing_it(tier2: Extractor, text: str, expected: set) -> None:
    assert {fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "PLANS"}} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Still working on my memoir.", {("WORKS_ON", USER, "memoir")}),
        ("Thanks, Ana. Been working on my podcast all week.", {("WORKS_ON", USER, "podcast")}),
        ("Just moved to Seattle!", {("LIVES_IN", USER, "Seattle")}),
        ("Working on old cars is fun.", set()),  # no cue of a dropped "I'm": a gerund subject
        ("He told me he is still working on his album.", set()),
    ],
)
def test_a_dropped_i_before_still_been_or_just_is_the_speaker(tier2: Extractor, text: str, expected: set) -> None:
    assert facts(tier2.extract(text)) == expected


def test_a_dropped_i_is_the_speaker_at_tier_1_too(tier1: Extractor) -> None:
    assert facts(tier1.extract("Still working on my memoir.")) == {("WORKS_ON", USER, "memoir")}


@pytest.mark.parametrize(
    "text",
    [
        "We watched the movie last night.",
        "I made the recipe again yesterday.",
        "I've been tweaking the recipe I made for my parents.",
        "Here are some of the books I've read this year.",
    ],
)
def test_a_thing_made_or_read_named_by_the_alone_is_left_to_the_chat(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract(text)))


def test_a_thing_made_or_read_with_its_kind_or_name_is_kept(tier2: Extractor) -> None:
    assert ("DID", USER, "watch the new Batman movie") in facts(tier2.extract("I watched the new Batman movie."))
    assert ("DID", USER, "sew the quilt") in facts(tier2.extract("Here's the quilt I sewed for my niece."))


@pytest.mark.parametrize("tier", ["tier1", "tier2"])
def test_an_adverb_after_a_comma_is_no_list_item(tier: str, request: pytest.FixtureRequest) -> None:
    extractor: Extractor = request.getfixturevalue(tier)
    assert facts(extractor.extract("I'm working on my screenplay, slowly.")) == {("WORKS_ON", USER, "screenplay")}
    allergies = facts(extractor.extract("I'm allergic to peanuts, shellfish and jelly."))
    assert ("IS_ALLERGIC_TO", USER, "jelly") in allergies  # a noun in "-ly" is still a thing
