"""Life events as index terms: a question in one wording ("When did Sam lose his job?") is matched by a turn told
in another ("I got laid off yesterday"), though they share no word but common ones.

As kg/episodes/categories.py does for kinds of things: a turn's words gain one term per life event it tells in any
of its usual wordings, and a question's words gain the same terms by the same patterns. The events are those people
tell in many wordings and later ask about in others: a job lost, a break-up, a death, a home shared. Each wording is
specific enough not to tell much else ("fired", not "fired up"; "let me go", not "let go of it"; "my phone died" is read
as a death, which only a question about a death would find). The terms start
with "@", which no word of a text can, so no text can forge one. Pure.
"""

from __future__ import annotations

import re

_SOMEONE = r"(?:me|him|her|them|us|you)"
_WHOSE = r"(?:my|his|her|their|your|our|a|the)"
_BEING = r"(?:got|get|gets|getting|gotten|was|were|been|be|is|are|am)"
_TOLD_BY = {
    "@job-loss": (
        rf"laid (?:{_SOMEONE} )?off|lay(?:s|ing)? (?:{_SOMEONE} )?off|layoffs?"
        r"|fired(?!\s+(?:up|the|a|an|off|at|into|back|it|shots?|away)\b)"  # not "fired up", "fired the clay"
        rf"|{_BEING} (?:sacked|let go)|(?:fire[ds]?|firing|sack(?:ed|s)?) {_SOMEONE}|let {_SOMEONE} go"
        rf"|(?:lost|lose|loses|losing|quit|quits|quitting|left|leave|leaves|leaving) {_WHOSE} (?:old )?jobs?"
        r"|resign(?:ed|s|ing)?|resignation|unemployed|out of work|jobless"
    ),
    "@breakup": (
        rf"(?:broke|break|breaks|breaking|split|splits|splitting) up|divorc(?:e|ed|es|ing)"
        rf"|{_BEING} separated|separated from|dump(?:ed|s)? {_SOMEONE}|{_BEING} dumped"
    ),
    "@death": r"passed away|pass(?:es|ing)? away|die|died|dies|death|funeral|passed on",
    # Whom one lives with: "Who does Hana live with?" is answered by "I share a flat with Marta and Jonas".
    "@home-shared": (
        r"(?:live|lives|lived|living) with(?!\s+(?:it|that|this|them all|the (?:pain|guilt|consequences))\b)"
        rf"|(?:share|shares|shared|sharing) {_WHOSE} (?:flat|apartment|house|place|room|dorm|home|condo)"
        r"|(?:room|flat|house)-?mates?|(?:move|moves|moved|moving) in (?:together|with)"
        r"|(?:move|moves|moved|moving) out(?! of (?:the|this|that) (?:city|town|country|state|area|way)\b)"
    ),
}
_PATTERNS = {term: re.compile(rf"\b(?:{told})\b", re.IGNORECASE) for term, told in _TOLD_BY.items()}


def life_event_terms(text: str) -> frozenset[str]:
    """The terms of the life events `text` tells (a turn) or asks about (a question)."""
    return frozenset(term for term, pattern in _PATTERNS.items() if pattern.search(text))
