"""A project one leads, manages, runs or is in charge of is one worked on (kg/extraction/projects_led.py)."""

from __future__ import annotations

import pytest

from kg.extraction import PROJECT, USER, Extractor
from tests.unit.extraction.facts import of_type, only


def _works_on(extractor: Extractor, text: str) -> set[tuple[str, str, bool, bool]]:
    return of_type(extractor.extract(text), "WORKS_ON")


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm leading the Atlas migration project at Northwind.", (USER, "Atlas")),  # as "working on" reads it
        ("I lead the payments project.", (USER, "payments project")),
        ("Priya manages the billing redesign.", ("Priya", "billing redesign")),
        ("I'm in charge of the website relaunch.", (USER, "website relaunch")),
        ("I'm heading up the new billing project.", (USER, "new billing project")),
        ("I run the New York office relaunch.", (USER, "New York office relaunch")),  # a place says where, not which
    ],
)
def test_a_project_led_is_worked_on(tier2: Extractor, text: str, fact: tuple[str, str]) -> None:
    assert _works_on(tier2, text) == {(*fact, False, False)}


@pytest.mark.parametrize(
    "text",
    ["I'm no longer running the intranet rewrite.", "I don't manage the migration anymore."],
)
def test_a_project_no_longer_led_is_ended(tier2: Extractor, text: str) -> None:
    [(subject, _, negated, change)] = _works_on(tier2, text)
    assert (subject, negated, change) == (USER, True, True)


@pytest.mark.parametrize(
    "text",
    [
        "I manage a team of five.",  # a team, no project
        "I ran a marathon last year.",
        "I lead a pretty quiet life.",
        "Are you leading the new project?",  # asked
        "I'll be leading the office renovation next year.",  # not yet, as "I'll be working on" is not
    ],
)
def test_no_project_led_without_a_project_led_now(tier2: Extractor, text: str) -> None:
    assert _works_on(tier2, text) == set()


def test_a_project_led_by_name_ends_when_worked_on_no_longer_by_that_name(tier2: Extractor) -> None:
    started = _works_on(tier2, "I'm leading the Atlas migration project.")
    [(_, ended, negated, change)] = _works_on(tier2, "I'm no longer working on Atlas.")
    assert started == {(USER, ended, False, False)} and (negated, change) == (True, True)


def test_the_project_is_a_project_node(tier2: Extractor) -> None:
    relation = only(tier2.extract("I'm leading the warehouse automation project."), "WORKS_ON")
    assert relation.object_kind == PROJECT


@pytest.mark.parametrize(
    ("text", "project"),
    [
        ("I've been busy with the fundraiser.", "fundraiser"),
        ("I've been so busy with two writing projects.", "two writing projects"),
        ("Lately I've been swamped with a kitchen renovation.", "kitchen renovation"),
    ],
)
def test_a_project_one_is_busy_with_is_worked_on(tier2: Extractor, text: str, project: str) -> None:
    assert _works_on(tier2, text) == {(USER, project, False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "I've been busy with work.",  # no project
        "I've been swamped with exams.",
        "She's been busy with the fundraiser.",  # someone unnamed
        "Are you busy with the launch?",  # asked
        "The kitchen was swamped with orders.",
    ],
)
def test_busy_with_no_project_someone_elses_or_asked_works_on_nothing(tier2: Extractor, text: str) -> None:
    assert _works_on(tier2, text) == set()
