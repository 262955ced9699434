"""Issue 16, round 89: where the speaker was at a time or went with a purpose, where a photo was taken, an outing
told of, help given at a place, a choice made, a pastime that is part of the speaker with its "is" contracted, and
collections owned; people held dear are no interest; readying for an occasion ahead is now, the occasion planned;
a job with its employer told without its "I" ("Losing my job at Globex was hard"); a skill being learnt ("learning to
drive", "to code"); a habit whose time the parse hangs on the place ("I swim at the pool on Mondays").

"We were at the beach last week" and "I snapped this photo at the lake" say where the speaker went, as "we went to
the beach" does; a place one merely was at when something else happened ("at the gym when you called") says
nothing. "I must tell you all about our school trip" tells of a trip had, whatever the telling's mood. "I chose to
go to a networking event" is done, as "I decided to" is, and a time hung on the choice is the deed's. "Writing's
a huge part of me" is "Writing is", which the small model reads as an owner. "My book collection" is owned;
"my spring collection" (a line one designs) and a bare "collection" are not.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type, only, timed_events


@pytest.mark.parametrize(
    ("text", "place", "when"),
    [
        ("We were at the beach last week.", "beach", "last week"),
        ("I was at the park with my kids yesterday.", "park", "yesterday"),
        ("Last Saturday we were at the farmers market.", "farmers market", "Last Saturday"),
        ("I was at the hospital all day yesterday.", "hospital", "all day yesterday"),
    ],
)
def test_a_place_the_speaker_was_at_a_time_was_gone_to(tier2: Extractor, text: str, place: str, when: str) -> None:
    assert ("ATTENDED", USER, place, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I was at the gym when you called.",
        "I was at work yesterday.",
        "I was at the end of my rope last week.",
        "I was at my mom's yesterday.",
        "She was at the beach yesterday.",
        "Were you at the park yesterday?",
    ],
)
def test_being_somewhere_when_something_else_happened_a_bare_place_or_someone_else_is_no_outing(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "ATTENDED" and fact[1] == USER]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I took this photo at the beach last week.", "beach"),
        ("I snapped this photo at a gorgeous spot called Pine Lake.", "Pine Lake"),
        ("I snapped this at the lake last weekend.", "lake"),
    ],
)
def test_where_the_speaker_took_a_photo_is_where_they_were(tier2: Extractor, text: str, place: str) -> None:
    assert ("ATTENDED", USER, place) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I took this pic at my desk.",
        "I took a photo at sunset.",
        "She took this photo at the zoo.",
        "Did you take this photo at the zoo?",
        "I'll take a photo at the park.",
    ],
)
def test_a_desk_sunset_someone_elses_photo_a_question_or_a_photo_to_come_is_no_outing(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "ATTENDED" and fact[1] == USER]


@pytest.mark.parametrize(
    ("text", "kind", "outing", "when"),
    [
        ("I must tell you all about my school trip last week.", "DID", "school trip", "last week"),
        ("I must tell you all about my trip to Rome!", "DID", "trip to Rome", None),
        ("I must tell you all about my cousin's wedding.", "ATTENDED", "cousin's wedding", None),
        ("I never told you about our wedding.", "ATTENDED", "wedding", None),
    ],
)
def test_an_outing_of_the_speakers_told_of_was_had(
    tier2: Extractor, text: str, kind: str, outing: str, when: str | None
) -> None:
    assert (kind, USER, outing, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Tell me about your trip!",
        "My sister told me about her trip.",
        "Did I tell you about my trip to Rome?",
        "I'll tell you about my trip next month.",
    ],
)
def test_someone_elses_outing_a_question_or_one_that_may_be_ahead_is_not_told_as_had(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "ATTENDED"} and fact[1] == USER]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I've been helping at the animal shelter.", "help at the animal shelter"),
        ("I'll help at the food bank on Saturday.", "help at the food bank"),
    ],
)
def test_help_given_at_a_place_is_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert deed in {fact[2] for fact in facts(tier2.extract(text))}


@pytest.mark.parametrize("text", ["I helped at home.", "I help at my mom's on weekends.", "Can you help at the fair?"])
def test_help_at_home_at_someones_or_asked_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[2].startswith("help")]


@pytest.mark.parametrize(
    ("text", "kind", "deed", "when"),
    [
        ("On Friday I chose to head to a careers event.", "ATTENDED", "careers event", "On Friday"),
        ("I opted to take a pottery class.", "ATTENDED", "pottery class", None),
        ("We opted to hike the ridge instead.", "DID", "hike the ridge", None),
        ("Last week I managed to run five miles.", "DID", "run five miles", "Last week"),
    ],
)
def test_a_choice_made_is_done_and_a_time_on_it_is_the_deeds(
    tier2: Extractor, text: str, kind: str, deed: str, when: str | None
) -> None:
    assert (kind, USER, deed, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I chose not to go to the party.", "I'd choose to live by the sea.", "You chose to paint the fence."]
)
def test_a_choice_denied_wished_or_someone_elses_is_no_deed_of_the_speakers(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "ATTENDED"} and fact[1] == USER]


def test_a_time_on_a_decision_to_come_stays_a_plans_time(tier2: Extractor) -> None:
    plan = only(tier2.extract("I've decided to learn Italian next year."), "PLANS")
    assert (plan.object, plan.time_text) == ("learn Italian", "next year")


@pytest.mark.parametrize(
    ("text", "interest"),
    [("Writing's such a big part of me these days.", "writing"), ("Music's a big part of my life.", "music")],
)
def test_a_pastime_that_is_part_of_the_speaker_with_is_contracted_is_an_interest(
    tier2: Extractor, text: str, interest: str
) -> None:
    assert ("HAS_INTEREST", USER, interest) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["Writing's not a big part of me.", "Anna's a big part of my life.", "Family's a big part of my life."]
)
def test_a_denied_part_a_person_or_family_is_no_interest(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "HAS_INTEREST"]


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("This is my stamp collection so far.", "stamp collection"),
        ("My vinyl collection is huge.", "vinyl collection"),
        ("I love talking about my sneaker collection.", "sneaker collection"),
        ("My online shoe store is live!", "online shoe store"),
    ],
)
def test_a_collection_of_things_and_an_online_store_of_ones_own_are_owned(
    tier2: Extractor, text: str, owned: str
) -> None:
    assert ("OWNS", USER, owned) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "My collection keeps growing.",
        "Check out my new spring collection!",
        "I even own the entire collection!",
        "My favorite online clothes store is closing.",
    ],
)
def test_a_bare_collection_a_designers_line_or_a_favourite_shop_is_not_owned(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "OWNS"]


@pytest.mark.parametrize(
    ("text", "kind", "place", "when"),
    [
        ("On Monday I went to a careers fair to meet some recruiters.", "ATTENDED", "careers fair", "On Monday"),
        ("Last week I headed to the library to get some quiet.", "ATTENDED", "library", "Last week"),
        ("I'm going to the market to buy apples on Saturday.", "PLANS", "market", "on Saturday"),
    ],
)
def test_a_place_gone_to_stays_the_outing_when_a_purpose_follows_it(
    tier2: Extractor, text: str, kind: str, place: str, when: str
) -> None:
    assert (kind, USER, place, when) in timed_events(tier2.extract(text))


def test_going_to_do_something_is_still_the_deed_not_a_place(tier2: Extractor) -> None:
    assert ("DID", USER, "see a play") in facts(tier2.extract("I went to see a play."))


@pytest.mark.parametrize(
    ("text", "venue", "when"),
    [
        ("I snapped it at the aquarium on Tuesday.", "aquarium", "on Tuesday"),
        ("We lost a kite at the park on Sunday.", "park", "on Sunday"),
        ("I met my old coach at the museum yesterday.", "museum", "yesterday"),
    ],
)
def test_a_venue_where_the_speaker_did_something_at_a_time_was_gone_to(
    tier2: Extractor, text: str, venue: str, when: str
) -> None:
    assert ("ATTENDED", USER, venue, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I swim at the pool on Mondays.",  # a habit
        "I bought a hat at the mall.",  # no time told
        "She found a shell at the beach yesterday.",  # someone else
        "I worked at the library last year.",  # a job
        "I hung out at the beach all day.",  # the deed names the place already
    ],
)
def test_a_habit_no_time_someone_else_a_job_or_a_place_the_deed_names_adds_no_outing(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "ATTENDED"]


def test_an_occasion_something_was_done_during_was_attended(tier2: Extractor) -> None:
    found = timed_events(tier2.extract("I sprained my ankle during the match on Sunday."))
    assert ("ATTENDED", USER, "match", "on Sunday") in found


@pytest.mark.parametrize(
    "text",
    [
        "Family is really important to me.",
        "Friends mean so much to me.",
        "Anna means a lot to me.",
        "Kids matter to me.",
    ],
)
def test_people_held_dear_are_no_interest(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "HAS_INTEREST"]


def test_a_field_that_means_a_lot_stays_an_interest(tier2: Extractor) -> None:
    assert ("HAS_INTEREST", USER, "astronomy") in facts(tier2.extract("Astronomy means a lot to me."))


@pytest.mark.parametrize(
    ("text", "deed", "occasion", "when"),
    [
        ("I'm training for a half marathon next month.", "train for a half marathon", "half marathon", "next month"),
        ("We're rehearsing for our recital on Friday.", "rehearse for our recital", "recital", "on Friday"),
    ],
)
def test_readying_for_an_occasion_ahead_is_now_and_the_occasion_is_planned_for_its_time(
    tier2: Extractor, text: str, deed: str, occasion: str, when: str
) -> None:
    found = timed_events(tier2.extract(text))
    assert ("DID", USER, deed, None) in found and ("PLANS", USER, occasion, when) in found


def test_readying_in_the_past_keeps_its_time_and_plans_nothing(tier2: Extractor) -> None:
    found = timed_events(tier2.extract("I trained for a triathlon last year."))
    assert found == {("DID", USER, "train for a triathlon", "last year")}


@pytest.mark.parametrize(
    ("text", "employer", "negated", "change"),
    [
        ("Losing my job at Globex was hard.", "Globex", True, True),
        ("Quitting my job at Initech was the best move.", "Initech", True, True),
        ("Lost my job at Initech last week.", "Initech", True, True),
        ("Starting my new job at Hooli was scary.", "Hooli", False, True),
    ],
)
def test_a_job_with_its_employer_told_without_its_i_is_the_speakers(
    tier2: Extractor, text: str, employer: str, negated: bool, change: bool
) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == {(USER, employer, negated, change)}


@pytest.mark.parametrize(
    "text",
    [
        "Getting my dream job at Google would be amazing.",
        "Leaving my job at Globex? Never.",
        "Losing my job at Globex would be terrible.",
        "Losing his job at Globex was hard.",
    ],
)
def test_a_job_imagined_asked_or_someone_elses_is_no_employer_of_the_speakers(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == set()


@pytest.mark.parametrize(
    ("text", "subject", "deed"),
    [
        ("I'm learning to drive.", USER, "learn to drive"),
        ("Lately I've been learning how to code.", USER, "learn how to code"),
        ("My daughter is learning to drive.", "my daughter", "learn to drive"),
    ],
)
def test_a_skill_being_learnt_is_a_deed_with_or_without_an_object(
    tier2: Extractor, text: str, subject: str, deed: str
) -> None:
    assert ("DID", subject, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I need to learn to relax.", "The code is broken."])
def test_learning_to_relax_or_code_as_a_noun_is_no_skill_learnt(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "pastime", "when"),
    [
        ("I swim at the pool on Mondays.", "swimming", "on Mondays"),
        ("I bake at the shelter on weekends.", "baking", "on weekends"),
    ],
)
def test_a_habit_whose_time_the_parse_hangs_on_the_place_is_still_a_habit(
    tier2: Extractor, text: str, pastime: str, when: str
) -> None:
    assert ("DID", USER, pastime, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize("text", ["I swim at the pool.", "I work at the cafe on weekends."])
def test_a_pastime_with_no_word_of_habit_or_a_job_is_no_habit_done(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


def test_a_past_form_tagged_as_the_present_keeps_its_past_time(tier2: Extractor) -> None:
    # the small model tags "swam" as a present form; its time is no past time on a habit
    assert ("DID", USER, "swimming", "yesterday") in timed_events(tier2.extract("I swam at the lake yesterday."))


def test_a_job_quit_told_without_its_i_is_ended(tier2: Extractor) -> None:
    assert of_type(tier2.extract("Quit my job at Globex in March."), "WORKS_AT") == {(USER, "Globex", True, True)}
