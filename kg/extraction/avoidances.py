"""Tier 2: what someone keeps away from, a food or drink above all: AVOIDS.

    I don't eat pork / My wife doesn't eat meat        AVOIDS "pork" / of my wife "meat"
    I can't eat gluten / I can't have dairy            AVOIDS "gluten" / "dairy"
    I never drink alcohol / I don't drink              AVOIDS "alcohol" (not drinking, said bare, is alcohol)
    I avoid sugar / I try to avoid caffeine            AVOIDS "sugar" / "caffeine"
    I stay away from fried food                        AVOIDS "fried food"
    I'm gluten-free / my daughter is dairy-free        AVOIDS "gluten" / of my daughter "dairy"

A rule one keeps, so the simple present only, with nothing that makes it a moment or a measure: "I don't drink
coffee at night", "I didn't eat fish yesterday", "I don't eat much", "I can't eat another bite" and "I don't eat
breakfast" (a meal skipped, not a food) give nothing. A habit ended ("I don't eat meat anymore") is the quitting
(habits_quit.py). "have" counts only with a food ("I can't have dairy"; not "I can't have kids").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span
from kg.extraction.event_words import words
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING

_CONFIDENCE = 0.7
_TAKEN = words("eat drink consume touch")
# What "have" and "do" are said of when they mean eating it: "I can't have *dairy*", "I don't do *gluten*".
FOODS = words(
    """dairy gluten sugar caffeine alcohol meat pork beef fish seafood shellfish nuts peanuts eggs egg soy wheat
    lactose carbs salt coffee wine beer milk cheese bread chocolate spice spicy garlic onions mushrooms chicken"""
)
# Not a food kept away from: a meal skipped, an amount, a portion ("I don't eat *breakfast*", "*much*").
_NOT_FOODS = words(
    "breakfast lunch dinner brunch supper dessert meal meals much anything something lot enough more bite out"
)
_KEEPING_AWAY = words("avoid")
# A verb's children that leave the rule as it is: "I don't eat fish *either*", "*by the way*", "*really*".
_PLAIN_PARTS = frozenset({"nsubj", "aux", "neg", "dobj", "xcomp", "punct", "cc", "conj", "advcl", "intj"})
_PLAIN_WORDS = words(
    "either really even also too generally usually personally by unfortunately sadly honestly actually"
)
_ENDED = words("anymore longer")


def avoidance_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if verb.pos_ not in {"VERB", "AUX"} or is_question(verb.sent) or asserts_nothing(verb):
            continue
        thing = _kept_away(verb) or _free_of(verb)
        if thing is None:
            continue
        said_of = verb.head if _tried(verb) else verb  # "I try to avoid caffeine": the trying has the subject
        found.extend(candidates_per_subject(said_of, "AVOIDS", thing, THING, Polarity(), _CONFIDENCE, lowercase_text))
    return found


def _kept_away(verb: Token) -> str | None:
    """What `verb` says its subject keeps away from, as a rule held now, or None."""
    lemma = verb.lemma_.lower()
    if not _plain(verb):
        return None
    if lemma in _KEEPING_AWAY and _simple_present(verb) and not _denied(verb) and not _denied(verb.head):
        return _food(verb, open_kind=True)
    if lemma == "stay" and _simple_present(verb) and not _denied(verb):
        away = next((child for child in verb.children if child.dep_ == "advmod" and child.lower_ == "away"), None)
        heads = (verb, away) if away is not None else ()
        source = next((c for head in heads for c in head.children if c.dep_ == "prep" and c.lower_ == "from"), None)
        thing = next((child for child in source.children if child.dep_ == "pobj"), None) if source else None
        return _named_thing(thing) if thing is not None else None
    if not (_denied(verb) and _simple_present(verb)):
        return None
    if lemma in _TAKEN:
        if lemma == "drink" and not any(child.dep_ in {"dobj", "xcomp"} for child in verb.children):
            return "alcohol"  # "I don't drink": of alcohol, as everyone hears it
        return _food(verb, open_kind=True)
    if lemma in {"have", "do"}:
        return _food(verb, open_kind=False)
    return None


def _free_of(copula: Token) -> str | None:
    """ "I'm gluten-free", "my daughter is dairy-free": a food of FOODS the subject is free of, said with "be" in
    the present or the present perfect ("gluten-free bread" is a kind of bread)."""
    perfect = copula.tag_ == "VBN" and any(
        aux.lemma_.lower() == "have" and aux.tag_ in {"VBP", "VBZ"} for aux in copula.children
    )
    if copula.lemma_.lower() != "be" or not (copula.tag_ in {"VBP", "VBZ"} or perfect) or _denied(copula):
        return None  # "I was sugar-free for a month": held then; "I've been sugar-free for a month": still
    free = next((child for child in copula.children if child.dep_ == "acomp" and child.lower_ == "free"), None)
    if free is None or free.i < 2 or free.doc[free.i - 1].text != "-":
        return None
    food = free.doc[free.i - 2]
    return food.lower_ if food.lower_ in FOODS else None


def _plain(verb: Token) -> bool:
    """No time, place, amount or end on the verb: "at night", "yesterday", "anymore" make it something else."""
    for child in verb.children:
        if child.lower_ in _ENDED:
            return False
        if child.dep_ in _PLAIN_PARTS or child.lower_ in _PLAIN_WORDS:
            continue
        if child.dep_ == "advmod" and child.lower_ in {"never", "away", "nowadays"}:
            continue
        if child.i < verb.i and (child.lower_ == "so" or _as_one(child)):
            continue  # a reason before the rule: "I'm vegan, *so* I don't eat honey", "*As a Muslim*, I don't ..."
        if child.lower_ == "days" and any(word.lower_ == "these" for word in child.children):
            continue  # "these days": now, as a rule
        if child.dep_ == "prep" and child.lower_ == "from" and verb.lemma_.lower() == "stay":
            continue
        return False
    return True


def _as_one(preposition: Token) -> bool:
    """ "*as a* Muslim", "*as a* rule": what the subject is, or a rule, said before the verb."""
    return (
        preposition.dep_ == "prep"
        and preposition.lower_ == "as"
        and any(
            child.dep_ == "pobj" and any(det.lower_ in {"a", "an"} for det in child.children)
            for child in preposition.children
        )
    )


def _simple_present(verb: Token) -> bool:
    """ "I avoid", "she avoids", "I don't eat", "I can't have", "I try to avoid": a rule held now."""
    if verb.tag_ in {"VBP", "VBZ"}:
        return True
    auxiliaries = [child for child in verb.children if child.dep_ == "aux"]
    if any(aux.tag_ in {"VBP", "VBZ"} or aux.lower_ in {"ca", "can", "cannot"} for aux in auxiliaries):
        return True
    return _tried(verb)


def _tried(verb: Token) -> bool:
    """ "I try to avoid caffeine", "she tries to avoid sugar"."""
    trying = verb.head
    return verb.dep_ == "xcomp" and trying.lemma_.lower() == "try" and trying.tag_ in {"VBP", "VBZ"}


def _denied(verb: Token) -> bool:
    return any(child.dep_ == "neg" for child in verb.children)


def _food(verb: Token, *, open_kind: bool) -> str | None:
    """The verb's object: any named thing for "eat" or "avoid" (`open_kind`), a food of FOODS for "have" and "do";
    the small model makes a bare "gluten" a verb of its own ("I can't eat *gluten*")."""
    thing = next((child for child in verb.children if child.dep_ == "dobj"), None)
    if thing is None:
        bare = next((child for child in verb.children if child.dep_ == "xcomp" and not list(child.children)), None)
        return bare.lower_ if bare is not None and bare.lower_ in FOODS else None
    if not open_kind and thing.lower_ not in FOODS:
        return None
    if thing.lower_ in FOODS and thing.pos_ == "VERB" and not list(thing.children):
        return thing.lower_  # "I can't have *shellfish*": tagged a participle, still the food
    return _named_thing(thing)


def _named_thing(thing: Token) -> str | None:
    """The thing as a kind ("fried food", "red meat"): not a pronoun, a meal or an amount, nor one thing in
    particular ("the crusts", "that", "another bite")."""
    if thing.pos_ not in {"NOUN", "PROPN"} or thing.lower_ in _NOT_FOODS:
        return None
    if any(child.dep_ in {"det", "poss", "nummod"} for child in thing.children):
        return None
    return thing_span(thing).text
