"""Issue 16, round 91: an award from a contest, a work done told in a relative clause, a routine's light verb, a
thing owned before a clause about it, rehearsals and tryouts had, foods kept away from after a sentence adverb, and
a business called a "biz".

"Here's my trophy from the regional tournament" tells that the speaker competed there; "the mural we did last
week" is a mural made, as "the cake I made" is; "I take a nap every afternoon" keeps its "a" ("take nap" read as
no English), and "a look" says nothing without what it is at.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type, timed_events


@pytest.mark.parametrize(
    ("text", "contest", "when"),
    [
        ("Here's my trophy from the regional tournament.", "regional tournament", None),
        ("That's one of my medals from a swim meet.", "swim meet", None),
        ("I have a medal from the state championship.", "state championship", None),
        ("This ribbon is from my first horse show competition.", "first horse show competition", None),
        ("We keep our plaque from last year's trivia contest by the door.", "trivia contest", "last year"),
    ],
)
def test_an_award_of_the_speakers_from_a_contest_tells_it_was_attended(
    tier2: Extractor, text: str, contest: str, when: str | None
) -> None:
    assert ("ATTENDED", USER, contest, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Here's my son's trophy from the tournament.",
        "Her medal from the race is gold.",
        "I got a medal from the mayor.",
        "I don't have a medal from the race.",
        "Do you have a medal from the race?",
        "I bought a trophy from a thrift store.",
    ],
)
def test_someone_elses_award_one_from_no_contest_a_denial_or_a_question_tells_nothing(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "ATTENDED" and fact[1] == USER]


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("This is the portrait I did of my grandpa.", "portrait"),
        ("Here's the mural we did at the community center.", "mural"),
        ("Check out this charcoal sketch I did over the weekend.", "charcoal sketch"),
    ],
)
def test_a_work_done_told_in_a_relative_clause_is_a_deed(tier2: Extractor, text: str, work: str) -> None:
    assert ("DID", USER, work) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "It was a pity that I didn't play well.",
        "It's a shame that we missed the show.",
        "That's the best thing I did all year.",
        "I love the painting she did of the harbor.",
    ],
)
def test_a_clause_saying_what_a_pity_is_or_someone_elses_work_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID" and fact[1] == USER]


@pytest.mark.parametrize(
    ("text", "routine"),
    [
        ("I take a nap every afternoon.", "take a nap"),
        ("I take a look at my budget every Sunday.", "take a look at my budget"),
        ("I make a smoothie every morning.", "make a smoothie"),
        ("I call my mom every day.", "call mom"),
    ],
)
def test_a_routines_light_verb_keeps_its_article_and_a_look_what_it_is_at(
    tier2: Extractor, text: str, routine: str
) -> None:
    assert ("DID", USER, routine) in facts(tier2.extract(text))


def test_a_look_at_nothing_said_is_no_routine(tier2: Extractor) -> None:
    assert not [fact for fact in facts(tier2.extract("I take a look every week.")) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I have a guitar I never play.", "guitar"),
        ("I have a bike I ride every day.", "bike"),
        ("We have a car we share with my parents.", "car"),
        ("I have two cats that love to sleep.", "cats"),
    ],
)
@pytest.mark.parametrize("tier", [1, 2])
def test_a_thing_owned_stays_owned_with_a_clause_about_it_after_it(
    tier1: Extractor, tier2: Extractor, tier: int, text: str, thing: str
) -> None:
    extractor = tier1 if tier == 1 else tier2
    assert (USER, thing, False, False) in of_type(extractor.extract(text), "OWNS")


@pytest.mark.parametrize(
    ("text", "had", "when"),
    [
        ("We had our first rehearsal last night.", "have our first rehearsal", "last night"),
        ("I had a tryout for the soccer team yesterday.", "have a tryout", "yesterday"),
        ("I had a pottery workshop on Saturday.", "have a pottery workshop", "on Saturday"),
    ],
)
def test_a_rehearsal_tryout_or_workshop_had_is_a_deed(tier2: Extractor, text: str, had: str, when: str) -> None:
    assert ("DID", USER, had, when) in timed_events(tier2.extract(text))


def test_a_rehearsal_to_come_is_a_plan(tier2: Extractor) -> None:
    assert ("PLANS", USER, "have a rehearsal", "on Friday") in timed_events(
        tier2.extract("I have a rehearsal on Friday.")
    )


@pytest.mark.parametrize(
    ("text", "food"),
    [
        ("Unfortunately, I can't have dairy.", "dairy"),
        ("Sadly I can't eat nuts.", "nuts"),
        ("Honestly, I don't eat pork.", "pork"),
    ],
)
def test_a_food_kept_away_from_after_a_sentence_adverb(tier2: Extractor, text: str, food: str) -> None:
    assert ("AVOIDS", USER, food) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I run my own biz.", "My biz is doing great."])
def test_a_biz_of_ones_own_is_owned(tier2: Extractor, text: str) -> None:
    assert ("OWNS", USER, "biz") in facts(tier2.extract(text))


def test_someone_elses_biz_is_not_the_speakers(tier2: Extractor) -> None:
    assert not [fact for fact in facts(tier2.extract("How's your biz going?")) if fact[0] == "OWNS"]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I spent the afternoon at the park reading.", "reading"),
        ("We spent a few hours at the beach building sandcastles.", "build sandcastles"),
        ("We spent a couple of hours at the food bank volunteering last week.", "volunteer at the food bank"),
    ],
)
def test_an_activity_the_parse_glues_to_the_place_time_was_spent_at_is_done(
    tier2: Extractor, text: str, deed: str
) -> None:
    found = facts(tier2.extract(text))
    assert ("DID", USER, deed) in found
    assert not [fact for fact in found if fact[0] == "ATTENDED"]  # no "park reading" gone to


@pytest.mark.parametrize(
    "text", ["I spent Saturday at the poetry reading.", "I spent the evening at the book signing."]
)
def test_an_occasion_named_with_a_gerund_is_no_activity_done(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


def test_an_occasion_named_with_a_gerund_is_still_attended(tier2: Extractor) -> None:
    assert ("ATTENDED", USER, "poetry reading") in facts(tier2.extract("I spent Saturday at the poetry reading."))


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I hiked up to the top of Mount Rainier.", "hiking"),
        ("We climbed up to the lookout on Sunday.", "climbing"),
        ("We walked down to the beach after dinner.", "walking"),
    ],
)
def test_a_pastime_with_the_way_it_went_up_or_down_is_done(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


def test_a_particle_that_turns_the_phrase_is_still_no_pastime(tier2: Extractor) -> None:
    assert ("DID", USER, "running") not in facts(tier2.extract("I ran up a huge bill."))


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I taught my nephew how to ride a bike.", "teach my nephew how to ride a bike"),
        ("I'm teaching my son to cook.", "teach my son to cook"),
        ("I learned how to code last year.", "learn how to code"),
    ],
)
def test_what_was_taught_or_learnt_is_part_of_the_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "kind", "move", "when"),
    [
        ("We moved into our new apartment last month.", "DID", "move into our new apartment", "last month"),
        ("I moved into my dorm yesterday.", "DID", "move into my dorm", "yesterday"),
        ("We're moving into a bigger house in May.", "PLANS", "move into a bigger house", "in May"),
    ],
)
def test_a_move_into_a_home_with_no_place_named_is_an_event(
    tier2: Extractor, text: str, kind: str, move: str, when: str
) -> None:
    assert (kind, USER, move, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["We moved my grandpa into a nursing home.", "We moved into the living room.", "I moved to Denver."]
)
def test_someone_elses_move_a_room_or_a_named_place_is_no_move_event(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID" and fact[2].startswith("move")]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I applied for a job at a bakery.", "apply for a job at a bakery"),
        ("I applied for a position at the children's hospital.", "apply for a position at the children's hospital"),
        ("I interviewed for a job at a law firm yesterday.", "interview for a job at a law firm"),
    ],
)
def test_a_job_sought_at_a_workplace_of_a_kind_is_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I applied for a job.", "I applied for a job at a place near me."])
def test_a_job_sought_with_no_workplace_said_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "deed", "when"),
    [
        ("I signed up for a 10k in October.", "sign up for a 10k", "in October"),
        ("I ran a 5k last Saturday.", "run a 5k", "last Saturday"),
    ],
)
def test_a_race_by_its_length_is_no_time(tier2: Extractor, text: str, deed: str, when: str) -> None:
    assert ("DID", USER, deed, when) in timed_events(tier2.extract(text))


def test_a_noun_the_parse_reads_as_the_object_of_the_noun_before_it_is_part_of_the_phrase(tier2: Extractor) -> None:
    assert ("ATTENDED", USER, "salsa classes") in facts(tier2.extract("I've been going to salsa classes on Thursdays."))


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I love a hot cup of tea.", "hot cup of tea"),
        ("Nothing beats a slice of pizza after a long day.", "slice of pizza"),
        ("I'm a big fan of a good bowl of ramen.", "good bowl of ramen"),
    ],
)
def test_a_measure_of_something_liked_keeps_what_it_is_of(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "kind", "deed"),
    [
        ("I'm gonna try making sushi at home.", "PLANS", "try making sushi"),
        ("I want to try making sushi.", "WANTS", "try making sushi"),
        ("I tried making bread last weekend.", "DID", "try making bread"),
    ],
)
def test_trying_a_deed_named_by_its_object_is_read(tier2: Extractor, text: str, kind: str, deed: str) -> None:
    assert (kind, USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I tried making it.", "I tried doing that."])
def test_trying_something_unnamed_is_nothing(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I got the lead role in the school play!", "get the lead role in the school play"),
        ("I got a part in a short film.", "get a part in a short film"),
    ],
)
def test_a_role_in_a_show_got_is_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I got the role.", "I played a part in the project."])
def test_a_role_in_no_show_is_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Just got back from a week in Costa Rica!", "Costa Rica"),
        ("I just got back from two weeks in Portugal.", "Portugal"),
    ],
)
def test_back_from_a_stretch_in_a_named_place_attended_it(tier2: Extractor, text: str, place: str) -> None:
    assert ("ATTENDED", USER, place) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "liked"),
    [("Reality TV is my guilty pleasure.", "reality TV"), ("My guilty pleasure is reality TV.", "reality TV")],
)
def test_a_guilty_pleasure_is_a_favourite(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


def test_someone_elses_guilty_pleasure_is_not_the_speakers(tier2: Extractor) -> None:
    assert not facts(tier2.extract("Her guilty pleasure is chocolate."))


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("There's nothing like a warm bowl of soup in winter.", "warm bowl of soup"),
        ("There's nothing quite like hiking at sunrise.", "hiking at sunrise"),
    ],
)
def test_there_being_nothing_like_a_thing_is_a_liking(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["There's nothing like it.", "There's nothing like your cooking.", "Is there nothing like it?"]
)
def test_nothing_like_a_pronoun_anothers_thing_or_asked_is_no_liking(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("We did a charity walk for cancer research last weekend.", "charity walk"),
        ("We went apple picking at an orchard on Sunday.", "apple picking"),
        ("I went strawberry picking yesterday.", "strawberry picking"),
        ("I went bird watching at the marsh.", "bird watching"),
        ("We went ice skating last night.", "ice skating"),
        ("I picked up skateboarding again.", "pick up skateboarding"),
        ("We had a bonfire on the beach and roasted marshmallows.", "have a bonfire"),
    ],
)
def test_pastimes_and_outings_the_parse_misreads_are_named_whole(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


def test_an_interest_someone_got_the_speaker_into_is_the_speakers(tier2: Extractor) -> None:
    found = tier2.extract("My friend Jake got me into bouldering.")
    assert (USER, "bouldering", False, True) in of_type(found, "HAS_INTEREST")
    assert ("HAS_INTEREST", "Jake", "bouldering") not in facts(found)


@pytest.mark.parametrize("text", ["I got my son into chess.", "I got the kids to bed early."])
def test_someone_brought_somewhere_is_no_thing_got(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "HAS_INTEREST"}]


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("We booked a cruise to the Bahamas for our honeymoon.", "cruise to the Bahamas"),
        ("I booked a trip to Peru.", "trip to Peru"),
        ("We booked flights to Lisbon.", "fly to Lisbon"),
    ],
)
def test_an_outing_booked_is_a_plan(tier2: Extractor, text: str, plan: str) -> None:
    assert ("PLANS", USER, plan) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I booked a table for two.",
        "I reserved a cabin for the weekend.",
        "I didn't book a trip.",
        "The trip we booked last year was great.",
    ],
)
def test_a_booking_of_no_outing_denied_or_long_gone_is_no_plan(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "PLANS"]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I aced my chemistry final.", "ace my chemistry final"),
        ("I passed my history midterm.", "pass my history midterm"),
    ],
)
def test_an_exam_the_tagger_reads_as_an_adjective_stays_in_the_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "occasion"),
    [
        ("The charity gala went great.", "charity gala"),
        ("The pride parade last weekend was incredible.", "pride parade"),
        ("The retirement party was so much fun.", "retirement party"),
    ],
)
def test_an_occasion_of_a_kind_praised_in_the_past_was_attended(tier2: Extractor, text: str, occasion: str) -> None:
    assert ("ATTENDED", USER, occasion) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "The event was awesome.",
        "The football game was amazing.",
        "Sounds like the pride parade was amazing!",
        "I bet the charity gala was great!",
        "I heard the pride parade was amazing.",
        "Was the pride parade fun?",
        "The meteor shower was amazing.",
    ],
)
def test_an_occasion_unnamed_watched_guessed_at_or_asked_about_is_not_attended(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "ATTENDED"]


@pytest.mark.parametrize(
    ("text", "kind", "milestone", "when"),
    [
        ("Yesterday was my first day at the new job.", "DID", "first day at the new job", "Yesterday"),
        ("My first week at the bakery went really well.", "DID", "first week at the bakery", None),
        ("Tomorrow is my first shift at the hospital.", "PLANS", "first shift at the hospital", "Tomorrow"),
    ],
)
def test_a_first_day_somewhere_unnamed_is_a_milestone(
    tier2: Extractor, text: str, kind: str, milestone: str, when: str | None
) -> None:
    assert (kind, USER, milestone, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "It wasn't my first day at the gym.",
        "Was it your first day at work?",
        "My first day was great.",
        "My first day at Stripe is Monday.",
    ],
)
def test_a_first_day_denied_asked_of_nothing_or_at_a_named_place_is_no_milestone(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[2].startswith("first ")]


def test_a_relatives_first_day_is_theirs(tier2: Extractor) -> None:
    found = timed_events(tier2.extract("My son's first day at daycare is next Monday."))
    assert ("PLANS", "my son", "first day at daycare", "next Monday") in found


@pytest.mark.parametrize(
    ("text", "outing"),
    [("We took the dog for a long walk in the woods.", "long walk"), ("I took the kids for a swim.", "swim")],
)
def test_someone_taken_for_an_outing_tells_the_speaker_went_too(tier2: Extractor, text: str, outing: str) -> None:
    assert ("DID", USER, outing) in facts(tier2.extract(text))


def test_a_thing_taken_for_a_service_is_no_outing(tier2: Extractor) -> None:
    assert not facts(tier2.extract("I took the car for a service."))


@pytest.mark.parametrize(
    ("text", "role", "ended"),
    [
        ("I freelance as a copywriter.", "copywriter", False),
        ("I've been freelancing as a graphic designer.", "graphic designer", False),
        ("I used to freelance as a photographer.", "photographer", True),
        ("I work freelance as a designer.", "designer", False),
    ],
)
def test_a_role_freelanced_as_is_held(tier2: Extractor, text: str, role: str, ended: bool) -> None:
    assert (USER, role, ended, ended) in of_type(tier2.extract(text), "HAS_ROLE")


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I've been teaching myself to play the piano.", "teach myself to play the piano"),
        ("We're teaching ourselves how to sail.", "teach ourselves how to sail"),
    ],
)
def test_a_skill_one_is_teaching_oneself_is_a_deed_under_way(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


def test_a_skill_one_taught_oneself_is_a_skill_had_not_a_deed(tier2: Extractor) -> None:
    assert not [fact for fact in facts(tier2.extract("I taught myself how to knit.")) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "kind", "deed"),
    [
        ("We played some chess after dinner.", "DID", "chess"),
        ("I'm heading out to do some yoga!", "PLANS", "yoga"),
        ('We did a modern piece called "Open Road."', "DID", "modern piece called Open Road"),
    ],
)
def test_fixes_from_the_hand_check(tier2: Extractor, text: str, kind: str, deed: str) -> None:
    assert (kind, USER, deed) in facts(tier2.extract(text))


def test_a_bare_stretch_of_years_is_no_time(tier2: Extractor) -> None:
    assert all(time is None for *_, time in timed_events(tier2.extract("I haven't baked bread in years.")))


def test_a_named_persons_first_day_told_in_the_past_is_theirs_and_done(tier2: Extractor) -> None:
    found = timed_events(tier2.extract("Tom's first day at the office was Monday."))
    assert ("DID", "Tom", "first day at the office", "Monday") in found


@pytest.mark.parametrize(
    ("text", "contest", "when"),
    [
        ("This ribbon is from our last tournament.", "tournament", None),
        ("Here's my medal from the 2019 tournament.", "tournament", "2019"),
    ],
)
def test_an_awards_contest_is_named_without_its_owner_or_its_year(
    tier2: Extractor, text: str, contest: str, when: str | None
) -> None:
    assert ("ATTENDED", USER, contest, when) in timed_events(tier2.extract(text))
