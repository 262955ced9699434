"""Issue 16, round 80: time spent with someone over coffee, a drink or a meal, and names given in lower-case chat.

- "I had lunch with my sister yesterday", "I had coffee with Sarah", "I grabbed drinks with my coworkers" gave no
  event (only "dinner" was a gathering, and "grab" no verb of one); "I'm having lunch with Sarah tomorrow" no plan.
- "I have coffee with my mom every Sunday" is a habit, not a plan for one Sunday.
- "i met a guy named jake" gave two deeds ("meet jake" and "meet a guy named jake"): the text rules took no
  lower-case name after "named"; "i met a girl named sophie" gave "meet a girl" (the model tags "sophie" a noun).
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


def _events(extractor: Extractor, text: str) -> list[tuple[str, str, str | None, tuple[str, ...]]]:
    return [
        (r.edge_type, r.object, r.time_text, r.with_whom)
        for r in extractor.extract(text).relations
        if r.edge_type in {"DID", "PLANS"} and r.subject == USER
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I had lunch with my sister yesterday.", ("DID", "have lunch", "yesterday", ("my sister",))),
        ("I had coffee with Sarah this morning.", ("DID", "have coffee", "this morning", ("Sarah",))),
        ("I grabbed drinks with my coworkers.", ("DID", "grab drinks", None, ("my coworkers",))),
        ("I'm having lunch with Sarah tomorrow.", ("PLANS", "have lunch", "tomorrow", ("Sarah",))),
        ("I have lunch with Tom on Friday.", ("PLANS", "have lunch", "on Friday", ("Tom",))),
        ("I have coffee with my mom every Sunday.", ("DID", "have coffee", "every Sunday", ("my mom",))),
        ("I have a meeting every Monday.", ("DID", "have a meeting", "every Monday", ())),
    ],
)
def test_time_spent_with_someone_over_a_drink_or_a_meal_is_an_event(
    tier2: Extractor, text: str, expected: tuple[str, str, str | None, tuple[str, ...]]
) -> None:
    assert _events(tier2, text) == [expected]


@pytest.mark.parametrize(
    "text",
    ["I had coffee.", "I had pizza for lunch.", "I have lunch with Tom.", "I didn't have coffee with Sarah."],
)
def test_a_drink_or_a_meal_alone_or_untimed_or_denied_is_no_event(tier2: Extractor, text: str) -> None:
    assert _events(tier2, text) == []


def test_a_meeting_on_a_day_to_come_stays_a_plan(tier2: Extractor) -> None:
    assert _events(tier2, "I have a meeting on Monday.") == [("PLANS", "have a meeting", "on Monday", ())]


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("i met a guy named jake at the bar.", "meet jake"),
        ("i met a girl named sophie.", "meet sophie"),
        ("I met a guy named Jake at the bar.", "meet Jake"),
    ],
)
def test_a_name_given_after_named_is_who_was_met_once(tier2: Extractor, text: str, deed: str) -> None:
    assert [r.object for r in tier2.extract(text).relations if r.edge_type == "DID"] == [deed]


def test_a_name_given_in_lower_case_chat_is_a_workplaces_name(tier2: Extractor) -> None:
    assert of_type(tier2.extract("i work at a startup called brightline."), "WORKS_AT") == {
        (USER, "Brightline", False, False)
    }
