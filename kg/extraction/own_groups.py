"""Tier 2: a gym, church or club the speaker calls theirs by name is one they belong to: MEMBER_OF.

    My gym is Planet Fitness          MEMBER_OF "Planet Fitness", its kind "gym" the qualifier
    Our church is St. Mark's          MEMBER_OF "St. Mark's" ("our": the speaker's household, as for a home)
    My book club is the Page Turners  MEMBER_OF "Page Turners", "book club"

Only the speaker's own, named, and held now: "My gym was Equinox" (no longer), "Is your gym Planet Fitness?",
"My gym isn't Planet Fitness", "My gym is huge" (no name) give nothing; "my favorite band is ..." is one liked
(kg/extraction/fondness.py), not one played in.
"""

from __future__ import annotations

from spacy.tokens import Doc

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span
from kg.extraction.event_words import words
from kg.extraction.fondness import FAVOURITES
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import ORGANIZATION, USER

_CONFIDENCE = 0.75
_GROUPS = words("gym church parish synagogue mosque temple congregation club choir chorus band union")


def own_group_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for kind in doc:
        if kind.lemma_.lower() not in _GROUPS or kind.dep_ != "nsubj" or is_question(kind.sent):
            continue
        copula = kind.head
        if copula.lemma_ != "be" or copula.tag_ not in {"VBZ", "VBP"} or any(c.dep_ == "neg" for c in copula.children):
            continue
        if not any(child.dep_ == "poss" and child.lower_ in {"my", "our"} for child in kind.children):
            continue
        if any(child.dep_ == "amod" and child.lower_ in FAVOURITES for child in kind.children):
            continue
        name = next((c for c in copula.children if c.dep_ == "attr" and c.pos_ == "PROPN"), None)
        if name is None:
            continue
        entity = next((e for e in doc.ents if e.start <= name.i < e.end), None)
        said = entity if entity is not None and entity.end - entity.start > 1 else thing_span(name)
        start = said.start + 1 if said[0].lower_ == "the" else said.start
        named = doc[start : said.end].text  # "St. Mark's": the entity keeps the "'s" the parse hangs apart
        group = " ".join(t.lower_ for t in (*kind.lefts, kind) if t.dep_ != "poss")  # "book club", not "my"
        found.append(
            Candidate(
                "MEMBER_OF", USER, named, ORGANIZATION, Polarity(), _CONFIDENCE, kind.sent.text, kind.sent.start, group
            )
        )
    return found
