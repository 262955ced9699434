"""From extracted relations to what Ingest writes: the nodes mentioned, the facts to assert, the facts to end.

Pure. The speaker ("USER" in extraction) becomes a User node named after the speaker; other names become
Entity nodes tagged with their kind (person, organization, place, project, thing), except activities and events
(DID, ATTENDED, PLANS: "kickboxing", "support group"), which become Event nodes. A relative named only by the
role ("my mom": an `unnamed` relation) is a person node named after whose it is, "<speaker>'s mom": nodes are
one per name in a namespace, so two speakers' "mom" are two nodes and one speaker's "mom" said twice is one; what
is said of that relative ("My mom is a nurse": subject "my mom") is said of the same node. A
fact carries the time words its sentence gave ("last week"); the caller resolves them against when it was said.
Polarity decides the operation:
- a plain statement asserts the fact;
- "no longer ..." (negated and changed) ends it: the current edge is archived, kept as history;
- a denial ("I'm not allergic to X") retracts it: the user says it was never so.
A name left whose kind the sentence cannot tell ("I left Monzo": `Extraction.left`) ends the subject's job, studies
or membership there, and a pet named as gone ("Miso died") its owning, if held (`held_only`, of the `Left`'s
kinds): it creates nothing, and no subject or object node for it alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

from kg.extraction import EVENT, ORGANIZATION, PERSON, USER, Extraction, Relation, relative_role
from kg.model.types import NodeType

_LEFT_CONFIDENCE = 0.7


class Operation(StrEnum):
    ASSERT = "assert"
    END = "end"
    RETRACT = "retract"


@dataclass(frozen=True)
class Mention:
    name: str
    node_type: NodeType
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class IngestFact:
    operation: Operation
    edge_type: str
    subject: Mention
    object: Mention
    confidence: float
    change: bool
    span: str
    qualifier: str | None = None
    time_text: str | None = None  # "yesterday", "last week": when, as said; resolved by the caller
    with_whom: tuple[str, ...] = ()  # an event's company, the speaker's own by name: ("Dana's kids",)
    unnamed: bool = False  # the object is named only by its role ("my girlfriend"): see MemoryService._closing
    where: str | None = None  # where an event was, as said: "in Colorado"
    # Ends only an edge to a node of exactly the object's name, if one is held; never creates a node ("I left
    # Monzo": whatever Monzo was, the subject's job, studies or group there; "Miso died": a pet owned).
    held_only: bool = False


@dataclass
class IngestPlan:
    mentions: list[Mention] = field(default_factory=list)
    facts: list[IngestFact] = field(default_factory=list)
    self_names: tuple[str, ...] = ()  # the speaker's other names, as they gave them ("My name is Sam")
    # Mentions found if they exist but never created: a role only ended ("I got laid off": "<speaker>'s job",
    # "we broke up": "<speaker>'s partner") names no node of its own; the current value is what ends.
    lookup_only: frozenset[Mention] = frozenset()


def _operation(relation: Relation) -> Operation:
    if relation.negated and relation.change:
        return Operation.END
    if relation.negated:
        return Operation.RETRACT
    return Operation.ASSERT


def _relative(owner: str, role: str) -> str:
    return f"{owner}'s {role}"


def _told_by(speaker: str, company: str) -> str:
    """Company as the speaker said it, for whoever reads the fact later: "my sister" is "Dana's sister"."""
    return _SPEAKERS_OWN.sub(f"{speaker}'s ", company, count=1)


_SPEAKERS_OWN = re.compile(r"^(?:my|our)\s+", re.IGNORECASE)


def plan_ingest(extraction: Extraction, speaker: str) -> IngestPlan:
    plan = IngestPlan(self_names=extraction.self_names)
    seen: dict[tuple[str, NodeType], Mention] = {}
    own_names = {name.casefold() for name in extraction.self_names}

    def mention(name: str, node_type: NodeType, kind: str | None) -> Mention:
        key = (name.casefold(), node_type)
        if key not in seen:
            seen[key] = Mention(name, node_type, (kind.lower(),) if kind else ())
            plan.mentions.append(seen[key])
        return seen[key]

    for relation in extraction.relations:
        if relation.subject == USER or relation.subject.casefold() in own_names:  # "I'm Sam. Sam loves jazz"
            subject = mention(speaker, NodeType.USER, None)
        elif (role := relative_role(relation.subject)) is not None:  # "My mom is a nurse": the node of "my mom"
            subject = mention(_relative(speaker, role), NodeType.ENTITY, PERSON)
        else:
            subject = mention(relation.subject, NodeType.ENTITY, "person")
        if relation.object_kind == EVENT:
            target = mention(relation.object, NodeType.EVENT, None)
        elif relation.unnamed:  # "my mom": the speaker's own, "Maria's mom"
            owner = speaker if relation.subject == USER else relation.subject
            target = mention(_relative(owner, relation.object), NodeType.ENTITY, relation.object_kind)
        else:
            target = mention(relation.object, NodeType.ENTITY, relation.object_kind)
        plan.facts.append(
            IngestFact(
                _operation(relation),
                relation.edge_type,
                subject,
                target,
                relation.confidence,
                relation.change,
                relation.span,
                relation.qualifier,
                relation.time_text,
                tuple(_told_by(speaker, company) for company in relation.with_whom),
                relation.unnamed,
                relation.where,
            )
        )
    for left in extraction.left:
        subject = (
            mention(speaker, NodeType.USER, None)
            if left.subject == USER
            else mention(left.subject, NodeType.ENTITY, PERSON)
        )
        target = mention(left.name, NodeType.ENTITY, ORGANIZATION)
        plan.facts += [
            IngestFact(
                Operation.END,
                kind,
                subject,
                target,
                _LEFT_CONFIDENCE,
                True,
                left.span,
                time_text=left.time_text,
                held_only=True,
            )
            for kind in left.kinds
        ]
    plan.lookup_only = _found_only(plan.facts)
    return plan


def _found_only(facts: list[IngestFact]) -> frozenset[Mention]:
    """What names no node of its own: a role only ended ("<speaker>'s job"), or a name left and its leaver
    (`held_only`), unless another fact tells them. The speaker is always found or made."""
    only_ended = {f.object for f in facts if f.unnamed and f.operation == Operation.END}
    left = {m for f in facts if f.held_only for m in (f.subject, f.object)}
    told = {
        m
        for f in facts
        if not (f.unnamed and f.operation == Operation.END) and not f.held_only
        for m in (f.subject, f.object)
    }
    subjects = {f.subject for f in facts if not f.held_only}
    return frozenset(m for m in (only_ended | left) - told - subjects if m.node_type != NodeType.USER)
