"""A feature of someone else's thing, praised, is no liking of the speaker's own, in both tiers.

    I love the self-acceptance theme in your painting   nothing, where LIKES "self-acceptance theme" was read
    I really like the vibe of your new place            nothing
    I love the details on her quilt                     nothing: "her" is someone else when the speaker likes
    I love the colors of autumn / I love the beach      LIKES, as before: no one's thing
    I like your idea / I love your turtles              nothing, as before (`read_things`, the parse's owner)

Only "the X" with a preposition whose object is owned by "your", "their", "its", a name's "'s", or "his"/"her"
when the speaker is the one liking. A feature of the speaker's own thing ("the light in my new apartment") and a
thing owned without a feature ("the theme of the painting") are left as they were read.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.lexicon import MY_OUR, OTHERS_POSSESSIVES

# Prepositions that hang a feature on its thing: "the colors *in* your photo", "the vibe *of* your place".
_OF_A_THING = frozenset({"in", "of", "on", "from", "behind"})
_THIRD_PERSON = frozenset({"his", "her"})


def feature_of_someone_elses_thing(thing: Token, speaker_likes: bool) -> bool:
    """Whether the parsed `thing` is "the X" with a preposition whose object someone other than the speaker
    owns; `speaker_likes` says whether the speaker (not a named person, whose "her" may be their own) likes it."""
    if not any(child.dep_ == "det" and child.lower_ == "the" for child in thing.children):
        return False
    owned = [
        owner
        for prep in _preps_after(thing)
        if prep.lower_ in _OF_A_THING
        for owned_thing in prep.children
        if owned_thing.dep_ == "pobj"
        for owner in owned_thing.children
        if owner.dep_ == "poss"
    ]
    return any(_someone_else(owner.lower_, speaker_likes, owner.pos_ == "PROPN") for owner in owned)


def _preps_after(thing: Token) -> list[Token]:
    """The prepositions hung on `thing`, and the one right after it that the small model often hangs on the verb
    instead ("I love the theme *in* your painting": "in" under "love")."""
    preps = [child for child in thing.children if child.dep_ == "prep"]
    right_after = thing.right_edge.i + 1
    if thing.dep_ == "dobj":
        preps.extend(child for child in thing.head.children if child.dep_ == "prep" and child.i == right_after)
    return preps


def names_feature_of_someone_elses(doc: Doc, start: int, end: int, speaker_likes: bool) -> bool:
    """Tier 1's reading, without a parse: the thing read from `doc[start:end]`, after "the", is followed, within
    it or right after it, by a preposition and an owner other than the speaker ("the theme *in your* painting")."""
    if start == 0 or doc[start - 1].lower_ != "the":
        return False
    return any(
        doc[index].lower_ in _OF_A_THING and _someone_else(doc[index + 1].lower_, speaker_likes, named=False)
        for index in range(start, min(end + 1, len(doc) - 1))
    )


def _someone_else(owner: str, speaker_likes: bool, named: bool) -> bool:
    if owner in MY_OUR:
        return False
    return owner in OTHERS_POSSESSIVES or named or (speaker_likes and owner in _THIRD_PERSON)
