"""Issue 16, third round (tier 2): pastimes told without an object, time spent with people, good times on
an outing, relief one turns to, getting ready for an occasion, places one was in, being part
of a group, set phrases of liking ("obsessed with", "a passion of mine", "I find X relaxing"), jobs told with
"I've been a" or "hired as", talking with someone, working on one's things, being accepted into a program."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "pastime"),
    [
        ("We paddled and swam at the quarry on Saturday.", "swimming"),
        ("I climbed all afternoon at the gym.", "climbing"),
        ("I blogged about my bike tours last spring.", "blogging"),
        ("My cousin and I bowled last night.", "bowling"),
        ("I'll golf with my father-in-law tomorrow.", "golfing"),
    ],
)
def test_a_pastime_told_without_an_object_is_its_gerund(tier2: Extractor, text: str, pastime: str) -> None:
    assert any(fact[1:] == (USER, pastime) for fact in facts(tier2.extract(text))), text


def test_a_time_after_the_verb_is_no_part_of_the_pastime(tier2: Extractor) -> None:
    assert facts(tier2.extract("I sketched all evening.")) == {("DID", USER, "sketching")}


@pytest.mark.parametrize(
    "text",
    [
        "I ran out of sugar.",
        "I ran to the bakery before it closed.",
        "I wrote back to my landlord.",
        "I read that the museum closed.",
        "I'm drawn to old lighthouses.",
        "I don't ski.",
        "I swim at the community pool.",  # a habit, which other facts say
        "My neighbours skated on the pond.",
    ],
)
def test_turns_of_phrase_habits_and_others_pastimes_are_no_event(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" and fact[1] == USER for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I met up with two friends from my old job.", "meet up with two friends"),
        ("We caught up with Priya at the farmers market.", "catch up with Priya"),
        ("My brother and I hung out at the arcade.", "hang out at the arcade"),
        ("I got together with my running group on Friday.", "get together with my running group"),
    ],
)
def test_time_spent_with_people_is_the_phrasal_verb_with_whom_or_where(tier2: Extractor, text: str, done: str) -> None:
    assert ("DID", USER, done) in facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    "text",
    ["Let's hang out this weekend!", "I hung the painting up.", "We met up with them later.", "Can you catch up?"],
)
def test_getting_together_needs_a_named_companion_or_place(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "DID" for fact in facts(tier2.extract(text))), text


def test_a_good_time_on_an_outing_is_the_outing_and_a_hard_one_is_not(tier2: Extractor) -> None:
    assert facts(tier2.extract("We had an amazing time on our road trip.")) == {("DID", USER, "road trip")}
    assert facts(tier2.extract("I had a rough day on the trip.")) == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Woodworking is therapy for me.", "woodworking"),
        ("Crossword puzzles are my go-to after dinner.", "Crossword puzzles"),
        ("Boxing is my stress reliever.", "boxing"),
    ],
)
def test_what_one_turns_to_for_relief_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


@pytest.mark.parametrize(
    "text", ["Music is therapy for my grandfather.", "That's my go-to.", "Speech therapy is tough for me."]
)
def test_relief_for_someone_else_or_a_pronoun_is_no_liking(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set(), text


def test_getting_ready_or_prepping_for_an_occasion_is_an_activity_now(tier2: Extractor) -> None:
    relation = next(iter(tier2.extract("I'm getting ready for a craft fair next month.").relations))
    assert (relation.edge_type, relation.object) == ("DID", "get ready for a craft fair")
    assert ("DID", USER, "prep for the spring recital") in facts(
        tier2.extract("We've been prepping for the spring recital.")
    )
    assert facts(tier2.extract("I'm getting ready for school.")) == set()


def test_a_place_one_was_in_is_a_place_gone_to_unless_one_lived_there(tier2: Extractor) -> None:
    assert facts(tier2.extract("We were in Osaka in April.")) == {("ATTENDED", USER, "Osaka")}
    assert facts(tier2.extract("I was in Houston for ten years.")) == set()
    assert facts(tier2.extract("I was in a bad mood yesterday.")) == set()


def test_being_part_of_a_group_is_membership_new_only_when_said_so(tier2: Extractor) -> None:
    relation = next(iter(tier2.extract("I'm now part of the church choir.").relations))
    assert (relation.edge_type, relation.object, relation.change) == ("MEMBER_OF", "church choir", True)
    relation = next(iter(tier2.extract("I'm part of a community council.").relations))
    assert (relation.edge_type, relation.object, relation.change) == ("MEMBER_OF", "community council", False)
    assert facts(tier2.extract("It feels like I'm part of something special.")) == set()


def test_a_chance_had_in_the_past_was_taken_but_not_one_missed_or_hoped_for(tier2: Extractor) -> None:
    assert ("DID", USER, "tour the old lighthouse") in facts(
        tier2.extract("Last spring we had the chance to tour the old lighthouse.")
    )
    for text in ("I never had the chance to visit Rome.", "I hope I get the chance to visit Rome."):
        assert facts(tier2.extract(text)) == set(), text


def test_holding_an_occasion_is_an_activity_and_planned_when_its_day_is_to_come(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I held a potluck for my coworkers.")) == {("DID", USER, "hold a potluck")}
    assert ("PLANS", USER, "hold a yard sale") in named_facts(tier2.extract("We're holding a yard sale on Sunday."))
    assert named_facts(tier2.extract("I held the ladder for my dad.")) == set()


def test_a_guinea_pig_is_a_pet(tier2: Extractor) -> None:
    assert facts(tier2.extract("My guinea pig squeaks at night.")) == {("OWNS", USER, "guinea pig")}


def test_a_good_time_doing_something_to_a_thing_keeps_the_thing(tier2: Extractor) -> None:
    assert facts(tier2.extract("I had a blast baking a lemon tart.")) == {("DID", USER, "bake a lemon tart")}
    assert facts(tier2.extract("I had a rough time fixing the car.")) == set()


def test_a_ceremony_or_a_sale_had_is_an_occasion(tier2: Extractor) -> None:
    assert facts(tier2.extract("We had a yard sale on Saturday morning.")) == {("DID", USER, "have a yard sale")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("We're obsessed with escape rooms.", ("LIKES", USER, "escape rooms")),
        ("I'm crazy about old westerns.", ("LIKES", USER, "old westerns")),
        ("I got hooked on crossword puzzles.", ("LIKES", USER, "crossword puzzles")),
        ("I can't get enough of mango smoothies.", ("LIKES", USER, "mango smoothies")),
        ("Sailing is a passion of mine.", ("HAS_INTEREST", USER, "sailing")),
        ("Rock climbing has become my passion.", ("HAS_INTEREST", USER, "rock climbing")),
        ("Lena has become my best friend.", ("FRIEND_OF", USER, "Lena")),
        ("I find knitting very soothing.", ("LIKES", USER, "knitting")),
    ],
)
def test_more_ways_of_saying_one_likes_something(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}, text


@pytest.mark.parametrize(
    "text",
    [
        "My nephew is obsessed with trains.",
        "I'm not crazy about olives.",
        "I'm crazy busy today.",
        "We've had enough of the snow.",
        "I find it soothing.",
        "I found the movie dull.",
    ],
)
def test_likings_of_others_denied_or_unnamed_are_none(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "LIKES" and fact[1] == USER for fact in facts(tier2.extract(text))), text


def test_a_light_gerund_with_an_article_names_an_activity(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love going to the zoo.")) == {("LIKES", USER, "going to the zoo")}
    assert facts(tier2.extract("We love having a barbecue on Sundays.")) == {("LIKES", USER, "having a barbecue")}
    for text in ("I love having the garden to myself.", "My favorite cafe is having a sale."):
        assert not any(fact[0] == "LIKES" for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    ("text", "role", "change"),
    [
        ("I've been a pharmacist for a decade.", "pharmacist", False),
        ("I was hired as a dental technician.", "dental technician", True),
        ("I just got hired as a dental technician!", "dental technician", True),  # the passive with "got"
        ("I volunteer as a swim instructor.", "swim instructor", False),
        ("I'm a point guard for my college team.", "point guard", False),
    ],
)
def test_more_ways_of_saying_ones_job(extractor: Extractor, text: str, role: str, change: bool) -> None:
    relation = next(relation for relation in extractor.extract(text).relations if relation.edge_type == "HAS_ROLE")
    assert (relation.subject, relation.object, relation.change) == (USER, role, change), text


@pytest.mark.parametrize("text", ["I hope I get hired as a nurse.", "Did you get hired as a nurse?"])
def test_a_job_hoped_for_or_asked_about_is_no_role(extractor: Extractor, text: str) -> None:
    assert not [relation for relation in extractor.extract(text).relations if relation.edge_type == "HAS_ROLE"]


def test_a_possessive_pronoun_is_no_thing_liked(extractor: Extractor) -> None:
    assert extractor.extract("I'm a big fan of yours.").relations == ()


def test_a_capitalised_title_joined_by_of_is_kept_whole(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm a big fan of Lord of the Flies.")) == {("LIKES", USER, "Lord of the Flies")}
    assert facts(tier2.extract("I'm a fan of Marco of all people.")) == {("LIKES", USER, "Marco")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("This picture is from our fishing trip.", ("DID", USER, "fishing trip")),
        ("Here's a shot I took during a bike ride.", ("DID", USER, "bike ride")),
        ("Here's a photo I got from my walk yesterday.", ("DID", USER, "walk")),
        ("These photos are from my sister's graduation.", ("ATTENDED", USER, "sister's graduation")),
        ("That's a photo from when I was skiing in Vermont.", ("DID", USER, "skiing")),
    ],
)
def test_a_photo_shown_from_ones_own_outing_tells_of_it(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    "text", ["This photo is from his vacation.", "Here's a picture from a magazine.", "I got this pic from my aunt."]
)
def test_a_photo_from_someone_elses_outing_or_a_source_tells_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set(), text


def test_whom_something_was_done_for_stays_in_the_activity(tier2: Extractor) -> None:
    done = {fact[2] for fact in facts(tier2.extract("I got to feed a goat a carrot.")) if fact[0] == "DID"}
    assert done == {"feed a goat a carrot"}


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I had a nice talk with my coach.", "have a nice talk with my coach"),
        ("I spoke to a lawyer on Monday.", "speak to a lawyer"),
        ("We chatted with Nora at the fair.", "chat with Nora"),
    ],
)
def test_talking_with_someone_named_is_an_activity(tier2: Extractor, text: str, done: str) -> None:
    assert ("DID", USER, done) in facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    "text", ["Let's talk soon!", "I'll chat with you tomorrow.", "He spoke to his boss.", "I want to talk to Omar."]
)
def test_talking_with_a_pronoun_by_someone_else_or_wished_is_none(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] in {"DID", "PLANS"} for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I rewrote my wedding speech.", "rewrite my wedding speech"),
        ("Been tinkering with my grandfather's clock.", "tinker with my grandfather's clock"),
        ("I upgraded my old laptop.", "upgrade my old laptop"),
        ("I was accepted into a coding bootcamp.", "get accepted into a coding bootcamp"),
    ],
)
def test_working_on_ones_things_and_being_accepted_are_activities(tier2: Extractor, text: str, done: str) -> None:
    assert ("DID", USER, done) in facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    "text", ["I hope I get accepted into the program.", "She got accepted into law school.", "I got accepted!"]
)
def test_an_acceptance_hoped_for_someone_elses_or_unnamed_is_none(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set(), text


def test_a_project_worked_on_in_the_past_is_worked_on_but_not_a_day_or_a_lower_case_word(tier2: Extractor) -> None:
    assert facts(tier2.extract("I worked really hard on my debut album.")) == {("WORKS_ON", USER, "debut album")}
    for text in ("I worked on Sunday.", "I worked on my tan."):
        assert facts(tier2.extract(text)) == set(), text
