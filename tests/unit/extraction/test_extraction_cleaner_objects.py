"""Issue 16, fifth round (tier 2): wrong or ugly facts fixed. A part-time job is no good time had at a place; a
person a thing was made for is no part of what was made; words that only praise are left out of objects; a project
keeps the case it was written in; a plan told over two sentences of a turn, the time in the other one; a business yet
to be founded is not owned; an unnamed company liked names no company."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.assemble import without_praise
from tests.unit.extraction.facts import facts, named_facts, only


@pytest.mark.parametrize(
    "text",
    [
        "I have a part-time job at a bakery.",
        "I had a full-time job at the hospital for years.",
    ],
)
def test_a_job_at_a_place_is_no_outing_there(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "ATTENDED" for fact in facts(tier2.extract(text))), text


def test_a_good_time_at_a_place_still_is(tier2: Extractor) -> None:
    assert facts(tier2.extract("We had a great time at the festival.")) == {("ATTENDED", USER, "festival")}


@pytest.mark.parametrize(
    ("text", "made"),
    [
        ("I baked my sister a cake.", "bake a cake"),
        ("I baked my mom a pie.", "bake a pie"),
        ("I bought my son a bike.", "buy a bike"),
        ("I knitted my nephew a scarf.", "knit a scarf"),
    ],
)
def test_whom_a_thing_was_made_for_is_no_part_of_it(tier2: Extractor, text: str, made: str) -> None:
    assert named_facts(tier2.extract(text)) == {("DID", USER, made)}


def test_a_time_after_a_person_is_no_thing_made(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I called my mom yesterday.")) == set()
    assert named_facts(tier2.extract("I visited my grandma last week.")) == {("DID", USER, "visit my grandma")}


def test_an_aside_after_a_dash_is_no_thing_made(tier2: Extractor) -> None:
    """Round 72: before, "visit a nice trip": the aside was read as what was given to the aunt."""
    told = named_facts(tier2.extract("I visited my aunt last month - such a nice trip."))
    assert told == {("DID", USER, "visit my aunt")}


@pytest.mark.parametrize(
    ("phrase", "plain"),
    [
        ("amazing banana split", "banana split"),
        ("read a really awesome book", "read a book"),
        ("have an amazing and emotional wedding ceremony", "have an emotional wedding ceremony"),
        ("an awesome apple pie", "an apple pie"),
        ("the most delicious tacos", "the tacos"),
        ("a great book", "a book"),  # forty-sixth round: "great" praises, but for the kinds it names
    ],
)
def test_words_that_only_praise_are_left_out(phrase: str, plain: str) -> None:
    assert without_praise(phrase) == plain


@pytest.mark.parametrize(
    "phrase",
    ["amazing", "great aunt", "a great white shark", "cool weather", "epic fantasy", "Amazing Grace", "awesome"],
)
def test_words_that_may_say_what_kind_it_is_stay(phrase: str) -> None:
    assert without_praise(phrase) == phrase


def test_a_liked_thing_praised_is_the_thing(tier2: Extractor) -> None:
    extraction = tier2.extract("My favorite dessert is the amazing banana split.")
    assert only(extraction, "LIKES").object == "banana split"


def test_a_project_keeps_its_case(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm working on a new screenplay.")) == {("WORKS_ON", USER, "new screenplay")}
    assert facts(tier2.extract("I'm working on Project Apollo.")) == {("WORKS_ON", USER, "Project Apollo")}


@pytest.mark.parametrize(
    ("text", "plan", "when"),
    [
        (
            "I'm cycling with some friends this weekend. We're trying out a new route.",
            "try out a new route",
            "this weekend",
        ),
        ("We're hosting a barbecue for the neighbors. It's on Saturday!", "host a barbecue", "on Saturday"),
        ("I'm baking a cake. It's tomorrow.", "bake a cake", "tomorrow"),
    ],
)
def test_a_plan_may_have_its_time_in_the_next_or_last_sentence(
    tier2: Extractor, text: str, plan: str, when: str
) -> None:
    relations = [r for r in tier2.extract(text).relations if r.object == plan]
    assert [(r.edge_type, r.time_text) for r in relations] == [("PLANS", when)]


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I'm painting the fence. It's sunny today.", "paint the fence"),
        ("I'm baking cookies. It was last week.", "bake cookies"),
        ("I went cycling last weekend. We're trying out a new route.", "try out a new route"),
        ("My sister is visiting this weekend. We're baking cookies.", "bake cookies"),
    ],
)
def test_a_time_past_or_someone_elses_plan_beside_makes_no_plan(tier2: Extractor, text: str, done: str) -> None:
    assert ("DID", USER, done) in facts(tier2.extract(text))
    assert not any(fact[0] == "PLANS" for fact in facts(tier2.extract(text)) if fact[2] == done)


@pytest.mark.parametrize(
    "text",
    [
        "I'm gonna take a crack at opening my own bakery.",
        "I want to open my own bakery.",
        "I'm thinking of starting my own business.",
    ],
)
def test_a_business_yet_to_be_founded_is_not_owned(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "OWNS" for fact in facts(tier2.extract(text))), text


@pytest.mark.parametrize(
    "text",
    [
        "I started my own business last year.",
        "I've opened my own cafe.",
        "Starting my own store has been scary but rewarding.",  # told as an experience had
    ],
)
def test_a_business_founded_is_owned(tier2: Extractor, text: str) -> None:
    assert any(fact[0] == "OWNS" for fact in facts(tier2.extract(text))), text


def test_an_unnamed_company_liked_names_no_company(tier2: Extractor) -> None:
    # No liking and no employer; the job found is a deed since round 85 (its employer is not named)
    assert facts(tier2.extract("I think I found a job at a design firm I like.")) == {("DID", USER, "find a job")}
    # Finding is an activity since round nine: the noun a relative clause hangs on is what was found.
    assert facts(tier2.extract("I love a jazz album I found.")) == {
        ("LIKES", USER, "jazz album"),
        ("DID", USER, "find a jazz album"),
    }


def test_a_thing_made_for_someone_read_as_a_clause_is_still_what_was_made(tier2: Extractor) -> None:
    """ "I made my cousin a scarf" may come out as making the cousin into a scarf."""
    assert ("DID", USER, "make a scarf") in facts(tier2.extract("I made my cousin a scarf."))
    assert facts(tier2.extract("That goal made my team champions.")) == set()
