"""A liking or a dislike told in the simple past and placed in an earlier part of life has ended, as "used to
like" has, in both tiers.

    I loved horses as a kid / I liked jazz back in college           LIKES, ended
    I enjoyed camping growing up / in my twenties I loved clubbing   LIKES, ended
    I hated broccoli as a kid / I hated math when I was in school    DISLIKES, ended (read only so: `Predicate`)
    I loved the concert last night / I loved that movie              as before: a past moment, not a past life
    I've loved horses since I was a kid / I never liked jazz as a kid   as before: the perfect and the denial
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Token

from kg.extraction.lexicon import NEGATORS, PERFECT_AUX, Effect

# Simple pasts of liking whose present the lexicon reads as a current liking, and of disliking.
_PAST_FEELINGS = frozenset({"liked", "loved", "enjoyed", "adored", "hated", "detested", "loathed"})
# Words that open a stretch of one's life, and the words within reach of them that name an earlier one.
_YOUNGER = frozenset({"younger", "young", "little", "small", "kid", "child", "teen", "teenager", "boy", "girl"})
_STUDENT_DAYS = frozenset({"school", "college", "university"})
_EARLIER_LIFE = {
    ("when", "i", "was"): _YOUNGER | _STUDENT_DAYS,  # "when I was younger", "when I was in school"
    ("when", "we", "were"): _YOUNGER | {"kids", "teenagers"} | _STUDENT_DAYS,
    ("as", "a"): _YOUNGER - {"small"} | {"student"},  # "as a kid", "as a little girl"; not "as a small business"
    ("as", "kids"): frozenset(),  # an opener that names the stretch itself
    ("back", "in"): _STUDENT_DAYS | {"day", "days"},  # "back in college", "back in the day"
    ("in", "my"): frozenset({"teens", "twenties", "thirties", "childhood", "youth"}),
    ("growing", "up"): frozenset(),
    ("in", "school"): frozenset(),  # "I hated math in school"; "in high school", "in middle school"
    ("in", "college"): frozenset(),
    ("in", "high"): frozenset({"school"}),
    ("in", "middle"): frozenset({"school"}),
    ("in", "grade"): frozenset({"school"}),
    ("in", "elementary"): frozenset({"school"}),
}
_REACH = 3  # words after the opener that may name the stretch: "when I was *in high school*"


def earlier_life_effect(effect: Effect, verb: str, before: Sequence[str], clause: Sequence[str]) -> Effect:
    """ENDED when `verb` (as written) is a simple past of liking or disliking, not perfect nor denied by `before`
    (the words before it), whose `clause` (its words, lower-cased, in order) places it in an earlier part of life;
    else `effect`."""
    said_before = {word.lower() for word in before}
    if effect is not Effect.NONE or verb.lower() not in _PAST_FEELINGS or (PERFECT_AUX | NEGATORS) & said_before:
        return effect
    return Effect.ENDED if in_earlier_life(clause) else effect


def parsed_clause(verb: Token) -> list[str]:
    """The lower-cased words of a parsed verb's own clause, without a clause conjoined to it."""
    conjoined = {token.i for child in verb.children if child.dep_ in {"conj", "cc"} for token in child.subtree}
    return [token.lower_ for token in verb.subtree if token.i not in conjoined]


def in_earlier_life(words: Sequence[str]) -> bool:
    """Whether `words` (lower-cased, in order) place what they tell in an earlier part of life: "as a kid", "when I
    was in college", "back in the day", "growing up"."""
    for index in range(len(words)):
        for opener, stages in _EARLIER_LIFE.items():
            after = index + len(opener)
            if tuple(words[index:after]) == opener and (
                not stages or stages.intersection(words[after : after + _REACH])
            ):
                return True
    return False
