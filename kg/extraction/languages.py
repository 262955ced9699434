"""Tier 2: a language one grew up with or speaks natively is a language one knows: KNOWS_ABOUT.

    My native language is Tagalog / Cantonese is my mother tongue   KNOWS_ABOUT "Tagalog" / "Cantonese"
    My mom's first language is Greek                                of my mom, KNOWS_ABOUT "Greek"
    English is my second language                                   KNOWS_ABOUT "English"
    I'm a native Spanish speaker / Priya is a native speaker of Tamil   KNOWS_ABOUT "Spanish" / of Priya "Tamil"
    I grew up speaking Korean / I was raised speaking Hindi           KNOWS_ABOUT "Korean" / "Hindi"

Read from the words around "language", "tongue" and "speaker", which say the other word is a language whatever
the small model's NER calls it ("Tamil": a place, "Farsi": a person); so the object must be a language name
(`LANGUAGE_NAMES`) or one the NER tags a language. Not a language of another kind ("my love language", "body
language", "my first programming language"), one denied ("My first language isn't English"), asked about, nor
one whose owner is unnamed ("His first language is Polish": the chat's "he", whom kg cannot name).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.kin import speakers_relative
from kg.extraction.lexicon import LANGUAGE_NAMES
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER, speakers_relative_subject

_CONFIDENCE = 0.8
_LANGUAGE_NOUNS = words("language languages tongue tongues")
# What makes "language" the one a person grew up with: "*native* language", "*first* language", "*mother* tongue".
_GROWN_WITH = words("native first second mother home primary")
_SPEAKER_NOUNS = words("speaker speakers")
_RAISING_VERBS = words("grow raise bring")  # "grew up / was raised / was brought up speaking Korean"


def language_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for token in doc:
        lower = token.lower_
        if lower in _LANGUAGE_NOUNS:
            found.extend(_grown_with(token))
        elif lower in _SPEAKER_NOUNS:
            found.extend(_spoken_natively(token, is_lowercase_text(doc)))
        elif lower == "speaking" and token.tag_ == "VBG":
            found.extend(_raised_speaking(token, is_lowercase_text(doc)))
    return found


def _grown_with(noun: Token) -> list[Candidate]:
    """ "My native *language* is Tagalog", "Cantonese is my mother *tongue*": the language of whoever owns the noun."""
    be = noun.head
    if noun.dep_ not in {"nsubj", "attr"} or be.lemma_ != "be" or _asked_or_denied(be):
        return []
    if not any(child.lower_ in _GROWN_WITH and child.dep_ in {"amod", "compound"} for child in noun.children):
        return []  # "my love language", "body language", "my first programming language"
    if any(child.dep_ in {"prep", "compound"} and child.lower_ not in _GROWN_WITH for child in noun.children):
        return []  # "my first language *in school*", "my first *programming* language"
    owner = next((child for child in noun.children if child.dep_ == "poss"), None)
    subject = _owner_subject(owner) if owner is not None else None
    other_sides = {"attr", "acomp"} if noun.dep_ == "nsubj" else {"nsubj"}  # "is *Greek*": an adjective to the parse
    named = next((child for child in be.children if child.dep_ in other_sides), None)
    if subject is None or named is None:
        return []
    sentence = be.sent
    return [
        Candidate("KNOWS_ABOUT", subject, language, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
        for language in _languages(named)
    ]


def _spoken_natively(noun: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm a native Spanish *speaker*", "Priya is a native *speaker* of Tamil": of the copula's subject."""
    be = noun.head
    if noun.dep_ != "attr" or be.lemma_ != "be" or _asked_or_denied(be):
        return []
    named = [child for child in noun.children if child.dep_ in {"amod", "compound"}]
    named += [pobj for prep in noun.children if prep.lower_ == "of" for pobj in prep.children if pobj.dep_ == "pobj"]
    languages = [language for token in named for language in _languages(token)]
    return [
        candidate
        for language in languages
        for candidate in candidates_per_subject(
            be, "KNOWS_ABOUT", language, THING, Polarity(), _CONFIDENCE, lowercase_text
        )
    ]


def _raised_speaking(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I grew up *speaking* Korean", "I was raised *speaking* Hindi and English": of the raised one."""
    raised = verb.head
    if verb.dep_ not in {"advcl", "xcomp"} or raised.lemma_.lower() not in _RAISING_VERBS or _asked_or_denied(raised):
        return []
    if raised.lemma_.lower() in {"grow", "bring"} and not any(child.lower_ == "up" for child in raised.children):
        return []
    named = next((child for child in verb.children if child.dep_ == "dobj"), None)
    if named is None:
        return []
    return [
        candidate
        for language in _languages(named)
        for candidate in candidates_per_subject(
            raised, "KNOWS_ABOUT", language, THING, Polarity(), _CONFIDENCE, lowercase_text
        )
    ]


def _asked_or_denied(verb: Token) -> bool:
    return is_question(verb.sent) or any(child.dep_ == "neg" for child in verb.children)


def _owner_subject(owner: Token) -> str | None:
    """ "*my* native language" -> USER, "*my mom's*" -> "my mom", "*Priya's*" -> "Priya"; None for "his", "your"."""
    if owner.lower_ == "my":
        return USER
    role = speakers_relative(owner)
    if role is not None:
        return speakers_relative_subject(role)
    return owner.text if owner.pos_ == "PROPN" else None


def _languages(token: Token) -> Iterator[str]:
    """The languages `token` and its conjuncts name ("Hindi and English"), as written."""
    for named in (token, *token.conjuncts):
        if named.lower_ in LANGUAGE_NAMES or named.ent_type_ == "LANGUAGE":
            yield named.text
