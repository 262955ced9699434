"""Whether a thing the speaker says they like is only a feature of something just shown or watched.

    That painting is stunning! I love the bright colors.     the colors of that painting, not colors in general
    Wow, looks great! I love the misty hills.                the hills in the picture shown
    I really liked the acting.                               one film's acting, not acting as a pastime

A liked "the X" (not a name) after a sentence that praises or points at something shown ("that's gorgeous",
"looks great", "this photo", "your painting") is praise of that thing; so is "the" before a gerund noun, which
names one performance ("the acting", "the singing"), where the bare gerund ("I love acting") is the pastime.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.event_words import words

_SHOWN_WORKS = words(
    """photo pic picture shot snap selfie painting drawing sketch art artwork piece mural sculpture poster
    video clip movie film show book cover"""
)
_POINTING = frozenset({"this", "that", "these", "those", "your"})
_PRAISE = words(
    """amazing gorgeous great beautiful awesome stunning lovely cool incredible wonderful fantastic nice cute
    adorable pretty breathtaking impressive"""
)


def feature_of_something_shown(thing: Token) -> bool:
    if thing.pos_ == "PROPN" or thing.ent_type_ or not _definite(thing):
        return False
    if thing.tag_ == "NN" and thing.lower_.endswith("ing") and thing.lemma_.lower() == thing.lower_:
        return True  # "the acting": one performance
    return any(_praises_or_points_at_something_shown(word) for word in thing.doc[: thing.sent.start])


def _definite(thing: Token) -> bool:
    """ "*the* colors", and "the blue sky and green *hills*": a list's "the" stands before its first item; "the
    *self-acceptance* theme": a modifier's, before the noun it modifies."""
    while (thing.dep_ == "conj" and thing.head.i < thing.i) or (
        thing.dep_ in {"nmod", "compound"} and thing.head.i > thing.i
    ):
        thing = thing.head
    return any(child.dep_ == "det" and child.lower_ == "the" for child in thing.children)


def _praises_or_points_at_something_shown(word: Token) -> bool:
    if word.lemma_.lower() in _SHOWN_WORKS:  # "that photo's amazing", "who painted this picture?"
        return any(child.dep_ in {"det", "poss"} and child.lower_ in _POINTING for child in word.children)
    if word.lower_ in _PRAISE and word.dep_ == "acomp":  # "that's gorgeous!", "Wow, looks great!"
        subjects = [child for child in word.head.children if child.dep_ == "nsubj"]
        return all(subject.lower_ in {"that", "this", "it"} for subject in subjects)
    return False
