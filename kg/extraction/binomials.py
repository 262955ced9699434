"""Things named by two nouns joined with "and" that are one thing ("mac and cheese", "fish and chips", "arts and
crafts"), made one token after the parse, so that no reader splits them into two ("I love mac and cheese" is one
liking, not LIKES "mac" and LIKES "cheese"; coordinated things are otherwise two facts)."""

from __future__ import annotations

from spacy.tokens import Doc

# Each as its two sides; "and" between them may be written "&" or "n".
_PAIRS = (
    ("mac", "cheese"),
    ("macaroni", "cheese"),
    ("fish", "chips"),
    ("peanut butter", "jelly"),
    ("rice", "beans"),
    ("chips", "salsa"),
    ("chips", "guac"),
    ("chips", "guacamole"),
    ("biscuits", "gravy"),
    ("chicken", "waffles"),
    ("bacon", "eggs"),
    ("ham", "cheese"),
    ("cookies", "cream"),
    ("surf", "turf"),
    ("spaghetti", "meatballs"),
    ("bangers", "mash"),
    ("rock", "roll"),
    ("rhythm", "blues"),
    ("drum", "bass"),
    ("arts", "crafts"),
    ("dungeons", "dragons"),
    ("hide", "seek"),
    ("cops", "robbers"),
    ("snakes", "ladders"),
    ("chutes", "ladders"),
)
_AND = frozenset({"and", "&", "n", "'n", "\u2019n"})
_WORDS = {tuple(f"{first} _ {second}".split()) for first, second in _PAIRS}
_LENGTHS = sorted({len(words) for words in _WORDS}, reverse=True)
_FIRST_WORDS = frozenset(words[0] for words in _WORDS)  # a cheap test before a pair is looked for


def join_binomials(doc: Doc) -> None:
    """Merge each such pair in a parsed doc into one token, a noun (a name when written as one: "Dungeons and
    Dragons"); a pair that only modifies a noun after it ("fish and chips *shop*") is left to the parse."""
    if not doc.has_annotation("DEP"):
        return
    lowered = ["_" if token.lower_ in _AND else token.lower_ for token in doc]
    spans = []
    index = 0
    while index < len(doc):
        length = _pair_at(doc, lowered, index) if lowered[index] in _FIRST_WORDS else 0
        if length:
            spans.append(doc[index : index + length])
            index += length
        else:
            index += 1
    if not spans:
        return
    with doc.retokenize() as retokenizer:
        for span in spans:
            named = all(token.is_title for token in span if token.lower_ not in _AND)
            retokenizer.merge(
                span,
                attrs={
                    "LEMMA": span.text.lower(),
                    "POS": "PROPN" if named else "NOUN",
                    "TAG": "NNP" if named else "NN",
                },
            )


def _pair_at(doc: Doc, lowered: list[str], start: int) -> int:
    """The length of the pair that starts at `start`, or 0: none, or one that modifies the noun after it."""
    for length in _LENGTHS:
        end = start + length
        if end > len(doc) or tuple(lowered[start:end]) not in _WORDS:
            continue
        if end == len(doc) or doc[end].pos_ not in {"NOUN", "PROPN"}:
            return length
    return 0
