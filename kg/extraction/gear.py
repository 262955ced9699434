"""Tier 2: the tools and products the speaker uses and has, named by their make or model, which an assistant needs
for advice that fits them (USES, OWNS).

    I use Linux at home / We use Slack at work / I'm using VS Code      USES "Linux" / "Slack" / "VS Code"
    I use a Mac at work / I mostly use Figma and Notion                  USES "Mac" / "Figma", "Notion"
    I no longer use Windows / I don't use Facebook                       USES "Windows", ended / denied
    I stopped using Spotify / I quit using it / I started using Notion   USES "Spotify", ended / ... / "Notion", new
    My sister uses an iPhone                                             USES of "my sister": "iPhone"
    I have a MacBook Pro / I own a Nintendo Switch / I've got an iPhone 15   OWNS "MacBook Pro" / ... / "iPhone 15"
    I just got a new iPad / I bought an iPhone 15 last week              OWNS "iPad" / "iPhone 15", new
    My phone is a Pixel 8 / My car is a 2019 Honda Civic                 OWNS "Pixel 8" (a phone) / "2019 Honda Civic"

Only a name (a proper noun): "I use a knife", "I use my phone a lot" or "I use it daily" name no tool, and "I have
a dog" is read elsewhere. A thing had or got is named after "a" or "an", which says a make or a model ("a Mac",
"an iPhone"): "I have Netflix" or "I got Covid" say no thing had. Got or bought, it must be new or carry its
model's number ("a new iPad", "an iPhone 15"): "I got a Coke" is a drink. Nothing from a past use ("I used Slack at
my old job"), a question, a wish or a condition (the shared checks), a degree or a grade ("I have a PhD", "I got
an A"), or a pronoun's ("he uses Linux": who, the chat says).
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, subjects_of
from kg.extraction.future_tense import PRESENT_BE
from kg.extraction.lexicon import MY_OUR, ROLE_NOUNS, Effect
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.possessions import owned_kind
from kg.extraction.relation import THING, USER
from kg.extraction.status import OWNABLES

_CONFIDENCE = 0.75
_PRESENT = frozenset({"VBP", "VBZ"})
_HAVING = frozenset({"have", "own"})
_GETTING = frozenset({"get", "buy"})
# Verbs that begin or end a use told by "using" after them, and what each does to it.
_USE_TURNS = {"start": Effect.CHANGE, "begin": Effect.CHANGE, "stop": Effect.ENDED, "quit": Effect.ENDED}
# Names a thing had is not: a degree ("a PhD", "an MBA", "a Masters"); a letter grade ("an A") is too short.
_NOT_PRODUCTS = frozenset(
    {"phd", "mba", "ba", "bs", "bsc", "ma", "msc", "md", "jd", "ged", "master", "masters", "bachelor", "bachelors"}
)
_NOT_PRODUCT_ENTITIES = frozenset({"NORP", "LANGUAGE", "DATE", "TIME", "MONEY", "PERCENT"})
# Kinds of things whose make or model "my X is a Y" names: the things people own, and devices.
_DEVICES = frozenset(
    {"phone", "cellphone", "smartphone", "computer", "pc", "desktop", "tablet", "watch", "smartwatch", "console"}
    | {"headphones", "earbuds", "tv", "printer", "router", "ereader", "e-reader", "speaker", "drone"}
)


def gear_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for verb in doc:
        if verb.pos_ not in {"VERB", "AUX"} or is_question(verb.sent):
            continue
        turned = verb.lemma_.lower() == "use" and _turned_to_or_from(verb)
        if turned or (verb.lemma_.lower() == "use" and _in_use_now(verb)):
            said_of = verb.head if turned else verb  # "I *quit* using it": the subject, and the beginning or the end
            polarity = polarity_of(
                context_words(said_of), _USE_TURNS[said_of.lemma_.lower()] if turned else Effect.NONE
            )
            for name in _names_after(verb, article_needed=False):
                found.extend(
                    candidates_per_subject(
                        said_of, "USES", name, THING, polarity, _CONFIDENCE, lowercase_text, we_is_user=True
                    )
                )
        elif _acquired_or_had(verb):
            getting = verb.lemma_.lower() in _GETTING and verb.tag_ == "VBD"
            for name in _names_after(verb, article_needed=True, new_or_numbered=getting):
                found.append(_owned(verb, name, Polarity(change=getting)))
    found.extend(_named_kinds(doc))
    return found


def _in_use_now(verb: Token) -> bool:
    """ "I use", "she uses", "I'm using", "I don't use": a use (or none) that holds as the speaker speaks."""
    if verb.tag_ in _PRESENT:
        return True
    auxiliaries = {child.lower_ for child in verb.children if child.dep_ == "aux"}
    if verb.tag_ == "VB":  # "I don't use Facebook", "I no longer use Windows": denied or ended now
        return auxiliaries <= {"do", "does"} and polarity_of(context_words(verb)).negated
    return verb.tag_ == "VBG" and bool(auxiliaries & PRESENT_BE)


def _turned_to_or_from(verb: Token) -> bool:
    """ "I started using Notion", "I stopped using Spotify", "I quit using Facebook": a use begun or ended, told in
    the past or the perfect ("I'll stop using it", "should I start using it?" are not)."""
    turn = verb.head
    if verb.tag_ != "VBG" or verb.dep_ != "xcomp" or turn.lemma_.lower() not in _USE_TURNS:
        return False
    perfect = any(child.dep_ == "aux" and child.lower_ in {"'ve", "have", "has"} for child in turn.children)
    return turn.tag_ == "VBD" or (turn.tag_ == "VBN" and perfect) or (turn.lower_ == "quit" and turn.tag_ == "VBP")


def _acquired_or_had(verb: Token) -> bool:
    """ "I have", "we own", "I've got" (had now), "I got", "we bought" (had since), by the speaker."""
    lemma = verb.lemma_.lower()
    had = lemma in _HAVING and verb.tag_ in _PRESENT
    got_now = lemma == "get" and verb.tag_ == "VBN" and any(c.lower_ in {"'ve", "have"} for c in verb.children)
    if not (had or got_now or (lemma in _GETTING and verb.tag_ == "VBD")):
        return False
    subjects, _ = subjects_of(verb, lowercase_text=False, we_is_user=True)
    return any(value == USER for value, _ in subjects)


def _names_after(verb: Token, *, article_needed: bool, new_or_numbered: bool = False) -> list[str]:
    """The names of the verb's object and of the objects joined to it ("Figma and Notion")."""
    objects = [child for child in verb.children if child.dep_ == "dobj"]
    objects += [conj for obj in objects for conj in obj.conjuncts]
    names = []
    for obj in objects:
        if not _named_product(obj, article_needed):
            continue
        if new_or_numbered and not (_is_new(obj) or _numbered(obj)):
            continue
        names.append(owned_kind(obj))
    return names


def _named_product(obj: Token, article_needed: bool) -> bool:
    """Whether `obj` names a make, a model or a tool: a proper noun whose entity type, if any, is no language,
    nationality or time. Its other types are not trusted: the small model calls "Firefox" a person, "a MacBook Pro"
    too, "Windows" a place. (A capitalised common noun is not taken: chat capitalises "a Meeting" too.)"""
    if obj.pos_ != "PROPN" or obj.lower_ in _NOT_PRODUCTS or len(obj.text) < 2:
        return False
    article = any(child.dep_ == "det" and child.lower_ in {"a", "an"} for child in obj.children)
    if any(child.dep_ == "poss" for child in obj.children):
        return False  # "I use Sam's laptop": whose, not what
    if any(child.lower_ in ROLE_NOUNS for child in obj.children):
        return False  # "I have a son, Kyle", parsed "a son Kyle": a person named, no make
    return (article or not article_needed) and obj.ent_type_ not in _NOT_PRODUCT_ENTITIES


def _is_new(obj: Token) -> bool:
    return any(child.lower_ in {"new", "brand-new"} for child in obj.lefts)


def _numbered(obj: Token) -> bool:
    return any(child.dep_ == "nummod" and child.i > obj.i for child in obj.children)


def _owned(verb: Token, name: str, polarity: Polarity) -> Candidate:
    sentence = verb.sent
    return Candidate("OWNS", USER, name, THING, polarity, _CONFIDENCE, sentence.text, sentence.start)


def _named_kinds(doc: Doc) -> list[Candidate]:
    """ "My phone is a Pixel 8", "Our car is a Subaru": the make or model of a thing of the speaker's."""
    found = []
    for be in doc:
        if be.lemma_ != "be" or be.tag_ not in _PRESENT or is_question(be.sent):
            continue
        kind = next((child for child in be.children if child.dep_ == "nsubj"), None)
        name = next((child for child in be.children if child.dep_ == "attr"), None)
        if kind is None or name is None or kind.lower_ not in (OWNABLES | _DEVICES):
            continue
        if not any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in kind.children):
            continue
        if any(child.dep_ == "neg" for child in be.children) or not _named_product(name, article_needed=False):
            continue
        owned = _owned(be, owned_kind(name), polarity_of(context_words(be)))
        found.append(replace(owned, qualifier=kind.lower_))
    return found
