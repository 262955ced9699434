"""Tier 2: states one is in, read from the parse: HAS_STATE, a diet, a condition or a stage of life.

    I'm vegetarian / I'm a vegetarian / Alice is vegan              HAS_STATE "vegetarian" / "vegan"
    I'm lactose intolerant                                          HAS_STATE "lactose intolerant"
    I have type 2 diabetes / I have ADHD and anxiety                HAS_STATE "type 2 diabetes" / "ADHD", "anxiety"
    I have high blood pressure / my dad has high cholesterol        HAS_STATE "high blood pressure" / ...
    My dad has Parkinson's / I have Crohn's disease                 HAS_STATE "Parkinson's disease" / "Crohn's disease"
    I've been struggling with depression / I suffer from migraines  HAS_STATE "depression" / "migraines"
    I'm on a keto diet / I switched to a vegan diet                 HAS_STATE "keto diet" (the second changed)
    I went vegan / I became a vegetarian / I got sober              HAS_STATE, changed
    I'm not vegetarian / I'm not a vegan anymore / I don't have X    denied / ended

Only named states count (`STATE_WORDS`, `CONDITIONS`, a kind of diet): "I'm busy", "I'm so excited" and "I have a
cold" say how one is today, which memory need not keep. "Diagnosed with X" is a predicate both tiers read
(lexicon.PREDICATES).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, thing_span
from kg.extraction.event_words import words
from kg.extraction.lexicon import Effect
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import THING

_CONFIDENCE = 0.8
# States said with "be" (or become): diets, lasting conditions, stages of life.
STATE_WORDS = words(
    "vegetarian vegan pescatarian pescetarian diabetic pregnant retired sober celiac coeliac asthmatic epileptic"
    " anemic anaemic colorblind deaf autistic dyslexic teetotal teetotaler immunocompromised paraplegic"
)
# "lactose *intolerant*": said with what one cannot take, the word before it.
_INTOLERANT = "intolerant"
# Conditions one has ("I have asthma"), and the nouns that make a named one ("celiac *disease*").
CONDITIONS = words(
    "diabetes asthma adhd add autism dyslexia epilepsy arthritis migraines insomnia anxiety depression eczema"
    " psoriasis hypertension ibs ptsd ocd lupus anemia anaemia scoliosis tinnitus fibromyalgia endometriosis"
    " cancer apnea apnoea gout glaucoma osteoporosis dementia sciatica"
)
# Measures that are a condition when said to be high or low: "I have high *blood pressure*", "high *cholesterol*".
_MEASURES = words("pressure cholesterol")
_HIGH_OR_LOW = words("high low")
_CONDITION_KINDS = words("disease disorder syndrome condition")
# Conditions named after a person, said with their "'s" alone: "my dad has *Parkinson's*".
_EPONYMS = words("parkinson alzheimer crohn huntington hashimoto")
# Verbs that tell of a condition had, with the preposition that names it: "I suffer *from* migraines".
_LIVING_WITH = {"struggle": "with", "deal": "with", "live": "with", "cope": "with", "battle": "with", "suffer": "from"}
# Verbs that say one came to be in a state: "I *went* vegan", "I *became* a vegetarian", "I *got* sober".
_BECOMING = words("become go turn get")
# Verbs that take up a diet: "I *switched* to a vegan diet", "I *started* a keto diet" (not "I *tried* one once").
_TAKING_UP = words("switch start begin")


def state_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        if is_question(token.sent):
            continue
        if token.lower_ == _INTOLERANT:
            found.extend(_intolerance(token, lowercase_text))
        elif token.lower_ in STATE_WORDS:
            found.extend(_state_said(token, lowercase_text))
        elif _is_condition(token):
            found.extend(_condition_had(token, lowercase_text))
        elif token.lemma_.lower() == "diet" and token.pos_ == "NOUN":
            found.extend(_diet_kept(token, lowercase_text))
    return found


def _state_said(state: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm *vegan*", "I'm a *vegetarian*", "I went *vegan*", "I got *sober*"."""
    if state.tag_ == "VBN" and _be_of(state) is not None:
        return _candidates(state, state.lower_, Effect.NONE, lowercase_text)  # "I'm *retired*", read as a passive
    verb = state.head
    lemma = verb.lemma_.lower()
    # "I went *vegan*" may come out with the state as the verb's object.
    said_of = {"acomp", "attr", "oprd"} | ({"dobj"} if lemma in _BECOMING else set())
    if state.dep_ not in said_of or (lemma != "be" and lemma not in _BECOMING):
        return []
    # "I was vegan for a year": a state said in the past held then, not now (as "my manager was Bob").
    effect = Effect.CHANGE if lemma in _BECOMING else Effect.ENDED if verb.tag_ == "VBD" else Effect.NONE
    return _candidates(verb, state.lower_, effect, lowercase_text)


def _be_of(verb: Token) -> Token | None:
    """The "be" a participle is said with ("I'm *retired*"), or the verb itself when it is one."""
    if verb.lemma_.lower() == "be":
        return verb
    return next(
        (child for child in verb.children if child.dep_ in {"aux", "auxpass"} and child.lemma_.lower() == "be"), None
    )


def _intolerance(state: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm lactose *intolerant*", "Marcus is gluten *intolerant*": what one cannot take is the word before, which
    the small model may also read as a participle that "intolerant" hangs on."""
    food = state.doc[state.i - 1] if state.i > 0 else None
    if food is None or not food.is_alpha or food.pos_ in {"AUX", "PRON", "DET", "ADV"}:
        return []  # "I'm intolerant of noise", "I'm so intolerant": nothing one cannot eat is named
    anchor = food if state.head == food else state.head  # "'m gluten/VBN intolerant/oprd": the participle
    if anchor == food and food.dep_ in {"acomp", "attr"}:  # "'m lactose/acomp intolerant/oprd ...": its "be"
        anchor = food.head
    if _be_of(anchor) is None:
        return []
    return _candidates(anchor, f"{food.lower_} {state.lower_}", Effect.NONE, lowercase_text)


def _condition_had(condition: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I have *asthma*", "I have *celiac disease*", "I have ADHD and *anxiety*"; not "I have a cold". "I have type 2
    *diabetes*" may come out with "type" as the sentence's root, "have" its auxiliary and the condition its object."""
    first = condition
    while first.dep_ == "conj":  # "ADHD and *anxiety*": had as the first one is
        first = first.head
    if first.dep_ == "pobj":
        return _condition_lived_with(first, thing_span(condition).text, lowercase_text)
    if first.dep_ != "dobj":
        return []
    head, span = first.head, thing_span(condition)
    if head.lemma_.lower() == "have":
        return _candidates(head, _condition_named(condition, span.text), Effect.NONE, lowercase_text)
    have = next((child for child in head.children if child.dep_ == "aux" and child.lemma_.lower() == "have"), None)
    if have is None or head.pos_ != "NOUN" or condition is not first:
        return []
    return _candidates(head, condition.doc[head.i : span.end].text, Effect.NONE, lowercase_text)  # "*type* 2 ..."


def _condition_lived_with(condition: Token, text: str, lowercase_text: bool) -> list[Candidate]:
    """ "I've been struggling *with* depression", "I suffer *from* migraines", "I live with ADHD": a condition had,
    said by how one lives with it; ended when said in the past ("I struggled with anxiety in college")."""
    preposition = condition.head
    verb = preposition.head
    if preposition.dep_ != "prep" or _LIVING_WITH.get(verb.lemma_.lower()) != preposition.lower_:
        return []
    effect = Effect.ENDED if verb.tag_ == "VBD" else Effect.NONE
    return _candidates(verb, text, effect, lowercase_text)


def _condition_named(condition: Token, said: str) -> str:
    """ "Parkinson's" and "Parkinson's disease" both as "Parkinson's disease"; other conditions as said."""
    if condition.lower_ in _EPONYMS:
        return f"{condition.text}'s disease"
    eponym = next((child for child in condition.children if child.dep_ == "poss" and child.lower_ in _EPONYMS), None)
    return f"{eponym.text}'s {condition.text}" if eponym is not None else said


def _is_condition(noun: Token) -> bool:
    if noun.lower_ in CONDITIONS:
        return True
    if noun.lower_ in _EPONYMS:
        return any(child.tag_ == "POS" for child in noun.children) and noun.dep_ != "poss"
    if noun.lower_ in _MEASURES:
        return any(child.dep_ == "amod" and child.lower_ in _HIGH_OR_LOW for child in noun.children)
    named = any(child.dep_ in {"compound", "amod", "poss"} for child in noun.children)
    return noun.lemma_.lower() in _CONDITION_KINDS and named


def _diet_kept(diet: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm on a *keto diet*", "I switched to a vegan *diet*", "I started a low-carb *diet*": a kind of diet kept."""
    if not any(child.dep_ in {"compound", "amod"} for child in diet.children):
        return []  # "I'm on a diet": which one is not said
    holder = diet.head
    if diet.dep_ == "pobj" and holder.dep_ == "prep":
        verb, preposition = holder.head, holder.lower_
        kept = (verb.lemma_.lower() == "be" and preposition == "on") or (
            verb.lemma_.lower() in _TAKING_UP and preposition == "to"
        )
    elif diet.dep_ == "dobj":
        verb = holder
        kept = verb.lemma_.lower() in _TAKING_UP | {"follow"}
    else:
        return []
    if not kept:
        return []
    effect = Effect.CHANGE if verb.lemma_.lower() in _TAKING_UP else Effect.NONE
    return _candidates(verb, thing_span(diet).text, effect, lowercase_text)


def _candidates(verb: Token, text: str, effect: Effect, lowercase_text: bool) -> list[Candidate]:
    polarity = polarity_of(context_words(verb), effect)
    return candidates_per_subject(verb, "HAS_STATE", text, THING, polarity, _CONFIDENCE, lowercase_text)
