"""Tier 2: a pastime dreamt of, named by its bare gerund: WANTS, a wish held now.

    I dream of sailing / I often dream about surfing          WANTS "sailing" / "surfing"
    I've always dreamed of traveling / I'm dreaming of skiing  WANTS "traveling" / "skiing"
    I've always dreamed of visiting Iceland                    WANTS "visit Iceland" (read as "visiting" Iceland)

The small model tags a bare gerund after "dream of" a noun ("sailing" NN), so the event rules, which read a wish
from a verb (kg/extraction/wishes.py: "I dream of opening a bakery"), see none; a phrasal verb dreamt of ("I dream
of settling down") is read by kg/extraction/dreamt_phrasals.py. Only a pastime's gerund counts
("I dream of Paris", "I dream of nothing", "dream of a wedding" name none), and only a dream held now, as
`is_wish_held` reads one: not one had in one's sleep ("I dreamt of flying last night"), denied or asked.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import ACTIVITY_VERBS, PARSED_ACTIVITY_VERBS
from kg.extraction.gerunds import PASTIME_GERUNDS
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.wishes import is_wish_held

_CONFIDENCE = 0.75


def dream_verbs(doc: Doc) -> Iterator[Token]:
    """Each verb "dream" outside a question: where the readers of what is dreamt of start."""
    return (t for t in doc if t.lemma_.lower() == "dream" and t.pos_ == "VERB" and not is_question(t.sent))


def dreamt_pastime_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in dream_verbs(doc):
        for pastime in _pastimes_dreamt_of(verb):
            if not is_wish_held(pastime, verb):
                continue
            found.extend(
                candidates_per_subject(verb, "WANTS", pastime.lower_, EVENT, Polarity(), _CONFIDENCE, lowercase_text)
            )
        for deed, gerund_ in _deeds_read_as_modifiers(verb):
            if is_wish_held(gerund_, verb):
                wanted = candidates_per_subject(verb, "WANTS", deed, EVENT, Polarity(), _CONFIDENCE, lowercase_text)
                found.extend(wanted)
    return found


def _deeds_read_as_modifiers(verb: Token) -> Iterator[tuple[str, Token]]:
    """ "dream of *visiting Iceland*", which the small model reads as an Iceland that visits: the deed ("visit
    Iceland") and its gerund, when the gerund opens the phrase and is an activity's."""
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ not in {"of", "about"}:
            continue
        for obj in prep.children:
            gerund_ = next((c for c in obj.children if c.dep_ == "amod" and c.tag_ == "VBG"), None)
            if obj.dep_ != "pobj" or gerund_ is None or gerund_.i != obj.left_edge.i:
                continue
            if gerund_.lemma_.lower() in ACTIVITY_VERBS | PARSED_ACTIVITY_VERBS:
                yield f"{gerund_.lemma_.lower()} {obj.doc[gerund_.i + 1 : obj.right_edge.i + 1].text}", gerund_


def _pastimes_dreamt_of(verb: Token) -> list[Token]:
    """ "dream *of sailing*", "dream *about surfing*": a bare pastime gerund, nothing hung on it ("the sailing of
    ships", "sailing boats" are other things)."""
    return [
        obj
        for prep in verb.children
        if prep.dep_ == "prep" and prep.lower_ in {"of", "about"}
        for obj in prep.children
        if obj.dep_ == "pobj" and obj.lower_ in PASTIME_GERUNDS and not list(obj.children)
    ]
