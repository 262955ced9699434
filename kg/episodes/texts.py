"""What an episode is embedded as. Pure.

A turn is read by the model after the end of the turn it answers ("Mel: ...did you go?\nJon: Yes, last week!"): a
reply such as "Yes, last week!" means little alone. One run of the model gives all of a turn's vectors: the turn's
is the mean of the run's token states over the turn itself (not the turn before), and a turn of several sentences
also gets one per sentence, the mean over the sentence and the speaker's name. One vector of "Work was hectic and
we repainted the kitchen. Anyway, I'm heading to my judo class." is mostly about the week, and "Which martial arts
does Robin practise?" does not find it; the sentence's vector does.

Measured on LoCoMo's dev conversations (all five), the vector source alone finding the answering turn in its top
10 (share of questions' evidence), and the model's CPU per turn:
- the turn after 40 words of the one before, one vector: 60.6 %; with each sentence of 5+ words embedded in a run
  of its own: 70.9 %, at ~53 ms (~130 tokens read per turn).
- what kg does, one run after 15 words of the turn before: 69.6 %, at ~27 ms (~54 tokens). Without the turn
  before it was 66.4 % (single-hop questions lost most: a reply says little without what it answers).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from kg.embedding.model import Span
from kg.model.episodes import EpisodeRecord


def said_text(speaker: str, text: str) -> str:
    return f"{speaker}: {text}"


CONTEXT_WORDS = 15  # of the turn before: its end is what a reply answers, and the model's cost grows with length


# A turn's sentences: text up to a full stop, "!" or "?" and the space after it. A turn of one sentence has none
# of its own (its turn vector says it); one of many gets a vector for each of its first MAX_SENTENCES of
# MIN_SENTENCE_WORDS or more: shorter ones are mostly thanks and exclamations ("Wow, Mel!"), which say little.
# Measured on LoCoMo's dev conversations, leaving out those under 5 words kept 68 % of the sentences and the
# vector source's top 10 as good (70.6 -> 70.9 % of questions' answering turns).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
MAX_SENTENCES = 8
MIN_SENTENCE_WORDS = 5


def sentence_spans(text: str) -> list[Span]:
    """Where each sentence of `text` is: cut after each ".", "!" or "?" followed by a space, without the spaces
    around it, none empty."""
    spans: list[Span] = []
    start = 0
    for end in [match.start() for match in _SENTENCE_END.finditer(text)] + [len(text)]:
        part = text[start:end]
        if part.strip():
            lead = len(part) - len(part.lstrip())
            spans.append((start + lead, start + len(part.rstrip())))
        start = end
    return spans


def split_sentences(text: str) -> list[str]:
    """`text` cut after each ".", "!" or "?" followed by a space, without empty parts."""
    return [text[start:end] for start, end in sentence_spans(text)]


def vector_sentences(text: str) -> list[Span]:
    """The sentences of `text` worth a vector of their own when it has two or more (at most MAX_SENTENCES)."""
    found = sentence_spans(text)
    if len(found) < 2:
        return []
    worth = [(start, end) for start, end in found if len(text[start:end].split()) >= MIN_SENTENCE_WORDS]
    return worth[:MAX_SENTENCES]


def embedded_turn(speaker: str, text: str, previous: EpisodeRecord | None) -> tuple[str, list[Span], Span]:
    """What a turn is embedded as: the end of the turn it answers, then the turn as said; the parts that get a
    vector (the turn itself, then its sentences); and the speaker's name, which each sentence's vector shares."""
    said = said_text(speaker, text)
    head = f"{said_text(previous.speaker, ' '.join(previous.text.split()[-CONTEXT_WORDS:]))}\n" if previous else ""
    start = len(head) + len(said) - len(text)
    turn = (len(head), len(head) + len(said))
    return head + said, [turn, *((start + a, start + b) for a, b in vector_sentences(text))], (len(head), start - 1)


def blend(vectors: Sequence[Sequence[float]]) -> list[float]:
    """The unit vector along the sum of `vectors`; [] for none. One vector: it, normalised."""
    if not vectors:
        return []
    total = [sum(parts) for parts in zip(*vectors, strict=True)]
    norm = math.sqrt(sum(x * x for x in total)) or 1.0
    return [x / norm for x in total]
