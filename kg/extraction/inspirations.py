"""Tier 2: likings said by what a thing does for the speaker's spirit (LIKES).

    mountains inspire me / I'm inspired by sketching and poetry     LIKES "mountains" / "sketching", "poetry"
    detective stories fuel my imagination                           LIKES "detective stories"
    long runs keep me sane / baking keeps me going                  LIKES "long runs" / "baking"
    knitting has been great for me                                  LIKES "knitting"

What inspires must be a thing, not a person ("my brother inspires me", "Priya inspires me": kg has no relation for
admiring someone) nor someone else's ("her paintings inspire me") nor one pointed at ("this place", "that energy and
focus", "events like these") nor a gerund of a clause ("watching my team win motivates me"); being
inspired, or a thing's doing the speaker good, is a liking only when told as it is now or has been lately ("I'm
inspired by", "I get inspired by", "dancing has kept me going"), not once ("I was inspired by the view", "the trip
inspired me to write"). What "has been great for me" must be a pastime (kg/extraction/delights.py, is_pastime): not
"the last few weeks". Questions and denials say nothing ("does music inspire you?", "running doesn't inspire me").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.delights import SHOWN, SPEAKER, is_pastime, liked, liked_things
from kg.extraction.dependency import with_conjuncts
from kg.extraction.lexicon import MY_OUR, ROLE_NOUNS
from kg.extraction.phrases import is_question

_STIRRING = frozenset({"inspire", "motivate", "energize", "energise", "uplift"})
# "fuels my *imagination*": what of the speaker's a thing feeds
_SPIRIT = frozenset({"creativity", "imagination", "passion", "inspiration", "soul", "motivation", "curiosity"})
# "keeps me *sane*", "keeps me *going*": not "busy" or "up at night", which are no liking
_KEPT = frozenset({"sane", "going", "grounded", "motivated", "inspired", "balanced", "centered", "calm", "happy"})
_GOOD_FOR = frozenset({"great", "awesome", "amazing", "wonderful", "good", "helpful", "fantastic", "incredible"})
_NOW = frozenset({"am", "'m", "are", "'re", "get", "gets", "getting"})  # "I'm inspired", "I get inspired"
_PERFECT = frozenset({"has", "have", "'s", "'ve"})  # "has kept me going"
_DO = frozenset({"do", "does"})  # "really does inspire me"
# Who, not what: no liking ("my friends inspire me", "people keep me going").
_PEOPLE = frozenset(
    {"people", "friends", "family", "kids", "children", "students", "team", "community", "fans", "parents", "everyone"}
)
# Names that are of things, not people: "Paris inspires me", "Star Wars fuels my imagination".
_NAMED_THINGS = frozenset({"GPE", "LOC", "FAC", "WORK_OF_ART", "PRODUCT", "EVENT"})


def inspiration_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        lemma = verb.lemma_.lower()
        if lemma not in _STIRRING and lemma not in {"fuel", "keep", "be"}:
            continue  # first: finding a token's sentence walks the parse, and most tokens are none of these
        if is_question(verb.sent) or any(child.dep_ == "neg" for child in verb.children):
            continue
        if lemma in _STIRRING and any(child.dep_ == "nsubjpass" for child in verb.children):
            found.extend(_inspired_by(verb))
        elif _does_the_speaker_good(verb, lemma) and _lasting(verb):
            found.extend(_thing_liked(verb))
        elif lemma == "be" and _good_for_me(verb):
            subject = next((child for child in verb.children if child.dep_ in {"nsubj", "csubj"}), None)
            if subject is not None and is_pastime(subject):
                found.extend(liked(verb))
    return found


def _does_the_speaker_good(verb: Token, lemma: str) -> bool:
    """ "inspires me", "fuels my imagination", "keeps me sane"."""
    if lemma in _STIRRING:
        return bool(_objects(verb) & SPEAKER)
    return _feeds_my_spirit(verb) if lemma == "fuel" else lemma == "keep" and _keeps_me_well(verb)


def _lasting(verb: Token) -> bool:
    """Told as it is now or has been lately ("inspires me", "has kept me going", "does inspire me"), not once ("the
    trip inspired me to write", "the hike kept me sane last week")."""
    if verb.tag_ in {"VBZ", "VBP"}:
        return True
    helpers = {child.lower_ for child in verb.children if child.dep_ == "aux"}
    return (verb.tag_ == "VBN" and bool(helpers & _PERFECT)) or (verb.tag_ == "VB" and bool(helpers & _DO))


def _objects(verb: Token) -> set[str]:
    return {child.lower_ for child in verb.children if child.dep_ == "dobj"}


def _feeds_my_spirit(verb: Token) -> bool:
    return any(
        child.dep_ == "dobj" and child.lower_ in _SPIRIT and any(o.lower_ in MY_OUR for o in child.children)
        for child in verb.children
    )


def _keeps_me_well(keep: Token) -> bool:
    """ "keeps me sane", with "me" the object and "sane" a complement of the verb or of "me"."""
    me = next((child for child in keep.children if child.dep_ == "dobj" and child.lower_ in SPEAKER), None)
    if me is None:
        return False
    parts = (*keep.children, *me.children)
    return any(part.dep_ in {"oprd", "xcomp", "ccomp", "acomp"} and part.lower_ in _KEPT for part in parts)


def _good_for_me(be: Token) -> bool:
    """ "has been great for me": an adjective of good with "for me" on the verb or on the adjective."""
    for good in (child for child in be.children if child.dep_ == "acomp" and child.lower_ in _GOOD_FOR):
        for prep in (*be.children, *good.children):
            if prep.dep_ == "prep" and prep.lower_ == "for" and any(o.lower_ in SPEAKER for o in prep.children):
                return True
    return False


def _thing_liked(verb: Token) -> list[Candidate]:
    subject = next((child for child in verb.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or _is_someone(subject) or _pointed_at(subject) or _clause_done(subject):
        return []
    return liked(verb)


def _pointed_at(subject: Token) -> bool:
    """ "That energy and focus", "events like these": what was just said or shown, every part of it."""
    return any(
        (child.dep_ == "det" and child.lower_ in SHOWN)
        or (child.dep_ == "prep" and child.lower_ == "like" and any(o.lower_ in SHOWN for o in child.children))
        for child in subject.children
    )


def _clause_done(subject: Token) -> bool:
    """ "Watching my team win motivates me": a gerund of a whole clause, which no object phrase holds."""
    return subject.tag_ == "VBG" and any(child.dep_ in {"ccomp", "xcomp"} for child in subject.children)


def _is_someone(word: Token) -> bool:
    return (
        word.pos_ == "PRON"
        or word.ent_type_ in {"PERSON", "NORP", "ORG"}
        or (word.pos_ == "PROPN" and word.ent_type_ not in _NAMED_THINGS)  # a name the small model left untyped
        or word.lemma_.lower() in ROLE_NOUNS
        or word.lower_ in ROLE_NOUNS
        or word.lower_ in _PEOPLE
    )


def _inspired_by(inspired: Token) -> list[Candidate]:
    """ "I'm inspired by sketching and poetry": the speaker, told as now, and each thing after "by"."""
    if not any(child.dep_ == "nsubjpass" and child.lower_ in {"i", "we"} for child in inspired.children):
        return []
    if not any(child.dep_ == "auxpass" and child.lower_ in _NOW for child in inspired.children):
        return []
    found = []
    for by in (child for child in inspired.children if child.dep_ in {"prep", "agent"} and child.lower_ == "by"):
        first = next((child for child in by.children if child.dep_ in {"pobj", "pcomp"}), None)
        things = [part for part in with_conjuncts([first]) if not _is_someone(part)] if first is not None else []
        found.extend(liked_things(things, inspired.sent))
    return found
