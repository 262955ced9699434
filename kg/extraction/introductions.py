"""Tier 2: who someone is, told beside their name ("I'm Lena, a designer") or after their job ("a nurse from Ohio").

    I'm Lena, a freelance graphic designer         HAS_ROLE "freelance graphic designer"
    I'm Maria, 34, a software engineer at Google   HAS_ROLE "software engineer", WORKS_AT "Google"
    Tom, a nurse from Ohio, is my neighbour        HAS_ROLE "nurse" and COMES_FROM "Ohio", both of Tom
    I'm a designer based in Leeds                  LOCATED_IN "Leeds" (as "I'm based in Leeds"; the role is
                                                   status.py's)
    I'm Priya, a doctor living in Boston           HAS_ROLE "doctor", LIVES_IN "Boston"
    I'm a nurse from Ohio                          COMES_FROM "Ohio" (as "I'm from Ohio")
    My sister Giulia is a vet in Turin             LOCATED_IN "Turin" of Giulia (a job's place is its holder's)

The job must be an occupation noun (status.OCCUPATIONS) set beside a person: the speaker's name after "I'm", a name
the NER calls a person, or the name given to a relative ("my sister Ana, a nurse"). "I'm Joe, a huge fan of the
Yankees" and "I'm Dana, a mom of two" say no job; "the book, a gift from Tom" names no person. Places are the NER's;
an employer its organisation. Nothing is read from a question or a denial ("I'm not a nurse from Ohio").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, whole_name
from kg.extraction.lexicon import BOSS_NOUNS
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.relation import ORGANIZATION, PLACE, THING, USER
from kg.extraction.status import OCCUPATIONS

_CONFIDENCE = 0.75
_PLACES = frozenset({"GPE", "LOC"})
_ROLE_WORDS = frozenset({"amod", "compound"})  # "a *freelance graphic* designer", "a *software* engineer"
# A job's participle that says where its holder is: "a designer *based* in Leeds", "a doctor *living* in Boston".
_WHERE_HELD = {"base": "LOCATED_IN", "live": "LIVES_IN"}
_EMPLOYED_BY = frozenset({"at", "for"})


def introduction_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for job in doc:
        if job.pos_ != "NOUN" or job.lower_ not in OCCUPATIONS or is_question(job.sent):
            continue
        if job.dep_ == "appos":
            found.extend(_beside_a_name(job))
        elif job.dep_ == "attr" and job.head.lemma_.lower() == "be":
            found.extend(_after_the_job(job, lowercase_text))
    return found


def _beside_a_name(job: Token) -> list[Candidate]:
    """ "I'm Lena, a designer ...", "Tom, a nurse from Ohio, ...": the role and what the job's words add."""
    named = _person_named(job.head)
    if named is None or (job.lower_ in BOSS_NOUNS and any(child.dep_ == "poss" for child in job.children)):
        return []  # "Tom, my manager, ...": whose boss he is (HAS_MANAGER), not his job's title
    copula = named.head
    if named.dep_ == "attr" and copula.lemma_.lower() == "be" and _said_by_speaker(copula):
        subject, polarity = USER, polarity_of(context_words(copula))
    else:  # a name, whether or not the NER took it for a person's ("Ana, my doctor")
        subject, polarity = whole_name(named).text, Polarity()
    if polarity.negated:
        return []  # "I'm not Lena, a nurse": which part is denied is not said
    role = job.doc[min((child.i for child in job.lefts if child.dep_ in _ROLE_WORDS), default=job.i) : job.i + 1]
    found = [_candidate("HAS_ROLE", subject, role.text, THING, polarity, job)]
    found.extend(
        _candidate(edge_type, subject, thing.text, kind, polarity, job)
        for edge_type, thing, kind in _what_the_job_adds(job, employer=True)
    )
    return found


def _person_named(head: Token) -> Token | None:
    """The name the job stands beside: the head itself ("Lena, a designer"), or the name a relative noun is given
    beside it ("my sister *Ana*, a nurse")."""
    if head.pos_ == "PROPN":
        return head
    return next((child for child in head.children if child.dep_ == "appos" and child.pos_ == "PROPN"), None)


def _after_the_job(job: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm a nurse from Ohio", "My sister is a vet in Turin": the role is status.py's; the place is read here,
    of whoever the copula's subject is (the speaker, a relative, a named person)."""
    copula = job.head
    polarity = polarity_of(context_words(copula))
    if polarity.negated:
        return []  # "I'm not a nurse from Ohio": not the nurse, or not from Ohio
    return [
        candidate
        for edge_type, thing, kind in _what_the_job_adds(job, employer=False)
        for candidate in candidates_per_subject(
            copula, edge_type, thing.text, kind, polarity, _CONFIDENCE, lowercase_text
        )
    ]


def _said_by_speaker(copula: Token) -> bool:
    return any(child.dep_ == "nsubj" and child.lower_ == "i" for child in copula.children)


def _what_the_job_adds(job: Token, *, employer: bool) -> Iterator[tuple[str, Span, str]]:
    """(edge type, the thing, its kind) for where the job's holder comes from, is based or lives, and, with
    `employer`, who employs them."""
    for child in job.children:
        if child.dep_ == "prep" and child.lower_ == "from":
            place = _named(child, _PLACES)
            if place is not None:
                yield "COMES_FROM", place, PLACE
        elif child.dep_ == "prep" and employer and child.lower_ in _EMPLOYED_BY:
            organisation = _named(child, frozenset({"ORG"}))
            if organisation is not None:
                yield "WORKS_AT", organisation, ORGANIZATION
        elif child.dep_ == "prep" and child.lower_ == "in":
            place = _named(child, _PLACES)  # "a vet in Turin": where the job is held, and so its holder
            if place is not None:
                yield "LOCATED_IN", place, PLACE
        elif child.dep_ == "acl" and child.lemma_.lower() in _WHERE_HELD:
            inside = next((grand for grand in child.children if grand.dep_ == "prep" and grand.lower_ == "in"), None)
            place = _named(inside, _PLACES) if inside is not None else None
            if place is not None:
                yield _WHERE_HELD[child.lemma_.lower()], place, PLACE


def _named(preposition: Token, labels: frozenset[str]) -> Span | None:
    """The entity of one of `labels` that is the preposition's object, whole."""
    thing = next((child for child in preposition.children if child.dep_ == "pobj"), None)
    if thing is None or thing.ent_type_ not in labels:
        return None
    return whole_name(thing)


def _candidate(edge_type: str, subject: str, thing: str, kind: str, polarity: Polarity, job: Token) -> Candidate:
    sentence = job.sent
    return Candidate(edge_type, subject, thing, kind, polarity, _CONFIDENCE, sentence.text, sentence.start)
