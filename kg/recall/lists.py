"""Ranked lists derived from the sources' candidates: what the people a question names said or heard, what was
said in the time it asks about, and which facts share its words. Pure."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from datetime import date

from kg.episodes.words import words
from kg.model.episodes import EpisodeRecord
from kg.temporal import TimeSpan


def about_people(ranked: Sequence[str], episodes: Mapping[str, EpisodeRecord], people: frozenset[str]) -> list[str]:
    """The episodes of `ranked` (in its order) that `people` said, or that mention or address one of them."""
    if not people:
        return []
    return [
        uid
        for uid in ranked
        if uid in episodes
        and (episodes[uid].speaker_uid in people or not people.isdisjoint(episodes[uid].mention_uids))
    ]


def said_by(ranked: Sequence[str], episodes: Mapping[str, EpisodeRecord], people: frozenset[str]) -> list[str]:
    """The episodes of `ranked` (in its order) that one of `people` said."""
    if not people:
        return []
    return [uid for uid in ranked if uid in episodes and episodes[uid].speaker_uid in people]


def _overlaps(start: date, end: date, spans: Sequence[TimeSpan]) -> bool:
    return any(start <= span.end and span.start <= end for span in spans)


def in_time(
    ranked: Iterable[Sequence[str]], episodes: Mapping[str, EpisodeRecord], spans: Sequence[TimeSpan]
) -> list[str]:
    """The episodes said in, or speaking of, a time the question names; ordered by their best rank in `ranked`."""
    if not spans:
        return []
    best: dict[str, int] = {}
    for ranking in ranked:
        for rank, uid in enumerate(ranking):
            best[uid] = min(rank, best.get(uid, rank))
    kept = []
    for uid in best:
        episode = episodes.get(uid)
        if episode is None:
            continue
        said = episode.said_at.date()
        if _overlaps(said, said, spans) or any(_overlaps(d.start, d.end, spans) for d in episode.dates):
            kept.append(uid)
    return sorted(kept, key=lambda uid: (best[uid], uid))


def fact_words(subject: str, edge_type: str, target: str) -> set[str]:
    return set(words(f"{subject} {edge_type.replace('_', ' ')} {target}"))


def sharing_words(
    facts: Iterable[tuple[str, str, set[str], bool]], asked: Iterable[str], hinted: Set[str] = frozenset()
) -> tuple[list[str], list[str]]:
    """(facts of whom the question asks that share a word with it or are of a type it asks about (`hinted`: "job"
    asks for WORKS_AT and HAS_ROLE), the others), each in the given order, from (uid, edge type, `fact_words`,
    whether the fact is of someone the question asks about: "Where does Priya work?" asks nothing of where her
    husband works, though "work" is in both)."""
    wanted = set(asked)
    sharing: list[str] = []
    other: list[str] = []
    for uid, edge_type, fact, of_them in facts:
        (sharing if of_them and (fact & wanted or edge_type in hinted) else other).append(uid)
    return sharing, other


def preceding(ranked: Sequence[str], episodes: Mapping[str, EpisodeRecord]) -> list[str]:
    """The episodes of `episodes` that one of `ranked` replies to, in the order of their replies: a reply ("Wow,
    a cello!") can match a question better than what it answers."""
    before: list[str] = []
    for uid in ranked:
        episode = episodes.get(uid)
        if episode is not None and episode.previous_uid in episodes and episode.previous_uid not in before:
            before.append(episode.previous_uid)
    return before
