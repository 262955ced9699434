"""Issue 16, fourth round (tier 2): likings said in passing ("one of my favorites", "a big jazz fan", "drawn to",
"a soft spot for", a quoted title praised) and contests named in chat's short words."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Paella is one of my favorites.", "Paella"),
        ("Sailing has always been one of my favorite things to do.", "sailing"),
        ("Opera and ballet are some of my faves.", "opera"),
    ],
)
def test_one_of_my_favorites_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert ("LIKES", USER, liked) in facts(tier2.extract(text))


def test_one_of_my_favorites_beside_a_title_names_it(tier2: Extractor) -> None:
    assert ("LIKES", USER, "Vertigo") in facts(tier2.extract("We rewatched Vertigo, one of my all-time favorites."))


def test_one_of_my_favorites_beside_someone_elses_thing_gives_nothing(tier2: Extractor) -> None:
    """The parse hangs the favourite on the nearest noun, here the shelf it stands on (thirteenth round)."""
    said = tier2.extract('I noticed you had "Dune" on your shelf, one of my favorites.')
    assert not [r for r in said.relations if r.edge_type == "LIKES"], said.relations
    assert ("LIKES", USER, "old bike") in facts(tier2.extract("I rode my old bike, one of my favorites."))


@pytest.mark.parametrize(
    "text",
    [
        "That mug is one of my favorites.",
        "Waffles are one of his favorites.",
        "Broccoli isn't one of my favorites.",
        "It's one of my favorites!",
        "That dress is my favorite.",
    ],
)
def test_favorites_pointed_at_or_not_mine_give_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm a huge cricket fan.", ("LIKES", USER, "cricket")),
        ("Omar has become a Celtics fan.", ("LIKES", "Omar", "Celtics")),
        ("I'm not a big golf fan.", ("DISLIKES", USER, "golf")),
        ("I've always been drawn to deserts.", ("LIKES", USER, "deserts")),
        ("Maria has a soft spot for old trains.", ("LIKES", "Maria", "old trains")),
    ],
)
def test_fans_and_fondness_said_in_passing(tier2: Extractor, text: str, fact: tuple[str, str, str]) -> None:
    assert facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text",
    [
        "I'm a huge fan!",
        "Her aunt is a cricket fan.",
        "Are you a rugby fan?",
        "I was drawn to the door by a knock.",
        "I have a soft spot for you.",
    ],
)
def test_fans_of_no_named_kind_or_unnamed_people_give_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ('"Gattaca" is brilliant.', "Gattaca"),
        ("'Coco' was such a beautiful movie.", "Coco"),
        ('I think "Severance" is great.', "Severance"),
    ],
)
def test_a_title_in_quotes_praised_by_the_speaker_is_liked(tier2: Extractor, text: str, title: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, title)}


@pytest.mark.parametrize(
    "text",
    [
        'Leo thinks "Gattaca" is brilliant.',
        '"Gattaca" is not great.',
        "The film was brilliant.",
        'Is "Coco" good?',
        'My "Coco" mug is great.',
    ],
)
def test_titles_praised_by_others_denied_or_unquoted_give_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_contests_named_in_short_words_are_occasions(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm getting ready for a chess tourney.")) == {
        ("DID", USER, "get ready for a chess tourney")
    }
    assert facts(tier2.extract("I was in a track meet on Sunday.")) == {("ATTENDED", USER, "track meet")}
    assert facts(tier2.extract("I'm getting ready to meet my team.")) == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Here's a pic of me at the ice rink.", ("ATTENDED", USER, "ice rink")),
        ("This is a photo of us at my niece's recital.", ("ATTENDED", USER, "my niece's recital")),
        ("Here's a photo of me decorating a cake.", ("DID", USER, "decorate a cake")),
    ],
)
def test_a_photo_of_the_speaker_tells_where_they_were_or_what_they_did(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert named_facts(tier2.extract(text)) == {fact}


@pytest.mark.parametrize(
    "text",
    [
        "Here's a pic of me at my desk.",
        "Here's a photo of my aunt at the ice rink.",
        "Here's a selfie of us at sunset.",
        "Here's a photo of me with my cousin.",
    ],
)
def test_photos_of_others_or_of_where_one_stood_give_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set()


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("My cycling club rides on Sundays.", "cycling club"),
        ("I showed it to my writing group.", "writing group"),
        ("Two of my choir friends came along.", "choir"),
    ],
)
def test_a_group_of_ones_own_named_with_its_kind_is_membership(tier2: Extractor, text: str, group: str) -> None:
    assert ("MEMBER_OF", USER, group) in facts(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "My team won.",
        "My favorite punk band broke up.",
        "My son's hockey team lost.",
        "My age group is small.",
    ],
)
def test_groups_alone_liked_others_or_left_are_no_membership(tier2: Extractor, text: str) -> None:
    assert not any(fact[0] == "MEMBER_OF" for fact in facts(tier2.extract(text)))


def test_a_shared_past_recalled_in_a_question_was_done(tier2: Extractor) -> None:
    assert facts(tier2.extract("Remember when we baked bread at the farm?")) == {("DID", USER, "bake bread")}
    assert facts(tier2.extract("Do you remember when we went fishing?")) == {("DID", USER, "fishing")}
    assert facts(tier2.extract("Remember when you baked bread?")) == set()
    assert facts(tier2.extract("Do you remember if we baked bread?")) == set()


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("My favorite is the walnut brownie.", "walnut brownie"),
        ("My fave has to be the fig jam.", "fig jam"),
    ],
)
def test_my_favorite_is_names_what_is_liked(tier2: Extractor, text: str, liked: str) -> None:
    assert facts(tier2.extract(text)) == {("LIKES", USER, liked)}


@pytest.mark.parametrize(
    "text",
    [
        "My favorite was when it snowed.",
        "Her favorite is the fig jam.",
        "My favorite is the red one.",
        "Is it your fave?",
    ],
)
def test_favorites_of_others_moments_or_placeholders_give_nothing(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_this_was_our_outing_said_of_something_shown_was_done(tier2: Extractor) -> None:
    assert facts(tier2.extract("This was our canoe trip last August.")) == {("DID", USER, "canoe trip")}
    assert facts(tier2.extract("That was their canoe trip.")) == set()
    assert facts(tier2.extract("This is our canoe trip next month.")) == set()


def test_a_bare_verb_after_a_finite_one_is_asked_of_the_listener(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love to cook, so just send me a recipe anytime!")) == {("LIKES", USER, "cooking")}
    assert facts(tier2.extract("I know the trail, so just take a map.")) == set()
    assert ("PLANS", USER, "buy some paint") in facts(tier2.extract("I'll go and buy some paint."))


def test_a_group_named_by_whom_it_is_of_keeps_them(tier2: Extractor) -> None:
    assert facts(tier2.extract("I joined a group of stargazers.")) == {("MEMBER_OF", USER, "group of stargazers")}


def test_what_one_loves_to_get_lost_in_is_liked(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love getting lost in old atlases.")) == {("LIKES", USER, "old atlases")}
    assert facts(tier2.extract("I hate getting lost in big malls.")) == set()
    assert facts(tier2.extract("I got lost in the mall.")) == set()


def test_a_hyphenated_favorite_of_mine_is_one_thing(tier2: Extractor) -> None:
    assert facts(tier2.extract("Thor has always been a favorite of mine.")) == {("LIKES", USER, "Thor")}


@pytest.mark.parametrize(
    ("text", "occasion"),
    [
        ("I'm looking forward to the art fair.", "art fair"),
        ("Looking forward to our beach trip!", "our beach trip"),
        ("I'm so excited for the recital.", "recital"),
    ],
)
def test_an_occasion_looked_forward_to_is_a_plan(tier2: Extractor, text: str, occasion: str) -> None:
    assert facts(tier2.extract(text)) == {("PLANS", USER, occasion)}


@pytest.mark.parametrize(
    "text",
    ["I was looking forward to the art fair.", "I'm not excited for the recital.", "Excited for summer!"],
)
def test_a_past_denied_or_no_occasion_is_no_plan(tier2: Extractor, text: str) -> None:
    assert facts(tier2.extract(text)) == set()


def test_a_passion_whose_for_is_hung_on_the_verb_is_still_its_interest(tier2: Extractor) -> None:
    """ "pursuing my passion for sculpting" may come out with "for writing" on "pursuing"."""
    assert facts(tier2.extract("I keep pursuing my passion for sculpting.")) == {("HAS_INTEREST", USER, "sculpting")}
    assert facts(tier2.extract("He keeps pursuing his passion for chess.")) == set()
