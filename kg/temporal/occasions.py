"""Days people name by their occasion ("last Christmas", "over Easter", "on New Year's Eve"): which day each is in a
year. Only occasions whose day is the same for most English speakers; the US Thanksgiving (its fourth Thursday of
November) is the one regional reading, since "Thanksgiving" said without a country mostly means it.
"""

from __future__ import annotations

from datetime import date, timedelta

from dateutil.easter import easter

_APOSTROPHE = r"(?:'|\u2019)?"
# Lowercased, longest spellings first, so that "christmas eve" is not read as "christmas".
PATTERN = (
    r"christmas\s+eve|christmas\s+day|christmas|xmas"
    rf"|new\s+year{_APOSTROPHE}s\s+eve|new\s+year{_APOSTROPHE}s(?:\s+day)?"
    rf"|halloween|valentine{_APOSTROPHE}s(?:\s+day)?|thanksgiving|easter(?:\s+sunday)?"
)
NEEDS = ("christmas", "xmas", "year", "halloween", "valentine", "thanksgiving", "easter")
# The words that name an occasion alone ("for Easter", "Valentine's"); "year" does so only after "new".
OCCASION_WORDS = frozenset(NEEDS) - {"year"}


def occasion_day(name: str, year: int) -> date:
    """The day of the occasion `name` (as PATTERN matched it, whitespace single) in `year`."""
    word = name.split()[0]
    if name == "christmas eve":
        return date(year, 12, 24)
    if word in ("christmas", "xmas"):
        return date(year, 12, 25)
    if word == "new":
        return date(year, 12, 31) if name.endswith("eve") else date(year, 1, 1)
    if word == "halloween":
        return date(year, 10, 31)
    if word.startswith("valentine"):
        return date(year, 2, 14)
    if word == "thanksgiving":
        first = date(year, 11, 1)
        return first + timedelta(days=(3 - first.weekday()) % 7 + 21)  # the fourth Thursday
    return easter(year)
