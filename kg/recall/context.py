"""Recall's markdown context: the facts grouped by entity, then what was said, each with the day it was said and
what its time words meant ("yesterday" -> 7 May 2023), because the answer to a "when" question is usually that
date. Pure."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from kg.domain.recall_scoring import ScoredFact, render_context
from kg.model.episodes import EpisodeRecord
from kg.model.records import EdgeRecord, NodeRecord
from kg.temporal import format_day


def episode_line(episode: EpisodeRecord) -> str:
    who = episode.speaker or "someone"
    text = " ".join(episode.text.split())
    dates = "; ".join(f"{d.text} = {d.label}" for d in episode.dates)
    return f"- [{format_day(episode.said_at.date())}] {who}: {text}" + (f" ({dates})" if dates else "")


def render(
    facts: Sequence[ScoredFact[EdgeRecord]],
    nodes: dict[str, NodeRecord],
    episodes: Sequence[EpisodeRecord],
    today: date | None = None,
) -> str:
    """Facts first (render_context's shape, plans past by `today` told as planned), then the episodes in the order
    they were said."""
    text = render_context(facts, nodes, today=today) if facts else "## USER CONTEXT\n"
    if episodes:
        lines = ["### What was said"]
        lines += [episode_line(e) for e in sorted(episodes, key=lambda e: (e.said_at, e.uid))]
        text += "\n".join(lines) + "\n"
    return text
