"""Reciprocal-rank fusion: each source ranks its candidates; an item's score is the sum over the sources that
found it of weight / (k + rank). Ranks, not raw scores, are fused, so BM25 scores, cosine similarities and
spreading activation need no common scale. Pure."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)

# A small k favours the top of each list; measured on conversational recall (bench/locomo.py), 20 beat 60.
RRF_K = 20.0


@dataclass(frozen=True)
class Fused(Generic[K]):
    key: K
    score: float
    parts: dict[str, float] = field(default_factory=dict)  # source -> its contribution


def fuse(
    ranked: Mapping[str, Sequence[K]], weights: Mapping[str, float], k: float = RRF_K, depth: int = 200
) -> list[Fused[K]]:
    """One list from `ranked` (source -> keys, best first), best first; ties broken by key for stable answers.
    Only the first `depth` of each list count. A source without a weight counts 1."""
    parts: dict[K, dict[str, float]] = {}
    for source, keys in ranked.items():
        weight = weights.get(source, 1.0)
        if weight <= 0:
            continue
        for rank, key in enumerate(keys[:depth]):
            share = parts.setdefault(key, {})
            share[source] = share.get(source, 0.0) + weight / (k + rank)
    fused = [Fused(key, sum(p.values()), p) for key, p in parts.items()]
    return sorted(fused, key=lambda f: (-f.score, str(f.key)))


def discounted(fused: Sequence[Fused[K]], share_of: Callable[[K], float], part: str) -> list[Fused[K]]:
    """`fused` with each item's score taken at `share_of` its key (1: as it was), best first again; what an item
    loses shows among its parts as `part` (negative), so its parts still add up to its score."""
    kept = []
    for item in fused:
        share = share_of(item.key)
        cut = item.score * (1.0 - share)
        kept.append(item if share == 1.0 else Fused(item.key, item.score - cut, {**item.parts, part: -cut}))
    return sorted(kept, key=lambda f: (-f.score, str(f.key)))


def distinct(fused: Sequence[Fused[K]], group_of: Callable[[K], Hashable]) -> list[Fused[K]]:
    """The best-ranked item of each group (e.g. per statement: an episode and the facts extracted from it), in
    order: one statement told several ways takes one place in the list.

    The others' scores are not added to it: summing favoured statements that happened to yield a fact over
    better matches that did not (LoCoMo dev, recall@5 61.3 -> 55.7), where dropping them only frees places."""
    seen: set[Hashable] = set()
    kept = []
    for item in fused:
        group = group_of(item.key)
        if group not in seen:
            seen.add(group)
            kept.append(item)
    return kept
