"""The LoCoMo benchmark's pure parts: session times, evidence ids, evidence recall@k and the same-top-10 share.

Evidence recall@k is the dataset paper's retrieval metric (Maharana et al. 2024, Table 3): for one question, the
share of its evidence turns among the source turns of the top k retrieved items. Here an item is an episode (its
own turn) or a fact (the turn it was extracted from); an item with no known source turn counts for nothing.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
OVERALL = "overall"
SECONDS_PER_TURN = 3  # turns are not timed, sessions are: a few seconds apart keeps them in order

_SESSION_TIME = "%I:%M %p on %d %B, %Y"
_SPACES = re.compile(r"\s+")
_MERIDIEM = re.compile(r"\b([ap])\.?\s?m\.?(?=\s|$)", re.IGNORECASE)
_MONTH_YEAR = re.compile(r"([A-Za-z]+),?\s+(\d{4})$")
_EVIDENCE_SPLIT = re.compile(r"[;,\s]+")


def parse_session_time(text: str) -> datetime:
    """'1:56 pm on 8 May, 2023' as a UTC datetime; tolerant of case, spacing, 'p.m.', a missing comma and 'Sept'."""
    normal = _SPACES.sub(" ", text.strip())
    normal = _MERIDIEM.sub(lambda m: f"{m.group(1).upper()}M", normal)
    normal = _MONTH_YEAR.sub(lambda m: f"{m.group(1)}, {m.group(2)}", normal)
    short = _MONTH_YEAR.sub(lambda m: f"{m.group(1)[:3]}, {m.group(2)}", normal)  # "Sept" -> "Sep" for %b
    for candidate, pattern in ((normal, _SESSION_TIME), (short, _SESSION_TIME.replace("%B", "%b"))):
        try:
            return datetime.strptime(candidate, pattern).replace(tzinfo=UTC)
        except ValueError:
            continue
    raise ValueError(f"not a LoCoMo session time: {text!r}")


def turn_time(session_start: datetime, index: int) -> datetime:
    """When turn `index` (0-based) of a session was said."""
    return session_start + timedelta(seconds=SECONDS_PER_TURN * index)


def with_photo(text: str, caption: str | None) -> str:
    """A turn's text as a client would send it: a shared photo travels as its description."""
    return f"{text} [shares a photo: {caption}]" if caption else text


def split_evidence(raw: Iterable[str]) -> list[str]:
    """Evidence ids, one per entry, from entries that may hold several ('D8:6; D9:17', 'D9:1 D4:4')."""
    return [part for entry in raw for part in _EVIDENCE_SPLIT.split(entry) if part]


def clean_evidence(raw: Iterable[str], known: set[str] | frozenset[str]) -> tuple[frozenset[str], int]:
    """(the distinct evidence ids that name a turn, how many distinct ids named none)."""
    ids = set(split_evidence(raw))
    kept = frozenset(ids & known)
    return kept, len(ids) - len(kept)


@dataclass(frozen=True)
class Answered:
    """One question's evidence and what Recall returned for it, in rank order."""

    sample: str
    category: int
    evidence: frozenset[str]
    sources: tuple[str | None, ...]  # the source turn (dia_id) of each ranked item; None: unknown
    keys: tuple[str, ...]  # each ranked item's identity (episode uid, or fact edge uid)


def hits_at(evidence: frozenset[str], sources: Sequence[str | None], k: int) -> int:
    """How many evidence turns are among the sources of the top k items (a turn found twice counts once)."""
    return len(evidence & {source for source in sources[:k] if source is not None})


def recall_at(evidence: frozenset[str], sources: Sequence[str | None], k: int) -> float:
    return hits_at(evidence, sources, k) / len(evidence) if evidence else 0.0


def category_name(category: int) -> str:
    return CATEGORIES.get(category, f"category {category}")


def recall_table(answered: Sequence[Answered], ks: Sequence[int]) -> dict[str, dict[int, float]]:
    """Mean evidence recall@k in percent, per question averaged: overall first, then per category present."""
    groups: dict[str, list[Answered]] = defaultdict(list)
    for one in answered:
        if one.evidence:  # a question with no evidence left has no recall to average
            groups[OVERALL].append(one)
            groups[category_name(one.category)].append(one)
    order = [
        OVERALL,
        *(name for name in CATEGORIES.values() if name in groups),
        *sorted(name for name in groups if name != OVERALL and name not in CATEGORIES.values()),
    ]
    return {
        name: {k: 100 * statistics.fmean(recall_at(a.evidence, a.sources, k) for a in groups[name]) for k in ks}
        for name in order
    }


def micro_recall(answered: Sequence[Answered], ks: Sequence[int]) -> dict[int, float]:
    """Evidence recall@k in percent over all evidence turns at once (long evidence lists weigh more)."""
    total = sum(len(a.evidence) for a in answered)
    return {k: 100 * sum(hits_at(a.evidence, a.sources, k) for a in answered) / total if total else 0.0 for k in ks}


def category_counts(answered: Sequence[Answered]) -> dict[str, int]:
    counts = Counter(category_name(a.category) for a in answered if a.evidence)
    return {OVERALL: sum(counts.values()), **counts}


def _tops_by_sample(answered: Sequence[Answered], n: int) -> dict[str, list[tuple[str, ...]]]:
    tops: dict[str, list[tuple[str, ...]]] = defaultdict(list)
    for one in answered:
        tops[one.sample].append(one.keys[:n])
    return tops


def same_top_share(answered: Sequence[Answered], n: int = 10) -> float:
    """Share of questions whose top n is their sample's most common top n.

    A top n no other question of the sample got is nobody's "most common": a sample whose questions all differ
    counts zero, not one question per sample.
    """
    same = 0
    for tops in _tops_by_sample(answered, n).values():
        count = Counter(tops).most_common(1)[0][1]
        same += count if count > 1 else 0
    return same / len(answered) if answered else 0.0


def shared_top_share(answered: Sequence[Answered], n: int = 10, others: int = 3) -> float:
    """Share of questions whose top n is identical to that of at least `others` other questions of the sample."""
    shared = 0
    for tops in _tops_by_sample(answered, n).values():
        counts = Counter(tops)
        shared += sum(1 for top in tops if counts[top] > others)
    return shared / len(answered) if answered else 0.0
