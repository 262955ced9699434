"""What an episode is embedded as. Pure.

A turn is embedded as said, after the turn it answers ("Mel: Did you go?\nJon: Yes, last week!"): a reply
such as "Yes, last week!" means little alone. Measured on LoCoMo's dev conversations this found the answering
turn as often as the sum of that and the turn's own vector, at half the embedding cost; the turn's own words
still weigh more than its context's in the lexical source (kg/recall/lexical.py).
"""

from __future__ import annotations

import math
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


def blend(vectors: Sequence[Sequence[float]]) -> list[float]:
    """The unit vector along the sum of `vectors`; [] for none. One vector: it, normalised."""
    if not vectors:
        return []
    total = [sum(parts) for parts in zip(*vectors, strict=True)]
    norm = math.sqrt(sum(x * x for x in total)) or 1.0
    return [x / norm for x in total]
