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


def fuse(ranked: Mapping[str, Sequence[K]], weights: Mapping[str, float], k: float = RRF_K,
         depth: int = 200) -> list[Fused[K]]:
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


def collapse(fused: Sequence[Fused[K]], group_of: Callable[[K], Hashable]) -> list[Fused[K]]:
    """One item per group (e.g. per statement: an episode and the facts extracted from it), best first.

    The group's best-ranked item stands for it and takes the scores of the others, part by part: each was found
    as evidence for the same thing, so together they count as much as they would as separate items, without
    filling the list with one statement told several ways."""
    groups: dict[Hashable, tuple[K, dict[str, float]]] = {}
    for item in fused:
        group = group_of(item.key)
        if group not in groups:
            groups[group] = (item.key, dict(item.parts))
            continue
        parts = groups[group][1]
        for source, share in item.parts.items():
            parts[source] = parts.get(source, 0.0) + share
    merged = [Fused(key, sum(parts.values()), parts) for key, parts in groups.values()]
    return sorted(merged, key=lambda f: (-f.score, str(f.key)))
