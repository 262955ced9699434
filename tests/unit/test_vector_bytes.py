"""kg's vectors as stored since schema 12 (kg/store/vector_bytes.py): little-endian float32, base64."""

from __future__ import annotations

import base64
import math

import numpy as np
import pytest

from kg.store.vector_bytes import VectorBytesError, pack, pack_rows, unpack, unpack_rows


def test_a_vector_comes_back_as_float32_whatever_it_was_given_as() -> None:
    rng = np.random.default_rng(7)
    given = rng.standard_normal(384)
    given /= np.linalg.norm(given)
    for form in (given, given.astype(np.float32), tuple(float(x) for x in given), list(given)):
        back = unpack(pack(form), 384)
        assert back.dtype == np.float32 and back.shape == (384,)
        assert np.array_equal(back, given.astype(np.float32))  # float32 is what is kept: exact at that precision
    assert math.isclose(float(np.dot(back, back)), 1.0, rel_tol=1e-5)


def test_the_stored_form_is_little_endian_float32_in_base64() -> None:
    text = pack([1.0, -2.5])
    assert base64.b64decode(text) == b"\x00\x00\x80\x3f\x00\x00\x20\xc0"
    assert len(pack(np.zeros(384))) == 2048  # 1,536 bytes, against ~7.7 KB as JSON text


def test_the_vector_read_back_is_its_own_writable_copy() -> None:
    back = unpack(pack([0.5, 0.25]))
    back[0] = 3.0  # an in-process index writes rows in place
    assert unpack(pack([0.5, 0.25]))[0] == 0.5


def test_a_vector_of_another_dimension_is_refused_when_one_is_expected() -> None:
    text = pack(np.ones(383))
    assert unpack(text).shape == (383,)
    with pytest.raises(VectorBytesError, match="383 values, not 384"):
        unpack(text, 384)


@pytest.mark.parametrize(
    "stored",
    [
        "",  # nothing
        "not base64!",
        base64.b64encode(b"\x00\x00\x80").decode(),  # three bytes: not whole float32 values
        "[0.1, 0.2]",  # a vector as a kg before schema 12 stored it
    ],
)
def test_what_is_not_a_stored_vector_is_refused(stored: str) -> None:
    with pytest.raises(VectorBytesError):
        unpack(stored)


def test_a_value_that_is_not_text_is_refused() -> None:
    with pytest.raises(VectorBytesError, match="not list"):
        unpack([0.1, 0.2])  # type: ignore[arg-type]


@pytest.mark.parametrize("given", [[], [[0.1, 0.2]], [0.1, float("nan")], [float("inf")]])
def test_only_a_non_empty_list_of_finite_numbers_is_packed(given: list[object]) -> None:
    with pytest.raises(VectorBytesError):
        pack(given)  # type: ignore[arg-type]


def test_several_vectors_stored_as_one_value_come_back_as_rows() -> None:
    rows = [[1.0, 0.0, 0.5], [0.0, 1.0, 0.25], [0.5, 0.5, 0.0]]
    back = unpack_rows(pack_rows(rows), 3)
    assert back.shape == (3, 3) and back.tolist() == rows
    assert unpack_rows(pack([1.0, 2.0, 3.0]), 3).tolist() == [[1.0, 2.0, 3.0]]  # one vector: one row


def test_a_value_that_is_not_whole_vectors_of_the_width_is_refused() -> None:
    with pytest.raises(VectorBytesError, match="whole number of vectors"):
        unpack_rows(pack([1.0, 2.0, 3.0, 4.0]), 3)
