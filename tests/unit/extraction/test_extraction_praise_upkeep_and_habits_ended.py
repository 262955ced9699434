"""Issue 16, forty-sixth round (tier 2): misreads fixed and three small gaps. "great" only praises, so it leaves an
object as "amazing" does; a quality liked keeps what it is of; a need of upkeep is no wish; a named person's skill
and a skill gained "now" are known; a habit denied "anymore" is its quitting, done; a named person's eye on a thing
is their want. Offers, questions, narrower denials and "an eye for" give nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.assemble import without_praise
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("phrase", "plain"),
    [
        ("read a great book series", "read a book series"),
        ("a great idea", "an idea"),
        ("feeling great", "feeling great"),  # the last word: nothing after it is praised
        ("visit my great aunt", "visit my great aunt"),
        ("a great white shark", "a great white shark"),
        ("a great deal of time", "a great deal of time"),
    ],
)
def test_great_goes_only_where_it_praises(phrase: str, plain: str) -> None:
    assert without_praise(phrase) == plain


def test_a_great_thing_done_is_the_thing_done(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm reading a great book series.")) == {("DID", USER, "read a book series")}


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("I love the diversity of the city.", "diversity of the city"),
        ("I really love the charm of old towns.", "charm of old towns"),
    ],
)
def test_a_quality_liked_keeps_what_it_is_of(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


@pytest.mark.parametrize(
    "text",
    [
        "I love the diversity here.",
        "I love the vibe here.",
        "Painting and drawing have helped me a lot.",
        "I need new tires.",
        "I need a haircut so bad.",
        "I need an oil change this week.",
        "We need new batteries for the remote.",
        "I can drive now.",
        "I can cook now.",
        "I can swim there now.",
        "I can pick you up later.",
        "Can you swim?",
        "I don't drink coffee at night.",
        "Do you still smoke?",
        "I don't eat there anymore.",
        "I don't talk to him anymore.",
        "I don't drink more than two cups a day.",
        "I don't run anymore because of my knee.",
        "If I didn't smoke anymore, I'd feel better.",
        "He has an eye for detail.",
        "Zoe has an eye for design.",
    ],
)
def test_near_misses_give_nothing(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == ()


def test_a_thing_wanted_is_still_wanted_when_no_chore(tier2: Extractor) -> None:
    assert facts(tier2.extract("I need a new laptop.")) == {("WANTS", USER, "laptop")}
    assert facts(tier2.extract("I want new tires.")) == {("WANTS", USER, "tires")}


@pytest.mark.parametrize(
    ("text", "subject", "skill", "change"),
    [
        ("Mateo can play the drums.", "Mateo", "playing the drums", False),
        ("Jonah can play the trumpet.", "Jonah", "playing the trumpet", False),
        ("I can swim now.", USER, "swimming", True),
        ("I can snowboard now!", USER, "snowboarding", True),
        ("I can play chess now.", USER, "playing chess", True),
        ("I can finally swim.", USER, "swimming", True),
    ],
)
def test_a_named_persons_skill_or_one_gained_is_known(
    tier2: Extractor, text: str, subject: str, skill: str, change: bool
) -> None:
    (relation,) = tier2.extract(text).relations
    assert (relation.edge_type, relation.subject, relation.object, relation.change) == (
        "KNOWS_ABOUT",
        subject,
        skill,
        change,
    )


@pytest.mark.parametrize(
    ("text", "subject", "quit"),
    [
        ("I don't drink coffee anymore.", USER, "quit drinking coffee"),
        ("I don't smoke anymore.", USER, "quit smoking"),
        ("I don't smoke any more.", USER, "quit smoking"),
        ("I no longer drink soda.", USER, "quit drinking soda"),
        ("We don't eat out anymore.", USER, "quit eating out"),
        ("Tom doesn't smoke anymore.", "Tom", "quit smoking"),
    ],
)
def test_a_habit_no_longer_kept_is_its_quitting_done(tier2: Extractor, text: str, subject: str, quit: str) -> None:
    (relation,) = tier2.extract(text).relations
    assert (relation.edge_type, relation.subject, relation.object, relation.negated) == ("DID", subject, quit, False)


@pytest.mark.parametrize(
    ("text", "subject", "wanted"),
    [
        ("Mia has her eye on a new bike.", "Mia", "bike"),
        ("My brother has his eye on a motorcycle.", "my brother", "motorcycle"),
        ("I have my eye on a new tent.", USER, "tent"),
    ],
)
def test_an_eye_on_a_thing_is_its_subjects_want(tier2: Extractor, text: str, subject: str, wanted: str) -> None:
    assert ("WANTS", subject, wanted) in named_facts(tier2.extract(text))
