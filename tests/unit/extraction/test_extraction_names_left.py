"""A name left whose kind the sentence cannot tell ("I left Monzo": the small model tags Monzo a person) is no
fact but a `Left`, which Ingest ends only where it was held (kg/extraction/names_left.py); and a clause told before
a comma ("I got fired last week, I'm so upset") is told as a main clause is (kg/extraction/happenings.py)."""

from __future__ import annotations

import pytest

from kg.extraction import GONE_KINDS, USER, Extractor
from kg.extraction.jobs_lost import JOB
from tests.unit.extraction.facts import only


def _left(tier2: Extractor, text: str) -> list[tuple[str, str, str | None]]:
    return [(left.subject, left.name, left.time_text) for left in tier2.extract(text).left]


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("I left Monzo last week.", [(USER, "Monzo", "last week")]),
        ("I left Canva yesterday.", [(USER, "Canva", "yesterday")]),
        ("I resigned from Notion.", [(USER, "Notion", None)]),
        ("Ben is leaving Duolingo.", [("Ben", "Duolingo", None)]),
        ("Ben left Zalando in May.", [("Ben", "Zalando", "in May")]),
        ("Ana and Tom left Monzo.", [("Ana", "Monzo", None), ("Tom", "Monzo", None)]),
        ("I'm leaving Monzo next month.", [(USER, "Monzo", "next month")]),
        ("I left Monzo last week, I needed a break.", [(USER, "Monzo", "last week")]),
        ("I'm no longer with Monzo.", [(USER, "Monzo", None)]),
        # whatever the name was: Ingest ends only a job, a school or a club held there
        ("I left Paris last week.", [(USER, "Paris", "last week")]),
    ],
)
def test_a_name_left_is_told_with_its_leaver_and_when(tier2: Extractor, text: str, left: list[object]) -> None:
    assert _left(tier2, text) == left


@pytest.mark.parametrize(
    "text",
    [
        "Did you leave Monzo?",
        "I might leave Monzo.",
        "I want to leave Monzo.",
        "I didn't leave Monzo.",
        "I left my keys at home.",
        "We left Monzo.",  # whose job, of "we", is not said
        "He left Monzo.",
        "I left Stripe last week.",  # ended as a job already (the model tags Stripe an organisation)
        "I'm no longer with Google.",
    ],
)
def test_nothing_left_by_name_where_not_told_or_already_ended(tier2: Extractor, text: str) -> None:
    assert _left(tier2, text) == []


def test_tier_one_reads_no_name_left(tier1: Extractor) -> None:
    assert tier1.extract("I left Monzo last week.").left == ()


@pytest.mark.parametrize(
    ("text", "edge_type", "obj"),
    [
        ("I got fired last week, I am so upset.", "WORKS_AT", JOB),
        ("We broke up last month, it was hard.", "PARTNER_IS", "partner"),
    ],
)
def test_a_change_told_before_a_comma_is_told(tier2: Extractor, text: str, edge_type: str, obj: str) -> None:
    ended = only(tier2.extract(text), edge_type)
    assert (ended.subject, ended.object, ended.negated, ended.change) == (USER, obj, True, True)


@pytest.mark.parametrize(
    "text", ["I might get fired next week, I am so worried.", "Did I get fired, I wonder?", "I didn't get fired, phew."]
)
def test_a_clause_before_a_comma_still_tells_only_what_happened(tier2: Extractor, text: str) -> None:
    assert [r for r in tier2.extract(text).relations if r.edge_type == "WORKS_AT"] == []


def test_a_named_pet_gone_ends_what_the_speaker_owned_of_it(tier2: Extractor) -> None:
    """ "Sad news, Miso died on Sunday": a pet, if the speaker has one called Miso (a person owned by no one)."""
    [gone] = tier2.extract("Sad news, Miso died on Sunday.").left
    assert (gone.subject, gone.name, gone.time_text, gone.kinds) == (USER, "Miso", "on Sunday", GONE_KINDS)


@pytest.mark.parametrize("text", ["Our cat Miso died on Sunday.", "Miso is dying.", "My phone died."])
def test_no_name_gone_where_the_death_is_told_already_or_not_told(tier2: Extractor, text: str) -> None:
    """The first ends OWNS itself (kg/extraction/possessions.py); the others tell no death of a name."""
    assert tier2.extract(text).left == ()


@pytest.mark.parametrize(
    ("text", "name", "when"),
    [
        ("We sold the bakery to a young couple from Derby.", "bakery", None),
        ("I sold the car last year.", "car", "last year"),
        ("We finally sold the house.", "house", None),
    ],
)
def test_a_thing_sold_told_with_the_ends_what_the_speaker_owned_of_that_name(
    tier2: Extractor, text: str, name: str, when: str | None
) -> None:
    """ "We sold the bakery": the speaker's bakery, if they own one (whose "the bakery" was, only memory says)."""
    [sold] = tier2.extract(text).left
    assert (sold.subject, sold.name, sold.time_text, sold.kinds) == (USER, name, when, GONE_KINDS)


@pytest.mark.parametrize(
    "text", ["We might sell the house.", "Did you sell the bakery?", "We sold the tickets.", "Tom sold the bakery."]
)
def test_no_thing_sold_where_not_sold_by_the_speaker_or_no_thing_one_owns(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).left == ()
