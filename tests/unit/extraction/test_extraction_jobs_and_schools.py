"""Round 40: starting school, or being a student there, is no job; a job told by "my job at X", a first day to
come or "I'm at X now" after a new job is said; being let go from a named employer ends the job."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


def _jobs(extractor: Extractor, text: str) -> set[tuple[str, str, bool, bool]]:
    relations = extractor.extract(text).relations
    return {(r.subject, r.object, r.negated, r.change) for r in relations if r.edge_type == "WORKS_AT"}


@pytest.mark.parametrize(
    "text",
    [
        "My son Max just started college at UCLA.",
        "I just started college at UCLA.",
        "I started classes at Stanford last week.",
        "My daughter started kindergarten at Lincoln Elementary.",
        "I started grad school at Columbia.",
        "I began my master's program at MIT.",
        "My sister just started her freshman year at Cornell.",
    ],
)
def test_a_school_started_at_a_named_place_is_no_job(extractor: Extractor, text: str) -> None:
    assert _jobs(extractor, text) == set()


@pytest.mark.parametrize("text", ["I'm a student at UCLA now.", "I'm a PhD student at MIT."])
def test_a_students_school_is_no_employer(extractor: Extractor, text: str) -> None:
    assert _jobs(extractor, text) == set()


@pytest.mark.parametrize(
    ("text", "child"),
    [
        ("My son Max just started at Oakwood Primary.", "Max"),
        ("My daughter just started at Hillside Primary School.", "my daughter"),
    ],
)
def test_a_school_named_so_that_the_speakers_child_started_at_is_where_they_study(
    tier2: Extractor, text: str, child: str
) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "WORKS_AT") == set()
    assert {(subject, change) for subject, _, _, change in of_type(extraction, "STUDIES_AT")} == {(child, True)}


@pytest.mark.parametrize("text", ["My wife just started at Hillside Primary School.", "My son started at Google."])
def test_an_adults_school_or_a_childs_employer_stays_an_employer(tier2: Extractor, text: str) -> None:
    """A wife starting at a school may teach there; a son starting at Google works there."""
    extraction = tier2.extract(text)
    assert len(of_type(extraction, "WORKS_AT")) == 1 and of_type(extraction, "STUDIES_AT") == set()


def test_a_teachers_school_is_still_an_employer(extractor: Extractor) -> None:
    assert _jobs(extractor, "I'm a teacher at Lincoln Elementary.") == {(USER, "Lincoln Elementary", False, False)}


def test_the_school_started_is_still_a_thing_done_and_where_one_studies_now(tier2: Extractor) -> None:
    relations = tier2.extract("My son Max just started college at UCLA.").relations
    found = {(r.edge_type, r.subject, r.object) for r in relations}
    assert found == {("FAMILY_MEMBER", USER, "Max"), ("DID", "Max", "start college"), ("STUDIES_AT", "Max", "UCLA")}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I just started at Globex.", "Globex"),
        ("I started a new job at Globex.", "Globex"),
        ("I started a new job at Stanford last week.", "Stanford"),  # a job, though the name is a school's
        ("Last week I started working at Gringotts.", "Gringotts"),
    ],
)
def test_a_job_started_is_still_a_new_employer(tier2: Extractor, text: str, employer: str) -> None:
    assert _jobs(tier2, text) == {(USER, employer, False, True)}


def test_working_at_an_unnamed_place_names_no_employer(tier2: Extractor) -> None:
    assert _jobs(tier2, "I started working at a bakery.") == set()


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("My new job at Stripe starts next week.", (USER, "Stripe", False, True)),
        ("My first day at Stripe is Monday.", (USER, "Stripe", False, True)),
        ("Tomorrow is my first day at Deloitte.", (USER, "Deloitte", False, True)),
        ("I start at Stripe on Monday.", (USER, "Stripe", False, True)),
        ("My job at Stripe is stressful.", (USER, "Stripe", False, False)),
        ("I love my job at Stripe.", (USER, "Stripe", False, False)),
        ("I miss my old job at Initech.", (USER, "Initech", True, True)),
    ],
)
def test_my_job_or_first_day_at_a_named_employer(tier2: Extractor, text: str, job: tuple[str, str, bool, bool]) -> None:
    assert _jobs(tier2, text) == {job}


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I lost my job at Wayne Enterprises last month.", (USER, "Wayne Enterprises", True, True)),
        ("I'm starting my new job at Stripe on Monday.", (USER, "Stripe", False, True)),
    ],
)
def test_a_job_with_a_verb_of_getting_or_losing_keeps_that_verbs_effect(
    tier2: Extractor, text: str, job: tuple[str, str, bool, bool]
) -> None:
    assert _jobs(tier2, text) == {job}


@pytest.mark.parametrize(
    "text",
    [
        "My dream job at Google would be amazing.",
        "My sister's job at Stripe is stressful.",
        "My first day at Lincoln Elementary is tomorrow.",  # a pupil's
        "My first day at Disneyland was magical.",  # a first day in the past: as likely a visit
        "If my new job at Stripe works out, I'll move.",
        "Is my new job at Stripe a good idea?",
    ],
)
def test_no_job_from_a_dream_someone_elses_a_schools_first_day_or_a_condition(tier2: Extractor, text: str) -> None:
    assert _jobs(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I switched jobs, I'm at Netflix now.", "Netflix"),
        ("I changed jobs and I'm at Pinterest now.", "Pinterest"),
        ("I switched jobs. I'm at Hulu now.", "Hulu"),  # the new job said the sentence before
        ("Got a new job, I'm at Spotify now.", "Spotify"),
    ],
)
def test_at_a_named_place_now_after_a_new_job_is_said_is_a_new_employer(
    tier2: Extractor, text: str, employer: str
) -> None:
    assert _jobs(tier2, text) == {(USER, employer, False, True)}


@pytest.mark.parametrize(
    "text",
    [
        "I'm at Netflix now.",
        "I'm at Starbucks now.",
        "I'm at the mall now.",
        "These days I'm at Shopify.",
        "I hate my job so I'm at Starbucks now.",  # a job held, none new
        "I got a new phone, I'm at the Apple Store now.",
    ],
)
def test_at_a_place_now_without_a_new_job_is_no_employer(tier2: Extractor, text: str) -> None:
    assert _jobs(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I was let go from Twitter.", (USER, "Twitter", True, True)),  # the small model tags Twitter a person
        ("They let me go from Twitter last week.", (USER, "Twitter", True, True)),
        ("I got let go from Google in January.", (USER, "Google", True, True)),
        ("Amazon let me go after three years.", (USER, "Amazon", True, True)),
        ("Marcus got let go from Nike.", ("Marcus", "Nike", True, True)),
        ("My wife was let go from Target.", ("my wife", "Target", True, True)),
    ],
)
def test_being_let_go_from_a_named_employer_ends_the_job(
    tier2: Extractor, text: str, job: tuple[str, str, bool, bool]
) -> None:
    assert _jobs(tier2, text) == {job}


@pytest.mark.parametrize(
    "text",
    [
        "I wasn't let go from Twitter.",
        "Was I let go from Twitter?",
        "The coach let me go early from practice.",
        "The kids were let go from school early.",
        "Mom let me go to the party.",
    ],
)
def test_no_job_ended_by_a_let_go_denied_asked_or_from_no_employer(tier2: Extractor, text: str) -> None:
    assert _jobs(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I teach chemistry at Hillcrest High School.", (USER, "Hillcrest High School", False, False)),
        ("I don't teach at Hillcrest anymore.", (USER, "Hillcrest", True, True)),
        ("I taught at Hillcrest for ten years.", (USER, "Hillcrest", True, True)),
    ],
)
def test_where_one_teaches_is_where_one_works(tier2: Extractor, text: str, fact: tuple) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == {fact}


@pytest.mark.parametrize("text", ["I moved to Westbrook Academy.", "We moved to the Boston office last year."])
def test_a_workplace_or_school_moved_to_is_no_home(extractor: Extractor, text: str) -> None:
    assert of_type(extractor.extract(text), "LIVES_IN") == set()


def test_a_town_moved_to_is_still_a_home(extractor: Extractor) -> None:
    assert of_type(extractor.extract("I moved to Denver."), "LIVES_IN") == {(USER, "Denver", False, True)}
