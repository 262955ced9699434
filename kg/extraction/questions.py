"""Whether a sentence asks rather than tells: a question says nothing about the speaker.

Its own module so that the word-level readers (kin.py) can use it without importing phrases.py, which imports them.
"""

from __future__ import annotations

from spacy.tokens import Span

# Tails that make a statement ask for agreement, not information: "I finished my quilt, pretty cool, *huh*?".
_TAG_QUESTIONS = frozenset(
    {
        ("huh",),
        ("right",),
        ("eh",),
        ("yeah",),
        ("ya", "know"),
        ("you", "know"),
        ("y'know",),
        ("is", "n't", "it"),
        ("was", "n't", "it"),
        ("do", "n't", "you", "think"),
    }
)


def is_question(sentence: Span) -> bool:
    """A sentence ending in "?", unless what follows its last comma is a tag ("..., right?")."""
    if sentence[-1].text != "?":
        return False
    comma = max((token.i for token in sentence if token.text == ","), default=None)
    if comma is None:
        return True
    tail = tuple(token.lower_ for token in sentence.doc[comma + 1 : sentence[-1].i])
    return tail not in _TAG_QUESTIONS
