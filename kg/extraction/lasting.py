"""A job, home or team told in the present perfect with how long it has lasted still holds, in both tiers.

    I have worked at Globex since 2019 / I've lived in Tucson for ten years    holds now (not ended)
    I've lived in Ohio all my life / I've worked as a nurse for twelve years   holds now
    I worked at Globex for two years / I've worked at Hooli before             ended, as the past tense reads
    I haven't worked at Globex since 2019                                      ended in 2019: left to the denial
    I've worked at Globex for a while now                                      holds now, and "now" is no change

"worked", "lived", "played" and "served" read as past, so ended; "since X" or "for <a stretch>" after the present
perfect runs the stretch up to now instead. Without it, "I've worked at Hooli" is an experience, left ended.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from spacy.tokens import Token

from kg.extraction.lexicon import NEGATORS, PRESENT_PERFECT_AUX, Effect

# Past participles whose ending the past tense implies: a job, a home, a team, a post.
_LASTING = frozenset({"worked", "lived", "played", "served"})
# Nouns that make "for ..." a stretch of time ("for five years", "for a long while"), not an employer.
_STRETCHES = frozenset(
    {"year", "years", "month", "months", "week", "weeks", "decade", "decades", "while", "ages", "long", "forever"}
    | {"summer", "summers", "season", "seasons"}
)
_WHOLE_LIFE = frozenset({("my", "life"), ("whole", "life"), ("entire", "life")})  # "all my life"
_STRETCH_REACH = 3  # words after "for" that may name the stretch: "for a long while"


def lasting_effect(effect: Effect, verb: str, before: Sequence[str], after: Sequence[str]) -> Effect:
    """`effect`, or NONE when `verb` (as written) is a lasting verb's participle whose past the present perfect in
    `before` (the words before it: auxiliaries, adverbs) and a stretch up to now in `after` (the words after it)
    undo: "I have *worked* at Globex since 2019"."""
    if not _may_last(effect, verb, before):
        return effect
    return Effect.NONE if _lasts_till_now([word.lower() for word in after]) else effect


def parsed_lasting_effect(effect: Effect, verb: Token, before: Sequence[str]) -> Effect:
    """`lasting_effect` for a parsed verb, whose words after are those the parse hangs after it in its own
    clause (not a conjoined one), read only when the rest may undo the past."""
    if not _may_last(effect, verb.text, before):
        return effect
    after = [token.lower_ for child in verb.rights if child.dep_ not in {"conj", "cc"} for token in child.subtree]
    return Effect.NONE if _lasts_till_now(after) else effect


def stretch_now_dropped(words: Sequence[str], past: Effect, lasting: Effect) -> list[str]:
    """`words` without "now" when the present perfect's stretch undid the `past` read from the verb (`lasting`
    is what was left of it): "I've worked at Globex for a while *now*" says how long the job has lasted, not that
    it is new, as "I now work at Globex" does."""
    if past is Effect.ENDED and lasting is Effect.NONE:
        return [word for word in words if word.lower() != "now"]
    return list(words)


def _may_last(effect: Effect, verb: str, before: Sequence[str]) -> bool:
    said_before = {word.lower() for word in before}
    return (
        effect is Effect.ENDED
        and verb.lower() in _LASTING
        and bool(PRESENT_PERFECT_AUX & said_before)
        and not NEGATORS & said_before
    )


def _lasts_till_now(words: list[str]) -> bool:
    return "since" in words or bool(_WHOLE_LIFE & set(itertools.pairwise(words))) or names_a_stretch(words)


def names_a_stretch(words: Sequence[str]) -> bool:
    """Whether the lower-cased `words` say how long something lasted: "for five years", "for a long while"."""
    return any(
        word == "for" and _STRETCHES.intersection(words[index + 1 : index + 1 + _STRETCH_REACH])
        for index, word in enumerate(words)
    )
