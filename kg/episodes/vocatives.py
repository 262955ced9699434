"""Who a turn is addressed to: "Hey Jon!", "Thanks, Gina", "Good to see you, Mel." name the addressee, who is
a person already known, not a new entity. Pure."""

from __future__ import annotations

import re

_NAME = r"([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)"
_GREETING = r"(?:hey|hi|hello|hiya|thanks|thank you|congrats|congratulations|wow|oh|yo|dear|good morning|morning)"
# A greeting then a capitalised name, at the start of the text or of a sentence: "Hey Jon!", "Thanks, Gina."
_OPENING = re.compile(rf"(?:^|[.!?]\s+){_GREETING},?\s+{_NAME}\b(?=\s*[,.!?:;]|\s*$)", re.IGNORECASE)
# A name set off at the end of a sentence: "Good to see you, Mel!", "That's great, Jon."
_CLOSING = re.compile(rf",\s+{_NAME}\s*[.!?]+(?=\s|$)")
_NOT_NAMES = frozenset(
    {
        "I",
        "Me",
        "You",
        "There",
        "Everyone",
        "Guys",
        "Man",
        "Dude",
        "Buddy",
        "Friend",
        "Again",
        "Too",
        "Though",
        "Lol",
        "Haha",
        "Mate",
        "All",
        "So",
        "Much",
        "Sir",
        "Madam",
        "Thanks",
    }
)


def addressees(text: str) -> list[str]:
    """Names the text addresses, in order of appearance, without repeats."""
    found: list[tuple[int, str]] = []
    for pattern in (_OPENING, _CLOSING):
        for match in pattern.finditer(text):
            name = match.group(1)
            first = name.split()[0]
            if first.capitalize() in _NOT_NAMES or not name[0].isupper():
                continue
            found.append((match.start(1), name))
    seen: dict[str, None] = {}
    for _, name in sorted(found):
        seen.setdefault(name, None)
    return list(seen)
