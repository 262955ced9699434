"""Issue 16, fiftieth round (tier 2): an aim told by a gerund, a team called one's own by a plural name the small
model tags a common noun, and a place gone to told in a relative clause. "Opening a bakery is my dream" and "my
biggest goal is opening a bakery" are WANTS "open a bakery", as "my dream is to open a bakery" is ("my plan" a
plan), and never a deed: someone else's, past, denied or asked, they give nothing. "The Bears are my team for
sure" is LIKES "Bears", as "The Bulls are my team" is. "It's a pottery studio I go to often", "That's the gym I go to
every morning" and "It's the church I used to go to" give what "I go to a pottery studio" gives: a time or "often"
after the stranded "to" is no place."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "aim"),
    [
        ("Opening a bakery is my dream.", "open a bakery"),
        ("Winning a gold medal is my number one goal.", "win a gold medal"),
        ("Becoming a nurse has always been my dream.", "become a nurse"),
        ("Visiting Japan is my ultimate dream.", "visit Japan"),
        ("My biggest goal is opening a bakery.", "open a bakery"),
        ("My main goal is finishing my degree.", "finish my degree"),
        ("My dream has always been opening a bakery.", "open a bakery"),
    ],
)
def test_an_aim_told_by_a_gerund_is_wanted_as_the_infinitive_gives_it(tier2: Extractor, text: str, aim: str) -> None:
    assert facts(tier2.extract(text)) == {("WANTS", USER, aim)}


def test_an_aim_told_by_a_gerund_is_the_same_as_told_with_to(tier2: Extractor) -> None:
    told_with_to = facts(tier2.extract("My dream is to open a bakery."))
    assert facts(tier2.extract("Opening a bakery is my dream.")) == told_with_to


def test_a_plan_told_by_a_gerund_is_a_plan(tier2: Extractor) -> None:
    assert facts(tier2.extract("Visiting Rome is my plan for May.")) == {("PLANS", USER, "visit Rome")}


@pytest.mark.parametrize(
    "text",
    [
        "Becoming a nurse was never my dream.",
        "Winning was my goal last night.",
        "Opening a bakery was my dream back then.",
        "Her dream is opening a bakery.",
        "Opening a bakery is his dream.",
        "My goal isn't opening a bakery.",
        "Opening a bakery isn't my goal.",
        "Is opening a bakery your dream?",
        "My goal is clear.",
        "My dream is coming true.",
    ],
)
def test_an_aim_of_someone_else_past_denied_asked_or_with_no_deed_gives_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_an_aim_told_by_a_gerund_is_never_a_deed(tier2: Extractor) -> None:
    for text in ("Becoming a nurse has always been my dream.", "Becoming a nurse was never my dream."):
        assert not any(relation.edge_type == "DID" for relation in tier2.extract(text).relations)


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("The Bears are my team for sure.", "Bears"),
        ("The Sharks are definitely my team.", "Sharks"),
        ("The Bears have always been my team.", "Bears"),
    ],
)
def test_a_team_called_ones_own_by_a_plural_name_is_liked(tier2: Extractor, text: str, team: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, team)}


@pytest.mark.parametrize(
    "text",
    [
        "The Bears are not my team.",
        "Are the Bears your team?",
        "The Bears are my team's rivals.",
        "These Guys are my team.",
        "the bears are my team",
        "The Bears are my brother's team.",
    ],
)
def test_a_plural_team_denied_asked_anothers_or_no_name_is_not_liked(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("It's a pottery studio I go to often.", "pottery studio"),
        ("That's the gym I go to every morning.", "gym"),
        ("This is the church we go to on Sundays.", "church"),
        ("It's a dance studio I go to every Tuesday.", "dance studio"),
        ("It's a park I go to a lot.", "park"),
        ("There's a bookstore I go to downtown.", "bookstore"),
        ("It's the church I used to go to.", "church"),
        ("It's the school I went to.", "school"),
    ],
)
def test_a_place_gone_to_told_in_a_relative_clause_is_attended(tier2: Extractor, text: str, place: str) -> None:
    assert facts(tier2.extract(text)) == {("ATTENDED", USER, place)}


def test_a_place_told_in_a_relative_clause_reads_as_the_plain_form(tier2: Extractor) -> None:
    assert facts(tier2.extract("It's a pottery studio I go to often.")) == facts(
        tier2.extract("I go to a pottery studio every week.")
    )


def test_a_place_wished_for_in_a_relative_clause_is_wanted(tier2: Extractor) -> None:
    assert facts(tier2.extract("It's a museum I want to go to.")) == {("WANTS", USER, "museum")}


@pytest.mark.parametrize(
    "text",
    ["That's a place I'd never go to.", "Is that the gym you go to?", "That's the gym you go to."],
)
def test_a_place_never_gone_to_asked_or_the_listeners_is_not_attended(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_a_place_a_relative_goes_to_is_no_place_of_the_speakers(tier2: Extractor) -> None:
    assert not any(
        relation.edge_type == "ATTENDED" and relation.subject == USER
        for relation in tier2.extract("It's a gym my sister goes to.").relations
    )
