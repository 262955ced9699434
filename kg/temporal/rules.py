"""The rules behind `resolve_times`: for each kind of time expression, a pattern and how to resolve a match.

Each rule is a regex compiled once, with `MODIFIER` in front ("since", "before", "after"); `resolve.py` runs them
all and keeps the longest of overlapping matches. The choices made where English is ambiguous are listed in
resolve.py's docstring.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from kg.temporal import occasions
from kg.temporal.chat_days import CHAT_DAYS
from kg.temporal.tense import Lean

MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip
_WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# The words, lowercased, for readers of text that ask whether a time names a month or a day of the week.
MONTH_WORDS = frozenset(name.lower() for name in MONTH_NAMES)
WEEKDAY_WORDS = frozenset(_WEEKDAY_NAMES)
_MONTH_NUMBER = {name.lower(): number for number, name in enumerate(MONTH_NAMES, 1)} | {
    name.lower()[:3]: number for number, name in enumerate(MONTH_NAMES, 1)
}
_MONTH_NUMBER["sept"] = 9
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3, "several": 3,
}  # fmt: skip
# Spring, summer, autumn and winter start in these months and last three months.
_SEASON_START = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}

_FULL_MONTH = "|".join(name.lower() for name in MONTH_NAMES)
_ANY_MONTH = _FULL_MONTH + "|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec"
_WEEKDAY = "|".join(_WEEKDAY_NAMES)
_NUM = (
    r"\d{1,3}|(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|several|an?|one|two|three|four|five|six|seven|eight|nine"
    r"|ten|eleven|twelve"
)
_ORDINAL = r"(?:st|nd|rd|th)?"
# A modifier any expression may carry; it changes the span (see the module docstring).
MODIFIER = r"\b(?:(?P<mod>since|before|after)\s+)?"
# The words a rule needs (one of), looked for in the lowercased text before its regex runs: substring tests
# are far cheaper than regex scans, and most sentences hold none of them.
_DIGITS = tuple("0123456789")
_MONTH_KEYS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_SEASONS = ("spring", "summer", "autumn", "fall", "winter")
ONE_DAY = timedelta(days=1)

Range = tuple[date, date, str]  # start, end, granularity
Build = Callable[[re.Match[str], datetime, Lean], Range | None]  # the lean: kg/temporal/tense.py


def week_of(d: date) -> tuple[date, date]:
    """The Monday and the Sunday of the week holding `d`."""
    monday = d - timedelta(days=d.weekday())
    return monday, monday + timedelta(days=6)


@dataclass(frozen=True)
class Rule:
    needs: tuple[str, ...]  # lowercase substrings, one of which any match holds
    pattern: re.Pattern[str]  # lowercase; run on lowercased text
    build: Build  # the span a match covers, or None when the match is not a time after all


RULES: list[Rule] = []  # tried independently; where matches overlap, resolve.py keeps the longest


def _rule(pattern: str, needs: tuple[str, ...]) -> Callable[[Build], Build]:
    def register(build: Build) -> Build:
        RULES.append(Rule(needs, re.compile(MODIFIER + f"(?:{pattern})" + r"(?!\w)"), build))
        return build

    return register


# Calendar arithmetic.


def month_end(year: int, month: int) -> date:
    return date(year, month, calendar.monthrange(year, month)[1])


def _shift_month(year: int, month: int, months: int) -> date:
    """The first day of the month `months` after (before, if negative) year-month."""
    index = year * 12 + month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def _month(year: int, month: int) -> Range:
    return date(year, month, 1), month_end(year, month), "month"


def _year(year: int) -> Range:
    return date(year, 1, 1), date(year, 12, 31), "year"


def _week(d: date) -> Range:
    return *week_of(d), "week"


def _day(d: date) -> Range:
    return d, d, "day"


def _count(words: str) -> int:
    """'3', 'two', 'a couple of', 'a few' as a number."""
    key = words.split()
    if key[0].isdigit():
        return int(key[0])
    core = [word for word in key if word not in ("a", "of")] or key  # "a" alone is one
    return _NUMBER_WORDS[core[0]]


def _words(text: str) -> str:
    """With its whitespace made single spaces ("last  night" is "last night")."""
    return " ".join(text.split())


# The rules, each a pattern and how to resolve what it matched.

_DAY_OFFSETS = {
    "today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
    "yesterday": -1, "last night": -1, "the day before yesterday": -2,
    "tomorrow": 1, "the day after tomorrow": 2,
}  # fmt: skip
_DAY_OFFSETS |= {chat: _DAY_OFFSETS[word] for chat, word in CHAT_DAYS.items()}


@_rule(
    r"(?P<word>today|tonight|yesterday|tomorrow|the\s+day\s+before\s+yesterday|the\s+day\s+after\s+tomorrow"
    r"|this\s+(?:morning|afternoon|evening)|last\s+night|" + "|".join(CHAT_DAYS) + ")",
    needs=("today", "tonight", "yesterday", "tomorrow", "this", "night", "tmr", "2mor", "tonite", "2nite", "yday"),
)
def _relative_day(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    return _day(said_at.date() + timedelta(days=_DAY_OFFSETS[_words(match["word"])]))


@_rule(r"the\s+other\s+day", needs=("other",))
def _other_day(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    said = said_at.date()
    return said - timedelta(days=3), said - ONE_DAY, "day"


@_rule(rf"(?P<n>{_NUM})\s+(?P<unit>minute|hour|day|week|fortnight|month|year)s?\s+ago", needs=("ago",))
def _ago(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    n, unit, said = _count(match["n"]), match["unit"], said_at.date()
    if unit in ("minute", "hour"):  # can cross midnight
        return _day((said_at - timedelta(**{unit + "s": n})).date())
    if unit == "day":
        return _day(said - timedelta(days=n))
    if unit in ("week", "fortnight"):
        return _week(said - timedelta(weeks=n * _WEEKS[unit]))
    if unit == "month":
        first = _shift_month(said.year, said.month, -n)
        return _month(first.year, first.month)
    return _year(said.year - n)


@_rule(
    rf"\bin\s+(?P<n>{_NUM})\s+(?P<unit>day|week|fortnight|month|year)s?\b(?!\s+(?:of|ago|from)\b)"
    rf"|(?P<from_now>(?P<n_ahead>{_NUM})\s+(?P<unit_ahead>day|week|fortnight|month|year)s?\s+from\s+(?:now|today))",
    needs=("in", "from"),
)
def _from_now(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    """ "I start at Initech in two weeks": that far ahead, when the sentence speaks of what is to come; "I read
    it in two days" is how long it took, no date. "Two weeks from now" is ahead whatever the verbs."""
    if lean is not Lean.AHEAD and match["from_now"] is None:
        return None
    n, unit, said = _count(match["n"] or match["n_ahead"]), match["unit"] or match["unit_ahead"], said_at.date()
    if unit in ("day", "week", "fortnight"):  # "in two weeks": that day, as "two weeks ago" is that week
        return _day(said + timedelta(days=n if unit == "day" else n * 7 * _WEEKS[unit]))
    if unit == "month":
        first = _shift_month(said.year, said.month, n)
        return _month(first.year, first.month)
    return _year(said.year + n)


@_rule(
    rf"the\s+(?:past|last)\s+(?:(?P<n>{_NUM})\s+)?(?P<unit>day|week|month|year)s?(?!\s+of\b)", needs=("past", "last")
)
def _rolling(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    unit, said = match["unit"], said_at.date()
    if match["n"] is None and unit == "day":  # "the last day" is a day of something, not yesterday
        return None
    n = 1 if match["n"] is None else _count(match["n"])
    if unit in ("day", "week"):
        back = said - timedelta(days=n * (7 if unit == "week" else 1))
    else:
        months = n * (12 if unit == "year" else 1)
        first = _shift_month(said.year, said.month, -months)
        back = first.replace(day=min(said.day, month_end(first.year, first.month).day))
    return back + ONE_DAY, said, "day"  # n units up to and including the said date


_STEP = {"last": -1, "this past": -1, "this": 0, "next": 1}
_WEEKS = {"week": 1, "fortnight": 2}


@_rule(
    r"(?P<rel>last|this\s+past|this|next)\s+(?P<unit>week|weekend|month|year)(?!\s+of\b)",
    needs=("week", "month", "year"),
)
def _calendar_unit(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    step, unit, said = _STEP[_words(match["rel"])], match["unit"], said_at.date()
    if unit == "weekend":
        sunday = week_of(said + timedelta(weeks=step))[1]
        return sunday - ONE_DAY, sunday, "day"
    return _unit_of(said, unit, step)


def _unit_of(said: date, unit: str, step: int) -> Range:
    """The week, month or year `step` of them after (before, if negative) the one holding `said`."""
    if unit == "year":
        return _year(said.year + step)
    if unit == "month":
        first = _shift_month(said.year, said.month, step)
        return _month(first.year, first.month)
    return _week(said + timedelta(weeks=step))


_EDGE_OF = r"the\s+(?P<edge>end|beginning|start|middle)\s+of\s+"
_EDGE_WORDS = ("end", "beginning", "start", "middle")


@_rule(_EDGE_OF + r"(?:(?P<rel>last|this\s+past|this|next)\s+|the\s+)?(?P<unit>week|month|year)", needs=_EDGE_WORDS)
def _edge_of_unit(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    """ "the end of the month", "the beginning of next year": the unit's last or first day, or its middle."""
    step = _STEP[_words(match["rel"] or "this")]
    return _edge(_unit_of(said_at.date(), match["unit"], step), match["edge"])


@_rule(_EDGE_OF + rf"(?P<month>{_FULL_MONTH})(?:,?\s+(?P<year>\d{{4}}))?", needs=_EDGE_WORDS)
def _edge_of_month(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    """ "the end of May", "the start of June 2024"."""
    number = _MONTH_NUMBER[match["month"]]
    year = int(match["year"]) if match["year"] else _year_of(number, "", said_at.date(), lean)
    return _edge(_month(year, number), match["edge"])


def _edge(whole: Range, edge: str) -> Range:
    """The last day of `whole` for its end (the day a job left "at the end of the month" ends), the first for its
    beginning or start, and its middle third (a week's Wednesday and Thursday) for its middle."""
    start, end, _ = whole
    if edge == "end":
        return _day(end)
    if edge in ("beginning", "start"):
        return _day(start)
    third = timedelta(days=((end - start).days + 1) // 3)
    return start + third, end - third, "day"


@_rule(
    r"(?P<weekend>(?:over|on|at|during|for)\s+the\s+(?:long\s+)?weekend)"
    r"|the\s+week(?P<end>end)?\s+(?:(?P<before>before\s+last)|after\s+next)",
    needs=("week",),
)
def _recent_week(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    """ "over the weekend", "for the long weekend"; "the week (or weekend) before last", two back; "the week (or
    weekend) after next"."""
    said = said_at.date()
    if match["weekend"] is None:
        step = -2 if match["before"] else 2
        if match["end"]:
            sunday = week_of(said + timedelta(weeks=step))[1]
            return sunday - ONE_DAY, sunday, "day"
        return _week(said + timedelta(weeks=step))
    # "for the weekend" is mostly said before it ("anything fun for the weekend?"), "over the weekend" after it.
    told_for = match["weekend"].startswith("for") and lean is Lean.UNSAID
    if lean is Lean.AHEAD or told_for:  # "we're going camping over the weekend": the coming one, or the one under way
        saturday = said + timedelta(days=(5 - said.weekday()) % 7) if said.weekday() != 6 else said - ONE_DAY
    else:  # "over the weekend" is mostly told after it
        saturday = said - timedelta(days=(said.weekday() - 5) % 7 or 7)
    return saturday, saturday + ONE_DAY, "day"


_EVERY = re.compile(r"\b(?:every|each)\s+(?:other\s+|single\s+)?$")
_PARTS_AFTER = re.compile(r"\s+(?:mornings|afternoons|evenings|nights)\b", re.IGNORECASE)
_RECURRING = re.compile(r"(?:every|each)\b", re.IGNORECASE)
_ROUND = r"(?:day|week|month|year|weekend|fortnight|morning|afternoon|evening|night)"
# How often in a count: "three times a week", "twice a month", "once a year", "four days a week", "5 times per week".
_COUNTED_FREQUENCY = re.compile(
    r"\b(?:once|twice|thrice|(?:[a-z]+|\d+)\s+times|(?:[a-z]+|\d+)\s+(?:days|nights|mornings|evenings))"
    rf"\s+(?:a|an|per|each|every)\s+{_ROUND}\b",
    re.IGNORECASE,
)
FREQUENCY_ADVERBS = frozenset({"daily", "nightly", "weekly", "monthly", "yearly", "annually"})
# "every day", "each morning", "every other week", "every Friday night".
_EVERY_ROUND = re.compile(
    rf"\b(?:every|each)\s+(?:other\s+|single\s+)?(?:(?:{_ROUND}|hour|weekday|summer|winter|spring|fall|autumn)\b"
    rf"|(?:{_WEEKDAY})\b(?:\s(?:morning|afternoon|evening|night)\b)?)",
    re.IGNORECASE,
)


_PARTS_OF_DAYS = r"(?:mornings|afternoons|evenings|nights)"
# "on Sundays", "at weekends", "on Tuesday nights", "Friday nights", "in the evenings": days that come round, told
# in the plural.
_PLURAL_ROUND = re.compile(
    rf"\b(?:(?:on|at)\s+)?(?:{_WEEKDAY})\s+{_PARTS_OF_DAYS}\b"
    rf"|\b(?:on|at)\s+(?:(?:{_WEEKDAY})s|weekends|weekdays)(?:\s+{_PARTS_OF_DAYS})?\b"
    r"|\bin\s+the\s+(?:mornings|afternoons|evenings)\b",
    re.IGNORECASE,
)


def frequency_in(text: str) -> str | None:
    """How often, as said in `text`: "three times a week", "every other day", "each Friday night", "on Sundays";
    else None."""
    found = _COUNTED_FREQUENCY.search(text) or _EVERY_ROUND.search(text) or _PLURAL_ROUND.search(text)
    return found.group(0) if found else None


def is_recurring(time_text: str | None) -> bool:
    """Whether a time as said names a habit's, on no one day: "every Tuesday", "each Sunday morning", "three times a
    week", "daily", "on Sundays", "Friday nights"."""
    if not time_text:
        return False
    said = time_text.strip()
    counted = _COUNTED_FREQUENCY.fullmatch(said) or _PLURAL_ROUND.fullmatch(said)
    return bool(_RECURRING.match(said) or counted or said.lower() in FREQUENCY_ADVERBS)


@_rule(rf"(?:(?P<rel>last|next|this\s+past|this\s+coming|this|coming)\s+)?(?P<weekday>{_WEEKDAY})", needs=("day",))
def _weekday(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    said, weekday = said_at.date(), _WEEKDAY_NAMES.index(match["weekday"])
    rel = _words(match["rel"] or "")
    if rel == "this":
        return _day(week_of(said)[0] + timedelta(days=weekday))
    if not rel and _EVERY.search(match.string, 0, match.start()):
        return None  # "every Tuesday": a habit, not a date
    if not rel and _PARTS_AFTER.match(match.string, match.end()):
        return None  # "on Tuesday nights": a habit too
    if rel in ("next", "this coming", "coming") or (not rel and lean is Lean.AHEAD):
        return _day(said + timedelta(days=(weekday - said.weekday()) % 7 or 7))
    return _day(said - timedelta(days=(said.weekday() - weekday) % 7 or 7))  # last, or bare: past


@_rule(r"(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})", needs=_DIGITS)
def _iso_date(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    return _day(date(int(match["year"]), int(match["month"]), int(match["day"])))


@_rule(r"(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{4}|\d{2})", needs=_DIGITS)
def _us_date(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    year = int(match["year"])
    return _day(date(year + 2000 if year < 100 else year, int(match["month"]), int(match["day"])))


_LEADING_WEEKDAY = rf"(?:(?:{_WEEKDAY}),?\s+)?"  # "Saturday, 6 May 2023" is one date
_YEAR_AFTER = r"(?:,?\s+(?P<year>\d{4}))?"


@_rule(
    rf"{_LEADING_WEEKDAY}(?:the\s+)?(?P<day>\d{{1,2}}){_ORDINAL}(?:\s+of)?\s+(?P<month>{_ANY_MONTH}){_YEAR_AFTER}",
    needs=_DIGITS,
)
def _day_month(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    return _explicit_day(match, said_at.date(), lean)


@_rule(
    rf"{_LEADING_WEEKDAY}(?P<month>{_ANY_MONTH})\s+(?:the\s+)?(?P<day>\d{{1,2}}){_ORDINAL}{_YEAR_AFTER}", needs=_DIGITS
)
def _month_day(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    return _explicit_day(match, said_at.date(), lean)


_UNIT_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_TEEN_ORDINALS = (
    "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth",
    "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
)  # fmt: skip
# "first" .. "thirty-first" (also "twenty first") -> 1 .. 31
_ORDINAL_WORDS = (
    {word: number for number, word in enumerate(_UNIT_ORDINALS, 1)}
    | {word: number for number, word in enumerate(_TEEN_ORDINALS, 10)}
    | {"twentieth": 20, "thirtieth": 30, "thirty-first": 31, "thirty first": 31}
    | {f"twenty{joint}{word}": 20 + number for number, word in enumerate(_UNIT_ORDINALS, 1) for joint in ("-", " ")}
)
_DAY_WORD = "|".join(sorted(_ORDINAL_WORDS, key=len, reverse=True)).replace(" ", r"\s+")
_NOT_A_VERB_MONTH = "|".join(name for name in MONTH_WORDS if name not in ("may", "march"))


@_rule(
    rf"{_LEADING_WEEKDAY}(?:(?:the\s+)?(?P<day_word>{_DAY_WORD})\s+of\s+(?P<month>{_FULL_MONTH})"
    rf"|(?:(?P<month_the>{_FULL_MONTH})\s+the|(?P<month_bare>{_NOT_A_VERB_MONTH}))\s+(?P<day_word_after>{_DAY_WORD}))"
    rf"{_YEAR_AFTER}",
    needs=_MONTH_KEYS,
)
def _day_in_words(match: re.Match[str], said_at: datetime, lean: Lean) -> Range:
    """ "the first of April", "April the first", "June twenty-second" ("May first" is no date: "we may first")."""
    word = match["day_word"] or match["day_word_after"]
    month = match["month"] or match["month_the"] or match["month_bare"]
    return _day_of(_MONTH_NUMBER[month], _ORDINAL_WORDS[_words(word)], match["year"], said_at.date(), lean)


@_rule(
    rf"(?:the\s+)?(?:(?P<day>\d{{1,2}}){_ORDINAL}|(?P<day_word>{_DAY_WORD}))\s+of\s+(?P<rel>last|this|next)\s+month",
    needs=("month",),
)
def _day_of_month_near(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    """ "the 1st of next month", "the fifteenth of this month": that day of the month named by its place."""
    first = _shift_month(said_at.year, said_at.month, _STEP[match["rel"]])
    day = int(match["day"]) if match["day"] else _ORDINAL_WORDS[_words(match["day_word"])]
    return _day(first.replace(day=day)) if 1 <= day <= month_end(first.year, first.month).day else None


def _explicit_day(match: re.Match[str], said: date, lean: Lean) -> Range:
    return _day_of(_MONTH_NUMBER[match["month"]], int(match["day"]), match["year"], said, lean)


def _day_of(month: int, day: int, year: str | None, said: date, lean: Lean) -> Range:
    if year is not None:
        return _day(date(int(year), month, day))
    return _day(_nearest(month, day, said, lean))


def _nearest(month: int, day: int, said: date, lean: Lean) -> date:
    """The date with this month and day nearest `said`, the earlier on a tie (29 February skips common years);
    told of what is ahead, the first on or after `said`; of what is past, the last on or before it."""
    candidates = []
    for year in (said.year - 1, said.year, said.year + 1, said.year + 2):
        try:
            candidates.append(date(year, month, day))
        except ValueError:
            continue
    if lean is Lean.AHEAD:
        candidates = [d for d in candidates if d >= said]
    elif lean is Lean.BEHIND:
        candidates = [d for d in candidates if d <= said]
    if not candidates:
        raise ValueError(f"no day {day} in month {month}")
    return min(candidates, key=lambda d: (abs((d - said).days), d > said))


_PART = r"(?P<part>early|mid|late)(?:\s+|-)"
_PREPOSITION = r"in|during|of|from|through|throughout|around|to|till|until|by"


@_rule(
    rf"(?:(?P<rel>last|next|this)\s+|(?P<prep>{_PREPOSITION})\s+)?(?:{_PART})?(?P<month>{_ANY_MONTH})"
    r"(?:(?:\s+of)?,?\s+(?P<year>\d{4})|(?!\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?!\w)))",  # a day: rules above
    needs=_MONTH_KEYS,
)
def _month_name(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    name = match["month"]
    if match["year"] is not None:
        year = int(match["year"])
    elif name not in MONTH_WORDS or not (
        match["rel"]
        or match["prep"]
        or match["part"]
        or match["mod"]
        or _LISTED_AFTER_MONTH.search(match.string, 0, match.start())
    ):
        return None  # "I may go", "to mar it"
    elif _verb_not_month(name, match):
        return None
    else:
        year = _year_of(_MONTH_NUMBER[name], _words(match["rel"] or ""), said_at.date(), lean)
    start, end, _ = _month(year, _MONTH_NUMBER[name])
    return _part(start, end, match["part"])


# A month named after another in a list takes the first one's cue: "in May *and June*", "in April, May or June".
_LISTED_AFTER_MONTH = re.compile(
    rf"\b(?:{_PREPOSITION}|last|next|this|early|mid|late)[\s-]+(?:(?:{_FULL_MONTH})\s*,\s*)*(?:{_FULL_MONTH})"
    r"\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or|&)\s+)$"
)


def _verb_not_month(name: str, match: re.Match[str]) -> bool:
    """True for "we had to march" and "this may be" (a verb follows: "this May we married" is a month)."""
    if name == "march" and match["prep"] == "to":
        return True
    return name in ("may", "march") and bool(match["rel"]) and bool(_VERB_AFTER_MODAL.match(match.string, match.end()))


# Words that follow "may" the modal ("this may be", "the next may help"), never "May" the month.
_VERB_AFTER_MODAL = re.compile(
    r"\s+(?:be|have|not|also|well|seem|sound|look|help|take|make|need|feel|mean|come|go|get|just|still|even|only"
    r"|never|require|cause|happen|want|give|lead|vary|depend|work|change)\b"
)


def _year_of(month: int, rel: str, said: date, lean: Lean) -> int:
    """The year of the month named with last/this/next or a bare preposition, said on `said`: a bare one told of
    what is ahead is the first not yet over ("we're moving in June"), else the latest begun ("we moved in May")."""
    if rel == "this":
        return said.year
    if rel == "next":
        return said.year if month > said.month else said.year + 1
    if rel == "last":
        return said.year if month < said.month else said.year - 1
    if lean is Lean.AHEAD:
        return said.year if month >= said.month else said.year + 1
    return said.year if month <= said.month else said.year - 1


def _part(start: date, end: date, part: str | None) -> Range:
    """Early, mid or late May: days 1-10, 11-20, 21 on."""
    match part or "":
        case "early":
            return start, start.replace(day=10), "day"
        case "mid":
            return start.replace(day=11), start.replace(day=20), "day"
        case "late":
            return start.replace(day=21), end, "day"
    return start, end, "month"


@_rule(
    rf"(?:(?P<prep>{_PREPOSITION})\s+(?:the\s+year\s+)?|{_PART})?(?P<year>(?:19|20)\d{{2}})(?![-/]\d)", needs=_DIGITS
)
def _year_number(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    if not (match["prep"] or match["part"] or match["mod"]):
        return None  # "2000 people"
    year = int(match["year"])
    match match["part"] or "":
        case "early":
            return date(year, 1, 1), date(year, 4, 30), "month"
        case "mid":
            return date(year, 5, 1), date(year, 8, 31), "month"
        case "late":
            return date(year, 9, 1), date(year, 12, 31), "month"
    return _year(year)


@_rule(
    r"(?:(?P<rel>last|next|this\s+past|this\s+coming|this)\s+|(?P<prep>in|during|over|through|throughout)\s+)?"
    r"(?:the\s+)?(?P<season>spring|summer|autumn|fall|winter)(?:(?:\s+of)?,?\s+(?P<year>\d{4}))?",
    needs=_SEASONS,
)
def _season(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    said, first = said_at.date(), _SEASON_START[match["season"]]
    rel = _words(match["rel"] or "")
    if match["year"] is not None:
        year = int(match["year"])
    elif not (rel or match["prep"] or match["mod"]):
        return None  # "I fall asleep", "the summer" alone
    elif rel in ("last", "this past"):
        year = next(y for y in range(said.year, said.year - 3, -1) if _season_range(first, y)[1] < said)
    elif rel in ("next", "this coming"):
        year = next(y for y in range(said.year - 1, said.year + 2) if _season_range(first, y)[0] > said)
    elif rel == "this":  # the one of the said year; winter is the one begun the December before, until it ends
        year = said.year - 1 if first == 12 and said.month <= 2 else said.year
    elif lean is Lean.AHEAD:  # "we're going to Spain in the summer": the first not yet over
        year = next(y for y in range(said.year - 1, said.year + 2) if _season_range(first, y)[1] >= said)
    else:  # "in the summer": the latest begun on or before the said date
        year = said.year if _season_range(first, said.year)[0] <= said else said.year - 1
    return *_season_range(first, year), "month"


def _season_range(first_month: int, year: int) -> tuple[date, date]:
    last = _shift_month(year, first_month, 2)
    return date(year, first_month, 1), month_end(last.year, last.month)


# "on the 15th": a day of a month left unsaid. Only after a word that puts a day there, and not before a noun the
# ordinal counts ("on the 3rd floor", "by the 5th time"): the day of the month nearest the said date (on or after
# it when told of what is ahead, on or before it when told of the past).
_UNSAID_MONTH_DAY_FOLLOWERS = (
    r"[.,!?;:)]|$|\s+(?:at|in|and|or|to|until|till|but|so|when|because|then|for|i|we|this|next|last)\b"
)


@_rule(
    rf"\b(?:on|by|to|until|till|through|before|after|since|from)\s+the\s+(?P<day>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)"
    rf"(?=\s*(?:{_UNSAID_MONTH_DAY_FOLLOWERS}))",
    needs=_DIGITS,
)
def _day_of_unsaid_month(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    said, day = said_at.date(), int(match["day"])
    candidates = []
    for step in (-2, -1, 0, 1, 2):
        first = _shift_month(said.year, said.month, step)
        if day <= month_end(first.year, first.month).day:
            candidates.append(first.replace(day=day))
    if lean is Lean.AHEAD:
        candidates = [d for d in candidates if d >= said]
    elif lean is Lean.BEHIND:
        candidates = [d for d in candidates if d <= said]
    return _day(min(candidates, key=lambda d: (abs((d - said).days), d > said))) if candidates else None


@_rule(
    r"(?:(?P<rel>last|next|this)\s+|(?P<prep>on|at|for|over|around|during|by|until|till|through|on\s+the\s+day\s+of)"
    rf"\s+)?(?P<occasion>{occasions.PATTERN})",
    needs=occasions.NEEDS,
)
def _occasion(match: re.Match[str], said_at: datetime, lean: Lean) -> Range | None:
    """ "last Christmas", "over Easter", "on New Year's Eve": the occasion's day; a bare one only after a word that
    makes it a time ("for Christmas", not "the Christmas tree"), read with the sentence's verbs as a bare weekday is
    (the latest one on or before the said date, or the first one on or after it when told of what is ahead)."""
    rel = match["rel"]
    if not (rel or match["prep"] or match["mod"]):
        return None
    said, name = said_at.date(), _words(match["occasion"])
    days = [occasions.occasion_day(name, year) for year in range(said.year - 1, said.year + 2)]
    if rel == "this":
        return _day(days[1])
    if rel == "next" or (rel is None and lean is Lean.AHEAD):
        return _day(next(d for d in days if (d > said if rel else d >= said)))
    return _day(max(d for d in days if (d < said if rel else d <= said)))
