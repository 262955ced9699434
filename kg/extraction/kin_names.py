"""Tier 2: the speaker's relatives named around their role, and children told of by their age or rank.

    I have a son, his name is Kyle / I have a brother. His name is Tom   FAMILY_MEMBER "Kyle" (son) / "Tom" (brother)
    My sister lives in Ohio, her name is Ana                             FAMILY_MEMBER "Ana" (sister)
    We have a daughter, Mia / I have two sisters, Ana and Bea            FAMILY_MEMBER "Mia" (daughter) / "Ana", "Bea"
    My two-year-old loves dinosaurs / our little one was up all night    FAMILY_MEMBER "kid" (child), unnamed
    Our youngest is starting school / my oldest got his permit           FAMILY_MEMBER "youngest kid" (child), unnamed
    Our oldest, Liam, just turned ten / our newborn, Hazel, is ...       FAMILY_MEMBER "Liam" / "Hazel" (child)

A name told after the role ("his name is Kyle") belongs to the one relative of the speaker's told before it in
the turn whom the pronoun can mean ("his" not a sister's); with two such relatives, or a pet beside them (whose
name it may be, `pet_names`), no name is read. A child told of by age ("my two-year-old", "our 6-month-old") or
rank among the children ("my youngest", "our eldest", "our little one") is the speaker's child, spelled as the
relatives' reader spells one ("kid"; the rank kept, as "my youngest son" keeps it), `unnamed` so that Ingest
names it after whose child it is; a name beside it is the child. Not read: someone else's ("her two-year-old"),
a rank of something else ("my oldest friend", "my youngest sister": the relatives' reader has those), a relative
denied or asked about.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.kin import had_by_speaker, speakers_relative, spelled_role
from kg.extraction.lexicon import MY_OUR, ROLE_NOUNS
from kg.extraction.pet_names import is_name, name_said
from kg.extraction.polarity import Polarity
from kg.extraction.possessions import PETS
from kg.extraction.pronouns import sole_antecedent
from kg.extraction.questions import is_question
from kg.extraction.relation import PERSON, USER
from kg.extraction.relatives import CHILDREN_BY_SEX

_CONFIDENCE = 0.75
_CHILD = ROLE_NOUNS["kid"].qualifier or "child"
_POSSESSIVES = frozenset({"his", "her"})
_RANKS = frozenset({"youngest", "oldest", "eldest"})
_AGE_UNITS = frozenset({"year", "month", "week"})
_HEAD_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "conj", "ROOT"})
_NAMED_DEPS = frozenset({"appos", "npadvmod", "compound"})


def kin_name_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for sentence in doc.sents:  # a token's .sent is found anew at each call: once per sentence here
        if is_question(sentence):
            continue
        for token in sentence:
            if token.lower_ in _POSSESSIVES and (name := name_said(token)) is not None:
                found.extend(_named_later(token, name))
            elif _speakers_relative(token) and had_by_speaker(token) is not None:
                found.extend(_had_and_named(token, _qualifier(token)))
            elif token.lower_ in CHILDREN_BY_SEX and token.pos_ == "NOUN" and had_by_speaker(token) is not None:
                found.extend(_had_and_named(token, CHILDREN_BY_SEX[token.lower_]))  # "two boys, Dev and Kiran"
            elif (child := _told_by_age_or_rank(token)) is not None:
                found.extend(_child_candidates(token, child))
            elif _ranked_name(token):
                found.append(_named(token, token, _CHILD))
    return found


def _ranked_name(name: Token) -> bool:
    """ "Our oldest, Marisol, is ...": the small model may hang the rank and the owner on the name after them."""
    ranked = any(child.dep_ == "amod" and child.lower_ in _RANKS and child.i < name.i for child in name.children)
    owned = any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in name.children)
    return ranked and owned and _is_name(name)


def _named_later(pronoun: Token, name: Token) -> list[Candidate]:
    """ "I have a son, *his name is Kyle*": the name, for the one the pronoun stands for when that is a relative of
    the speaker's (`pronouns.sole_antecedent`), or else for the one child told of by age or rank before it ("our
    one-year-old ..., his name is Kyle"), which is no role the pronoun reader knows."""
    meant = sole_antecedent(pronoun)
    # one of this turn's, not the turn before's (read from the pronoun itself)
    if meant is not None and not (isinstance(meant[1], Token) and meant[1].i == pronoun.i):
        relative = meant[1]
        if isinstance(relative, Token) and relative.tag_ == "NN" and _speakers_relative(relative):
            return [_named(relative, name, _qualifier(relative))]
        return []
    before = pronoun.doc[: pronoun.i]
    if any((word.lower_ in PETS and word.pos_ == "NOUN") or speakers_relative(word) is not None for word in before):
        return []  # "we have a son and a puppy, his name is Max", "a son and a brother, his ...": whose, unsaid
    children = [word for word in before if _told_by_age_or_rank(word) is not None]
    return [_named(children[0], name, _CHILD)] if len(children) == 1 else []


def _had_and_named(relative: Token, qualifier: str) -> list[Candidate]:
    """ "We have a daughter, *Mia*", "I have two sisters, *Ana and Bea*", "we have twin girls, *Asha and Mira*":
    names set beside relatives one has (the small model may make the first a conjunct after the comma)."""
    first = next((child for child in relative.children if _set_beside(child, relative)), None)
    if first is None:
        return []
    # every name of the list, nested too: "Emma, Noah and Ava" hangs "Ava" on "Noah"
    names = [first, *(part for part in first.conjuncts if part.i > first.i and _is_name(part))]
    if len(names) > 1 and relative.tag_ != "NNS":
        return []  # "a daughter, Mia and Leo": which is the daughter, the sentence does not say
    return [_named(relative, name, qualifier) for name in names]


def _set_beside(name: Token, relative: Token) -> bool:
    """ "a daughter, *Mia*" (an apposition), or "two boys, *Dev* and Kiran" (a conjunct right after the comma)."""
    after_comma = name.dep_ == "conj" and name.i == relative.i + 2 and relative.doc[relative.i + 1].text == ","
    return (name.dep_ == "appos" or after_comma) and _is_name(name)


def _told_by_age_or_rank(token: Token) -> str | None:
    """The role a child told of by age or rank is spelled with: "kid" for "my two-year-old", "youngest kid" for
    "our youngest"; None for any other word."""
    if token.dep_ not in _HEAD_DEPS or not any(
        child.lower_ in MY_OUR and child.dep_ == "poss" for child in token.children
    ):
        return None
    lower = token.lower_
    if lower in {"old", "olds"} and _age_before(token):
        return spelled_role("kid")
    if lower == "newborn" or (lower == "one" and any(child.lower_ == "little" for child in token.children)):
        return spelled_role("kid")
    if lower in _RANKS and token.tag_ == "JJS":
        return f"{lower} {spelled_role('kid')}"
    return None


def _age_before(old: Token) -> bool:
    """ "two-year-old", "6-month-old", "two year old": a number and a unit of age right before "old"."""
    doc = old.doc
    words = [word for word in doc[max(0, old.i - 4) : old.i] if word.text != "-"]
    return (
        len(words) >= 2 and words[-1].lemma_.lower() in _AGE_UNITS and (words[-2].like_num or words[-2].lower_ == "a")
    )


def _child_candidates(told: Token, role: str) -> list[Candidate]:
    name = next((child for child in told.children if child.dep_ in _NAMED_DEPS and _is_name(child)), None)
    if name is not None:  # "our oldest, Liam,", "my 5-year-old Ava"
        return [_named(told, name, _CHILD)]
    start = min(child.i for child in told.subtree)
    span = told.doc[start : told.i + 1]
    return [
        Candidate("FAMILY_MEMBER", USER, role, PERSON, Polarity(), _CONFIDENCE, span.text, start, _CHILD, unnamed=True)
    ]


def _named(relative: Token, name: Token, qualifier: str) -> Candidate:
    sentence = relative.sent
    return Candidate(
        "FAMILY_MEMBER", USER, name.text, PERSON, Polarity(), _CONFIDENCE, sentence.text, sentence.start, qualifier
    )


def _speakers_relative(word: Token) -> bool:
    """A relative of the speaker's as the relatives' reader reads one (not "my late father"), by blood: a
    husband or wife is PARTNER_IS's."""
    return speakers_relative(word) is not None and ROLE_NOUNS[word.lower_].edge_type == "FAMILY_MEMBER"


def _qualifier(word: Token) -> str:
    return ROLE_NOUNS[word.lower_].qualifier or word.lower_


def _is_name(token: Token) -> bool:
    """A name as a pet's is told ("Kyle", "Ana"), tagged a proper noun: "We have a daughter, *Mia*"."""
    return token.pos_ == "PROPN" and is_name(token)
