"""Issue 16, round 84 (tier 2): the speaker's favourite of a kind, named after "be" where tier 1's reading of the
words stops ("has always been", "has to be", a modifier before "favourite", a thing pointed at but named by its
kind), is LIKES with the kind as qualifier; a favourite band is one liked, not one played in. A past favourite, a
moment, a thing only pointed at, someone else's favourite, a denial and a question give no such liking. Round 85
(both tiers): a moment liked in the past ("my favorite part was ...") is no favourite given up either."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


@pytest.mark.parametrize(
    ("text", "thing", "kind"),
    [
        ("My favourite season has always been autumn.", "autumn", "season"),
        ("My all-time favorite movie is The Matrix.", "The Matrix", "movie"),
        ("My favorite author has to be Tolkien.", "Tolkien", "author"),
        ("My favorite cheese is this aged goat cheese.", "goat cheese", "cheese"),
        ("My favorite sport has always been tennis and golf.", "golf", "sport"),
    ],
)
def test_a_favourite_of_a_kind_is_liked_with_the_kind(tier2: Extractor, text: str, thing: str, kind: str) -> None:
    liked = {r.object: r for r in tier2.extract(text).relations if r.edge_type == "LIKES"}
    assert (liked[thing].subject, liked[thing].negated, liked[thing].qualifier) == (USER, False, kind)


@pytest.mark.parametrize(
    "text",
    [
        "My favorite cake is this one.",  # only pointed at
        "My favorite dessert is this cake.",
        "Her favorite season has always been autumn.",  # someone else's
        "Has your favorite author always been Tolkien?",
        "My favorite season has never been winter.",
    ],
)
def test_a_thing_only_pointed_at_someone_elses_a_question_or_a_denial_is_no_favourite(
    tier2: Extractor, text: str
) -> None:
    assert [r for r in tier2.extract(text).relations if r.edge_type == "LIKES" and not r.negated] == []


def test_a_favourite_band_is_liked_not_played_in(tier2: Extractor) -> None:
    found = {(r.edge_type, r.object) for r in tier2.extract("My favorite band right now is Arctic Monkeys.").relations}
    assert found == {("LIKES", "Arctic Monkeys")}
    assert ("MEMBER_OF", "Strokes") in {
        (r.edge_type, r.object) for r in tier2.extract("My band is The Strokes.").relations
    }


@pytest.mark.parametrize(
    "text", ["My favorite part was the lanterns over the river.", "My favourite moment was the toast."]
)
def test_a_moment_liked_in_the_past_is_no_favourite_given_up(tier1: Extractor, tier2: Extractor, text: str) -> None:
    # A part of an occasion lived; tier 1 read "was" as a favourite no longer held
    for extractor in (tier1, tier2):
        assert [r for r in extractor.extract(text).relations if r.edge_type in {"LIKES", "DISLIKES"}] == []


def test_a_favourite_kind_in_the_past_is_still_one_given_up(tier1: Extractor) -> None:
    liked = [r for r in tier1.extract("My favorite food was pizza as a kid.").relations if r.edge_type == "LIKES"]
    assert [(r.object, r.negated, r.change) for r in liked] == [("pizza", True, True)]
