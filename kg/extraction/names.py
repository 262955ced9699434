"""Display names and identity keys for the names that extraction (and callers) produce.

`normalise_name` gives the form to show and store ("Alice", "New York City"); `name_key` gives the case-folded
identity under which "Alice", "alice" and "ALICE " are the same node. Both go through an alias table so that
well-known variants ("NYC", "ReactJS") land on one canonical name.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from kg.extraction.relation import EVENT, ORGANIZATION, PERSON, PROJECT, THING

# Quotes and brackets are never part of a name; sentence punctuation only at its end ("Acme." but ".NET").
_WRAPPERS = "\"'`\u201c\u201d\u2018\u2019\u00ab\u00bb()[]{}<>"  # with typographic quotes and guillemets
_TRAILING = _WRAPPERS + ".,;:!?"
_APOSTROPHES = "'\u2019"
_POSSESSIVES = ("'s", "\u2019s")
_ELIDED_DEGREES = tuple(f"{degree}{mark}" for degree in ("master", "bachelor") for mark in _POSSESSIVES)
_ARTICLES = ("the", "a", "an")
# Lower-case name particles that stay lower-case inside a title-cased person name.
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "du", "la", "le", "del", "dos", "bin"})


class AliasTable:
    """Maps well-known variants of a name onto one canonical display name.

    Variants are compared in a compact form (case-folded, spaces, dots, hyphens and underscores removed), so
    "React.js", "ReactJS" and "react js" are one entry. Immutable; `extended` returns a new table.
    """

    def __init__(self, canonical_to_variants: Mapping[str, Iterable[str]]) -> None:
        table: dict[str, str] = {}
        for canonical, variants in canonical_to_variants.items():
            for variant in (canonical, *variants):
                table[_compact(variant)] = canonical
        self._table = table
        self._source = {canonical: tuple(variants) for canonical, variants in canonical_to_variants.items()}

    def canonical(self, name: str) -> str | None:
        return self._table.get(_compact(name))

    def extended(self, canonical_to_variants: Mapping[str, Iterable[str]]) -> AliasTable:
        merged: dict[str, Iterable[str]] = dict(self._source)
        merged.update(canonical_to_variants)
        return AliasTable(merged)


def _compact(name: str) -> str:
    return "".join(ch for ch in name.casefold() if ch not in " .-_\t")


# Kept small on purpose: only variants that are unambiguous as a whole name. "NY" (city or state) and "US"
# (also a pronoun) are left out.
DEFAULT_ALIASES = AliasTable(
    {
        "React": ("React.js", "ReactJS"),
        "JavaScript": ("JS", "ECMAScript"),
        "TypeScript": ("TS",),
        "Node.js": ("NodeJS",),
        "Vue": ("Vue.js", "VueJS"),
        "PostgreSQL": ("Postgres",),
        "Kubernetes": ("k8s",),
        "Go": ("Golang",),
        "New York City": ("NYC", "NY City"),
        "San Francisco": ("SF",),
        "Los Angeles": ("LA",),
        "United Kingdom": ("UK",),
        "United States": ("USA",),
    }
)


def normalise_name(name: str, kind: str | None = None, *, aliases: AliasTable = DEFAULT_ALIASES) -> str:
    """The display form of `name`.

    Trims and collapses whitespace, strips wrapping quotes and brackets, trailing punctuation, a possessive
    ("Alice's") and a lower-case leading article ("the Acme Corp"; a capitalised "The Hague" is kept), then
    applies the alias table. Re-casing depends on `kind`: a PERSON that is all lower or all upper case is
    title-cased ("bob" / "BOB" -> "Bob"); other proper names (kind None, organisations, places) are
    title-cased only when all lower case, since all-caps is usually an acronym ("IBM"); a THING, EVENT or PROJECT
    keeps its case ("coffee", "my new screenplay"; a named one is written capitalised: "Project Apollo"). Mixed
    case ("McDonald", "iPhone") and caseless scripts ("李雷") are left alone.
    """
    # A business named with a possessive keeps it ("McDonald's", "Trader Joe's"); its key drops it (name_key). So
    # does a degree named by its possessive alone ("do my master's": not a master).
    degree = kind in (THING, EVENT) and name.rstrip(_TRAILING).lower().endswith(_ELIDED_DEGREES)
    text = trim_name(name, keep_possessive=kind == ORGANIZATION or degree)
    words = text.split(" ")
    if len(words) > 1 and words[0] in _ARTICLES:
        text = " ".join(words[1:])
    canonical = aliases.canonical(text)
    if canonical is not None:
        return canonical
    if kind in (THING, EVENT, PROJECT):  # "my new screenplay" is no name to capitalise
        return text
    if text.islower() or (kind == PERSON and text.isupper()):
        return _title_case(text)
    return text


def name_key(name: str, *, aliases: AliasTable = DEFAULT_ALIASES) -> str:
    """The identity key of a name: equal for "Alice", "alice", " ALICE's" and for alias variants ("NYC").

    A leading article is dropped whatever its case, so "The Hague" and "Hague" share a key. Accents are kept
    ("Zoë" and "Zoe" stay distinct people).
    """
    text = normalise_name(name, aliases=aliases)
    words = text.split(" ")
    if len(words) > 1 and words[0].casefold() in _ARTICLES:
        text = " ".join(words[1:])
    return unicodedata.normalize("NFKC", text).casefold()


def trim_name(name: str, *, keep_possessive: bool = False) -> str:
    """`name` without wrapping quotes or brackets, trailing punctuation or (unless kept) a possessive ("Alice's" ->
    "Alice")."""
    text = " ".join(unicodedata.normalize("NFC", name).split())
    previous = None
    while text != previous:  # repeat: '"Alice\'s",' needs several passes
        previous = text
        text = text.strip(_WRAPPERS).rstrip(_TRAILING).strip()
        if keep_possessive:
            continue
        if text.endswith(_POSSESSIVES) and len(text) > 2:
            text = text[:-2]
        elif text[-1:] in _APOSTROPHES and text[-2:-1] == "s" and len(text) > 2:  # "James'"
            text = text[:-1]
    return text


def _title_case(text: str) -> str:
    words = []
    for index, word in enumerate(text.lower().split(" ")):
        if index > 0 and word in _PARTICLES:
            words.append(word)
        else:
            words.append(_capitalise_parts(word))
    return " ".join(words)


def _capitalise_parts(word: str) -> str:
    # "mary-jane" -> "Mary-Jane", "o'neil" -> "O'Neil"
    out = []
    capitalise_next = True
    for ch in word:
        out.append(ch.upper() if capitalise_next else ch)
        capitalise_next = ch == "-" or ch in _APOSTROPHES
    return "".join(out)
