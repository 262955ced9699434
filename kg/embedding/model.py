"""all-MiniLM-L6-v2 on ONNX Runtime: texts -> unit-length 384-dimensional vectors, as sentence-transformers makes them
(mean of the last hidden state over the attention mask, then L2 normalised)."""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import numpy.typing as npt

from kg.embedding.packaged import (
    INSTALL_HINT,
    ModelFileError,
    PackageFinder,
    find_model_files,
    package_dir,
    verified_onnx,
    verified_tokenizer_json,
)
from kg.embedding.quantized import quantized_model, quantizer_available
from kg.settings import default_cache_dir

if TYPE_CHECKING:
    from tokenizers import Tokenizer

DIMENSION = 384
MODEL_NAME = "all-MiniLM-L6-v2 (int8 ONNX)"
QUANTIZED_NAME = "all-MiniLM-L6-v2 (int8 ONNX, int8 arithmetic)"
# ONNX Runtime (1.32) starts a telemetry client that writes a device id under $HOME; where it cannot (the image's
# user has no home) it prints a plain-text warning past every logger, which breaks JSON logs. kg is offline-first
# and never wants telemetry: turned off before onnxruntime is first imported (a user's own setting wins).
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
MAX_TOKENS = 256  # what sentence-transformers truncates this model to (the tokenizer file says 128)
BATCH_SIZE = 32  # the packaged graph's; the int8-arithmetic one runs a text at a time (load_embedder says why)
# One thread per call: on 2 cores (short sentences) it gives ~250 sentences/s in batches of 32 and ~5.5 ms for one
# sentence. Two threads reach ~480/s and ~3.4 ms only with ORT's busy-waiting pool, which would keep both cores
# spinning between calls and starve Dgraph and kg; without it, two threads were slower than one. Concurrent calls
# still use both cores, since sessions run in parallel.
DEFAULT_THREADS = 1


Span = tuple[int, int]  # characters [start, end) of a text


class Embedder(Protocol):
    dimension: int
    name: str

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One unit-length vector per text, in input order."""
        ...

    def embed_parts(self, text: str, parts: Sequence[Span], shared: Span | None = None) -> list[list[float]]:
        """One unit-length vector per part (characters of `text`), all from one run of the model over `text`."""
        ...


class OnnxEmbedder:
    """Thread-safe: ONNX Runtime sessions run concurrently; the tokenizer is used under a lock."""

    dimension: int = DIMENSION
    name: str = MODEL_NAME

    def __init__(
        self,
        onnx_path: Path,
        tokenizer_json: str,
        *,
        threads: int = DEFAULT_THREADS,
        name: str = MODEL_NAME,
        batch_size: int = BATCH_SIZE,
    ) -> None:
        import onnxruntime
        from tokenizers import Tokenizer

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3  # errors only: kg logs for itself
        # Idle pool threads would otherwise spin on a core between calls, taking it from the rest of kg.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session: Any = onnxruntime.InferenceSession(
            str(onnx_path), sess_options=options, providers=["CPUExecutionProvider"]
        )
        self._inputs = {node.name for node in self._session.get_inputs()}
        tokenizer = Tokenizer.from_str(tokenizer_json)
        tokenizer.enable_truncation(MAX_TOKENS)
        tokenizer.no_padding()  # each batch is padded here, to its own longest text
        self._tokenizer: Tokenizer = tokenizer
        self._pad_id: int = tokenizer.token_to_id("[PAD]") or 0
        self._tokenizer_lock = threading.Lock()
        self.name = name
        self._batch_size = batch_size

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        with self._tokenizer_lock:
            encodings = [self._tokenizer.encode(text) for text in texts]
        ids: list[list[int]] = [encoding.ids for encoding in encodings]
        # Batches of similar length, so short texts are not padded to a long one's length.
        order = sorted(range(len(ids)), key=lambda index: len(ids[index]))
        vectors: list[list[float]] = [[] for _ in texts]
        for start in range(0, len(order), self._batch_size):
            batch = order[start : start + self._batch_size]
            for index, vector in zip(batch, self._run([ids[index] for index in batch]), strict=True):
                vectors[index] = vector
        return vectors

    def embed_parts(self, text: str, parts: Sequence[Span], shared: Span | None = None) -> list[list[float]]:
        """One unit vector per part of `text`, from one run of the model over all of it: the mean of the run's
        token states over the part's characters and the `shared` ones (a speaker's name before each sentence).

        One run instead of one per part: the model's cost grows with the tokens it reads. Each token is read in the
        context of the whole text, which a part alone lacks. A part past the model's length (MAX_TOKENS) is
        embedded on its own, as its shared and own characters.
        """
        if not parts:
            return []
        with self._tokenizer_lock:
            encoding = self._tokenizer.encode(text)
        hidden, _ = self._hidden([encoding.ids])
        tokens = [
            (start, end) if not special and end > start else (-1, -1)
            for (start, end), special in zip(encoding.offsets, encoding.special_tokens_mask, strict=True)
        ]
        within = np.array([[_inside(token, part) for token in tokens] for part in parts], dtype=bool)
        common = np.array([shared is not None and _inside(token, shared) for token in tokens], dtype=bool)
        sums = (within | common).astype(np.float32) @ hidden[0]
        rows = sums / np.maximum(np.linalg.norm(sums, axis=1, keepdims=True), 1e-12)
        vectors: list[list[float]] = rows.tolist()
        cut = [index for index, row in enumerate(within) if not row.any()]
        if cut:
            prefix = text[shared[0] : shared[1]] + " " if shared is not None else ""
            alone = self.embed([prefix + text[parts[index][0] : parts[index][1]] for index in cut])
            for index, vector in zip(cut, alone, strict=True):
                vectors[index] = vector
        return vectors

    def _run(self, batch: list[list[int]]) -> list[list[float]]:
        return _pool(*self._hidden(batch))

    def _hidden(self, batch: list[list[int]]) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int64]]:
        """The last hidden state of each row (padded to the longest) and the mask of its real tokens."""
        width = max(len(row) for row in batch)
        input_ids = np.full((len(batch), width), self._pad_id, dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for row, token_ids in enumerate(batch):
            input_ids[row, : len(token_ids)] = token_ids
            mask[row, : len(token_ids)] = 1
        feed = {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": np.zeros_like(input_ids)}
        (hidden,) = self._session.run(["last_hidden_state"], {k: v for k, v in feed.items() if k in self._inputs})
        return np.asarray(hidden, dtype=np.float32), mask


def _inside(token: Span, span: Span) -> bool:
    return span[0] <= token[0] and token[1] <= span[1]


def _pool(hidden: npt.NDArray[np.float32], mask: npt.NDArray[np.int64]) -> list[list[float]]:
    """Mean over the real tokens, then unit length."""
    weights = mask[:, :, None].astype(np.float32)
    summed = (hidden * weights).sum(axis=1)
    means = summed / np.maximum(weights.sum(axis=1), 1e-9)
    unit = means / np.maximum(np.linalg.norm(means, axis=1, keepdims=True), 1e-12)
    rows: list[list[float]] = unit.tolist()
    return rows


def load_embedder(
    *,
    required: bool = False,
    find_package: PackageFinder = package_dir,
    cache_dir: Path | None = None,
    quantized: bool = True,
) -> OnnxEmbedder | None:
    """The packaged model, or None when onnxruntime, tokenizers or a model package is not installed.

    It runs with int8 arithmetic (kg/embedding/quantized.py; derived once into `cache_dir`, by default kg's) unless
    `quantized` is false or the `onnx` package is missing. With `required`, a missing piece raises ModelFileError
    instead. A model file that is present but not the pinned one always raises. Logs nothing: the caller says once
    that kg runs lexical-only.
    """
    try:
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
    except ImportError as error:
        if required:
            raise ModelFileError(f"sentence embeddings need {error.name}; install kg's dependencies") from error
        return None
    files = find_model_files(find_package)
    if files is None:
        if required:
            raise ModelFileError(f"the all-MiniLM-L6-v2 model packages are not installed; run {INSTALL_HINT}")
        return None
    packaged, tokenizer = verified_onnx(files.onnx), verified_tokenizer_json(files.tokenizer_zip)
    if quantized and quantizer_available():
        with quantized_model(packaged, cache_dir or default_cache_dir()) as derived:
            # One text per run: int8 arithmetic scales each run's activations by their range, so a text batched
            # with others (and their padding) would get a slightly different vector (cosine ~0.985) than alone.
            return OnnxEmbedder(derived, tokenizer, name=QUANTIZED_NAME, batch_size=1)
    return OnnxEmbedder(packaged, tokenizer)


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity; 0.0 when either vector is all zeros."""
    norms = math.hypot(*a) * math.hypot(*b)
    if norms == 0.0:
        return 0.0
    return sum(x * y for x, y in zip(a, b, strict=True)) / norms
