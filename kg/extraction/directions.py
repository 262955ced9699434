"""A direction word between a verb of motion and its preposition ("moved *back* to Chicago", "went *out* to the
lake"): the small model hangs the preposition on the adverb, so rules that look for the verb's own preposition
look through it."""

from __future__ import annotations

from spacy.tokens import Token

_DIRECTIONS = frozenset({"back", "out", "over", "down", "up", "away"})


def is_direction(adverb: Token) -> bool:
    """A direction right after its verb, on which the small model hangs the preposition that follows."""
    return adverb.dep_ == "advmod" and adverb.lower_ in _DIRECTIONS and adverb.i == adverb.head.i + 1


# What one goes back to in a figure of speech, no place gone to: "back to *basics*", "to *square* one", "to the
# *drawing board*", "to my old *habits*"; or a stage of life taken up again: "I went back to *school*" studies
# again (the labelled "I plan to go back to school" is no outing).
_FIGURATIVE_RETURNS = frozenset(
    {"basic", "basics", "square", "board", "habit", "root", "way", "routine", "normal", "beginning", "start", "past"}
    | {"school", "college", "university", "uni", "grad", "work", "bed", "sleep"}
)


def is_figurative_return(place: Token) -> bool:
    """A noun after "went back to" that names a state returned to, not a place."""
    return place.lemma_.lower() in _FIGURATIVE_RETURNS or place.lower_ in _FIGURATIVE_RETURNS
