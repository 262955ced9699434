"""The speaker's time away from work, on the days they name, which an assistant needs to plan around them: PLANS
(or DID, once past) of "vacation", "time off" or "out of office", and a leave they are on (HAS_STATE).

    I'm on vacation next week / We'll be on holiday from June 3 to June 7    PLANS "vacation" / "holiday", then
    I'm taking next Friday off / I have Monday off / I'm off work tomorrow   PLANS "time off", that day
    I'll be out of the office next week / I'm OOO on Friday                  PLANS "out of office", then
    I was on vacation last week / I took Monday off                          DID "vacation" / "time off", then
    I'm on paternity leave / I'm on a sabbatical                             HAS_STATE "paternity leave" / "sabbatical"

Only with a day or a stretch named (a leave of a kind lasts, and is kept without one): "I'm on vacation right now"
or "I'm off to bed" name none. Not "until" a day (from when, the words do not say), a denial, a question, nor
someone else's time off ("My wife is on vacation next week": whose days, the assistant does not plan).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from kg.extraction.assemble import Candidate
from kg.extraction.polarity import DENIAL, Polarity
from kg.extraction.questions import is_question
from kg.extraction.relation import EVENT, THING, USER
from kg.extraction.when import ANY_TIME, time_text_in
from kg.temporal import resolve_times

_CONFIDENCE = 0.7
_AM = r"(?:'m|\u2019m|\s+am|'re|\u2019re|\s+are|'ll\s+be|\u2019ll\s+be|\s+will\s+be)"
_WAS = r"(?:\s+was|\s+were)"
_LEAVES = r"(?:maternity|paternity|parental|sick|medical|family|bereavement)\s+leave"
_AWAY = rf"vacation|holidays?|leave|PTO|a\s+sabbatical|sabbatical|{_LEAVES}"
_ON_BREAK = re.compile(
    rf"\b(?:I|we|We)(?:(?P<past>{_WAS})|{_AM}|{_AM}\s+going|\s+go)\s+on\s+(?P<kind>{_AWAY})\b", re.IGNORECASE
)
_TAKING_OFF = re.compile(
    rf"\bI(?:{_AM}\s+taking|\s+(?P<past>took)|\s+have|{_AM}\s+having)\s+(?P<days>[^.!?,;]{{1,40}}?)\s+off\b"
    rf"|\bI{_AM}\s+off(?:\s+work)?\s+(?P<days_after>[^.!?,;]{{1,40}})",
)
_OUT_OF_OFFICE = re.compile(rf"\bI(?:{_AM}|(?P<past>{_WAS}))\s+(?:out\s+of\s+(?:the\s+)?office|OOO)\b")
# Words that say how long the time off is, not when: "the day", "a few days" ("I'm taking a few days off next week").
_HOW_LONG = re.compile(
    r"(?:the|a|a\s+few|a\s+couple(?:\s+of)?|two|three|some)\s+(?:days?|weeks?|mornings?|afternoons?)"
)
_LASTING = re.compile(rf"sabbatical|{_LEAVES}", re.IGNORECASE)
_UNTIL = re.compile(r"\b(?:until|till|til)\b", re.IGNORECASE)


def time_off_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for sentence in doc.sents:
        text = sentence.text
        if is_question(sentence) or DENIAL.search(text) or _UNTIL.search(text):
            continue
        on_break, taking, away = _ON_BREAK.search(text), _TAKING_OFF.search(text), _OUT_OF_OFFICE.search(text)
        match = on_break or taking or away
        if match is None:
            continue
        when = _days_off(taking, text) if taking is not None and match is taking else _time_named(text[match.end() :])
        kind = _kind(on_break, away)
        if when is None:
            if on_break and _LASTING.fullmatch(kind):  # a leave of a kind, told as lasting: a state one is in
                found.append(Candidate("HAS_STATE", USER, kind, THING, Polarity(), _CONFIDENCE, text, sentence.start))
            continue
        edge_type = "DID" if match.groupdict().get("past") else "PLANS"
        found.append(
            Candidate(edge_type, USER, kind, EVENT, Polarity(), _CONFIDENCE, text, sentence.start, time_text=when)
        )
    return found


def _kind(on_break: re.Match[str] | None, away: re.Match[str] | None) -> str:
    if on_break is not None:
        kind = " ".join(on_break["kind"].split()).removeprefix("a ")
        return kind.lower() if kind.upper() != "PTO" else "PTO"
    return "out of office" if away is not None else "time off"


def _days_off(taking: re.Match[str], text: str) -> str | None:
    """The days taken off: named between "taking" and "off" ("next Friday"), or after "off" when those words say
    only how long ("the day off tomorrow"); after "I'm off", a time first ("I'm off work tomorrow", not "I'm off to
    the store tomorrow")."""
    if taking["days_after"] is not None:
        after = taking["days_after"]
        when = _time_named(after)
        return when if when is not None and after.lower().startswith(when.lower().split()[0]) else None
    days = taking["days"]
    when = _time_named(days)
    if when is not None:  # the words are the time, not a clause that holds one
        return when if when.lower().removeprefix("on ") == days.lower().removeprefix("on ") else None
    return _time_named(text[taking.end() :]) if _HOW_LONG.fullmatch(days) else None


def _time_named(text: str) -> str | None:
    """The day or stretch named after the words that tell the time off: the whole of a range ("from June 3 to June
    7"), where `time_text_in` gives its first day."""
    first = time_text_in(text)
    if first is None:
        return None
    spans = [span.text for span in resolve_times(text, ANY_TIME) if first in span.text]
    return max(spans, key=len) if spans else first
