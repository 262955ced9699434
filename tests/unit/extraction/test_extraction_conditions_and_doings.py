"""Issue 16, round 79: what an invented user's turns lost: a condition said by a measure high or low ("I have high
blood pressure" gave nothing) and a few more named ones ("sleep apnea"); and a pastime liked with "doing" ("I love
doing yoga" gave nothing, as "doing" alone names nothing), now the thing done, as "I'm doing yoga" reads it. And
in lower-case chat: a break-up told "my girlfriend and i broke up" (parsed otherwise than with capitals) left the
girlfriend current, and "a new job at a startup" gave the employer "Startup". A team supported ("I support
Arsenal") is liked, as one rooted for is. A condition named after a person is one condition however said
("Parkinson's", "Parkinson's disease"; "Alzheimer's disease" gave "disease"), and an in-law named after the role
whom the small model made the sentence's subject ("My brother-in-law Steve coaches football") is named."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.assemble import without_doing
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "holder", "condition"),
    [
        ("I have high blood pressure.", USER, "high blood pressure"),
        ("My dad has high cholesterol.", "my dad", "high cholesterol"),
        ("I have sleep apnea.", USER, "sleep apnea"),
        ("My mom has breast cancer.", "my mom", "breast cancer"),
        ("My dad has Parkinson's.", "my dad", "Parkinson's disease"),
        ("My grandma has Alzheimer's disease.", "my grandma", "Alzheimer's disease"),
        ("I have Crohn's.", USER, "Crohn's disease"),
    ],
)
def test_a_condition_had_is_a_state(tier2: Extractor, text: str, holder: str, condition: str) -> None:
    assert (holder, condition, False, False) in of_type(tier2.extract(text), "HAS_STATE")


@pytest.mark.parametrize("text", ["I check my blood pressure daily.", "The pressure at work is high."])
def test_a_measure_not_said_high_or_low_is_no_condition(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "HAS_STATE")


@pytest.mark.parametrize(
    ("text", "edge_type", "thing"),
    [
        ("I love doing yoga.", "LIKES", "yoga"),
        ("I enjoy doing puzzles.", "LIKES", "puzzles"),
        ("I hate doing laundry.", "DISLIKES", "laundry"),
    ],
)
def test_a_thing_liked_doing_is_the_thing_done(extractor: Extractor, text: str, edge_type: str, thing: str) -> None:
    assert (USER, thing, False, False) in of_type(extractor.extract(text), edge_type)


@pytest.mark.parametrize("text", ["I'm doing better.", "I love doing nothing.", "I love doing it."])
def test_doing_how_or_doing_nothing_names_nothing_liked(extractor: Extractor, text: str) -> None:
    extraction = extractor.extract(text)
    assert not of_type(extraction, "LIKES")
    assert not of_type(extraction, "DID")


@pytest.mark.parametrize(
    ("phrase", "plain"),
    [("doing yoga", "yoga"), ("Doing puzzles", "puzzles"), ("doing my taxes", "doing my taxes"), ("doing", "doing")],
)
def test_doing_before_one_word_is_left_out(phrase: str, plain: str) -> None:
    assert without_doing(phrase) == plain


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("my girlfriend and i broke up last month", "girlfriend"),
        ("My girlfriend and I broke up last month.", "girlfriend"),
        ("my husband and i separated", "husband"),
        ("Dana and I have split up.", "Dana"),
    ],
)
def test_a_break_up_told_in_any_case_ends_the_partner(tier2: Extractor, text: str, partner: str) -> None:
    assert (USER, partner, True, True) in of_type(tier2.extract(text), "PARTNER_IS")


def test_a_noun_after_a_is_no_name_in_lowercase_chat(tier2: Extractor) -> None:
    assert not of_type(tier2.extract("i just started a new job at a startup"), "WORKS_AT")
    assert (USER, "Target", False, False) in of_type(tier2.extract("i work part time at target"), "WORKS_AT")


@pytest.mark.parametrize(
    ("text", "subject", "team"),
    [
        ("I support Arsenal.", USER, "Arsenal"),
        ("I've supported Liverpool all my life.", USER, "Liverpool"),
        ("I support the Lakers.", USER, "Lakers"),
        ("My dad supports Chelsea.", "my dad", "Chelsea"),
    ],
)
def test_a_team_supported_is_liked(tier2: Extractor, text: str, subject: str, team: str) -> None:
    assert (subject, team, False, False) in of_type(tier2.extract(text), "LIKES")


@pytest.mark.parametrize(
    "text",
    [
        "I support my wife.",
        "I support Bernie.",
        "I support Ukraine.",
        "I'm supporting Arsenal tonight.",  # one game's support
        "I support the idea.",
        "Do you support Arsenal?",
    ],
)
def test_no_team_is_liked_from_support_of_a_person_a_country_or_one_game(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "LIKES")


@pytest.mark.parametrize(
    "text", ["My brother-in-law Steve coaches high school football.", "My brother-in-law Steve lives in Ohio."]
)
def test_an_in_law_named_after_the_role_is_named(tier2: Extractor, text: str) -> None:
    relatives = [r for r in tier2.extract(text).relations if r.edge_type == "FAMILY_MEMBER"]
    assert [(r.object, r.qualifier, r.unnamed) for r in relatives] == [("Steve", "brother-in-law", False)]
