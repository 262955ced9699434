"""Whether a sentence asks rather than tells: a question says nothing about the speaker.

Its own module so that the word-level readers (kin.py) can use it without importing phrases.py, which imports them.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span

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
        # A statement asking for help, not a question about what it says: "Priya likes candles, any ideas?".
        *(("any", word) for word in ("ideas", "suggestions", "thoughts", "tips", "advice", "recommendations")),
        ("ideas",),
        ("suggestions",),
        ("thoughts",),
    }
)


def is_question(sentence: Span) -> bool:
    """A sentence ending in "?", unless what follows its last comma is a tag ("..., right?", "..., any ideas?")."""
    if sentence[-1].text != "?":
        return False
    comma = max((token.i for token in sentence if token.text == ","), default=None)
    if comma is None:
        return True
    tail = tuple(token.lower_ for token in sentence.doc[comma + 1 : sentence[-1].i])
    return tail not in _TAG_QUESTIONS


_SENTENCE_ENDS = frozenset({".", "!", "?"})


def sentence_at(doc: Doc, index: int) -> Span:
    """The sentence holding `doc[index]`, found by its end punctuation: tier 1's docs have no sentence boundaries."""
    start = index
    while start > 0 and doc[start - 1].text not in _SENTENCE_ENDS:
        start -= 1
    end = index
    while end < len(doc) - 1 and doc[end].text not in _SENTENCE_ENDS:
        end += 1
    return doc[start : end + 1]


def asks_at(doc: Doc, index: int) -> bool:
    """`is_question` for the sentence holding `doc[index]`, so that tier 1 can tell "Does Bob like golf?" from
    "Bob likes golf."."""
    return is_question(sentence_at(doc, index))


def is_tag(doc: Doc, start: int, end: int) -> bool:
    """Whether `doc[start:end]` is a tag closing the sentence with "?" ("Bob loves chess, *right*?")."""
    closes = end < len(doc) and doc[end].text == "?"
    return closes and tuple(token.lower_ for token in doc[start:end]) in _TAG_QUESTIONS
