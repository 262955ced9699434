"""Tier 2: a pastime told in the simple present is done when a word of habit says it recurs.

    I usually read before bed / I swim every day     DID "reading" / "swimming"
    I often cook on weekends / I knit in the evenings  DID "cooking" / "knitting"
    I sing in a choir / I sing while cooking         nothing: no word of habit, maybe a wish or a manner
    I don't usually cook / Do you usually cook?      nothing: denied or asked

A bare simple present of a pastime says too little alone ("I read" may answer "can you read?"); with "usually",
"every day" or "on weekends" it tells a routine, which is done, as "I do yoga every morning" is (DID "yoga").
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.event_words import words

# Not "sometimes": "I sing at weddings sometimes" tells a thing that happens now and then, not a routine.
HABIT_ADVERBS = words("usually often always normally regularly generally typically frequently")
# Nouns of a time that comes round: "every *morning*", "on *weekends*", "in the *evenings*".
_RECURRING_TIMES = words(
    """day days morning mornings afternoon afternoons evening evenings night nights week weekend weekends
    weekday weekdays mondays tuesdays wednesdays thursdays fridays saturdays sundays"""
)
# Words that make a time recur: "*every* day", "*each* morning", "*twice* a week", "three *times* a week".
_RECURRING_MARKS = words("every each twice thrice times")
_PLURAL_TIME_PREPS = frozenset({"on", "in"})


def told_as_habit(verb: Token) -> bool:
    """Whether `verb` is a simple present, asserted, with a word of habit on it: "I *usually* read", "she swims
    *every day*", "I cook *on weekends*". An auxiliary ("don't", "can", "will") or a negation rules it out."""
    if verb.tag_ not in {"VBP", "VBZ"}:
        return False
    if any(child.dep_ in {"aux", "auxpass", "neg"} for child in verb.children):
        return False
    return any(_marks_habit(child) for child in verb.children)


def is_recurring_time(time: Token) -> bool:
    """ "every *morning*", "each *week*", "twice a *week*": a time that comes round, said with a word that makes it
    recur."""
    return time.lower_ in _RECURRING_TIMES and any(word.lower_ in _RECURRING_MARKS for word in time.subtree)


def _marks_habit(child: Token) -> bool:
    if child.dep_ == "advmod":
        return child.lower_ in HABIT_ADVERBS
    if child.dep_ == "npadvmod":  # "every day", "twice a week"
        return is_recurring_time(child)
    if child.dep_ == "prep" and child.lower_ in _PLURAL_TIME_PREPS:  # "on weekends", "in the evenings"
        return any(
            grandchild.dep_ == "pobj" and grandchild.lower_ in _RECURRING_TIMES and grandchild.lower_.endswith("s")
            for grandchild in child.children  # plural: "on Sundays", which the small model may tag NNP
        )
    return False
