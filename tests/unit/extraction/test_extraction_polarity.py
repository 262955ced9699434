"""Negation and change words: what a relation says about whether it holds now (see kg.extraction.polarity)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.lexicon import Effect
from kg.extraction.polarity import Polarity, apply_policy, polarity_of

ENDED = (True, True)  # negated and change: archive, create nothing
DENIED = (True, False)
CHANGED = (False, True)
PLAIN = (False, False)


def polarity(extractor: Extractor, text: str, edge_type: str, obj: str) -> tuple[bool, bool]:
    found = [
        (relation.negated, relation.change)
        for relation in extractor.extract(text).relations
        if (relation.edge_type, relation.object) == (edge_type, obj)
    ]
    assert len(found) == 1, extractor.extract(text).relations
    return found[0]


@pytest.mark.parametrize(
    ("text", "edge_type", "obj", "expected"),
    [
        ("I no longer work at Initech", "WORKS_AT", "Initech", ENDED),
        ("I don't work at Initech anymore", "WORKS_AT", "Initech", ENDED),
        ("I used to work at Initech", "WORKS_AT", "Initech", ENDED),
        ("I quit Initech", "WORKS_AT", "Initech", ENDED),
        ("Bob is no longer my manager", "HAS_MANAGER", "Bob", ENDED),
        ("My former manager was Bob", "HAS_MANAGER", "Bob", ENDED),
        ("My ex-wife Carol lives in Boston", "PARTNER_IS", "Carol", ENDED),
        ("I'm no longer allergic to penicillin", "IS_ALLERGIC_TO", "penicillin", ENDED),
        ("I no longer like coffee", "LIKES", "coffee", ENDED),
        ("I don't like coffee anymore", "LIKES", "coffee", ENDED),
    ],
)
def test_no_longer_anymore_used_to_and_former_mean_the_relation_ended(
    extractor: Extractor, text: str, edge_type: str, obj: str, expected: tuple[bool, bool]
) -> None:
    assert polarity(extractor, text, edge_type, obj) == expected


@pytest.mark.parametrize(
    ("text", "edge_type", "obj"),
    [
        ("I'm not allergic to peanuts", "IS_ALLERGIC_TO", "peanuts"),
        ("Bob isn't my manager", "HAS_MANAGER", "Bob"),
        ("I don't hate coffee", "DISLIKES", "coffee"),  # not a like: a denied dislike
    ],
)
def test_plain_negation_is_a_denial(extractor: Extractor, text: str, edge_type: str, obj: str) -> None:
    assert polarity(extractor, text, edge_type, obj) == DENIED


@pytest.mark.parametrize(
    ("text", "edge_type", "obj"),
    [
        ("My new manager is Alice", "HAS_MANAGER", "Alice"),
        ("My manager is now Alice", "HAS_MANAGER", "Alice"),
        ("I work at Acme now", "WORKS_AT", "Acme"),
        ("I moved to Berlin", "LIVES_IN", "Berlin"),
        ("I joined Stripe in May", "WORKS_AT", "Stripe"),
        ("I started working at Acme last month", "WORKS_AT", "Acme"),
    ],
)
def test_new_now_and_moving_words_mark_a_change(extractor: Extractor, text: str, edge_type: str, obj: str) -> None:
    assert polarity(extractor, text, edge_type, obj) == CHANGED


@pytest.mark.parametrize(
    "text", ["I don't like coffee", "I'm not a fan of coffee", "I can't stand coffee", "I never like coffee"]
)
def test_disliking_phrasings_all_become_a_plain_dislike(extractor: Extractor, text: str) -> None:
    relations = extractor.extract(text).relations
    assert [(r.edge_type, r.subject, r.object, r.negated, r.change) for r in relations] == [
        ("DISLIKES", USER, "coffee", False, False)
    ]


@pytest.mark.parametrize("text", ["I'd like a coffee", "Would you like some tea?", "I'd love to work at Google"])
def test_wishes_and_offers_are_not_facts(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).relations == ()


def test_polarity_reads_two_word_phrases_in_order() -> None:
    assert polarity_of(["no", "longer"]) == Polarity(negated=True, change=True)
    assert polarity_of(["used", "to"]) == Polarity(negated=True, change=True)
    assert polarity_of(["to", "used"]) == Polarity()  # not "used to"
    assert polarity_of(["n't"]) == Polarity(negated=True)
    assert polarity_of(["n\u2019t"]) == Polarity(negated=True)
    assert polarity_of(["new"]) == Polarity(change=True)
    assert polarity_of([]) == Polarity()


def test_a_predicates_own_effect_overrides_the_words() -> None:
    assert polarity_of([], Effect.ENDED) == Polarity(negated=True, change=True)
    assert polarity_of([], Effect.CHANGE) == Polarity(change=True)


def test_policy_rewrites_only_a_plain_denied_like() -> None:
    assert apply_policy("LIKES", Polarity(negated=True)) == ("DISLIKES", Polarity())
    assert apply_policy("LIKES", Polarity(negated=True, change=True)) == ("LIKES", Polarity(True, True))
    assert apply_policy("DISLIKES", Polarity(negated=True)) == ("DISLIKES", Polarity(negated=True))
    assert apply_policy("WORKS_AT", Polarity(negated=True)) == ("WORKS_AT", Polarity(negated=True))


@pytest.mark.parametrize(
    ("text", "edge_type", "obj"),
    [
        ("I have worked at Globex since 2019.", "WORKS_AT", "Globex"),
        ("I've worked at Globex since May.", "WORKS_AT", "Globex"),
        ("I've worked at Stark Industries for three years.", "WORKS_AT", "Stark Industries"),
        ("I've lived in Tucson for ten years.", "LIVES_IN", "Tucson"),
        ("I have lived in Denver since I was a kid.", "LIVES_IN", "Denver"),
        ("I've lived in Ohio all my life.", "LIVES_IN", "Ohio"),
        ("I've worked as a nurse for twelve years.", "HAS_ROLE", "nurse"),
    ],
)
def test_a_present_perfect_lasting_till_now_still_holds(
    extractor: Extractor, text: str, edge_type: str, obj: str
) -> None:
    assert polarity(extractor, text, edge_type, obj) == PLAIN


def test_a_team_played_for_since_a_year_is_still_played_for(tier2: Extractor) -> None:
    assert polarity(tier2, "I have played for the Dayton Comets since 2020.", "MEMBER_OF", "Dayton Comets") == PLAIN


@pytest.mark.parametrize(
    ("text", "edge_type", "obj"),
    [
        ("I worked at Globex for two years.", "WORKS_AT", "Globex"),  # the simple past: over
        ("I lived in Tucson for ten years.", "LIVES_IN", "Tucson"),
        ("I've worked at Hooli before.", "WORKS_AT", "Hooli"),  # an experience, no stretch up to now
        ("I have worked for Initech.", "WORKS_AT", "Initech"),  # "for" an employer, not a stretch
    ],
)
def test_the_past_or_a_perfect_without_a_stretch_still_ends(
    extractor: Extractor, text: str, edge_type: str, obj: str
) -> None:
    assert polarity(extractor, text, edge_type, obj) == ENDED


def test_a_denied_perfect_since_a_year_asserts_nothing(extractor: Extractor) -> None:
    assert extractor.extract("I haven't worked at Globex since 2019.").relations == ()


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("I loved horses as a kid.", "horses"),
        ("I enjoyed chess when I was younger.", "chess"),
        ("In my twenties I adored salsa.", "salsa"),
        ("I used to love horses.", "horses"),
    ],
)
def test_a_liking_placed_in_an_earlier_part_of_life_has_ended(extractor: Extractor, text: str, obj: str) -> None:
    assert polarity(extractor, text, "LIKES", obj) == ENDED


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("I love horses.", "horses"),
        ("I have loved horses since I was a kid.", "horses"),  # the perfect runs up to now
        ("When I was a kid I lived in Ohio. I loved jazz.", "jazz"),  # the earlier life is another sentence's
    ],
)
def test_a_liking_not_placed_in_an_earlier_life_holds(extractor: Extractor, text: str, obj: str) -> None:
    assert polarity(extractor, text, "LIKES", obj) == PLAIN


def test_the_parse_reads_where_the_thing_liked_ends(tier2: Extractor) -> None:
    # Tier 1 reads "jazz back" and "concert last night" as the things liked, so these are tier 2's.
    assert polarity(tier2, "I liked jazz back in college.", "LIKES", "jazz") == ENDED
    assert polarity(tier2, "I loved the concert last night.", "LIKES", "concert") == PLAIN  # a past moment


def test_a_liked_thing_without_an_earlier_life_reads_as_before(tier2: Extractor) -> None:
    assert tier2.extract("I loved that movie.").relations == ()
