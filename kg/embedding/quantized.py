"""The packaged model with int8 arithmetic, derived once from the pinned file and kept in kg's cache.

The packaged graph stores its weights as int8 but turns them back into float32 when ONNX Runtime loads it, so
every call multiplies in float32 and streams ~42 MB of weights through the cache (~4.5 ms before the first
token). ONNX Runtime's own dynamic quantization (per output channel, activations quantized per call) makes the
same model multiply in int8: on our 2-core AVX2 machines a question (~12 tokens) took 4.0 ms instead of 7.6 and a
LoCoMo turn with its sentences 15.6 ms instead of 25.8. Its vectors keep a cosine of 0.992 on average (0.97 at
worst) to the float32 ones over 200 LoCoMo turns, 0.994 over 300 questions, and the vector source alone found the
answering turns of LoCoMo's dev questions in its top 10 for 69.3 % of evidence against 69.6 %.

The derivation is deterministic (same input, same onnx and onnxruntime versions: same bytes) and takes about a
second; its file is named after what it was made from, so an upgrade of either makes a new one. Where the cache
cannot be written (a read-only image without one prepared), it is made in a temporary folder, removed once the
model is loaded. Without the `onnx` package kg runs the packaged graph as it is.
"""

from __future__ import annotations

import importlib.metadata
import logging
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kg.embedding.packaged import ONNX_SHA256

RECIPE = "dyn-int8-pc-1"  # change when the derivation changes, so older cached files are not used


def quantizer_available() -> bool:
    try:
        import onnx  # noqa: F401
        import onnxruntime.quantization  # noqa: F401
    except ImportError:
        return False
    return True


def derived_name() -> str:
    versions = "-".join(importlib.metadata.version(name) for name in ("onnx", "onnxruntime"))
    return f"minilm-l6-{ONNX_SHA256[:12]}-{RECIPE}-{versions}.onnx"


@contextmanager
def quantized_model(packaged: Path, cache_dir: Path) -> Iterator[Path]:
    """The int8 model made from `packaged` (already verified), from `cache_dir/models` or made there now; where the
    cache cannot be written, in a temporary folder removed on leaving (load it within). Needs
    `quantizer_available()`."""
    folder = cache_dir / "models"
    target = folder / derived_name()
    if target.is_file():
        yield target
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        made = _derive(packaged, folder, target.name)
    except OSError:
        with tempfile.TemporaryDirectory(prefix="kg-model-") as elsewhere:
            yield _derive(packaged, Path(elsewhere), target.name)
        return
    yield made


def _derive(packaged: Path, folder: Path, name: str) -> Path:
    import onnxruntime
    from onnxruntime.quantization import QuantType, quantize_dynamic

    work = Path(tempfile.mkdtemp(prefix=".deriving-", dir=folder))
    root = logging.getLogger()
    root.addFilter(_below_error)  # the quantizer's advice to pre-process, printed past kg's JSON logs otherwise
    try:
        # Fold the stored int8 weights back into float32 MatMul weights (what the loader would do), then quantize
        # those MatMuls for int8 arithmetic.
        options = onnxruntime.SessionOptions()
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(work / "folded.onnx")
        onnxruntime.InferenceSession(str(packaged), sess_options=options, providers=["CPUExecutionProvider"])
        quantize_dynamic(
            work / "folded.onnx",
            work / name,
            weight_type=QuantType.QInt8,
            op_types_to_quantize=["MatMul"],
            per_channel=True,
        )
        os.replace(work / name, folder / name)  # atomic: a racing process finds the whole file or none
    finally:
        root.removeFilter(_below_error)
        shutil.rmtree(work, ignore_errors=True)
    return folder / name


def _below_error(record: logging.LogRecord) -> bool:
    return record.levelno >= logging.ERROR
