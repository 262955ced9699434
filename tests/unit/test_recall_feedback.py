"""Pseudo-relevance feedback: the question's vector moved toward what it found best."""

from __future__ import annotations

import math

import numpy as np
import pytest

from kg.recall.feedback import moved_toward


def test_the_question_moves_toward_the_mean_of_what_it_found_and_stays_unit_length() -> None:
    found = [np.asarray([0.0, 1.0], np.float32), np.asarray([0.0, 1.0], np.float32)]
    moved = moved_toward([1.0, 0.0], found, 0.5)
    assert moved == pytest.approx([1 / math.sqrt(2), 1 / math.sqrt(2)], rel=1e-6)
    assert moved_toward([1.0, 0.0], found, 0.25)[0] > moved[0]  # a smaller share stays nearer the question


def test_nothing_found_or_no_share_keeps_the_question() -> None:
    assert moved_toward([0.6, 0.8], [], 0.5) == [0.6, 0.8]
    assert moved_toward([0.6, 0.8], [np.asarray([1.0, 0.0], np.float32)], 0.0) == [0.6, 0.8]
