"""Tier 2: a skill one has is known (KNOWS_ABOUT), told by what one can do, knows how to do or learned.

    I can play the violin / I can swim                 KNOWS_ABOUT "playing the violin" / "swimming"
    I know how to knit / I learned to code             KNOWS_ABOUT "knitting" / "coding"
    I taught myself to play piano                      KNOWS_ABOUT "playing piano"
    my grandma taught me how to knit                   KNOWS_ABOUT "knitting" (the speaker's, taught to them)
    I can't swim / I never learned to drive            KNOWS_ABOUT "swimming" / "driving", denied
    Mateo can play the drums                           KNOWS_ABOUT of Mateo "playing the drums"
    I can swim now / I can finally ride a bike         KNOWS_ABOUT "swimming" / "riding a bike": a skill gained
    I can pick you up at 5 / I can cook tonight        nothing: an offer, no skill
    I could try / I wish I could dance / Can you ski?  nothing: no "can" of one's own, a wish, a question

The skill is the gerund, as "I'm good at cooking" is ("cooking"). "can" says a skill only of a pastime's verb
(`_SKILLS`), told as a sentence's own clause, with nothing that makes it an offer: a person done for ("drive
*you*"), a time ("tonight", "at 5"), a place ("there"), a condition ("if you want") or a thing made ("I can bake
*a cake*"; only an instrument or a game played, a bike or a horse ridden, is a skill's object); "now" alone is
no offer with a skill nobody is done for ("swim", "ski") or an instrument or a game (`_gained_now`). "know how to" and
"learned to" say a skill whatever is done. A language spoken is read by the lexicon's "speak" (KNOWS_ABOUT
"French").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.event_words import words
from kg.extraction.happenings import TOLD_CLAUSES
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.7
# Verbs of a pastime or a skill, with their gerund ("code" may be tagged a noun: "I learned to *code*").
_SKILLS = {
    "play": "playing",
    "cook": "cooking",
    "bake": "baking",
    "knit": "knitting",
    "crochet": "crocheting",
    "sew": "sewing",
    "paint": "painting",
    "draw": "drawing",
    "ski": "skiing",
    "snowboard": "snowboarding",
    "surf": "surfing",
    "skate": "skating",
    "sail": "sailing",
    "swim": "swimming",
    "dive": "diving",
    "dance": "dancing",
    "sing": "singing",
    "juggle": "juggling",
    "drive": "driving",
    "ride": "riding",
    "type": "typing",
    "code": "coding",
    "program": "programming",
}
# What a skill's verb may take after "can": "play *the violin*", "play *chess*", "ride *a bike*".
_SKILL_OBJECTS = words(
    """piano guitar violin cello viola drums bass flute saxophone sax trumpet trombone ukulele harp clarinet banjo
    harmonica keyboard organ mandolin accordion chess tennis golf poker bridge soccer football basketball
    baseball volleyball hockey bike bicycle horse motorcycle unicycle"""
)
# Words that make "I can ..." an offer, a plan or a leave: a time, a person done for, a place ("swim *there*").
_OFFER_WORDS = words("tonight tomorrow today later now soon you me him her them us there here")
# "now" makes "I can ..." an offer ("I can cook now") but, alone with a skill, a skill gained ("I can swim now").
_GAINED = "now"
# Skills whose "can ... now" is no offer to the listener: nothing is made or done for them.
_GAINED_SKILLS = words("swim ski snowboard surf skate dive juggle knit crochet sew type code program")
_KNOWING = "know"
_LEARNING = words("learn teach")


def ability_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb, skills in _skills_told(doc):
        if is_question(verb.sent):
            continue
        polarity = polarity_of(context_words(verb))
        for skill in skills:
            if _taught_me(verb):  # the skill is the speaker's, whoever taught it
                sentence = verb.sent
                found.append(
                    Candidate("KNOWS_ABOUT", USER, skill, THING, polarity, _CONFIDENCE, sentence.text, sentence.start)
                )
                continue
            found.extend(
                candidates_per_subject(verb, "KNOWS_ABOUT", skill, THING, polarity, _CONFIDENCE, lowercase_text)
            )
    return found


def _skills_told(doc: Doc) -> Iterator[tuple[Token, list[str]]]:
    """(the verb whose subject has the skills, the skills) for each clause that tells one."""
    for token in doc:
        if token.dep_ not in TOLD_CLAUSES or any(child.dep_ == "advcl" for child in token.children):
            continue  # "I wish I could dance": no clause of its own; "I can drive if you want": an offer
        if _can_of(token) and not _offered(token):
            yield token, _skills(token, objects_allowed=False)
        elif _knows_how(token) or _learned(token) or _taught_me(token):
            done = next(child for child in token.children if child.dep_ == "xcomp")
            yield token, _skills(done, objects_allowed=True)


def _can_of(verb: Token) -> bool:
    """ "I *can* swim", "I *can't* swim"; not "could" ("I could try": a suggestion)."""
    return any(child.dep_ == "aux" and child.lower_ in {"can", "ca"} for child in verb.children)


def _offered(verb: Token) -> bool:
    """ "I can drive *you*", "I can cook *tonight*", "I can play *at 5*": done for someone, at a time or a place."""
    clause = list(verb.subtree)
    if any(token.ent_type_ in {"DATE", "TIME"} for token in clause):
        return True
    offers = [token for token in clause if _offer_word(token, verb) or _time_after_at(token)]
    return bool(offers) and not _gained_now(verb, offers)


def _offer_word(token: Token, verb: Token) -> bool:
    """ "drive *you*", "cook *tonight*", "swim *there*", "cook *for* us"."""
    if token.dep_ in {"prep", "dative"} and token.lower_ == "for":  # "play the piano *for* you", the model's dative
        return True
    return token.lower_ in _OFFER_WORDS and token.head == verb


def _gained_now(verb: Token, offers: list[Token]) -> bool:
    """ "I can swim now", "I can finally ride a bike now": "now" the only word of an offer, with a skill that takes
    no object or only a skill's ("I can cook now", "I can drive now" may offer a meal or a lift; "swim", "ski" or
    "play chess" now is a skill gained)."""
    if [token.lower_ for token in offers] != [_GAINED]:
        return False
    return verb.lemma_.lower() in _GAINED_SKILLS or any(child.dep_ == "dobj" for child in verb.children)


def _time_after_at(token: Token) -> bool:
    return token.lower_ == "at" and any(child.like_num for child in token.children)


def _knows_how(verb: Token) -> bool:
    """ "I know *how to* knit": "know" with a "how to" clause."""
    if verb.lemma_.lower() != _KNOWING:
        return False
    return any(
        child.dep_ == "xcomp" and any(word.lower_ == "how" for word in child.children) for child in verb.children
    )


def _learned(verb: Token) -> bool:
    """ "I learned to code", "I've learned how to juggle", "I taught myself to play piano": learning done, not
    under way ("I'm learning to knit") nor wished ("I want to learn to surf")."""
    lemma = verb.lemma_.lower()
    if lemma not in _LEARNING or verb.tag_ not in {"VBD", "VBN"}:
        return False
    if verb.tag_ == "VBN" and not any(child.lemma_.lower() == "have" for child in verb.children):
        return False
    if lemma == "teach" and not any(child.dep_ == "dobj" and child.lower_ == "myself" for child in verb.children):
        return False  # "I taught my son to swim": his skill, which the sentence only implies
    return any(child.dep_ == "xcomp" for child in verb.children)


def _taught_me(verb: Token) -> bool:
    """ "My grandma taught me how to knit", "my dad taught me to swim": a skill the speaker was taught, told as done.
    Not "I taught my son to swim" (his skill, only implied), "she's teaching me to knit" (under way)."""
    if verb.lemma_.lower() != "teach" or verb.tag_ not in {"VBD", "VBN"}:
        return False
    me = any(child.dep_ in {"dobj", "dative"} and child.lower_ == "me" for child in verb.children)
    return me and any(child.dep_ == "xcomp" for child in verb.children)


def _skills(done: Token, objects_allowed: bool) -> list[str]:
    """The gerund of `done` with what it takes, one per thing: "playing guitar", "playing piano" of "play guitar and
    piano"; "swimming" alone; none when `done` is no skill or takes what no skill does."""
    gerund = _SKILLS.get(done.lower_) or _SKILLS.get(done.lemma_.lower())
    if gerund is None:
        return []
    first = next((child for child in done.children if child.dep_ == "dobj"), None)
    if first is None:
        return [] if done.lemma_.lower() in {"play", "ride"} else [gerund]  # "I can play with you": no game
    objects = [first, *(conj for conj in first.conjuncts if conj.dep_ == "conj")]
    if not objects_allowed and any(not {obj.lemma_.lower(), obj.lower_} & _SKILL_OBJECTS for obj in objects):
        return []  # "I can bake a cake for you": a thing made, likely an offer
    return [f"{gerund} {done.doc[obj.left_edge.i : obj.i + 1].text}" for obj in objects]
