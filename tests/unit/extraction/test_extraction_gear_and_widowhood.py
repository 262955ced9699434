"""Issue 16, eighty-second round: the tools the speaker uses are USES (kg/extraction/gear.py: "I use Linux", "We
use Slack at work"), the products they have named by make or model are OWNS ("I have a MacBook Pro", "My phone is
a Pixel 8"); and being divorced or widowed ends a spouse and is kept as a state (kg/extraction/breakups.py).
Things with no name, past uses, questions, drinks and degrees give nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.model.types import BUILTIN_EDGE_TYPES
from tests.unit.extraction.facts import of_type, only


def test_uses_is_a_built_in_type_of_many_values() -> None:
    uses = next(edge_type for edge_type in BUILTIN_EDGE_TYPES if edge_type.name == "USES")
    assert uses.builtin and not uses.functional


@pytest.mark.parametrize(
    ("text", "used"),
    [
        ("I use Linux at home.", {"Linux"}),
        ("We use Slack at work.", {"Slack"}),
        ("I use Notion for notes.", {"Notion"}),
        ("I use a Mac at work.", {"Mac"}),
        ("I'm using VS Code for this project.", {"VS Code"}),
        ("I\u2019m using Firefox these days.", {"Firefox"}),  # a curly apostrophe, as phones type it
        ("I use Google Docs for everything.", {"Google Docs"}),
        ("We use Jira and Confluence.", {"Jira", "Confluence"}),
        ("I use Windows 11 on my desktop.", {"Windows 11"}),
    ],
)
def test_a_tool_named_in_use_now_is_uses(tier2: Extractor, text: str, used: set[str]) -> None:
    assert of_type(tier2.extract(text), "USES") == {(USER, name, False, False) for name in used}


def test_a_tool_no_longer_used_is_ended_and_one_not_used_denied(tier2: Extractor) -> None:
    assert of_type(tier2.extract("I no longer use Windows."), "USES") == {(USER, "Windows", True, True)}
    assert of_type(tier2.extract("I don't use Facebook."), "USES") == {(USER, "Facebook", True, False)}


def test_a_named_subjects_tool_is_theirs(tier2: Extractor) -> None:
    assert of_type(tier2.extract("My sister uses an iPhone."), "USES") == {("my sister", "iPhone", False, False)}


@pytest.mark.parametrize(
    "text",
    [
        "I use my phone a lot.",  # no name
        "I use a knife for that.",
        "I use it every day.",
        "I used Slack at my old job.",  # past
        "Do you use Slack?",
        "If I use Linux, will it work?",
        "I'd love to use Figma.",
        "I can use Python.",
        "I use Spanish at work.",  # a language
        "he uses Linux.",  # who, the chat says
        "Use Linux.",
    ],
)
def test_no_name_a_past_a_question_or_a_wish_is_no_tool_used(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "USES") == set()


@pytest.mark.parametrize(
    ("text", "owned", "new"),
    [
        ("I have a MacBook Pro.", "MacBook Pro", False),
        ("I have an iPhone 15.", "iPhone 15", False),
        ("I've got an iPhone 15.", "iPhone 15", False),
        ("I own a Nintendo Switch.", "Nintendo Switch", False),
        ("I just got a new iPad.", "iPad", True),
        ("I bought an iPhone 15 last week.", "iPhone 15", True),
        ("I drive a Tesla Model 3.", "Tesla Model 3", False),
    ],
)
def test_a_product_had_named_by_its_make_or_model_is_owned(tier2: Extractor, text: str, owned: str, new: bool) -> None:
    assert (USER, owned, False, new) in of_type(tier2.extract(text), "OWNS")


@pytest.mark.parametrize(
    ("text", "owned", "kind"),
    [
        ("My phone is a Pixel 8.", "Pixel 8", "phone"),
        ("My car is a 2019 Honda Civic.", "2019 Honda Civic", "car"),
        ("Our car is a Subaru.", "Subaru", "car"),
        ("My laptop is a ThinkPad.", "ThinkPad", "laptop"),
    ],
)
def test_the_make_or_model_of_a_thing_of_ones_own_is_owned_as_that_thing(
    tier2: Extractor, text: str, owned: str, kind: str
) -> None:
    named = [r for r in tier2.extract(text).relations if r.edge_type == "OWNS" and r.object == owned]
    assert [(r.subject, r.qualifier, r.negated) for r in named] == [(USER, kind, False)]


@pytest.mark.parametrize(
    "text",
    [
        "I got a Coke.",  # a drink: got, neither new nor numbered
        "I have a PhD in chemistry.",
        "I got an A on my test.",
        "I have Netflix.",
        "I have a Zoom call at 3.",
        "My phone isn't an iPhone.",
        "Is your phone a Pixel?",
        "My sister's car is a Honda.",
    ],
)
def test_drinks_degrees_grades_services_and_others_things_are_no_product_owned(tier2: Extractor, text: str) -> None:
    owned = {name for _, name, _, _ in of_type(tier2.extract(text), "OWNS")}
    assert owned <= {"car", "phone"}, owned  # a kind said after "my" is read as before


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("I'm divorced.", "divorced"),
        ("I am divorced now.", "divorced"),
        ("I've been divorced since 2019.", "divorced"),
        ("I'm widowed.", "widowed"),
        ("I'm a widow.", "widowed"),
        ("I'm a widower.", "widowed"),
    ],
)
def test_being_divorced_or_widowed_ends_a_spouse_and_is_a_state(tier2: Extractor, text: str, state: str) -> None:
    extraction = tier2.extract(text)
    spouse = only(extraction, "PARTNER_IS")
    assert (spouse.subject, spouse.object, spouse.negated, spouse.change, spouse.unnamed) == (
        USER,
        "spouse",
        True,
        True,
        True,
    )
    assert of_type(extraction, "HAS_STATE") == {(USER, state, False, False)}


def test_being_single_ends_whoever_it_was_and_is_no_state(tier2: Extractor) -> None:
    extraction = tier2.extract("I'm single now.")
    assert only(extraction, "PARTNER_IS").object == "partner"
    assert of_type(extraction, "HAS_STATE") == set()


@pytest.mark.parametrize(
    "text",
    ["I'm not divorced.", "Are you divorced?", "I was widowed young.", "I'd hate to be divorced.", "I'm a single mom."],
)
def test_a_denial_a_question_or_a_past_is_no_state_of_widowhood(tier2: Extractor, text: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "HAS_STATE") == set()
    assert of_type(extraction, "PARTNER_IS") == set()
