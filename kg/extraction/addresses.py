"""A street said after a place is where it stands, not what it is about: "a bakery *on Main Street*", "a diner on
the corner" name the bakery and the diner, where "a talk on climate" names a talk and its topic."""

from __future__ import annotations

from spacy.tokens import Token

_STREET_WORDS = frozenset({"street", "avenue", "road", "boulevard", "lane", "corner", "highway", "st", "ave", "rd"})


def is_address(place: Token) -> bool:
    """Whether `place`, the object of "on" after a noun, is a street or a corner."""
    return place.lower_.rstrip(".") in _STREET_WORDS
