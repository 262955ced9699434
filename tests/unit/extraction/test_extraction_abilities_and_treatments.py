"""Issue 16, forty-fifth round (tier 2): abilities and lasting health conditions. A skill one can do, knows how to
do or learned is KNOWS_ABOUT, named by its gerund ("I can play the violin": "playing the violin"); an offer, a wish,
a question or "could" gives nothing. A medication one is on or an aid one wears is HAS_STATE ("I'm on insulin",
"I wear glasses"), and the aid worn is no DID."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import named_facts, only


@pytest.mark.parametrize(
    ("text", "subject", "skills"),
    [
        ("I can play the violin.", USER, {"playing the violin"}),
        ("I can play guitar and piano.", USER, {"playing guitar", "playing piano"}),
        ("I can cook really well.", USER, {"cooking"}),
        ("I know how to knit.", USER, {"knitting"}),
        ("I know how to play chess.", USER, {"playing chess"}),
        ("I learned to code last year.", USER, {"coding"}),
        ("I taught myself to play piano.", USER, {"playing piano"}),
        ("Dana can ski.", "Dana", {"skiing"}),
    ],
)
def test_a_skill_one_can_do_knows_how_to_do_or_learned_is_known(
    tier2: Extractor, text: str, subject: str, skills: set[str]
) -> None:
    known = {(r.subject, r.object) for r in tier2.extract(text).relations if r.edge_type == "KNOWS_ABOUT"}
    assert known == {(subject, skill) for skill in skills}


@pytest.mark.parametrize(("text", "skill"), [("I can't swim.", "swimming"), ("I don't know how to sew.", "sewing")])
def test_a_skill_denied_is_known_denied(tier2: Extractor, text: str, skill: str) -> None:
    relation = only(tier2.extract(text), "KNOWS_ABOUT")
    assert (relation.object, relation.negated) == (skill, True)


def test_a_skill_learned_keeps_the_learning_done(tier2: Extractor) -> None:
    facts = named_facts(tier2.extract("I learned how to bake bread last winter."))
    assert {("DID", USER, "learn how to bake bread"), ("KNOWS_ABOUT", USER, "baking bread")} <= facts


@pytest.mark.parametrize(
    "text",
    [
        "Can you play the violin?",
        "Do you know how to sew?",
        "I can pick you up at 5.",
        "I can't wait.",
        "I could try.",
        "I wish I could dance.",
        "I can cook dinner tonight.",
        "I can bake a cake for you.",
        "I can play the piano for you.",
        "I can drive if you want.",
        "I can play with the kids.",
        "I can swim there.",
        "I'm learning to play the violin.",
    ],
)
def test_an_offer_a_wish_a_question_or_learning_under_way_knows_nothing(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "KNOWS_ABOUT"]


def test_someone_elses_skill_stays_theirs(tier2: Extractor) -> None:
    assert ("KNOWS_ABOUT", "my sister", "dancing") in named_facts(tier2.extract("My sister can dance really well."))


@pytest.mark.parametrize(
    ("text", "subject", "state"),
    [
        ("I'm on antidepressants.", USER, "antidepressants"),
        ("I've been on insulin for years.", USER, "insulin"),
        ("I'm on blood pressure meds.", USER, "blood pressure meds"),
        ("Tom is on insulin.", "Tom", "insulin"),
        ("I wear glasses.", USER, "glasses"),
        ("I wear a hearing aid.", USER, "hearing aid"),
        ("I wear contact lenses.", USER, "contact lenses"),
        ("I take iron supplements every morning.", USER, "iron supplements"),  # taken day after day
        ("I've started taking vitamin D supplements.", USER, "vitamin D supplements"),
        ("My dad takes blood pressure pills.", "my dad", "blood pressure pills"),
        # Round 71: what a medicine is for, not "medication" alone
        ("I take medication for anxiety.", USER, "medication for anxiety"),
        ("I'm on medication for my blood pressure.", USER, "medication for blood pressure"),
        ("I'm on meds for ADHD.", USER, "meds for ADHD"),
    ],
)
def test_a_medication_one_is_on_or_an_aid_one_wears_is_a_state(
    tier2: Extractor, text: str, subject: str, state: str
) -> None:
    assert named_facts(tier2.extract(text)) == {("HAS_STATE", subject, state)}


@pytest.mark.parametrize(
    "text", ["I was on antidepressants in college.", "I'm not on meds anymore.", "I stopped taking my vitamins."]
)
def test_a_medication_no_longer_taken_is_ended(tier2: Extractor, text: str) -> None:
    relation = only(tier2.extract(text), "HAS_STATE")
    assert (relation.negated, relation.change) == (True, True)


@pytest.mark.parametrize(
    "text",
    [
        "I'm on antibiotics.",
        "I'm on my way.",
        "I'm tired.",
        "I've been sick all week.",
        "I'm stressed.",
        "I took vitamins on the trip.",  # one occasion
        "I take the pills out of the box.",
        "Should I take vitamins?",
    ],
)
def test_a_passing_treatment_or_mood_is_no_state(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "HAS_STATE"]


def test_glasses_worn_today_stay_a_thing_done(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("I'm wearing glasses today.")) == {("DID", USER, "wear glasses")}
