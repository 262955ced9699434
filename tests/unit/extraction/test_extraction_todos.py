"""Issue 16, eighty-first round: a task the speaker has to do by a time to come, or asks to be reminded of, is a
plan with that time (kg/extraction/todos.py). A duty with no time, a past, a denial, a question and someone else's
task give none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _plans(extractor: Extractor, text: str) -> set[tuple[str, str, str | None]]:
    return {(r.subject, r.object, r.time_text) for r in extractor.extract(text).relations if r.edge_type == "PLANS"}


@pytest.mark.parametrize(
    ("text", "task", "when"),
    [
        ("I have to finish my report by Friday.", "finish my report", "Friday"),
        ("I need to call the plumber tomorrow.", "call the plumber", "tomorrow"),
        ("I've got to pick up my kids at 3 tomorrow.", "pick up my kids", "3 tomorrow"),
        ("I need to buy a gift for my mom's birthday next week.", "buy a gift for my mom's birthday", "next week"),
        ("Remind me to call the dentist tomorrow.", "call the dentist", "tomorrow"),
        ("Please remind me to water the plants.", "water the plants", None),
        ("Don't let me forget to pay rent on the 1st.", "pay rent", "on the 1st"),
    ],
)
def test_a_task_with_a_time_to_come_or_a_reminder_is_a_plan(
    tier2: Extractor, text: str, task: str, when: str | None
) -> None:
    assert _plans(tier2, text) == {(USER, task, when)}


@pytest.mark.parametrize(
    "text",
    [
        "I need to renew my passport.",  # a duty or a wish: no time says it is on the calendar
        "I need to lose weight.",
        "I had to finish it by Friday.",
        "I don't have to work tomorrow.",
        "Do I have to work tomorrow?",
        "Tom has to work on Saturday.",
        "I needed to call him yesterday.",
        "I have to admit, yesterday was fun.",
    ],
)
def test_no_task_without_a_time_to_come_or_of_someone_else(tier2: Extractor, text: str) -> None:
    assert _plans(tier2, text) == set()
