"""Episodes as kg holds them: one statement as it was said, with who said it, when, and what it mentions."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

ACTIVE = "active"
RETRACTED = "retracted"


@dataclass(frozen=True)
class DateRange:
    """A time expression of the text resolved against said-at: "yesterday" -> 7 May 2023."""

    text: str
    start: date
    end: date
    label: str  # as shown in Recall's context


@dataclass(frozen=True)
class NewEpisode:
    text: str
    namespace: str
    said_at: datetime
    speaker_uid: str
    conversation_uid: str
    mention_uids: tuple[str, ...] = ()
    previous_uid: str = ""
    dates: tuple[DateRange, ...] = ()
    words: frozenset[str] = frozenset()  # stems of the text
    context_words: frozenset[str] = frozenset()  # stems only the turn before it has
    length: int = 0  # words of both counted, for BM25


@dataclass(frozen=True)
class EpisodeRecord:
    uid: str
    text: str
    namespace: str
    said_at: datetime
    speaker_uid: str = ""
    speaker: str = ""  # the speaker's name
    conversation_uid: str = ""
    conversation_id: str = ""
    mention_uids: tuple[str, ...] = ()
    previous_uid: str = ""
    dates: tuple[DateRange, ...] = ()
    status: str = ACTIVE
    created_at: datetime | None = None
    length: int = 0
