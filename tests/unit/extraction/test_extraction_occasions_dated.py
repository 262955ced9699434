"""Issue 16, sixty-ninth round: the speaker's own occasion told by its date ("My interview is on Monday", "our
wedding is in June", "my surgery is scheduled for March 3") is a plan, with the time said; told in the past ("my
exam was yesterday") it was had. Someone else's or anyone's occasion, one with no day said, a date denied or asked
is none. Getting married or engaged is an event had, or a plan while it is "getting" (tier 2)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import only


@pytest.mark.parametrize(
    ("text", "occasion", "when"),
    [
        ("My dentist appointment is on the 19th.", "dentist appointment", "on the 19th"),
        ("My interview is on Monday.", "interview", "on Monday"),
        ("Our wedding is in June.", "wedding", "in June"),
        ("My recital is next week.", "recital", "next week"),
        ("My surgery is scheduled for March 3rd.", "surgery", "March 3rd"),
        ("My trip to Rome is in two weeks.", "trip to Rome", "in two weeks"),
        ("My birthday is on March 3.", "birthday", "on March 3"),
        ("Our anniversary is June 5.", "anniversary", "June 5"),
        ("My class starts next week.", "class", "next week"),
        ("My flight is on Friday.", "flight", "on Friday"),  # seventieth round: a flight is one's own journey
        ("My thesis defense is scheduled for June 2027.", "thesis defense", "June 2027"),
    ],
)
def test_an_own_occasion_told_by_its_date_is_a_plan(tier2: Extractor, text: str, occasion: str, when: str) -> None:
    plan = only(tier2.extract(text), "PLANS")
    assert (plan.subject, plan.object, plan.negated, plan.time_text) == (USER, occasion, False, when)


@pytest.mark.parametrize(
    ("text", "kind", "occasion"),
    [
        ("My exam was yesterday.", "DID", "exam"),
        ("Our vacation was last month.", "DID", "vacation"),
        ("My class started last week.", "ATTENDED", "class"),
    ],
)
def test_an_own_occasion_dated_in_the_past_was_had(tier2: Extractor, text: str, kind: str, occasion: str) -> None:
    assert only(tier2.extract(text), kind).object == occasion


@pytest.mark.parametrize(
    "text",
    [
        "The bake sale is this Saturday.",
        "Her wedding is in May.",
        "My interview is at noon.",
        "My interview is important.",
        "Is my appointment on Monday?",
        "My appointment isn't on Monday.",
        "My birthday was great.",
        "The show starts at 8.",
    ],
)
def test_no_own_occasion_dated_is_no_plan(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type in {"PLANS", "DID", "ATTENDED"}], text


@pytest.mark.parametrize(
    ("text", "kind", "event"),
    [
        ("I got married last year.", "DID", "get married"),
        ("We got engaged in Paris.", "DID", "get engaged"),
        ("I'm getting married in June.", "PLANS", "get married"),
        ("I'm getting married!", "PLANS", "get married"),
    ],
)
def test_getting_married_or_engaged_is_an_event_or_a_plan(tier2: Extractor, text: str, kind: str, event: str) -> None:
    union = only(tier2.extract(text), kind)
    assert (union.subject, union.object, union.negated) == (USER, event, False)


@pytest.mark.parametrize(
    "text", ["We're engaged!", "I was married for ten years.", "I want to get married.", "I didn't get married."]
)
def test_being_married_wanting_to_or_denying_it_is_no_event(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type in {"DID", "PLANS"} and not r.negated], text


@pytest.mark.parametrize(
    ("text", "occasion", "when"),
    [
        # Seventieth round: a count of weeks or days after the occasion says when, not how good a time it was.
        ("I have a dentist appointment in two weeks.", "have a dentist appointment", "in two weeks"),
        ("I have an interview in three days.", "have an interview", "in three days"),
    ],
)
def test_an_occasion_had_in_a_count_of_days_or_weeks_is_a_plan(
    tier2: Extractor, text: str, occasion: str, when: str
) -> None:
    plan = only(tier2.extract(text), "PLANS")
    assert (plan.subject, plan.object, plan.time_text) == (USER, occasion, when)


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I got a paper accepted at the conference!", "get a paper accepted"),
        ("We got the roof repaired last week.", "get the roof repaired"),
    ],
)
def test_what_was_got_done_to_a_thing_is_the_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert only(tier2.extract(text), "DID").object == deed


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("We're driving to my parents' cabin in Vermont for the long weekend.", "drive to my parents' cabin"),
        ("We're going camping for the weekend.", "camping"),
    ],
)
def test_a_present_progressive_for_the_weekend_is_a_plan(tier2: Extractor, text: str, plan: str) -> None:
    assert only(tier2.extract(text), "PLANS").object == plan


@pytest.mark.parametrize(
    ("text", "subject", "occasion"),
    [
        ("Kenji's birthday is on the 14th.", "Kenji", "birthday"),
        ("My mom's birthday is June 5.", "my mom", "birthday"),
        ("Emma's recital is on Friday.", "Emma", "recital"),
        ("My mom's surgery is on Monday.", "my mom", "surgery"),
    ],
)
def test_a_named_persons_or_relatives_occasion_told_by_its_date_is_theirs(
    tier2: Extractor, text: str, subject: str, occasion: str
) -> None:
    plan = only(tier2.extract(text), "PLANS")
    assert (plan.subject, plan.object) == (subject, occasion)


@pytest.mark.parametrize(
    "text", ["Her wedding is in May.", "Apple's launch event is on Monday.", "The team's party is on Friday."]
)
def test_an_occasion_of_no_one_named_is_nobodys_plan(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "PLANS"]


@pytest.mark.parametrize("text", ["We got a puppy called Toby.", "I got a kitten named Sprout.", "I got the job done."])
def test_a_name_given_or_a_job_done_is_no_deed_of_getting(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "DID"]


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("We're getting a dog next month.", "get a dog"),
        ("I'm going to get a puppy.", "get a puppy"),
        ("I'll get a new car next year.", "get a new car"),
    ],
)
def test_a_pet_or_car_still_to_be_got_is_a_plan(tier2: Extractor, text: str, plan: str) -> None:
    extraction = tier2.extract(text)
    assert only(extraction, "PLANS").object == plan
    assert not [r for r in extraction.relations if r.edge_type == "OWNS"]  # not had yet


@pytest.mark.parametrize(
    ("text", "person", "when"),
    [
        ("Jake's birthday is March 3.", "Jake", "March 3"),  # round 80: the NER takes "Jake" here for a company
        ("Sarah's birthday is next Friday.", "Sarah", "next Friday"),
    ],
)
def test_a_named_persons_birthday_is_theirs_whatever_the_ner_took_them_for(
    tier2: Extractor, text: str, person: str, when: str
) -> None:
    plan = only(tier2.extract(text), "PLANS")
    assert (plan.subject, plan.object, plan.time_text) == (person, "birthday", when)


def test_a_companys_event_is_no_ones_plan(tier2: Extractor) -> None:
    assert not [r for r in tier2.extract("Apple's launch event is on Monday.").relations if r.edge_type == "PLANS"]
