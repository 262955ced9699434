"""Tier 2: a bodily reaction that tells an allergy or an intolerance (IS_ALLERGIC_TO), as "I'm allergic to X" does.

    Peanuts make my throat swell / Dairy makes me sick             IS_ALLERGIC_TO "peanuts" / "dairy"
    Cats make me sneeze like crazy / Strawberries give me hives    IS_ALLERGIC_TO "cats" / "strawberries"
    My face gets puffy and itchy around cats                       IS_ALLERGIC_TO "cats"
    I get hives from shellfish / I break out in hives around dogs  IS_ALLERGIC_TO "shellfish" / "dogs"
    Dairy makes my sister sick / Lena gets a rash from latex       IS_ALLERGIC_TO of "my sister" / of Lena
    The smoke made me cough / That shrimp made me sick yesterday   nothing: one occasion, in the past
    Flying makes me sick / The news makes me sick                  nothing: no allergen
    Cats make me happy                                             nothing here (a liking: `delights`)

The set keeps an intolerance named as a state ("lactose intolerant") as HAS_STATE; one told only by what a food
does ("Dairy makes me sick") names no state, and IS_ALLERGIC_TO is what it says: what the speaker must keep away
from. Only a reaction in the simple present tells one that lasts (not "made", "is making"), only one of the body
(`_REACTIONS`: not "happy", "tired"), and only of a known allergen or food that is often not tolerated
(`_ALLERGENS`), named bare ("cats", not "this heat", "the smoke"); a reaction denied or asked about gives nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span, with_conjuncts
from kg.extraction.event_words import words
from kg.extraction.kin import speakers_relative
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER, speakers_relative_subject

_CONFIDENCE = 0.7
# Allergens and foods often not tolerated, as lemmas and as written ("peanuts", whose lemma is "peanut").
_ALLERGENS = words(
    """peanut peanuts nut nuts almond almonds walnut walnuts cashew cashews pecan pecans hazelnut hazelnuts
    pistachio pistachios shellfish shrimp prawn prawns crab lobster oyster oysters fish dairy milk cheese lactose
    gluten wheat egg eggs soy sesame strawberry strawberries kiwi cat cats dog dogs horse horses pollen ragweed
    dust mold mould grass hay latex penicillin bee bees wasp wasps feather feathers perfume"""
)
# Reactions of the body, by lemma: "sick", "sneeze", "swell", "hives", "puffy".
_REACTIONS = words(
    """sick ill nauseous queasy sneeze itch itchy swell swollen puffy hive hives rash wheeze wheezy bloated
    congested stuffy blotchy cough watery"""
)
# Phrasal reactions: "break *out*", "throw *up*", "my throat closes *up*".
_PHRASAL_REACTIONS = {"break": "out", "throw": "up", "close": "up"}
# Said only of a part of the body: "gluten makes my stomach *hurt*" (not "the news makes me upset").
_BODILY_REACTIONS = words("hurt upset ache")
_WATERING = "water"  # "my eyes water": the small model may tag the verb a noun
_BODY_PARTS = words("face eyes eye skin throat nose lips lip mouth tongue stomach tummy chest hands arms")
_CAUSING = words("make give")
_NEAR = words("around near from after")
_PRESENT = frozenset({"VBP", "VBZ"})
_CLAUSE_DEPS = frozenset({"advcl", "ccomp", "relcl", "xcomp", "csubj", "acl"})
_COMPLEMENTS = frozenset({"ccomp", "xcomp", "oprd", "acomp"})
_SPEAKER = words("me i")


def reaction_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for head in doc:
        if not _told_as_lasting(head):
            continue
        told = _caused(head, lowercase_text) if head.lemma_.lower() in _CAUSING else _had_near(head, lowercase_text)
        if told and not is_question(head.sent):  # asked last: finding a token's sentence walks the parse
            found.extend(told)
    return found


def _told_as_lasting(head: Token) -> bool:
    """A clause in the simple present, not denied: "makes", "get", "my eyes *water*" (which may be tagged a noun)."""
    if any(child.dep_ in {"neg", "aux", "auxpass"} for child in head.children):
        return False
    watering = head.lower_ == _WATERING and head.dep_ == "ROOT"
    return head.tag_ in _PRESENT or watering


def _caused(head: Token, lowercase_text: bool) -> list[Candidate]:
    """ "Peanuts make my throat swell", "Dairy makes me sick", "Strawberries give me hives"."""
    allergens = _allergens(child for child in head.children if child.dep_ == "nsubj")
    if not allergens:
        return []
    found: list[Candidate] = []
    if head.lemma_.lower() == "make":
        for clause in head.children:
            if clause.dep_ not in _COMPLEMENTS:
                continue
            sufferer = next((child for child in clause.children if child.dep_ == "nsubj"), None)
            sufferer = sufferer or next((child for child in head.children if child.dep_ == "dobj"), None)
            if _tells_reaction(clause, sufferer):
                found.extend(_candidates(sufferer, clause, allergens, lowercase_text))
    else:
        sufferer = next((child for child in head.children if child.dep_ == "dative"), None)
        if any(child.dep_ == "dobj" and _tells_reaction(child, sufferer) for child in head.children):
            found.extend(_candidates(sufferer, head, allergens, lowercase_text))
    return found


def _had_near(head: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I get hives from shellfish", "My face gets puffy and itchy around cats", "I sneeze around cats"."""
    sufferer = next((child for child in head.children if child.dep_ == "nsubj"), None)
    if sufferer is None or not _tells_reaction(head, sufferer):
        return []
    allergens = _allergens(
        obj
        for prep in _within_clause(head)
        if prep.dep_ == "prep" and prep.lower_ in _NEAR
        for obj in prep.children
        if obj.dep_ == "pobj"
    )
    return _candidates(sufferer, head, allergens, lowercase_text) if allergens else []


def _within_clause(head: Token) -> Iterator[Token]:
    """The words of `head`'s own clause: no clause of its own stands between them and it."""
    for token in head.subtree:
        if token == head or not any(link.dep_ in _CLAUSE_DEPS for link in _path_up(token, head)):
            yield token


def _path_up(token: Token, head: Token) -> Iterator[Token]:
    while token != head and token.head != token:
        yield token
        token = token.head


def _tells_reaction(clause: Token, sufferer: Token | None) -> bool:
    """Whether the clause says a reaction of the body: "sick", "swell up", "break out in a rash", "get hives", and
    of a part of the body named as the sufferer, "hurt" ("makes my stomach hurt")."""
    bodily = sufferer is not None and sufferer.lower_ in _BODY_PARTS
    for token in _within_clause(clause):
        lemma = token.lemma_.lower()
        if lemma in _REACTIONS or token.lower_ in _REACTIONS or (bodily and lemma in _BODILY_REACTIONS):
            return True
        particle = _PHRASAL_REACTIONS.get(lemma)
        if particle is not None and any(child.dep_ == "prt" and child.lower_ == particle for child in token.children):
            return True
        if token.lower_ == _WATERING and any(child.lower_ in {"eyes", "eye"} for child in token.children):
            return True
    return False


def _allergens(tokens: Iterator[Token]) -> list[str]:
    """The allergens named bare among `tokens` and their conjuncts: "peanuts and shellfish", not "this heat"."""
    found = []
    for token in with_conjuncts(list(tokens)):
        if token.lower_ not in _ALLERGENS and token.lemma_.lower() not in _ALLERGENS:
            continue
        if any(child.dep_ in {"det", "poss"} for child in token.children):
            continue  # "the smoke", "that shrimp", "my cat"
        text = thing_span(token).text
        found.append(text[0].lower() + text[1:])  # "Shellfish makes ...": capitalised for the sentence alone
    return found


def _candidates(sufferer: Token | None, clause: Token, allergens: list[str], lowercase_text: bool) -> list[Candidate]:
    """One fact per allergen for whoever reacts: the speaker ("me", "my face"), their relative ("my sister") or a
    named person ("Lena"), as the subject readers read them."""
    if sufferer is None:
        return []
    whose = _speaker_or_relative(sufferer)
    sentence = clause.sent
    if whose is not None:
        return [
            Candidate("IS_ALLERGIC_TO", whose, allergen, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
            for allergen in allergens
        ]
    if sufferer.dep_ != "nsubj" or sufferer.lower_ in _BODY_PARTS:
        return []
    return [
        candidate
        for allergen in allergens
        for candidate in candidates_per_subject(
            clause, "IS_ALLERGIC_TO", allergen, THING, Polarity(), _CONFIDENCE, lowercase_text
        )
    ]


def _speaker_or_relative(sufferer: Token) -> str | None:
    """USER for "me" and "my face", "my sister" for "my sister" and "my sister's eyes"; None for anyone else."""
    if sufferer.lower_ in _SPEAKER:
        return USER
    if sufferer.lower_ in _BODY_PARTS:
        owner = next((child for child in sufferer.children if child.dep_ == "poss"), None)
        if owner is None:
            return None
        return USER if owner.lower_ == "my" else _speaker_or_relative(owner)
    role = speakers_relative(sufferer)
    return speakers_relative_subject(role) if role is not None else None
