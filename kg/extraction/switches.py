"""Tier 2: what one switched to is what one prefers now (PREFERS), over what one switched from.

    I switched to oat milk / I've switched to decaf       PREFERS "oat milk" / "decaf"
    I switched from coffee to green tea                   PREFERS "green tea", over "coffee" (its qualifier)
    I switched to a new doctor / I'm switching to Linux   nothing: one of a kind, or a change still to come
    I didn't switch to decaf / Should I switch to decaf?  nothing: denied, or asked

The thing switched to is read as the words after "to" up to the first that is no part of a bare kind's name
(a time, a reason, a clause): the small model often parses "to oat milk" as an infinitive ("to oat"), so the
words are read in order rather than from the parse. Only a kind named bare counts, as "I prefer tea" does: "a new
doctor", "the night shift" or "my old phone" say one thing, not a preference.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import THING

_CONFIDENCE = 0.7
_SWITCHED = frozenset({"switched", "changed"})
# Words that end the name of the kind switched to: "oat milk *because*", "Linux *last* year".
_ENDS = frozenset(
    {"because", "since", "as", "after", "when", "last", "this", "next", "recently", "a", "ago", "and", "but", "for"}
    | {"at", "in", "on", "from", "with", "instead", "now", "completely", "entirely", "anyway"}
)
_MAX_WORDS = 3  # "oat milk", "green tea", "Earl Grey tea": more is a clause


def switch_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if verb.lower_ not in _SWITCHED or verb.pos_ not in {"VERB", "AUX"} or is_question(verb.sent):
            continue
        switched = _switched_to(verb)
        if switched is None:
            continue
        thing, before = switched
        polarity = polarity_of(context_words(verb))
        if polarity.negated:
            continue
        found.extend(
            candidates_per_subject(
                verb, "PREFERS", thing, THING, polarity, _CONFIDENCE, lowercase_text, qualifier=before
            )
        )
    return found


def _switched_to(verb: Token) -> tuple[str, str | None] | None:
    """(what was switched to, what from) read from the words after the verb: "switched (from X) to Y"."""
    doc = verb.doc
    index = verb.i + 1
    before: str | None = None
    if index < len(doc) and doc[index].lower_ == "from":
        start = index + 1
        index = start
        while index < len(doc) and doc[index].lower_ != "to" and index - start < _MAX_WORDS:
            index += 1
        before = doc[start:index].text if index > start else None
    if index >= len(doc) or doc[index].lower_ != "to":
        return None
    words = _kind_named(doc[index + 1 :])
    return (" ".join(word.text for word in words), before) if words else None


def _kind_named(after: Span) -> list[Token]:
    """The words of a kind named bare at the start of `after`: none when it starts with a determiner or a
    pronoun ("a new doctor", "my old phone", "it"), or runs past _MAX_WORDS."""
    words: list[Token] = []
    for word in after:
        if not word.is_alpha or word.lower_ in _ENDS:
            break
        words.append(word)
    if not words or len(words) > _MAX_WORDS:
        return []
    first = words[0]
    if first.pos_ in {"DET", "PRON"} or first.tag_ in {"PRP$", "DT", "WDT"}:
        return []  # "a new doctor", "my old phone": one thing, not a kind
    if len(words) == 1 and first.tag_ == "VBG":
        return []  # "working from home": a way of doing, not a thing ("sparkling water" is one)
    return words
