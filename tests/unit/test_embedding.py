"""kg.embedding: the packaged all-MiniLM-L6-v2 on ONNX Runtime, offline. No database."""

from __future__ import annotations

import math
import socket
import sys
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from kg.embedding import DIMENSION, MODEL_NAME, Embedder, ModelFileError, OnnxEmbedder, cosine, load_embedder
from kg.embedding import model as embedding_model
from kg.embedding.model import QUANTIZED_NAME
from kg.embedding.packaged import (
    ONNX_FILE,
    ONNX_PACKAGE,
    TOKENIZER_MEMBER,
    TOKENIZER_PACKAGE,
    TOKENIZER_ZIP,
    package_dir,
)
from kg.embedding.quantized import derived_name

# Lengths vary so that sorting by length reorders them, and there are more than one batch of 32.
TEXTS = [
    f"{subject} {verb} {thing}" + " and then some more words" * (index % 7)
    for index, (subject, verb, thing) in enumerate(
        (subject, verb, thing)
        for subject in ("I", "My sister", "The team", "Bob from accounting", "We")
        for verb in ("adopted", "painted", "sold")
        for thing in ("a puppy", "the old fence", "our car")
    )
]


@pytest.fixture(scope="module")
def embedder() -> OnnxEmbedder:
    loaded = load_embedder(required=True)
    assert loaded is not None
    return loaded


def _installed(name: str) -> Path:
    folder = package_dir(name)
    assert folder is not None
    return folder


def test_packaged_model_loads_and_embeds_without_the_network(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_network(*args: object, **kwargs: object) -> None:
        raise AssertionError("kg.embedding tried to open a network connection")

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr(socket.socket, "connect", no_network)
    embedder = load_embedder(required=True)
    assert embedder is not None
    embedder_protocol: Embedder = embedder
    assert (embedder_protocol.name, embedder_protocol.dimension) == (QUANTIZED_NAME, DIMENSION)
    assert len(embedder.embed(["offline, please"])[0]) == DIMENSION


def test_finding_the_tokenizer_package_does_not_import_it() -> None:
    # all_minilm_l6_v2 prints when imported; kg only reads its zip.
    sys.modules.pop(TOKENIZER_PACKAGE, None)
    assert (_installed(TOKENIZER_PACKAGE) / TOKENIZER_ZIP).is_file()
    assert TOKENIZER_PACKAGE not in sys.modules


def test_vectors_have_384_dimensions_and_unit_length(embedder: OnnxEmbedder) -> None:
    vectors = embedder.embed(["I adopted a puppy last week", "", "x" * 5000])
    assert [len(vector) for vector in vectors] == [DIMENSION] * 3
    for vector in vectors:
        assert math.hypot(*vector) == pytest.approx(1.0, abs=1e-5)


def test_a_paraphrase_is_closer_than_an_unrelated_sentence(embedder: OnnxEmbedder) -> None:
    texts = ["I adopted a puppy last week", "We got a new dog", "The quarterly report is due"]
    puppy, dog, report = embedder.embed(texts)
    assert cosine(puppy, dog) > cosine(puppy, report) + 0.2
    assert cosine(puppy, dog) > cosine(dog, report) + 0.2


@pytest.mark.parametrize("quantized", [True, False], ids=["int8 arithmetic", "packaged graph"])
def test_a_batch_equals_one_text_at_a_time_in_input_order(quantized: bool) -> None:
    embedder = load_embedder(required=True, quantized=quantized)
    assert embedder is not None
    assert len(TEXTS) > 32
    batch = embedder.embed(TEXTS)
    assert len(batch) == len(TEXTS)
    for text, vector in zip(TEXTS, batch, strict=True):
        [alone] = embedder.embed([text])
        assert max(abs(x - y) for x, y in zip(vector, alone, strict=True)) < 1e-4


def test_concurrent_calls_give_the_same_vectors(embedder: OnnxEmbedder) -> None:
    expected = embedder.embed(TEXTS[:8])
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda _: embedder.embed(TEXTS[:8]), range(8)))
    for result in results:
        for vector, wanted in zip(result, expected, strict=True):
            assert max(abs(x - y) for x, y in zip(vector, wanted, strict=True)) < 1e-4


def test_empty_input_gives_no_vectors(embedder: OnnxEmbedder) -> None:
    assert embedder.embed([]) == []


def test_parts_of_one_text_get_one_unit_vector_each_from_its_own_tokens(embedder: OnnxEmbedder) -> None:
    puppy, report = "I adopted a puppy last week.", "The quarterly report is due on Friday."
    text = f"{puppy} {report}"
    vectors = embedder.embed_parts(text, [(0, len(text)), (0, len(puppy)), (len(puppy) + 1, len(text))])
    assert [len(vector) for vector in vectors] == [DIMENSION] * 3
    for vector in vectors:
        assert math.hypot(*vector) == pytest.approx(1.0, abs=1e-5)
    whole, first, second = vectors
    puppy_alone, report_alone = embedder.embed([puppy, report])
    assert cosine(first, puppy_alone) > cosine(whole, puppy_alone) > cosine(second, puppy_alone)
    assert cosine(second, report_alone) > cosine(whole, report_alone) > cosine(first, report_alone)
    assert cosine(first, puppy_alone) > 0.8  # the sentence as read in its text is still the sentence


def test_a_shared_span_is_read_into_every_part(embedder: OnnxEmbedder) -> None:
    text = "Robin: I adopted a puppy. We walk by the river."
    plain = embedder.embed_parts(text, [(7, 25), (26, len(text))])
    named = embedder.embed_parts(text, [(7, 25), (26, len(text))], shared=(0, 6))
    [robin] = embedder.embed(["Robin"])
    for without, with_name in zip(plain, named, strict=True):
        assert cosine(with_name, robin) > cosine(without, robin)


def test_a_part_past_the_model_s_length_is_embedded_on_its_own(embedder: OnnxEmbedder) -> None:
    sentence = "I adopted a puppy last week."
    text = "Robin: " + "word " * 400 + sentence  # far past MAX_TOKENS: the run never reads the sentence
    start = text.index(sentence)
    [first, last] = embedder.embed_parts(text, [(7, 20), (start, len(text))], shared=(0, 6))
    [alone] = embedder.embed([f"Robin: {sentence}"])
    assert max(abs(x - y) for x, y in zip(last, alone, strict=True)) < 1e-4
    assert len(first) == DIMENSION


def test_no_parts_give_no_vectors(embedder: OnnxEmbedder) -> None:
    assert embedder.embed_parts("I adopted a puppy.", []) == []


def test_the_int8_model_is_derived_once_into_the_cache_and_reused(tmp_path: Path) -> None:
    first = load_embedder(required=True, cache_dir=tmp_path)
    assert first is not None and first.name == QUANTIZED_NAME
    derived = tmp_path / "models" / derived_name()
    made = derived.stat().st_mtime_ns
    assert [p.name for p in (tmp_path / "models").iterdir()] == [derived.name]  # no work files left behind
    second = load_embedder(required=True, cache_dir=tmp_path)
    assert second is not None and derived.stat().st_mtime_ns == made
    assert second.embed(TEXTS[:3]) == first.embed(TEXTS[:3])


def test_where_the_cache_cannot_be_written_the_int8_model_is_derived_elsewhere_and_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    not_a_folder = tmp_path / "cache"
    not_a_folder.write_text("a file where the cache folder would be")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    embedder = load_embedder(required=True, cache_dir=not_a_folder)
    assert embedder is not None and embedder.name == QUANTIZED_NAME
    assert len(embedder.embed(["still embeds"])[0]) == DIMENSION
    assert list(temporary.iterdir()) == []  # loaded, then its 58 MB file went


def test_int8_arithmetic_keeps_the_packaged_model_s_vectors(embedder: OnnxEmbedder) -> None:
    packaged = load_embedder(required=True, quantized=False)
    assert packaged is not None and packaged.name == MODEL_NAME
    similarities = [
        cosine(ours, theirs) for ours, theirs in zip(embedder.embed(TEXTS), packaged.embed(TEXTS), strict=True)
    ]
    assert min(similarities) > 0.97 and sum(similarities) / len(similarities) > 0.99


def test_without_the_onnx_package_the_packaged_model_runs_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(embedding_model, "quantizer_available", lambda: False)
    embedder = load_embedder(required=True, cache_dir=tmp_path)
    assert embedder is not None and embedder.name == MODEL_NAME
    assert not (tmp_path / "models").exists()


def test_a_model_file_with_the_wrong_sha256_is_refused(tmp_path: Path) -> None:
    (tmp_path / ONNX_FILE).write_bytes(b"not the model")
    folders = {ONNX_PACKAGE: tmp_path, TOKENIZER_PACKAGE: _installed(TOKENIZER_PACKAGE)}
    with pytest.raises(ModelFileError, match="sha256"):
        load_embedder(find_package=folders.get)


def test_a_tokenizer_with_the_wrong_sha256_is_refused(tmp_path: Path) -> None:
    with zipfile.ZipFile(tmp_path / TOKENIZER_ZIP, "w") as archive:
        archive.writestr(TOKENIZER_MEMBER, "{}")
    folders = {ONNX_PACKAGE: _installed(ONNX_PACKAGE), TOKENIZER_PACKAGE: tmp_path}
    with pytest.raises(ModelFileError, match="sha256"):
        load_embedder(find_package=folders.get)


def test_no_embedder_when_the_model_package_is_not_installed() -> None:
    def only_tokenizer(name: str) -> Path | None:
        return _installed(name) if name == TOKENIZER_PACKAGE else None

    assert load_embedder(find_package=only_tokenizer) is None
    with pytest.raises(ModelFileError, match="not installed"):
        load_embedder(required=True, find_package=only_tokenizer)


def test_cosine_of_known_vectors() -> None:
    assert cosine([1.0, 0.0], [2.0, 0.0]) == pytest.approx(1.0)
    assert cosine([1.0, 0.0], [0.0, 3.0]) == pytest.approx(0.0)
    assert cosine([1.0, 1.0], [-1.0, -1.0]) == pytest.approx(-1.0)
    assert cosine([0.0, 0.0], [1.0, 0.0]) == 0.0
