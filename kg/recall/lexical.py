"""BM25 over the episodes that share a word with the question (kg/recall/word_index.py finds them). Pure.

An episode's words are stored once each, so every term frequency is 1: the score is, per shared word, its
idf (rarer words weigh more) damped by the episode's length against the candidates' mean length. A word only
the turn before has (the question a reply answers) counts CONTEXT_SHARE of one the episode says itself.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

K1 = 1.2
B = 0.75
CONTEXT_SHARE = 0.5


def idf(total: int, frequency: int) -> float:
    return math.log(1.0 + (total - frequency + 0.5) / (frequency + 0.5))


def bm25_scores(matched: npt.NDArray[np.float64], lengths: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Each candidate's BM25 from `matched`, the idf of the words it shares with the question added up (a word only
    the turn before says counted at CONTEXT_SHARE), damped by its length against the candidates' mean length."""
    mean = float(lengths.mean()) if len(lengths) else 1.0
    norm = (K1 + 1.0) / (1.0 + K1 * (1.0 - B + B * lengths / (mean or 1.0)))
    scores: npt.NDArray[np.float64] = matched * norm
    return scores
