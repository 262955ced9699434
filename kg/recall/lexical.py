"""BM25 over the candidates Dgraph's word index found. Pure.

An episode's words are stored once each, so every term frequency is 1: the score is, per shared word, its
idf (rarer words weigh more) damped by the episode's length against the candidates' mean length. A word only
the turn before has (the question a reply answers) counts CONTEXT_SHARE of one the episode says itself.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

K1 = 1.2
B = 0.75
CONTEXT_SHARE = 0.5


def idf(total: int, frequency: int) -> float:
    return math.log(1.0 + (total - frequency + 0.5) / (frequency + 0.5))


def bm25(
    total: int,
    frequency: Mapping[str, int],
    words_of: Mapping[str, set[str]],
    length_of: Mapping[str, int],
    context_of: Mapping[str, set[str]] | None = None,
) -> list[tuple[str, float]]:
    """(uid, score) for each candidate, best first; ties by uid."""
    context_of = context_of or {}
    candidates = words_of.keys() | context_of.keys()
    if not candidates:
        return []
    mean = sum(length_of.values()) / len(length_of) if length_of else 1.0
    weights = {w: idf(max(total, f), f) for w, f in frequency.items()}
    scored = []
    for uid in candidates:
        said, before = words_of.get(uid, set()), context_of.get(uid, set()) - words_of.get(uid, set())
        matched = sum(weights.get(w, 0.0) for w in said) + CONTEXT_SHARE * sum(weights.get(w, 0.0) for w in before)
        norm = (K1 + 1.0) / (1.0 + K1 * (1.0 - B + B * length_of.get(uid, mean) / (mean or 1.0)))
        scored.append((uid, matched * norm))
    return sorted(scored, key=lambda pair: (-pair[1], pair[0]))
