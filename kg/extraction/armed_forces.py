"""Tier 2: service in the armed forces is work for them (WORKS_AT, as "I joined the Army" has long been), and a
veteran says so of themselves (HAS_STATE, as "retired" does).

    I'm in the Army / My brother is in the Coast Guard        WORKS_AT "Army" / of my brother "Coast Guard"
    I'm serving in the Marines / I've served in the Navy       WORKS_AT "Marines" / "Navy"
    I served in the Air Force for years / I was in the Navy    WORKS_AT "Air Force" / "Navy", ended
    I'm a veteran / I'm a Navy veteran                         HAS_STATE "veteran"; the latter WORKS_AT "Navy", ended

A branch by its name (`_BRANCHES`, or a force, guard or corps named by the word before it: "Air Force", "Coast
Guard", "Marine Corps", "Army Reserve"); not "the military", which names no one employer, nor a place served in
("I served in Iraq"). Nothing denied, asked, wished ("I'd like to join the Marines": the events' WANTS) or supposed.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.event_words import words
from kg.extraction.happenings import state_now_or_then
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.relation import ORGANIZATION, THING

_CONFIDENCE = 0.75
_BRANCHES = words("army navy marines")
# A force, guard or corps is a branch by the word that names it: "*Air* Force", "*Coast* Guard".
_NAMED_BRANCHES = {"force": words("air space"), "guard": words("coast national"), "corps": words("marine")}
_RESERVES = words("reserve reserves")  # "the Army Reserve", "the Navy Reserves": the branch's own
_VETERANS = words("veteran veterans")  # not "vet", as often an animal doctor
_PRESENT = frozenset({"VBP", "VBZ"})


def armed_forces_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for token in doc:
        lower = token.lower_
        if lower == "in" and token.dep_ == "prep":
            found.extend(_serving(token))
        elif lower in _VETERANS and token.dep_ == "attr":
            found.extend(_veteran(token))
    return found


def _serving(preposition: Token) -> list[Candidate]:
    """ "I'm *in* the Army", "I served *in* the Air Force": the branch, held now or ended."""
    branch = next((child for child in preposition.children if child.dep_ == "pobj"), None)
    name = _branch_name(branch) if branch is not None else None
    verb = preposition.head
    if name is None or verb.lemma_.lower() not in {"be", "serve"}:
        return []
    effect = state_now_or_then(verb)
    if effect is None or is_question(verb.sent) or asserts_nothing(verb):
        return []
    polarity = polarity_of(context_words(verb), effect)
    if polarity.negated and not polarity.change:
        return []  # "I'm not in the Army" (but "I'm not in the Army anymore" ended it)
    return _served(verb, name, polarity)


def _veteran(noun: Token) -> list[Candidate]:
    """ "I'm a veteran", "I'm a Navy veteran", "Sam is a veteran of the Marines"."""
    be = noun.head
    if be.lemma_ != "be" or be.tag_ not in _PRESENT or not _told(be):
        return []
    lowercase_text = is_lowercase_text(noun.doc)
    found = candidates_per_subject(be, "HAS_STATE", "veteran", THING, Polarity(), _CONFIDENCE, lowercase_text)
    named = [child for child in noun.children if child.dep_ == "compound"]
    named += [pobj for prep in noun.children if prep.lower_ == "of" for pobj in prep.children if pobj.dep_ == "pobj"]
    for branch in named:
        name = _branch_name(branch)
        if name is not None:
            found.extend(_served(be, name, Polarity(negated=True, change=True)))
    return found


def _served(verb: Token, name: str, polarity: Polarity) -> list[Candidate]:
    lowercase_text = is_lowercase_text(verb.doc)
    return candidates_per_subject(verb, "WORKS_AT", name, ORGANIZATION, polarity, _CONFIDENCE, lowercase_text)


def _told(verb: Token) -> bool:
    if is_question(verb.sent) or asserts_nothing(verb):
        return False
    return not any(child.dep_ == "neg" for child in verb.children)  # "I'm not a veteran"


def _branch_name(token: Token) -> str | None:
    """The branch `token` heads, as written without its article ("Air Force", "Army Reserve", "army"); None for
    anything else."""
    lower = token.lower_
    compounds = [child for child in token.children if child.dep_ == "compound" and child.i < token.i]
    if lower in _BRANCHES and not compounds:
        return token.text
    if lower in _RESERVES and compounds and compounds[-1].lower_ in _BRANCHES:
        return token.doc[compounds[0].i : token.i + 1].text
    kinds = _NAMED_BRANCHES.get(lower)
    if kinds is not None and compounds and compounds[-1].lower_ in kinds:
        return token.doc[compounds[0].i : token.i + 1].text
    return None
