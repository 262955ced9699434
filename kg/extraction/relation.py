"""What extraction returns: typed relations and the entities they mention.

Everything here is a frozen value, so an `Extraction` can cross from the worker thread that built it to the
event loop without copying or locking.
"""

from __future__ import annotations

from dataclasses import dataclass

# The speaker. First-person statements ("I work at Acme", "my manager is Bob") use this as their subject;
# a person literally called "User" is normalised to "User" and so never collides with it.
USER = "USER"

# The subject of "My brother works at Intel": the speaker's relative named only by role, written as said with
# one spelling per role ("my mother" -> "my mom"). Ingest names its node after the speaker ("Maria's mom"), the
# node the speaker's FAMILY_MEMBER "mom" (an `unnamed` object) reaches.
_SPEAKERS_OWN = "my "


def speakers_relative_subject(role: str) -> str:
    return _SPEAKERS_OWN + role


def relative_role(subject: str) -> str | None:
    """The role of a subject `speakers_relative_subject` wrote ("my mom" -> "mom"); None for USER or a name."""
    return subject.removeprefix(_SPEAKERS_OWN) if subject.startswith(_SPEAKERS_OWN) else None


# Object kinds. Strings rather than an enum, like edge types: a caller may map them onto its own tags.
PERSON = "Person"
ORGANIZATION = "Organization"
PLACE = "Place"
PROJECT = "Project"
THING = "Thing"
# An activity or event the subject did, attended or plans (DID, ATTENDED, PLANS): "kickboxing", "support group".
# One kind for both, since the difference is in the edge type; Ingest stores it as an Event node.
EVENT = "Event"


@dataclass(frozen=True)
class Relation:
    """One typed statement found in the text, e.g. HAS_MANAGER(USER -> "Bob").

    `negated` with `change` means "this no longer holds" (retract or archive a current edge, create nothing);
    `negated` alone is a denial ("I'm not allergic to X"); `change` alone marks a new value that replaces an
    old one ("my *new* manager is Alice", "I moved to Berlin"). See `kg.extraction.polarity` for the rules.
    """

    edge_type: str  # a built-in name from kg.model.types, e.g. HAS_MANAGER
    subject: str  # USER, a normalised name ("Alice"), or the speaker's relative by role ("my mom": relative_role)
    object: str  # a normalised name or thing ("Acme", "peanuts")
    object_kind: str  # PERSON, ORGANIZATION, PLACE, PROJECT, THING or EVENT
    negated: bool
    change: bool
    confidence: float  # 0..1; rule-specific, higher for tier-2 (parsed) evidence
    span: str  # the literal text the relation was read from
    qualifier: str | None = None  # FAMILY_MEMBER/PARTNER_IS: "sister", "wife"; PREFERS: what it beat
    # When, as said ("yesterday", "last week", "in May"): resolved to dates by the caller, who knows when it was said.
    time_text: str | None = None
    with_whom: tuple[str, ...] = ()  # the company of an event: "with my kids" -> ("my kids",)
    # The object is a role, not a name ("mom", "older sister": "my mom"): the subject's own relative, whose node
    # the caller names after the subject ("Maria's mom"), never one node for everyone's "mom".
    unnamed: bool = False
    where: str | None = None  # where an event was, as said with its preposition: "in Colorado", "at Yosemite"


# What a name left ends, if the leaver held it: a job, a school, a club ("I left Monzo"); and what a name gone
# ends: a pet owned ("Miso died").
LEFT_KINDS = ("WORKS_AT", "STUDIES_AT", "MEMBER_OF")
GONE_KINDS = ("OWNS",)


@dataclass(frozen=True)
class Left:
    """`subject` (USER or a person's name) left `name`, a name of no kind the sentence can tell (a job's, a city's,
    a partner's: kg/extraction/names_left.py), or it is gone (a pet that died); when, as said ("last week"); the
    sentence it was read from; what of it ends, if held (`kinds`)."""

    subject: str
    name: str
    time_text: str | None
    span: str
    kinds: tuple[str, ...] = LEFT_KINDS


@dataclass(frozen=True)
class Entity:
    """A named thing mentioned in the text (a relation end, or a named entity found by NER in tier 2)."""

    name: str
    kind: str


@dataclass(frozen=True)
class Extraction:
    relations: tuple[Relation, ...]
    entities: tuple[Entity, ...]
    tier: int  # 1: text rules only (spacy.blank); 2: a trained pipeline's parse and NER, plus the text rules
    # Names the speaker gives themself ("My name is Sam", "Call me Sam"): the speaker's, not anyone mentioned.
    self_names: tuple[str, ...] = ()
    # The named entities NER found (tier 2), each of the kind NER gave it: "Paris" is a place here where, as the
    # end of "we went to Paris", `entities` holds it as an event attended.
    named: tuple[Entity, ...] = ()
    # Names left ("I left Monzo") that no relation ends: Ingest ends what the subject held of them, if anything.
    left: tuple[Left, ...] = ()
