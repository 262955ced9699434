"""Tier 2: a person close to the speaker told of by role alone, as a relative is ("my mom"): "my boss", "my
girlfriend", "my best friend", "my roommate" (kg/extraction/kin.py `speakers_close_one`).

    My best friend lives in Seattle          FRIEND_OF "best friend"; "my best friend" LIVES_IN Seattle
    My boss is moving to London              KNOWS "boss" (its qualifier); "my boss" PLANS "move to London"
    My girlfriend is a teacher               KNOWS "girlfriend"; "my girlfriend" HAS_ROLE teacher
    My friend lives in Leeds / my old boss   nothing: one of several friends, a boss no longer had

No tie is given where the sentence ends one of the speaker's ties of that kind: "my girlfriend and I broke up",
"my manager fired me" end a partner or a job, and tell of no one still had.

What is said of them has them as its subject ("my boss", read by `dependency.subjects_of`), and Ingest names their
node after the speaker ("Hana's boss"), one node however often they are told of, as "Hana's mom" is. This reader
gives the tie between the speaker and that node: FRIEND_OF for a best friend, else KNOWS with the role as its
qualifier, as for people known by a role and named ("my dentist is Dr. Patel"). Not HAS_MANAGER or PARTNER_IS: one
of those told by name ("my boss Karen") would be superseded by the same person told by role.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.kin import is_close_one, speakers_close_one
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import PERSON, USER, Relation

_CONFIDENCE = 0.75


def close_one_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for token in doc:
        if token.pos_ != "NOUN" or is_question(token.sent):
            continue
        role = speakers_close_one(token)
        if role is None or not is_close_one(role) or _said_of_another(token):
            continue
        owner = min(child.i for child in token.children if child.dep_ == "poss")
        edge_type = "FRIEND_OF" if role == "best friend" else "KNOWS"
        span = doc[owner : token.i + 1]
        found.append(
            Candidate(edge_type, USER, role, PERSON, Polarity(), _CONFIDENCE, span.text, owner, role, unnamed=True)
        )
    return found


def _said_of_another(role: Token) -> bool:
    """Whether the role is what someone named is or may be ("Karen might be my boss", "Karen is my boss"): the
    readers of named roles give that tie, or none where it is not told as held; no one is told of by role alone."""
    if role.dep_ != "attr":
        return False
    copula = role.head
    subjects = [child for child in copula.children if child.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects and copula.dep_ == "xcomp":  # "Karen used to be / is going to be my boss"
        subjects = [child for child in copula.head.children if child.dep_ in {"nsubj", "nsubjpass"}]
    return any(subject.pos_ == "PROPN" for subject in subjects)


# The speaker's ties whose ending in a sentence means its close one told by role is no longer had.
_ENDING_TIES = frozenset({"PARTNER_IS", "HAS_MANAGER", "WORKS_AT", "FRIEND_OF", "LIVES_IN"})


def without_ties_ended(relations: list[Relation]) -> list[Relation]:
    """`relations` without the ties `close_one_candidates` gave when the same sentence ends a tie of the speaker's
    ("My boyfriend dumped me": PARTNER_IS ended, no boyfriend known)."""
    ending = any(r.subject == USER and r.negated and r.change and r.edge_type in _ENDING_TIES for r in relations)
    if not ending:
        return relations
    return [
        r for r in relations if not (r.unnamed and r.edge_type in {"KNOWS", "FRIEND_OF"} and is_close_one(r.object))
    ]
