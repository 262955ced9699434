"""Tier 2: what the speaker means to do or see, told as a place on their list.

    Japan is on my bucket list / Skydiving is high on my wish list      PLANS "Japan" / "skydiving"
    Iceland is at the top of my bucket list                            PLANS "Iceland"
    Croatia is on my list of countries to see                          PLANS "Croatia"
    Paris is on my list for next year                                   PLANS "Paris"
    I added Lisbon to my bucket list / Adding Kyoto to my travel list   PLANS "Lisbon" / "Kyoto"
    A new stand mixer is on my wishlist                                 WANTS "stand mixer"

A thing to have rather than to do or see (a common noun, no outing or event: "stand mixer", not "road trip") on a
list of wishes is wanted, named as OWNS names it ("new" dropped), as `wanted_things` reads "I want a stand mixer".

A list named only "my list" is a wish only for a named place or an activity (a gerund): "milk is on my list" is
shopping. A pronoun ("that's on my list too"), someone else's list, a denial and a past list ("Rome was on my
bucket list") give nothing, nor does a question.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span, with_conjuncts, without_sentence_case
from kg.extraction.event_words import EVENT_NOUNS, OUTINGS
from kg.extraction.gerunds import activity_text
from kg.extraction.idioms import is_thing
from kg.extraction.lexicon import MY_OUR
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.possessions import owned_kind
from kg.extraction.relation import EVENT, THING, USER

_CONFIDENCE = 0.7
_WISH_LISTS = frozenset({"bucket", "wish", "travel", "to-do", "todo"})  # the kind of list that holds wishes
_ON_LIST = frozenset({"on", "at", "near"})  # "on my list", "at (near) the top of my list"
_PRESENT = frozenset({"VBZ", "VBP"})  # "is", "has been" (its "has")
_PLACES = frozenset({"GPE", "LOC", "FAC"})
_ADDING = frozenset({"add", "put"})  # "added Lisbon to my bucket list", "put skydiving on my list"
_SPEAKERS = frozenset({"i", "we"})
_LISTS = frozenset({"list", "wishlist"})
_DONE_OR_SEEN = EVENT_NOUNS | OUTINGS  # "a road trip", "a concert" on a list are to be done: PLANS


def wish_list_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for sentence in doc.sents:
        if is_question(sentence):
            continue
        for token in sentence:
            if token.lower_ in _LISTS and _mine(token):
                found.extend(_listed(token) or _added(token))
    return found


def _mine(word: Token) -> bool:
    return any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in word.children)


def _listed(word: Token) -> list[Candidate]:
    be = _be_above(word)
    if be is None or any(child.dep_ == "neg" for child in be.children) or not _now(be):
        return []
    heads = [child for child in be.children if child.dep_ == "nsubj"]
    named = _wished(word, [head for head in with_conjuncts(heads) if not _is_thing_to_have(head, word)])
    # "Hiking the Appalachian Trail is on my bucket list": a gerund clause as the subject
    named += [
        without_sentence_case(verb, text)
        for verb in be.children
        if verb.dep_ == "csubj" and verb.tag_ == "VBG"
        for text in [activity_text(verb)]
        if text is not None
    ]
    return _plans(be, named) + _wants(be, word, heads)


def _added(word: Token) -> list[Candidate]:
    """ "I added Lisbon *to my bucket list*", "Adding Kyoto to my travel list": put there by the speaker, so there now;
    not by someone else ("she added"), nor denied ("I won't add that")."""
    prep = word.head
    verb = prep.head
    if word.dep_ != "pobj" or prep.lower_ not in {"to", "on", "onto"} or verb.lemma_ not in _ADDING:
        return []
    subject = next((child for child in verb.children if child.dep_ == "nsubj"), None)
    by_speaker = subject.lower_ in _SPEAKERS if subject is not None else verb.tag_ == "VBG"
    if not by_speaker or any(child.dep_ == "neg" for child in verb.children):
        return []
    heads = [child for child in verb.children if child.dep_ == "dobj"]
    named = _wished(word, [head for head in with_conjuncts(heads) if not _is_thing_to_have(head, word)])
    return _plans(verb, named) + _wants(verb, word, heads)


def _wished(word: Token, heads: list[Token]) -> list[str]:
    """What `heads` (and their conjuncts) name that a list like `word` holds as a wish."""
    wishes = _wish_kind(word)
    things = [
        thing
        for thing in with_conjuncts(heads)
        if is_thing(thing) and (wishes or thing.ent_type_ in _PLACES or thing.tag_ == "VBG" or _gerund(thing))
    ]
    return [without_sentence_case(thing, thing_span(thing).text) for thing in things]


def _plans(anchor: Token, named: list[str]) -> list[Candidate]:
    sentence = anchor.sent
    return [
        Candidate("PLANS", USER, text, EVENT, Polarity(), _CONFIDENCE, sentence.text, sentence.start) for text in named
    ]


def _wants(anchor: Token, word: Token, heads: list[Token]) -> list[Candidate]:
    """WANTS each thing to have that `heads` (and their conjuncts) name on the list `word`."""
    sentence = anchor.sent
    return [
        Candidate("WANTS", USER, owned_kind(thing), THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
        for thing in with_conjuncts(heads)
        if _is_thing_to_have(thing, word)
    ]


def _is_thing_to_have(thing: Token, word: Token) -> bool:
    """A common noun on a list of wishes that names no activity, outing or event: "a stand mixer", not "skydiving",
    "a road trip"."""
    return (
        _wish_kind(word)
        and thing.pos_ == "NOUN"
        and is_thing(thing)
        and not _gerund(thing)
        and thing.lower_ not in _DONE_OR_SEEN
    )


def _be_above(word: Token) -> Token | None:
    """The "be" a list hangs from: "is *on* my list", "is *at* the top *of* my list", "is high *on* my list"."""
    prep = word.head
    if word.dep_ != "pobj" or prep.dep_ != "prep":
        return None
    if prep.lower_ == "of" and prep.head.lower_ in {"top", "front"} and prep.head.dep_ == "pobj":
        prep = prep.head.head
    if prep.lower_ not in _ON_LIST:
        return None
    head = prep.head.head if prep.head.lower_ == "high" else prep.head
    return head if head.lemma_ == "be" else None


def _now(be: Token) -> bool:
    """A list the speaker holds now: "is", "'s", "has been" (not "was")."""
    if be.tag_ in _PRESENT:
        return True
    return any(child.dep_ == "aux" and child.tag_ in _PRESENT for child in be.children)


def _wish_kind(word: Token) -> bool:
    """A list of wishes by name ("bucket list") or by what it holds ("list of places", "of things to try")."""
    named = word.lower_ == "wishlist" or any(
        child.dep_ in {"compound", "amod", "nmod"} and child.lower_ in _WISH_LISTS for child in word.children
    )
    holds = any(
        child.dep_ == "prep"
        and child.lower_ == "of"
        and any(o.dep_ == "pobj" and o.tag_ == "NNS" for o in child.children)
        for child in word.children
    )
    return named or holds


def _gerund(thing: Token) -> bool:
    """An activity named by a gerund the small model tags as a noun or name: "Skydiving", "scuba diving"."""
    return thing.lower_.endswith("ing") and len(thing.lower_) > 5
