"""Issue 16, fifty-first round (tier 2): a dropped "I" after a dash or a comma, past habits told with "would", and
one's own thing shown. A verb after a dash or a comma that the small model hung on the copula before it ("Messi is
the man - love his footwork") or gave the noun before the dash as its subject ("Adele is the GOAT - adore her voice")
begins a clause whose "I" chat left out: it is never the name's, and its praise of that one's thing is no liking. A
habit told with "would" and placed in an earlier part of life is done, as with "used to" (DID); a condition, a
wish, a denial, a question, a perfect, a pronoun's habit or a "would" with no earlier part of life gives none. A
question whether a thing is the speaker's owns nothing."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Messi is the man - love his footwork and vision.", "Messi"),
        ("Marco is the best - hate his jokes though.", "Marco"),
        ("Adele is the GOAT - adore her voice.", "Adele"),
        ("Kendrick is the best - love his lyrics and flow.", "Kendrick"),
    ],
)
def test_a_clause_after_a_dash_is_not_the_named_ones_and_praises_no_thing_of_theirs(
    tier2: Extractor, text: str, named: str
) -> None:
    assert named_facts(tier2.extract(text)) == {("LIKES", USER, named)}


@pytest.mark.parametrize(
    "text",
    [
        "Sarah is amazing, love her energy.",
        "Pizza night tonight - love it.",
        "Tom is great, love his jokes.",
        "Jake is a great cook, love his pasta.",
        "Maya is a genius - love her paintings.",
    ],
)
def test_praise_after_a_dash_or_comma_of_another_ones_thing_gives_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_a_relative_before_a_dash_is_still_a_relative_and_nothing_more(tier2: Extractor) -> None:
    relations = tier2.extract("My sister is here - love having her around.").relations
    assert [(r.edge_type, r.subject, r.unnamed) for r in relations] == [("FAMILY_MEMBER", USER, True)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mom, Dad and I love hiking.", {("LIKES", USER, "hiking")}),
        ("Ana, my sister, loves golf.", {("FAMILY_MEMBER", USER, "Ana"), ("LIKES", "Ana", "golf")}),
    ],
)
def test_a_subject_listed_or_set_off_by_commas_keeps_its_verb(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert named_facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I'd practice tennis in the driveway for hours when I was a kid.", "tennis"),
        ("Back in college I would paint every weekend.", "painting"),
        ("Growing up, we would go hiking every summer.", "hiking"),
        ("In high school I would run five miles every morning.", "running"),
        ("As a teenager I'd play video games all night.", "video games"),
        ("Growing up, I'd read comics every night.", "read comics"),
        ("When we were kids we would build forts in the backyard.", "build forts"),
    ],
)
def test_would_of_a_habit_in_an_earlier_part_of_life_is_done_as_used_to_is(
    tier2: Extractor, text: str, done: str
) -> None:
    relations = [r for r in tier2.extract(text).relations if r.edge_type == "DID"]
    assert [(r.subject, r.object, r.negated) for r in relations] == [(USER, done, False)]


def test_would_and_used_to_read_a_past_habit_alike(tier2: Extractor) -> None:
    would = facts(tier2.extract("I'd practice piano for hours when I was a kid."))
    used_to = facts(tier2.extract("I used to practice piano for hours when I was a kid."))
    assert would == used_to == {("DID", USER, "piano")}


def test_a_relatives_past_habit_with_would_is_theirs(tier2: Extractor) -> None:
    found = named_facts(tier2.extract("My brother would fish every weekend when we were kids."))
    assert found == {("DID", "my brother", "fishing")}


@pytest.mark.parametrize(
    "text",
    [
        "I'd practice more if I had time.",  # a condition
        "I would never paint.",  # a denial
        "Back in college I wouldn't cook at all.",  # a denial, in an earlier part of life
        "Would you paint with me?",  # a question
        "She would paint every weekend as a kid.",  # a pronoun's habit
        "When I was a kid I would have loved to paint.",  # a perfect wish
        "I'd paint every weekend.",  # no earlier part of life: a supposition
        "I'd paint every weekend if I lived near the coast.",
    ],
)
def test_would_without_a_habit_of_an_earlier_life_does_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_would_love_stays_a_wish_not_a_habit(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'd love to paint.")) == {("WANTS", USER, "painting")}


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("Here's a pic of my new bike.", "bike"),
        ("Check out my new guitar!", "guitar"),
        ("Look at my new canoe!", "canoe"),
        ("Here's my piano after the tuning.", "piano"),
        ("This is my guitar.", "guitar"),
        ("Is my guitar in your car?", "guitar"),  # asks where it is: still had
    ],
)
def test_a_thing_of_ones_own_shown_is_owned(tier2: Extractor, text: str, owned: str) -> None:
    assert facts(tier2.extract(text)) == {("OWNS", USER, owned)}


@pytest.mark.parametrize(
    "text",
    [
        "Is this my guitar?",  # asks whose it is
        "Are these my keys or yours?",
        "This is my friend's guitar.",
        "Check out your new guitar!",
        "Look at my garden this spring.",  # a home's, which may be rented
        "Look at my face.",  # a body part
        "Look at my hands after gardening.",
        "Here's my painting of the harbor.",  # one's own work: no reading of it
        "This is my favorite song.",  # no song named
        "I want to make a difference in my community.",  # a vague want, as the set labels it
    ],
)
def test_near_misses_of_a_thing_shown_own_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set()
