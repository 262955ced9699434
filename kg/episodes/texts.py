"""What an episode is embedded as. Pure.

A turn is embedded as said, after the turn it answers ("Mel: Did you go?\nJon: Yes, last week!"): a reply
such as "Yes, last week!" means little alone. Measured on LoCoMo's dev conversations this found the answering
turn as often as the sum of that and the turn's own vector, at half the embedding cost; the turn's own words
still weigh more than its context's in the lexical source (kg/recall/lexical.py).

A turn of several sentences is also embedded sentence by sentence, and found by the nearest of its vectors: one
vector of "Work was hectic and we repainted the kitchen. Anyway, I'm heading to my judo class." is mostly about
the week, and "Which martial arts does Robin practise?" does not find it. On LoCoMo's dev conversations (all
five), the vector source alone found the answering turn in its top 10 for 60.6 % of questions with the turn's
vector, 71.0 % with the best of it and its sentences' (questions needing several turns 30.3 -> 40.6 %, temporal
52.1 -> 78.0 %).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from kg.model.episodes import EpisodeRecord


def said_text(speaker: str, text: str) -> str:
    return f"{speaker}: {text}"


CONTEXT_WORDS = 40  # of the turn before: its end is what a reply answers, and the model's cost grows with length


def context_text(speaker: str, text: str, previous: EpisodeRecord | None) -> str:
    said = said_text(speaker, text)
    if previous is None:
        return said
    before = " ".join(previous.text.split()[-CONTEXT_WORDS:])
    return f"{said_text(previous.speaker, before)}\n{said}"


# A turn's sentences: text up to a full stop, "!" or "?" and the space after it. A turn of one sentence has none
# of its own (its turn vector says it); one of many is embedded in its first MAX_SENTENCES (each is a model run)
# of MIN_SENTENCE_WORDS or more: shorter ones are mostly thanks and exclamations ("Wow, Mel!"), which say little.
# Measured on LoCoMo's dev conversations, leaving out those under 5 words kept 68 % of the sentences and the
# vector source's top 10 as good (70.6 -> 70.9 % of questions' answering turns).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
MAX_SENTENCES = 8
MIN_SENTENCE_WORDS = 5


def split_sentences(text: str) -> list[str]:
    """`text` cut after each ".", "!" or "?" followed by a space, without empty parts."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


def sentences(text: str) -> list[str]:
    """The sentences of `text` worth a vector of their own when it has two or more (at most MAX_SENTENCES)."""
    found = split_sentences(text)
    if len(found) < 2:
        return []
    return [part for part in found if len(part.split()) >= MIN_SENTENCE_WORDS][:MAX_SENTENCES]


def sentence_texts(speaker: str, text: str) -> list[str]:
    """What each sentence of a turn of several is embedded as (as said: the speaker's name first)."""
    return [said_text(speaker, sentence) for sentence in sentences(text)]


def blend(vectors: Sequence[Sequence[float]]) -> list[float]:
    """The unit vector along the sum of `vectors`; [] for none. One vector: it, normalised."""
    if not vectors:
        return []
    total = [sum(parts) for parts in zip(*vectors, strict=True)]
    norm = math.sqrt(sum(x * x for x in total)) or 1.0
    return [x / norm for x in total]
