"""Activities and events (DID, ATTENDED, PLANS), how people say where they work, and objects that are things."""

from __future__ import annotations

import pytest

from kg.extraction import EVENT, USER, Extractor
from tests.unit.extraction.facts import facts, of_type, only


def test_a_practice_is_something_the_user_does(extractor: Extractor) -> None:
    relation = only(extractor.extract("I'm doing kickboxing."), "DID")
    assert (relation.subject, relation.object, relation.object_kind) == (USER, "kickboxing", EVENT)


def test_going_to_an_event_is_attending_it_with_its_time_words(extractor: Extractor) -> None:
    relation = only(extractor.extract("I went to a support group yesterday."), "ATTENDED")
    assert (relation.object, relation.time_text) == ("support group", "yesterday")


def test_an_activity_done_keeps_the_verb_with_its_object(extractor: Extractor) -> None:
    relation = only(extractor.extract("I painted a sunset last week."), "DID")
    assert (relation.object, relation.time_text) == ("paint a sunset", "last week")
    assert facts(extractor.extract("We adopted a puppy.")) == {("DID", USER, "adopt a puppy")}


def test_going_somewhere_later_is_a_plan(extractor: Extractor) -> None:
    relation = only(extractor.extract("I'm going to Paris next month."), "PLANS")
    assert (relation.object, relation.time_text) == ("Paris", "next month")
    assert ("PLANS", USER, "start pottery") in facts(extractor.extract("I plan to start pottery."))


def test_a_pastime_planned_with_no_object_is_one_plan_named_as_a_gerund(extractor: Extractor) -> None:
    # Tier 1 named it by the verb ("travel") where the parse names it by the gerund: tier 2 gave both (round 84).
    assert facts(extractor.extract("I'm going to travel next month.")) == {("PLANS", USER, "traveling")}
    assert facts(extractor.extract("I plan to bake this weekend.")) == {("PLANS", USER, "baking")}


def test_an_event_says_who_it_was_with(tier2: Extractor) -> None:
    relation = only(tier2.extract("I baked cookies with my daughter."), "DID")
    assert relation.with_whom == ("my daughter",)


def test_questions_and_maybes_are_no_events(extractor: Extractor) -> None:
    for text in ("Did you go to the concert?", "Maybe we can go to the park!", "I went to bed early."):
        assert extractor.extract(text).relations == (), text


def test_a_wish_is_no_event_done_or_planned(extractor: Extractor) -> None:
    """A wish held now is WANTS at tier 2 (test_extraction_wishes), never DID or PLANS."""
    for text in ("I want to learn to surf.", "I'd love to go to Peru."):
        assert {r.edge_type for r in extractor.extract(text).relations} <= {"WANTS"}, text


def test_a_coordinated_subject_gives_each_person_the_fact(extractor: Extractor) -> None:
    assert facts(extractor.extract("Alice and Bob both work at Acme.")) == {
        ("WORKS_AT", "Alice", "Acme"),
        ("WORKS_AT", "Bob", "Acme"),
    }
    assert ("ATTENDED", USER, "yoga retreat") in facts(extractor.extract("My sister and I went to a yoga retreat."))


def test_new_job_wording_gives_a_changed_employer(extractor: Extractor) -> None:
    for text in (
        "I just started a new job at Globex.",
        "I started a new job at Globex.",
        "I got a new job at Globex.",
        "My new employer is Globex.",
        "I just started at Globex.",
    ):
        relation = only(extractor.extract(text), "WORKS_AT")
        assert (relation.object, relation.negated, relation.change) == ("Globex", False, True), text


def test_objects_are_noun_phrases_never_a_bare_verb_adverb_or_pronoun(extractor: Extractor) -> None:
    for text in ("I love being outdoors.", "I love it so much.", "I love creating.", "I like that a lot."):
        assert extractor.extract(text).relations == (), text
    assert facts(extractor.extract("I love spending time with my family.")) <= {
        ("LIKES", USER, "spending time with my family"),
        ("LIKES", USER, "spending time"),
    }


def test_an_interest_in_doing_something_is_an_interest_in_the_thing(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm passionate about improving healthcare and public transport.")) == {
        ("HAS_INTEREST", USER, "healthcare"),
        ("HAS_INTEREST", USER, "public transport"),
    }


def test_roles_memberships_and_belongings(extractor: Extractor) -> None:
    assert facts(extractor.extract("I work as a graphic designer.")) == {("HAS_ROLE", USER, "graphic designer")}
    assert facts(extractor.extract("I'm a member of the Sierra Club.")) == {("MEMBER_OF", USER, "Sierra Club")}
    assert facts(extractor.extract("I have a golden retriever.")) == {("OWNS", USER, "golden retriever")}
    assert extractor.extract("I have a question.").relations == ()


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I'm no longer running the intranet rewrite.", "run the intranet rewrite"),
        ("I no longer play tennis.", "tennis"),
    ],
)
def test_something_done_no_longer_is_denied_as_one_not_done(tier2: Extractor, text: str, thing: str) -> None:
    # "no longer": its "no" hangs on "longer", not on the verb, where "not" would
    assert of_type(tier2.extract(text), "DID") == {(USER, thing, True, False)}


def test_a_plan_with_its_time_is_no_deed_as_well(tier2: Extractor) -> None:
    # the text rules took the time into the object ("host a costume party two weekends") and called it done
    assert facts(tier2.extract("I'm hosting a costume party two weekends later.")) == {
        ("PLANS", USER, "host a costume party")
    }


@pytest.mark.parametrize(
    ("text", "plan", "when"),
    [
        ("We're flying to Rome on May 2.", "fly to Rome", "on May 2"),
        ("We're visiting Nadia in Toronto from April 10 to April 14.", "visit Nadia", "from April 10 to April 14"),
        ("We're hosting a party for Easter.", "host a party", "for Easter"),  # an occasion the NER calls a place
        ("I have a dentist appointment on the 19th.", "have a dentist appointment", "on the 19th"),
    ],
)
def test_the_present_progressive_with_a_day_named_is_a_plan(tier2: Extractor, text: str, plan: str, when: str) -> None:
    relation = only(tier2.extract(text), "PLANS")
    assert (relation.object, relation.time_text) == (plan, when)


@pytest.mark.parametrize(
    "text", ["I was painting the kitchen on Saturday.", "I've been painting the kitchen this weekend."]
)
def test_a_past_or_perfect_progressive_with_a_day_is_done(tier2: Extractor, text: str) -> None:
    assert only(tier2.extract(text), "DID").object == "paint the kitchen"


def test_an_appointment_every_few_months_is_no_plan(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I have a dentist appointment every 6 months."), "PLANS") == set()


@pytest.mark.parametrize(
    ("text", "visit"),
    [
        ("We went to Ravi's parents for Christmas.", "visit Ravi's parents"),
        ("I went to my sister's for the weekend.", "visit my sister"),
    ],
)
def test_going_to_people_is_visiting_them_not_attending_them(tier2: Extractor, text: str, visit: str) -> None:
    extraction = tier2.extract(text)
    assert only(extraction, "DID").object == visit
    assert of_type(extraction, "ATTENDED") == set()
    assert only(tier2.extract("I went to Tom's party."), "ATTENDED").object == "Tom's party"  # theirs, an occasion
