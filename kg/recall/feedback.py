"""Pseudo-relevance feedback for the vector search (Rocchio): the question's vector moved toward the mean of the
episodes it found best, searched again. A question that asks for several things ("what has Robin tried?") is far,
as a vector, from each answer ("I took up the cello last month"), where the answers found first are near the
others of their kind. Pure."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt


def moved_toward(question: Sequence[float], found: Sequence[npt.NDArray[np.float32]], share: float) -> list[float]:
    """The unit vector (1 - share) * question + share * mean(found), normalised; the question when none found."""
    if not found or share <= 0 or not question:
        return list(question)
    mixed = (1.0 - share) * np.asarray(question, dtype=np.float32) + share * np.mean(np.stack(found), axis=0)
    norm = float(np.linalg.norm(mixed))
    return [float(x) for x in mixed / norm] if norm > 0 else list(question)
