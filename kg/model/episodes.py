"""Episodes as kg holds them: one statement as it was said, with who said it, when, and what it mentions."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

ACTIVE = "active"
RETRACTED = "retracted"


@dataclass(frozen=True)
class DateRange:
    """A time expression of the text resolved against said-at: "yesterday" -> 7 May 2023."""

    text: str
    start: date
    end: date
    label: str  # as shown in Recall's context


class Ended(NamedTuple):
    """A fact a turn ended or retracted ("Elin and I split up"), by what Recall asks of it: whose (the subject's
    node) and of which kind (its edge type). Recall ranks the turn for questions of that kind about that person
    (kg/recall/pipeline.py, `ended`): it states no fact of its own to be found by."""

    subject_uid: str
    edge_type: str


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
    vector: tuple[float, ...] = ()  # kg's embedding of the turn in its context (unit length); () without a model
    speaker: str = ""  # the speaker's name, as the episode card keeps it
    conversation_id: str = ""
    sentence_vectors: tuple[tuple[float, ...], ...] = ()  # kg's embedding of each of its sentences, when several
    asks: bool = False  # it only asks (kg/episodes/asking.py)
    ends: tuple[Ended, ...] = ()  # the facts the turn ended ("I left Monzo"), by subject and kind


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
    asks: bool = False  # it only asks (kg/episodes/asking.py): Recall weighs it less


@dataclass(frozen=True)
class StoredVector:
    """What an in-process vector index (kg/recall/vector_index.py) holds of a record: an episode, said at
    `said_at`, or a node's name (`said_at`: when it was created). A vector read from Dgraph is a numpy row (as
    stored: kg/store/vector_bytes.py), one this process just wrote the tuple it wrote."""

    uid: str
    said_at: datetime
    vector: Sequence[float] | npt.NDArray[np.float32]
    speaker_uid: str = ""  # an episode's speaker: the index can search what one person said
    # Further vectors the record is found by, at its best (an episode's sentences: kg/episodes/texts.py), as rows.
    more: Sequence[Sequence[float]] | npt.NDArray[np.float32] = ()


@dataclass(frozen=True)
class StoredWords:
    """What the episode word index (kg/recall/word_index.py) holds of an episode: its stems, the stems only the turn
    before it has, its length for BM25, when it was said, and what Recall's lists rank it by (who said it, whom it
    mentions, the turn it follows, the dates it speaks of)."""

    uid: str
    said_at: datetime
    words: frozenset[str]
    context_words: frozenset[str] = frozenset()
    length: int = 0
    speaker_uid: str = ""
    mention_uids: tuple[str, ...] = ()
    previous_uid: str = ""
    dates: tuple[DateRange, ...] = ()
    asks: bool = False  # it only asks (kg/episodes/asking.py)
    ends: tuple[Ended, ...] = ()  # the facts it ended (NewEpisode.ends)


def minute_key(namespace: str, at: datetime) -> str:
    """ "namespace|YYYY-MM-DDTHH:MM" (UTC) of an episode's creation: recent writes found without reading history."""
    return f"{namespace}|{at.astimezone(UTC):%Y-%m-%dT%H:%M}"


def minute_keys(namespace: str, since: float, until: float) -> list[str]:
    """The minute keys of every minute from `since` to `until` (epoch seconds), both included."""
    start = datetime.fromtimestamp(since, UTC).replace(second=0, microsecond=0)
    end = datetime.fromtimestamp(until, UTC)
    keys = []
    while start <= end:
        keys.append(minute_key(namespace, start))
        start += timedelta(minutes=1)
    return keys


class ToldFact(NamedTuple):
    """A fact extracted from an episode, as Recall weighs the episode by it (kg/recall/outdated.py): its type, its
    status now and its object's name."""

    edge_type: str
    status: str
    object_name: str = ""
