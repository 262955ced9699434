"""Which nodes a question starts Recall from, by its words.

A node the question names (its name or an alias appears as a phrase, in any case, "Alice's" counting as
"Alice") is a named anchor, of strength 1. Only when the question names no node do looser matches serve: the
nodes that share a word with it (Dgraph's full-text match over names, descriptions and tags), each as strong
as the share of its name's words the question contains, halved, so "Tell me about Moreno" starts from every
Moreno at 0.25 and a node found only through its description or tags starts at 0.25 too. Words that name a
relation ("work" in "Who does Wendy work with?") are left out of that search: they say what is asked about Wendy.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet

from kg.domain.recall_scoring import letter_words
from kg.extraction.names import trim_name

NAMED = 1.0
WORD_MATCH = 0.5  # a full word match that is not a named phrase
LEAST_WORD_SHARE = 0.5  # a description or tag match, or a name only partly in the question
MAX_WORDS = 64  # of the question, for phrases
MAX_PHRASE = 4  # words in a name


def words(text: str, limit: int = MAX_WORDS) -> list[str]:
    """The words of `text`, each trimmed as a name is (punctuation, a possessive 's) and case-folded."""
    return [word for word in (trim_name(raw).casefold() for raw in text.split()[:limit]) if word]


def phrases(text: str) -> list[str]:
    """Every run of 1 to MAX_PHRASE consecutive words: the names the question could be saying."""
    ws = words(text)
    runs = {" ".join(ws[i:i + n]) for n in range(1, MAX_PHRASE + 1) for i in range(len(ws) - n + 1)}
    return sorted(runs)


def without_words(question: str, dropped: AbstractSet[str]) -> str:
    """The question without the whitespace-separated tokens that contain one of the (lower-case) `dropped` words;
    the question itself if nothing else is left."""
    kept = [token for token in question.split() if not set(letter_words(token)) & dropped]
    return " ".join(kept) if kept else question


def word_strengths(question: str, candidates: Iterable[tuple[str, Sequence[str]]], limit: int
                   ) -> dict[str, float]:
    """uid -> strength for nodes (uid, [name, *aliases]) that share words with the question; the strongest
    `limit`, ties kept in the order given (most activated first)."""
    asked = set(words(question, limit=len(question)))
    strengths: dict[str, float] = {}
    for uid, names in candidates:
        share = max((_share(name, asked) for name in names), default=0.0)
        strengths[uid] = WORD_MATCH * max(share, LEAST_WORD_SHARE)
    ranked = sorted(strengths, key=lambda u: -strengths[u])[:limit]  # sorted() is stable
    return {uid: strengths[uid] for uid in ranked}


def _share(name: str, asked: set[str]) -> float:
    name_words = words(name)
    return sum(w in asked for w in name_words) / len(name_words) if name_words else 0.0
