"""Issue 16, round 85: a second pastime joined to a planned or wished one, a pastime done "more", a plan named with
its place, and a job taken whose employer is not named.

"We plan to hike and camp": the second verb has no subject of its own (it shares the first one's, which hangs two
heads up), and the small model often reads a bare pastime after "to X and" as a noun; both are plans. "I want to
write more" is the pastime of writing, "more" saying how much, not what. Tier 1 names "going to volunteer at the
shelter" with its place, as the parse does, so one plan is not written twice. "I got a new job" is a deed; "a new
job at Globex" stays WORKS_AT's alone, and "the job" (which only the chat names) or "got the job done" none.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _events(text: str, extractor: Extractor) -> set[tuple[str, str, str]]:
    return {
        (relation.edge_type, relation.subject, relation.object)
        for relation in extractor.extract(text).relations
        if relation.object_kind == "Event" and not relation.negated
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We plan to hike and camp in the mountains this summer.", {("PLANS", "hiking"), ("PLANS", "camping")}),
        (
            "I'm going to travel and volunteer at an animal shelter next year.",
            {("PLANS", "traveling"), ("PLANS", "volunteer at an animal shelter")},
        ),
        ("I'm hoping to learn Spanish and visit Madrid.", {("PLANS", "learn Spanish"), ("PLANS", "visit Madrid")}),
        ("I'm planning to paint and write more this year.", {("PLANS", "painting"), ("PLANS", "writing")}),
        ("I'd love to travel and paint someday.", {("WANTS", "traveling"), ("WANTS", "painting")}),
    ],
)
def test_a_pastime_joined_to_a_plan_or_a_wish_is_one_too(
    tier2: Extractor, text: str, expected: set[tuple[str, str]]
) -> None:
    assert {(edge, obj) for edge, subject, obj in _events(text, tier2) if subject == USER} >= expected


def test_a_noun_joined_to_a_plan_is_no_second_plan(tier2: Extractor) -> None:
    # "salad" is made with the pasta, not a verb: nothing planned or wished is named by it alone
    objects = {obj for _, _, obj in _events("I want to make pasta and salad tonight.", tier2)}
    assert "salad" not in objects and "salading" not in objects


def test_a_pastime_done_more_is_the_pastime(tier2: Extractor) -> None:
    assert ("DID", USER, "reading") in _events("I've been reading more lately.", tier2)


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("I'm going to volunteer at the food bank on Saturday.", "volunteer at the food bank"),
        ("I plan to train for a marathon.", "train for a marathon"),
    ],
)
def test_a_plan_with_its_place_is_named_once_by_both_tiers(
    tier1: Extractor, tier2: Extractor, text: str, plan: str
) -> None:
    assert ("PLANS", USER, plan) in _events(text, tier1)
    assert {obj for edge, _, obj in _events(text, tier2) if edge == "PLANS"} == {plan}


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I got a new job last week!", "get a new job"),
        ("I finally found a job.", "find a job"),
        ("I started a part-time job at the hospital.", "start a part-time job"),
        ("I landed my first internship.", "land my first internship"),
        ("I took a new job in Denver.", "take a new job"),  # a place is not its employer
    ],
)
def test_a_job_taken_with_no_employer_named_is_a_deed(tier2: Extractor, text: str, deed: str) -> None:
    assert ("DID", USER, deed) in _events(text, tier2)


@pytest.mark.parametrize(
    "text",
    [
        "I started a new job at Globex.",  # WORKS_AT says it
        "I got a job with Initech last month.",
        "Got a new job, I'm at Initech now.",  # named in the next clause
        "My cousin Ravi got a job as a welder.",  # HAS_ROLE says it
        "I got the job done.",
        "I'm doing a great job.",
        "Did you get a new job?",
    ],
)
def test_no_deed_for_a_job_named_by_its_employer_or_not_taken(tier2: Extractor, text: str) -> None:
    assert not any("job" in obj for _, _, obj in _events(text, tier2))


def test_a_job_named_by_its_employer_stays_works_at(tier2: Extractor) -> None:
    relations = tier2.extract("I started a new job at Globex.").relations
    assert [(r.edge_type, r.object) for r in relations] == [("WORKS_AT", "Globex")]


def test_a_job_to_start_on_a_day_is_a_plan(tier2: Extractor) -> None:
    assert ("PLANS", USER, "start a new job") in _events("I start a new job on Monday.", tier2)
