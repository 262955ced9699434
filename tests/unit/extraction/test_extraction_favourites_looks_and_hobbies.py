"""Issue 16, round 96: what chat says in passing about what one likes and has.

A favourite named after a greeting and its name ("Hey Sam, my favorite snack is this lemon bar") or of a hyphenated
kind ("my favorite nut-free snack"), things had for someone told with a plural possessive ("plenty of kids' books"),
a look taken at something liked ("I like to take a look at the stars"), and a hobby whose kind the small model split
("my fantasy reading hobby", "my woodworking hobby"): each gave nothing, or the kind of favourite in place of it.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Hey Sam, my favorite non-dairy treat is this amazing chocolate tart.", "chocolate tart"),
        ("Hey Sam, my favorite gluten-free snack is this lemon bar.", "lemon bar"),
        ("My favorite nut-free snack is a granola bar.", "granola bar"),
        ("My favorite sci-fi show is The Expanse.", "The Expanse"),
        ("My favorite book is this old copy of Dune.", "old copy of Dune"),
    ],
)
def test_a_favourite_after_a_greeting_or_of_a_hyphenated_kind_is_the_thing_named(
    tier2: Extractor, text: str, liked: str
) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize(
    "text", ["My favorite snack is this.", "My favorite is this one.", "My favorite snack is this one."]
)
def test_a_favourite_that_only_points_at_what_was_shown_names_nothing(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == set()


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("I have plenty of kids' books.", "kids' books"),
        ("I have lots of children's books.", "children's books"),
        ("I have a ton of kids' books- picture books, comics, all of that.", "kids' books"),
    ],
)
def test_things_had_for_someone_keep_whom_they_are_for(tier2: Extractor, text: str, owned: str) -> None:
    assert of_type(tier2.extract(text), "OWNS") == {(USER, owned, False, False)}


def test_what_a_plural_owns_is_not_the_plural_had(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I have a few dogs' beds in the garage."), "OWNS") == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I like to take a look at the stars.", "looking at the stars"),
        ("I love to just have a look at old maps- they calm me.", "looking at old maps"),
        ("I enjoy taking a look at old photos.", "looking at old photos"),
        ("I like to have a look at the sunset.", "looking at the sunset"),
    ],
)
def test_a_look_taken_at_something_is_liked_as_looking_at_it(tier2: Extractor, text: str, liked: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize("text", ["I took a look at the report.", "I'm going to take a look at your code."])
def test_a_look_taken_once_is_no_liking(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == set()


@pytest.mark.parametrize(
    ("text", "interest"),
    [
        ("I'm balancing my classes with my mystery reading hobby.", "mystery reading"),
        ("Finals are cutting into my fantasy reading hobby.", "fantasy reading"),
        ("My woodworking hobby is going well.", "woodworking"),
        ("My knitting hobby keeps me sane.", "knitting"),
    ],
)
def test_a_hobby_told_with_its_kind_is_an_interest(tier2: Extractor, text: str, interest: str) -> None:
    assert of_type(tier2.extract(text), "HAS_INTEREST") == {(USER, interest, False, False)}


def test_a_hobby_told_only_by_how_it_is_names_no_interest(tier2: Extractor) -> None:
    assert of_type(tier2.extract("My weird hobby is fun."), "HAS_INTEREST") == set()


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I'm proud of finishing my first marathon.", "finish my first marathon"),
        ("I'm halfway through writing my second novel.", "write my second novel"),
        ("I'm in the middle of renovating our kitchen.", "renovate our kitchen"),
    ],
)
def test_a_deed_one_is_proud_of_or_halfway_through_is_done(tier2: Extractor, text: str, done: str) -> None:
    assert of_type(tier2.extract(text), "DID") == {(USER, done, False, False)}


@pytest.mark.parametrize(
    "text",
    ["I'm proud of you for finishing the race.", "I'd be proud of running a marathon.", "I'm proud of not giving up."],
)
def test_pride_in_another_in_what_would_be_or_in_what_was_not_done_is_no_deed(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "DID") == set()


@pytest.mark.parametrize(
    ("text", "explored"),
    [
        ("I've been looking into jobs in the nursing field.", "nursing field"),
        ("Lately I've been looking into openings in the banking industry.", "banking industry"),
        ("I've been looking into adopting a dog.", "adopting a dog"),
        ("I'm looking into solar panels for the house.", "solar panels"),
    ],
)
def test_what_one_looks_into_is_the_field_of_its_openings_or_the_doing_itself(
    tier2: Extractor, text: str, explored: str
) -> None:
    assert of_type(tier2.extract(text), "HAS_INTEREST") == {(USER, explored, False, False)}


@pytest.mark.parametrize(
    ("text", "interest"), [("Gardening is special to me.", "gardening"), ("Jazz is dear to me.", "jazz")]
)
def test_a_pursuit_special_or_dear_to_one_is_an_interest(tier2: Extractor, text: str, interest: str) -> None:
    assert of_type(tier2.extract(text), "HAS_INTEREST") == {(USER, interest, False, False)}


@pytest.mark.parametrize(
    "text", ["Anna is special to me.", "This song is special to me.", "My grandma is very dear to me."]
)
def test_a_person_or_a_thing_shown_special_to_one_is_no_interest(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "HAS_INTEREST") == set()


def test_a_relative_clause_with_its_preposition_left_at_the_end_is_about_its_own_noun(tier2: Extractor) -> None:
    """ "apply to" is about the colleges: once it was read as "apply to want"."""
    assert of_type(tier2.extract("There are a few colleges I want to apply to."), "WANTS") == {
        (USER, "apply to a few colleges", False, False)
    }


def test_a_relative_clause_hung_on_an_earlier_noun_names_nothing_to_go_to(tier2: Extractor) -> None:
    wanted = of_type(tier2.extract("I'm proud of researching scholarships for colleges I want to apply to."), "WANTS")
    assert wanted == set()


@pytest.mark.parametrize(
    ("text", "liked", "disliked"),
    [
        ("I like pizza and hate sushi.", {"pizza"}, {"sushi"}),  # "hate" parsed as a noun before "sushi"
        ("I love jazz and hate country music.", {"jazz"}, {"country music"}),  # "country music" hung on "love"
        ("I love sushi but hate wasabi.", {"sushi"}, {"wasabi"}),
        ("I like coffee and hate tea.", {"coffee"}, {"tea"}),
    ],
)
def test_a_second_taste_joined_by_and_or_but_is_read_as_its_own(
    tier2: Extractor, text: str, liked: set[str], disliked: set[str]
) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "LIKES") == {(USER, thing, False, False) for thing in liked}
    assert of_type(extraction, "DISLIKES") == {(USER, thing, False, False) for thing in disliked}


def test_a_degree_wanted_keeps_its_possessive_as_written(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I want a master's in finance."), "WANTS") == {
        (USER, "master's in finance", False, False)
    }


@pytest.mark.parametrize("text", ["I'm playing a nurse in the school play.", "I played a doctor on TV."])
def test_a_part_acted_is_no_game_played(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "DID") == set()


def test_a_game_or_an_instrument_played_is_still_done(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I play chess with my dad."), "DID") == {(USER, "chess", False, False)}


@pytest.mark.parametrize(
    ("text", "children"),
    [
        ("I have two boys.", {"boys"}),
        ("We have a little girl.", {"girl"}),
        ("I have a boy and a girl.", {"boy", "girl"}),
    ],
)
def test_children_told_by_their_sex_where_one_has_them_are_family(
    tier2: Extractor, text: str, children: set[str]
) -> None:
    assert {r.object for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER"} == children


@pytest.mark.parametrize(
    "text",
    [
        "I have a girl I like.",
        "I have two girls coming over.",
        "The boys are playing outside.",
        "I have a boy and a dog.",
    ],
)
def test_a_boy_or_a_girl_not_told_as_ones_child_is_no_family(tier2: Extractor, text: str) -> None:
    assert [r for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER"] == []


@pytest.mark.parametrize(
    ("text", "role", "employer"),
    [
        ("I'm the head of marketing at Shopify.", "head of marketing", "Shopify"),
        ("I'm the director of sales at Acme.", "director of sales", "Acme"),
    ],
)
def test_a_title_of_a_field_keeps_it_and_its_employer(tier2: Extractor, text: str, role: str, employer: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "HAS_ROLE") == {(USER, role, False, False)}
    assert of_type(extraction, "WORKS_AT") == {(USER, employer, False, False)}


def test_a_title_of_a_business_or_a_group_is_the_title_alone(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I'm the manager of a small bakery."), "HAS_ROLE") == {(USER, "manager", False, False)}


@pytest.mark.parametrize(
    "text", ["I like the way you think.", "I love the way you explain things.", "I love the way my mom cooks."]
)
def test_a_manner_praised_is_no_thing_liked(tier2: Extractor, text: str) -> None:
    assert [r for r in tier2.extract(text).relations if r.edge_type in {"LIKES", "DISLIKES"}] == []


@pytest.mark.parametrize(
    ("text", "edge_type", "kind"),
    [
        ("I can't stand people who chew loudly.", "DISLIKES", "people who chew loudly"),
        ("I hate drivers who don't signal.", "DISLIKES", "drivers who don't signal"),
        ("I hate people who litter, honestly.", "DISLIKES", "people who litter"),
        ("I love people who read.", "LIKES", "people who read"),
    ],
)
def test_people_told_by_what_they_do_keep_the_clause(tier2: Extractor, text: str, edge_type: str, kind: str) -> None:
    assert of_type(tier2.extract(text), edge_type) == {(USER, kind, False, False)}


@pytest.mark.parametrize("text", ["I report to the VP of sales.", "I report to the CTO."])
def test_a_title_written_in_capitals_is_no_managers_name(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "HAS_MANAGER") == set()


def test_a_manager_named_beside_the_title_is_still_read(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I report to Sam, the VP of sales."), "HAS_MANAGER") == {(USER, "Sam", False, False)}


@pytest.mark.parametrize(
    ("text", "employer", "ended"),
    [("I'm interning at NASA this summer.", "NASA", False), ("I interned at Google in college.", "Google", True)],
)
def test_an_internship_is_work_at_its_employer(tier2: Extractor, text: str, employer: str, ended: bool) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == {(USER, employer, ended, ended)}


@pytest.mark.parametrize(
    ("text", "home"),
    [("We closed on our first house yesterday.", "first house"), ("We just closed on a condo.", "condo")],
)
def test_a_home_whose_sale_closed_is_newly_owned(tier2: Extractor, text: str, home: str) -> None:
    assert of_type(tier2.extract(text), "OWNS") == {(USER, home, False, True)}


@pytest.mark.parametrize("text", ["The store closed on a Sunday.", "We haven't closed on the house yet."])
def test_a_close_that_is_no_sale_of_ones_home_owns_nothing(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "OWNS") == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I'm obsessed with this new show, Severance.", "Severance"),
        ("I'm hooked on this game, Stardew Valley.", "Stardew Valley"),
    ],
)
def test_a_thing_one_is_taken_with_is_the_name_set_beside_its_kind(tier2: Extractor, text: str, liked: str) -> None:
    assert of_type(tier2.extract(text), "LIKES") == {(USER, liked, False, False)}


@pytest.mark.parametrize(
    ("text", "group"),
    [("I quit my book club.", "book club"), ("I left my running club.", "running club"), ("I quit my choir.", "choir")],
)
def test_a_group_of_ones_own_left_is_a_membership_ended(tier2: Extractor, text: str, group: str) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == {(USER, group, True, True)}


@pytest.mark.parametrize(
    "text", ["I might quit my book club.", "I didn't leave my running club.", "I'm going to quit my book club."]
)
def test_a_group_not_left_yet_keeps_nothing_ended(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "MEMBER_OF") == set()


def test_a_group_left_is_no_habit_quit(tier2: Extractor) -> None:
    """Leaving a group ends the membership (kg/extraction/membership.py); it is no "quit smoking"."""
    relations = tier2.extract("I quit my poker club last spring.").relations
    assert [(r.edge_type, r.object, r.negated, r.change) for r in relations] == [
        ("MEMBER_OF", "poker club", True, True)
    ]


@pytest.mark.parametrize(
    "text", ["Maybe I'll learn French.", "Perhaps I'll visit Rome next year.", "Maybe we'll go camping this weekend."]
)
def test_a_future_hedged_before_its_subject_is_no_plan(tier2: Extractor, text: str) -> None:
    """As "I might learn French" is none: only possible."""
    assert of_type(tier2.extract(text), "PLANS") == set()


def test_a_deed_done_keeps_its_hedge_out_of_it(tier2: Extractor) -> None:
    assert of_type(tier2.extract("Maybe I went hiking too much last week."), "DID") == {(USER, "hiking", False, False)}
