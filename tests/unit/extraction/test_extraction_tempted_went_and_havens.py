"""Issue 16, round 86: a wish told by "tempted to", an own occasion told by how it went, an idea told by what it
was, and a thing that is or has become one's haven or escape.

"I'm tempted to buy a kayak" wants it now, as "I'd love to" does; "I was tempted to" may have been acted on or
not. "My interview went really well" says the interview took place, as "my trip was amazing" does; "didn't go
well" and a question say no more than how. "The best idea I had *was to* visit Rome" names what an idea was, and
nobody did anything: neither tier may read "I ... visit Rome" across the relative clause. "My idea is to open a
bakery" is a wish, as "my dream is to" is. "The ocean has always been my haven", "writing has become my escape":
liked, as "knitting is my therapy" is.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("I'm so tempted to buy a kayak.", "buy a kayak"),
        ("I've been tempted to try surfing.", "try surfing"),
        ("We're tempted to adopt a second dog.", "adopt a second dog"),
    ],
)
def test_tempted_to_is_a_wish_held_now(tier2: Extractor, text: str, wish: str) -> None:
    assert ("WANTS", USER, wish) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["I was tempted to buy a kayak.", "I'm not tempted to buy a kayak.", "Are you tempted to buy a kayak?"]
)
def test_tempted_in_the_past_denied_or_asked_is_no_wish(tier2: Extractor, text: str) -> None:
    assert not facts(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("My interview went really well.", ("DID", USER, "interview")),
        ("Our trip went great.", ("DID", USER, "trip")),
        ("My presentation went smoothly.", ("DID", USER, "presentation")),
        ("My exam went badly.", ("DID", USER, "exam")),
        ("My birthday party went great last night.", ("ATTENDED", USER, "birthday party")),
    ],
)
def test_an_own_occasion_told_by_how_it_went_took_place(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "My exam didn't go well.",
        "How did your trip go?",
        "His interview went well.",
        "The trip went great.",  # whose, only the chat says
        "Things went well.",
        "My day went well.",  # no occasion
        "My interview went on for hours.",  # how long, not how
    ],
)
def test_no_occasion_taken_place_for_another_s_a_denied_or_no_occasion(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in facts(tier2.extract(text)) if fact[0] in {"DID", "ATTENDED"}}


@pytest.mark.parametrize(
    "text",
    [
        "The best idea I had was to visit Rome.",
        "The craziest plan I had was to join a local choir.",
        "The plan we made was to hike Mount Tam.",
        "The best thing I could think of was to call my brother.",
    ],
)
def test_an_infinitive_telling_what_an_idea_was_is_no_deed(tier1: Extractor, tier2: Extractor, text: str) -> None:
    for extractor in (tier1, tier2):
        assert not {fact for fact in facts(extractor.extract(text)) if fact[0] in {"DID", "MEMBER_OF", "PLANS"}}


def test_an_obligation_done_is_still_a_deed(tier1: Extractor) -> None:
    assert ("DID", USER, "visit my aunt") in facts(tier1.extract("I had to visit my aunt."))


def test_my_idea_is_to_is_a_wish(tier2: Extractor) -> None:
    assert ("WANTS", USER, "open a bakery") in facts(tier2.extract("My idea is to open a bakery."))
    assert not facts(tier2.extract("His idea is to open a bakery."))
    assert not facts(tier2.extract("My idea was to open a bakery."))


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("The ocean's always been my haven.", "ocean"),
        ("The beach is my haven.", "beach"),
        ("Writing has become my escape.", "writing"),
        ("Writing has become an escape for me.", "writing"),
        ("Painting became my therapy after the divorce.", "painting"),
    ],
)
def test_a_haven_or_an_escape_become_ones_own_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text", ["His garage is his haven.", "Her music became her escape.", "This town has become a haven for artists."]
)
def test_another_s_haven_is_not_the_speaker_s_liking(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in facts(tier2.extract(text)) if fact[0] == "LIKES"}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I plan to join a choir.", ("PLANS", USER, "join a choir")),
        ("I'm excited to join a book club.", ("PLANS", USER, "join a book club")),
        ("I decided to join a book club.", ("DID", USER, "join a book club")),
        ("My sister decided to join the navy.", ("DID", "my sister", "join the navy")),
    ],
)
def test_a_group_joined_through_a_head_is_an_event(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    # MEMBER_OF reads a "join" with a subject of its own ("I joined", "I'm going to join"); this one has none
    assert fact in facts(tier2.extract(text))


def test_a_group_joined_with_its_own_subject_stays_membership(tier2: Extractor) -> None:
    assert facts(tier2.extract("I joined a book club.")) == {("MEMBER_OF", USER, "book club")}


@pytest.mark.parametrize(
    "text",
    [
        "I don't plan to visit Rome.",
        "I'm not planning to visit Rome.",
        "I never planned to visit Rome.",
        "I have no plans to visit Rome.",
        "I'm not going to visit Rome.",
    ],
)
def test_a_plan_denied_at_its_head_is_denied(tier1: Extractor, tier2: Extractor, text: str) -> None:
    for extractor in (tier1, tier2):
        plans = [r for r in extractor.extract(text).relations if r.edge_type == "PLANS"]
        assert plans and all(plan.negated for plan in plans), (extractor.tier, plans)


@pytest.mark.parametrize("text", ["I can't wait to visit Rome.", "I plan to visit Rome."])
def test_a_plan_not_denied_stays_a_plan(tier2: Extractor, text: str) -> None:
    plans = [r for r in tier2.extract(text).relations if r.edge_type == "PLANS"]
    assert plans and not any(plan.negated for plan in plans)


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Painting gets me through tough times.", {"painting"}),
        ("Music keeps me going.", {"music"}),
        ("Yoga keeps me sane.", {"yoga"}),
        ("Poetry and gardening are what get me through hard weeks.", {"poetry", "gardening"}),
    ],
)
def test_a_thing_that_carries_the_speaker_is_liked(tier2: Extractor, text: str, liked: set[str]) -> None:
    assert {obj for edge, _, obj in facts(tier2.extract(text)) if edge == "LIKES"} == liked


@pytest.mark.parametrize(
    "text",
    [
        "My kids keep me going.",  # people, whom other facts name
        "Friends keep me going.",
        "Sarah keeps me going.",
        "This job keeps me busy.",
        "Coffee kept me going last night.",  # once, in the past
        "Does coffee keep you going?",
        "The thought of summer keeps me going.",
    ],
)
def test_people_a_past_or_a_vague_thing_carrying_the_speaker_is_no_liking(tier2: Extractor, text: str) -> None:
    assert not {fact for fact in facts(tier2.extract(text)) if fact[0] == "LIKES"}


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("I started my own online bakery not so long ago.", "online bakery"),
        ("I got a dog not that long ago.", "dog"),
        ("I got a dog recently.", "dog"),
        ("We bought a house over the summer.", "house"),
    ],
)
def test_a_time_after_the_thing_had_neither_hides_nor_denies_it(tier2: Extractor, text: str, owned: str) -> None:
    # "not" in "not long ago" denies the length of time, not the having
    owns = [r for r in tier2.extract(text).relations if r.edge_type == "OWNS"]
    assert owns and {r.object for r in owns} == {owned} and not any(r.negated for r in owns)


def test_a_thing_let_go_not_long_ago_is_had_no_longer(tier2: Extractor) -> None:
    owns = [r for r in tier2.extract("I sold my car not long ago.").relations if r.edge_type == "OWNS"]
    assert owns and all(r.negated for r in owns)
