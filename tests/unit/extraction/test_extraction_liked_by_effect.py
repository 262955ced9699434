"""Issue 16, round 84 (tier 2): a liking told by what a thing does to the speaker or by falling for it. What makes
the speaker feel good ("running makes me feel alive"), what the speaker was made to love ("those summers made me
love sailing", however the small model hangs "love"), a pastime that is a good way for the speaker to do
something ("knitting is a good way to calm my nerves") and what someone fell in love with are LIKES; a pronoun,
something only pointed at, something taken in ("seeing their smiles made me feel good"), a way good for no one
said ("pilates is a fun way to get stronger": mostly praise of what the other speaker does) or for the listener, a
person fallen for, a denial and a question give none."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _liked(text: str, tier2: Extractor) -> set[tuple[str, str]]:
    return {
        (relation.subject, relation.object)
        for relation in tier2.extract(text).relations
        if relation.edge_type == "LIKES" and not relation.negated
    }


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Running makes me feel alive.", "running"),
        ("Swimming laps always makes me feel strong.", "swimming laps"),
        ("Gardening makes me feel calm and grounded.", "gardening"),
        ("Volunteering at the food bank made me feel great.", "volunteering"),
        ("Those long road trips made me love camping.", "camping"),
        ("All those summers at the lake made me love sailing even more.", "sailing"),
        ("Growing up near the coast made me love seafood.", "seafood"),
        ("Playing in college made me love volleyball.", "volleyball"),  # "love" a compound of the thing
        ("Playing in college made me love volleyball so much.", "volleyball"),  # "love" its subject
        ("I fell in love with pottery last year.", "pottery"),
        ("I've fallen in love with salsa dancing.", "salsa dancing"),
        ("I'm slowly falling in love with jazz.", "jazz"),
        ("Knitting is a good way to calm my nerves.", "knitting"),
        ("Running is a great way to clear my head.", "running"),
        ("Rowing is a nice way for me to start the day.", "rowing"),
    ],
)
def test_what_does_the_speaker_good_or_was_fallen_for_is_liked(tier2: Extractor, text: str, thing: str) -> None:
    assert (USER, thing) in _liked(text, tier2)


def test_someone_named_who_fell_in_love_with_things_likes_each(tier2: Extractor) -> None:
    assert _liked("Marta fell in love with painting and pottery.", tier2) >= {
        ("Marta", "painting"),
        ("Marta", "pottery"),
    }


@pytest.mark.parametrize(
    "text",
    [
        "It makes me feel alive.",  # a pronoun: what it is only the conversation says
        "That song makes me feel alive.",  # pointed at
        "Seeing their smiles made me feel good.",  # taken in, no pastime
        "Hearing the news made me feel great.",
        "Cooking doesn't make me feel relaxed.",  # denied
        "Does running make you feel alive?",  # asked
        "Work makes me feel tired.",  # no good feeling
        "My trip made me love it even more.",  # a pronoun loved
        "It didn't make me love hiking.",
        "I fell in love with it.",
        "I fell in love with Samuel.",  # a person: no liking of a thing
        "I never fell in love with golf.",
        "Did you fall in love with Rome?",
        "Pilates is a fun way to get stronger.",  # a way good for no one said
        "Meal prepping is a great way to plan your week.",  # advice
        "It's a nice way to calm my nerves.",
        "Is swimming a good way to clear my head?",
        "The bus is a cheap way to get to my office.",
    ],
)
def test_a_pronoun_a_thing_pointed_at_a_person_a_denial_or_a_question_is_no_liking(tier2: Extractor, text: str) -> None:
    assert _liked(text, tier2) == set()


def test_what_the_speaker_is_made_to_do_is_read_as_said_by_the_speaker(tier2: Extractor) -> None:
    moved = [r for r in tier2.extract("My new job made me move to Denver.").relations if r.edge_type == "LIVES_IN"]
    assert [(r.subject, r.object, r.negated) for r in moved] == [(USER, "Denver", False)]
    assert not [r for r in tier2.extract("My job never made me move to Denver.").relations if r.object == "Denver"]
