"""Issue 16, round 87: a pastime that has become a big part of the speaker, what they cannot imagine life without,
an aim, a celebration at a place, a hobby named after its kind, a favourite denied, a love shared, and what a
pastime helps the speaker do.

"Painting has become a massive part of my life" and "journaling is a big part of me" say the speaker cares about the
pastime, as "dancing is a central part of my life" does; family is no pastime. "I can't imagine my life without music"
says the speaker likes music; people, a pronoun, a question and one who can imagine it say nothing of the kind.
"I'm aiming to open a studio" is a plan held now, as "I'm hoping to" is; "I was aiming to" may have failed. "We
celebrated at a diner" is a deed with its place; "with friends" is company, not what was done. "I picked up a
new hobby, pottery" took up pottery, not "a new hobby, pottery". "My favourite food isn't pizza" says what the
favourite is not: no dislike of pizza. "Our shared love of chess" is the speaker's love too; a plain "our
love for the planet" may be everyone's. What a pastime helps the speaker do ("explore", "heal", "stay focused")
tells they like it; "having" and "being" name no pastime.

Second part: a photo taken on an outing or during a workout tells it was done, also when the small model reads
"on" as a particle; a thing had "back in Ohio" is had there; "Losing my job was hard" ends the job and is a deed, as
"I lost my job" does; "the choir I'm part of" is the speaker's group; "it would be nice to visit Japan" is a wish of
the speaker's, not one for someone else, past, denied or asked.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "interest"),
    [
        ("Painting has become a massive part of my life.", "painting"),
        ("Journaling is such a big part of me now.", "journaling"),
        ("Dancing is a big part of me.", "dancing"),
    ],
)
def test_a_pastime_that_is_a_big_part_of_the_speaker_is_an_interest(tier2: Extractor, text: str, interest: str) -> None:
    assert ("HAS_INTEREST", USER, interest) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "My family has become a big part of me.",
        "Music was never a big part of me.",
        "Is cooking a big part of you?",
        "Cooking is a big part of her life.",
        "My job is a big part of me.",
    ],
)
def test_family_a_denial_a_question_or_someone_elses_part_is_no_interest(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "HAS_INTEREST"]


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I can't imagine my life without music.", ["music"]),
        ("I can't imagine life without painting.", ["painting"]),
        ("I couldn't imagine a life without books.", ["books"]),
        ("I could not imagine life without yoga.", ["yoga"]),
        ("I can't imagine my life without my guitar and my camera.", ["guitar", "camera"]),
    ],
)
def test_what_the_speaker_cannot_imagine_life_without_is_liked(tier2: Extractor, text: str, liked: list[str]) -> None:
    found = facts(tier2.extract(text))
    assert all(("LIKES", USER, thing) in found for thing in liked)


@pytest.mark.parametrize(
    "text",
    [
        "I can't picture my life without that.",
        "I can't imagine life without my kids.",
        "I can't imagine life without Anna.",
        "Can you imagine life without music?",
        "I can imagine life without coffee.",
        "I can't imagine her life without music.",
        "She can't imagine life without music.",
    ],
)
def test_people_a_pronoun_a_question_or_one_who_can_imagine_it_like_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "LIKES"]


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("I'm aiming to open a studio next year.", "open a studio"),
        ("I aim to run a marathon.", "run a marathon"),
    ],
)
def test_an_aim_held_now_is_a_plan(tier2: Extractor, text: str, plan: str) -> None:
    assert ("PLANS", USER, plan) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I was aiming to run a marathon.",
        "I'm not aiming to run a marathon.",
        "Are you aiming to run a marathon?",
        "I aimed the camera at the bird.",
    ],
)
def test_an_aim_in_the_past_denied_asked_or_pointed_is_no_plan(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("We celebrated at a diner.", ("DID", USER, "celebrate at a diner")),
        ("We celebrated at home last night.", ("DID", USER, "celebrate at home")),
        ("We'll celebrate at a bistro tomorrow.", ("PLANS", USER, "celebrate at a bistro")),
    ],
)
def test_a_celebration_at_a_place_is_a_deed_with_its_place(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["We celebrated with friends.", "We celebrated in style.", "We celebrated."])
def test_a_celebration_with_company_or_a_manner_names_no_deed(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


def test_a_hobby_named_after_its_kind_is_the_hobby(tier2: Extractor) -> None:
    assert facts(tier2.extract("I picked up a new hobby, pottery.")) == {("DID", USER, "pick up pottery")}


@pytest.mark.parametrize("text", ["My favorite food isn't pizza.", "My favorite color is not blue."])
def test_a_favourite_denied_says_no_dislike(tier1: Extractor, tier2: Extractor, text: str) -> None:
    assert not facts(tier1.extract(text))
    assert not facts(tier2.extract(text))


def test_a_favourite_still_likes_and_one_given_up_ends(tier2: Extractor) -> None:
    assert ("LIKES", USER, "pizza") in facts(tier2.extract("My favorite food is pizza."))
    ended = [r for r in tier2.extract("My favourite band is no longer Muse.").relations if r.object == "Muse"]
    assert [(r.edge_type, r.negated, r.change) for r in ended] == [("LIKES", True, True)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("We met through our shared love of chess.", ("LIKES", USER, "chess")),
        ("Our mutual passion for jazz keeps us close.", ("HAS_INTEREST", USER, "jazz")),
    ],
)
def test_a_love_shared_with_others_is_the_speakers_too(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert fact in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["Our love for the planet matters.", "Their shared love for hiking is sweet."])
def test_a_plain_our_love_or_someone_elses_is_not_the_speakers(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Pottery helps me explore new ideas.", "pottery"),
        ("Writing helps me process my feelings.", "writing"),
        ("Running helps me stay focused.", "running"),
        ("Yoga helps me let go of stress.", "yoga"),
        ("Going for walks helps me unwind.", "going for walks"),
    ],
)
def test_what_a_pastime_helps_the_speaker_do_says_they_like_it(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Having a planner on my desk helps me stay motivated.",
        "Being outdoors helps me relax.",
        "My therapist helps me heal.",
        "The medicine helps me focus.",
        "Does painting help you focus?",
    ],
)
def test_having_being_people_and_medicine_are_no_pastime_liked(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "LIKES"]


# Second part: photos on outings, a thing had "back" somewhere, a job loss judged, the group one is part of, and a
# wish said aloud.


@pytest.mark.parametrize(
    ("text", "outing"),
    [
        ("Here's a photo I took on my hike.", "hike"),  # "on" read as a particle of "took"
        ("This is a shot I took during an evening workout.", "evening workout"),
        ("I took this pic during practice.", "practice"),
    ],
)
def test_a_photo_taken_on_an_outing_or_a_workout_tells_it_was_done(tier2: Extractor, text: str, outing: str) -> None:
    assert ("DID", USER, outing) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["Here's a photo I took on the bus.", "I took on a new project."])
def test_a_photo_on_a_bus_or_a_task_taken_on_is_no_outing(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I used to have a cat back in Ohio.", "I used to have a cat in Ohio."])
def test_a_thing_had_back_somewhere_is_had_then(tier1: Extractor, tier2: Extractor, text: str) -> None:
    for extractor in (tier1, tier2):
        owned = [r for r in extractor.extract(text).relations if r.edge_type == "OWNS"]
        assert [(r.object, r.negated, r.change) for r in owned] == [("cat", True, True)]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("Losing my job was hard.", "lose my job"),
        ("Losing my job was rough, but it pushed me to start my own thing.", "lose my job"),
        ("Quitting my job was the best decision I ever made.", "quit my job"),
    ],
)
def test_a_job_loss_judged_as_the_speakers_experience_ends_the_job(tier2: Extractor, text: str, deed: str) -> None:
    extraction = tier2.extract(text)
    ended = [r for r in extraction.relations if r.edge_type == "WORKS_AT"]
    assert [(r.object, r.negated, r.change, r.unnamed) for r in ended] == [("job", True, True, True)]
    assert ("DID", USER, deed) in facts(extraction)


@pytest.mark.parametrize(
    "text", ["Losing my job would be hard.", "Losing your job is hard.", "Losing my job is scary.", "Losing my job?"]
)
def test_a_job_loss_feared_someone_elses_or_asked_ends_nothing(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("The choir I'm part of is amazing.", "choir"),
        ("I invited my cousins to the book club I am a part of.", "book club"),
    ],
)
def test_the_group_the_speaker_is_part_of_told_in_a_clause_is_theirs(tier2: Extractor, text: str, group: str) -> None:
    assert ("MEMBER_OF", USER, group) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    ["The choir she's part of sings jazz.", "Is the choir you're part of fun?", "The family I'm part of is big."],
)
def test_someone_elses_group_a_question_or_a_family_is_no_membership(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "MEMBER_OF"]


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("It would be nice to visit Japan someday.", "visit Japan"),
        ("It'd be awesome to learn the guitar.", "learn the guitar"),
        ("It would be so cool to go skydiving.", "skydiving"),
    ],
)
def test_a_wish_said_aloud_is_the_speakers(tier2: Extractor, text: str, wish: str) -> None:
    assert ("WANTS", USER, wish) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "It would be nice for you to visit Japan.",
        "It was nice to visit Japan.",
        "It wouldn't be nice to visit Japan.",
        "Would it be nice to visit Japan?",
        "It would be great to see you.",
    ],
)
def test_a_wish_for_someone_else_past_denied_asked_or_vague_is_none(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "WANTS"]
