"""Tier 2: a promotion to a role is that role, new.

    I got promoted to head chef / I've been promoted to senior engineer   HAS_ROLE "head chef", ..., a change
    Marco got promoted to head chef at Olive Tree                         and WORKS_AT "Olive Tree", a change too
    Last spring Nadia was promoted to charge nurse                        HAS_ROLE of Nadia, a change
    The label promoted the album to radio stations                        nothing: no one was promoted

The event rules read the milestone ("get promoted": DID); the role named after "to" or "as" is the person's from
then, as "I became a manager" is. The small model often parses "to head chef" as an infinitive ("head" a verb),
so the role is read from the words after "to" rather than from the parse; only a phrase whose last word is an
occupation or a rank counts ("promoted to the first team", "to the next level" name none).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question, read_names
from kg.extraction.polarity import Polarity
from kg.extraction.relation import ORGANIZATION, THING
from kg.extraction.status import OCCUPATIONS

_CONFIDENCE = 0.75
_TO = frozenset({"to", "as"})
_PAST_PASSIVE = frozenset({"got", "gotten", "was", "were", "been"})
_ARTICLES = frozenset({"a", "an", "the"})
# Ranks one is promoted to, or an office one steps down from, that name no occupation of their own.
RANKS = frozenset(
    {
        "supervisor", "principal", "partner", "sergeant", "lieutenant", "corporal", "major", "colonel", "general",
        "admiral", "vp", "president", "chief", "head", "foreman", "superintendent", "associate", "fellow",
        "treasurer", "chair", "chairman", "chairwoman", "chairperson", "trustee", "commissioner",
    }
)  # fmt: skip
_NOT_ROLES = frozenset({"DATE", "TIME", "GPE", "ORG"})
_PHRASE_ENDS = frozenset({"ADP", "CCONJ", "SCONJ", "PRON", "DET", "AUX", "PART"})
_MAX_ROLE_WORDS = 4  # "senior vice president of sales" stops at "of": "senior vice president"


def promotion_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if not _promoted(verb) or is_question(verb.sent):
            continue
        span = _role_span(doc, verb.i + 1)
        if span is None:
            continue
        told = [("HAS_ROLE", doc[span[0] : span[1]].text, THING)]
        employer = _employer_after(doc, span[1], lowercase_text)
        told += [("WORKS_AT", employer, ORGANIZATION)] if employer else []
        for edge_type, value, kind in told:
            found.extend(
                candidates_per_subject(verb, edge_type, value, kind, Polarity(change=True), _CONFIDENCE, lowercase_text)
            )
    return found


def _promoted(verb: Token) -> bool:
    """ "promoted" in a past passive ("got / was / have been promoted"): someone was given a new role; not one
    hoped for or to come ("I hope I *get* promoted", "I'll get promoted"), nor one denied ("I wasn't promoted")."""
    return (
        verb.lower_ == "promoted"
        and verb.tag_ == "VBN"
        and any(child.dep_ == "auxpass" and child.lower_ in _PAST_PASSIVE for child in verb.children)
        and not any(child.dep_ == "neg" for child in verb.children)
    )


def role_after(doc: Doc, start: int) -> str | None:
    """The role named by the words from `start`: "to" or "as", an article, then up to _MAX_ROLE_WORDS words
    ending in an occupation or a rank ("to *head chef*", "as *shift supervisor*")."""
    found = _role_span(doc, start)
    return doc[found[0] : found[1]].text if found is not None else None


def _role_span(doc: Doc, start: int) -> tuple[int, int] | None:
    """Where `role_after`'s role is: its first token and the one after its last."""
    if start >= len(doc) or doc[start].lower_ not in _TO:
        return None
    first = start + 1
    if first < len(doc) and doc[first].lower_ in _ARTICLES:
        first += 1
    last = None
    for index in range(first, min(first + _MAX_ROLE_WORDS, len(doc))):
        token = doc[index]
        if not token.is_alpha or token.ent_type_ in _NOT_ROLES or token.pos_ in _PHRASE_ENDS:
            break  # "to captain *at* the station", "to partner *last* year", "to *the first team*"
        if token.lower_ in OCCUPATIONS or token.lower_ in RANKS:
            last = index
    return (first, last + 1) if last is not None else None


def _employer_after(doc: Doc, end: int, lowercase_text: bool) -> str | None:
    """The workplace named after a role ("head chef *at Olive Tree*"): one works there, whatever came before."""
    if lowercase_text or end >= len(doc) or doc[end].lower_ != "at":
        return None
    names, _ = read_names(doc, end + 1, lowercase_text)
    return names[0].text if names else None
