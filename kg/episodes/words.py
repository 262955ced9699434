"""The words an episode or a question is matched by: case-folded, stemmed, without function words.

Stemming (Snowball English) lets "went to a support group" meet "support groups"; the stop list holds words so
common in conversation that they say nothing about what a turn is about. Pure and cheap: it runs on every
ingested turn and every question.
"""

from __future__ import annotations

import re
from functools import lru_cache

import snowballstemmer

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_STOP_WORDS = """
a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't could couldn't did didn't do does doesn't doing don't down during each few for
from further get got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself
him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's like me more
most much my myself no nor not now of off oh ok okay on once only or other ought our ours ourselves out over
own really same she she'd she'll she's should shouldn't so some such than that that's the their theirs them
themselves then there there's these they they'd they'll they're they've this those through to too under until
up us very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while
who who's whom why why's will with won't would wouldn't wow yeah yes yet you you'd you'll you're you've your
yours yourself yourselves hey hi hello thanks thank lol
"""
_STOP = frozenset(_STOP_WORDS.split())
_stemmer = snowballstemmer.stemmer("english")


@lru_cache(maxsize=65_536)
def _stem(word: str) -> str:
    return str(_stemmer.stemWord(word))


def words(text: str) -> list[str]:
    """The stems of `text`'s content words, in order, repeats kept."""
    found = []
    for match in _WORD.finditer(text.casefold().replace("\u2019", "'")):
        word = match.group()
        if word in _STOP or (len(word) < 2 and not word.isdigit()):
            continue
        found.append(_stem(word.removesuffix("'s")))
    return found


# Words by which a turn points back at what was said before it: "His name is Max", "It was amazing", "We went there".
_POINTING_BACK = frozenset(
    [
        "he",
        "him",
        "his",
        "she",
        "her",
        "hers",
        "it",
        "its",
        "they",
        "them",
        "their",
        "theirs",
        "this",
        "these",
        "those",
        "there",
    ]
)


def context_words(text: str, previous_text: str, same_speaker: bool) -> list[str]:
    """The stems a turn is also found by from the turn before it (at a share: kg/recall/lexical.py): a reply is about
    what it answers ("Wow, a cello!"). A speaker's next turn is too only when it points back ("His name is Max"
    after "I adopted a dog"); one that does not tells something new, and the turn before's words made it a match
    for questions about that ("Claire got a new job" after "my knees can't take the stairs" for "What medication
    does Walter take?"), where an assistant keeps only its user's turns, one after another."""
    said = _WORD.findall(text.casefold().replace("\u2019", "'"))
    if same_speaker and not any(w.partition("'")[0] in _POINTING_BACK for w in said):  # "he's", "it's" too
        return []
    return words(previous_text)
