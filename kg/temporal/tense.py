"""Whether a time expression is told of what lies ahead or of what is past, read from the words of its sentence.

"I have a dentist appointment on Thursday" and "we're expecting our second child in June" are about days still to
come, where "we met on Tuesday" and "we moved in May" are about days gone. A bare weekday or month cannot say which;
the verbs around it mostly do. Stdlib only, as the rules are: it runs on every ingested sentence that names a time.

The cue nearest the expression decides: the nearest before it, or, with none before, the nearest after it ("On
Saturday we're going to the zoo"). Cues ahead: a future ("will", "'ll", "going to", "gonna", "about to"), the
present progressive ("we're flying", "she's getting married") and "off to" in the present ("I'm off to Spain on
Friday"), an intention ("planning", "hoping", "expecting", "can't wait", "looking forward"), tickets for a day ("I
bought tickets to see Coldplay in July": the verb tells when they were bought), a booking ("we booked flights to
Bergen on August 3rd": what is booked lies ahead), a state told in the present until a day ("it's in the garage
until Monday"), a day something is set for ("we booked the flights for June 12": the verb tells when they were
booked) or put off to ("the deadline moved to the end of May"), a present that schedules ("the party is on
Saturday", "Friday is my last day", "I have a meeting on Thursday", "my flight leaves on Friday", "my lease ends in
June"), and their questions ("what am I doing on Saturday?", "what do I have on Friday?", "where is the party on
Saturday?": a question opened by a present copula asks after what is set), and a progressive whose "I'm" chat
dropped, opening a clause ("Taking her to the vet on Thursday"). Cues behind: the past ("was", "were", "did", "had",
"went", an "-ed" verb after its pronoun, "I visited"), the past progressive ("I was going to the gym"), "ago",
"yesterday", "last". With no cue the lean is unsaid, and each rule keeps its own default (resolve.py's docstring).
"""

from __future__ import annotations

import re
from enum import Enum

from kg.temporal.chat_days import CHAT_TOMORROWS, CHAT_YESTERDAYS


class Lean(Enum):
    AHEAD = "ahead"
    BEHIND = "behind"
    UNSAID = "unsaid"


_APOSTROPHE = r"['\u2019]"
_ING = r"(?!(?:some|no|any|every)?thing\b|morning\b|evening\b|spring\b|during\b)[a-z]+ing\b"
_ADVERB = r"(?:[a-z]+ly\s+|just\s+|still\s+|also\s+|finally\s+|really\s+|so\s+|not\s+)?"
_PRONOUN = r"(?:i|we|he|she|they|you|it)"
# The subject a question puts after its auxiliary: "what *am I* doing on Saturday?", "*was she* working then?".
_ASKED = r"(?:(?:i|you|we|they|he|she|it)\s+)?"
# Presents that end as a past does: "I need", "we proceed"; and a booking, past, of what lies ahead (below).
_NOT_PAST = r"(?!(?:need|feed|proceed|exceed|succeed|speed|bleed|booked|rebooked|reserved)\b)"
_IRREGULAR_PASTS = (
    "went came saw took got made met left bought found gave felt thought ate drank spent won lost began wrote flew"
    " drove ran sold sent paid told said heard knew brought caught taught kept held sat slept swam sang became"
    " broke chose forgot fell grew hid rode rose shook stole struck threw woke wore"
)
_SCHEDULING = (
    "start starts begin begins leave leaves arrive arrives open opens land lands depart departs"
    " ends expires renews finishes closes goes\\s+up"  # "my lease ends in June", "the rent goes up in May"
)
# Not as a noun: "at the start of May", "a leave in June".
_SCHEDULING_VERB = rf"(?<!\bthe\s)(?<!\ba\s)(?:{'|'.join(_SCHEDULING.split())})"

# Alternatives in order: a progressive with its auxiliary comes before the auxiliary alone, so "was going" is one
# cue, behind, not "going to" ahead. Group names say which way each cue leans.
_CUES = re.compile(
    rf"\b(?P<behind_progressive>was|were)\s+{_ASKED}{_ADVERB}{_ING}"
    rf"|(?:\b(?:am|is|are)|{_APOSTROPHE}(?:m|re|s))\s+{_ASKED}{_ADVERB}(?P<ahead_progressive>{_ING})"
    rf"|(?:\b(?:am|is|are)|{_APOSTROPHE}(?:m|re|s))\s+{_ADVERB}(?P<ahead_off>off)\s+to\b"
    rf"|\b(?:do|does)\s+{_PRONOUN}\s+(?P<ahead_asked>have)\b"
    r"|\b(?:where|when|what|how\s+long)\s+(?P<ahead_asked_copula>is|are)\b"
    r"|\b(?P<ahead>will|shall|gonna|wanna|going\s+to|about\s+to|planning|plan\s+to|hoping|hope\s+to|expecting"
    r"|want\s+to|would\s+(?:like|love)|looking\s+forward|can(?:not|'t|\u2019t)\s+wait|scheduled|due(?!\s+to)"
    r"|need\s+to|have\s+to|has\s+to|gotta|tomorrow|upcoming|soon|tickets?|booked|rebooked|reserved|"
    + "|".join(CHAT_TOMORROWS)
    + rf"|{_SCHEDULING_VERB})\b"
    rf"|{_APOSTROPHE}(?:ll\b|d\s+(?:like|love)\b)(?P<ahead_contracted>)"
    rf"|\b(?:have|has)\s+(?P<ahead_appointment>(?:a|an|my|our|the|his|her|their|another)\b)"
    rf"|\b(?P<behind>was|were|did|had|ago|yesterday|{'|'.join(CHAT_YESTERDAYS)}|last|{'|'.join(_IRREGULAR_PASTS.split())})\b"
    rf"|\b{_PRONOUN}\s+{_ADVERB}{_NOT_PAST}(?P<behind_regular>[a-z]+ed)\b"
)
# A present copula right before the expression: "the party is on Saturday", "my birthday's in June", "my flight
# is at 6am on Friday" (an hour before the day).
_SCHEDULED_FOR = re.compile(
    rf"(?:\b(?:is|are)|{_APOSTROPHE}(?:s|re))\s+(?:at\s+(?:\d{{1,2}}(?::\d\d)?\s*(?:am|pm)?|noon|midnight)\s+)?(?:on\s+|in\s+)?$"
)
# The same, right after an expression that opens its sentence: "Friday is my last day", "Saturday's the party".
_IS_WHEN = re.compile(rf"\s*(?:(?:is|are)\b|{_APOSTROPHE}s\b)")
_SENTENCE_END = re.compile(r"[.!?;\n]")
# A progressive whose "I'm" chat dropped, opening its sentence or a clause after a comma or a dash: "*Taking* her to
# the vet on Thursday", "Pickle's limping, *taking* her to the vet on Thursday". Ahead, as "I'm taking" is, unless a
# past comes before it in the sentence or a cue after the time ("*Running* on Saturday was fun": a subject). Only a
# verb, told by what opens its object or its way after it: an "-ing" adjective is followed by its noun ("*Amazing*
# concert on Friday!" is a day gone).
_COMPLEMENT_OPENERS = (
    "a an the my our his her their your him them it me us this that some to into in out off up down over back home"
    " for at with"
)
_OPENING_ING = re.compile(rf"(?:^|[,:]|\s[-\u2013]\s)\s*({_ING})\s+(?:{'|'.join(_COMPLEMENT_OPENERS.split())})\b")
# A day something is set for: "we booked the flights *for* June 12", "a table for Friday". The verb before tells
# when it was booked, not when the day is. Only a day: one stays somewhere "for the weekend" or "for June" as
# often in the past as ahead.
_SET_FOR = re.compile(r"\bfor\s+(?:the\s+)?$")
_A_DAY = re.compile(r"\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday")
# The new time of something put off: "the deadline moved to the end of May", "they pushed the launch to June".
_TO_FIRST = re.compile(r"(?:to|until|till)\s+")
_PUT_OFF_TO = re.compile(
    r"\b(?:moved|pushed|postponed|delayed|rescheduled|put\s+off|bumped)\b[^.!?;]{0,40}?\b(?:to|until|till)\s+$"
)

# The end of a state that holds now: "it's in the garage *until* Monday", "the shop is closed *till* Friday". With no
# past before it ("I was there until Monday", "I waited until Friday"), the day lies ahead.
_UNTIL = re.compile(rf"\b(?:until|till|{_APOSTROPHE}?til)\s+(?:the\s+)?$")


def lean_at(lowered: str, start: int, end: int) -> Lean:
    """The lean of the expression at `lowered[start:end]` (`lowered`: the lowercased text), from its sentence."""
    first = max((m.end() for m in _SENTENCE_END.finditer(lowered, 0, start)), default=0)
    found = _SENTENCE_END.search(lowered, end)
    last = found.start() if found else len(lowered)
    if _SCHEDULED_FOR.search(lowered, first, start):
        return Lean.AHEAD
    if _SET_FOR.search(lowered, first, start) and _A_DAY.search(lowered, start, end):
        return Lean.AHEAD
    leading = _TO_FIRST.match(lowered, start, end)  # a rule's match may hold the "to" ("to June")
    if _PUT_OFF_TO.search(lowered, first, leading.end() if leading else start):
        return Lean.AHEAD
    if not lowered[first:start].strip() and _IS_WHEN.match(lowered, end):
        return Lean.AHEAD
    until = _UNTIL.search(lowered, first, start)
    if until is not None or (leading and not leading.group().startswith("to")):
        held_until = _held_until(lowered, first, until.start() if until else start)
        if held_until is not None:
            return held_until
    before = [match for match in _CUES.finditer(lowered, first, start) if match.end() <= start]
    after = _CUES.search(lowered, end, last)
    dropped = [match.start(1) + first for match in _OPENING_ING.finditer(lowered[first:start])]
    # "Pickle's been limping, *taking* her to the vet on Thursday": chat's "I'm taking"; not after a past ("We were
    # at the beach, swimming on Saturday"), nor where a cue comes between it and the time (read below)
    only_ahead_before = all(_lean_of(cue) is Lean.AHEAD for cue in before)
    if dropped and after is None and only_ahead_before and (not before or before[-1].end() <= dropped[-1]):
        return Lean.AHEAD
    if before:
        return _lean_of(before[-1])
    return _lean_of(after) if after else Lean.UNSAID


def _held_until(lowered: str, first: int, until: int) -> Lean | None:
    """The lean of a time after "until" at `until`: its own clause's nearest cue, else ahead, as a state told in
    the present lasts until then ("my car broke down, it's in the garage until Monday"). None when nothing comes
    before "until" in its clause ("Until Monday I was sick"), which the sentence's other words must tell."""
    clause = max(first, lowered.rfind(",", first, until) + 1)
    if not lowered[clause:until].strip():
        return None
    cues = [match for match in _CUES.finditer(lowered, clause, until) if match.end() <= until]
    return _lean_of(cues[-1]) if cues else Lean.AHEAD


def _lean_of(cue: re.Match[str]) -> Lean:
    named = next(name for name, value in cue.groupdict().items() if value is not None)
    return Lean.AHEAD if named.startswith("ahead") else Lean.BEHIND
