"""Tier 2: a project one leads is a project one works on.

    I'm leading the Atlas migration project           WORKS_ON "Atlas" (its name, as "working on" reads it)
    Priya manages the billing redesign                WORKS_ON of Priya "billing redesign"
    I'm in charge of the website relaunch             WORKS_ON "website relaunch"
    I've been busy with the fundraiser                WORKS_ON "fundraiser"
    I'm no longer running the intranet rewrite        WORKS_ON "intranet rewrite", ended
    I lead a quiet life / I manage a team of five     nothing: no project named

"Lead", "manage", "run", "head (up)", "oversee", "coordinate", "be in charge of" and "be busy with" take all kinds
of objects ("run a marathon", "manage my time", "busy with work"); only an object whose head noun is a kind of
project counts. The object is the project's name when the phrase holds one, else the noun phrase without article or
possessive, as the predicate "work on" writes it.
"""

from __future__ import annotations

import itertools

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import project_span, thing_span
from kg.extraction.future_tense import told_in_future
from kg.extraction.lexicon import WORK_PROJECTS
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import PROJECT

_CONFIDENCE = 0.75
_LEADING = frozenset({"lead", "manage", "run", "head", "oversee", "coordinate", "spearhead", "direct"})
# Being taken up by a project: "busy with", "swamped with".
_BUSY = frozenset({"busy", "swamped", "occupied", "tied"})
# Nouns that name a piece of work with an end, not a team, a life or a race.
# A place's or an organisation's name in the phrase says where or whose, not which: "the New York office relaunch".
_NOT_PROJECT_NAMES = frozenset({"GPE", "LOC", "FAC", "NORP", "ORG"})


def project_led_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        if token.lemma_.lower() not in WORK_PROJECTS or token.pos_ != "NOUN" or is_question(token.sent):
            continue
        verb = _leading_verb(token)
        if verb is None or told_in_future(verb):  # "I'll be leading the renovation": not yet, as "working on"
            continue
        # thing_span leaves out the article and the possessive; a project unnamed keeps what it is of or to
        phrase = _project_name(thing_span(token)) or project_span(token).text
        # The clause up to the verb, and the adverbs after it: "I don't manage the migration *anymore*".
        words = [t.text for t in doc[verb.sent.start : verb.i + 1]]
        words += [child.text for child in verb.rights if child.dep_ in {"advmod", "neg"}]
        polarity = polarity_of(words)
        found.extend(candidates_per_subject(verb, "WORKS_ON", phrase, PROJECT, polarity, _CONFIDENCE, lowercase_text))
    return found


def _leading_verb(project: Token) -> Token | None:
    """The verb that says someone leads `project`: its object ("lead the project"), or the "in charge of" it
    hangs from ("I'm in charge of the rollout")."""
    head = project.head
    if project.dep_ == "dobj" and head.pos_ == "VERB" and head.lemma_.lower() in _LEADING:
        return head
    if project.dep_ == "pobj" and head.lower_ == "with" and head.head.lower_ in _BUSY:
        busy = head.head  # "I've been busy with the fundraiser", "I've been swamped with a renovation"
        if busy.pos_ == "VERB":
            return busy if any(child.dep_ == "auxpass" for child in busy.children) else None
        return busy.head if busy.dep_ == "acomp" and busy.head.lemma_ == "be" else None
    if project.dep_ == "pobj" and head.lower_ == "of" and head.head.lower_ == "charge":
        charge = head.head
        if charge.head.lower_ == "in" and charge.head.head.lemma_ == "be":
            return charge.head.head
    return None


def _project_name(span: Span) -> str | None:
    """The project's name when the phrase has one ("the *Atlas* migration project": Atlas), as "I'm working on the
    Atlas migration project" is read, so that "I'm no longer working on Atlas" ends the same fact; else None."""
    named = [token for token in span if token.pos_ == "PROPN" and token.ent_type_ not in _NOT_PROJECT_NAMES]
    if named and all(b.i == a.i + 1 for a, b in itertools.pairwise(named)):
        return span.doc[named[0].i : named[-1].i + 1].text
    return None
