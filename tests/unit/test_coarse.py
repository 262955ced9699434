"""The int8 copy of a namespace's vectors (kg/recall/coarse.py): codes within half a step, and scores within the
error they claim, for unit and non-unit rows alike."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from kg.recall.coarse import STEPS, CoarseRows, quantized

finite = st.floats(-4.0, 4.0, allow_nan=False, width=32)


def test_a_row_s_codes_are_within_half_a_step_and_its_largest_component_is_the_full_range() -> None:
    rows = np.asarray([[0.5, -0.25, 0.1], [-0.02, 0.01, 0.0], [0.0, 0.0, 0.0]], np.float32)
    codes, steps = quantized(rows)
    assert codes.dtype == np.int8 and codes.shape == rows.shape
    assert list(codes[:, 0]) == [STEPS, -STEPS, 0] and list(codes[2]) == [0, 0, 0]
    assert steps[2] == 1.0  # a zero row: any step, codes zero
    assert np.all(np.abs(codes * steps[:, None] - rows) <= steps[:, None] / 2 + 1e-7)


def test_a_row_too_near_zero_for_a_float32_step_is_a_zero_row() -> None:
    tiny = np.float32(1e-44)  # a subnormal: divided by STEPS, no float32 but 0
    with np.errstate(divide="raise", invalid="raise"):  # no division by zero, no NaN cast to int8
        codes, steps = quantized(np.asarray([[tiny, -tiny, 0.0]], np.float32))
    assert steps[0] == 1.0 and list(codes[0]) == [0, 0, 0]


@settings(max_examples=60, deadline=None)
@given(
    arrays(np.float32, st.tuples(st.integers(1, 40), st.just(12)), elements=finite),
    arrays(np.float32, 12, elements=finite),
    st.booleans(),
)
def test_every_row_s_int8_score_is_within_the_error_of_its_exact_dot_product(
    rows: np.ndarray, vector: np.ndarray, unit: bool
) -> None:
    if unit:  # kg's own vectors; clients may send others
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        rows = np.where(norms > 0, rows / np.maximum(norms, 1e-30), rows).astype(np.float32)
    coarse = CoarseRows()
    coarse.reserve(len(rows) + 3, rows.shape[1], 0)
    coarse.write(0, rows[:2])  # written in two parts, as a namespace's adds are
    coarse.write(2, rows[2:])
    scored = coarse.scored(len(rows), vector)
    exact = rows.astype(np.float64) @ vector.astype(np.float64)
    assert scored.scores.shape == (len(rows),)
    assert np.all(np.abs(scored.scores - exact) <= scored.error)


def test_growing_keeps_the_rows_already_written() -> None:
    rows = np.asarray([[0.6, 0.8], [1.0, 0.0]], np.float32)
    coarse = CoarseRows()
    coarse.reserve(1, 2, 0)
    coarse.write(0, rows[:1])
    coarse.reserve(4, 2, 1)
    coarse.write(1, rows[1:])
    assert list(coarse.scored(2, np.asarray([1.0, 0.0], np.float32)).scores) == pytest.approx([0.6, 1.0], abs=0.01)
