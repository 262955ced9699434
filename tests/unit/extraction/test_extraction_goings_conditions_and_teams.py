"""A pastime one goes to do ("going hiking", "going for walks"); a condition lived with; a childhood home; an offer
is a job only once taken; a team played for by name; a place where time was spent; a vehicle one drives."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


def _flagged(extractor: Extractor, text: str, edge_type: str) -> set[tuple[str, str, bool, bool]]:
    """The facts of `edge_type`: subject, object, and whether denied and changed (both: ended)."""
    return {
        (r.subject, r.object, r.negated, r.change)
        for r in extractor.extract(text).relations
        if r.edge_type == edge_type
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I love going hiking.", ("LIKES", USER, "hiking")),  # the small model makes "hiking" a complement
        ("I love to go hiking.", ("LIKES", USER, "hiking")),  # ... or the object of "go"
        ("I hate going shopping.", ("DISLIKES", USER, "shopping")),
        ("I love going for walks.", ("LIKES", USER, "going for walks")),
        ("I enjoy going for runs in the morning.", ("LIKES", USER, "going for runs")),
    ],
)
def test_a_pastime_one_goes_to_do_is_the_thing_liked(tier2: Extractor, text: str, fact: tuple) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize("text", ["I could keep going for hours.", "I love going for it."])
def test_going_for_what_is_no_outing_says_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I've been struggling with depression.", (USER, "depression", False, False)),
        ("I suffer from migraines.", (USER, "migraines", False, False)),
        ("I live with ADHD.", (USER, "ADHD", False, False)),
        ("I struggled with anxiety in college.", (USER, "anxiety", True, True)),  # held then
        ("I'm not struggling with depression anymore.", (USER, "depression", True, True)),
    ],
)
def test_a_condition_lived_with_is_a_state(tier2: Extractor, text: str, fact: tuple) -> None:
    assert _flagged(tier2, text, "HAS_STATE") == {fact}


@pytest.mark.parametrize(
    "text", ["I help people struggling with depression.", "Are you struggling with anxiety?", "I live with Sam."]
)
def test_no_state_for_someone_else_a_question_or_a_person(tier2: Extractor, text: str) -> None:
    assert _flagged(tier2, text, "HAS_STATE") == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [("I grew up in Ohio.", (USER, "Ohio", True, True)), ("Tom grew up in Lagos.", ("Tom", "Lagos", True, True))],
)
def test_a_childhood_home_is_a_home_in_the_past(tier2: Extractor, text: str, fact: tuple) -> None:
    assert _flagged(tier2, text, "LIVES_IN") == {fact}


def test_growing_things_is_no_home(tier2: Extractor) -> None:
    assert facts(tier2.extract("I grew tomatoes in my garden.")) == {("DID", USER, "grow tomatoes")}


@pytest.mark.parametrize("text", ["I got a job offer from Microsoft.", "I got an offer from Initech."])
def test_an_offer_got_is_no_employer(extractor: Extractor, text: str) -> None:
    assert _flagged(extractor, text, "WORKS_AT") == set()


@pytest.mark.parametrize(
    ("text", "employer"),
    [("I took the offer from Globex.", "Globex"), ("I accepted an offer from Aperture Science.", "Aperture Science")],
)
def test_an_offer_taken_is_a_new_employer(extractor: Extractor, text: str, employer: str) -> None:
    assert _flagged(extractor, text, "WORKS_AT") == {(USER, employer, False, True)}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I play basketball for the Minnesota Bears.", (USER, "Minnesota Bears", False, False)),
        ("I play for Team USA.", (USER, "Team USA", False, False)),
        ("I played for the Yankees in college.", (USER, "Yankees", True, True)),
    ],
)
def test_a_team_played_for_by_name_is_a_membership(tier2: Extractor, text: str, fact: tuple) -> None:
    assert _flagged(tier2, text, "MEMBER_OF") == {fact}


@pytest.mark.parametrize(
    "text", ["I play for fun.", "I play guitar for my church.", "I play for Jesus.", "I play for Canada."]
)
def test_no_team_without_a_team_name(tier2: Extractor, text: str) -> None:
    assert _flagged(tier2, text, "MEMBER_OF") == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I spent a week in Paris.", ("ATTENDED", USER, "Paris")),
        ("We spent the summer in Greece.", ("ATTENDED", USER, "Greece")),
        ("We'll spend a few days in Rome next month.", ("PLANS", USER, "Rome")),
    ],
)
def test_a_place_where_time_was_spent_was_gone_to(tier2: Extractor, text: str, fact: tuple) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text", ["I spent the day in bed.", "I spent all my money in Paris.", "I spent three years in Berlin."]
)
def test_no_visit_in_an_unnamed_place_for_money_or_for_years(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "vehicle"),
    [
        ("I drive a Honda Civic.", "Honda Civic"),
        ("I drive a Tesla.", "Tesla"),  # a make the small model calls a nationality
        ("I drive an old pickup truck.", "pickup truck"),
        ("We drive a minivan.", "minivan"),
    ],
)
def test_a_vehicle_one_drives_is_owned_not_an_outing(tier2: Extractor, text: str, vehicle: str) -> None:
    assert facts(tier2.extract(text)) == {("OWNS", USER, vehicle)}


@pytest.mark.parametrize(
    "text", ["I drove a rental car to the airport.", "I'll drive a van to Boston.", "Do you drive a Tesla?"]
)
def test_a_vehicle_driven_once_to_come_or_asked_about_is_not_owned(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "OWNS" for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I cleaned the garage last weekend.", ("DID", USER, "clean the garage")),
        ("I'll clean the garage this weekend.", ("PLANS", USER, "clean the garage")),
        ("We cleaned up the park.", ("DID", USER, "clean up the park")),
        ("I fixed the fence on Saturday.", ("DID", USER, "fix the fence")),
        ("I put together a talent show.", ("DID", USER, "put together a talent show")),
    ],
)
def test_a_chore_is_an_activity_with_or_without_its_particle(tier2: Extractor, text: str, fact: tuple) -> None:
    assert facts(tier2.extract(text)) == {fact}


def test_a_verb_that_says_little_alone_still_needs_its_particle(tier2: Extractor) -> None:
    assert facts(tier2.extract("I put the book down.")) == set()
