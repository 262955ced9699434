"""Understanding a question: the words it is matched by, whether it speaks in the first person, and its time
cues ("in May 2023", "last year"; "when" questions). Pure; the names in it are resolved against the graph by
the pipeline."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from kg.episodes.categories import asked_category_terms
from kg.episodes.kinds import asked_kind_terms
from kg.episodes.life_events import life_event_terms
from kg.episodes.words import words
from kg.temporal import TimeCue, question_time

_FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|myself|i'm|i've|i'd|i'll)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Question:
    text: str
    words: tuple[str, ...]  # distinct stems, in order
    first_person: bool  # "my manager", "what did I ...": the speaker's memory is asked about
    time: TimeCue


def understand(text: str, now: datetime) -> Question:
    """The question's words are those it asks about: its time words ("last year") are its time cue instead."""
    cue = question_time(text, now)
    timed = {w for span in cue.spans for w in words(span.text)}
    stems = tuple(w for w in dict.fromkeys(words(text)) if w not in timed)
    asked = asked_kind_terms(text) + asked_category_terms(text) + tuple(sorted(life_event_terms(text)))
    return Question(text, stems + asked, bool(_FIRST_PERSON.search(text)), cue)


def without(stems: tuple[str, ...], names: list[str]) -> tuple[str, ...]:
    """`stems` less the words of `names` (people who speak are found by who they are, not by word)."""
    dropped = {w for name in names for w in words(name)}
    return tuple(s for s in stems if s not in dropped)


_TOKEN = re.compile(r"[\w'\u2019]+")
_POSSESSIVE = re.compile(r"['\u2019]s$")


def without_names(text: str, names: Iterable[str]) -> str:
    """`text` less the words of `names` and their possessives, for the question's vector: a name in it draws the
    turns that say the name, mostly those addressed to the person ("Wow, Robin!"), not what the person said."""
    dropped = {w.casefold() for name in names for w in _TOKEN.findall(name)}
    if not dropped:
        return text

    def kept(match: re.Match[str]) -> str:
        return "" if _POSSESSIVE.sub("", match.group(0).casefold()) in dropped else match.group(0)

    return " ".join(_TOKEN.sub(kept, text).split())


def name_runs(text: str, longest: int = 3) -> set[str]:
    """Every run of 1 to `longest` words of `text`, folded, possessives dropped: where a known name could be."""
    tokens = [_POSSESSIVE.sub("", token.casefold()) for token in _TOKEN.findall(text)]
    return {" ".join(tokens[i : i + n]) for n in range(1, longest + 1) for i in range(len(tokens) - n + 1)}


def name_key(name: str) -> str:
    """How `name_runs` would spell `name`."""
    return " ".join(_POSSESSIVE.sub("", token.casefold()) for token in _TOKEN.findall(name))
