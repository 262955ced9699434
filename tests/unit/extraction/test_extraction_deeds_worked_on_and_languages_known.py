"""Issue 16, round 90: a deed worked on or in the middle of, getting better at something, improving and
collaborating, a language known, readying for an occasion while busy, and things had many of.

"I'm working on writing a novel" and "I'm in the middle of painting the kitchen" tell the deed as "I'm writing a
novel" does. "I've gotten better at chess" is a deed, and "my goal is to get better at chess" or "to improve my
backhand" a wish. "I know Spanish" is a language known, as "I speak Spanish" is; "I know Mexicans who ..." or "a
Canadian" names people, not a language.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, of_type, timed_events


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I'm working on writing a novel.", "write a novel"),
        ("I've been working on building a treehouse for the kids.", "build a treehouse"),
        ("Still working on opening a bakery.", "open a bakery"),
        ("I'm in the middle of writing a mystery novel.", "write a mystery novel"),
        ("We're in the middle of painting our kitchen.", "paint our kitchen"),
    ],
)
def test_a_deed_worked_on_or_in_the_middle_of_is_being_done(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I'm working on losing weight.",
        "She's in the middle of writing a novel.",
        "Are you working on writing a novel?",
        "I was in the middle of lunch when the power went out.",
    ],
)
def test_no_activity_someone_else_or_a_question_is_no_deed_of_the_speakers(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID" and fact[1] == USER]


@pytest.mark.parametrize(
    ("text", "kind", "deed"),
    [
        ("I've gotten a lot better at chess.", "DID", "get better at chess"),
        ("I'm getting better at painting portraits.", "DID", "get better at painting portraits"),
        ("My goal this year is to get better at chess.", "WANTS", "get better at chess"),
        ("I want to get better at cooking.", "WANTS", "get better at cooking"),
        ("My one goal is to improve my serve.", "WANTS", "improve my serve"),
        ("I'm trying to improve my Spanish.", "WANTS", "improve my Spanish"),
    ],
)
def test_getting_better_at_something_or_improving_it_is_a_deed_or_a_wish(
    tier2: Extractor, text: str, kind: str, deed: str
) -> None:
    assert (kind, USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    ["It got better at the end.", "I'm getting better at it.", "Things got better at work.", "It improved my mood."],
)
def test_better_at_no_thing_or_an_improvement_the_speaker_did_not_make_is_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "WANTS"}]


@pytest.mark.parametrize(
    ("text", "deed", "when"),
    [
        ("I've been collaborating with local schools on a reading program.", "collaborate with local schools", None),
        ("We collaborated on a song last year.", "collaborate on a song", "last year"),
    ],
)
def test_collaborating_with_someone_or_on_something_is_a_deed(
    tier2: Extractor, text: str, deed: str, when: str | None
) -> None:
    assert ("DID", USER, deed, when) in timed_events(tier2.extract(text))


def test_collaborating_with_the_listener_wished_is_nothing(tier2: Extractor) -> None:
    assert not facts(tier2.extract("I'd love to collaborate with you."))


@pytest.mark.parametrize(
    ("text", "languages"),
    [
        ("I know Spanish.", ["Spanish"]),
        ("I know some Japanese.", ["Japanese"]),
        ("I know a little German.", ["German"]),
        ("I know English and German.", ["English", "German"]),
        ("I speak a little Portuguese.", ["Portuguese"]),
    ],
)
def test_a_language_known_is_known(tier2: Extractor, text: str, languages: list[str]) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == {(USER, language, False, False) for language in languages}


@pytest.mark.parametrize(
    "text",
    [
        "I know French people.",
        "I know Mexicans who love spicy food.",
        "I know a Canadian.",
        "I know Christians who do that.",
        "Do you know Spanish?",
    ],
)
def test_people_of_a_nation_or_faith_or_a_question_is_no_language_known(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == set()


def test_a_language_known_needs_the_trained_pipeline(tier1: Extractor) -> None:
    assert of_type(tier1.extract("I know Spanish."), "KNOWS_ABOUT") == set()


def test_busy_getting_ready_for_an_occasion_ahead_plans_it_and_the_readying_is_now(tier2: Extractor) -> None:
    events = timed_events(tier2.extract("I'm busy getting ready for a bake sale next week."))
    assert ("PLANS", USER, "bake sale", "next week") in events
    assert ("DID", USER, "get ready for a bake sale", None) in events


@pytest.mark.parametrize(
    ("text", "things"),
    [
        ("I've got a lot of cookbooks.", "cookbooks"),
        ("I have tons of novels.", "novels"),
        ("I have dozens of cookbooks.", "cookbooks"),
    ],
)
def test_cookbooks_and_novels_had_many_of_are_owned(tier2: Extractor, text: str, things: str) -> None:
    assert of_type(tier2.extract(text), "OWNS") == {(USER, things, False, False)}


def test_a_novel_had_for_someone_is_not_owned(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I have a novel for you."), "OWNS") == set()


@pytest.mark.parametrize(
    ("text", "deed", "when"),
    [
        ("I was able to finish the half marathon.", "finish the half marathon", None),
        ("We were able to rescue a kitten from the storm drain.", "rescue a kitten", None),
        ("Last weekend I was able to hike the whole ridge trail.", "hike the whole ridge trail", "Last weekend"),
    ],
)
def test_a_deed_one_was_able_to_do_was_done_and_a_time_on_the_be_is_its(
    tier2: Extractor, text: str, deed: str, when: str | None
) -> None:
    assert ("DID", USER, deed, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I wasn't able to finish the half marathon.",
        "I'll be able to hike the ridge trail next year.",
        "Were you able to finish the quilt?",
        "My sister was able to finish the race.",
    ],
)
def test_a_deed_one_was_not_able_to_do_will_be_able_to_or_asked_about_is_not_done(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID" and fact[1] == USER]


@pytest.mark.parametrize(
    ("text", "deed", "when"),
    [
        ("I spent the weekend volunteering at a food bank.", "volunteer at a food bank", None),
        ("I spent Sunday volunteering at the animal shelter.", "volunteer at the animal shelter", "Sunday"),
        ("I spent the day with my family volunteering at a soup kitchen.", "volunteer at a soup kitchen", None),
        ("I spent Saturday with my kids baking cookies.", "bake cookies", "Saturday"),
    ],
)
def test_a_stretch_spent_on_an_activity_keeps_its_place_however_the_parse_hangs_it(
    tier2: Extractor, text: str, deed: str, when: str | None
) -> None:
    assert ("DID", USER, deed, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I spent hours with my sister thinking about it.", "I spent the day with my mom.", "I spent too much."]
)
def test_a_stretch_spent_on_no_activity_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "occasion", "when"),
    [
        ("I played really well during the scrimmage on Sunday.", "scrimmage", "on Sunday"),
        ("We gave everything we had during last week's scrimmage.", "scrimmage", "last week"),
        ("I was so nervous during Saturday's charity match.", "charity match", "Saturday"),
        ("I cried during the wedding last month.", "wedding", "last month"),
    ],
)
def test_an_occasion_something_was_done_during_at_a_time_was_attended(
    tier2: Extractor, text: str, occasion: str, when: str
) -> None:
    assert ("ATTENDED", USER, occasion, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    ["I got nervous during the match.", "I get nervous during matches on Sundays.", "Did you cry during the wedding?"],
)
def test_an_occasion_during_with_no_time_in_the_present_or_asked_is_not_attended(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "ATTENDED"]


@pytest.mark.parametrize(
    ("text", "deed", "when"),
    [
        ("I'm looking forward to hiking the ridge trail next week.", "hike the ridge trail", "next week"),
        ("Looking forward to trying a new curry recipe.", "try a new curry recipe", None),
        ("I look forward to visiting Lisbon.", "visit Lisbon", None),
        ("We're looking forward to repainting the garage this weekend.", "repaint the garage", "this weekend"),
    ],
)
def test_an_activity_looked_forward_to_is_planned(tier2: Extractor, text: str, deed: str, when: str | None) -> None:
    assert ("PLANS", USER, deed, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I was looking forward to visiting Lisbon.",
        "I looked forward to visiting Lisbon.",
        "I'm not looking forward to cleaning the garage.",
        "Are you looking forward to visiting Lisbon?",
    ],
)
def test_an_activity_looked_forward_to_once_denied_or_asked_about_is_no_plan(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"PLANS", "DID"}]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I ran my first 5k.", "run my first 5k"),
        ("I ran a 10k last weekend.", "run a 10k"),
        ("I enrolled in a coding bootcamp.", "enroll in a coding bootcamp"),
        ("I registered for a half marathon.", "register for a half marathon"),
        ("I got a tattoo.", "get a tattoo"),
    ],
)
def test_races_by_length_signing_up_and_tattoos_are_deeds(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I registered my car.",
        "We enrolled our son in swim lessons.",
        "I signed my daughter up for a ballet class.",
        "I signed her up for swim lessons.",
    ],
)
def test_a_thing_registered_or_someone_else_put_in_a_class_is_no_deed_or_class_of_the_speakers(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "ATTENDED"}]


@pytest.mark.parametrize(
    ("text", "kind", "deed"),
    [
        ("I've always dreamed of visiting Iceland.", "WANTS", "visit Iceland"),
        ("I dream of visiting Patagonia.", "WANTS", "visit Patagonia"),
        ("I wish I could travel more.", "WANTS", "traveling"),
        ("I really wish I could learn to play the cello.", "WANTS", "learn to play the cello"),
        ("I'm determined to finish my novel this year.", "PLANS", "finish my novel"),
    ],
)
def test_a_deed_dreamt_of_wished_for_or_set_on_is_wanted_or_planned(
    tier2: Extractor, text: str, kind: str, deed: str
) -> None:
    assert (kind, USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I dreamed of visiting Iceland last night.",
        "I don't dream of visiting Iceland.",
        "I wish I could have gone with them.",
        "I wish you could come to the party.",
        "I wished I could visit Japan.",
        "I was determined to win the race.",
    ],
)
def test_a_dream_had_asleep_a_regret_someone_elses_deed_or_a_past_resolve_is_no_wish_or_plan(
    tier2: Extractor, text: str
) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"WANTS", "PLANS"}]


@pytest.mark.parametrize(
    ("text", "deed", "when"),
    [
        ("I try to meditate every morning.", "meditating", "every morning"),
        ("I usually try to swim on weekends.", "swimming", "on weekends"),
    ],
)
def test_a_habit_one_tries_to_keep_up_is_done(tier2: Extractor, text: str, deed: str, when: str) -> None:
    assert ("DID", USER, deed, when) in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    ["I try to read before bed.", "I tried to meditate yesterday.", "I don't try to run every day."],
)
def test_trying_with_no_word_of_habit_once_or_denied_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]


@pytest.mark.parametrize(
    ("text", "kind", "outing"),
    [
        ("Here's a snapshot from our last class.", "ATTENDED", "class"),
        ("This was our most recent trip.", "DID", "trip"),
        ("Here's a photo from my first marathon.", "ATTENDED", "first marathon"),
    ],
)
def test_which_of_ones_outings_was_the_latest_is_no_part_of_it(
    tier2: Extractor, text: str, kind: str, outing: str
) -> None:
    assert (kind, USER, outing) in facts(tier2.extract(text))


def test_a_theme_praised_in_something_shown_is_no_liking_of_its_modifiers(tier2: Extractor) -> None:
    assert of_type(tier2.extract("That's stunning! I love the self-love and healing theme."), "LIKES") == set()


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("Our group, 'Kind Hearts Collective', meets every week.", "Kind Hearts Collective"),
        ("Our running club, the Riverside Runners, meets every Sunday.", "Riverside Runners"),
        ("My band, The Night Owls, played a gig last week.", "Night Owls"),
    ],
)
def test_a_group_of_ones_own_named_between_commas_is_one_belonged_to(tier2: Extractor, text: str, group: str) -> None:
    assert ("MEMBER_OF", USER, group) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "My old band, The Night Owls, broke up.",
        "My team, the Hawks, won the league.",
        "My club, Arsenal, lost again.",
        "Is your club, the Riverside Runners, any good?",
        "Our group, 'kind hearts', meets weekly.",
    ],
)
def test_a_group_left_a_team_or_club_one_may_only_follow_asked_or_unnamed_is_no_membership(
    tier2: Extractor, text: str
) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == set()


@pytest.mark.parametrize(
    ("text", "kind", "deed"),
    [
        ("We're pumped for the playoff game on Saturday.", "PLANS", "playoff game"),
        ("I kept on sketching all afternoon.", "DID", "sketching"),
    ],
)
def test_a_game_of_a_named_kind_is_an_occasion_and_a_stretch_of_time_no_object(
    tier2: Extractor, text: str, kind: str, deed: str
) -> None:
    assert (kind, USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I'm excited for the game.", "I spent the day writing my plans down.", "I'm pumped for the big game."]
)
def test_a_bare_game_or_a_pastime_about_something_vague_is_nothing(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] in {"PLANS", "DID"}]


@pytest.mark.parametrize(
    ("text", "club"),
    [
        ("I cycle on Saturdays with my cycling club.", "cycling club"),
        ("My running club meets on Thursdays.", "running club"),
    ],
)
def test_a_club_of_a_pastime_the_parse_reads_as_a_modifier_is_still_ones_own(
    tier2: Extractor, text: str, club: str
) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == {(USER, club, False, False)}


@pytest.mark.parametrize(
    "text", ["My rising band is great.", "I quit my running club.", "My old running club disbanded."]
)
def test_a_modifier_that_is_no_pastime_or_a_club_left_is_no_membership(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == set()


@pytest.mark.parametrize(
    ("text", "deed"),
    [("I got a book deal!", "get a book deal"), ("I've gotten an endorsement deal.", "get an endorsement deal")],
)
def test_a_deal_of_a_named_kind_got_is_a_deed_without_its_partner(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in facts(tier2.extract(text))


@pytest.mark.parametrize("text", ["I got a good deal.", "I got a great deal on a couch.", "Did you get a book deal?"])
def test_a_bargain_or_a_deal_asked_about_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in facts(tier2.extract(text)) if fact[0] == "DID"]
