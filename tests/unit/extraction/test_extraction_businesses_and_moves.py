"""Issue 16, round 79: a business the speaker owns or runs, told by the verb ("I own a coffee shop in Austin" gave
nothing: only "my own bakery" was read); a home left, told by the move away from it ("I moved to New York from
Chicago" lost Chicago); a child born to the speaker's relative is theirs by the chain ("My sister just had a baby
boy named Theo" lost Theo, a nephew); and in lower-case chat, a noun after "my" is no one's name ("my family moved
to texas" gave a person "Family"). And what came out wrong in an invented user's turns: "I work at a Mexican
restaurant" gave the employer "Mexican", "I flew to Boston to visit my daughter" a deed of Boston's, and the purpose
of a trip to come a deed done."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type, only


@pytest.mark.parametrize(
    ("text", "business", "negated", "change"),
    [
        ("I own a coffee shop in Austin.", "coffee shop", False, False),
        ("We run a small bakery on Main Street.", "bakery", False, False),
        ("I opened a salon last year.", "salon", False, False),
        ("My wife and I started a bakery in 2015.", "bakery", False, False),
        ("We run our own gym.", "gym", False, False),
        ("I'm running a bakery now.", "bakery", False, True),
        ("I used to own a restaurant.", "restaurant", True, True),
    ],
)
def test_a_business_owned_or_run_by_the_speaker_is_theirs(
    tier2: Extractor, text: str, business: str, negated: bool, change: bool
) -> None:
    assert (USER, business, negated, change) in of_type(tier2.extract(text), "OWNS")


@pytest.mark.parametrize(
    "text",
    [
        "I run the store.",  # whose store, "the" does not say
        "He owns a bar.",  # whose, a pronoun cannot say
        "Do you own a business?",
        "I'm opening a bakery next month.",  # not founded yet
        "I want to own a bakery someday.",
        "I opened a bank account.",
        "I run a blog.",
    ],
)
def test_a_business_not_told_as_the_speakers_is_not_owned(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "OWNS")


@pytest.mark.parametrize(
    ("text", "holder", "left"),
    [
        ("I moved to New York from Chicago last year.", USER, "Chicago"),
        ("We moved here from Denver in 2019.", USER, "Denver"),
        ("Priya relocated from Austin to Seattle.", "Priya", "Austin"),
        ("We moved away from Ohio when I was ten.", USER, "Ohio"),
    ],
)
def test_a_home_moved_away_from_is_left(tier2: Extractor, text: str, holder: str, left: str) -> None:
    assert (holder, left, True, True) in of_type(tier2.extract(text), "LIVES_IN")


def test_the_new_home_of_a_move_stays_current(tier2: Extractor) -> None:
    homes = of_type(tier2.extract("I moved to New York from Chicago last year."), "LIVES_IN")
    assert homes == {(USER, "New York", False, True), (USER, "Chicago", True, True)}


@pytest.mark.parametrize(
    "text",
    [
        "I'm moving from Denver next month.",  # not left yet
        "Did you move from Ohio?",
        "I never moved from Ohio.",
        "I moved from sales to marketing.",
        "We moved away from the city.",
    ],
)
def test_no_home_left_without_a_move_done_from_a_named_place(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in of_type(tier2.extract(text), "LIVES_IN") if fact[2]}


@pytest.mark.parametrize("text", ["my family moved to texas", "my family moved from mexico when i was five"])
def test_a_noun_after_my_is_no_name_in_lowercase_chat(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in tier2.extract(text).relations if fact.subject == "Family"}


def test_a_name_after_a_relation_word_stays_a_name_in_lowercase_chat(tier2: Extractor) -> None:
    assert (USER, "Maya", False, False) in of_type(tier2.extract("my friend maya moved to london"), "FRIEND_OF")


@pytest.mark.parametrize(
    ("text", "child", "role", "unnamed"),
    [
        ("My sister just had a baby boy named Theo.", "Theo", "nephew", False),
        ("My son and his wife had a baby girl named Rose.", "Rose", "granddaughter", False),
        ("My sister had a baby girl last week.", "niece", "niece", True),
        ("My daughter gave birth to a boy.", "grandson", "grandson", True),
    ],
)
def test_a_child_born_to_a_relative_is_the_speakers_relative_by_the_chain(
    tier2: Extractor, text: str, child: str, role: str, unnamed: bool
) -> None:
    born = [r for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER" and r.qualifier == role]
    assert [(r.subject, r.object, r.change, r.unnamed) for r in born] == [(USER, child, True, unnamed)]


@pytest.mark.parametrize(
    "text",
    [
        "My sister had a baby.",  # a niece or a nephew: which, it does not say
        "My friend had a baby boy.",
        "My brother-in-law had a baby boy.",
        "Did my sister have a baby girl?",
    ],
)
def test_a_birth_no_chain_makes_plain_gives_no_new_relative(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER" and r.change]


def test_the_speakers_own_baby_is_still_their_child(tier2: Extractor) -> None:
    assert only(tier2.extract("We just had a baby girl named Lily."), "FAMILY_MEMBER").qualifier == "daughter"


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I paid off my student loans last month.", "pay off my student loans"),
        ("We finally paid off our mortgage.", "pay off our mortgage"),
    ],
)
def test_a_debt_paid_off_is_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert (USER, deed, False, False) in of_type(tier2.extract(text), "DID")


@pytest.mark.parametrize("text", ["I paid the bill.", "All that hard work paid off."])
def test_paying_alone_or_work_paying_off_is_no_deed(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "DID")


@pytest.mark.parametrize(
    "text",
    [
        "I work at a Mexican restaurant.",
        "Sam is a chef at a French restaurant.",
        "I'm a waiter at an Italian restaurant.",
    ],
)
def test_a_nationality_before_a_workplace_is_no_employer(extractor: Extractor, text: str) -> None:
    assert not of_type(extractor.extract(text), "WORKS_AT")


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I work at a Starbucks downtown.", "Starbucks"),
        ("I work at a Starbucks in Denver.", "Starbucks"),
        ("I work at a McDonald's.", "McDonald's"),
    ],
)
def test_a_name_after_a_stays_an_employer(extractor: Extractor, text: str, employer: str) -> None:
    assert (USER, employer, False, False) in of_type(extractor.extract(text), "WORKS_AT")


def test_a_brand_before_a_noun_stays_an_employer_with_a_parse(tier2: Extractor) -> None:
    assert (USER, "Apple", False, False) in of_type(tier2.extract("I work at an Apple store."), "WORKS_AT")


@pytest.mark.parametrize(
    "text", ["I flew to Boston to visit my daughter.", "I'm flying to Boston to visit my daughter next week."]
)
def test_a_place_before_an_infinitive_is_no_subject(extractor: Extractor, text: str) -> None:
    assert not [r for r in extractor.extract(text).relations if r.subject == "Boston"]


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("I'm flying to Boston to visit my daughter next week.", "visit my daughter"),
        ("I'm going to the store to buy milk.", "buy milk"),
    ],
)
def test_the_purpose_of_a_trip_to_come_is_a_plan(tier2: Extractor, text: str, plan: str) -> None:
    extraction = tier2.extract(text)
    assert (USER, plan, False, False) in of_type(extraction, "PLANS")
    assert not of_type(extraction, "DID")


def test_the_purpose_of_a_trip_made_is_a_deed(tier2: Extractor) -> None:
    extraction = tier2.extract("I flew to Boston to visit my daughter last week.")
    assert (USER, "visit my daughter", False, False) in of_type(extraction, "DID")
