"""Issue 16, seventieth round: who someone is, told beside their name or after their job
(kg/extraction/introductions.py, tier 2). "I'm Lena, a designer based in Leeds" tells the speaker's job and where
she is; "Tom, a nurse from Ohio" tells Tom's. A job must be an occupation noun beside a person; nothing comes of
a question or a denial."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, only


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm Lena, a freelance graphic designer.", {("HAS_ROLE", USER, "freelance graphic designer")}),
        ("Hi, I'm Tom, a nurse from Ohio.", {("HAS_ROLE", USER, "nurse"), ("COMES_FROM", USER, "Ohio")}),
        (
            "I'm Maria, 34, a software engineer at Google.",
            {("HAS_ROLE", USER, "software engineer"), ("WORKS_AT", USER, "Google")},
        ),
        (
            "I'm Priya, a doctor living in Boston.",
            {("HAS_ROLE", USER, "doctor"), ("LIVES_IN", USER, "Boston")},
        ),
        (
            "I'm Lena, a designer based in Leeds.",
            {("HAS_ROLE", USER, "designer"), ("LOCATED_IN", USER, "Leeds")},
        ),
        ("Hi there, I'm Ken Watanabe, a retired teacher.", {("HAS_ROLE", USER, "retired teacher")}),
    ],
)
def test_the_speakers_job_beside_their_name_is_theirs(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert expected <= facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tom, a nurse from Ohio, is my neighbor.", {("HAS_ROLE", "Tom", "nurse"), ("COMES_FROM", "Tom", "Ohio")}),
        (
            "My friend Sam, a lawyer at Deloitte, helped me.",
            {("HAS_ROLE", "Sam", "lawyer"), ("WORKS_AT", "Sam", "Deloitte")},
        ),
        ("My sister Ana, a nurse, lives in Ohio.", {("HAS_ROLE", "Ana", "nurse"), ("LIVES_IN", "Ana", "Ohio")}),
    ],
)
def test_a_named_persons_job_beside_their_name_is_theirs(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    found = facts(tier2.extract(text))
    assert expected <= found
    assert not any(edge == "HAS_ROLE" and subject == USER for edge, subject, _ in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a designer based in Leeds.", {("HAS_ROLE", USER, "designer"), ("LOCATED_IN", USER, "Leeds")}),
        ("I'm a nurse from Ohio.", {("HAS_ROLE", USER, "nurse"), ("COMES_FROM", USER, "Ohio")}),
        ("I'm a chef living in Berlin.", {("HAS_ROLE", USER, "chef"), ("LIVES_IN", USER, "Berlin")}),
        ("I'm a teacher in Denver.", {("HAS_ROLE", USER, "teacher"), ("LOCATED_IN", USER, "Denver")}),
        ("My mom is a nurse from Ohio.", {("HAS_ROLE", "my mom", "nurse"), ("COMES_FROM", "my mom", "Ohio")}),
        (
            "My sister Giulia is a vet in Turin.",
            {("HAS_ROLE", "Giulia", "vet"), ("LOCATED_IN", "Giulia", "Turin")},
        ),
    ],
)
def test_where_a_job_is_held_is_read_after_it(tier2: Extractor, text: str, expected: set[tuple[str, str, str]]) -> None:
    assert expected <= facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I'm Joe, a huge fan of the Yankees.",  # no job
        "I'm Dana, a mom of two.",
        "The book, a gift from Tom, was great.",  # no person
        "I'm not a nurse from Ohio.",
        "Are you a nurse from Ohio?",
        "She is a nurse from Ohio.",  # not the speaker, and no name
        "I'm Dana, a volunteer for the Red Cross.",  # a volunteer's organisation is no employer
    ],
)
def test_no_job_place_or_employer_comes_of_what_tells_none(tier2: Extractor, text: str) -> None:
    found = facts(tier2.extract(text))
    assert not {edge for edge, _, _ in found} & {"COMES_FROM", "LIVES_IN", "LOCATED_IN", "WORKS_AT"}
    assert not any(edge == "HAS_ROLE" and role != "volunteer" for edge, _, role in found)


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm a second-year PhD student in chemistry.", "PhD student"),
        ("I'm a part-time nurse.", "nurse"),
        ("I'm a full-time nanny.", "nanny"),
    ],
)
def test_a_hyphenated_modifier_before_a_job_is_left_out_of_it(tier2: Extractor, text: str, role: str) -> None:
    found = facts(tier2.extract(text))
    assert {role for edge, _, role in found if edge == "HAS_ROLE"} == {role}


@pytest.mark.parametrize(
    ("text", "role", "employer"),
    [
        ("My husband Kenji works nights as an ER nurse at St. Vincent's.", "ER nurse", "St. Vincent's"),
        ("I work from home as a bookkeeper.", "bookkeeper", None),
        ("I work weekends as a bartender at Hooli.", "bartender", "Hooli"),
    ],
)
def test_when_or_where_one_works_before_as_leaves_the_role(
    tier2: Extractor, text: str, role: str, employer: str | None
) -> None:
    extraction = tier2.extract(text)
    assert only(extraction, "HAS_ROLE").object == role
    employers = [r.object for r in extraction.relations if r.edge_type == "WORKS_AT"]
    assert employers == ([employer] if employer else [])


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm a social worker.", "social worker"),
        ("She's a bookkeeper at a law firm.", None),
        ("I'm a hard worker.", None),
    ],
)
def test_more_jobs_are_known_and_praise_is_none(tier2: Extractor, text: str, role: str | None) -> None:
    roles = [r.object for r in tier2.extract(text).relations if r.edge_type == "HAS_ROLE"]
    assert roles == ([role] if role else [])
