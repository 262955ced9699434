"""Tier 2: a gym, church or club the speaker calls theirs by name is one they belong to: MEMBER_OF.

    My gym is Planet Fitness          MEMBER_OF "Planet Fitness", its kind "gym" the qualifier
    Our church is St. Mark's          MEMBER_OF "St. Mark's" ("our": the speaker's household, as for a home)
    My book club is the Page Turners  MEMBER_OF "Page Turners", "book club"
    Our club, the Riverside Runners, meets on Sundays / my band, The Owls, played   MEMBER_OF "Riverside Runners"

Only the speaker's own, named, and held now: "My gym was Equinox" (no longer), "Is your gym Planet Fitness?",
"My gym isn't Planet Fitness", "My gym is huge" (no name) give nothing; "my favorite band is ..." is one liked
(kg/extraction/fondness.py), not one played in.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import named_beside, thing_span
from kg.extraction.event_words import words
from kg.extraction.fondness import FAVOURITES
from kg.extraction.lexicon import MY_OUR
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import ORGANIZATION, USER

_CONFIDENCE = 0.75
_GROUPS = words("gym church parish synagogue mosque temple congregation club choir chorus band union")
_NOT_NOW = words("old former previous")  # "my old band, The Owls": no longer
# Groups one belongs to whose name may stand beside them, between commas: "our group, Green Streets, ...".
_APPOSED = words(
    "group band choir chorus orchestra troupe ensemble guild circle society association committee council"
    " congregation church gym club"
)


def own_group_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for kind in doc:
        if kind.lemma_.lower() not in _GROUPS | _APPOSED or is_question(kind.sent):
            continue
        if not any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in kind.children):
            continue
        if any(child.dep_ == "amod" and child.lower_ in FAVOURITES | _NOT_NOW for child in kind.children):
            continue
        name = _named_after_be(kind) if kind.lemma_.lower() in _GROUPS else None
        name = name or (named_beside(kind) if _may_be_named_beside(kind) else None)
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


def _may_be_named_beside(kind: Token) -> bool:
    """A group one belongs to whose name may stand beside it: "our *group*, Green Streets"; a club only of a kind
    ("our running club, ..."), as "my club, Arsenal" and "my team, the Packers" are more often a fan's."""
    if kind.lemma_.lower() == "club":
        return any(child.dep_ in {"compound", "amod"} and child.i < kind.i for child in kind.children)
    return kind.lemma_.lower() in _APPOSED


def _named_after_be(kind: Token) -> Token | None:
    """The name of "my gym *is Planet Fitness*": held now, not denied."""
    copula = kind.head
    if kind.dep_ != "nsubj" or copula.lemma_ != "be" or copula.tag_ not in {"VBZ", "VBP"}:
        return None
    if any(c.dep_ == "neg" for c in copula.children):
        return None
    return next((c for c in copula.children if c.dep_ == "attr" and c.pos_ == "PROPN"), None)
