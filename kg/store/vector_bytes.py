"""kg's own vectors as Dgraph stores them since schema 12: the little-endian float32 values, base64, in a string
predicate (`episode_vector_bytes`, `name_vector_bytes`).

Until then they were `float32vector` values, which Dgraph takes and prints as JSON text: 384 numbers of about 20
characters each, ~7.7 KB per vector for 1.5 KB of floats, printed by Dgraph and parsed number by number by kg (a
JSON float, then a Python float, then numpy). A namespace's first search loads all of its vectors, and that text
was most of the wait (schema/base.dql has the figures). As bytes, Dgraph copies a 2 KB string and kg decodes it
with one base64 call and np.frombuffer.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

FLOAT32 = np.dtype("<f4")  # little-endian whatever the machine: the stored form is the same everywhere


class VectorBytesError(ValueError):
    """A stored value that is not a vector of the expected form."""


def pack(vector: Sequence[float] | npt.NDArray[np.floating]) -> str:
    """The stored form of a non-empty vector of finite numbers."""
    values = np.asarray(vector, dtype=FLOAT32)
    if values.ndim != 1 or values.size == 0:
        raise VectorBytesError(f"a vector is a non-empty list of numbers, not shape {values.shape}")
    if not np.isfinite(values).all():
        raise VectorBytesError("a vector holds finite numbers only")
    return base64.b64encode(values.tobytes()).decode("ascii")


def unpack(text: str, dimension: int | None = None) -> npt.NDArray[np.float32]:
    """The vector `pack` gave `text` (its own copy, in the machine's byte order); with `dimension`, it must
    have that many values. Raises VectorBytesError for anything else."""
    if not isinstance(text, str):
        raise VectorBytesError(f"a stored vector is a base64 string, not {type(text).__name__}")
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError) as error:
        raise VectorBytesError(f"not base64: {error}") from error
    if not raw or len(raw) % FLOAT32.itemsize:
        raise VectorBytesError(f"{len(raw)} bytes are not a whole number of float32 values")
    values = np.frombuffer(raw, dtype=FLOAT32).astype(np.float32)
    if dimension is not None and values.size != dimension:
        raise VectorBytesError(f"a vector of {values.size} values, not {dimension}")
    return values


def pack_rows(rows: Sequence[Sequence[float]]) -> str:
    """Several vectors of one width as one stored value (an episode's: its turn's, then its sentences')."""
    return pack(np.concatenate([np.asarray(row, dtype=FLOAT32) for row in rows]))


def unpack_rows(text: str, width: int) -> npt.NDArray[np.float32]:
    """The vectors `pack_rows` stored, one per row (one row: a vector `pack` stored). Raises VectorBytesError for a
    value that is not a whole number of vectors of `width`."""
    values = unpack(text)
    if values.size % width:
        raise VectorBytesError(f"{values.size} values are not a whole number of vectors of {width}")
    return values.reshape(-1, width)
