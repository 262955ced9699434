"""Tier 2: where someone comes from, read from the parse: COMES_FROM, a place.

    I'm from Portugal / I'm originally from Kenya / Alice is from Melbourne     COMES_FROM "Portugal" / ...
    I come from a small town in Ohio                                            COMES_FROM "Ohio"
    I was born in Chicago / I was born and raised in Texas                      COMES_FROM "Chicago" / "Texas"
    My hometown is Austin / Chile is my home country / my home country, Peru   COMES_FROM "Austin" / ...
    My dad is from Ireland                                                      COMES_FROM (subject "my dad")
    I'm not from Texas                                                          denied
    My mom immigrated from the Philippines / I emigrated from Ukraine           COMES_FROM "Philippines" / ...

A place only: a country, city or region the NER names ("this recipe is from my grandma", "I come from a family of
teachers", "I'm from the marketing team" give nothing). Back from somewhere is a trip, not a home ("I'm back from
Rome", "I just got back from Paris"); "came from" in the past is as often a journey ("I came from Boston by
train"), so only "come from" in the present or "originally" counts. Tier 1 reads none of it: without a parse,
"from" joins too many things.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, whole_name
from kg.extraction.event_words import words
from kg.extraction.lexicon import MY_OUR
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import PLACE, USER

_CONFIDENCE = 0.8
_PLACES = frozenset({"GPE", "LOC"})
# A home named by a noun, with the place its name: "my *hometown*", "my home *country*" ("home" beside it).
_HOME_NOUNS = words("hometown homeland birthplace")
_HOME_KINDS = words("country town city state island village")
# "I come from a small *town* in Ohio": a place named only by its kind, then where it is.
_PLACE_KINDS = _HOME_KINDS | words("suburb region province area")
# Words on "be" or "come" that make "from" a journey: "I'm *back* from Rome", "we came *home* from Paris".
_RETURNING = words("back home away over")
# Leaving one's country for good says where one comes from, in any tense: "My mom *immigrated* from the Philippines".
_MIGRATING = words("immigrate emigrate migrate")
# A name the NER took for a person may still be a home's: "My hometown is *Austin*" (tagged PERSON).
_NOT_HOMES = frozenset({"DATE", "TIME", "ORG", "NORP", "MONEY", "CARDINAL", "ORDINAL", "QUANTITY", "PERCENT"})


def origin_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        if is_question(token.sent):
            continue
        if token.lower_ == "from" and token.dep_ == "prep":
            found.extend(_from(token, lowercase_text))
        elif token.lower_ == "born" and token.tag_ == "VBN":
            found.extend(_born(token, lowercase_text))
        elif _is_home_noun(token):
            found.extend(_home(token, lowercase_text))
    return found


def _from(preposition: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm (originally) from Portugal", "I come from a small town in Ohio"."""
    verb = preposition.head
    lemma = verb.lemma_.lower()
    present_or_first = verb.tag_ in {"VBP", "VBZ"} or any(child.lower_ == "originally" for child in verb.children)
    if not (lemma == "be" or lemma in _MIGRATING or (lemma == "come" and present_or_first)):
        return []
    if any(child.lower_ in _RETURNING for child in verb.children):
        return []
    place = place_of(preposition)
    return _candidates(verb, place, lowercase_text) if place is not None else []


def _born(born: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I was born in Chicago", "I was born and raised in Texas" (the place on "raised")."""
    places = [
        place
        for verb in (born, *(conj for conj in born.children if conj.dep_ == "conj"))
        for preposition in verb.children
        if preposition.dep_ == "prep" and preposition.lower_ == "in"
        for place in [place_of(preposition)]
        if place is not None
    ]
    return _candidates(born, places[0], lowercase_text) if places else []


def _is_home_noun(token: Token) -> bool:
    if token.pos_ != "NOUN":
        return False
    if token.lower_ in _HOME_NOUNS:
        return True
    return token.lower_ in _HOME_KINDS and any(
        child.dep_ in {"compound", "amod"} and child.lower_ in {"home", "native"} for child in token.children
    )


def _home(home: Token, lowercase_text: bool) -> list[Candidate]:
    """ "My hometown is Austin", "Chile is my home country", "my home country, Peru": whose it is says who."""
    owner = next((child for child in home.children if child.dep_ == "poss"), None)
    if owner is None:
        return []
    verb = home.head
    named: Token | None = None
    if home.dep_ == "nsubj" and verb.lemma_.lower() == "be":
        named = next((child for child in verb.children if child.dep_ == "attr"), None)
    elif home.dep_ == "attr" and verb.lemma_.lower() == "be":
        named = next((child for child in verb.children if child.dep_ == "nsubj"), None)
    else:
        named = next((child for child in home.children if child.dep_ == "appos"), None)
    if named is None or named.pos_ != "PROPN" or named.ent_type_ in _NOT_HOMES:
        return []
    said_by = verb if verb.lemma_.lower() == "be" else home
    if owner.lower_ in MY_OUR:
        return [_candidate(USER, whole_name(named), said_by)]
    if owner.ent_type_ != "PERSON":
        return []  # "its hometown", "the team's home city": no one's origin
    return [_candidate(whole_name(owner).text, whole_name(named), said_by)]


def place_of(preposition: Token) -> Span | None:
    """The named place after "from" or "in", or the place where the kind of place named is ("a small town *in
    Ohio*")."""
    place = next((child for child in preposition.children if child.dep_ == "pobj"), None)
    if place is None:
        return None
    if place.ent_type_ in _PLACES:
        return whole_name(place)
    if place.lower_ in _PLACE_KINDS:
        inner = next((child for child in place.children if child.dep_ == "prep" and child.lower_ == "in"), None)
        return place_of(inner) if inner is not None else None
    return None


def _candidates(verb: Token, place: Span, lowercase_text: bool) -> list[Candidate]:
    polarity = polarity_of(context_words(verb))
    # "We're from New Zealand": the speaker too
    return candidates_per_subject(
        verb, "COMES_FROM", place.text, PLACE, polarity, _CONFIDENCE, lowercase_text, we_is_user=True
    )


def _candidate(subject: str, place: Span, verb: Token) -> Candidate:
    polarity = polarity_of(context_words(verb))
    return Candidate("COMES_FROM", subject, place.text, PLACE, polarity, _CONFIDENCE, verb.sent.text, verb.sent.start)
