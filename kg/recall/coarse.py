"""An int8 copy of a namespace's vectors, read first so that a large namespace's search reads a quarter of the bytes.

At 200,000 episodes the exact float32 product read 307 MB per Recall: about 23 ms of one core here, the longest
stage of Recall in `make bench-full`. The int8 rows are read in about 8 ms by simsimd's integer kernels (numpy has
no fast integer product: 44 ms). The search stays exact: a row's int8 score lies within `Scores.error` of its
float32 score, so once the best rows by int8 score are scored in float32, every row whose int8 score could still
reach the k-th record's exact score is scored too, and no row left out could have been among the k (on LoCoMo's
turns tiled to 200,000 rows, that is 240 rows in float32 for a search of 100 at the median, 460 at most).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
import simsimd

STEPS = 127  # a row's largest component becomes ±127: int8's range, and no value is clipped
ROUNDING_SLACK = 1e-5  # float32 arithmetic in both products, far above its actual rounding error at 384 dimensions
# The scan is split over the cores kg may use (at most 4): a Recall waits on it while Dgraph reads the graph, and
# simsimd's threads stop when their share is done (200,000 rows here: 4.9 ms on one core, 1.9 ms on two, for the
# same CPU), unlike a BLAS pool's threads, which spin on after a product (kg/blas.py).
_CORES = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
SCAN_THREADS = max(1, min(4, _CORES))


@dataclass(frozen=True)
class Scores:
    """Every row's score against one vector, and how far any of them may be from its exact dot product."""

    scores: npt.NDArray[np.float64]
    error: float = 0.0


def quantized(rows: npt.NDArray[np.float32]) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.float32]]:
    """Each row as int8 codes, and its step: the float value of one code. A zero row, or one so near zero that its
    step is no float32 (largest component under ~1e-43), gets step 1 and zero codes."""
    largest = np.abs(rows).max(axis=1) if rows.shape[1] else np.zeros(len(rows), np.float32)
    steps = (largest / STEPS).astype(np.float32)
    steps = np.where(steps > 0, steps, np.float32(1.0)).astype(np.float32)
    return np.rint(rows / steps[:, None]).astype(np.int8), steps


@dataclass
class CoarseRows:
    """The int8 codes of a float32 matrix's rows, kept row for row beside it (same capacity)."""

    codes: npt.NDArray[np.int8] = field(default_factory=lambda: np.zeros((0, 0), np.int8))
    steps: npt.NDArray[np.float32] = field(default_factory=lambda: np.zeros(0, np.float32))
    # The largest step and the largest L1 norm of any row's codes (in float units), for the error bound. They
    # only grow: a row replaced by a smaller one leaves the bound loose, never wrong.
    largest_step: float = 0.0
    largest_l1: float = 0.0

    @property
    def ready(self) -> bool:
        """Whether rows are kept (`reserve` was called): a namespace codes its rows only once it is large."""
        return bool(len(self.codes))

    def reserve(self, capacity: int, dimension: int, held: int) -> None:
        """Room for `capacity` rows, keeping the first `held`."""
        codes = np.zeros((capacity, dimension), np.int8)
        steps = np.ones(capacity, np.float32)
        if held:
            codes[:held] = self.codes[:held]
            steps[:held] = self.steps[:held]
        self.codes, self.steps = codes, steps

    def write(self, at: int, rows: npt.NDArray[np.float32]) -> None:
        """The codes of `rows`, which the float matrix now holds from row `at` on."""
        if not len(rows):
            return
        codes, steps = quantized(rows)
        self.codes[at : at + len(rows)] = codes
        self.steps[at : at + len(rows)] = steps
        self.largest_step = max(self.largest_step, float(steps.max()))
        self.largest_l1 = max(self.largest_l1, float((np.abs(codes, dtype=np.int32).sum(axis=1) * steps).max()))

    def scored(self, held: int, vector: npt.NDArray[np.float32]) -> Scores:
        """The first `held` rows' scores against `vector`, from the codes."""
        query, [query_step] = quantized(vector[np.newaxis, :])
        dots = np.asarray(
            simsimd.cdist(query, self.codes[:held], metric="dot", threads=SCAN_THREADS), dtype=np.float64
        )[0]
        # With x̂ and q̂ the rows and the vector as their codes say, per component |x - x̂| <= step_x / 2, so
        # |x·q - x̂·q̂| <= |(x - x̂)·q| + |x̂·(q - q̂)| <= step_x / 2 * |q|₁ + step_q / 2 * |x̂|₁.
        error = 0.5 * self.largest_step * float(np.abs(vector).sum()) + 0.5 * float(query_step) * self.largest_l1
        return Scores(dots * self.steps[:held] * float(query_step), error + ROUNDING_SLACK)
