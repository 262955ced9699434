"""Issue 16, round 93: a search under way for a job, a home or someone to share it (kg/extraction/searches.py) is
something the speaker is busy with, DID (PLANS when told ahead); and a pet of a breed the lists lacked is owned.

"I'm looking for a new job" and "we're house hunting" told nothing: a job alone is no thing liked or owned, and
"looking" is no deed of the event rules.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, timed_events


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("I'm looking for a new job.", {("DID", USER, "look for a new job")}),
        ("I'm looking for work.", {("DID", USER, "look for work")}),
        ("I've been job hunting for a couple of months.", {("DID", USER, "job hunting")}),
        ("We're house hunting in Portland.", {("DID", USER, "house hunting")}),
        ("I've been job searching all month.", {("DID", USER, "job searching")}),
        ("I'm applying for internships this semester.", {("DID", USER, "apply for internships")}),
        ("My brother is searching for a flatmate.", {("DID", "my brother", "search for a flatmate")}),
        ("Lena has been hunting for a room to rent.", {("DID", "Lena", "hunt for a room to rent")}),
        ("We're looking for a home of our own.", {("DID", USER, "look for a home of our own")}),
        (
            "We're looking for a bigger house and a good school for the kids.",
            {("DID", USER, "look for a bigger house"), ("DID", USER, "look for a good school for the kids")},
        ),
    ],
)
def test_a_search_under_way_is_something_done(tier2: Extractor, text: str, told: set[tuple[str, str, str]]) -> None:
    assert told <= facts(tier2.extract(text))


def test_a_search_told_ahead_is_planned_with_its_time(tier2: Extractor) -> None:
    told = timed_events(tier2.extract("I'll start looking for a new place in the spring."))
    assert ("PLANS", USER, "look for a new place", "in the spring") in told


def test_the_time_of_a_search_is_no_part_of_what_is_sought(tier2: Extractor) -> None:
    told = timed_events(tier2.extract("I've been looking for a new apartment since March."))
    assert ("DID", USER, "look for a new apartment", "since March") in told


@pytest.mark.parametrize(
    "text",
    [
        "I'm looking for a place to grab lunch.",  # a place of no home
        "I'm looking for a place to park.",
        "I've been looking for my glasses everywhere.",  # one's own thing, mislaid
        "I was looking for my phone all morning.",
        "I'm looking for the remote.",  # one thing pointed at
        "I'm not job hunting anymore, I love where I am.",
        "I'm not looking for a job right now.",
        "Are you looking for work?",
        "If I were looking for a job, I'd call you.",
        "I applied for a job yesterday.",  # one application, its employer unnamed
        "I'm looking for the perfect gift for my mom.",  # no job or home
    ],
)
def test_no_search_of_a_job_or_home_is_read_where_none_is_under_way(tier2: Extractor, text: str) -> None:
    told = facts(tier2.extract(text))
    assert not any(fact[0] in {"DID", "PLANS"} and " for " in fact[2] for fact in told), told
    assert not any(fact[2].endswith(("hunting", "searching")) for fact in told), told


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I adopted a pug named Waffles last spring.", "pug"),
        ("We have a spaniel named Pepper.", "spaniel"),
        ("My pitbull is the sweetest.", "pitbull"),
        ("I have a cockatiel.", "cockatiel"),
        ("We just got a chinchilla.", "chinchilla"),
    ],
)
def test_a_pet_of_a_breed_named_is_owned(tier2: Extractor, text: str, kind: str) -> None:
    told = facts(tier2.extract(text))
    assert ("OWNS", USER, kind) in told or ("DID", USER, f"adopt a {kind}") in told
    assert any(fact[0] == "OWNS" for fact in told)


def test_a_pet_adopted_by_name_after_its_breed_is_owned_by_name(tier2: Extractor) -> None:
    told = facts(tier2.extract("We adopted a rescue greyhound named Bolt."))
    assert ("OWNS", USER, "Bolt") in told
