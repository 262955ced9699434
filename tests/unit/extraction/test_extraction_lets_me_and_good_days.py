"""Issue 16, round 88: a pastime that lets the speaker unwind, "keen to", a photo kept from an outing, a deed said
aloud, a clause of its own after "so" or "but", a means told by "by", a good day at a place, a place where
something was had, a chat with someone, a refuge the parse reads apart, and two look-alikes that name nothing.

"Painting lets me express myself" and "yoga allows me to clear my head" say what "knitting helps me relax" says;
a job or a therapist is no pastime. "I'm keen to learn Spanish" is a plan, as "I'm eager to" is. "I have a picture
from my trip to Paris" tells of the trip, as "I've got a photo from" does; someone else's trip does not. "It was
nice to visit Japan" is the past of "it would be nice to": done. "The class was eye-opening, so I'm studying tax
law": the clause after "so" has its own subject and mood. "I celebrated by baking a cake": the means is done
when its head is. "It was an amazing day at the zoo" and "I had a great workout at the gym" say where the speaker
was. "We're gonna make that work" makes no "work", and a hurdle overcome is no deed.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Painting lets me express myself.", "painting"),
        ("Yoga allows me to clear my head.", "yoga"),
        ("Hiking lets me escape the city.", "hiking"),
        ("Knitting helps me to relax.", "knitting"),
        ("Art has allowed me to explore who I am.", "art"),
    ],
)
def test_a_pastime_that_lets_the_speaker_unwind_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "My job allows me to travel.",
        "My therapist lets me vent.",
        "Running doesn't let me relax.",
        "Does painting let you relax?",
        "Painting lets my daughter express herself.",
    ],
)
def test_a_job_a_person_a_denial_a_question_or_someone_else_is_no_liking(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "LIKES"]


@pytest.mark.parametrize(
    ("text", "plan"),
    [("I'm keen to learn Spanish.", "learn Spanish"), ("I'm really keen to try rock climbing.", "try rock climbing")],
)
def test_keen_to_is_a_plan(tier2: Extractor, text: str, plan: str) -> None:
    assert ("PLANS", USER, plan) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I'm not keen to go back there.", "I was keen to learn Spanish.", "Are you keen to join us?"]
)
def test_keen_denied_past_or_asked_is_no_plan(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "PLANS"]


def test_keen_on_a_pastime_stays_an_interest(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm keen on hiking.")) == {("HAS_INTEREST", USER, "hiking")}


@pytest.mark.parametrize(
    ("text", "outing"),
    [
        ("I have a picture from my trip to Paris.", "trip to Paris"),
        ("We have some pics from our hike last weekend.", "hike"),
        ("I've got a photo from our camping trip.", "camping trip"),
    ],
)
def test_a_photo_kept_from_an_outing_tells_it_was_done(tier2: Extractor, text: str, outing: str) -> None:
    assert ("DID", USER, outing) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I have a photo from her wedding.",
        "She has a photo from her trip.",
        "Do you have a photo from your trip?",
        "I had a photo from my trip but I lost it.",
    ],
)
def test_a_photo_from_someone_elses_outing_asked_or_once_had_tells_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "ATTENDED"}]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("It was nice to visit Japan.", "visit Japan"),
        ("It was great to visit the old harbour.", "visit the old harbour"),
    ],
)
def test_a_deed_said_aloud_in_the_past_was_done(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "It was nice for you to visit Japan.",
        "It wasn't fun to paint the fence.",
        "It is nice to visit Japan.",
        "It was great to see you.",
        "It was hard to visit Japan.",
    ],
)
def test_a_deed_of_someone_else_denied_present_vague_or_not_liked_is_none(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("The class was eye-opening, so I'm studying tax law.", "study tax law"),
        ("Sorry, it's been a rough week, but I'm baking bread again.", "bake bread"),
    ],
)
def test_a_clause_of_its_own_after_so_or_but_keeps_its_own_mood(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I celebrated by baking a cake.", ("DID", USER, "bake a cake")),
        ("We raised money by holding a bake sale.", ("DID", USER, "hold a bake sale")),
        ("I'm going to celebrate by baking a cake next week.", ("PLANS", USER, "bake a cake")),
    ],
)
def test_a_means_told_by_by_shares_its_heads_mood(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert fact in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I'd celebrate by making a cake.", "You could start by making a list.", "Did you celebrate by baking?"]
)
def test_a_means_in_a_hypothetical_a_suggestion_or_a_question_is_none(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "PLANS"}]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("It was an amazing day at the zoo with my nephews.", "zoo"),
        ("Yesterday was a great day at the beach with the kids.", "beach"),
        ("It was a fun night at the museum.", "museum"),
        ("I had a great workout at the gym.", "gym"),
        ("On Monday, I had a proud moment at the rink.", "rink"),
    ],
)
def test_a_good_day_or_a_thing_had_at_a_place_says_the_speaker_was_there(
    tier2: Extractor, text: str, place: str
) -> None:
    assert ("ATTENDED", USER, place) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "It was a long day at work.",
        "It wasn't a great day at the park.",
        "It will be a great day at the fair.",
        "It was Anna's best day at school.",
        "I wish I had a pool at my house.",
        "I have a meeting at the office.",
        "She had a great workout at the gym.",
    ],
)
def test_a_bad_day_a_denial_a_day_to_come_someone_elses_or_a_wish_is_no_place_attended(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "ATTENDED" and fact[1] == USER]


def test_a_chat_with_someone_hung_on_the_verb_is_a_deed(tier2: Extractor) -> None:
    found = facts(tier2.extract("On Sunday, I had a long chat with a neighbour in Leeds."))
    assert ("DID", USER, "have a long chat with a neighbour") in found


@pytest.mark.parametrize("text", ["Boxing is my stress fix too.", "Painting is my happy place too."])
def test_a_refuge_the_parse_reads_apart_is_still_liked(tier2: Extractor, text: str) -> None:
    assert ("LIKES", USER, text.split()[0].lower()) in facts(tier2.extract(text))


def test_someone_elses_thing_as_a_refuge_is_not_liked(tier2: Extractor) -> None:
    assert not facts(tier2.extract("Her boxing is my stress fix too."))


@pytest.mark.parametrize(
    "text", ["We're gonna make that work.", "We'll make that work somehow.", "I had to clear a big hurdle at work."]
)
def test_making_this_work_and_a_hurdle_overcome_name_no_deed(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


# Second part: a sight seen, a pastime joined to "a lot", a thing the speaker had told of in a clause, "back in".


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I saw the Grand Canyon last year.", "see the Grand Canyon"),
        ("We finally saw the northern lights in Iceland.", "see the northern lights"),
        ("We saw Niagara Falls on our honeymoon.", "see Niagara Falls"),
    ],
)
def test_a_landmark_or_a_wonder_of_nature_seen_is_an_outing(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I saw Obama at the airport.", "I saw the lights go out.", "I saw the light.", "I saw the Lakers play."]
)
def test_a_person_a_team_or_a_light_seen_is_no_sight(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


def test_a_sight_never_seen_is_denied(tier2: Extractor) -> None:
    (seen,) = [r for r in tier2.extract("I've never seen the northern lights.").relations if r.edge_type == "DID"]
    assert (seen.object, seen.negated) == ("see the northern lights", True)


def test_a_pastime_joined_to_a_lot_is_done_too(tier2: Extractor) -> None:
    found = facts(tier2.extract("I've been reading a lot and painting."))
    assert {("DID", USER, "reading"), ("DID", USER, "painting")} <= found
    assert ("DID", USER, "stuff") not in facts(tier2.extract("I've been reading a lot and stuff."))


@pytest.mark.parametrize(
    ("text", "thing", "ended"),
    [
        ("It reminds me of the old guitar I had as a teenager.", "guitar", True),
        ("I miss the cat we had in Ohio.", "cat", True),
        ("The laptop I have is too slow.", "laptop", False),
    ],
)
def test_a_thing_the_speaker_had_told_of_in_a_clause_is_owned(
    tier2: Extractor, text: str, thing: str, ended: bool
) -> None:
    (owned,) = [r for r in tier2.extract(text).relations if r.edge_type == "OWNS"]
    assert (owned.object, owned.negated and owned.change) == (thing, ended)


@pytest.mark.parametrize(
    "text",
    ["The car we had to rent was tiny.", "The guitar I never had.", "Was that the guitar you had?", "The cold I had."],
)
def test_a_duty_a_denial_a_question_or_no_possession_in_a_clause_owns_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "OWNS"]


def test_back_in_a_month_is_when_not_part_of_the_thing(tier1: Extractor, tier2: Extractor) -> None:
    for extractor in (tier1, tier2):
        (bought,) = [r for r in extractor.extract("I bought a car back in May.").relations if r.edge_type == "DID"]
        assert (bought.object, bought.time_text) == ("buy a car", "in May")


@pytest.mark.parametrize(
    "text", ["We need more volunteers at the food bank.", "Honestly, we need people who show up.", "We need folks."]
)
def test_people_a_cause_needs_are_no_thing_wanted(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "WANTS"]


# Third part: a class hung on the time or on a feeling, a past verb after a dash, a purpose after "to", a prized
# possession.


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Last Saturday at pottery class with my neighbour I finally relaxed.", "pottery class"),
        ("I felt so calm at yoga class this morning.", "yoga class"),
    ],
)
def test_a_class_hung_on_the_time_or_a_feeling_was_attended(tier2: Extractor, text: str, place: str) -> None:
    assert ("ATTENDED", USER, place) in facts(tier2.extract(text))


def test_a_bare_at_work_is_no_class_attended(tier2: Extractor) -> None:
    assert not facts(tier2.extract("Yesterday at work I felt sick."))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Crazy weekend - went to a wedding in Boston.", ("ATTENDED", USER, "wedding")),
        ("Long day - had a job interview at noon.", ("DID", USER, "have a job interview")),
        ("Been a wild week - a good one - had an audition on Monday.", ("DID", USER, "have an audition")),
    ],
)
def test_a_past_verb_after_a_dash_is_the_speakers(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert fact in facts(tier2.extract(text))


def test_a_time_before_the_dash_is_not_the_deeds(tier2: Extractor) -> None:
    (went,) = tier2.extract("Busy week - went to a concert last night.").relations
    assert (went.object, went.time_text) == ("concert", "last night")


@pytest.mark.parametrize("text", ["My brother - moved to Denver last year.", "Anna's new cafe - opened last week."])
def test_someone_named_before_the_dash_is_not_the_speaker(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[1] == USER and fact[0] != "FAMILY_MEMBER"]


@pytest.mark.parametrize("text", ["I've been jogging longer to de-stress.", "I've been swimming more to unwind."])
def test_a_pastime_done_to_unwind_is_no_going_somewhere(tier2: Extractor, text: str) -> None:
    assert [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


def test_running_to_a_place_is_still_no_pastime(tier2: Extractor) -> None:
    assert not facts(tier2.extract("I ran to the bakery."))


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("My most treasured possession is a signed baseball.", "signed baseball"),
        ("That record player from my grandpa is my prized possession.", "record player"),
        ("A vintage camera is my prized possession.", "vintage camera"),
    ],
)
def test_a_prized_possession_named_is_owned(tier2: Extractor, text: str, thing: str) -> None:
    assert ("OWNS", USER, thing) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["Her prized possession is a vintage guitar.", "This is my prized possession.", "Is that your possession?"]
)
def test_someone_elses_or_an_unnamed_possession_owns_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "OWNS"]


# Fourth part: a favourite with its "is" contracted, a deed told after how one felt doing it.


@pytest.mark.parametrize(("text", "liked"), [("Pizza's my favorite.", "pizza"), ("Pizza's really my fave.", "pizza")])
def test_a_contracted_favourite_is_liked_in_lower_case(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


def test_a_contracted_favourite_denied_likes_and_dislikes_nothing(tier2: Extractor) -> None:
    assert not facts(tier2.extract("Pizza's not my favorite."))
    assert facts(tier2.extract("Running's not my thing.")) == {("DISLIKES", USER, "running")}


@pytest.mark.parametrize(
    ("text", "deed"),
    [("I felt so nervous giving my speech.", "give my speech"), ("I felt nervous running the race.", "run the race")],
)
def test_a_deed_told_after_how_one_felt_doing_it_was_done(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I felt bad leaving early.", "I'd feel weird giving a talk.", "I felt like quitting."]
)
def test_a_vague_deed_a_hypothetical_or_a_wish_after_a_feeling_is_none(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


# Fifth part: a thing named in a verbless sentence, then "it's my favorite".


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Star Wars, for sure. It's my favorite.", "Star Wars"),
        ("Oh, pottery. It's my favorite hobby.", "pottery"),
        ("The Hobbit! That's my fave.", "The Hobbit"),
    ],
)
def test_a_thing_named_just_before_its_my_favorite_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Wow, nice photo! It's my favorite.",
        "Thanks! It's my favorite.",
        "Your cake? It's my favorite.",
        "This one! It's my favorite.",
        "Lasagna. It isn't my favorite.",
    ],
)
def test_thanks_praise_of_what_was_shown_or_a_denial_before_it_likes_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "LIKES"]


def test_an_opening_is_an_occasion_and_tomorrows_says_when(tier2: Extractor) -> None:
    assert ("PLANS", USER, "premiere") in facts(tier2.extract("Can't wait for tomorrow's premiere!"))
    assert ("ATTENDED", USER, "grand opening of a bakery") in facts(
        tier2.extract("I went to the grand opening of a bakery.")
    )
    assert not [f for f in facts(tier2.extract("I applied for a job opening at Google.")) if f[0] == "ATTENDED"]


@pytest.mark.parametrize(
    ("text", "plan"),
    [("I bought tickets to see a play in July.", "see a play"), ("We got tickets to see Coldplay.", "see Coldplay")],
)
def test_what_tickets_are_for_is_planned_not_done(tier2: Extractor, text: str, plan: str) -> None:
    found = facts(tier2.extract(text))
    assert ("PLANS", USER, plan) in found
    assert not [fact for fact in found if fact[0] == "DID"]


# Seventh part: points or a goal scored, "my game" one is eager for, eagerness read as a passive.


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("Last week I scored 30 points, a new record.", "score 30 points"),
        ("I scored a goal in the final.", "score a goal"),
        ("I scored the winning basket!", "score the winning basket"),
    ],
)
def test_points_or_a_goal_scored_are_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I scored a great deal on shoes.", "She scored 20 points.", "Did you score a goal?"])
def test_a_bargain_someone_elses_points_or_a_question_score_nothing_of_the_speakers(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID" and fact[1] == USER]


@pytest.mark.parametrize(
    "text", ["I'm stoked for my game next month!", "That's Denver, I'm pumped for my game there in May!"]
)
def test_my_game_one_is_eager_for_is_a_plan(tier2: Extractor, text: str) -> None:
    assert ("PLANS", USER, "my game") in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I need to up my game.", "I was stoked for the show.", "She said I was stoked for it."]
)
def test_upping_ones_game_or_eagerness_in_the_past_plans_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "PLANS"]
