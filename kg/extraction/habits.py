"""Tier 2: a pastime told in the simple present is done when a word of habit says it recurs.

    I usually read before bed / I swim every day     DID "reading" / "swimming"
    I often cook on weekends / I knit in the evenings  DID "cooking" / "knitting"
    I sing in a choir / I sing while cooking         nothing: no word of habit, maybe a wish or a manner
    I don't usually cook / Do you usually cook?      nothing: denied or asked

A bare simple present of a pastime says too little alone ("I read" may answer "can you read?"); with "usually",
"every day" or "on weekends" it tells a routine, which is done, as "I do yoga every morning" is (DID "yoga").

    When I was a kid I'd skate every day / back in college I would paint     DID "skating" / "painting"
    I'd paint more if I had time / I'd love to paint / I would never paint   nothing here: a condition, a wish, a denial

"Would" told of an earlier part of life is the past of a habit, as "used to" is (`told_as_bygone_habit`).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.earlier_life import in_earlier_life, parsed_clause
from kg.extraction.event_words import words
from kg.extraction.phrases import is_question
from kg.temporal import FREQUENCY_ADVERBS, WEEKDAY_WORDS

# Not "sometimes": "I sing at weddings sometimes" tells a thing that happens now and then, not a routine.
HABIT_ADVERBS = words("usually often always normally regularly generally typically frequently")
# Nouns of a time that comes round: "every *morning*", "on *weekends*", "in the *evenings*".
_RECURRING_TIMES = words(
    """day days morning mornings afternoon afternoons evening evenings night nights week weekend weekends
    weekday weekdays mondays tuesdays wednesdays thursdays fridays saturdays sundays month months year years hour
    hours"""
)
_COUNTED = words("times days nights")  # "three *times* a week", "four *days* a week"
# Words that make a time recur: "*every* day", "*each* morning", "*twice* a week", "three *times* a week".
_RECURRING_MARKS = words("every each twice thrice times")
_PLURAL_TIME_PREPS = frozenset({"on", "in"})
# Verbs whose "would" is a wish or a preference held now whatever time is told ("as a kid I'd have loved to
# paint"), and the copula and "have", whose "would" tells no deed.
_NOT_HABITS = words("love like prefer want hope wish rather be have")


def told_as_habit(verb: Token) -> bool:
    """Whether `verb` is a simple present, asserted, with a word of habit on it: "I *usually* read", "she swims
    *every day*", "I cook *on weekends*". An auxiliary ("don't", "can", "will") or a negation rules it out."""
    if verb.tag_ not in {"VBP", "VBZ"}:
        return False
    if any(child.dep_ in {"aux", "auxpass", "neg"} for child in verb.children):
        return False
    # "I swim at the pool *on Mondays*": the small model may hang the time on the place
    on_place = (
        time
        for prep in verb.children
        if prep.dep_ == "prep"
        for place in prep.children
        if place.dep_ == "pobj"
        for time in place.children
        if time.dep_ == "prep"
    )
    return any(_marks_habit(child) for child in (*verb.children, *on_place))


def tried_as_habit(inner: Token, try_: Token) -> bool:
    """ "I try to meditate every morning", "I usually try to run on weekends": a habit kept up, told through "try"
    in the simple present, asserted; not "I'm trying to" (a wish) or "I tried to" (once)."""
    if inner.dep_ != "xcomp" or try_.lemma_.lower() != "try" or try_.tag_ not in {"VBP", "VBZ"}:
        return False
    if any(child.dep_ in {"aux", "auxpass", "neg"} for child in try_.children):
        return False
    return any(_marks_habit(child) for part in (inner, try_) for child in part.children)


def told_as_routine(verb: Token) -> bool:
    """Told as a habit (`told_as_habit`) by how often it recurs, not only by a word such as "usually": "I call my
    mom *every day*", "I run *three times a week*", "I meditate *daily*"."""
    return told_as_habit(verb) and any(
        _marks_habit(child) and child.lower_ not in HABIT_ADVERBS for child in verb.children
    )


def is_recurring_time(time: Token) -> bool:
    """ "every *morning*", "each *week*", "twice a *week*", "every *Sunday*", "three *times* a week", "four *days* a
    week": a time that comes round, said with a word that makes it recur."""
    if time.lower_ in _COUNTED:
        return any(child.lower_ in _RECURRING_TIMES for child in time.children)
    recurring = time.lower_ in _RECURRING_TIMES or time.lower_ in WEEKDAY_WORDS
    return recurring and any(word.lower_ in _RECURRING_MARKS for word in time.subtree)


def _marks_habit(child: Token) -> bool:
    if child.dep_ == "advmod":
        if child.lower_ == "once":  # "once a month"
            return any(grandchild.lower_ in _RECURRING_TIMES for grandchild in child.children)
        return child.lower_ in HABIT_ADVERBS or child.lower_ in FREQUENCY_ADVERBS
    if child.dep_ == "npadvmod":  # "every day", "twice a week"
        return is_recurring_time(child)
    if child.dep_ == "prep" and child.lower_ in _PLURAL_TIME_PREPS:  # "on weekends", "in the evenings"
        return any(
            grandchild.dep_ == "pobj" and grandchild.lower_ in _RECURRING_TIMES and grandchild.lower_.endswith("s")
            for grandchild in child.children  # plural: "on Sundays", which the small model may tag NNP
        )
    return False


def told_as_bygone_habit(verb: Token) -> bool:
    """Whether `verb` is a habit of an earlier part of life told with "would", done as with "used to": "When I was a
    kid, I'd *skate* every afternoon", "Back in college I would *paint* every weekend". Its only auxiliary is
    "would"; its own clause places it in an earlier part of life (`in_earlier_life`, which a condition's "I'd paint
    more if I had time" does not). Not a wish ("I'd love to"), a denial ("I would never paint"), a question ("Would
    you paint with me?") or a perfect ("I'd have painted"); whose habit it is, the caller reads from the subject."""
    auxiliaries = [child.lower_ for child in verb.children if child.dep_ in {"aux", "auxpass"}]
    if verb.tag_ != "VB" or auxiliaries not in (["would"], ["'d"]) or verb.lemma_.lower() in _NOT_HABITS:
        return False
    if any(child.dep_ == "neg" or child.lower_ in _NOT_HABITS for child in verb.children) or is_question(verb.sent):
        return False
    return in_earlier_life(parsed_clause(verb))
