"""Which nodes a question starts Recall from, by its words.

A node the question names (its name or an alias appears as a phrase, in any case, "Alice's" counting as
"Alice") is a named anchor, of strength 1. Only when the question names no node do looser matches serve: the
nodes that share a word with it (in their names, aliases, descriptions or tags; stop words aside), each as strong
as the share of its name's words the question contains, halved, so "Tell me about Moreno" starts from every
Moreno at 0.25 and a node found only through its description or tags starts at 0.25 too. Words that name a
relation ("work" in "Who does Wendy work with?") are left out of that search: they say what is asked about Wendy.
Words are matched whole and case-folded (kg/model/words.py), without stemming: "Hale" finds "Hale", not "Hales".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet

from kg.extraction.kin import spelled_role
from kg.extraction.names import trim_name
from kg.model.words import text_words

NAMED = 1.0
WORD_MATCH = 0.5  # a full word match that is not a named phrase
LEAST_WORD_SHARE = 0.5  # a description or tag match, or a name only partly in the question
MAX_WORDS = 64  # of the question, for phrases
MAX_PHRASE = 4  # words in a name


def words(text: str, limit: int = MAX_WORDS) -> list[str]:
    """The words of `text`, each trimmed as a name is (punctuation, a possessive 's) and case-folded."""
    return [word for word in (trim_name(raw).casefold() for raw in text.split()[:limit]) if word]


def speakers_own(text: str, speaker: str) -> dict[str, str]:
    """The names the speaker's own people told of by role would have ("my best friend" -> "Sam's best friend", "my
    grandfather" -> "Sam's grandpa", as Ingest names and spells them: kg/domain/ingest_plan.py), each with the
    role's words as asked: a question saying "my best friend" names that node, as "Alice" names Alice."""
    ws = words(text)
    own: dict[str, str] = {}
    for i in (i for i, word in enumerate(ws) if word == "my"):
        for role in (ws[i + 1 : i + 1 + n] for n in range(1, MAX_PHRASE) if i + n < len(ws)):
            own[f"{speaker}'s {' '.join([*role[:-1], spelled_role(role[-1])])}"] = " ".join(role)
    return own


def phrases(text: str) -> list[str]:
    """Every run of 1 to MAX_PHRASE consecutive words: the names the question could be saying."""
    ws = words(text)
    runs = {" ".join(ws[i : i + n]) for n in range(1, MAX_PHRASE + 1) for i in range(len(ws) - n + 1)}
    return sorted(runs)


# Words that say nothing about which entity is meant: the English stop words of Snowball (those Dgraph's
# full-text index drops too) and the words a question to a memory is phrased with.
STOP_WORDS = frozenset(
    {
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "cannot",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "let",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "ought",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "tell",
        "know",
        "knows",
        "anything",
        "everything",
        "something",
        "please",
    }
)


def search_words(question: str, relation: AbstractSet[str]) -> list[str]:
    """The words of the question to look for among names, aliases, tags and descriptions: not stop words, and not
    the `relation` words (which say what is asked about the entity), unless no other word is left."""
    asked = [word for word in text_words(question) if word not in STOP_WORDS]
    return sorted(set([word for word in asked if word not in relation] or asked))


def word_strengths(question: str, candidates: Iterable[tuple[str, Sequence[str]]], limit: int) -> dict[str, float]:
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
