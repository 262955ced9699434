"""Tier 2: a role told as "the <role> of <a group or a business>", which status.py's patterns leave (they stop at
"of": "a group *of* globetrotters" is more than a group), and a thing told as "the owner of" it.

    I'm the treasurer of our neighborhood association    HAS_ROLE "treasurer", MEMBER_OF "neighborhood association"
    My sister is the president of her book club          the same, of my sister
    I'm the head coach of the swim team                  HAS_ROLE "head coach", MEMBER_OF "swim team"
    I'm the manager of a small bakery                    HAS_ROLE "manager"
    I'm the head of marketing at Shopify                 HAS_ROLE "head of marketing" (a field kept in the title)
    I'm the proud owner of a new puppy                   OWNS "puppy"

Said now of the copula's subject, with "the" before the role. Not asked or denied, not in the past ("I was the
treasurer", which may have ended), nor a group someone else has ("the coach of my son's team" holds no membership
of the speaker's; the role stays).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, organisation_name
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.possessions import BUSINESSES, owned_kind
from kg.extraction.promotions import RANKS
from kg.extraction.relation import ORGANIZATION, THING
from kg.extraction.status import GROUP_NOUNS, OCCUPATIONS, OWNABLES

_CONFIDENCE = 0.75
_ROLES = OCCUPATIONS | RANKS
# Words before a role that are part of its title: "*head* coach", "*assistant* manager", "*vice* president".
_TITLE_WORDS = frozenset({"head", "assistant", "vice", "senior", "junior", "chief", "deputy", "co"})
_PRONOUN_OWNERS = frozenset({"my", "our", "his", "her", "their"})


def office_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for holder in doc:
        if holder.lower_ not in _ROLES and holder.lower_ != "owner":
            continue
        of = _of_what(holder)
        if of is None or is_question(holder.sent):
            continue
        copula = holder.head
        polarity = polarity_of(context_words(copula))
        if polarity.negated:
            continue
        for edge_type, thing, kind in _told(holder, of):
            found.extend(candidates_per_subject(copula, edge_type, thing, kind, polarity, _CONFIDENCE, lowercase_text))
    return found


def _of_what(holder: Token) -> Token | None:
    """The noun after "of" where `holder` is "the <role>" said now after "be": "I'm *the treasurer of* the club"."""
    copula = holder.head
    if holder.dep_ != "attr" or holder.pos_ != "NOUN" or copula.lemma_ != "be" or copula.tag_ not in {"VBP", "VBZ"}:
        return None
    if not any(child.dep_ == "det" and child.lower_ == "the" for child in holder.children):
        return None
    of = next((child for child in holder.children if child.dep_ == "prep" and child.lower_ == "of"), None)
    thing = next((child for child in of.children if child.dep_ == "pobj"), None) if of is not None else None
    return thing if thing is not None and thing.pos_ in {"NOUN", "PROPN"} else None


def _told(holder: Token, of: Token) -> list[tuple[str, str, str]]:
    """(edge type, object, kind) that "the <holder> of <of>" tells of the copula's subject."""
    if holder.lower_ == "owner":  # "the proud owner of a new puppy", "of a small bakery"
        owned = of.lower_ in OWNABLES or of.lower_ in BUSINESSES
        return [("OWNS", owned_kind(of), THING)] if owned and of.pos_ == "NOUN" else []
    field = _is_field(of)
    named_field = of.text if of.text.isupper() else of.text.lower()  # "HR" as written, "Marketing" as a word
    told = [("HAS_ROLE", f"{_title(holder)} of {named_field}" if field else _title(holder), THING)]
    employer = _employer_after(holder) if field else None
    if employer is not None:  # "the head of marketing *at Shopify*"
        told.append(("WORKS_AT", employer, ORGANIZATION))
    if of.lower_ in GROUP_NOUNS and _held_by_a_pronoun_or_none(of):
        told.append(("MEMBER_OF", _group_name(of), THING))
    return told


def _employer_after(holder: Token) -> str | None:
    """The business a title with its field is held at: "the head of marketing *at Shopify*"."""
    at = next((child for child in holder.children if child.dep_ == "prep" and child.lower_ == "at"), None)
    named = next((child for child in at.children if child.dep_ == "pobj"), None) if at is not None else None
    if named is None or named.pos_ != "PROPN" or named.ent_type_ in {"PERSON", "DATE", "TIME"}:
        return None
    return organisation_name(named, is_lowercase_text(holder.doc), person_tag_doubted=True)


def _is_field(of: Token) -> bool:
    """ "the head of *marketing*", "the director of *sales*": a field the title is of (a plain noun with no article or
    owner, which "the treasurer of *our* club" and "the manager of *a* bakery" have), kept in the title."""
    return (
        of.pos_ == "NOUN"
        and of.lower_ not in GROUP_NOUNS
        and not any(child.dep_ in {"det", "poss", "compound", "amod", "prep"} for child in of.children)
    )


def _title(role: Token) -> str:
    start = role.i
    for left in reversed(list(role.lefts)):
        if left.i == start - 1 and (left.dep_ == "compound" or left.lower_ in _TITLE_WORDS):
            start = left.i
        else:
            break
    return role.doc[start : role.i + 1].text


def _group_name(group: Token) -> str:
    """The group with the words that name it, its article and owner left: "neighborhood association", "Riverside
    Swim Team"."""
    start = group.left_edge.i
    while start < group.i and group.doc[start].pos_ in {"DET", "PRON", "PART"}:
        start += 1
    return group.doc[start : group.i + 1].text


def _held_by_a_pronoun_or_none(group: Token) -> bool:
    """ "our club", "the club": the holder's own; not "my son's team"."""
    owners = [child for child in group.children if child.dep_ == "poss"]
    return all(owner.lower_ in _PRONOUN_OWNERS for owner in owners)
