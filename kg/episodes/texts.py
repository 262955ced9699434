"""What an episode is embedded as. Pure.

A turn is embedded twice in one batch, as said ("Jon: Yes, last week!") and after the turn it answers, and
stored as the normalised sum of the two: a reply such as "Yes, last week!" means little alone, while the turn
itself must still weigh more than the one before it (a change of subject keeps its own meaning). Ranking by the
sum's direction is ranking by the sum of the two cosines, up to the sum's length.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from kg.model.episodes import EpisodeRecord


def said_text(speaker: str, text: str) -> str:
    return f"{speaker}: {text}"


def context_text(speaker: str, text: str, previous: EpisodeRecord | None) -> str:
    said = said_text(speaker, text)
    return f"{said_text(previous.speaker, previous.text)}\n{said}" if previous else said


def blend(vectors: Sequence[Sequence[float]]) -> list[float]:
    """The unit vector along the sum of `vectors` (unit vectors themselves); [] for none."""
    if not vectors:
        return []
    total = [sum(parts) for parts in zip(*vectors, strict=True)]
    norm = math.sqrt(sum(x * x for x in total)) or 1.0
    return [x / norm for x in total]
